// The plugin's own icons on a real WordPress page with no icon font (issue 23): the stand-in's form
// "Nieuwsbrief" (fixtures/gf210-own-icons.html, on /iconen/) marks its fields `add vg-icon-<name> end`.
// Each icon is visible in its box, in currentColor, the right glyph, also in forced colors; the page
// fetches each icon's file once, from the plugin's icons/ folder beside vormgever.js, and a page whose
// forms use none fetches none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertOwnGlyph, builtIcon, readIcon } from '../browser/icon-pixels.mjs';
import { newPage, pageErrors, standInOnly, url, useBrowser } from './wp.mjs';

const site = useBrowser(standInOnly);

/** Opens `path`, recording every icon file fetched (path, status, type, bytes on the wire and in the body). */
async function openRecording(path) {
  const page = await newPage(site.browser);
  const fetched = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('.svg')) return;
    const response = await request.response();
    const sizes = await request.sizes();
    fetched.push({ path: new URL(request.url()).pathname, status: response.status(), type: response.headers()['content-type'], body: sizes.responseBodySize, wire: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  await page.waitForLoadState('networkidle');
  return { page, fetched };
}

describe('the plugin\'s own icons on a WordPress page without an icon font', { skip: standInOnly }, () => {
  it('draws each icon visibly, in currentColor, the right glyph; one file per icon from the plugin\'s icons/', async () => {
    const { page, fetched } = await openRecording('/iconen/');
    try {
      // No icon font on this site: no Font Awesome stylesheet, no icon font face.
      const fonts = await page.evaluate(() => ({
        sheets: [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => /font-?awesome|fontawesome/i.test(href)),
        faces: [...document.fonts].map((face) => face.family).filter((family) => /awesome/i.test(family)),
      }));
      assert.deepEqual(fonts, { sheets: [], faces: [] });

      const icons = await page.evaluate(() => [...document.querySelectorAll('#gform_wrapper_6 i.vg-icon')].map((icon) => ({
        field: icon.closest('.gfield').id,
        classes: icon.className,
        hidden: icon.getAttribute('aria-hidden'),
        file: icon.style.getPropertyValue('--vg-icon').trim(),
      })));
      const folder = `${url}/wp-content/plugins/vormgever/icons/`;
      assert.deepEqual(icons, [
        { field: 'field_6_1', classes: 'vg-icon-user vg-icon', hidden: 'true', file: `url("${folder}user.svg")` },
        { field: 'field_6_2', classes: 'vg-icon-mail vg-icon', hidden: 'true', file: `url("${folder}mail.svg")` },
        { field: 'field_6_3', classes: 'vg-icon-phone vg-icon', hidden: 'true', file: `url("${folder}phone.svg")` },
        { field: 'field_6_4', classes: 'vg-icon-phone vg-icon', hidden: 'true', file: `url("${folder}phone.svg")` },
      ]);

      // One request per distinct icon (phone twice on the page, fetched once), each the built file.
      assert.deepEqual(fetched.map((item) => item.path).sort(), ['/wp-content/plugins/vormgever/icons/mail.svg', '/wp-content/plugins/vormgever/icons/phone.svg', '/wp-content/plugins/vormgever/icons/user.svg']);
      for (const item of fetched) {
        const name = item.path.split('/').pop().replace('.svg', '');
        assert.equal(item.status, 200, item.path);
        assert.match(item.type, /^image\/svg\+xml/, item.path);
        assert.equal(item.body, builtIcon(name).length, `${item.path}: the built file`);
      }
      console.log(`  icon files fetched: ${fetched.map((item) => `${item.path.split('/').pop()} ${item.body} B body, ${item.wire} B with headers`).join('; ')}`);

      const seen = [];
      for (const [selector, name, others] of [
        ['#field_6_1 i.vg-icon', 'user', ['mail', 'phone', 'lock', 'calendar']],
        ['#field_6_2 i.vg-icon', 'mail', ['user', 'phone', 'lock', 'calendar']],
        ['#field_6_3 i.vg-icon', 'phone', ['user', 'mail', 'lock', 'calendar']],
      ]) {
        const shown = await readIcon(page, selector, { names: [name, ...others] });
        const { square, mark } = shown;
        assert.ok(mark.inked > 0.08 && mark.inked < 0.7 && mark.colourMatch > 0.9, `${name}: ${JSON.stringify(mark)} in ${square.color}`);
        // Nearest to its own file, by a margin (a small icon: a pixel of offset weighs more than in the demo).
        seen.push(assertOwnGlyph(shown, name));
      }
      console.log(`  glyph distance (6 x 6 coverage grid) to its own file: ${seen.join('; ')}`);
      assert.deepEqual(pageErrors(page), []);
      assert.deepEqual(page.messages.filter((message) => message.includes('[vormgever]')), [], 'no warning from Vormgever');
    } finally {
      await page.close();
    }
  });

  it('stays visible in forced colors', async () => {
    const { page } = await openRecording('/iconen/');
    try {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
      const shown = await readIcon(page, '#field_6_2 i.vg-icon', { names: ['mail', 'user', 'phone', 'lock', 'calendar'] });
      const { square, mark } = shown;
      assert.notEqual(square.color, square.background);
      assert.ok(mark.inked > 0.08 && mark.colourMatch > 0.9, `${JSON.stringify(mark)} ${square.color} on ${square.background}`);
      // The glyph, not some other line in the square: nearest to its own file.
      assertOwnGlyph(shown, 'mail', 'forced colors');
    } finally {
      await page.close();
    }
  });

  it('fetches no icon file on a page whose forms use none of the plugin\'s icons', async () => {
    const { page, fetched } = await openRecording('/');
    try {
      assert.ok(await page.locator('#gform_wrapper_1 i.vg-icon').count() > 0, 'the contact form has Font Awesome icons');
      assert.deepEqual(fetched.filter((item) => item.path.includes('/vormgever/icons/')), []);
    } finally {
      await page.close();
    }
  });
});
