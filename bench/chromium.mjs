// The Chromium benchmarks (real browser, dist/ as built); the forms comparison is bench/forms.mjs:
//   switchBench     100 slide-check choices: from insertion until every island is mounted
//   rerenderBench   in-place re-renders of the orbital fixture: frames until processed, and
//                   DOM nodes / listeners / heap over 1000 re-renders
import { consoleLine } from '../test/browser/harness.mjs';
import { generateSwitchPage } from './form.mjs';
import { median } from './table.mjs';

async function cdpOf(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    gc: () => cdp.send('HeapProfiler.collectGarbage'),
    async metrics() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
      return { nodes: get('Nodes'), listeners: get('JSEventListeners'), heap: get('JSHeapUsedSize') };
    },
  };
}

async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(consoleLine(msg)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
  return { context, page, errors };
}

// ---------------------------------------------------------------------------------------------

/** 100 slide-check choices inserted into a page where Vormgever runs by itself. */
export async function switchBench(browser, url, { rounds }) {
  const { context, page, errors } = await openPage(browser, `${url}/bench/switch.html`);
  const fetched = [];
  page.on('request', (request) => /\/dist\/chunks\//.test(request.url()) && fetched.push(request.url().replace(/^.*\/dist\//, 'dist/')));
  const run = (html) =>
    page.evaluate(async (markup) => {
      const { controller } = window.vormgever;
      const stage = document.getElementById('stage');
      stage.textContent = '';
      await controller.settled(); // the previous copy's islands are unmounted outside the timing
      let passDone = null;
      const onPass = () => (passDone ??= performance.now());
      document.addEventListener('vormgever:enhanced', onPass);
      stage.innerHTML = markup;
      // The watcher's pass runs at this task's microtask checkpoint, i.e. right after this line.
      const t0 = performance.now();
      await null;
      // The islands wait for the visitor: the pointer enters the form.
      stage.querySelector('form').dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      await controller.settled();
      const time = performance.now() - t0;
      document.removeEventListener('vormgever:enhanced', onPass);
      return { time, pass: passDone === null ? null : passDone - t0, live: controller.liveIslands(), drawn: stage.querySelectorAll('.vg-switch__track').length };
    }, html);
  const html = generateSwitchPage(100);
  const cold = await run(html);
  const chunks = [...fetched];
  const warm = [];
  for (let round = 0; round < rounds; round++) warm.push(await run(html));
  await context.close();
  return { cold, warm: median(warm.map((w) => w.time)), pass: median(warm.map((w) => w.pass)), live: warm.at(-1)?.live ?? cold.live, drawn: warm.at(-1)?.drawn ?? cold.drawn, chunks, errors };
}

// ---------------------------------------------------------------------------------------------
// In the page: the fixture's wrapper re-rendered in place, as the plugin does after an AJAX submit.
function installRerenderHelpers() {
  const wrapper = document.querySelector('.gform_wrapper');
  const state = () => ({
    icons: wrapper.querySelectorAll('.vg-icon').length,
    hosts: wrapper.querySelectorAll('.vg-switch').length,
    switches: wrapper.querySelectorAll('input[role="switch"]').length,
    placeholders: wrapper.querySelectorAll('[placeholder]').length,
    selects: wrapper.querySelectorAll('.vg-placeholder-select').length,
  });
  const same = (a, b) => Object.keys(a).every((key) => a[key] === b[key]);
  // After each re-render the new switch hosts wait for the visitor: the pointer enters the form again.
  const reach = async () => {
    await null; // the watcher's pass
    wrapper.querySelector('form')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await window.vormgever.controller.settled();
  };
  window.__rerender = {
    inner: '',
    target: null,
    async prepare() {
      const text = await (await fetch('/fixtures/gf210-orbital.html')).text();
      const template = document.createElement('template');
      template.innerHTML = text;
      window.__rerender.inner = template.content.querySelector('.gform_wrapper').innerHTML;
      await reach();
      window.__rerender.target = state();
      return window.__rerender.target;
    },
    /** Re-renders once; counts the animation frames that start before the form is processed. */
    async frames() {
      wrapper.innerHTML = window.__rerender.inner;
      void reach(); // the frames below show when the islands are drawn
      let drawnAt = null;
      let processedAt = null;
      for (let frame = 0; frame <= 10; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (processedAt === null && same(state(), window.__rerender.target)) processedAt = frame;
        if (drawnAt === null && wrapper.querySelectorAll('.vg-switch__track').length === window.__rerender.target.hosts) drawnAt = frame;
        if (processedAt !== null && drawnAt !== null) break;
      }
      await window.vormgever.controller.settled();
      return { frames: processedAt, drawnAt };
    },
    async many(count) {
      const t0 = performance.now();
      for (let i = 0; i < count; i++) {
        wrapper.innerHTML = window.__rerender.inner;
        await reach();
      }
      const time = performance.now() - t0;
      await window.__rerender.quiet();
      return { time, live: window.vormgever.controller.liveIslands(), processed: same(state(), window.__rerender.target) };
    },
    /** Two frames and a task: React's scheduled work after a mount or unmount has run. */
    async quiet() {
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** Frames between a re-render and a processed form; counters over 1000 re-renders. */
export async function rerenderBench(browser, url, { rerenders, frameRounds }) {
  const { context, page, errors } = await openPage(browser, `${url}/bench/fixture.html`);
  const cdp = await cdpOf(page);
  await page.evaluate(installRerenderHelpers);
  const target = await page.evaluate(() => window.__rerender.prepare());
  await page.evaluate(() => window.__rerender.quiet());

  const frames = [];
  for (let i = 0; i < frameRounds; i++) frames.push(await page.evaluate(() => window.__rerender.frames()));

  const checkpoints = [];
  const before = await cdp.metrics();
  checkpoints.push({ at: 0, ...before, live: await page.evaluate(() => window.vormgever.controller.liveIslands()), time: 0 });
  const half = Math.floor(rerenders / 2);
  for (const [at, count] of [[half, half], [rerenders, rerenders - half]]) {
    const run = await page.evaluate((n) => window.__rerender.many(n), count);
    checkpoints.push({ at, ...(await cdp.metrics()), live: run.live, time: run.time / count, processed: run.processed });
  }
  await context.close();
  return { target, frames, checkpoints, errors };
}
