// What the lightbox shows: checked slides, built from an action link's settings or from the page.
import { parseActionHash } from './parse';

/** A video as it will be put into its slide when the visitor gets there (never before). */
export interface VideoEmbed {
  tag: 'iframe' | 'video';
  src: string;
  /** Attribute names come from fixed lists in video.ts only; values are checked. */
  attributes: Readonly<Record<string, string>>;
  /** Width / height, for CSS aspect-ratio. */
  ratio: number;
}

export interface Slide {
  type: 'image' | 'video';
  /** The image, or the video address as given (checked, absolute). */
  url: string;
  /** Plain text, never HTML. */
  title: string;
  description: string;
  /** The action link that opens this slide (with a real "#"), for the shared page URL; or ''. */
  hash: string;
  video?: VideoEmbed;
}

export interface Slides {
  slides: Slide[];
  index: number;
  /** Slideshow members left out because their address was not allowed. */
  skipped?: number;
}

export type Outcome = Slides | { problem: string };

/** Hard cap on the slides of an inline slideshow payload. */
export const MAX_INLINE_SLIDES = 100;

/** An action link written with a "#", whatever its spelling, so that it can follow a page address. */
export function fragmentOf(hash: string | null): string {
  if (!hash) return '';
  return hash.startsWith('%23') ? `#${hash.slice(3)}` : hash;
}

/**
 * The lightbox action link an element carries, with a "#", or ''. The same attributes as match.ts's
 * actionHashOf, which this side must not import (see LightboxProps); a test holds the two together.
 */
export function carriedHash(element: Element): string {
  const attribute = element.getAttribute('data-e-action-hash') ?? (element.localName === 'a' ? element.getAttribute('href') : null);
  const hash = attribute?.trim() ?? '';
  if (!/^(#|%23)elementor-action/i.test(hash)) return '';
  const parsed = parseActionHash(hash);
  return 'action' in parsed && parsed.action === 'lightbox' ? fragmentOf(hash) : '';
}
