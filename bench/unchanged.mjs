// The unchanged pass against the snippet's, in one page: `node bench/unchanged.mjs [--builder <name>|all]
// [--pairs 60] [--against <dist>]` (after node build.mjs). The forms comparison times each contender on a
// page of its own, seconds apart, once per round: its unchanged-pass figure moves with the machine from
// page to page (bench/README.md). Here the two pages of a builder's comparison, Vormgever's and the
// snippet's (bench/pages.mjs), are two same-origin frames of one cross-origin-isolated page (one renderer,
// one main thread, 5 µs timers). Each frame enhances its own copy of the 500-field form (Vormgever: its
// first pass, `start({ root: wrapper })`, then the visitor reaches for the form and its switch islands
// mount, as in the comparison; the snippet: its first run). Then the unchanged passes alternate, the two
// frames a few milliseconds apart: Vormgever's `enhance(wrapper)`, the snippet run again, `pairs` times
// (each pair in the other order than the one before), and the median of the per-pair ratios is the
// figure, with its spread (25th-75th percentile of the pairs). Nothing is forced to lay out: an unchanged
// pass invalidates nothing (the comparison's forced layout after it takes no time). `--against`: another
// build's frame too (its dist/ served under /bench/other/), the same way.
import { benchBuilders, generateBuilderForm } from './builder-forms.mjs';
import { generateIndependentForm } from './independent.mjs';
import { formPagesOf, serveBench } from './pages.mjs';
import { loadAverage, median, printTable, ratio, spread } from './table.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';

export const unchangedTarget = 0.4; // issue 32, issue 50: the unchanged pass at most 0.4x the snippet's

/** One builder's pairs (`builder` none: Gravity Forms'). Returns { pairs: [{ vormgever, snippet, other? }], errors }. */
export async function unchangedBench(browser, url, { builder, html, wrapperSelector = '.gform_wrapper', pairs = 60, other = false }) {
  const pages = formPagesOf(builder);
  const contenders = other ? ['vormgever', 'snippet', 'other'] : ['vormgever', 'snippet'];
  const host = `<!doctype html><html><head><meta charset="utf-8"><title>unchanged</title></head><body>${contenders
    .map((name) => `<iframe name="${name}" src="${pages[name]}?isolated" style="width:1280px;height:800px;border:0"></iframe>`)
    .join('')}</body></html>`;
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/bench/unchanged-host.html', (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/html', 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' }, body: host }),
  );
  try {
    await page.goto(`${url}/bench/unchanged-host.html`, { waitUntil: 'load' });
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
      frame.on?.('pageerror', (error) => errors.push(error.message));
      if (frame.name() !== 'snippet') await frame.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
      else await frame.waitForFunction(() => typeof window.jQuery === 'function');
    }
    return await page.evaluate(
      async ([markup, wrapperSelector, builderEvent, count, names]) => {
        const frames = Object.fromEntries(names.map((name) => [name, window.frames[name]]));
        if (!crossOriginIsolated) throw new Error('the host page is not cross-origin isolated: coarse timers');
        // Each frame: its copy of the form, enhanced once (Vormgever's islands mounted, as in the comparison).
        const runs = {};
        for (const [name, win] of Object.entries(frames)) {
          const doc = win.document;
          const stage = doc.getElementById('stage');
          stage.innerHTML = markup;
          const wrapper = stage.querySelector(wrapperSelector);
          if (name === 'snippet') {
            const run = () => win.jQuery(doc).trigger(builderEvent ?? 'gform_post_render', builderEvent ? [wrapper] : [1, 1]);
            run();
            runs[name] = run;
          } else {
            win.vormgever.controller.stop(); // only the calls timed here do any work
            const controller = win.vormgever.start({ root: wrapper });
            stage.querySelector('form').dispatchEvent(new win.PointerEvent('pointerover', { bubbles: true }));
            await controller.settled();
            runs[name] = () => win.vormgever.enhance(wrapper);
          }
        }
        const tick = () => new Promise((done) => setTimeout(done));
        const out = [];
        for (let i = -5; i < count; i++) {
          await tick();
          const pair = {};
          for (const name of i % 2 ? [...names].reverse() : names) {
            const t0 = performance.now();
            runs[name]();
            pair[name] = performance.now() - t0;
          }
          if (i >= 0) out.push(pair);
        }
        return { pairs: out };
      },
      [html, wrapperSelector, builder ? 'vg-bench-render' : null, pairs, contenders],
    ).then((result) => ({ ...result, errors }));
  } finally {
    await context.close();
  }
}

/** The figures of unchangedBench(): per builder, V / S per pair, median and spread, and the other build's. */
export function printUnchanged(results, { timed }) {
  const rows = [];
  for (const { label, pairs } of results) {
    for (const build of ['vormgever', 'other']) {
      if (!(build in pairs[0])) continue;
      const values = pairs.map((pair) => pair[build] / pair.snippet);
      const s = spread(values);
      const noisy = Number.isFinite(s.width) && s.width > Math.abs(s.median - unchangedTarget);
      rows.push([
        `${label}${build === 'other' ? ' [other build]' : ''}`,
        ratio(s.median),
        Number.isFinite(s.low) ? `${ratio(s.low)}-${ratio(s.high)}` : 'n/a',
        `${median(pairs.map((pair) => pair[build])).toFixed(2)} / ${median(pairs.map((pair) => pair.snippet)).toFixed(2)} ms`,
        noisy ? `noisy: spread ${ratio(s.width)}` : timed(s.median <= unchangedTarget),
      ]);
    }
    if ('other' in pairs[0]) {
      const d = spread(pairs.map((pair) => (pair.vormgever - pair.other) / pair.snippet));
      rows.push(['  this build - other build, per pair', `${d.median >= 0 ? '+' : ''}${ratio(d.median)}`, `${ratio(d.low)}-${ratio(d.high)}`, '', d.width > Math.abs(d.median) ? 'noisy' : d.median < 0 ? 'this build lower' : 'this build higher']);
    }
  }
  printTable(
    `the unchanged pass V / S in one page (Vormgever's and the snippet's frames, alternating; ${results[0]?.pairs.length ?? 0} pairs each): median of the per-pair ratios, spread (25th-75th percentile)`,
    [{ label: 'builder', align: 'left' }, { label: 'V / S' }, { label: 'spread' }, { label: 'V / S, medians' }, { label: `target <= ${unchangedTarget}`, align: 'left' }],
    rows,
    { note: "V: Vormgever's enhance(wrapper) on the form its first pass left, its switch islands mounted; S: the snippet run again on its own result. No forced layout (nothing is invalidated)." },
  );
}

/** The forms of the comparison, by builder: Gravity Forms' independent form, and every other builder's (bench/builder-forms.mjs). */
export async function benchForms(which = ['gravityforms', ...Object.keys(benchBuilders)]) {
  const forms = [];
  for (const builder of which) {
    if (builder === 'gravityforms') forms.push({ label: 'Gravity Forms 2.10 (Orbital)', html: generateIndependentForm({ fields: 500 }), wrapperSelector: '.gform_wrapper' });
    else forms.push({ label: benchBuilders[builder].label, builder, ...(await generateBuilderForm(builder)) });
  }
  return forms;
}

if (process.argv[1] && new URL(import.meta.url).pathname === (await import('node:path')).resolve(process.argv[1])) {
  const option = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  if (!findChromium()) {
    console.log('SKIPPED: no Chromium');
    process.exit(0);
  }
  const which = option('--builder') ?? 'all';
  const pairs = Number(option('--pairs') ?? 60);
  const otherDist = option('--against');
  console.log(`load average ${loadAverage()}`);
  const server = await serveBench({ otherDist });
  const browser = await launchBrowser({ full: true });
  try {
    const results = [];
    for (const form of await benchForms(which === 'all' ? undefined : which.split(','))) {
      const result = await unchangedBench(browser, server.url, { ...form, pairs, other: !!otherDist });
      for (const error of result.errors) console.log(`  page error (${form.label}): ${error}`);
      results.push({ label: form.label, pairs: result.pairs });
    }
    printUnchanged(results, { timed: (ok) => (ok ? 'met' : 'NOT met') });
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`load average ${loadAverage()}`);
}
