// Vormgever in every look (issue 29), in Chromium: test/browser/pages/looks.html puts the same two forms
// in every Gravity Forms look (Orbital; Orbital with Form Styles: a colour, a radius, each of the four
// control sizes; the 2.5 theme; legacy markup) under theme stand-ins (a block theme's 21.8 px text, a
// classic theme that styles checkboxes and drop-downs itself; a dark one around the looks that take the
// page's colours), left to right and right to left, and measures them all in one evaluate: each icon
// centred on its control's text line and clear of the text, the switch's colours, size, radius, focus
// ring and contrast, the floated labels' size, place and colour, the placeholders' colour and
// contrast, all from the form's own theme. With UPDATE_SCREENSHOT=1 it rewrites docs/looks-*.png.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { projectRoot, recordConsole, useProjectSite } from './harness.mjs';
import { assertOwnGlyph, readIcon } from './icon-pixels.mjs';
import { lookFailures, measureLooks, selectLabelFailures } from './looks-measure.mjs';

const site = useProjectSite();

describe('Vormgever in every Gravity Forms look and theme', () => {
  it('draws icons, switches, floated labels and placeholders from the form\'s own theme, in 32 combinations', async () => {
    const context = await site.browser.newContext({ viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = recordConsole(page);
    try {
      await page.goto(`${site.url}/test/browser/pages/looks.html`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      const forms = await page.evaluate(measureLooks);
      assert.equal(forms.length, 64);
      const failures = lookFailures(forms);
      // Chromium shows the focus ring for focus() with focusVisible, so every switch's ring was checked.
      assert.ok(forms.every((form) => form.switches.every((s) => s.focusVisible)));
      assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.join('\n')}`);
      // A select whose first choice has a value keeps its label in sight in placeholder mode, from the
      // first paint (the stylesheet alone), the script moving nothing.
      assert.deepEqual(selectLabelFailures(await page.evaluate(() => ({ parse: window.vgSelectsAtParse, now: window.vgSelectLabels() }))), []);
      assert.deepEqual(problems, []);

      // Laying the matrix out again costs one style recalculation per forced layout (2: hidden, shown),
      // not one per icon: no size containment (container units, container queries) on anything the
      // stylesheet puts on every marked field, which made Chromium recalculate style per container
      // during layout (289 recalcs on the bench form).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const recalcs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'RecalcStyleCount').value;
      // The fewest of three tries: a frame of the page's own between the counter's reads (an image or a
      // font arriving) adds one now and then, never to all three.
      const counts = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = await recalcs();
        await page.evaluate(() => {
          const cells = document.getElementById('cells');
          cells.hidden = true;
          void document.body.offsetHeight;
          cells.hidden = false;
          void document.body.offsetHeight;
        });
        counts.push((await recalcs()) - before);
      }
      assert.equal(Math.min(...counts), 2, `style recalculations for two forced layouts of the matrix (three tries: ${counts})`);

      // The glyph where its box is: beside a textarea the box is shorter than the glyph, and a glyph
      // laid out from the box's top hung 4-7 px below the line the box is centred on. Read off the
      // screen in one cell per look: the drawn square is nearest to its own file.
      const looks = ['orbital', 'styled-lg', 'gf25', 'legacy'];
      // (the masks' files decoded first: a screenshot waits for fonts, not for them)
      await page.evaluate(() => Promise.all([...new Set([...document.querySelectorAll('i.vg-icon[style]')].map((icon) => icon.style.getPropertyValue('--vg-icon').match(/url\("?([^")]+)/)?.[1]))].map((url) => { const image = new Image(); image.src = url; return image.decode(); })));
      for (const cell of looks.flatMap((look) => [`${look}-block-ltr`, `${look}-classic-rtl`])) {
        const shown = await readIcon(page, `#${cell} i.vg-icon-user:has(+ textarea)`, { names: ['user', 'mail', 'phone', 'lock', 'calendar'], fullPage: true });
        assertOwnGlyph(shown, 'user', `${cell}: the textarea's icon`);
      }

      if (process.env.UPDATE_SCREENSHOT) {
        for (const look of ['orbital', 'styled-sm', 'styled-md', 'styled-lg', 'styled-xl', 'gf25', 'legacy']) {
          for (const cell of [`${look}-block-ltr`, `${look}-classic-rtl`]) {
            writeFileSync(`${projectRoot}/docs/looks-${cell}.png`, await page.locator(`#${cell}`).screenshot());
          }
        }
      }
    } finally {
      await context.close();
    }
  });
});
