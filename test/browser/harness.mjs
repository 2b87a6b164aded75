// Shared helpers for the browser suite: find Debian's Chromium, launch it through playwright-core,
// and serve the project's files (dist/, fixtures/, test/browser/pages/, demo/) on a loopback port.
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

export const projectRoot = resolve(new URL('../..', import.meta.url).pathname);

/**
 * The file name of the chunk whose entry point is `source` (e.g. 'src/islands/switch/mount.tsx'), from
 * the last build's dist/meta.json: chunk names are hashes only.
 */
export function chunkFile(source) {
  const outputs = JSON.parse(readFileSync(join(projectRoot, 'dist/meta.json'), 'utf8')).auto.outputs;
  const path = Object.keys(outputs).find((output) => outputs[output].entryPoint === source);
  if (!path) throw new Error(`no chunk has its entry point in ${source}: run node build.mjs`);
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Runs in the page (`page.evaluate(floatedLabelFit, ids)`): for each control, whether its label is
 * floated and where. `fits`: the text line fits between the room and the bottom edge (a textarea: its
 * first line); `labelInRoom`: the label's box ends above the text's glyphs (the line's half-leading is
 * free room); `controlPx`: the control's font size.
 */
export function floatedLabelFit(ids) {
  return ids.map((id) => {
    const control = document.getElementById(id);
    const label = document.querySelector(`label[for="${id}"]`);
    const style = getComputedStyle(control);
    const px = (name) => parseFloat(style[name]) || 0;
    const box = control.getBoundingClientRect();
    const text = px('lineHeight') || 1.2 * px('fontSize');
    const top = box.top + px('borderTopWidth') + px('paddingTop');
    return {
      id,
      controlPx: px('fontSize'),
      floated: getComputedStyle(label).opacity === '1',
      fits: control.localName === 'textarea' || top + text + px('paddingBottom') + px('borderBottomWidth') <= box.bottom + 0.5,
      labelInRoom: label.getBoundingClientRect().bottom <= top + (text - px('fontSize')) / 2 + 0.5,
    };
  });
}

/**
 * The Chromium the suites drive. CHROME_PATH wins; then Debian's chromium-headless-shell, the same
 * Chromium build without the browser's window layer (what Playwright itself runs for headless; a new
 * page opens and loads in about half the time here); then the full chromium. `full` (the benches and
 * the listing's screenshots) skips the shell: they measure or show the browser visitors run.
 */
export function findChromium({ full = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    full ? '' : '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

// Flags the machine needs: no sandbox as root, and no background traffic to hosts it cannot reach.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser({ full = false } = {}) {
  const executablePath = findChromium({ full });
  if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH or apt-get install chromium)');
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

/** Serves files below the project root (read-only, no directory listing). Returns { url, close }. */
export async function serveProject(extra = () => false) {
  const server = createServer((req, res) => {
    if (extra(req, res)) return;
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    // A browser asks a page's server for /favicon.ico by itself when the page names no icon (the full
    // Chromium does, a moment after the load; a 404 there is a console error in whichever test's page
    // it lands). As WordPress does (do_favicon()): sent on to the site's icon, the demo's.
    if (path === '/favicon.ico') {
      res.writeHead(302, { location: '/demo/public/favicon.svg', 'cache-control': 'no-store' }).end();
      return;
    }
    const file = normalize(join(projectRoot, path));
    if (!file.startsWith(projectRoot) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)), server };
}

/**
 * A console message as one line, with the address it came from (a script's, or the resource's that
 * failed to load: Chromium's "Failed to load resource" says no more by itself).
 */
export function consoleLine(msg) {
  const { url } = msg.location();
  return `${msg.type()}: ${msg.text()}${url ? ` (${url})` : ''}`;
}

/** Collects console errors/warnings (consoleLine) and page errors of a page, for assertions. */
export function recordConsole(page) {
  const messages = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(consoleLine(msg));
  });
  page.on('pageerror', (error) => messages.push(pageErrorLine(error)));
  return messages;
}

/** An uncaught error as one line, with the script it came from where its stack says (a syntax error's may not). */
export function pageErrorLine(error) {
  const where = /\b(https?:\/\/[^\s)]+)/.exec(String(error.stack ?? '').split('\n').slice(1).join('\n'))?.[1];
  return `pageerror: ${error.message}${where ? ` (${where})` : ''}`;
}

/**
 * A page as a site owner would have it: the stylesheet in <head>, a fixture's form in the body, the
 * plugin's own script showing the wrapper (the fixtures start hidden, as with conditional logic), and
 * Vormgever's module script at the end.
 */
export function fixturePage(name, { script = true, iconFont = true } = {}) {
  const form = readFileSync(join(projectRoot, 'fixtures', name), 'utf8');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Testpagina</title><link rel="icon" href="data:,">
${iconFont ? '<link rel="stylesheet" href="/node_modules/@fortawesome/fontawesome-free/css/all.min.css">' : ''}
<link rel="stylesheet" href="/dist/vormgever.css">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem} input,select,textarea{font:inherit;padding:.5em;display:block;width:100%;box-sizing:border-box}</style>
</head><body><main>${form}</main>
<script>document.querySelectorAll('.gform_wrapper').forEach((w) => { w.style.display = ''; });</script>
${script ? '<script type="module" src="/dist/vormgever.js"></script>' : ''}
</body></html>`;
}

/** Serves the project plus /fixture/<name> pages (see fixturePage). */
export function serveFixtures() {
  return serveProject((req, res) => {
    const match = /^\/fixture\/([\w.-]+\.html)(\?.*)?$/.exec(req.url);
    if (!match) return false;
    const query = new URL(req.url, 'http://x').searchParams;
    const page = fixturePage(match[1], { script: !query.has('bare'), iconFont: !query.has('no-icon-font') });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return true;
  });
}

/**
 * Resolves when the transitions and animations that the last change started have run their course:
 * the next frames start them (the style is recomputed there), then each one's `finished` (Web
 * Animations); those that start meanwhile are waited for too.
 */
export async function animationsDone(page) {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let running; (running = document.getAnimations().filter((animation) => animation.playState === 'running')).length; ) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => {})));
    }
  });
}

/** Chromium's own accessible role, name and checked state of the element matching `selector`. */
export async function accessibleNode(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element for ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const checked = node.properties?.find((p) => p.name === 'checked')?.value.value;
    return { role: node.role?.value, name: node.name?.value ?? '', checked };
  } finally {
    await cdp.detach();
  }
}

/**
 * For a suite that uses the demo site: starts it (port 0) and Chromium before the tests, stops both
 * after. The returned object's `base` and `browser` are filled in by the time the tests run.
 */
export function useDemoSite() {
  const site = { base: '', browser: null, server: null };
  before(async () => {
    const { createDemoServer } = await import('../../demo/server.mjs');
    site.server = createDemoServer();
    await new Promise((done) => site.server.listen(0, '127.0.0.1', done));
    site.base = `http://127.0.0.1:${site.server.address().port}`;
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    site.server?.closeAllConnections();
    await new Promise((done) => (site.server ? site.server.close(done) : done()));
  });
  return site;
}

/** For a suite on pages `serve` serves: Chromium and the server, up before and down after. */
function useSite(serve) {
  const site = { url: '', browser: null, server: null };
  before(async () => {
    site.browser = await launchBrowser();
    site.server = await serve();
    site.url = site.server.url;
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** For a suite on fixture pages (serveFixtures). */
export const useFixtureSite = () => useSite(serveFixtures);

/** For a suite on the project's own pages (serveProject). */
export const useProjectSite = () => useSite(serveProject);
