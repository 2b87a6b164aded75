// What every capture script (test/wordpress/capture-*.mjs, run by hand) needs before it starts a site:
// its prerequisites (it exits saying what is missing), a stopper that Ctrl-C and SIGTERM run (the site's
// MariaDB and PHP go with it), and phase() for the timings it prints.
import { findChromium } from '../browser/harness.mjs';
import { missingPrerequisites } from './site.mjs';

/** Exits when something a capture needs is missing; returns the stopper to hand to startSite(). */
export function captureReady() {
  const missing = missingPrerequisites();
  if (!findChromium()) missing.push('chromium (or CHROME_PATH)');
  if (missing.length) {
    console.error(`capturing needs: ${missing.join(', ')}`);
    process.exit(1);
  }
  const stopper = {};
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await stopper.stop?.();
      process.exit(130);
    });
  }
  return stopper;
}

/** Runs one step of a capture and prints its time. */
export async function phase(name, fn) {
  const start = Date.now();
  const result = await fn();
  console.log(`[capture] ${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}
