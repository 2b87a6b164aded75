// GLightbox, set up for Vormgever: slides from checked data only, titles escaped (its title and
// description slots take HTML), no keyboard or buttons of its own (the toolbar and the dialog do
// that), no Plyr (videos are our own elements in inline slides), no animations when reduced, and
// nothing a strict Content Security Policy refuses (policy.ts).
import GLightbox from 'glightbox/src/js/glightbox.js';
import type { Slide } from '../../links/slides';
import { fixedHtml, frameHtml, styleThroughCssom, textAsHtml } from './policy';

interface SlideData {
  index: number;
  slideNode: HTMLElement | null;
}

/** The part of a GLightbox instance Vormgever uses. */
export interface Gallery {
  modal: HTMLElement;
  slidesContainer: HTMLElement;
  activeSlide: HTMLElement | null;
  /** The current slide. */
  index: number;
  settings: { openEffect: string; closeEffect: string; preload: boolean; slideHTML: unknown };
  lightboxOpen: boolean;
  /** Set, the next click beside the slide does not close (it ended a drag: zoom.ts). */
  preventOutsideClick?: boolean;
  openAt(index: number): void;
  goToSlide(index: number): void;
  /** Loads slide `index` (if it exists and is not loaded yet) without showing it. */
  preloadSlide(index: number): void;
  prevSlide(): void;
  nextSlide(): void;
  close(): void;
  destroy(): void;
  /** Sizes the slide's image or video to the window (GLightbox calls it on load, change and resize). */
  resize(slide?: HTMLElement | null): void;
  on(event: 'slide_before_change', callback: (data: { prev: SlideData; current: SlideData }) => void): void;
  /** A slide's content is in: an image has loaded (shown or preloaded), an inline slide is filled. */
  on(event: 'slide_after_load', callback: (data: SlideData) => void): void;
  on(event: 'close', callback: () => void): void;
}

export interface GalleryOptions {
  reducedMotion: boolean;
  /** The element a video slide shows; the video itself is put in only while the slide is current. */
  videoSlot(index: number): HTMLElement;
  /** The page's window: its Trusted Types (policy.ts). */
  win: Window;
}

export function createGallery(slides: readonly Slide[], { reducedMotion, videoSlot, win }: GalleryOptions): Gallery {
  const elements = slides.map((slide, index) => {
    const text = { title: textAsHtml(win, slide.title), description: textAsHtml(win, slide.description) };
    return slide.video
      ? { type: 'inline', content: videoSlot(index), width: 'min(960px, 92vw)', height: 'auto', zoomable: false, ...text }
      : { type: 'image', href: slide.url, alt: slide.title, zoomable: false, ...text };
  });
  const effect = reducedMotion ? 'none' : 'vg';
  const gallery = GLightbox({
    elements,
    lightboxHTML: frameHtml(win),
    loop: false,
    keyboardNavigation: false,
    // Not with the mouse (its module is left out of the build, see build.mjs); touch and zoom are
    // zoom.ts's (GLightbox's touch navigation and zoom are left out too).
    draggable: false,
    touchNavigation: false,
    closeButton: false,
    autoplayVideos: false,
    // Its "more" link re-parses the description as HTML: never.
    moreLength: 0,
    // The neighbours load once the first slide is in (the session turns this on): they would
    // compete with it for the network and the main thread.
    preload: false,
    // Opening and closing: gallery.css's gvgOpen (no fading in from nothing) and gvgClose.
    openEffect: effect,
    closeEffect: effect,
    cssEfects: { vg: { in: 'vgOpen', out: 'vgClose' } },
    slideEffect: reducedMotion ? 'none' : 'slide',
  }) as Gallery;
  // Its own slide markup, as TrustedHTML where there is Trusted Types (policy.ts).
  gallery.settings.slideHTML = fixedHtml(win, String(gallery.settings.slideHTML));
  // Its style attributes go through the CSSOM: set up before its resize() writes them, on every slide
  // (it sizes one slide's image but the description of the slide shown last, which a timer 100 ms
  // after a change can make another), and on every slide loaded (its zoom writes them too).
  const resize = gallery.resize;
  gallery.resize = function (slide) {
    // GLightbox sizes a slide again 100 ms after showing it, on a timer it keeps no handle to: once
    // closed, that would write to the page (glightbox-mobile on <body>) and read a window that may be gone.
    if (!this.modal?.isConnected) return;
    styleThroughCssom(this.slidesContainer);
    resize.call(this, slide);
  };
  gallery.on('slide_after_load', ({ slideNode }) => styleThroughCssom(slideNode));
  return gallery;
}
