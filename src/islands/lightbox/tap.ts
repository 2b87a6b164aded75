// The tap view: what a phone's first tap on a lightbox link shows when the lightbox's first chunk is
// not in yet (a phone has no hover to fetch it early: it is asked for as the touch starts, and a round
// trip and its evaluation would come before the picture). A modal <dialog> with the link's picture
// (already on its way, picture.ts): showModal() gives the modality, the focus inside (on the dialog),
// Escape (and a phone's back gesture) and the page's inertness; closing it gives focus back to the
// link. The first view (first.ts) takes this same dialog and picture over when the chunk arrives (in
// a few hundred ms on a slow phone), adding the text and the close button, so nothing is shown twice.
// Phones only: the picture sits where the full lightbox puts it on a phone (centred, at most the
// screen; the text goes over the picture there), so it never moves; wider screens lay the picture out
// with its text below, and there a pointer has fetched the chunk by the click.
// Part of the entry (its bytes are budgeted): hence no close button of its own (Escape or the back
// gesture close it meanwhile). Its name is the one string a visitor meets before any chunk: the site's
// `strings.lightbox` in vormgever-config (what the plugin prints, read by settings/switches.ts), else
// the built-in sets' (the same word in English and Dutch; test/unit/labels-sources.test.ts). A name
// given only in `i18n` or in start()'s options names the lightbox from its first view on.
import { askForPicture } from './picture';

/** The tap view on the screen: its <dialog>, in its host (the `.vormgever-lightbox` element the first view and the full lightbox use too), with the picture inside. */
export type TapView = HTMLDialogElement;

/** Shows the tap view for a link's picture on a phone-wide screen; undefined where it does not apply. */
export function showTapView(trigger: Element, win: Window, name?: string): TapView | undefined {
  // (Asked for again: the same request as the one the finger's touch began, if any.)
  const picture = askForPicture(trigger);
  if (win.innerWidth > 768 || !picture.src) return;
  const doc = trigger.ownerDocument;
  const dialog = doc.body.appendChild(doc.createElement('div')).appendChild(doc.createElement('dialog'));
  dialog.appendChild(picture);
  dialog.setAttribute('aria-label', name || 'Lightbox');
  picture.alt = '';
  dialog.className = 'vg-tap';
  // The handler is a property, which the first view replaces.
  dialog.onclose = () => {
    dialog.parentElement!.remove();
    (trigger as HTMLElement).focus();
  };
  dialog.showModal();
  return dialog;
}
