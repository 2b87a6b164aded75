// The picture of a lightbox link, asked for the moment the visitor reaches for the link, next to the
// lightbox's first chunk: on a slow network the first view then finds it on its way. Part of the
// entry (its bytes are budgeted).
import { IMAGE_FILE } from '../../links/match';

/**
 * The picture a link shows (its href, or the url of its action settings), when its address looks like
 * an image file; else undefined. Nothing here is checked further: an <img> runs nothing, whatever its
 * address, and what the lightbox shows has passed url.ts.
 */
export function pictureOf(element: Element): string | undefined {
  let raw = element.getAttribute('href');
  // `action=lightbox&settings=<base64>`, as written or percent-encoded: the settings follow the second
  // "=" (atob does without base64's own "=" padding). unescape(), not decodeURIComponent(): the part
  // read is ASCII either way, and it is 9 bytes shorter in the entry.
  try {
    raw = JSON.parse(atob(unescape(element.getAttribute('data-e-action-hash') ?? raw!).split('=')[2]!)).url;
  } catch {}
  if (IMAGE_FILE.test(raw!)) return raw!;
}

/** Asks for the picture a link shows (see pictureOf): the image being loaded (without an address when there is none). */
export function askForPicture(element: Element): HTMLImageElement {
  const picture = new Image();
  const url = pictureOf(element);
  if (url) picture.src = url;
  return picture;
}
