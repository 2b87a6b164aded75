// Runs the real-WordPress suite: sets up the site (site.mjs), runs the *.test.mjs files against it with
// node's test runner, and tears everything down, also when something fails. Without Debian's packages
// or ../shared/vendor/ it skips loudly, except in CI, where that is a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../browser/harness.mjs';
import { missingPrerequisites, pluginZip, startSite } from './site.mjs';

const banner = '!'.repeat(72);
const missing = missingPrerequisites();
if (!findChromium()) missing.push('chromium (or CHROME_PATH)');
if (missing.length) {
  const what = `the WordPress suite needs: ${missing.join(', ')}.\nOn Debian: apt-get install -y wordpress mariadb-server php-cli php-mysql php-gd php-mbstring php-curl php-xml gettext chromium`;
  if (process.env.CI) {
    console.error(`${banner}\nCI is set and ${what}\n${banner}`);
    process.exit(1);
  }
  console.warn(`${banner}\nSKIPPED: ${what}\n${banner}`);
  process.exit(0);
}
if (!existsSync(pluginZip)) {
  console.error(`no ${pluginZip}: run \`npm run build\` first (npm run test:wordpress does)`);
  process.exit(1);
}

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
async function phase(name, fn) {
  const start = Date.now();
  const result = await fn();
  console.log(`[wordpress] ${name}: ${seconds(Date.now() - start)}`);
  return result;
}

const stopper = {};
let status = 1;
const teardown = async () => {
  if (stopper.stop) await phase('teardown', stopper.stop);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await teardown();
    process.exit(130);
  });
}

try {
  const site = await startSite({ phase, stopper });
  const dir = new URL('.', import.meta.url).pathname;
  const only = process.argv.slice(2);
  const files = ['forms.test.mjs', 'settings.test.mjs', 'lifecycle.test.mjs']
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .map((name) => dir + name);
  // One file after the other, in this order, each in its own process (the lifecycle file removes the plugin).
  const env = {
    ...process.env,
    VG_WP_URL: site.url,
    VG_WP_DIR: site.wp,
    VG_WP_PASSWORD: site.password,
    VG_WP_DEBUG_LOG: site.debugLog,
    VG_WP_SERVER_LOG: site.serverLog,
    VG_WP_SETUP: JSON.stringify(site.setup),
  };
  status = 0;
  for (const file of files) {
    const code = await phase(`tests: ${file.slice(dir.length)}`, () =>
      new Promise((done) => {
        const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], { stdio: 'inherit', env });
        child.on('exit', (exitCode) => done(exitCode ?? 1));
      }),
    );
    if (code !== 0) status = code;
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await teardown();
  console.log(`[wordpress] total: ${seconds(Date.now() - started)}`);
}
process.exit(status);
