// The phone profile: a slow phone's first tap on a picture, and on a switch, side by side with the limit.
// Chromium through CDP: a 390 x 844 touch viewport (isMobile, an Android user agent), 4x CPU slowdown
// (Emulation.setCPUThrottlingRate), 150 ms round trip and 1.6 Mbit/s down, 750 kbit/s up
// (Network.emulateNetworkConditions: the usual "slow 4G" profile). The server here sends scripts,
// stylesheets and pages gzip-encoded as a real server does, pictures with a cache lifetime. Every
// visit is a fresh browser context: a cold cache. Contenders alternate, each on a page of its own,
// for each of three pictures (`pictures` below: a tiny one, so that its own bytes hide nothing; the
// demo's map; a 100 KB photo that no compression makes smaller):
//   /phone/vormgever-<picture>.html  dist/vormgever.css + dist/vormgever.js, a single-image action link
//   /phone/limit-<picture>.html      the same page and link, no lightbox code: a bare <dialog> that gets
//                                    the <img> on the click (an inline script of a few lines)
//   /phone/switch.html     fixtures/gf210-orbital.html with Vormgever (its slide-check switches)
//   /phone/switch-bare.html the same form without Vormgever
// A tap is a real touch (CDP Input.dispatchTouchEvent): touchStart, 50 ms held (the short end of a
// phone tap: pointerdown comes 50-100 ms before the click), touchEnd. Timed in the page: from
// pointerdown to the first animation frame in which a new <img> is loaded (complete, naturalWidth > 0)
// and visible (in the viewport, checkVisibility with opacity and visibility).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodePng, ensureImages } from '../demo/make-images.mjs';
import { labelOf, projectRoot } from '../test/size.mjs';

export const phoneProfile = { width: 390, height: 844, cpu: 4, latency: 150, down: 1.6e6 / 8, up: 750e3 / 8, hold: 50 };
export const phoneMargin = 30; // tap to image: at most the limit + 30 ms (issue 43; issue 24 had 50)

/** A PNG of noise (a fixed seed): no compression makes it smaller, so its bytes are what is sent. */
function noisePng(width, height) {
  const rgb = new Uint8Array(width * height * 3);
  let seed = 24;
  for (let i = 0; i < rgb.length; i++) rgb[i] = (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
  return encodePng(width, height, rgb);
}
/** A small PNG of two colours in bands: a few hundred bytes. */
function bandsPng(width, height) {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set((i % width) >> 4 & 1 ? [11, 83, 148] : [240, 200, 60], i * 3);
  return encodePng(width, height, rgb);
}
// Made in memory when the server starts (below), served under /phone/.
const made = { '/phone/klein.png': () => bandsPng(64, 48), '/phone/foto.png': () => noisePng(184, 180) };

/** The pictures each contender's link shows, in the order they are printed. */
export const pictures = [
  { name: 'tiny', label: 'a tiny picture (64 x 48 PNG)', url: '/phone/klein.png', title: 'Het stadhuis' },
  { name: 'map', label: "the demo's map (16.7 KB PNG)", url: '/demo/public/images/plattegrond.png', title: 'Plattegrond van het centrum' },
  { name: 'photo', label: 'a 100 KB photo (incompressible PNG)', url: '/phone/foto.png', title: 'De markt' },
];
const byName = Object.fromEntries(pictures.map((picture) => [picture.name, picture]));
const actionLink = ({ url, title }) =>
  `#elementor-action:action=lightbox&settings=${Buffer.from(JSON.stringify({ type: 'image', id: 31, url, title, description: 'Het centrum met het stadhuis en de markt.' })).toString('base64')}`;

function page({ head = '', body = '', script = '' }) {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Plattegrond</title><link rel="icon" href="data:,">${head}
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem}.knop{display:inline-block;padding:.8em 1.2em;background:#0b5394;color:#fff;text-decoration:none;border-radius:4px}</style>
</head><body><main><h1>Plattegrond en rondleiding</h1><p>Bekijk de plattegrond van het centrum, met het stadhuis en de markt.</p>
${body}</main>${script}</body></html>`;
}

const link = (picture) => `<p><a id="tap" class="knop" href="${actionLink(picture)}">Bekijk de plattegrond</a></p>`;
// The limit: what no lightbox can beat. The click opens a modal <dialog> and only then asks for the picture.
const limitScript = ({ url, title }) => `<script>document.getElementById('tap').addEventListener('click', (event) => {
  event.preventDefault();
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', 'Plattegrond');
  const img = document.createElement('img');
  img.alt = ${JSON.stringify(title)};
  img.style.maxWidth = '100%';
  img.src = ${JSON.stringify(url)};
  dialog.append(img);
  document.body.append(dialog);
  dialog.showModal();
});</script>`;
// The floor: what no lightbox can beat on a phone's tap. No lightbox code either, but the picture is asked
// for the moment the finger touches the link (pointerdown: a touch's pointerover and pointerdown come in
// the same task, as it starts), and the click puts that same <img> in a bare <dialog>.
const floorScript = ({ url, title }) => `<script>const link = document.getElementById('tap');
let img;
link.addEventListener('pointerdown', () => {
  img ??= document.createElement('img');
  img.alt = ${JSON.stringify(title)};
  img.style.maxWidth = '100%';
  img.src = ${JSON.stringify(url)};
});
link.addEventListener('click', (event) => {
  event.preventDefault();
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', 'Plattegrond');
  dialog.append(img);
  document.body.append(dialog);
  dialog.showModal();
});</script>`;
const form = () => readFileSync(join(projectRoot, 'fixtures/gf210-orbital.html'), 'utf8');
const reveal = `<script>document.querySelectorAll('.gform_wrapper').forEach((w) => { w.style.display = ''; });</script>`;
const ours = { head: '<link rel="stylesheet" href="/dist/vormgever.css">', script: '<script type="module" src="/dist/vormgever.js"></script>' };
// `--against <dist>`: another build's dist/ (served under /against/), a contender of its own on the same page.
const theirs = { head: '<link rel="stylesheet" href="/against/vormgever.css">', script: '<script type="module" src="/against/vormgever.js"></script>' };

const pages = {
  ...Object.fromEntries(
    pictures.flatMap((picture) => [
      [`/phone/vormgever-${picture.name}.html`, () => page({ head: ours.head, body: link(picture), script: ours.script })],
      [`/phone/limit-${picture.name}.html`, () => page({ body: link(picture), script: limitScript(picture) })],
      [`/phone/floor-${picture.name}.html`, () => page({ body: link(picture), script: floorScript(picture) })],
      [`/phone/against-${picture.name}.html`, () => page({ head: theirs.head, body: link(picture), script: theirs.script })],
    ]),
  ),
  '/phone/switch.html': () => page({ head: ours.head, body: form(), script: reveal + ours.script }),
  '/phone/switch-bare.html': () => page({ body: form(), script: reveal }),
};

const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.html': 'text/html; charset=utf-8' };

/** The project's files and the phone pages, text gzip-encoded (as a real server sends them); `against`: another build's dist/ under /against/. */
export async function servePhone(against) {
  ensureImages(join(projectRoot, 'demo/public/images'));
  const images = Object.fromEntries(Object.entries(made).map(([path, make]) => [path, make()]));
  const gzipped = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let body;
    let type;
    if (pages[path]) [body, type] = [Buffer.from(pages[path]()), types['.html']];
    else if (images[path]) [body, type] = [images[path], types['.png']];
    else {
      const [folder, rest] = against && path.startsWith('/against/') ? [against, path.slice('/against'.length)] : [projectRoot, path];
      const file = normalize(join(folder, rest));
      if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
      [body, type] = [readFileSync(file), types[extname(file)] ?? 'application/octet-stream'];
    }
    const headers = { 'content-type': type, 'cache-control': type.startsWith('image/') ? 'max-age=3600' : 'no-cache' };
    if (/^text\//.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${path}:${body.length}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 6 }));
      body = gzipped.get(key);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))) };
}

// In the page, before anything else: pointerdown's time, the click's, then every frame: a new <img>,
// loaded and visible?
function tapProbe() {
  const probe = (window.__tap = { downAt: null, clickAt: null, imageAt: null, dialogAt: null });
  // When a dialog is first in the page (Vormgever's first view, or the limit's <dialog>).
  new MutationObserver(() => {
    if (probe.downAt !== null && probe.dialogAt === null && document.querySelector('[role="dialog"],dialog[open]')) probe.dialogAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'open'] });
  const visible = (img) => {
    const r = img.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    return img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  addEventListener('click', () => (probe.clickAt ??= performance.now()), true);
  addEventListener(
    'pointerdown',
    () => {
      if (probe.downAt !== null) return;
      probe.downAt = performance.now();
      const before = new Set(document.images);
      const frame = () => {
        for (const img of document.querySelectorAll('img')) {
          if (!before.has(img) && img.complete && img.naturalWidth > 0 && visible(img)) return void (probe.imageAt = performance.now());
        }
        if (performance.now() - probe.downAt < 15000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

// The first interaction's longest event (Event Timing: pointerdown, pointerup, click), in the page.
function eventProbe() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const phoneUserAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A fresh context (cold cache) on the phone profile, with the page loaded. */
async function phonePage(browser, url, init) {
  const { width, height, cpu, latency, down, up } = phoneProfile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: phoneUserAgent });
  const page = await context.newPage();
  for (const script of init) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: down, uploadThroughput: up });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  const load = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  return { context, page, cdp, load };
}

async function tap(page, cdp, selector) {
  const box = await page.locator(selector).boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(phoneProfile.hold);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One visit: load, 1 s for the page to settle, a tap on the link; times in the page's clock. */
async function tapVisit(browser, base, contender, { waterfall = false } = {}) {
  const { context, page, cdp, load } = await phonePage(browser, `${base}/phone/${contender}.html`, [tapProbe]);
  try {
    if (/^(vormgever|against)/.test(contender)) await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 30000 });
    await page.waitForTimeout(1000);
    await tap(page, cdp, '#tap');
    await page.waitForFunction(() => window.__tap.imageAt !== null, null, { timeout: 20000, polling: 50 }).catch(() => {});
    const probe = await page.evaluate(() => window.__tap);
    // When the picture was asked for and when it was in, from pointerdown (Resource Timing).
    const picture = await page.evaluate((downAt) => {
      const entry = performance.getEntriesByType('resource').find((item) => /\.png$/.test(new URL(item.name).pathname) && item.startTime >= downAt - 200);
      return entry ? { start: entry.startTime - downAt, end: entry.responseEnd - downAt } : null;
    }, probe.downAt);
    let requests = [];
    if (waterfall) {
      // Everything the tap asked for, until it is quiet (the full lightbox comes after the picture).
      await page.waitForTimeout(2500);
      requests = await page.evaluate((downAt) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= downAt - 100)
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime - downAt, end: entry.responseEnd - downAt, bytes: entry.encodedBodySize })),
        probe.downAt,
      );
    }
    const since = (at) => (at === null ? NaN : at - probe.downAt);
    return { load, tapToImage: since(probe.imageAt), downToClick: since(probe.clickAt), toDialog: since(probe.dialogAt), pictureAsked: picture?.start ?? NaN, pictureIn: picture?.end ?? NaN, requests };
  } finally {
    await context.close();
  }
}

/** The first tap on a switch: the longest event of that interaction, and whether the input toggled. */
async function switchVisit(browser, base, contender) {
  const { context, page, cdp, load } = await phonePage(browser, `${base}/phone/${contender}.html`, [eventProbe]);
  try {
    if (contender === 'switch') await page.waitForFunction(() => window.vormgever?.controller !== undefined, null, { timeout: 30000 });
    await page.waitForTimeout(1000);
    const input = page.locator('#choice_1_5_1');
    await input.scrollIntoViewIfNeeded();
    const before = await input.isChecked();
    // The label next to the input: what a finger hits (the native input is small, the switch draws over it).
    await tap(page, cdp, 'label[for="choice_1_5_1"]');
    await page.waitForTimeout(800);
    const events = await page.evaluate(() => window.__events);
    const toggled = (await input.isChecked()) !== before;
    return { load, longest: events.length ? Math.max(...events.map((event) => event.duration)) : 0, toggled };
  } finally {
    await context.close();
  }
}

/**
 * `rounds` alternating rounds of each contender and picture (`only`: the names of the pictures to
 * tap, all by default); the waterfall of Vormgever's first tap on the first of them.
 */
export async function phoneBench(browser, { rounds = 7, waterfall: withWaterfall = true, only = pictures.map((picture) => picture.name), against } = {}) {
  const server = await servePhone(against);
  try {
    const runs = { switch: [], 'switch-bare': [] };
    const contenders = against ? ['vormgever', 'floor', 'limit', 'against'] : ['vormgever', 'floor', 'limit'];
    for (const name of only) for (const contender of contenders) runs[`${contender}-${name}`] = [];
    let waterfall = null;
    for (let round = 0; round < rounds; round++) {
      for (const name of only) {
        // Each contender first in turn.
        const order = [...contenders.slice(round % contenders.length), ...contenders.slice(0, round % contenders.length)];
        for (const contender of order.map((who) => `${who}-${name}`)) {
          const result = await tapVisit(browser, server.url, contender, { waterfall: withWaterfall && contender.startsWith('vormgever') && !waterfall });
          if (result.requests.length) waterfall = { picture: byName[name], requests: result.requests };
          runs[contender].push(result);
        }
      }
      for (const contender of round % 2 ? ['switch-bare', 'switch'] : ['switch', 'switch-bare']) runs[contender].push(await switchVisit(browser, server.url, contender));
    }
    return { runs, waterfall };
  } finally {
    await server.close();
  }
}

/** The phone section's tables (bench/run.mjs and `node bench/phone.mjs`). */
export async function printPhone({ runs, waterfall }, { printTable, ms, ratio, median, left, right, timed }) {
  const image = (name) => runs[name].map((run) => run.tapToImage);
  const figures = (list) => ['load', 'downToClick', 'toDialog'].map((key) => ms(median(list.map((run) => run[key])), 0));
  const each = (values) => values.map((value) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a')).join(' / ');
  const { width, height, cpu, latency, down, hold } = phoneProfile;
  const rows = [];
  const asked = (list) => `${ms(median(list.map((run) => run.pictureAsked)), 0)} / ${ms(median(list.map((run) => run.pictureIn)), 0)}`;
  const row = (label, name) => [label, ms(median(image(name)), 0), ...figures(runs[name]), asked(runs[name]), each(image(name))];
  const signed = (value) => `${value >= 0 ? '+' : ''}${ms(value, 0)}`;
  for (const picture of pictures.filter(({ name }) => runs[`vormgever-${name}`])) {
    const [ours, floor, limit] = ['vormgever', 'floor', 'limit'].map((who) => median(image(`${who}-${picture.name}`)));
    // The target's reference: the floor, but for the tiny picture (the limit, as before issue 50).
    const [reference, to] = picture.name === 'tiny' ? [limit, 'limit'] : [floor, 'floor'];
    rows.push(
      row(`${picture.label}: Vormgever`, `vormgever-${picture.name}`),
      row('  the floor (no lightbox code: the picture asked for at the touch, a bare <dialog> on the click)', `floor-${picture.name}`),
      row('  the limit (no lightbox code: a bare <dialog> that asks for the <img> on the click)', `limit-${picture.name}`),
      ['  Vormgever - the floor', signed(ours - floor), ratio(ours / floor), '', '', '', to === 'floor' ? `target <= +${phoneMargin} ms: ${timed(ours - floor <= phoneMargin)}` : ''],
      ['  Vormgever - the limit', signed(ours - limit), ratio(ours / limit), '', '', '', to === 'limit' ? `target <= +${phoneMargin} ms: ${timed(ours - limit <= phoneMargin)}` : ''],
    );
    if (runs[`against-${picture.name}`]) {
      const theirs = median(image(`against-${picture.name}`));
      rows.push(row('  the other build (--against)', `against-${picture.name}`), [`  the other build - the ${to}`, signed(theirs - reference), ratio(theirs / reference), '', '', '', '']);
    }
  }
  printTable(
    `phone profile (${width} x ${height} touch, ${cpu}x CPU, ${latency} ms round trip, ${((down * 8) / 1e6).toFixed(1)} Mbit/s down, gzip, cold cache): a single-image action link, ${runs[Object.keys(runs).find((key) => key.startsWith('vormgever-'))].length} alternating round(s), medians`,
    [left('picture: contender'), right('tap to image'), right('page load'), right('to the click'), right('to the dialog'), right('picture asked / in'), left('each round (tap to image, ms)')],
    rows,
    {
      note: [
        `tap to image: from pointerdown to the first frame with the new <img> loaded and visible; to the click, to the dialog: from pointerdown to the click event, to a dialog in the page;`,
        `picture asked / in: its request's start and its last byte (Resource Timing), from pointerdown; a tap is touchStart, ${hold} ms held, touchEnd; in a difference's row, the second figure is the ratio.`,
        `Targets: Vormgever at most the floor + ${phoneMargin} ms; the tiny picture at most the limit + ${phoneMargin} ms (its bytes hide nothing: the floor is the round trip itself).`,
      ],
    },
  );
  if (waterfall?.requests.length) {
    printTable(
      `what Vormgever's first tap on ${waterfall.picture.label} asked for (Resource Timing, ms from pointerdown; bytes as sent, gzip-encoded; the picture is asked for when the touch starts, the full lightbox once it is on the screen)`,
      [left('file'), right('requested'), right('arrived'), right('bytes')],
      waterfall.requests.sort((a, b) => a.start - b.start).map((request) => [labelOf(request.path), request.start.toFixed(0), request.end.toFixed(0), request.bytes.toLocaleString('en-US')]),
    );
  }
  const longest = (name) => median(runs[name].map((run) => run.longest));
  const toggled = (name) => `${runs[name].filter((run) => run.toggled).length} / ${runs[name].length}`;
  printTable(
    'the first tap on a switch (fixtures/gf210-orbital.html, same profile): the longest event of that interaction (Event Timing API; under 16 ms is not reported: 0)',
    [left('page'), right('longest event'), right('toggled at the first tap'), right('page load')],
    [
      ['Vormgever (the native input is the switch)', ms(longest('switch'), 0), toggled('switch'), ms(median(runs.switch.map((run) => run.load)), 0)],
      ['the same form without Vormgever', ms(longest('switch-bare'), 0), toggled('switch-bare'), ms(median(runs['switch-bare'].map((run) => run.load)), 0)],
    ],
  );
}

// `node bench/phone.mjs [--rounds N] [--pictures tiny,map,photo] [--against <another build's dist/>]`
// (after `node build.mjs`): the phone section alone.
if (process.argv[1] && new URL(import.meta.url).pathname === (await import('node:path')).resolve(process.argv[1])) {
  const { launchBrowser } = await import('../test/browser/harness.mjs');
  const table = await import('./table.mjs');
  const at = process.argv.indexOf('--rounds');
  const rounds = at > 0 ? Number(process.argv[at + 1]) : 7;
  const which = process.argv.indexOf('--pictures');
  const only = which > 0 ? process.argv[which + 1].split(',') : undefined;
  const other = process.argv.indexOf('--against');
  const against = other > 0 ? (await import('node:path')).resolve(process.argv[other + 1]) : undefined;
  console.log(`phone bench: ${rounds} round(s), load average ${table.loadAverage()}`);
  const browser = await launchBrowser({ full: true });
  try {
    const result = await phoneBench(browser, { rounds, only, against });
    await printPhone(result, { ...table, left: (label) => ({ label, align: 'left' }), right: (label) => ({ label }), timed: (ok) => (rounds < 3 ? 'too few rounds for a verdict' : ok ? 'met' : 'NOT met') });
  } finally {
    await browser.close();
  }
  console.log(`load average now ${table.loadAverage()}`);
}
