// The demo under a strict Content Security Policy (`npm start -- --csp`, VG_CSP=1, or
// createDemoServer({ csp: true })): the policy security-minded public sites send, no nonce, no
// 'unsafe-inline', plus Trusted Types in report-only (it reports, it does not block).
//
// What the page builder and the form plugins print inline cannot run under it, so in this mode the
// demo serves its pages as a site with such a policy has to: the page config as a JSON block read
// by a script file, the form theme's and the honeypots' inline <style> as stylesheet files, the form
// plugin's onclick handlers left to its script's own listeners (demo/public/gf-ajax.js), a style
// attribute that only hides (a form's other pages, a spinner) as `hidden`, and every other style
// attribute (Fluent Forms' fieldset and honeypot, WPForms' progress bar) as a rule of a stylesheet
// file on a data-moved-style attribute. Vormgever's own files are served unchanged.

import { createHash } from 'node:crypto';

export const STRICT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const TRUSTED_TYPES_REPORT_ONLY = "require-trusted-types-for 'script'";

/** { enforce, reportOnly } for createDemoServer's `csp` option: true means the strict policy above. */
export function cspOption(csp) {
  if (!csp) return null;
  if (csp === true) return { enforce: STRICT_POLICY, reportOnly: TRUSTED_TYPES_REPORT_ONLY };
  return { enforce: csp.enforce ?? STRICT_POLICY, reportOnly: csp.reportOnly ?? null };
}

/** Headers for an HTML answer. */
export function cspHeaders({ enforce, reportOnly }) {
  const headers = { 'content-security-policy': enforce };
  if (reportOnly) headers['content-security-policy-report-only'] = reportOnly;
  return headers;
}

const hash = (text, length) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The inline stylesheets moved out of the pages, by URL (the demo prints a handful; bounded anyway). */
export function createMovedStyles(limit = 100) {
  const styles = new Map();
  const keep = (css) => {
    const path = `/inline-style/${hash(css, 16)}.css`;
    if (!styles.has(path) && styles.size < limit) styles.set(path, css);
    return path;
  };
  return {
    get: (path) => styles.get(path) ?? null,
    /**
     * The page with its inline <style> elements replaced by links to the same text as a file, and its
     * style attributes by `hidden` (display: none alone) or a data-moved-style attribute whose rule is
     * in one more file, linked at the end of <head>.
     */
    rewrite(html) {
      const rules = new Set();
      const out = html
        .replace(/<style>([^<]*)<\/style>/g, (_, css) => `<link rel="stylesheet" href="${keep(css)}">`)
        .replace(/(\s)style=(?:"([^"]*)"|'([^']*)')/g, (_, space, double, single) => {
          const css = double ?? single;
          if (/^\s*display:\s*none;?\s*$/.test(css)) return `${space}hidden`;
          const name = hash(css, 12);
          rules.add(`[data-moved-style="${name}"]{${css}}`);
          return `${space}data-moved-style="${name}"`;
        });
      if (!rules.size) return out;
      return out.replace('</head>', `<link rel="stylesheet" href="${keep([...rules].join('\n'))}">\n</head>`);
    },
  };
}

const PAGE_CONFIG = /<script id="elementor-frontend-js-before">\nvar elementorFrontendConfig = ([^\n]*);\n<\/script>/;

/** An HTML answer of the demo as served under the policy (see the top of this file). */
export function strictHtml(html, movedStyles) {
  return movedStyles
    .rewrite(html)
    .replace(PAGE_CONFIG, (_, json) => `<script type="application/json" id="elementor-frontend-config">${json}</script>\n<script src="/elementor-config.js" id="elementor-frontend-js-before"></script>`)
    .replace(/ on(?:click|keypress)='[^']*'/g, '');
}
