// An action link's settings, checked: image, slideshow by group, inline slideshow, video. Any other
// type (the old "html" one included) is not supported. Wrong types are refused, not coerced.
import { isPayload, type Payload } from './parse';
import { groupSlides } from './slideshow';
import { MAX_INLINE_SLIDES, VIDEO_CHECK_MISSING, VIDEO_TYPES, type Outcome, type Slide, type VideoCheck, type VideoType } from './slides';
import { safeUrl, type UrlContext } from './url';

export interface PayloadContext {
  doc: Document;
  urls: UrlContext;
  /** The element that carries the link: its own title, description and slideshow place. */
  trigger: Element;
  /** The link's hash with a real "#" (every slide of this payload shares it). */
  hash: string;
  /** The video checker, once loaded (see VideoCheck). */
  videoEmbed?: VideoCheck;
}

const problem = (text: string): Outcome => ({ problem: text });

/** Optional text: absent or null is '', anything but a string is refused (null return). */
function text(value: unknown, fallback = ''): string | null {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? value : null;
}

function image(settings: Payload, context: PayloadContext): Outcome {
  const url = safeUrl(settings.url, context.urls);
  if (!url) return problem('url is not an allowed image address');
  const title = text(settings.title, context.trigger.getAttribute('data-elementor-lightbox-title') ?? '');
  const description = text(settings.description, context.trigger.getAttribute('data-elementor-lightbox-description') ?? '');
  if (title === null || description === null) return problem('title and description must be text');
  return { slides: [{ type: 'image', url, title, description, hash: context.hash }], index: 0 };
}

function video(settings: Payload, context: PayloadContext): Outcome {
  const type = settings.videoType;
  if (type !== undefined && (typeof type !== 'string' || !(VIDEO_TYPES as readonly string[]).includes(type))) return problem('videoType is not youtube, vimeo or hosted');
  const { videoEmbed } = context;
  if (!videoEmbed) return problem(VIDEO_CHECK_MISSING);
  const modal = isPayload(settings.modalOptions) ? settings.modalOptions : {};
  const embed = videoEmbed(settings.url, type as VideoType | undefined, settings.videoParams, modal.videoAspectRatio, (raw) => safeUrl(raw, context.urls));
  if (typeof embed === 'string') return problem(embed);
  const title = text(settings.title);
  const description = text(settings.description);
  if (title === null || description === null) return problem('title and description must be text');
  const url = safeUrl(settings.url, context.urls) ?? '';
  return { slides: [{ type: 'video', url, title, description, hash: context.hash, video: embed }], index: 0 };
}

function inlineSlide(raw: unknown, context: PayloadContext): Slide | string {
  if (!isPayload(raw)) return 'a slide is not an object';
  const title = text(raw.title);
  const description = text(raw.description);
  if (title === null || description === null) return 'a slide title and description must be text';
  const base = { title, description, hash: context.hash };
  if (raw.video !== undefined && raw.video !== null && raw.video !== '') {
    if (!context.videoEmbed) return VIDEO_CHECK_MISSING;
    const embed = context.videoEmbed(raw.video, undefined, undefined, undefined, (url) => safeUrl(url, context.urls));
    if (typeof embed === 'string') return embed;
    return { type: 'video', url: safeUrl(raw.video, context.urls) ?? '', ...base, video: embed };
  }
  const url = safeUrl(raw.image, context.urls);
  return url ? { type: 'image', url, ...base } : 'a slide image is not an allowed address';
}

function inline(show: Payload, context: PayloadContext): Outcome {
  const list = show.slides;
  if (!Array.isArray(list) || list.length === 0) return problem('slideshow.slides is not a list of slides');
  if (list.length > MAX_INLINE_SLIDES) return problem(`slideshow has more than ${MAX_INLINE_SLIDES} slides`);
  const slides: Slide[] = [];
  for (const raw of list) {
    const slide = inlineSlide(raw, context);
    if (typeof slide === 'string') return problem(slide);
    slides.push(slide);
  }
  const swiper = show.swiper ?? {};
  if (!isPayload(swiper)) return problem('slideshow.swiper is not an object');
  const initial = swiper.initialSlide ?? 0;
  if (typeof initial !== 'number' || !Number.isInteger(initial)) return problem('slideshow.swiper.initialSlide is not a whole number');
  return { slides, index: Math.min(Math.max(initial, 0), slides.length - 1) };
}

export function slidesFromPayload(settings: Payload, context: PayloadContext): Outcome {
  const { slideshow } = settings;
  // A group id: the slides are links on the page, starting at the clicked one (or at `url`).
  if (typeof slideshow === 'string' || typeof slideshow === 'number') {
    if (settings.url !== undefined && !safeUrl(settings.url, context.urls)) return problem('url is not an allowed address');
    const url = safeUrl(settings.url, context.urls);
    return groupSlides(context.doc, String(slideshow), { element: context.trigger, url }, context.urls, context.videoEmbed);
  }
  const id = settings.id;
  if (id !== undefined && id !== null && typeof id !== 'number' && typeof id !== 'string') return problem('id is not a number');
  const type = settings.type ?? (id !== undefined && id !== null ? 'image' : undefined);
  if (type === 'image') return image(settings, context);
  if (type === 'video') return video(settings, context);
  if (type === 'slideshow' && isPayload(slideshow)) return inline(slideshow, context);
  if (type === 'slideshow') return problem('slideshow is not a group id or an object with slides');
  if (type === undefined) return problem('the settings have no type');
  // Never String() an untrusted value: {"toString": 0} makes that throw.
  const named = typeof type === 'string' ? `"${type.slice(0, 40)}"` : `of kind ${typeof type}`;
  return problem(`lightbox type ${named} is not supported`);
}
