// Slideshows by group: every link on the page with the same data-elementor-lightbox-slideshow, in
// the order of data-elementor-lightbox-index (else document order), without carousel clones.
import { carriedHash, VIDEO_CHECK_MISSING, type Outcome, type Slide, type VideoCheck } from './slides';
import { safeUrl, type UrlContext } from './url';

const MEMBERS = 'a[data-elementor-lightbox-slideshow],[data-elementor-lightbox][data-elementor-lightbox-slideshow]';
const CLONES = '.swiper-slide-duplicate,.slick-cloned';

/** One slide from a link on the page: its video, else its href as an image; or the reason it is none. */
export function slideFromElement(element: Element, urls: UrlContext, videoEmbed?: VideoCheck): Slide | string {
  const title = element.getAttribute('data-elementor-lightbox-title') ?? '';
  const description = element.getAttribute('data-elementor-lightbox-description') ?? '';
  const hash = carriedHash(element);
  const video = element.getAttribute('data-elementor-lightbox-video');
  if (video !== null) {
    if (!videoEmbed) return VIDEO_CHECK_MISSING;
    const embed = videoEmbed(video, undefined, undefined, undefined, (raw) => safeUrl(raw, urls));
    if (typeof embed === 'string') return embed;
    return { type: 'video', url: safeUrl(video, urls) ?? '', title, description, hash, video: embed };
  }
  const url = safeUrl(element.getAttribute('href'), urls);
  if (!url) return 'the link is not an allowed image address';
  return { type: 'image', url, title, description, hash };
}

export interface SlideshowStart {
  /** The clicked member, if it is one. */
  element?: Element;
  /** Else the first slide with this (checked) address. */
  url?: string | null;
}

export function groupSlides(doc: Document, group: string, start: SlideshowStart, urls: UrlContext, videoEmbed?: VideoCheck): Outcome {
  const members = Array.from(doc.querySelectorAll(MEMBERS)).filter(
    (element) => element.getAttribute('data-elementor-lightbox-slideshow') === group && !element.closest(CLONES),
  );
  const ordered = members
    .map((element, position) => {
      const index = element.getAttribute('data-elementor-lightbox-index')?.trim() ?? '';
      return { element, position, order: /^\d{1,9}$/.test(index) ? Number(index) : position };
    })
    .sort((a, b) => a.order - b.order || a.position - b.position);
  const slides: Slide[] = [];
  const elements: Element[] = [];
  for (const { element } of ordered) {
    const slide = slideFromElement(element, urls, videoEmbed);
    if (slide === VIDEO_CHECK_MISSING) return { problem: slide };
    if (typeof slide === 'string') continue;
    slides.push(slide);
    elements.push(element);
  }
  const skipped = members.length - slides.length;
  if (!slides.length) return { problem: `slideshow "${group.slice(0, 80)}" has no slide with an allowed address` };
  let index = start.element ? elements.indexOf(start.element) : -1;
  if (index < 0 && start.element && members.includes(start.element)) return { problem: 'the clicked slide has no allowed address' };
  if (index < 0 && start.url) index = slides.findIndex((slide) => slide.url === start.url);
  return { slides, index: Math.max(index, 0), skipped };
}
