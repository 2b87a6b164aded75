// The lightbox and layout-shift figures, on the demo site (demo/server.mjs createDemoServer()).
//   lightboxBench   on /galerij: bytes (gzip -9) at load, after 2 s idle without interaction, when the
//                   pointer rests on a link, and on the click; the time from the click to the first
//                   animation frame with the lightbox image loaded and visible (timed inside the page),
//                   after the pointer rested 150 ms on the link, and for a click with no pointing first
//   pageBytesBench  on a form page (the contact page): bytes after 2 s idle, then after reaching for the form
//   clsBench        cumulative layout shift of each demo page while it loads
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './table.mjs';
import { builderReference, labelOf, projectRoot } from '../test/size.mjs';

/** The page builder's own lightbox, for comparison (gzipped bytes, ms). Defined with the size budgets. */
export { builderReference };

/** What the issue asks of the lightbox (bytes gzip -9, ms). */
export const lightboxTargets = {
  readingBytes: 7 * 1024, // at load and after 2 s idle: the entry and the stylesheet only
  hoverClickToImage: 100, // the pointer rested 150 ms on the link, then the click
  coldClickToImage: 150, // a click with no pointing first
  totalRatio: 0.7, // all the lightbox's bytes against the page builder's (at load + first click)
};

/** Starts the demo server on a free port, or returns { skip: reason }. */
export async function startDemo() {
  const file = join(projectRoot, 'demo/server.mjs');
  if (!existsSync(file)) return { skip: 'demo/server.mjs does not exist yet' };
  let createDemoServer;
  try {
    ({ createDemoServer } = await import(file));
  } catch (error) {
    return { skip: `demo/server.mjs could not be loaded: ${error.message}` };
  }
  if (typeof createDemoServer !== 'function') return { skip: 'demo/server.mjs does not export createDemoServer()' };
  let server;
  try {
    server = await createDemoServer();
  } catch (error) {
    return { skip: `createDemoServer() failed: ${error.message}` };
  }
  if (typeof server?.listen !== 'function') return { skip: 'createDemoServer() did not return an http.Server' };
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// In the page, before anything else: the click time, then every frame: is there a new <img> that is
// loaded (complete, naturalWidth > 0) and visible (in the viewport, not hidden, opacity > 0)?
function clickToImageProbe() {
  const probe = (window.__probe = { clickAt: null, imageAt: null, openAt: null, readyAt: null, frames: 0, src: null });
  const visible = (img) => {
    const r = img.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    return typeof img.checkVisibility === 'function' ? img.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
  };
  window.addEventListener(
    'click',
    () => {
      if (probe.clickAt !== null) return;
      probe.clickAt = performance.now();
      const before = new Set(document.images);
      const frame = () => {
        probe.frames++;
        for (const img of document.querySelectorAll('img')) {
          if (!before.has(img) && img.complete && img.naturalWidth > 0 && visible(img)) {
            probe.imageAt = performance.now();
            probe.src = img.currentSrc || img.src;
            return;
          }
        }
        if (performance.now() - probe.clickAt < 10000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
  // open: the dialog (its first view) is on the screen; ready: the full lightbox has taken over.
  document.addEventListener('vormgever:lightbox-open', () => {
    if (probe.openAt === null) probe.openAt = performance.now();
  });
  document.addEventListener('vormgever:lightbox-ready', () => {
    if (probe.readyAt === null) probe.readyAt = performance.now();
  });
}

const isVormgever = (path) => /^\/(vormgever\.(js|css)|chunks\/)/.test(path);

// In the page, before anything else: when Vormgever's entry has run (auto.ts sets window.vormgever
// first thing). Requests started before it are the entry's static graph; after it, its own choice.
function entryProbe() {
  let value;
  window.__entryRanAt = null;
  Object.defineProperty(window, 'vormgever', {
    configurable: true,
    get: () => value,
    set(next) {
      value = next;
      if (window.__entryRanAt === null) window.__entryRanAt = performance.now();
    },
  });
}

/** gzip -9 size of every script and stylesheet the page received, by URL. */
function recordBodies(page) {
  const sizes = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => sizes.set(response.url(), gzipSize(body)), () => {}));
  });
  return { sizes, settle: () => Promise.all(pending) };
}

/**
 * Each script/stylesheet with the phase its request started in (Resource Timing startTime against
 * the entry's run, the visitor's reach and the click): 'static' (before the entry ran), 'idle' (after,
 * before any interaction: should be nothing), 'intent' (the pointer on the link, before the click),
 * 'click'.
 */
async function phasesOf(page, sizes) {
  const { entries, entryRanAt, reachAt, clickAt, loadAt } = await page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
    entryRanAt: window.__entryRanAt,
    reachAt: window.__reachAt ?? null,
    clickAt: window.__probe?.clickAt ?? null,
    loadAt: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? null,
  }));
  const files = [];
  for (const { name, startTime } of entries) {
    if (!sizes.has(name)) continue;
    const path = new URL(name).pathname;
    const before = (at) => at === null || startTime < at;
    const phase = entryRanAt === null || startTime < entryRanAt ? 'static' : before(reachAt ?? clickAt) ? 'idle' : before(clickAt) ? 'intent' : 'click';
    files.push({ path, phase, startTime, gz: sizes.get(name), ours: isVormgever(path) });
  }
  return { files, entryRanAt, reachAt, clickAt, loadAt };
}

/** The page's clock now, noted as the moment the visitor reached for something. */
const markReach = (page) => page.evaluate(() => (window.__reachAt = performance.now()));

async function quiet(page, ms, max) {
  // Until no request has started for `ms`, at most `max` ms.
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  const start = Date.now();
  while (Date.now() - last < ms && Date.now() - start < max) await page.waitForTimeout(50);
  page.off('request', bump);
}

const gallerySelector = '.gallery-item a, a[data-elementor-open-lightbox="yes"]';

/**
 * One visit of /galerij: load, 2 s without interaction (`idleMs`), then either the pointer rests
 * `restMs` on the first gallery link and clicks it (`pointing`), or the link is clicked with no
 * pointing first (a script's click: no pointer, no focus before it).
 */
async function clickScenario(browser, url, { pointing, idleMs = 2000, restMs = 150 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(entryProbe);
  await page.addInitScript(clickToImageProbe);
  const bodies = recordBodies(page);
  const response = await page.goto(`${url}/galerij`, { waitUntil: 'load' });
  if (!response?.ok()) {
    await context.close();
    return { skip: `/galerij answered ${response?.status()}` };
  }
  await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
  await page.waitForTimeout(idleMs);
  const link = page.locator(gallerySelector).first();
  if ((await link.count()) === 0) {
    await context.close();
    return { skip: '/galerij has no gallery link to click' };
  }
  await link.scrollIntoViewIfNeeded();
  if (pointing) {
    const box = await link.boundingBox();
    await markReach(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(restMs);
    await page.mouse.down();
    await page.mouse.up();
  } else {
    await link.evaluate((element) => element.click());
  }
  await page.waitForFunction(() => window.__probe.imageAt !== null, null, { timeout: 10000 }).catch(() => {});
  await quiet(page, 300, 3000);
  const probe = await page.evaluate(() => window.__probe);
  await bodies.settle();
  const phases = await phasesOf(page, bodies.sizes);
  await context.close();
  return { probe, ...phases };
}

/**
 * Bytes and click-to-image on /galerij, `runs` times each: `idle` = the pointer rested `restMs` on the
 * link after `idleMs` without interaction, then the click (the usual case); `cold` = a click with no
 * pointing first, after the same wait. (Names kept for bench/run.mjs.)
 */
export async function lightboxBench(browser, url, { cold = true, idleMs = 2000, restMs = 150, runs = 1 } = {}) {
  const idle = [];
  const colds = [];
  for (let run = 0; run < runs; run++) {
    const result = await clickScenario(browser, url, { pointing: true, idleMs, restMs });
    if (result.skip) return result;
    idle.push(result);
    if (cold) colds.push(await clickScenario(browser, url, { pointing: false, idleMs }));
  }
  return { idle, cold: colds };
}

/**
 * A page with a form (the demo's contact page `/` by default): Vormgever's bytes after `idleMs`
 * without interaction, then after the visitor reached for the form (the pointer on it), until quiet.
 */
export async function pageBytesBench(browser, url, { path = '/', idleMs = 2000, form = 'form' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(entryProbe);
  const bodies = recordBodies(page);
  const response = await page.goto(`${url}${path}`, { waitUntil: 'load' });
  if (!response?.ok()) {
    await context.close();
    return { skip: `${path} answered ${response?.status()}` };
  }
  await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
  await page.waitForTimeout(idleMs);
  await bodies.settle();
  const reading = (await phasesOf(page, bodies.sizes)).files.filter((file) => file.ours);
  const target = page.locator(form).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await markReach(page);
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.evaluate(() => window.vormgever.controller.settled());
  await quiet(page, 300, 3000);
  await bodies.settle();
  const touched = (await phasesOf(page, bodies.sizes)).files.filter((file) => file.ours);
  const drawn = await page.evaluate(() => document.querySelectorAll('.vg-switch__track').length);
  await context.close();
  return { path, reading, touched, drawn };
}

// Layout shifts of a page while it loads (and one second after), without user input.
function layoutShiftProbe() {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function clsBench(browser, url, { paths = ['/', '/offerte-aanvragen', '/galerij'], settle = 1000 } = {}) {
  const results = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const path of paths) {
    const page = await context.newPage();
    await page.addInitScript(layoutShiftProbe);
    const response = await page.goto(`${url}${path}`, { waitUntil: 'load' });
    await quiet(page, settle, 6000);
    results.push({ path, status: response?.status(), cls: await page.evaluate(() => window.__cls) });
    await page.close();
  }
  await context.close();
  return results;
}

// `node bench/lightbox.mjs [--runs N] [--no-cold]`: the lightbox section alone (after `node build.mjs`),
// with every run's click-to-image and click-to-open times, the files of each phase, the contact page's
// bytes, the load average. Timings on a busy machine move a lot: compare medians, and the load average.
async function main() {
  const { cpus } = await import('node:os');
  const { launchBrowser } = await import('../test/browser/harness.mjs');
  const { kb, loadAverage, median } = await import('./table.mjs');
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const runs = arg('--runs', 7);
  const cold = !process.argv.includes('--no-cold');
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`lightbox bench: ${runs} run(s) pointing first${cold ? ' + as many with no pointing' : ''}, ${cpus().length} cores, load average ${loadAverage()}`);
  const demo = await startDemo();
  if (demo.skip) throw new Error(demo.skip);
  const browser = await launchBrowser({ full: true });
  try {
    const result = await lightboxBench(browser, demo.url, { cold, runs });
    if (result.skip) throw new Error(result.skip);
    const [first] = result.idle;
    const ours = first.files.filter((f) => f.ours);
    const sum = (files) => files.reduce((total, f) => total + f.gz, 0);
    const list = (files) => files.map((f) => `${labelOf(f.path)} ${f.gz} B`).join(', ') || '-';
    console.log('/galerij, Vormgever\'s files (gzip -9) by when their request started:');
    for (const phase of ['static', 'idle', 'intent', 'click']) {
      const files = ours.filter((f) => f.phase === phase);
      console.log(`  ${phase.padEnd(6)} ${kb(sum(files)).padStart(8)}  ${list(files)}`);
    }
    const reading = ours.filter((f) => f.phase === 'static' || f.phase === 'idle');
    const onlyEntry = reading.every((f) => /^\/vormgever\.(js|css)$/.test(f.path));
    console.log(`  at load + 2 s idle: ${kb(sum(reading))} (target: entry + CSS only, <= ${kb(lightboxTargets.readingBytes)}: ${met(onlyEntry && sum(reading) <= lightboxTargets.readingBytes)})`);
    const builder = builderReference.atLoad + builderReference.onClick;
    const total = sum(ours);
    console.log(`  total ${kb(total)} = ${(total / builder).toFixed(2)}x the page builder's ${kb(builder)} (target <= ${lightboxTargets.totalRatio}x: ${met(total <= lightboxTargets.totalRatio * builder)})`);
    const times = (runs, key) => runs.map(({ probe }) => (probe[key] !== null ? probe[key] - probe.clickAt : NaN));
    const show = (label, runs, target) => {
      if (!runs.length) return;
      const image = times(runs, 'imageAt');
      const open = times(runs, 'openAt');
      const ready = times(runs, 'readyAt');
      const verdict = runs.length > 2 ? ` (target <= ${target} ms: ${met(median(image) <= target)})` : ' (too few runs for a verdict)';
      console.log(`  ${label}: click to image median ${median(image).toFixed(1)} ms [${image.map((v) => v.toFixed(0)).join(', ')}]${verdict}; to the open event ${median(open).toFixed(1)} ms, to the ready event (the full lightbox) ${median(ready).toFixed(1)} ms`);
    };
    show('pointer rested 150 ms on the link, then the click', result.idle, lightboxTargets.hoverClickToImage);
    show('a click with no pointing first', result.cold, lightboxTargets.coldClickToImage);
    const contact = await pageBytesBench(browser, demo.url, { path: '/', form: '#gform_1' });
    if (contact.skip) console.log(`  contact page SKIPPED: ${contact.skip}`);
    else {
      const names = (files) => files.map((f) => labelOf(f.path)).join(', ');
      console.log(`/ (contact page): at load + 2 s idle ${kb(sum(contact.reading))} (${names(contact.reading)}; target: entry + CSS only, <= ${kb(lightboxTargets.readingBytes)}: ${met(contact.reading.every((f) => /^\/vormgever\.(js|css)$/.test(f.path)) && sum(contact.reading) <= lightboxTargets.readingBytes)})`);
      console.log(`  after reaching for the form ${kb(sum(contact.touched))} (${names(contact.touched)}); ${contact.drawn} switch island(s) drawn`);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  console.log(`load average now ${loadAverage()}`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === (await import('node:path')).resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
