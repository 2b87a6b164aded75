// Runs the browser suite (node's test runner, real Chromium). Without Chromium it skips loudly,
// except in CI, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { findChromium } from './harness.mjs';

if (!findChromium()) {
  const banner = '!'.repeat(72);
  if (process.env.CI) {
    console.error(`${banner}\nNo Chromium found, and CI is set: the browser suite must run in CI.\n${banner}`);
    process.exit(1);
  }
  console.warn(`${banner}\nSKIPPED: the browser suite needs Chromium (apt-get install -y chromium, or set CHROME_PATH).\n${banner}`);
  process.exit(0);
}

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .map((name) => dir + name);

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
