// The looks matrix (test/browser/looks.test.mjs) on the real Gravity Forms (GRAVITYFORMS_DIR) and real
// themes: the same measurements and checks on the plugin's own forms in each of its looks (Orbital;
// Orbital with Form Styles: a colour, a radius, the sizes sm, lg, xl; the 2.5 theme; legacy markup),
// in each theme given: Twenty Twenty-Five (in WORDPRESS_DIR's WordPress), HELLO_ELEMENTOR_DIR (a folder
// holding Hello Elementor with its CSS built) and CLASSIC_THEME_DIR (a classic theme that styles form
// controls, e.g. GeneratePress). Themes are linked into the site for this file and removed after it.
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { lookFailures, measureLooks } from '../browser/looks-measure.mjs';
import { newPage, realFormPluginOnly, url, useBrowser, wp, wpDir } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);
const dir = new URL('./looks/', import.meta.url).pathname;
const bedFile = join(wpDir, 'wp-content/mu-plugins/vormgever-looks-bed.php');
const themesDir = join(wpDir, 'wp-content/themes');
const given = [process.env.HELLO_ELEMENTOR_DIR, process.env.CLASSIC_THEME_DIR].filter(Boolean);
const themes = [...(existsSync(join(themesDir, 'twentytwentyfive')) ? ['twentytwentyfive'] : []), ...given.map((folder) => basename(folder))];
const looks = ['orbital', 'styled-sm', 'styled-lg', 'styled-xl', 'gf25', 'legacy'];
let setup;

before(() => {
  if (realFormPluginOnly) return;
  cpSync(join(dir, 'bed.php'), bedFile);
  for (const folder of given) if (!existsSync(join(themesDir, basename(folder)))) symlinkSync(folder, join(themesDir, basename(folder)));
  setup = wp(readFileSync(join(dir, 'forms.php'), 'utf8').replace(/^<\?php/, ''));
});
after(() => {
  if (realFormPluginOnly) return;
  rmSync(bedFile, { force: true });
  for (const folder of given) rmSync(join(themesDir, basename(folder)), { force: true });
  if (setup) wp(`foreach (${JSON.stringify(setup.forms)} as $id) GFAPI::delete_form($id); wp_delete_post(${setup.page}, true); return true;`);
});

/** The look's forms (both, one under the other) as a phone shows them, with the checked switch in focus. */
async function screenshot(page, path) {
  await page.locator('.gform_wrapper .slide-check input:checked').first().focus();
  const box = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.gform_wrapper')].map((wrapper) => wrapper.getBoundingClientRect());
    const [top, left] = [Math.min(...boxes.map((b) => b.top)), Math.min(...boxes.map((b) => b.left))];
    return { x: left + scrollX, y: top + scrollY, width: Math.max(...boxes.map((b) => b.right)) - left, height: Math.max(...boxes.map((b) => b.bottom)) - top };
  });
  await page.screenshot({ path, fullPage: true, clip: box });
}

describe('Vormgever in every Gravity Forms look on real themes', { skip: realFormPluginOnly || (!themes.length && 'no theme given') }, () => {
  for (const theme of themes) {
    it(`in ${theme}: icons, switches, floated labels and placeholders from the form's own theme`, async () => {
      const page = await newPage(site.browser);
      await page.setViewportSize({ width: 1280, height: 1000 });
      const failures = [];
      try {
        for (const [index, look] of looks.entries()) {
          await page.goto(`${url}/?page_id=${setup.page}&vg-theme=${theme}&vg-looks=${setup.forms.join(',')}&vg-look=${index}`);
          await page.waitForFunction(() => window.vormgever?.controller);
          await page.evaluate(() => window.vormgever.controller.settled());
          // The theme's own stylesheet is on the page (a theme whose CSS is missing would prove nothing).
          // (WordPress inlines a small one, as Twenty Twenty-Five's.)
          // Loaded, not only linked: the suite's server once sent a linked theme's files to WordPress.
          assert.ok(await page.evaluate((theme) => [...document.styleSheets].some((sheet) => (sheet.href?.includes(`/themes/${theme}/`) || sheet.ownerNode?.id?.startsWith(`${theme}-`)) && sheet.cssRules.length > 0), theme), `${theme}: its stylesheet is not on the page`);
          // On a wide screen, then as a phone shows it (the same page, narrowed: themes and the form
          // plugin's own CSS change at their breakpoints).
          for (const width of [1280, 480]) {
            await page.setViewportSize({ width, height: 1000 });
            const forms = (await page.evaluate(measureLooks)).map((form) => ({ ...form, cell: `${theme} ${look} ${width}px ${form.cell}` }));
            assert.ok(forms.length >= 1, `${theme} ${look}: no form`);
            failures.push(...lookFailures(forms));
          }
          if (process.env.UPDATE_SCREENSHOT && process.env.LOOKS_SHOTS) await screenshot(page, join(process.env.LOOKS_SHOTS, `${theme}-${look}.png`));
          await page.setViewportSize({ width: 1280, height: 1000 });
        }
        assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.join('\n')}`);
      } finally {
        await page.close();
      }
    });
  }
});
