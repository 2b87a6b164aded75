// The full lightbox (the chunk with React and GLightbox): the opener has checked the link, and may
// have a first view on the screen, which this takes over.
import { onConsole } from '../../engine/console';
import type { IslandHandle } from '../registry';
import { openSession } from './session';
import type { FullProps } from './types';

export function mount(host: HTMLElement, props: FullProps): IslandHandle {
  const doc = host.ownerDocument;
  try {
    return openSession(props, doc, doc.defaultView ?? window);
  } catch (error) {
    doc.getElementById('glightbox-body')?.remove();
    doc.documentElement.classList.remove('glightbox-open');
    doc.body.classList.remove('glightbox-open');
    console.warn(`[vormgever] lightbox not opened: it failed to open (${String(error).slice(0, 200)})`, typeof __SCRIPT_TAG__ === 'boolean' ? props.trigger : onConsole(props.trigger));
    // Not synchronously: the registry records this handle only after mount() returns.
    queueMicrotask(props.onClose);
    return { unmount() {} };
  }
}
