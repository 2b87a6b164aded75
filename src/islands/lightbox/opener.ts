// Opening and closing the lightbox: the lightbox's small chunk, asked for when the visitor reaches for
// a link (links/index.ts, in the entry), next to the link's picture (picture.ts). It holds no React and no GLightbox:
// it reads and checks what the link carries, shows the first view at once (first.ts), and asks for
// the full lightbox and every file that one imports at the same moment, so that there is no chain of
// requests. When the full lightbox is in, it takes the first view over (already in at the click: once
// the first view has been painted). The events are sent here, one set per opening: open when the
// first view is on the screen, ready when the full lightbox has taken it over, close when it ends,
// from whichever view.
import { onConsole } from '../../engine/console';
import { actionHashOf, actionKey } from '../../links/hash';
import type { LinkKind } from '../../links/match';
import { resolveLightbox, urlContext } from '../../links/resolve';
import { VIDEO_CHECK_MISSING, type Slide, type Slides, type VideoCheck } from '../../links/slides';
import type { Site } from '../../settings/types';
import type { Islands } from '../registry';
import { holdDialog } from './dialog';
import { restoreFocus, showFirstView, type FirstView } from './first';
import type * as Full from './mount';
import { injectStyles } from './styles';
import type { TapView } from './tap';
import type { FullProps, LightboxProps } from './types';

// build.mjs writes here the files the full lightbox's chunk imports (React, esbuild's helpers), by
// name beside this chunk: they are asked for together with it. Left as it is, nothing is.
const GRAPH = 'vormgever:lightbox-graph';

export interface Opener {
  /** Opens the link's lightbox; `tap`: the tap view on the screen (tap.ts), which the first view takes over. */
  open(trigger: Element, kind: LinkKind, tap?: TapView): void;
  /** Opens the link named by the address bar, if an element on the page that `match`es carries that same link. */
  openFromHash(match: (element: Element) => LinkKind | null): void;
  close(): void;
}

const ignore = () => {};

/** The link as a warning names it (engine/console.ts): itself in the script-tag bundle, a browser's. */
const named = (trigger: Element) => (typeof __SCRIPT_TAG__ === 'boolean' ? trigger : onConsole(trigger));

/** The slides as event listeners get them: plain copies (the video embeds stay inside). */
const summary = (slides: readonly Slide[]) => slides.map(({ type, url, title, description, hash }) => ({ type, url, title, description, hash }));

/** Positional: the entry, which calls this, has its bytes budgeted. */
export function createOpener(doc: Document, islands: Islands, site: Site): Opener {
  const win = doc.defaultView ?? window;
  // Every rule is scoped to an open lightbox: the sheet goes in now, so that the tap does not parse it.
  injectStyles(doc);
  let host: HTMLElement | null = null;
  let first: FirstView | undefined;
  /** Sends the open lightbox's close event: once, after it is gone. */
  let ended: (() => void) | undefined;
  /** Ends the full lightbox at once, once it has one (session.tsx). */
  let ending: (() => void) | undefined;
  let full: typeof Full | undefined;
  let loadingFull: Promise<typeof Full> | undefined;
  const loadFull = () =>
    (loadingFull ??= (
      GRAPH.split(' ').forEach((name) => name.endsWith('.js') && import(/* @vite-ignore */ new URL(name, import.meta.url).href).catch(ignore)),
      import('./mount')
    ).then(
      (chunk) => (full = chunk),
      (error: unknown) => {
        loadingFull = undefined;
        throw error;
      },
    ));
  // After a frame (never in the way of a first view shown right after this), unless an opening has
  // come meanwhile: that one asks for the full lightbox once its picture is on the screen.
  const painted = () => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve)));
  islands.track(painted().then((): unknown => host || loadFull()).catch(ignore));

  // video.ts (checking video addresses) is a chunk of its own: the first video slide loads it, and
  // its link is opened again. Failing to load (offline), the link does not open, with a warning.
  let videoEmbed: VideoCheck | undefined;
  let loadingVideoCheck: Promise<void> | null = null;
  let openings = 0;
  const loadVideoCheck = (trigger: Element, kind: LinkKind, tap?: TapView) => {
    const opening = openings;
    loadingVideoCheck ??= import('../../links/video').then((chunk) => void (videoEmbed = chunk.videoEmbed));
    const failed = (error: unknown) => {
      loadingVideoCheck = null;
      console.warn(`[vormgever] lightbox not opened: the video checker did not load (${String(error).slice(0, 200)})`, named(trigger));
    };
    islands.track(loadingVideoCheck.then(() => opening === openings && open(trigger, kind, tap), failed));
  };

  // Everything of the open lightbox goes now, before anything opens next: its dialog, its hold on
  // the page and on focus (two would pull focus back and forth), then the close event.
  const close = () => {
    const [own, end, endFull] = [host, ended, ending];
    host = null; // its onClose, called from endFull(), is then a no-op
    ended = ending = undefined;
    first?.remove();
    first = undefined;
    endFull?.();
    if (own) {
      islands.unmount(own);
      own.remove();
    }
    end?.();
  };

  const mountFull = (own: HTMLElement, props: LightboxProps & Pick<FullProps, 'ready' | 'moved' | 'ends'>, outcome: Slides) => {
    try {
      islands.mount<FullProps>(own, { mount: full!.mount }, { ...props, outcome, first, settings: site.settings, device: site.device(), hold: holdDialog, restoreFocus });
    } catch (error) {
      console.error('[vormgever] the lightbox failed to open for', named(props.trigger), error);
      if (host === own) close();
    }
  };

  const open = (trigger: Element, kind: LinkKind, tap?: TapView) => {
    close();
    openings++;
    const hash = kind === 'action' ? actionHashOf(trigger) : null;
    const outcome = resolveLightbox({ trigger, kind, hash }, { doc, urls: urlContext(doc, win), videoEmbed });
    if ('problem' in outcome && outcome.problem === VIDEO_CHECK_MISSING) return loadVideoCheck(trigger, kind, tap);
    // A link that does not check out ends here: no lightbox (a tap view closes: focus back on the link), one console warning.
    if ('problem' in outcome) return tap?.close(), console.warn(`[vormgever] lightbox not opened: ${outcome.problem}`, named(trigger));
    if (outcome.skipped) console.warn(`[vormgever] lightbox: ${outcome.skipped} slide(s) left out (no allowed address)`, named(trigger));
    const own = (host = (tap?.parentElement as HTMLElement | null) ?? doc.createElement('div'));
    own.className = 'vormgever-lightbox';
    if (!tap) doc.body.append(own); // a tap view's stays where it is: moved, its dialog would close
    const props: LightboxProps = { trigger, kind, hash, returnFocus: doc.activeElement, onClose: () => host === own && close() };
    // The first view always: the picture is on the screen before React renders anything (with the
    // full lightbox at hand, it takes over after that first frame has been painted).
    let view: FirstView;
    try {
      view = first = showFirstView(
        own,
        outcome,
        site.settings,
        () => {
          if (host !== own) return;
          view.remove(); // the page back, then focus, then the close event
          restoreFocus(props);
          close();
        },
        tap,
      );
    } catch (error) {
      console.error('[vormgever] the lightbox failed to open for', named(trigger), error);
      return close();
    }
    // The slide shown: the first view's, until the full lightbox says it moved.
    let at: number | undefined;
    const send = (type: string) => doc.dispatchEvent(new CustomEvent(`vormgever:lightbox-${type}`, { detail: { slides: summary(outcome.slides), index: at ?? view.index } }));
    const reports = { ready: () => send('ready'), moved: (index: number) => void (at = index), ends: (end: () => void) => void (ending = end) };
    ended = () => send('close');
    send('open');
    // The full lightbox is asked for (or, already in, takes over) once the picture is on the screen:
    // evaluating React meanwhile would hold back the picture's first frame.
    islands.track(
      view.shown.then(painted).then(loadFull).then(
        () => host === own && mountFull(own, { ...props, ...reports }, { ...outcome, index: view.index }),
        // The first view stays, a working dialog; the next opening tries again.
        (error: unknown) => host === own && console.warn(`[vormgever] lightbox: only the picture is shown, the rest did not load (${String(error).slice(0, 200)})`, named(trigger)),
      ),
    );
  };

  // The address bar only names the link: it opens when an element on the page carries the same one,
  // and its settings are then read from that element.
  const openFromHash = (match: (element: Element) => LinkKind | null) => {
    const wanted = actionKey(win.location.hash);
    if (!wanted) return;
    for (const element of doc.querySelectorAll('[data-e-action-hash],a[href*="elementor-action"]')) {
      const hash = actionHashOf(element);
      if (hash && actionKey(hash) === wanted && match(element) === 'action') return open(element, 'action');
    }
  };

  return { open, close, openFromHash };
}

// The entry asks for this chunk by import() and calls its default export: a name it does not carry
// (its 4 KB budget).
export { createOpener as default };
