// The lightbox and layout-shift figures, on the demo site (demo/server.mjs createDemoServer()).
//   lightboxBench   bytes (gzip -9) at load, while idle, and on the first click on /galerij, and the
//                   time from the click to the first animation frame with the lightbox image loaded
//                   and visible (timed inside the page)
//   clsBench        cumulative layout shift of each demo page while it loads
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './table.mjs';
import { projectRoot } from '../test/size.mjs';

/** The page builder's own lightbox, for comparison (gzipped KB, ms). */
export const builderReference = { atLoad: 70.5 * 1024, onClick: 71.3 * 1024, clickToImage: 140 };

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
  const probe = (window.__probe = { clickAt: null, imageAt: null, openAt: null, frames: 0, src: null });
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
  document.addEventListener('vormgever:lightbox-open', () => {
    if (probe.openAt === null) probe.openAt = performance.now();
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
 * the entry's run and the click): 'static' (before the entry ran), 'idle' (after, before the click:
 * the idle prefetch), 'click'.
 */
async function phasesOf(page, sizes) {
  const { entries, entryRanAt, clickAt, loadAt } = await page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
    entryRanAt: window.__entryRanAt,
    clickAt: window.__probe.clickAt,
    loadAt: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? null,
  }));
  const files = [];
  for (const { name, startTime } of entries) {
    if (!sizes.has(name)) continue;
    const path = new URL(name).pathname;
    const phase = entryRanAt === null || startTime < entryRanAt ? 'static' : clickAt === null || startTime < clickAt ? 'idle' : 'click';
    files.push({ path, phase, startTime, gz: sizes.get(name), ours: isVormgever(path) });
  }
  return { files, entryRanAt, clickAt, loadAt };
}

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

async function clickScenario(browser, url, { waitForIdle, idleMs = 1000 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(entryProbe);
  await page.addInitScript(clickToImageProbe);
  const bodies = recordBodies(page);
  const response = await page.goto(`${url}/galerij`, { waitUntil: waitForIdle ? 'load' : 'domcontentloaded' });
  if (!response?.ok()) {
    await context.close();
    return { skip: `/galerij answered ${response?.status()}` };
  }
  await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 10000 });
  if (waitForIdle) await quiet(page, idleMs, 8000);
  const link = page.locator(gallerySelector).first();
  if ((await link.count()) === 0) {
    await context.close();
    return { skip: '/galerij has no gallery link to click' };
  }
  await link.click();
  await page.waitForFunction(() => window.__probe.imageAt !== null, null, { timeout: 10000 }).catch(() => {});
  await quiet(page, 300, 3000);
  const probe = await page.evaluate(() => window.__probe);
  await bodies.settle();
  const phases = await phasesOf(page, bodies.sizes);
  await context.close();
  return { probe, ...phases };
}

/** Bytes and click-to-image, `runs` times after the page went idle (the usual case) and as many cold. */
export async function lightboxBench(browser, url, { cold = true, idleMs = 1000, runs = 1 } = {}) {
  const idle = [];
  const colds = [];
  for (let run = 0; run < runs; run++) {
    const result = await clickScenario(browser, url, { waitForIdle: true, idleMs });
    if (result.skip) return result;
    idle.push(result);
    if (cold) colds.push(await clickScenario(browser, url, { waitForIdle: false }));
  }
  return { idle, cold: colds };
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
// with every run's click-to-image and click-to-open times, the files of each phase, the load average.
async function main() {
  const { cpus, loadavg } = await import('node:os');
  const { launchBrowser } = await import('../test/browser/harness.mjs');
  const { kb, median } = await import('./table.mjs');
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const runs = arg('--runs', 7);
  const cold = !process.argv.includes('--no-cold');
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`lightbox bench: ${runs} run(s)${cold ? ' + as many cold' : ''}, ${cpus().length} cores, load average ${load()}`);
  const demo = await startDemo();
  if (demo.skip) throw new Error(demo.skip);
  const browser = await launchBrowser();
  try {
    const result = await lightboxBench(browser, demo.url, { cold, runs });
    if (result.skip) throw new Error(result.skip);
    const [first] = result.idle;
    const sum = (test) => first.files.filter((f) => f.ours && test(f)).reduce((total, f) => total + f.gz, 0);
    const total = sum(() => true);
    const limit = 0.7 * (builderReference.atLoad + builderReference.onClick);
    for (const phase of ['static', 'idle', 'click']) {
      const files = first.files.filter((f) => f.ours && f.phase === phase);
      console.log(`  ${phase.padEnd(6)} ${kb(sum((f) => f.phase === phase)).padStart(8)}  ${files.map((f) => `${f.path} ${f.gz} B`).join(', ')}`);
    }
    console.log(`  total  ${kb(total).padStart(8)}  (${total} B; target <= ${kb(limit)}: ${total <= limit ? 'met' : 'NOT met'})`);
    const times = (list, key) => list.map(({ probe }) => (probe[key] !== null ? probe[key] - probe.clickAt : NaN));
    const show = (label, list) => {
      if (!list.length) return;
      const image = times(list, 'imageAt');
      const open = times(list, 'openAt');
      console.log(`  ${label}: click to image median ${median(image).toFixed(1)} ms [${image.map((v) => v.toFixed(0)).join(', ')}]; to open event median ${median(open).toFixed(1)} ms [${open.map((v) => v.toFixed(0)).join(', ')}]`);
    };
    show('idle', result.idle);
    show('cold', result.cold);
  } finally {
    await browser.close();
    await demo.close();
  }
  console.log(`load average now ${load()}`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === (await import('node:path')).resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
