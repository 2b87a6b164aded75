// GLightbox's stylesheet and the toolbar's, injected once as one <style> when the lightbox first opens.
import glightboxCss from 'glightbox/dist/css/glightbox.min.css';
import toolbarCss from './lightbox.css';

export const STYLE_ID = 'vormgever-lightbox-style';

export function injectStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  // Pages with a style-src nonce: reuse the page's own.
  const nonce = doc.querySelector<HTMLElement>('style[nonce],script[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = `${glightboxCss}\n${toolbarCss}`;
  doc.head.append(style);
}
