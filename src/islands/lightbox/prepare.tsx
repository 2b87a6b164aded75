// Getting ready for the first opening while the page is idle (the chunk is prefetched then), so
// that the click does not pay for it: the toolbar is rendered once (the stylesheet is the opener's), off
// the page, which has the browser compile React's rendering code (on a page without switches it
// has not run yet). Profiled on the demo gallery (2 busy cores): the toolbar's first render took
// 18-37 ms of the click, ~6 ms after this; the lightbox opens ~10 ms sooner.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Slide } from '../../links/slides';
import { Toolbar } from './Toolbar';

const none = () => {};
const actions = { previous: none, next: none, close: none, zoom: none, fullscreen: none, share: none };
const features = { counter: true, fullscreen: true, zoom: true, share: true };

/** Renders every part of the toolbar once into an element that never enters the page. */
export function renderToolbarOnce(doc: Document, labels: Readonly<Record<string, string>>): void {
  const slide: Slide = { type: 'image', url: '', title: '', description: '', hash: '' };
  const root = createRoot(doc.createElement('div'));
  const link = { network: 'download' as const, label: '', href: '' };
  flushSync(() =>
    root.render(
      <Toolbar labels={labels} slides={[slide, slide]} index={0} features={features} zoomed={false} fullscreen={false} shareOpen={false} shareLinks={[link]} on={actions} />,
    ),
  );
  root.unmount();
}

/** Renders the toolbar once when the page is next idle; returns a cancel. */
export function prepareLightbox(doc: Document, win: Window, labels: Readonly<Record<string, string>>): () => void {
  const task = () => renderToolbarOnce(doc, labels);
  // Safari has no requestIdleCallback.
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(task, { timeout: 2000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(task, 50);
  return () => win.clearTimeout(id);
}
