// GLightbox, set up for Vormgever: slides from checked data only, titles escaped (its title and
// description slots take HTML), no keyboard or buttons of its own (the toolbar and the dialog do
// that), no Plyr (videos are our own elements in inline slides), no animations when reduced.
import GLightbox from 'glightbox/src/js/glightbox.js';
import type { Slide } from '../../links/slides';

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
  settings: { closeEffect: string; preload: boolean };
  lightboxOpen: boolean;
  openAt(index: number): void;
  /** Loads slide `index` (if it exists and is not loaded yet) without showing it. */
  preloadSlide(index: number): void;
  prevSlide(): void;
  nextSlide(): void;
  close(): void;
  destroy(): void;
  on(event: 'slide_before_change', callback: (data: { prev: SlideData; current: SlideData }) => void): void;
  /** A slide's content is in: an image has loaded (shown or preloaded), an inline slide is filled. */
  on(event: 'slide_after_load', callback: (data: SlideData) => void): void;
  on(event: 'close', callback: () => void): void;
}

// GLightbox's own markup, made a modal dialog; its buttons stay (it expects them) but are hidden.
const MODAL = `<div id="glightbox-body" class="glightbox-container vg-lightbox" tabindex="-1" role="dialog" aria-modal="true">
<div class="gloader visible"></div><div class="goverlay"></div>
<div class="gcontainer"><div id="glightbox-slider" class="gslider"></div>
<button class="gclose gbtn" hidden tabindex="-1" aria-hidden="true"></button>
<button class="gprev gbtn" hidden tabindex="-1" aria-hidden="true"></button>
<button class="gnext gbtn" hidden tabindex="-1" aria-hidden="true"></button></div></div>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface GalleryOptions {
  reducedMotion: boolean;
  /** The element a video slide shows; the video itself is put in only while the slide is current. */
  videoSlot(index: number): HTMLElement;
}

export function createGallery(slides: readonly Slide[], { reducedMotion, videoSlot }: GalleryOptions): Gallery {
  const elements = slides.map((slide, index) => {
    const text = { title: escapeHtml(slide.title), description: escapeHtml(slide.description) };
    return slide.video
      ? { type: 'inline', content: videoSlot(index), width: 'min(960px, 92vw)', height: 'auto', zoomable: false, draggable: false, ...text }
      : { type: 'image', href: slide.url, alt: slide.title, ...text };
  });
  const effect = reducedMotion ? 'none' : 'vg';
  return GLightbox({
    elements,
    lightboxHTML: MODAL,
    loop: false,
    keyboardNavigation: false,
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
}
