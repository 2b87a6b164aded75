// Lightbox links: one delegated click listener, the address-bar hash on page load, and an idle
// prefetch of the lightbox chunk. Part of the entry bundle, so it only decides *whether* a link is
// ours; reading and checking what the link carries happens in the lazy chunk.
import type { Islands } from '../islands/registry';
import type { Switches } from '../settings/switches';
import type { Device, Settings, Site } from '../settings/types';
import { LINK_SELECTOR, matchLink, type LinkKind } from './match';

export type { LinkKind };

/** What a click must know at once (read by the entry). */
export type LinkSwitches = Pick<Switches, 'handleActionLinks' | 'globalImageLightbox'>;

/** What the lightbox island is given: the element that asked for it. It reads everything else itself. */
// The chunk imports nothing from the entry's modules (that would split them into a shared chunk the
// entry loads eagerly): what it needs from here comes in these props.
export interface LightboxProps {
  trigger: Element;
  kind: LinkKind;
  /** The trigger's action link as written (kind "action"), else null. */
  hash: string | null;
  settings: Settings;
  /** The device at the moment of opening (no zoom button on mobile: pinch-zoom serves). */
  device: Device;
  /** Where focus goes back on close when the trigger cannot take it (the element focused before). */
  returnFocus: Element | null;
  /** Called once when the lightbox has closed, or when it did not open. */
  onClose(): void;
}

type Opener = import('./open').Opener;

/**
 * Handles lightbox links until the returned teardown is called. `site` gives the full settings and the
 * device (the lazy settings chunk, read once); `whenIdle` runs a task when the page is idle (start()
 * shares one idle moment). Positional: the entry's bytes are budgeted.
 */
export function watchLinks(
  doc: Document,
  win: Window,
  switches: LinkSwitches,
  site: () => Promise<Site>,
  islands: Islands,
  whenIdle: (task: () => void) => void,
): () => void {
  const match = (element: Element) => matchLink(element, switches.globalImageLightbox);
  let opener: Opener | null = null;
  let loading: Promise<Opener> | null = null;
  let stopped = false;

  // The lightbox chunk and the settings, once; a failed load (offline for a moment) may be retried.
  const load = () =>
    (loading ??= Promise.all([import('./open'), site()]).then(
      ([chunk, read]) => (opener = chunk.lightboxOpener({ doc, win, islands, site: read, match })),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // Once loaded, an opening happens in the click's own task.
  const withOpener = (then: (loaded: Opener) => void) => {
    if (opener) then(opener);
    else islands.track(load().then((loaded) => stopped || then(loaded)));
  };

  // Told to handle links although the page builder's script is there: go first (capture) and keep
  // the clicks we handle from its listeners, so that only one lightbox opens.
  const first = switches.handleActionLinks && 'elementorFrontend' in win;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const element = (event.target as Element | null)?.closest?.(LINK_SELECTOR);
    const kind = element && match(element);
    if (!kind) return;
    event.preventDefault();
    if (first) event.stopPropagation();
    withOpener((loaded) => loaded.open(element, kind));
  };
  doc.addEventListener('click', onClick, first);

  if (win.location.hash.includes('elementor-action')) withOpener((loaded) => loaded.openFromHash());

  // Fetch the chunk while the page is idle, but only on pages that have something to open.
  whenIdle(() => stopped || ([...doc.querySelectorAll(LINK_SELECTOR)].some(match) && load().catch(() => {})));

  return () => {
    stopped = true;
    doc.removeEventListener('click', onClick, first);
    opener?.close();
  };
}
