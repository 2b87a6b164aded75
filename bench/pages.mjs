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
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fixturePage, serveProject } from '../test/browser/harness.mjs';

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
export function serveBench({ otherDist } = {}) {
  const other = otherDist && resolve(otherDist);
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
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(route());
    return true;
  });
}
