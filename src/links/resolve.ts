// From the element that asked for the lightbox to the slides it shows, or the reason it shows none.
// Runs in the lazy chunk: the entry only knew the element looked like one of ours.
import type { LinkKind } from './match';
import { parseActionHash } from './parse';
import { slidesFromPayload } from './payload';
import { groupSlides, slideFromElement } from './slideshow';
import { fragmentOf, type Outcome, type VideoCheck } from './slides';
import type { UrlContext } from './url';

export interface ResolveContext {
  doc: Document;
  urls: UrlContext;
  /** The video checker, once loaded: without it, a video gives the problem VIDEO_CHECK_MISSING. */
  videoEmbed?: VideoCheck;
}

export function urlContext(doc: Document, win: Window): UrlContext {
  return { base: doc.baseURI, origin: win.location.origin };
}

export interface LightboxRequest {
  trigger: Element;
  kind: LinkKind;
  /** The trigger's action link as written (kind "action"). */
  hash: string | null;
}

export function resolveLightbox({ trigger, kind, hash }: LightboxRequest, { doc, urls, videoEmbed }: ResolveContext): Outcome {
  if (kind === 'image') {
    const group = trigger.getAttribute('data-elementor-lightbox-slideshow');
    if (group) return groupSlides(doc, group, { element: trigger }, urls, videoEmbed);
    const slide = slideFromElement(trigger, urls, videoEmbed);
    return typeof slide === 'string' ? { problem: slide } : { slides: [slide], index: 0 };
  }
  if (!hash) return { problem: 'the element carries no action link' };
  const parsed = parseActionHash(hash);
  if ('problem' in parsed) return parsed;
  if (parsed.action !== 'lightbox') return { problem: `action "${parsed.action.slice(0, 40)}" is not a lightbox` };
  return slidesFromPayload(parsed.settings, { doc, urls, trigger, hash: fragmentOf(hash), videoEmbed });
}
