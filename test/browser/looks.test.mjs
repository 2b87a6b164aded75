// Vormgever in every look (issue 29), in Chromium: test/browser/pages/looks.html puts the same two forms
// in every Gravity Forms look (Orbital; Orbital with Form Styles: a colour, a radius, each of the four
// control sizes; the 2.5 theme; legacy markup) under two theme stand-ins (a block theme's 21.8 px text,
// a classic theme that styles checkboxes and drop-downs itself), left to right and right to left, and
// measures them all in one evaluate: each icon centred on its control's text line and clear of the
// text, the switch's colours, size, radius, focus ring and contrast, the floated labels' size, place and
// colour, all from the form's own theme. With UPDATE_SCREENSHOT=1 it rewrites docs/looks-*.png.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { projectRoot, recordConsole, useProjectSite } from './harness.mjs';
import { measureLooks } from './looks-measure.mjs';

const site = useProjectSite();

describe('Vormgever in every Gravity Forms look and theme', () => {
  it('draws icons, switches and floated labels from the form\'s own theme, in 28 combinations', async () => {
    const context = await site.browser.newContext({ viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = recordConsole(page);
    try {
      await page.goto(`${site.url}/test/browser/pages/looks.html`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      const forms = await page.evaluate(measureLooks);
      assert.equal(forms.length, 56);
      const failures = [];
      const check = (ok, what) => ok || failures.push(what);
      for (const form of forms) {
        const at = `${form.cell} ${form.kind}`;
        // Icons: centred on the control's text line (a textarea's first) within 1 px, at the control's
        // start edge, the typed text >= 4 px after the glyph. A textarea's first line, and the text line
        // that floated labels move down, are known in Gravity Forms' theme framework only (its variables,
        // and the padding Vormgever sets itself there).
        for (const icon of form.icons) {
          if (form.framework || (form.kind === 'plain' && icon.control !== 'textarea')) check(Math.abs(icon.offCentre) <= 1, `${at} ${icon.control}: icon ${icon.offCentre} px off the text line`);
          check(icon.gap >= 4, `${at} ${icon.control}: text ${icon.gap} px after the icon`);
          check(icon.startSide <= 1, `${at} ${icon.control}: icon ${icon.startSide} px from the start edge`);
          check(icon.color === (form.framework ? `rgb(${form.gf.icon.replaceAll(',', ', ')})` : form.text), `${at}: icon colour ${icon.color}`);
        }
        // Switches: Gravity Forms' primary colour, choice size and radius, or the page's text colour;
        // 3:1 for the track's edge and the thumb in both states.
        for (const s of form.switches) {
          const on = form.framework ? `rgb(${form.gf.primary.replaceAll(',', ', ')})` : form.text;
          if (s.checked) check(s.fill === on, `${at}: switch on ${s.fill}, not ${on}`);
          if (form.framework) check(s.outline === on, `${at}: focus ring ${s.outline}`);
          else check(s.outlineContrast >= 3, `${at}: focus ring ${s.outline}, ${s.outlineContrast}:1`);
          if (form.framework) {
            check(s.radius === parseFloat(form.gf.radius), `${at}: radius ${s.radius}, not ${form.gf.radius}`);
            check(Math.abs(s.height - Math.max(24, form.gf.choice)) < 0.5, `${at}: switch ${s.height} px high, choice size ${form.gf.choice}`);
          }
          check(s.height >= 24 && s.hostHeight === s.height, `${at}: switch ${s.height} / ${s.hostHeight} px`);
          check(s.ringContrast >= 3 && s.thumbContrast >= 3, `${at}: contrast ring ${s.ringContrast}, thumb ${s.thumbContrast}`);
        }
        // Floated labels: no larger than the control's text, inside the control, above the text line,
        // in Gravity Forms' label colour or the page's.
        for (const label of form.floats) {
          check(label.floated, `${at} ${label.control}: label not floated`);
          check(label.size <= label.controlSize + 0.1, `${at} ${label.control}: label ${label.size} px over ${label.controlSize} px text`);
          check(label.inside && label.aboveText, `${at} ${label.control}: label clipped or on the text`);
          check(label.color === (form.framework ? `rgb(${form.gf.label.replaceAll(',', ', ')})` : form.text), `${at}: label colour ${label.color}`);
        }
      }
      assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.join('\n')}`);
      assert.deepEqual(problems, []);

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
