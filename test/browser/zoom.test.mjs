// Zoom and touch in the full lightbox, in real Chromium with touch emulation (CDP touch events, as a
// phone's finger sends them): the zoom button on a phone, double tap, pinch, one-finger panning while
// zoomed with no swipe firing by mistake, and the swipes when not zoomed. On a desktop: the button,
// a double click, dragging the zoomed picture with the mouse without closing the lightbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordConsole, useDemoSite } from './harness.mjs';

const BODY = '#glightbox-body';
const SLIDESHOW = 'a[data-elementor-lightbox-slideshow="galerij-1"] >> nth=0';
const SINGLE = 'a.elementor-button:has-text("Bekijk de plattegrond")';
const site = useDemoSite();

/** The full lightbox open on `link` (on a phone, tapped), its animations over. */
async function open(link, { phone = true } = {}) {
  const viewport = phone ? { width: 390, height: 844 } : { width: 1100, height: 700 };
  const context = await site.browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const messages = recordConsole(page);
  await page.addInitScript(() => document.addEventListener('vormgever:lightbox-ready', () => (window.__ready = true)));
  await page.goto(`${site.base}/galerij`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await (phone ? page.tap(link) : page.click(link));
  await page.waitForFunction(() => window.__ready);
  await settle(page);
  const cdp = await context.newCDPSession(page);
  return { page, context, messages, cdp };
}

const settle = (page) =>
  page.waitForFunction(() => [...document.querySelectorAll('#glightbox-body .gslide.current img')].every((img) => img.complete) && document.getAnimations().every((a) => a.playState !== 'running'));

/** What the lightbox shows: the slide, whether it is zoomed (button, slide), the picture's transform. */
const seen = (page) =>
  page.evaluate((body) => {
    const slides = [...document.querySelectorAll(`${body} .gslide`)];
    const current = document.querySelector(`${body} .gslide.current`);
    return {
      open: !!document.querySelector(body),
      index: slides.indexOf(current),
      pressed: document.querySelector(`${body} .vg-lightbox__zoom`)?.getAttribute('aria-pressed') ?? null,
      zoomed: !!current?.classList.contains('zoomed'),
      transform: current?.querySelector('img')?.style.transform ?? '',
    };
  }, BODY);

/** The current picture's centre on the screen. */
const centre = (page) =>
  page.evaluate((body) => {
    const box = document.querySelector(`${body} .gslide.current img`).getBoundingClientRect();
    return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
  }, BODY);

/**
 * Fingers moving from `from` to `to` (one array entry per finger) in `steps` steps, resting there a
 * moment (a finger lifted while still moving starts a fling, and Chromium keeps the next tap to stop
 * it), then lifted.
 */
async function touch(cdp, from, to = from, steps = 8) {
  const at = (t) => from.map((p, id) => ({ x: p.x + (to[id].x - p.x) * t, y: p.y + (to[id].y - p.y) * t, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  if (to !== from) {
    for (let step = 1; step <= steps; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
    await new Promise((done) => setTimeout(done, 150));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(1) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
const shifted = (p, x, y) => ({ x: p.x + x, y: p.y + y });
const scaleOf = (transform) => Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? 1);

describe('zoom on a phone', () => {
  it('the zoom button is there, and zoomed, one finger pans the picture: no swipe changes the slide or closes', async () => {
    const { page, context, messages, cdp } = await open(SLIDESHOW);
    try {
      assert.deepEqual(await seen(page), { open: true, index: 0, pressed: 'false', zoomed: false, transform: '' });
      assert.ok(await page.locator('.vg-lightbox__zoom').isVisible(), 'a zoom button in the toolbar on a phone');
      await page.tap('.vg-lightbox__zoom');
      let now = await seen(page);
      assert.equal(now.pressed, 'true');
      // The picture at its own size (at least twice the size it had).
      assert.ok(now.zoomed && scaleOf(now.transform) >= 2, now.transform);
      await settle(page);

      const c = await centre(page);
      await touch(cdp, [c], [shifted(c, -150, 0)]);
      now = await seen(page);
      assert.equal(now.index, 0, 'a horizontal drag while zoomed is no swipe to the next slide');
      assert.match(now.transform, /^translate\(-150px, 0px\)/, 'it panned the picture with the finger');
      await touch(cdp, [c], [shifted(c, 0, 400)]);
      now = await seen(page);
      assert.equal(now.open, true, 'a vertical drag while zoomed does not close');
      assert.equal(now.index, 0);
      assert.ok(now.zoomed);

      await page.tap('.vg-lightbox__zoom');
      assert.deepEqual(await seen(page), { open: true, index: 0, pressed: 'false', zoomed: false, transform: '' });
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });

  it('a double tap zooms in at the finger and out again; a pinch zooms in and out; the button follows', async () => {
    const { page, context, messages, cdp } = await open(SLIDESHOW);
    try {
      const c = await centre(page);
      const tap = shifted(c, 30, 20);
      await touch(cdp, [tap]);
      await touch(cdp, [tap]);
      let now = await seen(page);
      assert.equal(now.pressed, 'true', 'double tap: zoomed');
      assert.ok(now.zoomed);
      // The point under the finger stays there: the picture moved away from it (here, up and to the left).
      assert.match(now.transform, /^translate\(-\d+(\.\d+)?px, -\d+(\.\d+)?px\) scale/);
      await settle(page);
      await touch(cdp, [tap]);
      await touch(cdp, [tap]);
      assert.deepEqual(await seen(page), { open: true, index: 0, pressed: 'false', zoomed: false, transform: '' });
      await settle(page);

      // Two single taps far apart in time are no double tap.
      await touch(cdp, [tap]);
      await page.waitForTimeout(400);
      await touch(cdp, [tap]);
      assert.equal((await seen(page)).zoomed, false);

      await touch(cdp, [shifted(c, -20, 0), shifted(c, 20, 0)], [shifted(c, -80, 0), shifted(c, 80, 0)]);
      now = await seen(page);
      assert.equal(now.pressed, 'true', 'pinched open: zoomed');
      assert.match(now.transform, /scale\(4\)/, 'four times the distance: four times (the most)');
      assert.equal(now.index, 0);
      await touch(cdp, [shifted(c, -80, 0), shifted(c, 80, 0)], [shifted(c, -10, 0), shifted(c, 10, 0)]);
      assert.deepEqual(await seen(page), { open: true, index: 0, pressed: 'false', zoomed: false, transform: '' });
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });

  it('unzoomed, a swipe changes the slide and a vertical swipe closes; zooming out happens when the slide changes', async () => {
    const { page, context, messages, cdp } = await open(SLIDESHOW);
    try {
      const c = await centre(page);
      await touch(cdp, [shifted(c, 120, 0)], [shifted(c, -120, 0)]);
      await settle(page);
      assert.equal((await seen(page)).index, 1, 'swiped left: the next slide');
      await touch(cdp, [shifted(c, -120, 0)], [shifted(c, 120, 0)]);
      await settle(page);
      assert.equal((await seen(page)).index, 0, 'swiped right: the previous one');

      await page.tap('.vg-lightbox__zoom');
      await page.tap('.vg-lightbox__next');
      await settle(page);
      assert.deepEqual(await seen(page), { open: true, index: 1, pressed: 'false', zoomed: false, transform: '' });

      await touch(cdp, [shifted(c, 0, -100)], [shifted(c, 0, 300)]);
      await page.waitForSelector(BODY, { state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement === document.querySelectorAll('a[data-elementor-lightbox-slideshow="galerij-1"]')[0]), true, 'focus back on the link');
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });
});

describe('zoom on a desktop', () => {
  it('the button and a double click zoom; the mouse drags the zoomed picture without closing the lightbox', async () => {
    const { page, context, messages } = await open(SINGLE, { phone: false });
    try {
      const c = await centre(page);
      await page.mouse.dblclick(c.x, c.y);
      let now = await seen(page);
      assert.equal(now.pressed, 'true');
      await settle(page);
      const before = now.transform;
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x + 60, c.y + 40, { steps: 5 });
      // Released beside the picture: the click that follows is no click beside the slide.
      await page.mouse.move(c.x + 400, c.y + 300, { steps: 5 });
      await page.mouse.up();
      now = await seen(page);
      assert.equal(now.open, true, 'dragging does not close');
      assert.notEqual(now.transform, before, 'the picture moved');
      await page.click('.vg-lightbox__zoom');
      assert.deepEqual(await seen(page), { open: true, index: 0, pressed: 'false', zoomed: false, transform: '' });
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });
});
