// What the lightbox island is given. The entry only recognised the link; the opener (the lightbox's
// small chunk) has read and checked what it carries, and the full lightbox takes it from there.
import type { LinkKind } from '../../links/match';
import type { Slides } from '../../links/slides';
import type { Device, Settings } from '../../settings/types';
import type { DialogKeys } from './dialog';

/** The first view on the screen (first.ts), until the full lightbox takes it over. */
export interface FirstView {
  /** The dialog element. */
  dialog: HTMLElement;
  /** The slide shown (the visitor may have moved with the arrow keys). */
  index: number;
  /** The current picture is loaded and drawn: the full lightbox waits for its own before taking over. */
  showing(): boolean;
  /** Resolves when the first picture has loaded or failed (at once for a video slide; at most 3 s). */
  shown: Promise<unknown>;
  /** Takes it out and gives the page back (inert, keys); `handedOver`: the page classes are GLightbox's now. */
  remove(handedOver?: boolean): void;
}

export interface LightboxProps {
  trigger: Element;
  kind: LinkKind;
  /** The trigger's action link as written (kind "action"), else null. */
  hash: string | null;
  /** Where focus goes back on close when the trigger cannot take it (the element focused before). */
  returnFocus: Element | null;
  /** Called once when the lightbox has closed (focus is back), or when it did not open. */
  onClose(): void;
}

/** What the full lightbox (mount.tsx, the chunk with React and GLightbox) is given. */
// It imports nothing at run time from the opener's chunk (that would make a chunk both load, and the
// first view wait for it): what it needs from there comes in these props.
export interface FullProps extends LightboxProps {
  /** The checked slides and where to start. */
  outcome: Slides;
  settings: Settings;
  /** The device at the moment of opening (unused since the zoom button shows on phones too, issue 24). */
  device: Device;
  /** The first view on the screen, which the full lightbox takes over; none when it was ready at the click. */
  first?: FirstView;
  /** dialog.ts's holdDialog and first.ts's restoreFocus, from the opener's chunk. */
  hold(dialog: HTMLElement, keys: DialogKeys, rtl: boolean): () => void;
  restoreFocus(props: LightboxProps): void;
  /** The full lightbox has taken over (toolbar, focus, keys): the opener sends `vormgever:lightbox-ready`. */
  ready(): void;
  /** The slide shown changed: the index the opener's events carry. */
  moved(index: number): void;
  /**
   * Gives the opener the session's way to end at once (no animation: the dialog gone, the page and
   * focus given back), for a new opening or stop(): the next dialog must not meet this one's focus
   * trap. React's unmount follows after the task (the registry's).
   */
  ends(end: () => void): void;
}
