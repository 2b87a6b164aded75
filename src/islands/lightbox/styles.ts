// The lightbox's stylesheet, adopted once (../stylesheet.ts: a constructed stylesheet, which a strict
// Content Security Policy lets in; a <style> only where those are missing). It travels as text inside the lazy chunk
// (not in vormgever.css), minified by the build; what it holds:
// - gallery.css: GLightbox 3.3.1's stylesheet cut down to what this lightbox uses: image and inline
//   slides, the description below the image, its "clean" skin. Left out: its own buttons (the
//   toolbar replaces them), Plyr videos, iframe slides, descriptions beside or above the image, the
//   "more" link, its zoom-from-nothing opening. Then what Vormgever adds: on phones the text over
//   the slide (GLightbox marks the body), video slots at the video's ratio within the viewport, room
//   for the toolbar above the image (GLightbox only subtracts the text), the zoomed picture's cursor
//   and no transition while a finger moves it (zoom.ts), and the effects: GLightbox puts "g" + the
//   names in gallery.ts on an element and waits for its animationend; opening, the slide is opaque
//   from its first frame while the overlay fades in behind it.
// - lightbox.css: the toolbar over the slides.
// Every rule is scoped to the open lightbox, so the sheet may go in before the first opening (when
// the opener's chunk arrives, see opener.ts), which keeps its parsing out of the click.
import { adoptStyles } from '../stylesheet';
import galleryCss from './gallery.css';
import toolbarCss from './lightbox.css';

export const STYLE_ID = 'vormgever-lightbox-style';

export function injectStyles(doc: Document): void {
  adoptStyles(doc, STYLE_ID, galleryCss + toolbarCss);
}
