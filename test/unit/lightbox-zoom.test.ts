import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Gallery } from '../../src/islands/lightbox/gallery';
import { zoomGestures, type ZoomActions } from '../../src/islands/lightbox/zoom';

// zoom.ts on a slide of GLightbox's markup. Measured behaviour (sizes, pinch, pan, swipes) is the
// browser suite's (test/browser/zoom.test.mjs); here: the button, a double tap, reset and stop.
let gallery: Gallery;
let on: { [K in keyof ZoomActions]: Mock<ZoomActions[K]> };
const img = () => document.querySelector<HTMLImageElement>('.gslide img')!;
const slide = () => document.querySelector<HTMLElement>('.gslide')!;

beforeEach(() => {
  document.body.innerHTML = `<div class="vg-lightbox"><div class="goverlay"></div><div id="glightbox-slider">
    <div class="gslide current"><div class="ginner-container"><div class="gslide-media gslide-image"><img alt="Strand"></div></div></div></div></div>`;
  gallery = { modal: document.querySelector('.vg-lightbox')!, slidesContainer: document.querySelector('#glightbox-slider')!, activeSlide: slide() } as unknown as Gallery;
  on = { previous: vi.fn(), next: vi.fn(), close: vi.fn(), changed: vi.fn<ZoomActions['changed']>() };
});

/** A pointer event of a finger (the DOMs under test may lack PointerEvent). */
function finger(type: string, x = 10, y = 10, target: Element = img()): void {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: 'touch' } });
  target.dispatchEvent(event);
}
const tap = () => {
  finger('pointerdown');
  finger('pointerup');
};

describe('zoom.ts', () => {
  it('the button zooms in (at least 2x) and out, and says so', () => {
    const zoom = zoomGestures(gallery, on);
    zoom.toggle();
    expect(img().style.transform).toMatch(/scale\(2\)/);
    expect(slide().classList.contains('zoomed')).toBe(true);
    zoom.toggle();
    expect(img().style.transform).toBe('');
    expect(slide().classList.contains('zoomed')).toBe(false);
    expect(on.changed.mock.calls).toEqual([[true], [false]]);
    zoom.stop();
  });

  it('a double tap on the picture zooms in and out; a single tap does nothing; a tap beside the picture does nothing', () => {
    const zoom = zoomGestures(gallery, on);
    tap();
    expect(on.changed).not.toHaveBeenCalled();
    tap();
    expect(on.changed.mock.calls).toEqual([[true]]);
    tap();
    tap();
    expect(on.changed.mock.calls).toEqual([[true], [false]]);
    finger('pointerdown', 10, 10, slide());
    finger('pointerup', 10, 10, slide());
    finger('pointerdown', 10, 10, slide());
    finger('pointerup', 10, 10, slide());
    expect(on.changed).toHaveBeenCalledTimes(2);
    zoom.stop();
  });

  it('reset() zooms out at once; after stop() nothing listens', () => {
    const zoom = zoomGestures(gallery, on);
    zoom.toggle();
    zoom.reset();
    expect(img().style.transform).toBe('');
    expect(on.changed.mock.calls).toEqual([[true], [false]]);
    zoom.stop();
    tap();
    tap();
    expect(on.changed).toHaveBeenCalledTimes(2);
    expect([on.next, on.previous, on.close].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
