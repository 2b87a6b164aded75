// The tap view in real Chromium: a phone's tap on a lightbox link that comes before the lightbox's
// first chunk shows the picture at once in a modal <dialog> (the entry's), which the first view takes
// over (the same dialog and picture) when the chunk arrives, and the full lightbox after it: one
// dialog in every frame, the picture in every frame, never moving. The chunks are held back by routes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chunkFile, launchBrowser, projectRoot, recordConsole, serveProject } from './harness.mjs';

const PAGE = '/test/browser/pages/lightbox.html';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let server;
let browser;
let chunks;

before(async () => {
  server = await serveProject();
  browser = await launchBrowser();
  chunks = { opener: chunkFile('src/islands/lightbox/opener.ts'), full: chunkFile('src/islands/lightbox/mount.tsx') };
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The lightbox test page with the lightbox's chunks held back; `release.opener()`, `release.full()` let them through. */
async function open(options = PHONE) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const messages = recordConsole(page);
  const release = {};
  for (const name of ['opener', 'full']) {
    const held = new Promise((resolve) => (release[name] = resolve));
    await page.route((url) => url.pathname === `/dist/chunks/${chunks[name]}`, async (route) => {
      await held;
      await route.continue();
    });
  }
  // A phone page has a viewport tag (without one a phone lays it out 980 px wide, where no tap view shows).
  await page.route(`${server.url}${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<head>', '<head><meta name="viewport" content="width=device-width,initial-scale=1">') });
  });
  await page.addInitScript(() => {
    window.__events = [];
    for (const type of ['open', 'ready', 'close']) document.addEventListener(`vormgever:lightbox-${type}`, () => window.__events.push(type));
  });
  await page.goto(`${server.url}${PAGE}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  return { page, context, messages, release };
}

/** The tap view's picture: loaded and visible. */
const tapShown = (page) =>
  page.waitForFunction(() => {
    const img = document.querySelector('dialog.vg-tap img');
    return img?.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
/** Every dialog in the page: open <dialog> elements and role="dialog" ones, each once. */
const openDialogs = () => new Set([...document.querySelectorAll('dialog[open], [role="dialog"]')]).size;

async function axe(page, selector) {
  await page.addScriptTag({ path: `${projectRoot}/node_modules/axe-core/axe.min.js` });
  return page.evaluate(async (context) => {
    const result = await window.axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

describe('the tap view (a phone, the lightbox chunk not in yet)', () => {
  it('shows the picture at once as a labelled modal dialog with focus inside, axe clean, the page out of reach', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    const state = await page.evaluate(() => {
      const dialog = document.querySelector('dialog.vg-tap');
      const link = document.querySelector('#single').getBoundingClientRect();
      return {
        modal: dialog.matches(':modal'),
        label: dialog.getAttribute('aria-label'),
        focusInside: dialog.contains(document.activeElement),
        // What a tap on the link's place would reach: the dialog, not the link.
        onLink: document.elementFromPoint(link.x + 4, link.y + 4)?.closest('dialog') === dialog,
        dialogs: document.querySelectorAll('dialog[open]').length,
      };
    });
    assert.deepEqual(state, { modal: true, label: 'Lightbox', focusInside: true, onLink: true, dialogs: 1 });
    assert.deepEqual(await axe(page, 'dialog.vg-tap'), []);
    release.opener();
    release.full();
    await context.close();
    assert.deepEqual(messages, []);
  });

  it('closes on Escape with focus back on the link; the chunk arriving later opens nothing', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'single');
    release.opener();
    release.full();
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(openDialogs), 0);
    assert.deepEqual(await page.evaluate(() => window.__events), []);
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('is taken over by the first view and then the full lightbox: one dialog and the picture in every frame, the picture never moving', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    await page.evaluate(() => {
      document.querySelector('dialog.vg-tap img').dataset.tap = 'yes';
      window.__frames = [];
      const frame = () => {
        const shown = Array.from(document.querySelectorAll('dialog[open] img, [role="dialog"] img')).filter(
          (img) => img.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        );
        const rect = shown[0]?.getBoundingClientRect();
        const dialogs = new Set([...document.querySelectorAll('dialog[open], [role="dialog"]')]).size;
        window.__frames.push({ dialogs, pictures: shown.length, box: rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round) });
        if (!window.__stop) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.waitForTimeout(100);
    release.opener();
    await page.waitForSelector('.vg-lightbox--first .gslide-title');
    // The same dialog and the same picture, now the first view's: its text and close button, the site's labels.
    const first = await page.evaluate(() => {
      const dialog = document.querySelector('.vg-lightbox--first');
      return {
        tag: dialog.localName,
        modal: dialog.matches(':modal'),
        picture: dialog.querySelector('img').dataset.tap,
        alt: dialog.querySelector('img').alt,
        title: dialog.querySelector('.gslide-title').textContent,
        focus: document.activeElement?.getAttribute('aria-label'),
      };
    });
    assert.deepEqual(first, { tag: 'dialog', modal: true, picture: 'yes', alt: 'Strand', title: 'Strand', focus: 'Sluiten' });
    await page.waitForTimeout(200);
    release.full();
    await page.waitForFunction(() => window.__events.includes('ready'));
    await page.waitForTimeout(400);
    const frames = await page.evaluate(() => ((window.__stop = true), window.__frames));
    assert.ok(frames.length > 5, `${frames.length} frames`);
    for (const frame of frames) {
      assert.equal(frame.dialogs, 1, JSON.stringify(frame));
      assert.equal(frame.pictures, 1, JSON.stringify(frame));
    }
    const [start] = frames;
    for (const frame of frames) for (let i = 0; i < 4; i++) assert.ok(Math.abs(frame.box[i] - start.box[i]) <= 1, `moved: ${JSON.stringify(start.box)} -> ${JSON.stringify(frame.box)}`);
    assert.equal(await page.locator('dialog').count(), 0, 'the tap view is gone with the first view');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Sluiten');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#glightbox-body', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'single');
    assert.deepEqual(await page.evaluate(() => window.__events), ['open', 'ready', 'close']);
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('goes, with one warning, when the lightbox refuses the link', async () => {
    const { page, context, messages, release } = await open();
    // An image-file address the lightbox does not load (url.ts: not http(s)), and an <img> shows nothing of.
    await page.evaluate(() => document.querySelector('main').insertAdjacentHTML('afterbegin', '<p><a id="refused" href="data:,x.png">Weg</a></p>'));
    await page.tap('#refused');
    await page.waitForSelector('dialog.vg-tap');
    release.opener();
    await page.waitForSelector('dialog', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'refused', messages.join('\n'));
    release.full();
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0], /lightbox not opened/);
    await context.close();
  });

  it('is not shown on a wide screen: there the lightbox chunk opens the first view', async () => {
    const { page, context, release } = await open({ viewport: { width: 1100, height: 700 } });
    await page.evaluate(() => document.querySelector('#single').click());
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(openDialogs), 0);
    release.opener();
    await page.waitForSelector('.vg-lightbox--first img');
    assert.equal(await page.evaluate(() => document.querySelector('.vg-lightbox--first').localName), 'div');
    release.full();
    await context.close();
  });
});
