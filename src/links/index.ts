// Lightbox links: one delegated click listener, the address-bar hash on page load, and the lightbox's
// first chunk (islands/lightbox/opener.ts) loaded when the visitor reaches for a link, with the link's
// picture. Part of the entry bundle, so it only decides *whether* a link is ours; reading and checking
// what the link carries, and showing it, is the lightbox's (islands/lightbox/), except a phone's tap
// that comes before that chunk: the tap view shows the picture meanwhile (islands/lightbox/tap.ts).
import { askForPicture } from '../islands/lightbox/picture';
import type { Opener } from '../islands/lightbox/opener';
import { showTapView, type TapView } from '../islands/lightbox/tap';
import type { Islands } from '../islands/registry';
import type { Switches } from '../settings/switches';
import type { Site } from '../settings/types';
import { LINK_SELECTOR, matchLink, type LinkKind } from './match';

export type { LinkKind };

/** What a click must know at once (read by the entry). */
export type LinkSwitches = Pick<Switches, 'handleActionLinks' | 'globalImageLightbox' | 'builderScript' | 'tapName'>;

const events = ['click', 'pointerover', 'focusin'];

/**
 * Handles lightbox links until the returned teardown is called, and what the visitor reaches for (one
 * delegated listener set for links and forms). `site` gives the full settings and the device (the lazy
 * settings chunk, read once). Positional: the entry's bytes are budgeted.
 */
export function watchLinks(doc: Document, win: Window, switches: LinkSwitches, site: () => Promise<Site>, islands: Islands): () => void {
  // Whether the page builder's own script handles its links is asked at each click, not once: an
  // optimizer may combine, defer or delay it until the first input, so it can come after us. The
  // plugin says when it is on its way (builderScript); else it is there once its global is.
  const builder = () => 'elementorFrontend' in win || switches.builderScript;
  const ours = () => switches.handleActionLinks || !builder();
  const match = (element: Element) => (ours() ? matchLink(element, switches.globalImageLightbox) : null);
  let opener: Opener | undefined;
  let loading: Promise<Opener> | undefined;
  let stopped = false;
  let tap: TapView | undefined;

  // The picture of the link last reached for (askForPicture).
  let picture: HTMLImageElement | undefined;

  // The lightbox's first chunk and the settings, once; a failed load (offline for a moment) may be
  // retried. One that arrives after stop() builds nothing (no stylesheet, nothing more fetched) and
  // resolves without an opener: every caller checks `stopped` first. On a phone-wide screen (where a
  // tap before this chunk shows the tap view) the link's picture has the line to itself first: asked
  // for as the finger touches the link, the chunks after it is in (bench/README.md, the phone profile),
  // or after 3 s at most (a picture that takes longer, or whose request hangs, keeps no lightbox away).
  const load = () =>
    // (decode(): in, or failed; a picture without an address fails at once. A DOM without it, jsdom's,
    // waits the 3 s. The entry's bytes are budgeted: bench/README.md.)
    (loading ??= new Promise<void>((go) => {
      if (win.innerWidth > 768 || !picture) go();
      else setTimeout(go, 3e3), picture.decode?.().then(go, go);
    }).then(() => Promise.all([import('../islands/lightbox/opener'), site()])).then(
      ([chunk, read]) => (opener = stopped ? opener : chunk.default(doc, islands, read))!,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Once loaded, an opening happens in the click's own task.
  const withOpener = (then: (loaded: Opener) => void) => {
    if (opener) then(opener);
    else islands.track(load().then((loaded) => stopped || then(loaded)));
  };

  // One delegated listener for the click and for what the visitor reaches for (the pointer enters
  // something, it gets focus; a touch fires pointerover as it starts): a form reached for mounts its
  // switch islands; a lightbox link reached for starts loading the lightbox and its picture, unless
  // Data Saver is on (then only a click does). A failed load here is the click's to report.
  const onEvent = (event: MouseEvent) => {
    const target = event.target as Element;
    const element = target.closest?.(LINK_SELECTOR);
    const kind = element && match(element);
    if (event.type !== 'click') {
      islands.wake(target.closest?.('form'));
      if (kind && !(win.navigator as SaveData).connection?.saveData) (picture = askForPicture(element)), islands.track(load().catch(() => {}));
    } else if (kind && !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      // A click we take is ours alone: no listener after ours sees it (the page builder's lightbox,
      // told to stand aside by handleActionLinks; one that arrived late and replays the click). Going
      // first, we cannot see another script's preventDefault() any more: our decision comes first.
      event.stopImmediatePropagation();
      // Before the lightbox's chunk is in, a phone shows the picture at once; the chunk takes that view
      // over, unless the visitor has closed it meanwhile (closed at once; it goes at its close event).
      const shown = (tap = opener ? undefined : showTapView(element, win, switches.tapName));
      withOpener((loaded) => (!shown || shown.open) && loaded.open(element, kind, shown));
    }
  };
  // Capture on window: before every listener on the document or the link (the page builder's are on the
  // document), whatever order they were added in; stopImmediatePropagation() also stops those added to
  // window's capture after ours.
  for (const type of events) win.addEventListener(type, onEvent as EventListener, true);

  if (ours() && win.location.hash.includes('elementor-action')) withOpener((loaded) => loaded.openFromHash(match));

  return () => {
    stopped = true;
    for (const type of events) win.removeEventListener(type, onEvent as EventListener, true);
    opener?.close();
    tap?.parentElement?.remove(); // one the chunk has not taken over
  };
}

type SaveData = { connection?: { saveData?: boolean } };
