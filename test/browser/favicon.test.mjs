// What a browser asks a site for by itself (issue 49): a page that names no icon makes the full Chromium
// ask its server for /favicon.ico a moment after the load, once per browser; a 404 there is the console
// error "Failed to load resource: … 404", which landed in whichever test's first page it reached before
// its context closed (languages.test.mjs, one run in a few). The test servers and the demo answer it as
// WordPress does: sent on to the site's icon.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, recordConsole, serveProject } from './harness.mjs';

const plain = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No icon named</title></head><body><p>Hello</p></body></html>';

describe("a browser's own request for /favicon.ico", () => {
  let browser;
  let server;
  let asked;
  before(async () => {
    // The full browser: the headless shell asks for no icon.
    browser = await launchBrowser({ full: true });
    server = await serveProject((req, res) => {
      // Told once the answer to the browser's own request has gone out.
      if (req.url === '/favicon.ico') res.on('finish', () => asked?.());
      if (req.url !== '/plain') return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(plain);
      return true;
    });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a test server: answered with an icon, nothing on the console', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = recordConsole(page);
    const icon = new Promise((resolve) => (asked = resolve));
    await page.goto(`${server.url}/plain`);
    const waited = setTimeout(() => asked('not asked'), 15_000);
    assert.equal(await icon, undefined, 'Chromium asked for no /favicon.ico within 15 s (the headless shell never does: the full browser is driven here)');
    clearTimeout(waited);
    // A 404 is said on the page's console as its answer arrives: the page's next tasks are later.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
    await context.close();
    assert.deepEqual(messages, []);
    const response = await fetch(`${server.url}/favicon.ico`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml');
  });
});

describe('the demo site', () => {
  let server;
  let base;
  before(async () => {
    const { createDemoServer } = await import('../../demo/server.mjs');
    server = createDemoServer();
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise((done) => (server ? server.close(done) : done()));
  });

  it('answers /favicon.ico with its icon, as WordPress does', async () => {
    const response = await fetch(`${base}/favicon.ico`);
    assert.equal(response.status, 200);
    assert.equal(response.url, `${base}/favicon.svg`);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml');
  });
});
