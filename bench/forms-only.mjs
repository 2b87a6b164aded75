// The Chromium forms comparison alone: `node bench/forms-only.mjs [--rounds 15]` (after node build.mjs).
import { formsBench } from './forms.mjs';
import { printForms } from './forms-print.mjs';
import { generateIndependentForm } from './independent.mjs';
import { serveBench } from './pages.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';
import { loadavg } from 'node:os';

const i = process.argv.indexOf('--rounds');
const rounds = i > 0 ? Number(process.argv[i + 1]) : 15;
if (!findChromium()) {
  console.log('SKIPPED: no Chromium');
  process.exit(0);
}
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
const server = await serveBench();
const browser = await launchBrowser();
try {
  const result = await formsBench(browser, server.url, { html: generateIndependentForm({ fields: 500 }), rounds, warmup: 3 });
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  printForms(result, { timed: verdict, verdict });
} finally {
  await browser.close();
  await server.close();
}
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
