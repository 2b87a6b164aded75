// The lightbox's first view in real Chromium: the picture shows before React and GLightbox are in, as
// an accessible dialog, and the full lightbox takes it over without a second dialog, a flash or a jump.
// The full lightbox's chunk is held back by a route until the test lets it through.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useProjectSite } from './harness.mjs';
import { assertSteady, axe, openHeld, recordFrames, stopFrames } from './views.mjs';

const FIRST = '.vg-lightbox--first';
const FULL = 'src/islands/lightbox/mount.tsx';
const site = useProjectSite();

/** The lightbox test page with the full lightbox held back; `release()` lets it through. */
async function open({ viewport = { width: 1100, height: 700 }, mobile = false } = {}) {
  const held = await openHeld(site.browser, site.server, { hold: [FULL], options: { viewport, isMobile: mobile, hasTouch: mobile } });
  return { ...held, release: held.release[FULL] };
}

/** Waits for the first view's picture: loaded and visible. */
const pictureShown = (page) =>
  page.waitForFunction((first) => {
    const img = document.querySelector(`${first} img`);
    return img?.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }, FIRST);
const active = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label'));
const dialogs = (page) => page.evaluate(() => document.querySelectorAll('[role="dialog"]').length);

describe('the first view', () => {
  it('shows the picture before the full lightbox is in, as a labelled modal dialog with focus inside, axe clean', async () => {
    const { page, context, messages, release } = await open();
    await page.click('#single');
    await pictureShown(page);
    assert.equal(await page.locator('#glightbox-body').count(), 0, 'the full lightbox is held back');
    const box = page.locator(FIRST);
    assert.equal(await dialogs(page), 1);
    assert.equal(await box.getAttribute('role'), 'dialog');
    assert.equal(await box.getAttribute('aria-modal'), 'true');
    assert.equal(await box.getAttribute('aria-label'), 'Lightbox');
    assert.equal(await active(page), 'Sluiten');
    assert.equal(await page.locator(`${FIRST} .gslide-title`).textContent(), 'Strand');
    assert.equal(await page.evaluate(() => document.querySelector('main')?.hasAttribute('inert') ?? document.body.firstElementChild.hasAttribute('inert')), true);
    assert.deepEqual(await axe(page, FIRST), []);
    release();
    await context.close();
    assert.deepEqual(messages, []);
  });

  it('closes on Escape with focus back on the link, and the full lightbox arriving later opens nothing', async () => {
    const { page, context, messages, release } = await open();
    await page.click('#single');
    await pictureShown(page);
    await page.keyboard.press('Escape');
    assert.equal(await dialogs(page), 0);
    assert.equal(await active(page), 'single');
    release();
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.waitForTimeout(300);
    assert.equal(await dialogs(page), 0);
    assert.equal(await page.locator('#glightbox-body, .vormgever-lightbox').count(), 0);
    // One opening, ended in its first view: open and close, never ready.
    assert.deepEqual(await page.evaluate(() => window.__events), ['open', 'close']);
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('does not lose a tap on its close button before the full lightbox is ready', async () => {
    const { page, context, release } = await open({ viewport: { width: 390, height: 844 }, mobile: true });
    await page.tap('#single');
    await pictureShown(page);
    await page.tap(`${FIRST} .vg-lightbox__close`);
    assert.equal(await dialogs(page), 0);
    assert.equal(await active(page), 'single');
    release();
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#glightbox-body').count(), 0);
    await context.close();
  });

  it('keeps the slide the visitor moved to with the arrow keys', async () => {
    const { page, context, release } = await open();
    await page.click('#g1');
    await pictureShown(page);
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator(`${FIRST} .gslide-title`).textContent(), 'Twee');
    release();
    await page.waitForFunction(() => window.__events.includes('ready'));
    await page.waitForFunction(() => document.querySelector('.vg-lightbox__counter')?.textContent?.startsWith('2 /'));
    await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current .gslide-title')?.textContent === 'Twee');
    await context.close();
  });
});

describe('the hand-over to the full lightbox', () => {
  for (const [name, options] of [
    ['desktop', {}],
    ['phone', { viewport: { width: 390, height: 844 }, mobile: true }],
  ]) {
    it(`(${name}) never shows two dialogs or none, never a frame without the picture, and the picture does not move`, async () => {
      const { page, context, messages, release } = await open(options);
      await page.click('#single');
      await pictureShown(page);
      // Its opening effect (the slide scales in) done: from then on nothing may move.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      // Every frame from now on: the dialogs in the page, and the visible picture's box.
      await recordFrames(page);
      await page.waitForTimeout(100);
      release();
      await page.waitForFunction(() => window.__events.includes('ready'));
      await page.waitForTimeout(400);
      assertSteady(await stopFrames(page));
      assert.equal(await page.locator('.vg-lightbox--first').count(), 0);
      assert.equal(await page.locator('#glightbox-body').getAttribute('role'), 'dialog');
      assert.equal(await active(page), 'Sluiten');
      assert.ok(await page.locator('.vg-lightbox__counter, .vg-lightbox__share-button').count(), 'the toolbar is there');
      await page.keyboard.press('Escape');
      await page.waitForSelector('#glightbox-body', { state: 'detached' });
      assert.equal(await active(page), 'single');
      assert.deepEqual(messages, []);
      await context.close();
    });
  }
});
