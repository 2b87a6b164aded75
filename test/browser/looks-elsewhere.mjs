// The looks matrix (looks.test.mjs) in a browser beside Chromium (WebKit, Firefox): the same page, the
// same measurements and checks, through a small driver (`open()`: goto, run, setSize, close). Without
// the browser it skips loudly, except in CI, where a missing browser is a failure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serveProject } from './harness.mjs';
import { lookFailures, measureLooks, selectLabelFailures } from './looks-measure.mjs';

/**
 * Declares the looks matrix's test in `name`, opened by `open()`; `missing`: why it cannot run, or null;
 * `focusRings`: the browser shows a script's focus ring, so every switch's ring must have been checked;
 * `placeholders`: its getComputedStyle(control, '::placeholder') answers the placeholder's own colour.
 */
export function looksMatrixIn(name, missing, open, { focusRings = false, placeholders = true } = {}) {
  if (missing) {
    const banner = '!'.repeat(72);
    if (process.env.CI) throw new Error(`${banner}\nNo ${name}, and CI is set: it needs ${missing}.\n${banner}`);
    console.warn(`${banner}\nSKIPPED: the looks matrix in ${name} needs ${missing}.\n${banner}`);
  }
  describe(`Vormgever in every Gravity Forms look and theme, in ${name}`, { skip: Boolean(missing) }, () => {
    it('draws icons, switches, floated labels and placeholders from the form\'s own theme, in 32 combinations', async () => {
      const server = await serveProject();
      const browser = await open();
      try {
        await browser.setSize(480, 900);
        await browser.goto(`${server.url}/test/browser/pages/looks.html`);
        await browser.run(async () => {
          while (!window.vormgever?.controller) await new Promise((done) => setTimeout(done, 20));
          await window.vormgever.controller.settled();
        });
        const forms = await browser.run(measureLooks);
        assert.equal(forms.length, 64);
        const failures = lookFailures(forms, { placeholders });
        if (focusRings) assert.ok(forms.every((form) => form.switches.every((s) => s.focusVisible)), 'a focus ring not shown');
        assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.join('\n')}`);
        // A select whose first choice has a value keeps its label in sight, from the first paint.
        assert.deepEqual(selectLabelFailures(await browser.run(() => ({ parse: window.vgSelectsAtParse, now: window.vgSelectLabels() }))), []);
      } finally {
        await browser.close();
        await server.close();
      }
    });
  });
}
