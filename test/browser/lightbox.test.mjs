// The lightbox in real Chromium: open by click and by hash, the dialog (focus, Tab, Escape, arrows),
// the toolbar (counter, share, download), videos, lazy loading, reduced motion, and hostile links.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { launchBrowser, projectRoot, recordConsole, serveProject } from './harness.mjs';

const PAGES = '/test/browser/pages';
const VIDEO_HOSTS = /youtube|youtu\.be|ytimg|googlevideo|vimeo/;
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

let server;
let browser;
/** The TypeScript fixtures of the unit suite (vectors, exploits, hash spellings), bundled for Node. */
let fixtures;

before(async () => {
  server = await serveProject();
  browser = await launchBrowser();
  const bundle = await build({ entryPoints: [`${projectRoot}/test/unit/links-fixtures.ts`], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  fixtures = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page in a fresh context; video services and other hosts are answered locally and recorded. */
async function open(path, { hash = '', reducedMotion = 'no-preference', cases } = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 700 }, reducedMotion });
  const page = await context.newPage();
  const messages = recordConsole(page);
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route((url) => !url.href.startsWith(server.url), (route) => {
    const url = route.request().url();
    if (/\.(jpe?g|png|svg)(\?|$)/.test(url)) return route.fulfill({ contentType: 'image/svg+xml', body: PIXEL });
    return route.fulfill({ contentType: 'text/html', body: '<p>video</p>' });
  });
  await page.route('**/film.mp4', (route) => route.fulfill({ contentType: 'video/mp4', body: '' }));
  // Hostile relative addresses are allowed as images (they stay on the site): answer them, so that
  // the console shows only our warnings. Except "x", the source of the vectors' own <img src=x
  // onerror=...>: it stays a 404, so that such an image, if it were ever created, would fire.
  await page.route(
    (url) => url.href.startsWith(server.url) && !url.pathname.endsWith('/x') && !existsSync(`${projectRoot}${decodeURIComponent(url.pathname)}`),
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/svg+xml', body: PIXEL }) : route.fallback()),
  );
  await page.addInitScript((items) => {
    window.__cases = items;
    window.__events = [];
    for (const type of ['vormgever:lightbox-open', 'vormgever:lightbox-ready', 'vormgever:lightbox-close']) {
      document.addEventListener(type, (event) =>
        window.__events.push({ type, ...event.detail, overlay: document.querySelector('#glightbox-body .goverlay')?.className }),
      );
    }
  }, cases ?? []);
  await page.goto(`${server.url}${PAGES}/${path}${hash}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  return { page, context, messages, requests };
}

const settled = (page) => page.evaluate(() => window.vormgever.controller.settled());
const dialog = '#glightbox-body';
// The full lightbox has taken over from the first view (toolbar, focus, keys).
const opened = (page) => page.waitForFunction(() => window.__events.some((event) => event.type === 'vormgever:lightbox-ready'));
const closed = (page) => page.waitForSelector(dialog, { state: 'detached' });
const active = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || document.activeElement?.localName);
const text = (page, selector) => page.locator(selector).textContent();

async function clickAndOpen(page, selector) {
  await page.click(selector);
  await opened(page);
  await page.evaluate(() => (window.__events.length = 0));
}

describe('opening and closing', () => {
  for (const spelling of ['literal', 'server', 'encoded']) {
    it(`opens the ${spelling} action link by click; Escape closes; focus returns to the link`, async () => {
      const { page, context, messages } = await open('lightbox.html');
      await page.click(`#action-${spelling}`);
      await opened(page);
      const box = page.locator(dialog);
      assert.equal(await box.getAttribute('role'), 'dialog');
      assert.equal(await box.getAttribute('aria-modal'), 'true');
      assert.equal(await box.getAttribute('aria-label'), 'Lightbox');
      assert.equal(await active(page), 'Sluiten');
      assert.match(await page.locator(`${dialog} .gslide.current img`).getAttribute('src'), /lightbox-img\/2\.svg$/);
      assert.equal(await text(page, `${dialog} .gslide-title`), 'Actiefoto');
      await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current img')?.complete);
      await page.keyboard.press('Escape');
      await closed(page);
      assert.equal(await active(page), `action-${spelling}`);
      const events = await page.evaluate(() => window.__events.map((event) => `${event.type} ${event.index} ${event.slides.length}`));
      assert.deepEqual(events, ['vormgever:lightbox-open 0 1', 'vormgever:lightbox-ready 0 1', 'vormgever:lightbox-close 0 1']);
      assert.equal(await page.evaluate(() => window.vormgever.controller.liveIslands()), 0);
      assert.deepEqual(messages, []);
      await context.close();
    });
  }

  it('opens data-e-action-hash on an image, and closes with the close button', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#action-data');
    assert.equal(await text(page, `${dialog} .gslide-title`), 'Op de afbeelding');
    await page.click('.vg-lightbox__close');
    await closed(page);
    await context.close();
  });

  it('opens an image link with its title and description as text, no counter or previous/next', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#single');
    assert.equal(await text(page, `${dialog} .gslide-title`), 'Strand');
    assert.equal(await text(page, `${dialog} .gslide-desc`), 'Zon & zee');
    assert.equal(await page.locator('.vg-lightbox__counter').count(), 0);
    assert.equal(await page.locator('.vg-lightbox__nav').count(), 0);
    await context.close();
  });

  it('opens by hash only when an element on the page carries that link, in any spelling', async () => {
    const html = readFileSync(`${projectRoot}${PAGES}/lightbox.html`, 'utf8');
    const written = html.match(/id="action-server" href="([^"]+)"/)[1];
    for (const hash of [written, `#${decodeURIComponent(written.slice(1))}`]) {
      const { page, context, messages } = await open('lightbox.html', { hash });
      await opened(page);
      assert.equal(await text(page, `${dialog} .gslide-title`), 'Actiefoto');
      assert.ok(await page.evaluate(() => document.querySelector('#glightbox-body').contains(document.activeElement)));
      assert.deepEqual(messages, []);
      await context.close();
    }
  });

  it('ignores a hash that no element carries: the builder exploits do nothing', async () => {
    const { page, context, messages } = await open('lightbox.html');
    // A fresh load of the page per hash, in one tab (the query tells the loads apart).
    for (const [index, exploit] of fixtures.builderExploits.entries()) {
      await page.goto(`${server.url}${PAGES}/lightbox.html?load=${index}${fixtures.actionHash(exploit, 'server')}`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await settled(page);
      assert.equal(await page.locator(dialog).count(), 0);
      assert.equal(await page.evaluate((name) => window[name], fixtures.SENTINEL), undefined);
    }
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('leaves popups, download links and data-elementor-open-lightbox="no" alone', async () => {
    const { page, context } = await open('lightbox.html');
    const prevented = await page.evaluate(() =>
      ['popup', 'download', 'no', 'after'].map((id) => {
        let result;
        const record = (event) => {
          result = event.defaultPrevented;
          event.preventDefault();
        };
        window.addEventListener('click', record);
        document.getElementById(id).click();
        window.removeEventListener('click', record);
        return result;
      }),
    );
    assert.deepEqual(prevented, [false, false, false, false]);
    await settled(page);
    assert.equal(await page.locator(dialog).count(), 0);
    await context.close();
  });
});

describe('the dialog', () => {
  it('navigates a slideshow with the arrow keys and buttons; the counter and live region follow', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#g2');
    assert.equal(await text(page, '.vg-lightbox__counter'), '2 / 5');
    assert.equal(await text(page, '.vg-lightbox__live'), 'Afbeelding 2 van 5: Twee');
    assert.equal(await page.locator('.vg-lightbox__live').getAttribute('aria-live'), 'polite');
    await page.keyboard.press('ArrowRight');
    assert.equal(await text(page, '.vg-lightbox__counter'), '3 / 5');
    await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current .gslide-title')?.textContent === 'Drie');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    assert.equal(await text(page, '.vg-lightbox__counter'), '1 / 5');
    assert.equal(await text(page, '.vg-lightbox__live'), 'Afbeelding 1 van 5: Een');
    assert.equal(await page.locator('.vg-lightbox__previous').getAttribute('aria-disabled'), 'true');
    await page.click('.vg-lightbox__next');
    assert.equal(await text(page, '.vg-lightbox__counter'), '2 / 5');
    await context.close();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#g3');
    const seen = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      seen.push(await page.evaluate(() => [document.querySelector('#glightbox-body').contains(document.activeElement), document.activeElement.getAttribute('aria-label')]));
    }
    assert.ok(seen.every(([inside]) => inside), JSON.stringify(seen));
    const labels = [...new Set(seen.map(([, label]) => label))].sort();
    assert.deepEqual(labels, ['Delen', 'Sluiten', 'Volgende', 'Volledig scherm', 'Vorige', 'Zoomen']);
    await page.focus('.vg-lightbox__fullscreen');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await active(page), 'Volgende');
    await page.keyboard.press('Escape');
    await closed(page);
    assert.equal(await active(page), 'g3');
    await context.close();
  });

  it('toggles zoom on the current image', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#small');
    await page.click('.vg-lightbox__zoom');
    assert.equal(await page.locator('.vg-lightbox__zoom').getAttribute('aria-pressed'), 'true');
    await page.click('.vg-lightbox__zoom');
    assert.equal(await page.locator('.vg-lightbox__zoom').getAttribute('aria-pressed'), 'false');
    await context.close();
  });

  it('opens and closes without animations when the visitor prefers reduced motion', async () => {
    for (const reducedMotion of ['reduce', 'no-preference']) {
      const { page, context } = await open('lightbox.html', { reducedMotion });
      // The opening effect is the first view's (the full lightbox takes over without one). Read the
      // moment the first view is there: polling by frame can miss it when the full lightbox, already
      // in, takes over a frame later on a busy machine.
      await page.evaluate(() => {
        window.firstOverlay = new Promise((resolve) => {
          const seen = () => {
            const overlay = document.querySelector('.vg-lightbox--first .goverlay');
            if (overlay) resolve(getComputedStyle(overlay).animationDuration);
            return Boolean(overlay);
          };
          const observer = new MutationObserver(() => seen() && observer.disconnect());
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
        });
      });
      await page.click('#single');
      const duration = await page.evaluate(() => window.firstOverlay);
      assert.equal(duration !== '0s', reducedMotion !== 'reduce', `${reducedMotion}: ${duration}`);
      await opened(page);
      await page.keyboard.press('Escape');
      if (reducedMotion === 'reduce') assert.equal(await page.locator(dialog).count(), 0);
      await closed(page);
      await context.close();
    }
  });
});

describe('the first opening', () => {
  it('asks for the image before it renders the toolbar, and shows it opaque in the first frame it is loaded', async () => {
    const { page, context } = await open('lightbox.html');
    // An image the page does not show yet (answered by the route above), so that its request is the lightbox's.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p><a id="fresh" href="lightbox-img/not-shown-yet.svg">Nieuw</a></p>'));
    // The pointer rests on the link: the chunk comes in, and so does its stylesheet.
    await page.hover('#fresh');
    await page.waitForFunction(() => document.adoptedStyleSheets.length === 1);
    await settled(page);
    assert.equal(await page.locator(dialog).count(), 0);
    await page.evaluate(() => {
      window.__first = null;
      document.addEventListener('vormgever:lightbox-ready', () => (window.__openAt = performance.now()), { once: true });
      const frame = () => {
        const slide = document.querySelector('#glightbox-body .gslide.current');
        const img = slide?.querySelector('img');
        if (img?.complete && img.naturalWidth > 0) {
          window.__first = { opacity: getComputedStyle(slide).opacity, visible: img.checkVisibility({ opacityProperty: true, visibilityProperty: true }) };
        } else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.click('#fresh');
    await page.waitForFunction(() => window.__first !== null);
    const { first, requested, openAt } = await page.evaluate(() => ({
      first: window.__first,
      requested: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/lightbox-img/not-shown-yet.svg'))?.startTime,
      openAt: window.__openAt,
    }));
    assert.ok(requested < openAt, `image requested at ${requested}, toolbar and focus done at ${openAt}`);
    assert.deepEqual(first, { opacity: '1', visible: true });
    assert.equal(await active(page), 'Sluiten');
    await context.close();
  });
});

describe('the share menu', () => {
  it('shares the page address without its hash plus the slide\'s action link, and downloads the image', async () => {
    const { page, context } = await open('lightbox.html', { hash: '?utm=1#top' });
    await clickAndOpen(page, '#g2');
    await page.click('.vg-lightbox__share-button');
    const links = await page.$$eval('.vg-lightbox__share-menu a', (anchors) => anchors.map((a) => ({ network: a.dataset.network, href: a.getAttribute('href'), download: a.hasAttribute('download'), text: a.textContent })));
    const slideHash = await page.getAttribute('#g2', 'data-e-action-hash');
    const pageUrl = encodeURIComponent(`${server.url}${PAGES}/lightbox.html?utm=1${slideHash}`);
    const image = `${server.url}${PAGES}/lightbox-img/2.svg`;
    assert.deepEqual(links, [
      { network: 'facebook', href: `https://www.facebook.com/sharer.php?u=${pageUrl}`, download: false, text: 'Delen op Facebook' },
      { network: 'x', href: `https://x.com/intent/tweet?text=Twee&url=${pageUrl}`, download: false, text: 'Delen op X' },
      { network: 'pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${pageUrl}&media=${encodeURIComponent(image)}`, download: false, text: 'Pinnen' },
      { network: 'download', href: image, download: true, text: 'Afbeelding downloaden' },
    ]);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.vg-lightbox__share-menu').isHidden(), true);
    assert.equal(await page.locator(dialog).count(), 1);
    await context.close();
  });
});

describe('videos', () => {
  it('loads nothing from a video service before the visitor opens the video', async () => {
    const { page, context, requests } = await open('lightbox.html');
    await page.waitForTimeout(600);
    await settled(page);
    assert.deepEqual(requests.filter((url) => VIDEO_HOSTS.test(url)), []);
    await clickAndOpen(page, '#youtube');
    const src = await page.locator(`${dialog} iframe`).getAttribute('src');
    assert.equal(src, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?controls=1&rel=0&autoplay=1');
    // The iframe was put in just now (the lightbox chunk came with the click): let its request start.
    if (!requests.some((url) => VIDEO_HOSTS.test(url))) await page.waitForRequest((request) => VIDEO_HOSTS.test(request.url()), { timeout: 5000 });
    assert.deepEqual(requests.filter((url) => VIDEO_HOSTS.test(url)), [src]);
    await context.close();
  });

  it('embeds Vimeo with dnt=1 and plays hosted files in a <video> with whitelisted attributes', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#vimeo');
    assert.equal(await page.locator(`${dialog} iframe`).getAttribute('src'), 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    await page.keyboard.press('Escape');
    await closed(page);
    await clickAndOpen(page, '#hosted');
    const attributes = await page.$eval(`${dialog} video`, (video) => Object.fromEntries(Array.from(video.attributes, (a) => [a.name, a.value])));
    assert.deepEqual(Object.keys(attributes).sort(), ['aria-label', 'class', 'controls', 'muted', 'playsinline', 'preload', 'src']);
    assert.equal(attributes.src, `${server.url}${PAGES}/lightbox-img/film.mp4`);
    await context.close();
  });

  it('puts a slideshow video in only while its slide is current', async () => {
    const { page, context } = await open('lightbox.html');
    await clickAndOpen(page, '#inline');
    assert.equal(await text(page, '.vg-lightbox__counter'), '2 / 3');
    assert.equal(await page.locator(`${dialog} iframe`).count(), 0);
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator(`${dialog} iframe`).getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator(`${dialog} iframe`).count(), 0);
    await context.close();
  });
});

describe('lazy loading', () => {
  const meta = () => JSON.parse(readFileSync(`${projectRoot}/dist/meta.json`, 'utf8')).auto.outputs;
  /** The output file (dist/chunks/...) that holds a source file. */
  const chunkOf = (input) => Object.entries(meta()).find(([, output]) => Object.keys(output.inputs).includes(input))?.[0];

  it('keeps React, GLightbox and its CSS out of the entry and what it imports statically', () => {
    const outputs = meta();
    const eager = ['dist/vormgever.js', ...outputs['dist/vormgever.js'].imports.filter((item) => item.kind === 'import-statement').map((item) => item.path)];
    const inputs = eager.flatMap((file) => Object.keys(outputs[file].inputs));
    // Of the lightbox, only the few lines that ask for a link's picture at intent (picture.ts) and a
    // phone's tap view before the chunk (tap.ts).
    assert.ok(!inputs.some((input) => /node_modules\/(react|react-dom|scheduler|glightbox)\/|src\/islands\/lightbox\/(?!(picture|tap)\.ts$)/.test(input)), inputs.join(' '));
  });

  /** Paths of Vormgever's files the page asked for (the entry, its stylesheet, lazy chunks). */
  const ours = (requests) => requests.map((url) => new URL(url).pathname).filter((path) => /^\/dist\/(vormgever\.(js|css)|chunks\/)/.test(path));

  it('fetches only the entry and the stylesheet while the visitor reads, idle time included', async () => {
    for (const name of ['lightbox.html', 'lightbox-none.html']) {
      const { page, context, requests } = await open(name);
      await page.waitForTimeout(2000);
      assert.deepEqual(ours(requests).sort(), ['/dist/vormgever.css', '/dist/vormgever.js'], name);
      await context.close();
    }
  });

  it('fetches the lightbox chunks when the pointer enters a lightbox link, once, and opens from them', async () => {
    const chunk = chunkOf('src/islands/lightbox/mount.tsx').slice('dist'.length);
    const settings = chunkOf('src/settings/site.ts').slice('dist'.length);
    const { page, context, requests } = await open('lightbox.html');
    await page.hover('h1');
    await page.waitForTimeout(300);
    assert.ok(!requests.some((url) => url.endsWith(chunk)), 'not for the page around the links');
    await page.hover('#g1');
    await page.waitForFunction((path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)), chunk, { timeout: 5000 });
    await page.hover('#g2');
    await page.focus('#single');
    await clickAndOpen(page, '#g2');
    assert.equal(requests.filter((url) => url.endsWith(chunk)).length, 1, 'never fetched twice');
    assert.equal(requests.filter((url) => url.endsWith(settings)).length, 1, 'the settings chunk comes with it, once');
    await context.close();
  });

  it('fetches them when a lightbox link gets focus, and when a touch starts on one', async () => {
    const chunk = chunkOf('src/islands/lightbox/mount.tsx').slice('dist'.length);
    const has = (page) => page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)), chunk);
    const focused = await open('lightbox.html');
    await focused.page.focus('#single');
    await focused.page.waitForFunction((path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)), chunk, { timeout: 5000 });
    await focused.context.close();
    const context = await browser.newContext({ viewport: { width: 400, height: 700 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}${PAGES}/lightbox.html`);
    await page.waitForFunction(() => window.vormgever?.controller);
    const box = await page.locator('#single').boundingBox();
    const cdp = await context.newCDPSession(page);
    // Only the start of a touch (no end, so no click): the pointer events of a touch fire pointerover.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 4, y: box.y + 4 }] });
    await page.waitForFunction((path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)), chunk, { timeout: 5000 });
    assert.equal(await page.locator(dialog).count(), 0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    assert.ok(await has(page));
    await context.close();
  });

  it('with Data Saver on, fetches them only on the click', async () => {
    const chunk = chunkOf('src/islands/lightbox/mount.tsx').slice('dist'.length);
    const context = await browser.newContext({ viewport: { width: 1100, height: 700 } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}${PAGES}/lightbox.html`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.hover('#g1');
    await page.focus('#single');
    await page.waitForTimeout(500);
    assert.deepEqual(ours(requests).sort(), ['/dist/vormgever.css', '/dist/vormgever.js']);
    await page.click('#g1');
    await page.waitForSelector(dialog);
    assert.equal(requests.filter((url) => url.endsWith(chunk)).length, 1);
    await context.close();
  });

  it('loads the video checker only when a video is opened', async () => {
    const video = chunkOf('src/links/video.ts').slice('dist'.length);
    assert.notEqual(video, chunkOf('src/islands/lightbox/mount.tsx').slice('dist'.length));
    const { page, context, requests } = await open('lightbox.html');
    await clickAndOpen(page, '#g2');
    await page.keyboard.press('Escape');
    await closed(page);
    assert.ok(!requests.some((url) => url.endsWith(video)), 'no video checker for images');
    await clickAndOpen(page, '#youtube');
    assert.equal(requests.filter((url) => url.endsWith(video)).length, 1);
    assert.match(await page.locator(`${dialog} iframe`).getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await context.close();
  });
});

describe('hostile links', () => {
  const SENTINEL = '__vgXss';

  /** Every vector in every string field, as action links (href and data-e-action-hash) and as image-link attributes. */
  function hostileCases() {
    const cases = [];
    for (const payload of fixtures.builderExploits) cases.push({ attributes: { href: fixtures.actionHash(payload, 'server') } });
    for (const vector of fixtures.xssVectors) {
      for (const payload of fixtures.payloadsWith(vector)) cases.push({ attributes: { href: fixtures.actionHash(payload, 'literal') } });
      cases.push({ tag: 'span', attributes: { 'data-e-action-hash': fixtures.actionHash({ type: 'image', url: vector, title: vector }, 'encoded') } });
      cases.push({ attributes: { href: 'lightbox-img/1.svg', 'data-elementor-lightbox-title': vector, 'data-elementor-lightbox-description': vector } });
      cases.push({ attributes: { href: '#video', 'data-elementor-lightbox-video': vector, 'data-elementor-lightbox-title': vector } });
      cases.push({ attributes: { href: `${vector.replace(/[?#]/g, '')}/x.jpg` } });
    }
    return cases;
  }

  it('would notice a payload that runs (control)', async () => {
    const { page, context } = await open('lightbox-xss.html');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__vgXss = 1">'));
    await page.waitForFunction((name) => window[name] === 1, SENTINEL);
    await context.close();
  });

  it('never runs a payload, by click (each link: a lightbox with text, or one warning)', async () => {
    const cases = hostileCases();
    const { page, context, messages } = await open('lightbox-xss.html', { cases, reducedMotion: 'reduce' });
    for (let index = 0; index < cases.length; index++) {
      const before = messages.length;
      await page.click(`#case-${index}`);
      await settled(page);
      const shown = (await page.locator(dialog).count()) === 1;
      const said = messages.slice(before);
      assert.equal(said.length, shown ? 0 : 1, `case ${index}: ${JSON.stringify(cases[index])} ${JSON.stringify(said)}`);
      if (!shown) assert.match(said[0], /^warning: \[vormgever\] lightbox not opened: /);
      if (shown) {
        const unsafe = await page.$$eval(`${dialog} *`, (elements) =>
          elements.filter((element) => /^(script|object|embed|math|details)$/.test(element.localName) || Array.from(element.attributes).some((a) => /^on/i.test(a.name) || a.name === 'srcdoc')).map((element) => element.outerHTML),
        );
        assert.deepEqual(unsafe, [], `case ${index}`);
        await page.keyboard.press('Escape');
        await closed(page);
      }
    }
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate((name) => window[name], SENTINEL), undefined);
    await context.close();
  });

  it('never runs a payload, by hash, when the page itself carries the hostile link', async () => {
    const payloads = [...fixtures.builderExploits, ...fixtures.payloadsWith(fixtures.xssVectors[0]), ...fixtures.payloadsWith(fixtures.xssVectors[3])];
    // A fresh page load per hash (the query tells the loads apart), three tabs at a time; each load's
    // one link comes from sessionStorage, read by an init script before the page's own script.
    const visit = async ({ page, messages }, payload, index) => {
      const hash = fixtures.actionHash(payload, 'server');
      await page.evaluate((items) => sessionStorage.setItem('vg-cases', JSON.stringify(items)), [{ attributes: { href: hash } }]);
      const before = messages.length;
      await page.goto(`${server.url}${PAGES}/lightbox-xss.html?load=${index}${hash}`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await settled(page);
      const shown = (await page.locator(dialog).count()) === 1;
      const said = messages.slice(before);
      assert.equal(said.length, shown ? 0 : 1, JSON.stringify([payload, said]));
      await page.waitForTimeout(100);
      assert.equal(await page.evaluate((name) => window[name], SENTINEL), undefined, JSON.stringify(payload));
    };
    const queue = payloads.map((payload, index) => [payload, index]);
    await Promise.all([1, 2, 3].map(async () => {
      const tab = await open('lightbox-xss.html');
      await tab.page.addInitScript(() => (window.__cases = JSON.parse(sessionStorage.getItem('vg-cases') ?? '[]')));
      while (queue.length) await visit(tab, ...queue.shift());
      await tab.context.close();
    }));
  });
});
