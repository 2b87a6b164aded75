// The Chromium forms comparison alone: `node bench/forms-only.mjs [--rounds 15] [--against <dist>]
// [--builder <name>|all]` (after node build.mjs). --against: another build's dist/ (its vormgever.js, .css
// and chunks; for another builder its vormgever-builders.js and builders/) as a fifth contender,
// alternating with this build in every round: before and after figures from one run. --builder: another
// builder's 500-field form and pages (bench/builder-forms.mjs: wpforms, fluentform, formidable,
// ninjaforms, contactform7, elementorform), `all`: Gravity Forms' and then each of those; default Gravity Forms' alone.
import { benchBuilders, generateBuilderForm } from './builder-forms.mjs';
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
const which = option('--builder') ?? 'gravityforms';
const builders = which === 'all' ? ['gravityforms', ...Object.keys(benchBuilders)] : which.split(',');
if (!findChromium()) {
  console.log('SKIPPED: no Chromium');
  process.exit(0);
}
console.log(`load average ${loadAverage()}`);
const server = await serveBench({ otherDist });
const browser = await launchBrowser({ full: true });
try {
  for (const builder of builders) {
    const form = builder === 'gravityforms' ? { html: generateIndependentForm({ fields: 500 }) } : { ...(await generateBuilderForm(builder)), builder };
    console.log(`\n${builder === 'gravityforms' ? 'Gravity Forms 2.10 (Orbital)' : benchBuilders[builder].label}: 500 fields, ${rounds} round(s)`);
    const result = await formsBench(browser, server.url, { ...form, rounds, warmup: 3, other: !!otherDist });
    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    printForms(result, { timed: verdict, verdict });
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`load average ${loadAverage()}`);
