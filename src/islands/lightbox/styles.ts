// The lightbox's stylesheet, injected once as one <style>. It travels as text inside the lazy chunk
// (not in vormgever.css), minified by the build; what it holds:
// - gallery.css: GLightbox 3.3.1's stylesheet cut down to what this lightbox uses: image and inline
//   slides, the description below the image, its "clean" skin. Left out: its own buttons (the
//   toolbar replaces them), Plyr videos, iframe slides, descriptions beside or above the image, the
//   "more" link, its zoom-from-nothing opening. Then what Vormgever adds: on phones the text over
//   the slide (GLightbox marks the body), video slots at the video's ratio within the viewport, room
//   for the toolbar above the image (GLightbox only subtracts the text), zoom of images that already
//   fit the screen (larger ones use GLightbox's own), and the effects: GLightbox puts "g" + the
//   names in gallery.ts on an element and waits for its animationend; opening, the slide is opaque
//   from its first frame while the overlay fades in behind it.
// - lightbox.css: the toolbar over the slides.
// Every rule is scoped to the open lightbox, so the sheet may go in before the first opening (when
// the chunk arrives, see prepare.tsx), which keeps its parsing out of the click.
import galleryCss from './gallery.css';
import toolbarCss from './lightbox.css';

export const STYLE_ID = 'vormgever-lightbox-style';

export function injectStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  // Pages with a style-src nonce: reuse the page's own.
  const nonce = doc.querySelector<HTMLElement>('style[nonce],script[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = galleryCss + toolbarCss;
  doc.head.append(style);
}
