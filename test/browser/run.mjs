// Runs the browser suite (node's test runner, real Chromium). Without Chromium it skips loudly,
// except in CI, where a missing browser is a failure.
//
// The files are independent (each starts its own servers on port 0 and its own browser, and writes
// nothing the others read), so they run two at a time (VG_BROWSER_JOBS sets how many), the longest
// first so that no long file starts last. Each file is a line when it ends (a failed one's report
// whole); the run ends with the failed tests (test/file-runs.mjs).
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync } from 'node:fs';
import { endOfSuite, runTestFile } from '../file-runs.mjs';
import { prepareMedia } from '../../demo/server.mjs';
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

// Every page loads Vormgever from dist/ (demo/server.mjs): without a build, each test would wait out
// its timeouts for a script that never comes.
const entry = new URL('../../dist/vormgever.js', import.meta.url).pathname;
if (!existsSync(entry)) {
  console.error(`no ${entry}: run \`npm run build\` first (npm run test:browser does)`);
  process.exit(1);
}

// The files that take longest (seconds on a quiet 2-core machine): they start first. Any other file,
// a new one included, runs after them in name order.
const longest = ['lightbox', 'builders-visitors', 'looks', 'switch', 'floating', 'a11y', 'icons', 'csp', 'builders', 'a11y-lightbox', 'zoom', 'looks-firefox'];
const rank = (name) => {
  const at = longest.indexOf(name.replace(/\.test\.mjs$/, ''));
  return at < 0 ? longest.length : at;
};

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
// Two at a time: driving the headless shell, a file keeps a core busy for about half its wall time (it
// waits on page loads, transitions and idle periods), so a second file fills the gaps, on two cores too.
const jobs = Math.max(1, Number(process.env.VG_BROWSER_JOBS) || Math.min(2, availableParallelism()));

// The demo's pictures and video, made once here rather than by the first files at the same time.
prepareMedia();

const started = Date.now();
const results = [];
const queue = [...files];
await Promise.all(
  Array.from({ length: Math.min(jobs, files.length) }, async () => {
    while (queue.length) results.push(await runTestFile('browser', dir + queue.shift()));
  }),
);
process.exit(endOfSuite('browser', 'browser suite', results, { ms: Date.now() - started, extra: `, ${jobs} at a time` }));
