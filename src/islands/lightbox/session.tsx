// One open lightbox: GLightbox for the slides, the React toolbar over it, the dialog behaviour. The
// events are the opener's (one opening, whichever view it ends in): this tells it when it has taken
// over and which slide is shown. However closing starts (toolbar, Escape, a click beside the slide,
// teardown), it ends in finish(), once.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { onConsole } from '../../engine/console';
import type { Settings } from '../../settings/types';
import type { IslandHandle } from '../registry';
import { createGallery } from './gallery';
import { shareLinks } from './share';
import { Toolbar, type ToolbarFeatures } from './Toolbar';
import type { FullProps } from './types';
import { videoSlots } from './videos';
import { zoomGestures, type Zoom } from './zoom';

/** The site's toolbar switches, minus what this browser cannot do. Zoom on phones too (WCAG 2.5.1: pinch is not the only way). */
export function toolbarFeatures(settings: Settings, doc: Document): ToolbarFeatures {
  const { lightbox } = settings;
  return {
    counter: lightbox.counter,
    fullscreen: lightbox.fullscreen && doc.fullscreenEnabled === true,
    zoom: lightbox.zoom,
    share: lightbox.share,
  };
}

const ignore = () => {};

export function openSession(props: FullProps, doc: Document, win: Window): IslandHandle {
  const { settings, first } = props;
  const { slides, index: start } = props.outcome;
  const labels = settings.labels;
  const features = toolbarFeatures(settings, doc);
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const videos = videoSlots(doc, slides, labels.playVideo);
  const gallery = createGallery(slides, { reducedMotion, videoSlot: videos.slot, win });
  const state = { index: start, zoomed: false, fullscreen: false, shareOpen: false };
  const ui = doc.createElement('div');
  ui.className = 'vg-lightbox__ui';
  const root = createRoot(ui);
  let closed = false;
  /** The toolbar, focus and listeners are in (the opener was told: ready). */
  let opened = false;
  let release = ignore;
  /** Zoom and touch on the slides (zoom.ts), from the hand-over on: GLightbox builds them on opening. */
  let zoom: Zoom | null = null;

  const close = () => {
    if (closed) return;
    if (doc.fullscreenElement) doc.exitFullscreen().catch(ignore);
    gallery.close();
    // GLightbox finishes closing on animationend, which a page whose CSS stops animations never sends.
    win.setTimeout(() => closed || gallery.activeSlide?.dispatchEvent(new Event('animationend')), 1000);
  };
  const actions = {
    previous: () => gallery.prevSlide(),
    next: () => gallery.nextSlide(),
    close,
    zoom: () => zoom?.toggle(),
    fullscreen: () => {
      if (doc.fullscreenElement) doc.exitFullscreen().catch(ignore);
      else gallery.modal.requestFullscreen().catch(ignore);
    },
    share: (open: boolean) => {
      state.shareOpen = open;
      render();
    },
  };

  // Synchronous, so that the toolbar, the counter and the live region change with the slide.
  function render(): void {
    const hadFocus = ui.contains(doc.activeElement);
    flushSync(() => draw());
    // The focused button went away with the slide (zoom on a video): focus stays in the dialog.
    if (hadFocus && !ui.contains(doc.activeElement)) ui.querySelector<HTMLElement>('.vg-lightbox__close')?.focus();
  }
  function draw(): void {
    const slide = slides[state.index] ?? slides[0]!;
    root.render(
      <Toolbar
        labels={labels}
        slides={slides}
        index={state.index}
        features={features}
        zoomed={state.zoomed}
        fullscreen={state.fullscreen}
        shareOpen={state.shareOpen}
        shareLinks={features.share ? shareLinks(slide, win.location.href, doc.title, labels) : []}
        on={actions}
      />,
    );
  }
  const onFullscreen = () => {
    state.fullscreen = doc.fullscreenElement === gallery.modal;
    render();
  };
  const escape = () => {
    if (!state.shareOpen) return close();
    state.shareOpen = false;
    render();
    ui.querySelector<HTMLElement>('.vg-lightbox__share-button')?.focus();
  };

  const finish = () => {
    if (closed) return;
    closed = true;
    release();
    zoom?.stop();
    doc.removeEventListener('fullscreenchange', onFullscreen);
    videos.show(null);
    props.restoreFocus(props);
    props.onClose();
  };

  // Ended from outside (a new opening, stop()): at once, without the animation.
  const end = () => {
    if (closed) return;
    gallery.settings.closeEffect = 'none';
    gallery.close();
    finish();
  };

  gallery.on('slide_before_change', ({ current }) => {
    zoom?.reset();
    Object.assign(state, { index: current.index, zoomed: false, shareOpen: false });
    props.moved(current.index);
    videos.show(state.index);
    render();
  });
  gallery.on('close', finish);
  // The neighbours load once the first slide is in (gallery.ts), and from then on as GLightbox does.
  gallery.on('slide_after_load', () => {
    if (gallery.settings.preload) return;
    gallery.settings.preload = true;
    gallery.preloadSlide(gallery.index + 1);
    gallery.preloadSlide(gallery.index - 1);
  });
  // Builds the dialog and sets the first image's src. Chromium starts that request in a microtask:
  // the toolbar, the focus and the dialog's listeners come in the next one, so that the image is on
  // its way while they are made (same task, so nothing can happen in between).
  // Over a first view (first.ts), it opens without an effect (the first view had it) and hidden, and
  // takes over in one task once its own picture is in, so that no frame shows neither or both: when
  // the first view shows its picture, after GLightbox's has loaded (from the same request), else at once.
  if (first) gallery.settings.openEffect = 'none';
  gallery.openAt(start);
  // GLightbox hides every other child of the body from assistive technology: not the first view.
  first?.dialog.parentElement?.removeAttribute('aria-hidden');
  const waiting = first?.showing() ? 'vg-lightbox--waiting' : '';
  if (waiting) {
    gallery.modal.classList.add(waiting);
    gallery.on('slide_after_load', () => takeOver());
    // A picture that never loads (an error) must not keep the full lightbox out.
    win.setTimeout(() => takeOver(), 3000);
  } else queueMicrotask(() => takeOver());
  function takeOver(): void {
    if (closed || opened) return;
    try {
      gallery.modal.classList.remove('vg-lightbox--waiting');
      // The first view gives the page back before this dialog makes it inert, focus moves to the toolbar.
      first?.remove(true);
      attach();
      // The visitor moved with the arrow keys while GLightbox was loading its first slide.
      if (first && first.index !== start) gallery.goToSlide(first.index);
    } catch (error) {
      // As mount.tsx does when opening fails before this point: no lightbox, one warning.
      console.warn(`[vormgever] lightbox not opened: it failed to open (${String(error).slice(0, 200)})`, typeof __SCRIPT_TAG__ === 'boolean' ? props.trigger : onConsole(props.trigger));
      gallery.settings.closeEffect = 'none';
      gallery.close();
      finish();
    }
  }
  function attach(): void {
    const modal = gallery.modal;
    // The dialog's role comes with the toolbar and the focus: the first view is the dialog until then.
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', labels.lightbox);
    // GLightbox closes on clicks beside the slide: clicks on the toolbar are not that.
    ui.addEventListener('click', (event) => event.stopPropagation());
    modal.append(ui);
    zoom = zoomGestures(gallery, {
      previous: actions.previous,
      next: actions.next,
      close,
      changed(zoomed) {
        state.zoomed = zoomed;
        render();
      },
    });
    render();
    videos.show(start);
    release = props.hold(modal, { escape, previous: actions.previous, next: actions.next }, settings.isRtl);
    doc.addEventListener('fullscreenchange', onFullscreen);
    (ui.querySelector<HTMLElement>('.vg-lightbox__close') ?? modal).focus();
    opened = true;
    props.ready();
  }

  props.ends(end); // only a session that opened: one that threw before here is mount.tsx's to clean up
  return {
    unmount() {
      end();
      root.unmount();
      gallery.destroy();
    },
  };
}
