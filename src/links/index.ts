// Lightbox links: one delegated click listener, the address-bar hash on page load, and an idle
// prefetch of the lightbox chunk. Part of the entry bundle, so it only decides *whether* a link is
// ours; reading and checking what the link carries happens in the lazy chunk.
import type { Islands } from '../islands/registry';
import { currentDevice } from '../settings/device';
import type { Device, Settings } from '../settings/types';
import { actionHashOf, actionKey, LINK_SELECTOR, matchLink, type LinkKind } from './match';

export type { LinkKind };

export interface LinksContext {
  doc: Document;
  win: Window;
  settings: Settings;
  islands: Islands;
}

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

const loadLightbox = () => import('../islands/lightbox/mount');

/** Handles lightbox links until the returned teardown is called. */
export function watchLinks({ doc, win, settings, islands }: LinksContext): () => void {
  let host: HTMLElement | null = null;

  const close = () => {
    if (!host) return;
    islands.unmount(host);
    host.remove();
    host = null;
  };

  const open = (trigger: Element, kind: LinkKind) => {
    close();
    const own = (host = doc.createElement('div'));
    own.className = 'vormgever-lightbox';
    doc.body.append(own);
    const onClose = () => host === own && close();
    islands.mount<LightboxProps>(own, loadLightbox, {
      trigger,
      kind,
      hash: kind === 'action' ? actionHashOf(trigger) : null,
      settings,
      device: currentDevice(settings, win),
      returnFocus: doc.activeElement,
      onClose,
    });
  };

  // Told to handle links although the page builder's script is there: go first (capture) and keep
  // the clicks we handle from its listeners, so that only one lightbox opens.
  const first = settings.handleActionLinks && 'elementorFrontend' in win;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const element = (event.target as Element | null)?.closest?.(LINK_SELECTOR);
    const kind = element && matchLink(element, settings);
    if (!kind) return;
    event.preventDefault();
    if (first) event.stopPropagation();
    open(element, kind);
  };
  doc.addEventListener('click', onClick, first);

  // The address bar only names the link: it opens when an element on the page carries the same one,
  // and its settings are then read from that element.
  const wanted = actionKey(win.location.hash);
  if (wanted) {
    for (const element of doc.querySelectorAll('[data-e-action-hash],a[href*="elementor-action"]')) {
      const hash = actionHashOf(element);
      if (hash && actionKey(hash) === wanted && matchLink(element, settings) === 'action') {
        open(element, 'action');
        break;
      }
    }
  }

  // Fetch the chunk while the page is idle, but only on pages that have something to open.
  const prefetch = () => {
    if (Array.prototype.some.call(doc.querySelectorAll(LINK_SELECTOR), (element: Element) => matchLink(element, settings))) {
      loadLightbox().catch(() => {});
    }
  };
  const hasIdle = typeof win.requestIdleCallback === 'function';
  const idle = hasIdle ? win.requestIdleCallback(prefetch, { timeout: 3000 }) : win.setTimeout(prefetch, 500);

  return () => {
    doc.removeEventListener('click', onClick, first);
    if (hasIdle) win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
    close();
  };
}
