// WCAG 2.2 AA in every state of the lightbox on the demo gallery, on a desktop, on a phone and on a
// desktop in forced colours (side by side): the first view (the full lightbox held back), the full view, zoomed, the
// slideshow, the share menu, the video slot. In each: axe (axe.mjs), every control at least 24 x 24
// (2.5.8), Tab round the dialog with the focused control never entirely hidden (2.4.11); in the
// slideshow, a button for every swipe (2.5.7), on the phone too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkFile, useDemoSite } from './harness.mjs';
import { assertAccessible, open, quiet } from './axe.mjs';
import { assertFocusNotObscured, assertTargetSize } from './wcag22.mjs';
import { keepScreenshot } from '../release/screenshots.mjs';

const site = useDemoSite();
const FULL = '#glightbox-body';
const FIRST = '.vg-lightbox--first';
const CONTROLS = ':is(.vg-lightbox__ui, .vg-lightbox__video) :is(button, a, input, select)';
const SINGLE = 'a.elementor-button:has-text("Bekijk de plattegrond")';
const SLIDE_2 = 'a[data-elementor-lightbox-slideshow="galerij-1"] >> nth=1';
const VIDEO = 'a.elementor-button:has-text("Bekijk de video")';

const devices = {
  desktop: { viewport: { width: 1100, height: 800 }, mobile: false },
  phone: { viewport: { width: 390, height: 844 }, mobile: true },
  // The system's colours replace the page's: no contrast to compute (axe reads the page's text colours
  // over the forced background), the rest holds.
  'desktop in forced colours': { viewport: { width: 1100, height: 800 }, mobile: false, forcedColors: 'active', skip: ['color-contrast'] },
};

/**
 * Everything WCAG 2.2 asks of one state of the dialog `scope`; `controls`: how many at least. The
 * first view waits for its animations only (Vormgever's lazy work is not settled while the full
 * lightbox is held back).
 */
async function assertState(page, scope, label, controls, skip) {
  if (scope === FIRST) await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  else await quiet(page);
  await assertAccessible(page, label, { skip });
  await assertTargetSize(page, `${scope} ${CONTROLS}`, label, controls);
  return assertFocusNotObscured(page, scope, label);
}

const slideIndex = (page) => page.evaluate((full) => [...document.querySelectorAll(`${full} .gslide`)].findIndex((slide) => slide.matches('.current')), FULL);

/** Opens `link` (tapped on a phone) and waits for the full lightbox to have taken over, its media in. */
async function openFull(page, link, mobile, media = 'img') {
  await page.evaluate(() => (window.__ready = false));
  await (mobile ? page.tap(link) : page.click(link));
  await page.waitForFunction(() => window.__ready);
  await page.waitForSelector(`${FULL} .gslide.current ${media}`);
  await page.waitForFunction((full) => [...document.querySelectorAll(`${full} .gslide.current img`)].every((img) => img.complete), FULL);
}

async function closeFull(page) {
  await page.keyboard.press('Escape');
  await page.waitForSelector(FULL, { state: 'detached' });
}

describe('the lightbox in every state: axe, 24 x 24 targets, focus never hidden, a button for every swipe', { concurrency: true }, () => {
  for (const [device, { viewport, mobile, forcedColors, skip }] of Object.entries(devices)) {
    it(`on a ${device}`, async () => {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      const fullChunk = `/chunks/${chunkFile('src/islands/lightbox/mount.tsx')}`;
      const { context, page, problems } = await open(site, '/galerij', {
        viewport,
        mobile,
        forcedColors,
        setup: async (page) => {
          // The full lightbox held back until the first view has been checked.
          await page.route((url) => url.pathname === fullChunk, async (route) => {
            await held;
            await route.continue();
          });
          await page.addInitScript(() => document.addEventListener('vormgever:lightbox-ready', () => (window.__ready = true)));
        },
      });
      const at = (state) => `/galerij on a ${device} (lightbox: ${state})`;
      try {
        await assertAccessible(page, `/galerij on a ${device}`, { skip });
        // The first view: the picture as the dialog before React and GLightbox are in.
        await (mobile ? page.tap(SINGLE) : page.click(SINGLE));
        await page.waitForFunction((first) => document.querySelector(`${first} img`)?.complete, FIRST);
        assert.equal(await page.locator(FULL).count(), 0, 'the full lightbox is held back');
        assert.deepEqual(await assertState(page, FIRST, at('first view'), 1, skip), ['Sluiten']);

        release();
        await page.waitForFunction(() => window.__ready);
        await page.waitForSelector(FIRST, { state: 'detached' });
        const tools = await assertState(page, FULL, at('full view, one image'), 4, skip);
        for (const name of ['Sluiten', 'Zoomen', 'Delen']) assert.ok(tools.includes(name), `${name} is reached by Tab (${tools})`);

        await page.click(`${FULL} .vg-lightbox__zoom`);
        await page.waitForSelector(`${FULL} .gslide.current.zoomed`);
        assert.equal(await page.getAttribute(`${FULL} .vg-lightbox__zoom`, 'aria-pressed'), 'true');
        await assertState(page, FULL, at('zoomed'), 4, skip);
        await closeFull(page);

        // The slideshow: previous and next are buttons (2.5.7: swiping is never the only way), on a phone too.
        await openFull(page, SLIDE_2, mobile);
        assert.equal(await page.locator(`${FULL} .gslide`).count(), 4);
        const names = await assertState(page, FULL, at('slideshow'), 6, skip);
        // The listing's third screenshot (test/release/screenshots.mjs): the slideshow on a phone.
        if (device === 'phone') keepScreenshot(3, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
        for (const name of ['Vorige', 'Volgende', 'Sluiten']) assert.ok(names.includes(name), `${name} is reached by Tab`);
        for (const button of ['.vg-lightbox__previous', '.vg-lightbox__next', '.vg-lightbox__close']) {
          assert.ok(await page.locator(`${FULL} ${button}`).isVisible(), `${button} is shown`);
        }
        const before = await slideIndex(page);
        await page.click(`${FULL} .vg-lightbox__next`);
        assert.equal(await slideIndex(page), before + 1, 'the next button does what a swipe to the left does');
        await page.click(`${FULL} .vg-lightbox__previous`);
        assert.equal(await slideIndex(page), before, 'the previous button does what a swipe to the right does');

        // The share menu, open.
        await page.click(`${FULL} .vg-lightbox__share-button`);
        await page.waitForSelector(`${FULL} .vg-lightbox__share-menu:not([hidden])`);
        const shared = await assertState(page, FULL, at('share menu'), 10, skip);
        assert.ok(shared.includes('Afbeelding downloaden'), 'Tab reaches the share links');
        await page.keyboard.press('Escape');
        await closeFull(page);

        // The video slot.
        await openFull(page, VIDEO, mobile, 'video');
        await assertState(page, FULL, at('video'), 1, skip);
        // The vertical swipe's button (2.5.7): close.
        await page.click(`${FULL} .vg-lightbox__close`);
        await page.waitForSelector(FULL, { state: 'detached' });
        assert.deepEqual(problems(), []);
      } finally {
        release();
        await context.close();
      }
    });
  }
});
