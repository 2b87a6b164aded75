// The looks matrix (looks.test.mjs) in WebKit: the same page, the same measurements and checks. Without
// WebKitGTK it skips loudly, except in CI, where a missing browser is a failure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serveProject } from './harness.mjs';
import { lookFailures, measureLooks } from './looks-measure.mjs';
import { openWebKit, webkitMissing } from './webkit.mjs';

const missing = webkitMissing();
if (missing) {
  const banner = '!'.repeat(72);
  if (process.env.CI) throw new Error(`${banner}\nNo WebKit, and CI is set: it needs ${missing}.\n${banner}`);
  console.warn(`${banner}\nSKIPPED: the looks matrix in WebKit needs ${missing}.\n${banner}`);
}

describe('Vormgever in every Gravity Forms look and theme, in WebKit', { skip: Boolean(missing) }, () => {
  it('draws icons, switches and floated labels from the form\'s own theme, in 28 combinations', async () => {
    const server = await serveProject();
    const webkit = await openWebKit();
    try {
      await webkit.setSize(480, 900);
      await webkit.goto(`${server.url}/test/browser/pages/looks.html`);
      await webkit.run(async () => {
        while (!window.vormgever?.controller) await new Promise((done) => setTimeout(done, 20));
        await window.vormgever.controller.settled();
      });
      const forms = await webkit.run(measureLooks);
      assert.equal(forms.length, 56);
      const failures = lookFailures(forms);
      assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.join('\n')}`);
    } finally {
      await webkit.close();
      await server.close();
    }
  });
});
