// Whether an element is a link Vormgever opens in the lightbox, decided cheaply and without reading the
// settings it carries. This file is part of the entry bundle; checking the settings waits in the chunk.

/** An action link (`#elementor-action:action=lightbox&settings=...`) or a plain link to an image file. */
export type LinkKind = 'action' | 'image';

/** Elements that can be lightbox links: `closest()` from a click target finds the nearest one. */
export const LINK_SELECTOR = '[data-e-action-hash],a[href]';

// The three spellings of a lightbox action link: as written, percent-encoded after the "#" (server
// renders), fully encoded (the builder's own JS). Other actions (popups) do not match.
const LIGHTBOX_ACTION = /^(#|%23)elementor-action(:|%3a)action(=|%3d)lightbox(&|%26|$)/i;
export const IMAGE_FILE = /^[^?]+\.(png|jpe?g|gif|svg|webp|avif)(\?|$)/i;

/** Which kind of lightbox link the element is, or null when it is none (or another action). */
export function matchLink(element: Element, globalImageLightbox: boolean): LinkKind | null {
  const open = element.getAttribute('data-elementor-open-lightbox');
  if (open === 'no' || element.hasAttribute('download')) return null;
  const link = element.localName === 'a';
  const href = link ? (element.getAttribute('href')?.trim() ?? '') : '';
  if (LIGHTBOX_ACTION.test(element.getAttribute('data-e-action-hash')?.trim() ?? href)) return 'action';
  const media = link && (IMAGE_FILE.test(href) || element.hasAttribute('data-elementor-lightbox-video'));
  return media && (open === 'yes' || globalImageLightbox) ? 'image' : null;
}
