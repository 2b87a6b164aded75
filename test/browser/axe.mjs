// Accessibility checks shared by the browser suite's a11y tests: axe-core with the WCAG 2.2 A/AA tags
// (plus best practices) and what axe can only mark "needs review" measured here; a demo page opened
// quiet. The WCAG 2.2 checks axe has no rule for are in wcag22.mjs.
import assert from 'node:assert/strict';
import { projectRoot, recordConsole } from './harness.mjs';

const axeScript = `${projectRoot}/node_modules/axe-core/axe.min.js`;

// The rule set: every axe rule, experimental ones included, except WCAG AAA (tag wcag2aaa): the target
// is A and AA (2.0, 2.1, 2.2) plus axe's best practices, and AAA asks 7:1 of every muted text on the site.
const requiredTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Known findings in markup that is not ours, each with the reason it is accepted. Nothing else is.
const accepted = [
  {
    rule: 'focus-order-semantics',
    selector: '.gfield_consent_description[tabindex="0"]',
    // Gravity Forms 2.10 prints tabindex="0" on a consent field's description (fixtures/gf210-*.html):
    // its stylesheet makes a long consent text a scroll box, and a scroll box must be reachable by
    // keyboard (axe's own scrollable-region-focusable rule). This experimental rule wants a widget or
    // landmark role on it; the plugin gives none, and neither the demo nor Vormgever rewrites it.
    why: 'the form plugin’s own keyboard-scrollable consent description',
  },
  {
    rule: 'duplicate-id',
    selector: '#wpforms-error-noscript',
    // WPForms 1.8+ prints `<div id="wpforms-error-noscript" style="display: none;">` in every form of its
    // modern markup (src/Frontend/Modern.php): a page with two of its forms has that id twice. Hidden,
    // named by nothing; the demo's /wpforms page prints it as WPForms does.
    why: 'WPForms’ own hidden no-script notice, printed with the same id in each of its forms',
  },
];

/** Console errors and warnings, except the 404 page's own "Failed to load resource" for its document (by its address). */
export function watchConsole(page) {
  const problems = recordConsole(page);
  const itsOwn = (line) => line === `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
  return () => problems.filter((line) => !itsOwn(line));
}

/**
 * A demo page in a context of its own (a phone: `mobile`; `forcedColors: 'active'`), Vormgever started and the page quiet;
 * `setup(page)` runs before it loads (routes, init scripts).
 */
export async function open(site, path, { viewport = { width: 1100, height: 800 }, mobile = false, forcedColors = 'none', setup = async () => {} } = {}) {
  const context = await site.browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, forcedColors });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = watchConsole(page);
  await setup(page);
  const response = await page.goto(site.base + path);
  await page.waitForFunction(() => window.vormgever?.controller);
  await quiet(page);
  return { context, page, response, problems };
}

/** Vormgever's lazy work done, the form plugin's fade-in over, every CSS animation and transition ended. */
export async function quiet(page) {
  await page.evaluate(() => window.vormgever.controller.settled());
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form[id^="gform_"]')].every((form) => ['', '1'].includes(form.style.opacity)) &&
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Runs axe with the rule set above; returns { violations, incomplete, ran } (ran: ids of the rules that ran). */
export async function runAxe(page, skip = []) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (skip) => {
    const rules = window.axe.getRules().filter((rule) => !rule.tags.includes('wcag2aaa') && !skip.includes(rule.ruleId)).map((rule) => rule.ruleId);
    const result = await window.axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations', 'incomplete'] });
    const slim = (items) => items.map((item) => ({
      id: item.id, impact: item.impact, help: item.help,
      nodes: item.nodes.map((node) => ({ target: node.target, summary: node.failureSummary ?? '', data: node.any[0]?.data ?? null })),
    }));
    return { violations: slim(result.violations), incomplete: slim(result.incomplete), ran: rules };
  }, skip);
}

export function describeViolations(label, violations) {
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.summary.replace(/\n/g, '\n      ')}`),
  ]);
  return `axe on ${label}: ${violations.length} violation(s)\n  ${lines.join('\n  ')}`;
}

/** Contrast ratio of an element's text (or of its ::placeholder) against what is painted behind it. */
export function contrastOf(page, selector, pseudo = null) {
  return page.evaluate(([selector, pseudo]) => {
    const element = document.querySelector(selector);
    const rgba = (value) => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) throw new Error(`unexpected color ${value}`);
      const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, bottom) => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }) => {
      const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // Everything painted at the element's centre, from the element itself downwards (overlays that
    // let the pointer through, like the lightbox toolbar layer, are not hit and not counted).
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const from = Math.max(0, stack.indexOf(element));
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of stack.slice(from).reverse()) {
      const color = rgba(getComputedStyle(layer).backgroundColor);
      if (color.a > 0) background = over(color, background);
    }
    const foreground = over(rgba(getComputedStyle(element, pseudo).color), background);
    const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
    const style = getComputedStyle(element);
    const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
    return { ratio: (light + 0.05) / (dark + 0.05), large };
  }, [selector, pseudo]);
}

/**
 * Axe on the page as it is now: no violations (apart from the accepted ones above), every required
 * tag's rules ran, and what axe could only mark "needs review" is reviewed here: text whose background
 * axe could not see is measured, and hidden content behind a modal dialog must be out of Tab's reach.
 */
export async function assertAccessible(page, label, { skip = [] } = {}) {
  const { violations, incomplete, ran } = await runAxe(page, skip);
  const required = await page.evaluate((tags) => window.axe.getRules(tags).map((rule) => rule.ruleId), requiredTags);
  assert.deepEqual(required.filter((id) => !ran.includes(id) && !skip.includes(id)), [], 'every A/AA/best-practice rule ran');

  const unexpected = [];
  for (const violation of violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      const exception = accepted.find((entry) => entry.rule === violation.id);
      const matches = exception && (await page.evaluate(([target, selector]) => document.querySelector(target)?.matches(selector), [node.target[0], exception.selector]));
      if (!matches) nodes.push(node);
    }
    if (nodes.length) unexpected.push({ ...violation, nodes });
  }
  assert.equal(unexpected.length, 0, describeViolations(label, unexpected));

  for (const review of incomplete) {
    if (review.id === 'color-contrast') {
      for (const node of review.nodes) {
        const { ratio, large } = await contrastOf(page, node.target[0]);
        assert.ok(ratio >= (large ? 3 : 4.5), `${label}: ${node.target[0]} has contrast ${ratio.toFixed(2)} (axe: ${node.summary})`);
      }
    }
    if (review.id === 'aria-hidden-focus') {
      // Content hidden behind an open modal: axe asks to check that Tab cannot reach it.
      const dialog = await page.locator('[aria-modal="true"]').count();
      assert.equal(dialog, 1, `${label}: aria-hidden content with focusable elements, and no modal dialog`);
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        assert.ok(await page.evaluate(() => document.querySelector('[aria-modal="true"]').contains(document.activeElement)), `${label}: ${key} left the dialog`);
      }
    }
  }
}
