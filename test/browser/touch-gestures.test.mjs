// The full lightbox's swipe in real Chromium, on a phone, by raw CDP touch points (zoom.test.mjs has
// pinch, double tap and panning).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useProjectSite } from './harness.mjs';

const PAGES = '/test/browser/pages';
const site = useProjectSite();

/** A phone with a touch screen, the gallery opened at its second slide and the full lightbox in. */
async function openOnPhone() {
  const context = await site.browser.newContext({ viewport: { width: 400, height: 700 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__ready = false;
    document.addEventListener('vormgever:lightbox-ready', () => (window.__ready = true));
  });
  await page.goto(`${site.url}${PAGES}/lightbox.html`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.tap('#g2');
  await page.waitForFunction(() => window.__ready);
  await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current img')?.complete);
  const cdp = await context.newCDPSession(page);
  /** One touch gesture: every step's touch points, moved in between, then lifted. */
  const gesture = async (steps) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: steps[0] });
    for (const points of steps.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  return { page, context, gesture };
}

const counter = (page) => page.locator('.vg-lightbox__counter').textContent();

describe('touch gestures in the full lightbox', () => {
  it('a swipe to the left shows the next slide', async () => {
    const { page, context, gesture } = await openOnPhone();
    assert.equal(await counter(page), '2 / 5');
    const path = [300, 260, 220, 180, 140, 100].map((x) => [{ x, y: 350, id: 0 }]);
    await gesture(path);
    await page.waitForFunction(() => document.querySelector('.vg-lightbox__counter')?.textContent === '3 / 5', null, { timeout: 3000 });
    await context.close();
  });
});
