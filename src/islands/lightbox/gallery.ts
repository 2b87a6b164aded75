// GLightbox, set up for Vormgever: slides from checked data only, titles escaped (its title and
// description slots take HTML), no keyboard or buttons of its own (the toolbar and the dialog do
// that), no Plyr (videos are our own elements in inline slides), no animations when reduced.
import GLightbox from 'glightbox';
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
  settings: { closeEffect: string };
  lightboxOpen: boolean;
  openAt(index: number): void;
  prevSlide(): void;
  nextSlide(): void;
  close(): void;
  destroy(): void;
  on(event: 'slide_before_change', callback: (data: { prev: SlideData; current: SlideData }) => void): void;
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
  const create = GLightbox as unknown as (options: Record<string, unknown>) => Gallery;
  return create({
    elements,
    lightboxHTML: MODAL,
    loop: false,
    keyboardNavigation: false,
    closeButton: false,
    autoplayVideos: false,
    // Its "more" link re-parses the description as HTML: never.
    moreLength: 0,
    openEffect: reducedMotion ? 'none' : 'zoom',
    closeEffect: reducedMotion ? 'none' : 'zoom',
    slideEffect: reducedMotion ? 'none' : 'slide',
    svg: { close: '', next: '', prev: '' },
  });
}
