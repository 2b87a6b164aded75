// The pages the Chromium benchmarks load, served next to the project's files by the test harness.
//   /bench/forms.html    both stylesheets and both scripts (jQuery + snippet, Vormgever): the floor,
//                        snippet and Vormgever runs all happen in this one page, on fresh copies
//   /bench/switch.html   Vormgever only, started by itself, nothing on the page yet
//   /bench/fixture.html  fixtures/gf210-orbital.html as a site has it (harness fixturePage)
import { fixturePage, serveProject } from '../test/browser/harness.mjs';

const base = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem}
input:not([type=checkbox]):not([type=radio]),select,textarea{font:inherit;padding:.5em;display:block;width:100%;box-sizing:border-box}`;

function page({ snippet, vormgever }) {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Vormgever bench</title>
<link rel="stylesheet" href="/node_modules/@fortawesome/fontawesome-free/css/all.min.css">
${vormgever ? '<link rel="stylesheet" href="/dist/vormgever.css">' : ''}
${snippet ? '<link rel="stylesheet" href="/bench/snippet.css">' : ''}
<style>${base}</style>
</head><body><main id="stage"></main>
${snippet ? '<script src="/node_modules/jquery/dist/jquery.min.js"></script>\n<script src="/bench/snippet.js"></script>' : ''}
${vormgever ? '<script type="module" src="/dist/vormgever.js"></script>' : ''}
</body></html>`;
}

const routes = {
  '/bench/forms.html': () => page({ snippet: true, vormgever: true }),
  '/bench/switch.html': () => page({ snippet: false, vormgever: true }),
  '/bench/fixture.html': () => fixturePage('gf210-orbital.html'),
};

/** serveProject() plus the bench pages. Returns { url, close }. */
export function serveBench() {
  return serveProject((req, res) => {
    const route = routes[new URL(req.url, 'http://x').pathname];
    if (!route) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(route());
    return true;
  });
}
