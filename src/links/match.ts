// Whether an element is a link Vormgever opens in the lightbox, decided cheaply and without reading the
// settings it carries. This file is part of the entry bundle; checking the settings waits in the chunk.
import type { Settings } from '../settings/types';

/** An action link (`#elementor-action:action=lightbox&settings=...`) or a plain link to an image file. */
export type LinkKind = 'action' | 'image';

/** Elements that can be lightbox links: `closest()` from a click target finds the nearest one. */
export const LINK_SELECTOR = '[data-e-action-hash],a[href]';

const IMAGE_FILE = /^[^?]+\.(png|jpe?g|gif|svg|webp|avif)(\?.*)?$/i;

/** Decodes %XX escapes of ASCII characters only: it never throws, and all three spellings meet. */
function decodeAscii(text: string): string {
  return text.replace(/%[0-7][\da-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/** The action link an element carries (its data-e-action-hash, or an href that is one), as written. */
export function actionHashOf(element: Element): string | null {
  const attribute = element.getAttribute('data-e-action-hash') ?? (element.localName === 'a' ? element.getAttribute('href') : null);
  const hash = attribute?.trim();
  return hash && /^(#|%23)elementor-action/i.test(hash) ? hash : null;
}

/** What identifies an action link whatever its spelling: the part after "elementor-action:". */
export function actionKey(hash: string): string | null {
  const match = /^#?elementor-action:([^]*)$/.exec(decodeAscii(hash.trim()));
  return match ? (match[1] ?? '') : null;
}

/** Which kind of lightbox link the element is, or null when it is none (or another action). */
export function matchLink(element: Element, settings: Settings): LinkKind | null {
  const open = element.getAttribute('data-elementor-open-lightbox');
  if (open === 'no' || element.hasAttribute('download')) return null;
  const hash = actionHashOf(element);
  if (hash && /^action=lightbox(&|$)/.test(actionKey(hash) ?? '')) return 'action';
  if (element.localName !== 'a') return null;
  const media = IMAGE_FILE.test(element.getAttribute('href')?.trim() ?? '') || element.hasAttribute('data-elementor-lightbox-video');
  return media && (open === 'yes' || settings.lightbox.globalImageLightbox) ? 'image' : null;
}
