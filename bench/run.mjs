// `npm run bench` (after the build): prints figures; asserts nothing about timings.
// `--smoke`: one round of everything (CI). Sections whose pieces are missing skip with a note.
// See bench/README.md for what each figure is and how it is measured.
import { cpus } from 'node:os';
import { bundleForNode } from './bundle.mjs';
import { rerenderBench, switchBench } from './chromium.mjs';
import { benchBuilders, generateBuilderForm } from './builder-forms.mjs';
import { formsBench } from './forms.mjs';
import { printBuilderForms, printForms } from './forms-print.mjs';
import { generateIndependentForm } from './independent.mjs';
import { runDomBench } from './dom.mjs';
import { builderReference, clsBench, lightboxBench, lightboxTargets, pageBytesBench, startDemo } from './lightbox.mjs';
import { serveBench } from './pages.mjs';
import { phoneBench, printPhone } from './phone.mjs';
import { benchForms, printUnchanged, unchangedBench } from './unchanged.mjs';
import { bytes, heading, kb, loadAverage, mb, median, ms, printTable, ratio } from './table.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';
import { labelOf, lazyCost, readBuild } from '../test/size.mjs';

const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : 15;
// The Chromium forms comparison: four pages, Chromium's own counters, medians over the rounds.
const formRounds = smoke ? 1 : rounds;
const rerenders = smoke ? 100 : 1000;
const frameRounds = smoke ? 3 : 20;
const started = performance.now();
let failures = 0;

const left = (label) => ({ label, align: 'left' });
const right = (label) => ({ label });
const verdict = (ok) => (ok ? 'met' : 'NOT met');
// A timing from one round (--smoke) says nothing about a target; counts and bytes still do.
const timed = (ok) => (smoke ? 'one round: no verdict' : verdict(ok));

async function section(title, fn) {
  heading(title);
  const t0 = performance.now();
  try {
    await fn();
  } catch (error) {
    failures++;
    console.log(`  FAILED: ${error?.stack ?? error}`);
  }
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

console.log(`Vormgever benchmarks${smoke ? ' (--smoke: one round each)' : ''}: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadAverage()}`);

let build = null;
try {
  build = readBuild();
} catch (error) {
  console.log(`  no build to measure: ${error.message}`);
}
const switchCost = build && lazyCost(build, 'src/islands/switch/');

// --------------------------------------------------------------------------------------------
let dom = [];
await section(`Node DOMs: 500-field form (all kinds, placeholder mode, icons), ${rounds} round(s), medians`, async () => {
  await bundleForNode();
  dom = await runDomBench({ rounds, switchRounds: smoke ? 2 : 4, parallel: smoke });
  const rows = [];
  for (const result of dom) {
    if (result.error) {
      failures++;
      rows.push([result.env, 'error', '', '', '', '', '']);
      console.log(`  ${result.env}: ${result.error}`);
      continue;
    }
    const { form, expected } = result;
    rows.push([
      result.env,
      ms(median(form.first)),
      ms(median(form.second)),
      String(median(form.writesFirst)),
      String(expected.writes),
      String(median(form.writesSecond)),
      `${form.icons} / ${form.switches} / ${form.placeholders}`,
    ]);
  }
  printTable(
    '`await vormgever.enhance(wrapper)` on a fresh copy (first pass), then again on the unchanged form (second pass)',
    [left('env'), right('first pass'), right('second pass'), right('writes 1st'), right('least possible'), right('writes 2nd'), right('icons / switches / placeholders')],
    rows,
    { note: 'writes = the `vormgever:enhanced` event\'s detail.changed; "least possible" is counted from the generator (bench/form.mjs expectedWork).' },
  );
});

// --------------------------------------------------------------------------------------------
if (!findChromium()) {
  console.log('\nChromium not found (set CHROME_PATH or apt-get install -y chromium): the browser figures are skipped.');
} else {
  const browser = await launchBrowser({ full: true });
  const server = await serveBench();
  try {
    await section(`Chromium: floor, jQuery snippet, Vormgever, limit, each on its own page; independent 500-field form, ${formRounds} round(s), rotating`, async () => {
      const result = await formsBench(browser, server.url, { html: generateIndependentForm({ fields: 500 }), rounds: formRounds, warmup: smoke ? 1 : 3, passSamples: smoke ? 1 : 4 });
      printForms(result, { smoke, timed, verdict });
    });

    // Every other builder: the same comparison on its own pages, fewer rounds (each builder's markup, its
    // stylesheet, its module, and a snippet for its markup).
    const builderRounds = smoke ? 1 : 7;
    await section(`Chromium, every other builder: floor, its snippet, Vormgever, limit, each on its own page; its 500-field form, ${builderRounds} round(s), rotating`, async () => {
      const results = [];
      for (const [builder, { label }] of Object.entries(benchBuilders)) {
        const form = await generateBuilderForm(builder);
        results.push({ label, result: await formsBench(browser, server.url, { ...form, builder, rounds: builderRounds, warmup: smoke ? 1 : 2, passSamples: 1 }) });
      }
      printBuilderForms(results, { timed });
    });

    // The unchanged pass against the snippet's in one page (both frames, alternating): the figure the
    // comparisons above give per round, without the page-to-page drift.
    const pairs = smoke ? 5 : 60;
    await section(`The unchanged pass in one page, every builder: Vormgever's frame and the snippet's, ${pairs} alternating pair(s)`, async () => {
      const results = [];
      for (const form of await benchForms()) {
        const result = await unchangedBench(browser, server.url, { ...form, pairs });
        for (const error of result.errors) console.log(`  page error (${form.label}): ${error}`);
        results.push({ label: form.label, pairs: result.pairs });
      }
      printUnchanged(results, { timed: (ok) => (smoke ? 'too few pairs: no verdict' : verdict(ok)) });
    });

    await section(`Switches: 100 slide-check choices, until every island is mounted (they mount when the visitor reaches for the form)`, async () => {
      const chromium = await switchBench(browser, server.url, { rounds: Math.max(rounds, 3) });
      const rows = [
        ['Chromium (watcher; await controller.settled())', ms(chromium.cold.time), ms(chromium.warm), ms(chromium.pass), `${chromium.live} / ${chromium.drawn}`],
      ];
      for (const result of dom) {
        if (result.error) continue;
        const [cold, ...warm] = result.switches.times;
        rows.push([`${result.env} (await enhance(wrapper))`, ms(cold), ms(median(warm)), '', `- / ${result.switches.drawn}`]);
      }
      printTable('time from the start of the pass until all islands are mounted', [left('where'), right('cold (first use)'), right('warm median'), right('of which the pass'), right('live islands / drawn')], rows, {
        note: [
          `Chromium: timed from right after \`stage.innerHTML = form\` (the watcher's pass runs at the next microtask checkpoint);`,
          `its cold run fetches ${chromium.chunks.length ? chromium.chunks.join(' + ') : '(no chunk: already loaded?)'} from the local server.`,
          'jsdom / happy-dom: the switch chunk is inlined in the bench bundle, so "cold" is only its first evaluation.',
        ],
      });
      if (switchCost) {
        printTable('the lazily loaded switch code (dist/meta.json; gzip -9)', [left('what'), right('minified'), right('gzipped')], [
          [`switch chunk ${switchCost.chunk.path}`, bytes(switchCost.chunk.min), bytes(switchCost.chunk.gz)],
          [`first use in all (${switchCost.files.length} files, with React)`, bytes(switchCost.min), bytes(switchCost.gz)],
        ]);
      } else console.log('  no switch chunk in dist/meta.json');
      for (const error of chromium.errors) console.log(`  page error: ${error}`);
    });

    await section(`In-place re-renders of fixtures/gf210-orbital.html (watcher running)`, async () => {
      const result = await rerenderBench(browser, server.url, { rerenders, frameRounds });
      const worst = (key) => Math.max(...result.frames.map((f) => f[key] ?? Infinity));
      const frames = (n) => (Number.isFinite(n) ? `${n} frames` : 'more than 10 frames');
      const spread = (key) => result.frames.map((f) => f[key] ?? '>10').join(' ');
      printTable(`frames painted between \`wrapper.innerHTML = ...\` and the form being processed (${frameRounds} re-renders; checked in each requestAnimationFrame callback)`, [left('figure'), right('worst'), left('target'), left('each re-render')], [
        ['rules applied (icons, placeholders, switch hosts)', frames(worst('frames')), '0 frames', spread('frames')],
        ['switch islands mounted (React, once the pointer enters the re-rendered form; the stylesheet draws them from the pass on)', frames(worst('drawnAt')), '', spread('drawnAt')],
      ], { note: `processed = ${result.target.icons} icons, ${result.target.hosts} switch hosts, ${result.target.placeholders} placeholders, ${result.target.selects} marked selects` });
      const first = result.checkpoints[0];
      printTable(`Chromium counters after a forced GC (CDP Performance.getMetrics), ${rerenders} in-place re-renders`, [right('re-renders'), right('DOM nodes'), right('JS listeners'), right('JS heap used'), right('live islands'), right('ms / re-render')], result.checkpoints.map((c) => [
        String(c.at), String(c.nodes), String(c.listeners), mb(c.heap), String(c.live), c.at ? ms(c.time, 2) : '',
      ]), {
        note: [delta(first, result.checkpoints.at(-1)), delta(result.checkpoints.at(-2), result.checkpoints.at(-1))],
      });
      for (const error of result.errors) console.log(`  page error: ${error}`);
    });
  } finally {
    await server.close();
  }

  await section('Lightbox (demo site, /galerij) and layout shift of the demo pages', async () => {
    const demo = await startDemo();
    if (demo.skip) {
      console.log(`  SKIPPED: ${demo.skip}`);
      return;
    }
    try {
      const result = await lightboxBench(browser, demo.url, { cold: true, idleMs: smoke ? 500 : 2000, runs: smoke ? 1 : 5 });
      if (result.skip) console.log(`  SKIPPED lightbox: ${result.skip}`);
      else printLightbox(result);
      const contact = await pageBytesBench(browser, demo.url, { path: '/', form: '#gform_1', idleMs: smoke ? 500 : 2000 });
      if (contact.skip) console.log(`  SKIPPED contact page: ${contact.skip}`);
      else {
        const sum = (files) => files.reduce((total, f) => total + f.gz, 0);
        const names = (files) => files.map((f) => labelOf(f.path)).join(', ') || '-';
        const onlyEntry = contact.reading.every((f) => /^\/vormgever\.(js|css)$/.test(f.path));
        printTable(`contact page (/): Vormgever's bytes (gzip -9)`, [left('when'), right('Vormgever'), left('files'), left('target'), left('')], [
          [`at load + ${smoke ? 0.5 : 2} s without interaction`, kb(sum(contact.reading)), names(contact.reading), `entry + CSS only, <= ${kb(lightboxTargets.readingBytes)}`, verdict(onlyEntry && sum(contact.reading) <= lightboxTargets.readingBytes)],
          ['after the pointer reached for the form', kb(sum(contact.touched)), names(contact.touched), `${contact.drawn} switch island(s) drawn`, ''],
        ]);
      }
      const cls = await clsBench(browser, demo.url, { settle: smoke ? 300 : 1000 });
      printTable(`CLS while loading (sum of layout-shift entries without recent input, until ${smoke ? 0.3 : 1} s without requests)`, [left('page'), right('HTTP'), right('CLS')], cls.map((c) => [c.path, String(c.status), c.cls.toFixed(3)]));
    } finally {
      await demo.close();
    }
  });
  await section(`Phone profile: a slow phone's first tap on a picture and on a switch, Vormgever beside the limit (${smoke ? 1 : 7} alternating round(s))`, async () => {
    // The smoke run taps the two pictures of the target (the tiny one and the 100 KB photo), not the map.
    const result = await phoneBench(browser, { rounds: smoke ? 1 : 7, waterfall: !smoke, only: smoke ? ['tiny', 'photo'] : undefined });
    await printPhone(result, { printTable, ms, ratio, median, left, right, timed });
  });
  await browser.close();
}

function signed(value) {
  return Number(value) > 0 ? `+${value}` : String(value);
}

function delta(from, to) {
  const heap = ((to.heap - from.heap) / 1024).toFixed(0);
  return `from ${from.at} to ${to.at} re-renders: nodes ${signed(to.nodes - from.nodes)}, listeners ${signed(to.listeners - from.listeners)}, heap ${signed(heap)} KB (target: flat)`;
}

function printLightbox({ idle: pointingRuns, cold: coldRuns }) {
  // Bytes from the first run (they do not vary); times are medians over the runs.
  // `idle` runs: the pointer rests 150 ms on the link, then the click; `cold` runs: a click with no pointing first.
  const [first] = pointingRuns;
  const sum = (files, test) => files.filter(test).reduce((total, f) => total + f.gz, 0);
  const names = (files) => files.map((f) => labelOf(f.path)).join(', ') || '-';
  const phases = [
    ['static', 'at load (entry + its static imports, CSS)'],
    ['idle', 'after load, without interaction (nothing expected)'],
    ['intent', 'when the pointer enters the link (intent)'],
    ['click', 'on the click'],
  ];
  const rows = phases.map(([phase, label]) => {
    const ours = first.files.filter((f) => f.phase === phase && f.ours);
    return [label, kb(sum(ours, () => true)), names(ours), kb(sum(first.files, (f) => f.phase === phase && !f.ours))];
  });
  const ours = sum(first.files, (f) => f.ours);
  rows.push(['total', kb(ours), '', kb(sum(first.files, (f) => !f.ours))]);
  printTable('/galerij bytes (gzip -9 of each script and stylesheet; phase by Resource Timing startTime)', [left('when'), right('Vormgever'), left('Vormgever files'), right('site (theme, icons, demo scripts)')], rows, {
    note: `load event at ${ms(first.loadAt, 0)}; entry ran at ${ms(first.entryRanAt, 0)}; pointer on the link at ${ms(first.reachAt, 0)}; click at ${ms(first.clickAt, 0)}`,
  });
  const reading = first.files.filter((f) => f.ours && (f.phase === 'static' || f.phase === 'idle'));
  const onlyEntry = reading.every((f) => /^\/vormgever\.(js|css)$/.test(f.path));
  const builderTotal = builderReference.atLoad + builderReference.onClick;
  const clickTimes = (runs) => runs.map(({ probe }) => (probe.imageAt !== null ? probe.imageAt - probe.clickAt : NaN));
  const eventTimes = (runs, key) => runs.map(({ probe }) => (probe[key] !== null ? probe[key] - probe.clickAt : NaN));
  const bothWays = (key) => `${ms(median(eventTimes(pointingRuns, key)))} / ${ms(median(eventTimes(coldRuns, key)))}`;
  const each = (values) => (values.length > 1 ? values.map((v) => (Number.isFinite(v) ? v.toFixed(0) : 'n/a')).join(' / ') + ' ms' : '');
  const pointingClick = median(clickTimes(pointingRuns));
  const coldClick = median(clickTimes(coldRuns));
  printTable(`against the page builder's own lightbox (reference figures from the issue); times: median of ${pointingRuns.length} run(s)`, [left('figure'), right('Vormgever'), right('page builder'), left('target'), left(''), left('each run')], [
    ['at load + idle, no interaction', kb(sum(reading, () => true)), kb(builderReference.atLoad), `entry + CSS only, <= ${kb(lightboxTargets.readingBytes)}`, verdict(onlyEntry && sum(reading, () => true) <= lightboxTargets.readingBytes), names(reading)],
    ['total (load + intent + click)', kb(ours), kb(builderTotal), `<= ${lightboxTargets.totalRatio}x = ${kb(lightboxTargets.totalRatio * builderTotal)}`, `${ratio(ours / builderTotal)}x, ${verdict(ours <= lightboxTargets.totalRatio * builderTotal)}`, ''],
    ['click to image, pointer rested 150 ms on the link', ms(pointingClick), ms(builderReference.clickToImage, 0), `<= ${lightboxTargets.hoverClickToImage} ms`, timed(pointingClick <= lightboxTargets.hoverClickToImage), each(clickTimes(pointingRuns))],
    ['click to image, no pointing first', ms(coldClick), '', `<= ${lightboxTargets.coldClickToImage} ms`, timed(coldClick <= lightboxTargets.coldClickToImage), each(clickTimes(coldRuns))],
    ['click to `vormgever:lightbox-open`, the first view (pointing / not)', bothWays('openAt'), '', '', '', ''],
    ['click to `vormgever:lightbox-ready`, the full lightbox (pointing / not)', bothWays('readyAt'), '', '', '', ''],
  ]);
  if ([...pointingRuns, ...coldRuns].some(({ probe }) => probe.imageAt === null)) console.log('  in some run the lightbox image never became visible within 10 s of the click');
}

console.log(`\nbench done in ${((performance.now() - started) / 1000).toFixed(1)} s (load average now ${loadAverage()})${failures ? `, ${failures} section(s) failed` : ''}`);
process.exit(failures ? 1 : 0);
