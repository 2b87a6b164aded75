// The lightbox as a modal dialog: Tab stays inside, Escape closes, arrow keys navigate (mirrored in
// right-to-left pages). Same handler references on the way in and out.

export interface DialogKeys {
  escape(): void;
  previous(): void;
  next(): void;
}

const FOCUSABLE = 'a[href],button:not([disabled]),iframe,video[controls],[tabindex]:not([tabindex="-1"])';
/** Where arrow keys belong to the element itself. */
const OWN_KEYS = 'input,textarea,select,video,[contenteditable]';

export function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden],[aria-hidden="true"]'),
  );
}

export function holdDialog(dialog: HTMLElement, keys: DialogKeys, rtl: boolean): () => void {
  const doc = dialog.ownerDocument;

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      keys.escape();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if ((event.target as Element | null)?.closest?.(OWN_KEYS) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if ((event.key === 'ArrowRight') !== rtl) keys.next();
      else keys.previous();
    } else if (event.key === 'Tab') {
      const list = focusables(dialog);
      const first = list[0];
      const last = list[list.length - 1];
      const active = doc.activeElement;
      const outside = !active || !dialog.contains(active);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // Focus that leaves by other means (a click outside, a script) is brought back.
  const onFocusin = (event: FocusEvent) => {
    if (event.target instanceof Node && dialog.contains(event.target)) return;
    (focusables(dialog)[0] ?? dialog).focus();
  };

  // The rest of the page is inert while the dialog is open: no focus, no clicks, and hidden from
  // assistive technology (aria-modal alone is not honoured everywhere). What was inert stays so.
  const inerted = Array.from(doc.body.children).filter((element) => !element.contains(dialog) && !element.hasAttribute('inert'));
  for (const element of inerted) element.setAttribute('inert', '');

  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('focusin', onFocusin, true);
  return () => {
    for (const element of inerted) element.removeAttribute('inert');
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('focusin', onFocusin, true);
  };
}
