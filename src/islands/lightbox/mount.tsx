// The lightbox island (the lazy chunk): checks what the link carries, then opens the lightbox.
// A link that does not check out ends here: no lightbox, one console warning.
import type { LightboxProps } from '../../links';
import { resolveLightbox, urlContext } from '../../links/resolve';
import { VIDEO_CHECK_MISSING, type VideoCheck } from '../../links/slides';
import type { IslandHandle } from '../registry';
import { openSession } from './session';
import { injectStyles } from './styles';

/** What links/open.ts adds to the props: the video checker once loaded, and how to load it. */
export interface MountProps extends LightboxProps {
  videoEmbed?: VideoCheck;
  /** Loads the video checker, then opens this link again (nothing is shown in between). */
  loadVideoCheck?(): void;
}

function notOpened(reason: string, props: LightboxProps): IslandHandle {
  console.warn(`[vormgever] lightbox not opened: ${reason}`, props.trigger);
  // Not synchronously: the registry records this handle only after mount() returns.
  queueMicrotask(props.onClose);
  return { unmount() {} };
}

export function mount(host: HTMLElement, props: MountProps): IslandHandle {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const outcome = resolveLightbox(props, { doc, urls: urlContext(doc, win), videoEmbed: props.videoEmbed });
  if ('problem' in outcome && outcome.problem === VIDEO_CHECK_MISSING && props.loadVideoCheck) {
    props.loadVideoCheck();
    return { unmount() {} };
  }
  if ('problem' in outcome) return notOpened(outcome.problem, props);
  if (outcome.skipped) console.warn(`[vormgever] lightbox: ${outcome.skipped} slide(s) left out (no allowed address)`, props.trigger);
  try {
    injectStyles(doc);
    return openSession(outcome, props, doc, win);
  } catch (error) {
    doc.getElementById('glightbox-body')?.remove();
    doc.documentElement.classList.remove('glightbox-open');
    doc.body.classList.remove('glightbox-open');
    return notOpened(`it failed to open (${String(error).slice(0, 200)})`, props);
  }
}
