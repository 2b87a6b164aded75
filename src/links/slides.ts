// What the lightbox shows: checked slides, built from an action link's settings or from the page.
import { actionHashOf } from './hash';
import { parseActionHash } from './parse';

export const VIDEO_TYPES = ['youtube', 'vimeo', 'hosted'] as const;

export type VideoType = (typeof VIDEO_TYPES)[number];

/** A video as it will be put into its slide when the visitor gets there (never before). */
export interface VideoEmbed {
  tag: 'iframe' | 'video';
  src: string;
  /** Attribute names come from fixed lists in video.ts only; values are checked. */
  attributes: Readonly<Record<string, string>>;
  /** Width / height, for CSS aspect-ratio. */
  ratio: number;
}

/** url.ts's safeUrl for this page: the absolute address when `raw` is allowed, else null. */
export type AllowedUrl = (raw: unknown) => string | null;

/**
 * video.ts's videoEmbed: the embed for a video address, or the reason it is refused. video.ts is a
 * chunk of its own, loaded with the first video slide (links/open.ts); until then the readers below
 * are given none and answer VIDEO_CHECK_MISSING for a video.
 */
export type VideoCheck = (raw: unknown, type: VideoType | undefined, rawParams: unknown, rawRatio: unknown, allowed: AllowedUrl) => VideoEmbed | string;

/** The problem of a video slide read without the video checker: load it, then read again. */
export const VIDEO_CHECK_MISSING = 'the video checker is not loaded';

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

/** The lightbox action link an element carries (hash.ts's actionHashOf), with a "#", or ''. */
export function carriedHash(element: Element): string {
  const hash = actionHashOf(element);
  if (!hash) return '';
  const parsed = parseActionHash(hash);
  return 'action' in parsed && parsed.action === 'lightbox' ? fragmentOf(hash) : '';
}
