// Every string a visitor sees or hears from Vormgever, in the page's language, through the whole path
// a page takes (start(), the tap view, the first view, the full lightbox): an English, a Dutch and a
// German page as a script tag gets them (<html lang>, built-in English and Dutch), and a German page
// with the site's strings as Vormgever's plugin passes them (WordPress's translations), with the page
// builder's labels beside them. The same in Chromium: test/browser/languages.test.mjs; on a real
// WordPress: test/wordpress/languages.test.mjs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dutchLabels, englishLabels, type Labels } from '../../src/settings';
import { german, lightboxIn } from '../languages.mjs';
import { configScript, started } from './helpers';

// The page builder's own labels on a German page (its keys; the rest of its i18n is not Vormgever's).
const elementorGerman = { close: 'Schließen (E)', zoom: 'Zoom (E)', a11yCarouselWrapperAriaLabel: 'Karussell' };

type PageWindow = Window & { elementorFrontendConfig?: unknown };
const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
const hadDialog = 'showModal' in proto || 'showModal' in (globalThis.HTMLDialogElement?.prototype ?? {});

let width: PropertyDescriptor | undefined;
let fullscreen: PropertyDescriptor | undefined;
beforeEach(() => {
  width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  fullscreen = Object.getOwnPropertyDescriptor(document, 'fullscreenEnabled');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  // jsdom has no <dialog> methods (lightbox-tap.test.ts has the same stand-in).
  if (!hadDialog) {
    proto.showModal = function (this: HTMLElement) {
      this.setAttribute('open', '');
    };
    Object.defineProperty(proto, 'open', { configurable: true, get(this: HTMLElement) { return this.hasAttribute('open'); } });
  }
});
afterEach(() => {
  // The window's own width back (jsdom's is an own property): a later file's phone-wide window would show tap views.
  if (width) Object.defineProperty(window, 'innerWidth', width);
  else delete (window as { innerWidth?: number }).innerWidth;
  if (fullscreen) Object.defineProperty(document, 'fullscreenEnabled', fullscreen);
  else delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
  delete (window as PageWindow).elementorFrontendConfig;
  if (!hadDialog) delete proto.showModal, delete proto.open;
  document.documentElement.removeAttribute('dir');
});

/** What the visitor meets, from the tap on a slideshow's second picture to the open share menu. */
async function meet(): Promise<Record<string, unknown>> {
  document.body.innerHTML = `
    <a id="one" href="/uploads/1.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-title="Stadhuis">1</a>
    <a id="two" href="/uploads/2.jpg" data-elementor-lightbox-slideshow="g">2</a>
    <a id="three" href="/uploads/3.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-video="/film.mp4">3</a>`;
  const controller = started();
  const opened = new Promise<string | null | undefined>((resolve) =>
    document.addEventListener('vormgever:lightbox-open', () => resolve(document.querySelector('.vg-lightbox--first')?.getAttribute('aria-label')), { once: true }),
  );
  const link = document.getElementById('one')!;
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  const tapView = document.querySelector('dialog')?.getAttribute('aria-label');
  const firstView = await opened;
  await controller.settled();
  const names = () => Array.from(document.querySelectorAll('.vg-lightbox__ui button'), (button) => button.getAttribute('aria-label'));
  const seen: Record<string, unknown> = {
    tapView,
    firstView,
    dialog: document.querySelector('#glightbox-body')?.getAttribute('aria-label'),
    buttons: names(),
    live: document.querySelector('.vg-lightbox__live')?.textContent,
    counter: document.querySelector('.vg-lightbox__counter')?.textContent,
  };
  document.querySelector<HTMLElement>('.vg-lightbox__share-button')!.click();
  await controller.settled();
  seen.share = Array.from(document.querySelectorAll('.vg-lightbox__share-menu a'), (a) => a.textContent);
  // The video slide has no title: it is named by playVideo.
  document.querySelector<HTMLElement>('.vg-lightbox__next')!.click();
  document.querySelector<HTMLElement>('.vg-lightbox__next')!.click();
  await controller.settled();
  seen.video = document.querySelector('#glightbox-body video')?.getAttribute('aria-label');
  document.querySelector<HTMLElement>('.vg-lightbox__close')!.click();
  await controller.settled();
  return seen;
}

/** What meet() should find, in `labels`. */
const expected = (labels: Labels) => ({ ...lightboxIn(labels, 3), firstView: labels.lightbox, video: labels.playVideo });

describe('every visitor string in the page’s language', () => {
  it.each([
    ['en', englishLabels],
    ['en-US', englishLabels],
    ['nl', dutchLabels],
    ['nl-BE', dutchLabels],
    // German is not built in: English, the page builder's German left out (never two languages in one dialog).
    ['de-DE', englishLabels],
  ])('a script tag on a page of <html lang=%j>', async (lang, labels) => {
    document.documentElement.setAttribute('lang', lang);
    (window as PageWindow).elementorFrontendConfig = lang.startsWith('de') ? { i18n: elementorGerman } : undefined;
    expect(await meet()).toEqual(expected(labels));
  });

  it("a German site: the plugin's strings (WordPress's translations), the page builder's where it has them", async () => {
    document.documentElement.setAttribute('lang', 'de-DE');
    (window as PageWindow).elementorFrontendConfig = { i18n: elementorGerman };
    configScript(JSON.stringify({ strings: german }));
    expect(await meet()).toEqual(expected({ ...german, close: 'Schließen (E)', zoom: 'Zoom (E)' }));
  });

  it('an Arabic site: its strings, right to left', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    document.documentElement.setAttribute('dir', 'rtl');
    const arabic = Object.fromEntries(Object.entries(englishLabels).map(([key, text]) => [key, `ع ${text}`])) as Labels;
    configScript(JSON.stringify({ strings: arabic }));
    expect(await meet()).toEqual(expected(arabic));
  });
});
