// The lightbox island (the lazy chunk): checks what the link carries, then opens the lightbox.
// A link that does not check out ends here: no lightbox, one console warning.
import type { LightboxProps } from '../../links';
import { resolveLightbox, urlContext } from '../../links/resolve';
import type { IslandHandle } from '../registry';
import { openSession } from './session';
import { injectStyles } from './styles';

function notOpened(reason: string, props: LightboxProps): IslandHandle {
  console.warn(`[vormgever] lightbox not opened: ${reason}`, props.trigger);
  // Not synchronously: the registry records this handle only after mount() returns.
  queueMicrotask(props.onClose);
  return { unmount() {} };
}

export function mount(host: HTMLElement, props: LightboxProps): IslandHandle {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const outcome = resolveLightbox(props, { doc, urls: urlContext(doc, win) });
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
