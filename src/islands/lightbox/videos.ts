// Video slides: each gets an empty slot, and the iframe or <video> goes in only while its slide is the
// current one, so nothing from a video service loads before the visitor gets there, and a video
// stops when the visitor leaves its slide.
import type { Slide, VideoEmbed } from '../../links/slides';

export function createVideoElement(doc: Document, embed: VideoEmbed, title: string): HTMLElement {
  const element = doc.createElement(embed.tag);
  // Names come from video.ts's fixed lists; values were checked there.
  for (const [name, value] of Object.entries(embed.attributes)) element.setAttribute(name, value);
  if (embed.tag === 'iframe') element.setAttribute('title', title);
  else element.setAttribute('aria-label', title);
  element.setAttribute('src', embed.src);
  element.className = 'vg-lightbox__video-player';
  return element;
}

export interface VideoSlots {
  slot(index: number): HTMLElement;
  /** Puts the video of slide `index` in (if it is one) and takes every other video out. */
  show(index: number | null): void;
}

export function videoSlots(doc: Document, slides: readonly Slide[], fallbackTitle: string): VideoSlots {
  const slots = new Map<number, HTMLElement>();
  const slot = (index: number) => {
    let element = slots.get(index);
    if (!element) {
      element = doc.createElement('div');
      element.className = 'vg-lightbox__video';
      element.style.setProperty('--vg-ratio', String(slides[index]?.video?.ratio ?? 16 / 9));
      slots.set(index, element);
    }
    return element;
  };
  return {
    slot,
    show(current) {
      for (const [index, element] of slots) {
        const slide = slides[index];
        if (index !== current || !slide?.video) element.replaceChildren();
        else if (!element.firstChild) element.append(createVideoElement(doc, slide.video, slide.title || fallbackTitle));
      }
    },
  };
}
