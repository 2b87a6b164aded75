// Plugin Check (the WordPress.org plugin checker, from PLUGIN_CHECK_DIR): every check, the runtime ones
// included, mode "new", on the installed plugin, as `wp plugin check vormgever` runs them (without
// WP-CLI: php/plugin-check/run.php). Any error or warning fails. Skipped, loudly, without the folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { url, wpDir } from './wp.mjs';

// The site cannot ask api.wordpress.org for the newest WordPress release, which "Tested up to" must
// name: this one is taken (PCP_WP_LATEST says another).
const newestWordpress = process.env.PCP_WP_LATEST || '7.1';
const skip = process.env.VG_WP_PLUGIN_CHECK ? false : 'NOT COVERED: Plugin Check was not given (PLUGIN_CHECK_DIR)';

describe('Plugin Check', { skip }, () => {
  it(`reports no error and no warning (newest WordPress taken as ${newestWordpress})`, () => {
    const run = spawnSync('php', ['run.php', wpDir, 'vormgever'], {
      cwd: new URL('./php/plugin-check/', import.meta.url).pathname,
      env: { ...process.env, WP_BED_URL: url, PCP_WP_LATEST: newestWordpress },
      encoding: 'utf8',
      timeout: 240_000,
    });
    console.log(run.stdout.trimEnd()); // the findings, for whoever mends them
    assert.notEqual(run.status, 2, `Plugin Check could not run: ${run.stdout}${run.stderr}`);
    const summary = run.stdout.match(/^plugin-check: .*$/m)?.[0] ?? '';
    assert.match(summary, /^plugin-check: 0 errors, 0 warnings /, `${summary} (the findings are listed above)`);
    assert.equal(run.status, 0);
  });
});
