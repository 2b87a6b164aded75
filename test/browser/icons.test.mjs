// The plugin's own icons in Chromium, on the demo under its strict Content Security Policy (demo/csp.mjs)
// with no icon font needed: `add vg-icon-building end` on the quote form draws the set's building, in
// the icon's currentColor, visible in forced colors, hidden from screen readers; the page fetches one
// file per icon it shows and none on a page without one; a Font Awesome marker is drawn by its font as
// before; a hostile name fetches nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser } from './harness.mjs';
import { assertOwnGlyph, readIcon } from './icon-pixels.mjs';

let browser;
let server;
let base;

before(async () => {
  const { createDemoServer } = await import('../../demo/server.mjs');
  server = createDemoServer({ csp: true });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
});

/** A page of the demo, with its violations, icon requests (and their bytes) and console recorded. */
async function open(path) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const requests = [];
  const warnings = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  page.on('requestfinished', async (request) => {
    if (/\.svg$|\/icons\//.test(request.url())) requests.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
  });
  await page.goto(base + path);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  await page.waitForLoadState('networkidle');
  return { context, page, requests, warnings };
}

describe('the plugin\'s own icons on the demo, strict policy', () => {
  it('draws the right glyph in currentColor, one small file per icon, no violation; hidden from screen readers', async () => {
    const { context, page, requests } = await open('/offerte-aanvragen');
    try {
      const icon = page.locator('i.vg-icon-building');
      assert.equal(await icon.count(), 1);
      assert.equal(await icon.getAttribute('aria-hidden'), 'true');
      assert.equal(await page.evaluate(() => document.querySelector('i.vg-icon-building').getAttribute('style')?.includes('/icons/building.svg')), true);

      const shown = await readIcon(page, 'i.vg-icon-building', { names: ['building', 'calendar', 'mail', 'user', 'phone', 'lock'] });
      const { mark } = shown;
      // Visible: a good part of the square is in the icon's colour (#505050 by default), and only that.
      assert.ok(mark.inked > 0.08 && mark.inked < 0.7, `inked share ${mark.inked}`);
      assert.ok(mark.colourMatch > 0.9, `inked pixels in currentColor: ${mark.colourMatch}`);
      // The right glyph: the building file drawn alone as an image is far nearer than other files.
      console.log(`  glyph distance (6 x 6 coverage grid): ${assertOwnGlyph(shown, 'building')}`);

      // One request per distinct icon on screen (the date field's calendar is on the form's second page).
      const files = requests.filter((request) => request.url.includes('/icons/'));
      assert.deepEqual(files.map((request) => new URL(request.url).pathname), ['/icons/building.svg']);
      assert.ok(files[0].bytes > 100 && files[0].bytes <= 600, `building.svg: ${files[0].bytes} B`);
      console.log(`  building.svg fetched: ${files[0].bytes} B (uncompressed; the demo server sends no gzip)`);
      assert.deepEqual(await page.evaluate(() => window.__violations), []);

      // The icon takes the colour its box is given (currentColor), here through CSSOM.
      await page.evaluate(() => document.documentElement.style.setProperty('--vg-icon-color', 'rgb(200, 0, 0)'));
      const red = await readIcon(page, 'i.vg-icon-building');
      assert.equal(red.square.color, 'rgb(200, 0, 0)');
      assert.ok(red.mark.colourMatch > 0.9 && red.mark.inked > 0.08, `red: ${JSON.stringify(red.mark)}`);

      // Not in the accessibility tree.
      const tree = await page.locator('#gform_wrapper_2, .gform_wrapper').first().ariaSnapshot();
      assert.doesNotMatch(tree, /img|building/i);
    } finally {
      await context.close();
    }
  });

  for (const scheme of ['light', 'dark']) {
    it(`stays visible in forced colors (${scheme})`, async () => {
      const { context, page } = await open('/offerte-aanvragen');
      try {
        await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
        const shown = await readIcon(page, 'i.vg-icon-building', { names: ['building', 'calendar', 'mail', 'user'] });
        const { square, mark } = shown;
        // Inked in the forced text colour, which stands out against the forced background.
        assert.notEqual(square.color, square.background);
        assert.ok(mark.inked > 0.08 && mark.colourMatch > 0.9, `${scheme}: ${JSON.stringify(mark)} ${square.color} on ${square.background}`);
        assertOwnGlyph(shown, 'building', scheme);
      } finally {
        await context.close();
      }
    });
  }

  it('fetches no icon file on a page without one of ours; a Font Awesome marker is its font\'s glyph as before', async () => {
    const { context, page, requests } = await open('/');
    try {
      assert.deepEqual(requests.filter((request) => request.url.includes('/icons/')), []);
      const drawn = await page.evaluate(() => {
        const icon = document.querySelector('#field_1_2 i.vg-icon');
        return { classes: icon.className, style: icon.getAttribute('style'), before: getComputedStyle(icon, '::before').content, after: getComputedStyle(icon, '::after').content };
      });
      assert.equal(drawn.classes, 'fa-solid fa-envelope vg-icon');
      assert.equal(drawn.style, null);
      assert.notEqual(drawn.before, 'none');
      assert.match(drawn.after, /^(none|normal)$/);
    } finally {
      await context.close();
    }
  });

  it('takes a hostile name for no icon: a warning naming the field, no request, no violation', async () => {
    const { context, page, warnings } = await open('/offerte-aanvragen');
    const later = [];
    page.on('request', (request) => later.push(request.url()));
    try {
      for (const token of ['vg-icon-../../vormgever', 'vg-icon-x")', "vg-icon-url(//evil.test/x)", 'vg-icon-%2e%2e']) {
        await page.evaluate((name) => {
          document.querySelector('#field_2_2').className = `gfield gfield--type-text add ${name} end`;
        }, token);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        assert.equal(await page.locator('#field_2_2 i.vg-icon').count(), 1, token);
        assert.equal(await page.locator('#field_2_2 i.vg-icon').getAttribute('style'), null, token);
      }
      await page.waitForLoadState('networkidle');
      assert.deepEqual(later, [], 'nothing fetched for them');
      assert.equal(warnings.filter((text) => text.includes('no such icon')).length, 4);
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
    } finally {
      await context.close();
    }
  });
});
