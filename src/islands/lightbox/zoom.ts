// Zoom and touch on the slides, in place of GLightbox's touch navigation, its touch-event library and
// its desktop zoom (build.mjs leaves them out): one zoom, whichever way it comes. The toolbar's
// button, a double tap (or double click) on the picture and a pinch zoom it; zoomed, one finger (or
// the mouse) pans it, and nothing else: no swipe changes the slide or closes the lightbox by mistake
// (WCAG 2.5.1: what the pinch does, one pointer does too). Unzoomed, a horizontal swipe changes the
// slide and a vertical one closes, as GLightbox's did; each has its button (2.5.7).
import type { Gallery } from './gallery';

export interface ZoomActions {
  previous(): void;
  next(): void;
  close(): void;
  /** The zoom went on or off. */
  changed(zoomed: boolean): void;
}

export interface Zoom {
  /** The button: in to the picture's own size (at least 2x), or back out. */
  toggle(): void;
  /** Back out at once (the slide changes). */
  reset(): void;
  stop(): void;
}

interface Point {
  x: number;
  y: number;
}

const MAX = 4;
const DOUBLE_TAP_MS = 300;
/** A tap moves less than this; a swipe more. */
const SLOP = 30;
const SKIP = 'a,button,video,iframe,.gslide-desc';

export function zoomGestures(gallery: Gallery, on: ZoomActions): Zoom {
  const area = gallery.slidesContainer;
  const points = new Map<number, Point>();
  let scale = 1;
  let shift: Point = { x: 0, y: 0 };
  let image: HTMLImageElement | null = null;
  /** Where the gesture started: the pointers' middle, their distance, the zoom then. */
  let from: { at: Point; distance: number; scale: number; shift: Point; touch: boolean } | null = null;
  let lastTap = { time: 0, x: 0, y: 0 };
  let moved = false;

  const current = () => gallery.activeSlide?.querySelector<HTMLImageElement>('.gslide-image img') ?? null;
  const middle = (): Point => {
    const all = [...points.values()];
    return { x: all.reduce((sum, p) => sum + p.x, 0) / all.length, y: all.reduce((sum, p) => sum + p.y, 0) / all.length };
  };
  const distance = () => {
    const [a, b] = [...points.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const clamp = (value: number, room: number) => Math.max(-room, Math.min(room, value));

  /** Zooms to `to` keeping the picture's point under `at` (screen) where it is; `animate` for a step. */
  function zoom(to: number, at: Point | null, animate: boolean): void {
    const img = image ?? current();
    if (!img) return;
    const was = scale;
    scale = Math.min(MAX, to);
    if (scale <= 1.01) {
      scale = 1;
      shift = { x: 0, y: 0 };
    } else if (at) {
      // The picture's centre before any shift, then the point relative to it (CSS scales about the centre).
      const box = img.getBoundingClientRect();
      const q = { x: at.x - (box.left + box.width / 2 - shift.x), y: at.y - (box.top + box.height / 2 - shift.y) };
      shift = { x: q.x - ((q.x - shift.x) * scale) / was, y: q.y - ((q.y - shift.y) * scale) / was };
    }
    pan(img, shift, animate);
  }
  /** Moves the zoomed picture, never so far that its edge comes inside its own box. */
  function pan(img: HTMLImageElement, to: Point, animate: boolean): void {
    shift = { x: clamp(to.x, ((scale - 1) * img.offsetWidth) / 2), y: clamp(to.y, ((scale - 1) * img.offsetHeight) / 2) };
    const zoomed = scale > 1;
    img.classList.toggle('dragging', zoomed && !animate);
    img.style.transform = zoomed ? `translate(${shift.x}px,${shift.y}px) scale(${scale})` : '';
    img.closest('.gslide')?.classList.toggle('zoomed', zoomed);
    if (zoomed === !image) {
      image = zoomed ? img : null;
      on.changed(zoomed);
    }
  }
  /** Fits the picture in once, or shows it at its own size (at least twice as large). */
  const step = (at: Point | null) => {
    const img = image ?? current();
    zoom(scale > 1 || !img ? 1 : Math.max(2, img.naturalWidth / img.offsetWidth || 0), at, true);
  };

  // The slide follows an unzoomed finger (GLightbox's look): its content along one axis, the overlay fading.
  const content = () => gallery.activeSlide?.querySelector<HTMLElement>('.ginner-container') ?? null;
  const overlay = gallery.modal.querySelector<HTMLElement>('.goverlay');
  const follow = (by: Point | null) => {
    const box = content();
    box?.classList.toggle('greset', !by);
    if (box) box.style.transform = by ? `translate(${by.x}px,${by.y}px)` : '';
    if (overlay) overlay.style.opacity = by ? String(1 - Math.abs(by.y) / area.clientHeight) : '';
  };

  const down = (event: PointerEvent) => {
    if ((event.target as Element).closest(SKIP) || points.size > 1) return;
    points.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved = false;
    from = { at: middle(), distance: distance(), scale, shift, touch: event.pointerType !== 'mouse' };
    // A click on the picture after dragging it is no click beside it (GLightbox closes on those).
    gallery.preventOutsideClick = false;
  };
  const move = (event: PointerEvent) => {
    if (!from || !points.has(event.pointerId)) return;
    points.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const at = middle();
    const by = { x: at.x - from.at.x, y: at.y - from.at.y };
    if (Math.hypot(by.x, by.y) > SLOP / 3) moved = true;
    if (points.size > 1) {
      if (!from.distance) from = { ...from, at, distance: distance(), scale, shift };
      else zoom((from.scale * distance()) / from.distance, at, false);
    } else if (image) {
      pan(image, { x: from.shift.x + by.x, y: from.shift.y + by.y }, false);
      gallery.preventOutsideClick = moved;
    } else if (from.touch && !from.distance && moved) {
      follow(Math.abs(by.x) > Math.abs(by.y) ? { x: by.x, y: 0 } : { x: 0, y: by.y });
    }
  };
  const up = (event: PointerEvent) => {
    if (!from || !points.delete(event.pointerId)) return;
    const start = from;
    const end = { x: event.clientX, y: event.clientY };
    if (points.size) {
      // One finger of a pinch left: the other pans from here.
      from = { at: middle(), distance: 0, scale, shift, touch: true };
      return;
    }
    from = null;
    follow(null);
    if (image) image.classList.remove('dragging');
    if (start.distance || (image && moved)) return;
    const by = { x: end.x - start.at.x, y: end.y - start.at.y };
    if (!moved) {
      const now = event.timeStamp;
      const again = now - lastTap.time < DOUBLE_TAP_MS && Math.hypot(end.x - lastTap.x, end.y - lastTap.y) < SLOP;
      lastTap = again ? { time: 0, x: 0, y: 0 } : { time: now, ...end };
      if (again && (event.target as Element).closest('.gslide-image img')) step(end);
      return;
    }
    if (!start.touch || image) return;
    if (Math.abs(by.x) > SLOP && Math.abs(by.x) > Math.abs(by.y)) {
      if (by.x < 0) on.next();
      else on.previous();
    } else if (Math.abs(by.y) > 0.29 * area.clientHeight && current()) on.close();
  };
  const cancel = (event: PointerEvent) => {
    if (!points.delete(event.pointerId)) return;
    from = null;
    follow(null);
  };

  const listeners = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: cancel } as const;
  for (const [type, listener] of Object.entries(listeners)) area.addEventListener(type, listener as EventListener);
  return {
    toggle: () => step(null),
    reset() {
      if (image) zoom(1, null, false);
      points.clear();
      from = null;
    },
    stop() {
      for (const [type, listener] of Object.entries(listeners)) area.removeEventListener(type, listener as EventListener);
    },
  };
}
