// How steady this machine is: `node bench/steadiness.mjs [--rounds 20]` (no build needed). The forms
// comparison's floor page (no script, no stylesheet of either contender) does the same work every round:
// the 500-field form inserted, styled and laid out. A trace of each round gives the renderer's main
// thread its wall time and its CPU (thread) time, per phase. Where the CPU time of that same work moves
// from round to round as much as the wall time, the core itself ran slower, and no way of measuring
// inside the browser takes that out (bench/README.md, issue 32's sixth turn). Prints figures; asserts nothing.
import { generateIndependentForm } from './independent.mjs';
import { formPages, serveBench } from './pages.mjs';
import { loadAverage, ms, printTable, spread } from './table.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';

const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 20;
if (!findChromium()) {
  console.log('SKIPPED: no Chromium');
  process.exit(0);
}
console.log(`load average ${loadAverage()}`);

// In the page, from a timer (a task of its own, as in the forms comparison): insert, forced style and layout.
function round() {
  return new Promise((resolve) =>
    setTimeout(() => {
      document.getElementById('stage').innerHTML = window.__form;
      resolve(document.body.offsetHeight);
    }),
  );
}

// The phases of the round's task on the main thread: [wall ms, thread ms].
const phases = { task: 'ThreadControllerImpl::RunTask', parse: 'ParseHTML', style: 'UpdateLayoutTree', layout: 'Layout' };

function measure(events) {
  const fire = events.find((e) => e.name === 'TimerFire');
  const main = fire ? events.filter((e) => e.tid === fire.tid && e.ph === 'X') : [];
  const task = main.find((e) => e.name === phases.task && e.ts <= fire.ts && e.ts + e.dur >= fire.ts);
  if (!task) throw new Error('the trace holds no task around the round\'s timer (a Chromium without these trace events?)');
  const inTask = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const sum = (name) => inTask.filter((e) => e.name === name).reduce((acc, e) => [acc[0] + e.dur / 1000, acc[1] + e.tdur / 1000], [0, 0]);
  return Object.fromEntries(Object.entries(phases).map(([key, name]) => [key, key === 'task' ? [task.dur / 1000, task.tdur / 1000] : sum(name)]));
}

const server = await serveBench();
const browser = await launchBrowser({ full: true });
const samples = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${formPages.floor}`, { waitUntil: 'load' });
  await page.evaluate((html) => (window.__form = html), generateIndependentForm({ fields: 500 }));
  await page.evaluate(() => document.fonts.ready);
  const clear = () => page.evaluate(() => (document.getElementById('stage').textContent = ''));
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < 3; i++) await page.evaluate(round).then(clear); // warm-up, untimed
  for (let i = 0; i < rounds; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    const events = [];
    const collect = (data) => events.push(...data.value);
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' });
    await page.evaluate(round);
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    await clear();
    samples.push(measure(events));
    await new Promise((resolve) => setTimeout(resolve, 500)); // apart, as the comparison's runs are
  }
} finally {
  await browser.close();
  await server.close();
}

const row = (label, key, clock) => {
  const values = samples.map((sample) => sample[key][clock]);
  const s = spread(values);
  return [label, ms(s.median), `${ms(s.low)}-${ms(s.high)}`, `${Math.round((100 * s.width) / s.median)} %`, `${(Math.max(...values) / Math.min(...values)).toFixed(2)}`];
};
printTable(
  `the same work every round: the floor page's 500-field form inserted, styled and laid out (${rounds} rounds, traced)`,
  [{ label: 'phase', align: 'left' }, { label: 'median' }, { label: 'spread' }, { label: 'spread / median' }, { label: 'slowest / fastest' }],
  [
    row('the round\'s task, wall time', 'task', 0),
    row('the round\'s task, CPU time of the main thread', 'task', 1),
    row('  parse (ParseHTML), CPU time', 'parse', 1),
    row('  style (UpdateLayoutTree), CPU time', 'style', 1),
    row('  layout (Layout), CPU time', 'layout', 1),
  ],
  {
    note: [
      'spread: 25th-75th percentile of the rounds. CPU time = the trace events\' thread duration (tdur).',
      'Where the CPU time moves as much as the wall time, in every phase alike, the core ran the same work slower: no measuring in the page takes that out.',
    ],
  },
);
console.log(`load average ${loadAverage()}`);
