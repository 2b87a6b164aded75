// The Chromium forms comparison alone: `node bench/forms-only.mjs [--rounds 15] [--against <dist>]`
// (after node build.mjs). --against: another build's dist/ (its vormgever.js, .css and chunks) as a fifth
// contender, alternating with this build in every round: before and after figures from one run.
import { formsBench } from './forms.mjs';
import { printForms } from './forms-print.mjs';
import { generateIndependentForm } from './independent.mjs';
import { serveBench } from './pages.mjs';
import { loadAverage } from './table.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 15);
const otherDist = option('--against');
if (!findChromium()) {
  console.log('SKIPPED: no Chromium');
  process.exit(0);
}
console.log(`load average ${loadAverage()}`);
const server = await serveBench({ otherDist });
const browser = await launchBrowser({ full: true });
try {
  const result = await formsBench(browser, server.url, { html: generateIndependentForm({ fields: 500 }), rounds, warmup: 3, other: !!otherDist });
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  printForms(result, { timed: verdict, verdict });
} finally {
  await browser.close();
  await server.close();
}
console.log(`load average ${loadAverage()}`);
