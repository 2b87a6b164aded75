// The pages the Chromium benchmarks load, served next to the project's files by the test harness.
// The forms comparison gives each contender a page of its own, with only its own stylesheet and script
// (the site's base style and its icon font, Font Awesome, are on every page):
//   /bench/floor.html      nothing of either: the form as the plugin prints it
//   /bench/snippet.html    jQuery + the theme snippet (bench/snippet.js) and the stylesheet a site ships
//                          with it (bench/snippet.css: WordPress's screen-reader-text, the slider, icon room)
//   /bench/vormgever.html  dist/vormgever.css + dist/vormgever.js
//   /bench/limit.html      dist/vormgever.css only: Vormgever's final DOM is inserted as static HTML
// and, for the other sections:
//   /bench/switch.html     Vormgever only, started by itself, nothing on the page yet
//   /bench/fixture.html    fixtures/gf210-orbital.html as a site has it (harness fixturePage)
// and the same four (and `other`) for every other builder (bench/builder-forms.mjs), under /bench/<builder>/:
// its stylesheet in its words (dist/builders/<builder>.css), its module and the entry that takes builder
// modules (dist/builders/<builder>.js, dist/vormgever-builders.js), the snippet for its markup
// (bench/snippet-builders.js, told where things are by `window.snippetWords`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fixturePage, serveProject } from '../test/browser/harness.mjs';
import { benchBuilders, builderWords } from './builder-forms.mjs';

const base = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem}
input:not([type=checkbox]):not([type=radio]),select,textarea{font:inherit;padding:.5em;display:block;width:100%;box-sizing:border-box}`;

function page({ css = [], scripts = [], head = '' }) {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Vormgever bench</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/node_modules/@fortawesome/fontawesome-free/css/all.min.css">
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<style>${base}</style>${head}
</head><body><main id="stage"></main>
${scripts.join('\n')}
</body></html>`;
}

const vormgeverScript = '<script type="module" src="/dist/vormgever.js"></script>';

/** The forms comparison's pages, by contender. */
export const formPages = {
  floor: '/bench/floor.html',
  snippet: '/bench/snippet.html',
  vormgever: '/bench/vormgever.html',
  limit: '/bench/limit.html',
  // `--against <dist>` (forms-only.mjs): another build of Vormgever (its vormgever.js and .css), served
  // from /bench/other/, e.g. the dist/ of `git worktree add /tmp/base main && (cd /tmp/base && node build.mjs)`.
  other: '/bench/other.html',
};

/** A builder's pages of the forms comparison (`gravityforms` or none: formPages). */
export function formPagesOf(builder) {
  if (!builder || builder === 'gravityforms') return formPages;
  return Object.fromEntries(Object.keys(formPages).map((contender) => [contender, `/bench/${builder}/${contender}.html`]));
}

const jquery = '<script src="/node_modules/jquery/dist/jquery.min.js"></script>';
const moduleScript = (src) => `<script type="module" src="${src}"></script>`;

/** Every other builder's pages: its stylesheet, its module before the entry that takes builder modules. */
async function builderRoutes() {
  const routes = {};
  for (const [name, { snippet }] of Object.entries(benchBuilders)) {
    const { fieldSelector } = await builderWords(name);
    const at = formPagesOf(name);
    const ours = (dist) => ({ css: [`${dist}/builders/${name}.css`], scripts: [moduleScript(`${dist}/builders/${name}.js`), moduleScript(`${dist}/vormgever-builders.js`)] });
    routes[at.floor] = () => page({});
    routes[at.snippet] = () => page({ css: ['/bench/snippet.css'], scripts: [jquery, `<script>window.snippetWords = ${JSON.stringify({ field: fieldSelector, ...snippet })};</script>`, '<script src="/bench/snippet-builders.js"></script>'] });
    routes[at.vormgever] = () => page(ours('/dist'));
    routes[at.limit] = () => page({ css: ours('/dist').css });
    routes[at.other] = () => page(ours('/bench/other'));
  }
  return routes;
}

const routes = {
  [formPages.floor]: () => page({}),
  [formPages.snippet]: () =>
    page({
      css: ['/bench/snippet.css'],
      scripts: ['<script src="/node_modules/jquery/dist/jquery.min.js"></script>', '<script src="/bench/snippet.js"></script>'],
    }),
  [formPages.vormgever]: () => page({ css: ['/dist/vormgever.css'], scripts: [vormgeverScript] }),
  [formPages.limit]: () => page({ css: ['/dist/vormgever.css'] }),
  [formPages.other]: () => page({ css: ['/bench/other/vormgever.css'], scripts: ['<script type="module" src="/bench/other/vormgever.js"></script>'] }),
  '/bench/switch.html': () => page({ css: ['/dist/vormgever.css'], scripts: [vormgeverScript] }),
  '/bench/fixture.html': () => fixturePage('gf210-orbital.html'),
};

const scriptTypes = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** serveProject() plus the bench pages, and `otherDist`'s files under /bench/other/. Returns { url, close }. */
export async function serveBench({ otherDist } = {}) {
  const other = otherDist && resolve(otherDist);
  Object.assign(routes, await builderRoutes());
  return serveProject((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (other && path.startsWith('/bench/other/')) {
      const file = normalize(join(other, path.slice('/bench/other/'.length)));
      const found = file.startsWith(other) && existsSync(file) && statSync(file).isFile();
      res.writeHead(found ? 200 : 404, { 'content-type': scriptTypes[extname(file)] ?? 'text/plain', 'cache-control': 'no-store' }).end(found ? readFileSync(file) : 'not found');
      return true;
    }
    const route = routes[path];
    if (!route) return false;
    // `?isolated`: cross-origin isolated (5 µs timers), for a page in bench/unchanged.mjs's host page.
    const isolated = new URL(req.url, 'http://x').searchParams.has('isolated') ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } : {};
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...isolated }).end(route());
    return true;
  });
}
