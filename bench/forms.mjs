// The Chromium forms comparison (issue 12): floor, the jQuery snippet, Vormgever and the limit, each on
// a page of its own with only its own stylesheet (bench/pages.mjs), on the same form. Each round puts a
// fresh copy of the form into each page (the order rotates every round, and runs backwards every other
// round) and reads Chromium's own counters (CDP Performance.getMetrics: ScriptDuration,
// RecalcStyleDuration, LayoutDuration) before and after: insert the HTML + apply + read
// document.body.offsetHeight (forced style and layout).
//   floor      nothing applied: the form as the plugin prints it
//   snippet    jQuery(document).trigger('gform_post_render', [1, 1])
//   vormgever  vormgever.start({ root: wrapper }): the watcher's first pass, as a visitor's page runs it
//              (its auto-started watcher is stopped); the switch islands wait until the visitor reaches
//              for the form, so they are measured after the pass (a pointerover on the form wakes them)
//   limit      Vormgever's final DOM after its pass (captured from its page), inserted as static HTML
//   other      (with `other: true`) another build of Vormgever, as `vormgever` (bench/pages.mjs): before
//              and after figures from one run, the two builds alternating in every round
// Another builder's form (`builder`, bench/builder-forms.mjs) has the same four on pages of its own, its
// wrapper found by its own selector, the snippet for its markup run as that builder's ready event would
// (`jQuery(document).trigger('vg-bench-render', [wrapper])`, bench/snippet-builders.js).
import { consoleLine } from '../test/browser/harness.mjs';
import { formPagesOf } from './pages.mjs';
import { median } from './table.mjs';

const contenderList = ['floor', 'snippet', 'vormgever', 'limit'];
// The contenders that are Vormgever (this build, and the other build when there is one).
const isVormgever = (contender) => contender === 'vormgever' || contender === 'other';
const counters = { task: 'TaskDuration', script: 'ScriptDuration', style: 'RecalcStyleDuration', layout: 'LayoutDuration', styleCount: 'RecalcStyleCount', layoutCount: 'LayoutCount' };

// In the page: one contender's round. Serialised by Playwright and run inside Chromium. `wrapperSelector`:
// the form's wrapper; `builderEvent`: the snippet runs on Gravity Forms' gform_post_render, else on this.
function installHelpers([contender, wrapperSelector, builderEvent]) {
  const stage = document.getElementById('stage');
  const apply = (wrapper) => {
    if (contender === 'vormgever' || contender === 'other') return void (window.__bench.controller = window.vormgever.start({ root: wrapper }));
    if (contender === 'snippet') window.jQuery(document).trigger(builderEvent ?? 'gform_post_render', builderEvent ? [wrapper] : [1, 1]);
    return undefined;
  };
  const wrapperOf = () => stage.querySelector(wrapperSelector);
  // A page task of its own: Chromium counts script time (ScriptDuration) for the page's own tasks, not
  // for what DevTools evaluates, so each timed step runs from a timer.
  // (Called inside the timer's callback: microtasks after it are not counted.)
  const inTask = (fn) =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(fn());
        } catch (error) {
          reject(error);
        }
      }),
    );
  window.__bench = {
    html: '',
    inTask,
    pending: null,
    controller: null,
    /** Insert + apply + forced style and layout; performance.now() around each part. */
    round() {
      const t0 = performance.now();
      stage.innerHTML = window.__bench.html;
      const inserted = performance.now();
      window.__bench.pending = apply(wrapperOf());
      const applied = performance.now();
      void document.body.offsetHeight;
      const laidOut = performance.now();
      return { insert: inserted - t0, apply: applied - inserted, layout: laidOut - applied };
    },
    /** Vormgever: the visitor reaches for the form; waits until its islands are mounted and laid out. */
    async islands() {
      await window.__bench.reach();
      void document.body.offsetHeight;
    },
    reach() {
      stage.querySelector('form')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return window.__bench.controller?.settled();
    },
    /** The apply alone, once more: a fresh copy inserted (untimed), the apply timed as in round(); no forced layout. */
    passOnly() {
      stage.innerHTML = window.__bench.html;
      const wrapper = wrapperOf();
      const t0 = performance.now();
      window.__bench.pending = apply(wrapper);
      return performance.now() - t0;
    },
    /** The unchanged pass: apply again on the same form + layout (Vormgever: enhance(), islands mounted). */
    second() {
      const t0 = performance.now();
      const wrapper = wrapperOf();
      const pending = window.__bench.controller ? window.vormgever.enhance(wrapper) : apply(wrapper);
      void document.body.offsetHeight;
      const time = performance.now() - t0;
      return Promise.resolve(pending).then(() => time);
    },
    async clear() {
      window.__bench.controller?.stop();
      window.__bench.controller = null;
      stage.textContent = '';
      if (window.vormgever) await window.vormgever.enhance(stage); // sweeps the islands, untimed
    },
    /** Untimed: mutation records of a first and a second pass, Vormgever's own count, the final DOM. */
    async count() {
      stage.innerHTML = window.__bench.html;
      const wrapper = wrapperOf();
      let seen = 0;
      const observer = new MutationObserver((list) => (seen += list.length));
      observer.observe(stage, { subtree: true, childList: true, attributes: true, characterData: true });
      const reported = [];
      wrapper.addEventListener('vormgever:enhanced', (event) => reported.push(event.detail.changed));
      const pending = apply(wrapper);
      const records = [seen + observer.takeRecords().length];
      const finalDom = stage.innerHTML; // before the islands: what the pass leaves
      await pending;
      await window.__bench.reach();
      observer.takeRecords();
      seen = 0;
      await (window.__bench.controller ? window.vormgever.enhance(wrapper) : apply(wrapper));
      records.push(seen + observer.takeRecords().length);
      observer.disconnect();
      const result = {
        records,
        reported,
        finalDom,
        icons: wrapper.querySelectorAll('.vg-icon, .gf-icon').length,
        switches: wrapper.querySelectorAll('.vg-switch, .gf-switch__slider').length,
        placeholders: wrapper.querySelectorAll('[placeholder]').length,
        nodes: stage.getElementsByTagName('*').length,
      };
      await window.__bench.clear();
      return result;
    },
  };
}

async function openContender(browser, url, contender, { builder, wrapperSelector }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`${contender}: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`${contender}: ${consoleLine(msg)}`));
  await page.goto(`${url}${formPagesOf(builder)[contender]}`, { waitUntil: 'load' });
  if (isVormgever(contender)) {
    await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
    // Only the timed enhance() calls may do work: the auto-started watcher is stopped.
    await page.evaluate(() => window.vormgever.controller.stop());
  }
  if (contender === 'snippet') await page.waitForFunction(() => typeof window.jQuery === 'function');
  await page.evaluate(installHelpers, [contender, wrapperSelector, builder ? 'vg-bench-render' : null]);
  await page.evaluate(() => document.fonts.ready);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name) => list.find((m) => m.name === name)?.value ?? NaN;
    return Object.fromEntries(Object.entries(counters).map(([key, name]) => [key, get(name)]));
  };
  return { context, page, cdp, errors, metrics, gc: () => cdp.send('HeapProfiler.collectGarbage') };
}

const diff = (after, before) => Object.fromEntries(Object.keys(after).map((key) => [key, key.endsWith('Count') ? after[key] - before[key] : 1000 * (after[key] - before[key])]));

/**
 * Every contender on its own page, `rounds` rounds (the order rotates), `warmup` untimed rounds first.
 * `html`: the form (wrapper included); `other`: also the other build (served by serveBench({ otherDist }));
 * `builder`: the form is that builder's (bench/builder-forms.mjs; none: Gravity Forms'), its wrapper
 * `wrapperSelector`. Returns raw samples, medians, the per-round figures and the untimed counts.
 */
export async function formsBench(browser, url, { html, rounds, warmup = 1, passSamples = 4, other = false, builder, wrapperSelector = '.gform_wrapper' }) {
  const contenders = other ? [...contenderList, 'other'] : contenderList;
  const pages = {};
  for (const contender of contenders) pages[contender] = await openContender(browser, url, contender, { builder, wrapperSelector });
  try {
    const counts = {};
    for (const contender of contenders.filter((c) => c !== 'limit')) {
      await pages[contender].page.evaluate((markup) => (window.__bench.html = markup), html);
      counts[contender] = await pages[contender].page.evaluate(() => window.__bench.count());
    }
    // The baseline does the same job, or every ratio here flatters: Elementor's snippet once looked for its
    // markers where the render has none and drew no icon (issue 50). A count the two differ in fails the section.
    const job = ({ icons, switches, placeholders }) => `${icons} icons, ${switches} switches, ${placeholders} placeholders`;
    if (job(counts.snippet) !== job(counts.vormgever)) throw new Error(`${builder ?? 'gravityforms'}: the snippet left ${job(counts.snippet)}, Vormgever ${job(counts.vormgever)} (${builder ? 'bench/builder-forms.mjs: its snippet words' : 'bench/snippet.js'})`);
    // The limit: Vormgever's final DOM, as static HTML.
    await pages.limit.page.evaluate((markup) => (window.__bench.html = markup), counts.vormgever.finalDom);
    counts.limit = await pages.limit.page.evaluate(() => window.__bench.count());

    const samples = Object.fromEntries(contenders.map((c) => [c, []]));
    const passes = [];
    for (let round = -warmup; round < rounds; round++) {
      for (let k = 0; k < contenders.length; k++) {
        // Rotated every round, and run backwards every other round: rotation alone keeps the cyclic
        // order, so each contender always ran right after the same one (Vormgever right after the
        // snippet); in every run that way, the page in Vormgever's role ran the apply 0.00-0.05 of the
        // snippet's slower than the other build's page, whichever build was on it (bench/README.md).
        const at = (Math.max(round, 0) + k) % contenders.length;
        const contender = contenders[round % 2 ? contenders.length - 1 - at : at];
        const { page, metrics, gc } = pages[contender];
        await gc();
        const before = await metrics();
        const wall = await page.evaluate(() => window.__bench.inTask(window.__bench.round));
        const pass = diff(await metrics(), before);
        let islands = null;
        let second = null;
        if (isVormgever(contender)) {
          const mid = await metrics();
          await page.evaluate(() => window.__bench.inTask(window.__bench.islands));
          islands = diff(await metrics(), mid);
        }
        if (isVormgever(contender) || contender === 'snippet') {
          // After a collection, as the round: else Vormgever's islands step (React mounting every
          // switch) left garbage that a collection took inside its unchanged pass now and then, and only
          // in its. Measured on Elementor's form, 15 rounds: without, Vormgever 2.7-5.4 ms (two modes,
          // 3.3 and 5.1), the snippet 6.1-8.4; with, 3.4-4.5 and 7.4-12.5 (the snippet is slower after a
          // collection too): both sides move, bench/README.md.
          await gc();
          const again = await metrics();
          const time = await page.evaluate(() => window.__bench.inTask(window.__bench.second));
          second = { time, ...diff(await metrics(), again) };
        }
        await page.evaluate(() => window.__bench.clear());
        if (round >= 0) samples[contender].push({ wall, pass, islands, second });
      }
      // More samples of the pass alone, the snippet and Vormgever alternating (pairs seconds apart).
      for (let k = 0; round >= 0 && k < passSamples; k++) {
        const pair = {};
        for (const contender of (round + k) % 2 ? ['snippet', 'vormgever'] : ['vormgever', 'snippet']) {
          const { page } = pages[contender];
          pair[contender] = await page.evaluate(() => window.__bench.inTask(window.__bench.passOnly));
          await page.evaluate(() => window.__bench.clear());
        }
        passes.push(pair);
      }
    }
    const errors = contenders.flatMap((c) => pages[c].errors);
    const passOnly = {
      samples: passes.length,
      vormgever: median(passes.map((p) => p.vormgever)),
      snippet: median(passes.map((p) => p.snippet)),
      ratio: median(passes.map((p) => p.vormgever / p.snippet)),
    };
    return { rounds, contenders, samples, counts, medians: summarise(samples), paired: paired(samples, contenders), perRound: perRound(samples, contenders), passOnly, errors };
  } finally {
    for (const contender of contenders) await pages[contender].context.close();
  }
}

const total = (p) => p.script + p.style + p.layout;
// A round's total without its parse of the inserted HTML (performance.now() around innerHTML).
const unparsed = (sample) => total(sample.pass) - sample.wall.insert;

function summarise(samples) {
  const out = {};
  for (const [contender, list] of Object.entries(samples)) {
    const pick = (fn) => median(list.map(fn));
    out[contender] = {
      script: pick((s) => s.pass.script),
      style: pick((s) => s.pass.style),
      layout: pick((s) => s.pass.layout),
      total: pick((s) => total(s.pass)),
      task: pick((s) => s.pass.task),
      styleCount: pick((s) => s.pass.styleCount),
      layoutCount: pick((s) => s.pass.layoutCount),
      insert: pick((s) => s.wall.insert),
      apply: pick((s) => s.wall.apply),
      forced: pick((s) => s.wall.layout),
      wall: pick((s) => s.wall.insert + s.wall.apply + s.wall.layout),
      islandsTask: pick((s) => s.islands?.task ?? NaN),
      islandsTotal: pick((s) => (s.islands ? total(s.islands) : NaN)),
      second: pick((s) => s.second?.time ?? NaN),
      secondScript: pick((s) => s.second?.script ?? NaN),
    };
  }
  return out;
}

/** Ratios computed within each round (the runs of a round are seconds apart), median over the rounds. */
function paired(samples, contenders) {
  const rounds = samples.floor.length;
  const each = (fn) => median(Array.from({ length: rounds }, (_, i) => fn(Object.fromEntries(contenders.map((c) => [c, samples[c][i]])))));
  return {
    overheadRatio: each((r) => (total(r.vormgever.pass) - total(r.floor.pass)) / (total(r.snippet.pass) - total(r.floor.pass))),
    scriptRatio: each((r) => (r.vormgever.pass.script - r.floor.pass.script) / (r.snippet.pass.script - r.floor.pass.script)),
    applyRatio: each((r) => r.vormgever.wall.apply / r.snippet.wall.apply),
    toLimit: each((r) => total(r.vormgever.pass) - total(r.limit.pass)),
    toLimitTask: each((r) => r.vormgever.pass.task - r.limit.pass.task),
  };
}

/**
 * The issue-32 figures of each Vormgever build, one value per round (the contenders of a round are
 * seconds apart), for their median and spread:
 *   unchanged    the unchanged pass V / S (apply again + layout, performance.now())
 *   overhead     the first pass's overhead over the floor, (V - floor) / (S - floor), script + style + layout
 *   overLimit    the first pass over the limit, as a share of the snippet's: (V - limit) / (S - limit)
 *   apply        the pass's script time V / S (performance.now() around the apply)
 *   parseShare   the parse of the same HTML on Vormgever's page and the floor's (no code of either
 *                contender runs in it), V - floor, on the overhead's scale (/ (S - floor)): how far
 *                the pages alone move that figure
 *   staticShare  the limit's own overhead over the floor on the same scale, (limit - floor) / (S - floor):
 *                two static pages, no script of either contender; its spread is the machine's and
 *                the pages', and the overhead's spread cannot be narrower than it
 *   overheadNoParse, overLimitNoParse   overhead and overLimit with each page's own parse taken out
 *                (total - insert): the same work, without the part that differs only by the page
 */
function perRound(samples, contenders) {
  const rounds = samples.floor.length;
  const out = {};
  for (const build of contenders.filter(isVormgever)) {
    const at = (i) => ({ F: samples.floor[i], S: samples.snippet[i], L: samples.limit[i], V: samples[build][i] });
    const list = (fn) => Array.from({ length: rounds }, (_, i) => fn(at(i)));
    out[build] = {
      unchanged: list(({ V, S }) => V.second.time / S.second.time),
      overhead: list(({ V, S, F }) => (total(V.pass) - total(F.pass)) / (total(S.pass) - total(F.pass))),
      overLimit: list(({ V, S, L }) => (total(V.pass) - total(L.pass)) / (total(S.pass) - total(L.pass))),
      apply: list(({ V, S }) => V.wall.apply / S.wall.apply),
      staticShare: list(({ L, S, F }) => (total(L.pass) - total(F.pass)) / (total(S.pass) - total(F.pass))),
      parseShare: list(({ V, S, F }) => (V.wall.insert - F.wall.insert) / (total(S.pass) - total(F.pass))),
      overheadNoParse: list(({ V, S, F }) => (unparsed(V) - unparsed(F)) / (unparsed(S) - unparsed(F))),
      overLimitNoParse: list(({ V, S, L }) => (unparsed(V) - unparsed(L)) / (unparsed(S) - unparsed(L))),
    };
  }
  return out;
}
