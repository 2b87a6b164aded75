// The first view: what a tap shows at once, before React and GLightbox have arrived (on a slow phone
// they take most of a second). It is GLightbox's own markup for the slide, so that gallery.css puts
// the picture exactly where the full lightbox will, built as DOM nodes (no HTML strings, no style
// attributes), and it is the dialog from its first frame: role, aria-modal, the Dutch label, focus on
// its close button (where the toolbar's close button will be), Escape or a tap on that button or
// beside the picture closes it, arrow keys change the slide. The full lightbox takes it over in one
// task (session.tsx), at the slide it shows. On a phone whose tap came before this chunk, the tap view
// (tap.ts) is on the screen: this takes over its <dialog> and picture where they are (no opening
// effect again: they have been there a while), so that nothing moves.
import type { Slides } from '../../links/slides';
import type { Settings } from '../../settings/types';
import { holdDialog } from './dialog';
import type { TapView } from './tap';
import type { FirstView, LightboxProps } from './types';

export type { FirstView };


// GLightbox's own mobile test (its user-agent list and its 768 px width): it marks the body so.
const MOBILE = /iPad|iPhone|iPod|Android|PlayBook|BB10|BlackBerry|Opera Mini|IEMobile|webOS|MeeGo/i;
const PAGE_CLASSES = ['glightbox-open'];

/** Focus back to the link, else to what had it before. */
export function restoreFocus({ trigger, returnFocus }: LightboxProps): void {
  for (const target of [trigger, returnFocus]) {
    if (!target?.isConnected || typeof (target as HTMLElement).focus !== 'function') continue;
    (target as HTMLElement).focus();
    if (target.ownerDocument.activeElement === target) return;
  }
}

export function showFirstView(host: HTMLElement, { slides, index }: Slides, settings: Settings, close: () => void, tap?: TapView): FirstView {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const labels = settings.labels;
  const add = <K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    parent.append(element);
    return element;
  };
  const dialog: HTMLElement = tap ?? add(host, 'div', '');
  const tapPicture = tap?.querySelector('img');
  dialog.classList.add('glightbox-container', 'vg-lightbox', 'vg-lightbox--first');
  dialog.tabIndex = -1;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', labels.lightbox);
  const effect = (name: string) => (tap ? '' : ` ${name}`);
  const overlay = add(dialog, 'div', `goverlay${effect('gfadeIn')}`);
  const container = add(dialog, 'div', 'gcontainer');
  const slide = add(add(container, 'div', 'gslider'), 'div', `gslide loaded current${effect('gvgOpen')}`);
  const inner = add(add(slide, 'div', 'gslide-inner-content'), 'div', 'ginner-container');
  const media = add(inner, 'div', 'gslide-media');
  const loader = add(dialog, 'div', 'gloader');
  const text = add(add(inner, 'div', 'gslide-description description-bottom'), 'div', 'gdesc-inner');
  const title = add(text, 'h4', 'gslide-title');
  const description = add(text, 'div', 'gslide-desc');
  title.id = 'vg-first-title';
  description.id = 'vg-first-description';
  let image: HTMLImageElement | undefined;

  const bar = add(add(add(dialog, 'div', 'vg-lightbox__ui'), 'div', 'vg-lightbox__bar'), 'div', 'vg-lightbox__tools');
  const button = add(bar, 'button', 'vg-lightbox__button vg-lightbox__close');
  button.type = 'button';
  button.setAttribute('aria-label', labels.close);
  const svg = 'http://www.w3.org/2000/svg';
  const icon = button.appendChild(doc.createElementNS(svg, 'svg'));
  icon.setAttribute('class', 'vg-lightbox__icon');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('focusable', 'false');
  icon.appendChild(doc.createElementNS(svg, 'path')).setAttribute('d', 'M6 6l12 12M18 6L6 18');
  // The tap view's <dialog> closed by the browser itself (Escape, a phone's back gesture) closes the lightbox.
  (dialog as HTMLDialogElement).onclose = close;

  let loaded: (value?: unknown) => void;
  const view: FirstView = {
    dialog,
    index,
    shown: new Promise((resolve) => win.setTimeout((loaded = resolve), 3000)),
    showing: () => !!image?.complete && image.naturalWidth > 0,
    remove(handedOver) {
      if (!dialog.isConnected) return;
      dialog.onclose = null;
      release();
      dialog.remove();
      if (!handedOver) for (const element of [doc.documentElement, doc.body]) element.classList.remove(...PAGE_CLASSES, 'glightbox-mobile');
    },
  };

  // One slide's picture and text, as GLightbox fills its slide (desc-bottom: the text below the picture).
  const show = (at: number, reuse?: HTMLImageElement) => {
    const current = slides[at]!;
    view.index = at;
    image?.remove();
    image = undefined;
    title.textContent = current.title;
    description.textContent = current.description;
    title.hidden = !current.title;
    description.hidden = !current.description;
    const withText = !!(current.title || current.description);
    text.parentElement!.hidden = !withText;
    inner.classList.toggle('desc-bottom', withText);
    media.className = `gslide-media gslide-${current.type === 'image' ? 'image' : 'inline'}`;
    loader.style.display = current.type === 'image' ? 'none' : '';
    if (current.type !== 'image') return loaded();
    // The tap view's picture, when it is this slide's: the same element, loaded or on its way.
    const img = (image = reuse?.src === current.url ? reuse : doc.createElement('img'));
    img.onerror = loaded;
    img.alt = current.title;
    if (current.title) img.setAttribute('aria-labelledby', title.id);
    if (current.description) img.setAttribute('aria-describedby', description.id);
    // Wider screens: GLightbox makes the text as wide as the picture once it has loaded.
    img.addEventListener('load', () => {
      if (win.innerWidth > 768 && withText) text.parentElement!.style.maxWidth = `${img.offsetWidth}px`;
      loaded();
    });
    if (img !== reuse) img.src = current.url;
    media.prepend(img);
    // Already in (the memory cache), or a DOM that loads no pictures (no decode(): happy-dom).
    if (img.complete || !img.decode) loaded();
  };
  tapPicture?.remove();
  show(index, tapPicture ?? undefined);

  const move = (by: number) => slides[view.index + by] && show(view.index + by);
  const release = holdDialog(dialog, { escape: close, previous: () => move(-1), next: () => move(1) }, settings.isRtl);
  // The close button, and (as GLightbox does, except on phones) a tap beside the picture.
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (button.contains(target) || (!doc.body.classList.contains('glightbox-mobile') && !target.closest('.ginner-container,.vg-lightbox__ui'))) close();
  });
  for (const element of [doc.documentElement, doc.body]) element.classList.add(...PAGE_CLASSES);
  if (MOBILE.test(win.navigator.userAgent) || win.innerWidth <= 768) doc.body.classList.add('glightbox-mobile');
  button.focus();
  return view;
}

