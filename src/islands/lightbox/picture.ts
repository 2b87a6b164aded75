// The picture of a lightbox link, asked for the moment the visitor reaches for the link, next to the
// lightbox's first chunk: on a phone's slow network the first view then finds it on its way. Part of
// the entry (its bytes are budgeted).
import { IMAGE_FILE } from '../../links/match';

/**
 * Asks for the picture a link shows (its href, or the url of its action settings). Only an address
 * that looks like an image file: an <img> runs nothing, whatever its address; what the lightbox
 * shows has passed url.ts.
 */
export function askForPicture(element: Element): void {
  let raw = element.getAttribute('href');
  // `action=lightbox&settings=<base64>`, as written or percent-encoded: the settings follow the second
  // "=" (atob does without base64's own "=" padding). unescape(), not decodeURIComponent(): the part
  // read is ASCII either way, and it is 9 bytes shorter in the entry.
  try {
    raw = JSON.parse(atob(unescape(element.getAttribute('data-e-action-hash') ?? raw!).split('=')[2]!)).url;
  } catch {}
  if (IMAGE_FILE.test(raw!)) new Image().src = raw!;
}
