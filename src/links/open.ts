// Opening and closing the lightbox for one watchLinks(): the lazy side of the link handling, in the
// lightbox chunk. The entry recognised the link; this part finds the address-bar link, creates the
// host, and mounts the island through the registry.
import { mount } from '../islands/lightbox/mount';
import { prepareLightbox } from '../islands/lightbox/prepare';
import type { IslandModule, Islands } from '../islands/registry';
import type { Site } from '../settings/types';
import { actionHashOf, actionKey } from './hash';
import type { LightboxProps } from './index';
import type { LinkKind } from './match';
import type { VideoCheck } from './slides';

type OpenProps = Omit<LightboxProps, 'settings' | 'device'>;

export interface Opener {
  open(trigger: Element, kind: LinkKind): void;
  /** Opens the link named by the address bar, if an element on the page carries that same link. */
  openFromHash(): void;
  close(): void;
}

/**
 * `match` is the entry's matchLink with the site's image-link switch (passed in: importing it would
 * share a chunk). Positional: the entry, which calls this, has its bytes budgeted.
 */
export function lightboxOpener(doc: Document, win: Window, islands: Islands, site: Site, match: (element: Element) => LinkKind | null): Opener {
  let host: HTMLElement | null = null;
  // Stylesheet and a first toolbar render while the page is idle; an opening makes the latter moot.
  let unprepare = prepareLightbox(doc, win, site.settings.labels);
  // video.ts (checking video addresses) is a chunk of its own: the first video slide loads it, and
  // its link is opened again. Failing to load (offline), the link does not open, with a warning.
  let videoEmbed: VideoCheck | undefined;
  let loadingVideoCheck: Promise<void> | null = null;
  const loadVideoCheck = (trigger: Element, kind: LinkKind, own: HTMLElement) => {
    loadingVideoCheck ??= import('./video').then((chunk) => void (videoEmbed = chunk.videoEmbed));
    const reopen = () => host === own && open(trigger, kind);
    const failed = (error: unknown) => {
      loadingVideoCheck = null;
      console.warn(`[vormgever] lightbox not opened: the video checker did not load (${String(error).slice(0, 200)})`, trigger);
      if (host === own) close();
    };
    islands.track(loadingVideoCheck.then(reopen, failed));
  };
  // The island's code is in this chunk: the registry mounts it in the click's task.
  const island: IslandModule<OpenProps> = {
    mount: (element, props) =>
      mount(element, {
        ...props,
        settings: site.settings,
        device: site.device(),
        videoEmbed,
        loadVideoCheck: () => loadVideoCheck(props.trigger, props.kind, element),
      }),
  };

  const close = () => {
    unprepare();
    unprepare = () => {};
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
    try {
      islands.mount<OpenProps>(own, island, {
        trigger,
        kind,
        hash: kind === 'action' ? actionHashOf(trigger) : null,
        returnFocus: doc.activeElement,
        onClose: () => host === own && close(),
      });
    } catch (error) {
      console.error('[vormgever] the lightbox failed to open for', trigger, error);
      if (host === own) close();
    }
  };

  // The address bar only names the link: it opens when an element on the page carries the same one,
  // and its settings are then read from that element.
  const openFromHash = () => {
    const wanted = actionKey(win.location.hash);
    if (!wanted) return;
    for (const element of doc.querySelectorAll('[data-e-action-hash],a[href*="elementor-action"]')) {
      const hash = actionHashOf(element);
      if (hash && actionKey(hash) === wanted && match(element) === 'action') return open(element, 'action');
    }
  };

  return { open, close, openFromHash };
}
