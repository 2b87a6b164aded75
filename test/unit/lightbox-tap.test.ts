// The tap view (islands/lightbox/tap.ts): a phone's tap on a lightbox link before the lightbox's chunk
// is in shows the picture at once in a modal <dialog>, which the first view takes over (the same
// dialog and picture). Real modality, focus and layout are tested in Chromium (test/browser/tap-view.test.mjs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showTapView } from '../../src/islands/lightbox/tap';
import { createIslands, type Islands } from '../../src/islands/registry';
import { watchLinks } from '../../src/links';
import { dutchSettings } from './dutch-settings';
import { actionHash, linksContext } from './links-fixtures';

const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
const hadDialog = 'showModal' in proto || 'showModal' in (globalThis.HTMLDialogElement?.prototype ?? {});
let width: PropertyDescriptor | undefined;
let islands: Islands;
let stops: Array<() => void> = [];

/** The window as a phone-wide screen (or not). */
function screenWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

beforeEach(() => {
  width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  screenWidth(390);
  // jsdom has no <dialog> methods: a stand-in doing what the HTML standard says of these two (the
  // close event comes in a task of its own).
  if (!hadDialog) {
    proto.showModal = function (this: HTMLElement) {
      this.setAttribute('open', '');
    };
    Object.defineProperty(proto, 'open', { configurable: true, get(this: HTMLElement) { return this.hasAttribute('open'); } });
    proto.close = function (this: HTMLElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
  }
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  islands = createIslands();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await islands.idle();
  if (!hadDialog) delete proto.showModal, delete proto.close, delete proto.open;
  if (width) Object.defineProperty(window, 'innerWidth', width);
  else delete (window as { innerWidth?: number }).innerWidth;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const closed = () => new Promise((resolve) => setTimeout(resolve, 5));
const link = (html: string) => {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector<HTMLElement>('main a')!;
};

describe('the tap view', () => {
  it("shows the link's picture in a modal <dialog>, labelled, in a host of its own", () => {
    const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
    const dialog = showTapView(trigger, window, 'Lightbox')!;
    expect(dialog.localName).toBe('dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Lightbox');
    expect(dialog.parentElement!.parentElement).toBe(document.body);
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/strand.jpg');
    expect(img.alt).toBe('');
    expect(dialog.children).toHaveLength(1);
  });

  it("takes an action link's picture from its settings", () => {
    const trigger = link(`<a href="${actionHash({ type: 'image', url: '/uploads/markt.png', title: 'Markt' })}">Markt</a>`);
    expect(showTapView(trigger, window, 'Lightbox')!.querySelector('img')!.getAttribute('src')).toBe('/uploads/markt.png');
  });

  it('is not shown on a wider screen, nor for a link without a picture address', () => {
    const picture = link('<a href="/uploads/strand.jpg">Strand</a>');
    screenWidth(769);
    expect(showTapView(picture, window, 'Lightbox')).toBeUndefined();
    screenWidth(390);
    expect(showTapView(link('<a href="https://www.youtube.com/watch?v=abc" data-elementor-lightbox-video="1">Video</a>'), window, 'Lightbox')).toBeUndefined();
    expect(showTapView(link(`<a href="${actionHash({ type: 'video', url: 'https://vimeo.com/1' })}">Video</a>`), window, 'Lightbox')).toBeUndefined();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('closed (Escape, the back gesture), goes with its host and gives focus back to the link', async () => {
    const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
    const dialog = showTapView(trigger, window, 'Lightbox')!;
    dialog.close();
    await closed();
    expect(dialog.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(1);
    expect(document.activeElement).toBe(trigger);
  });
});

describe('a tap before the lightbox chunk is in', () => {
  const watch = () => stops.push(watchLinks(...linksContext(islands, dutchSettings())));
  const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

  it('shows the tap view in the click itself, which the first view takes over: the same dialog and picture', async () => {
    const trigger = link('<a href="/uploads/strand.jpg" data-elementor-lightbox-title="Strand">Strand</a>');
    watch();
    // When the first view is on the screen (the full lightbox takes it over soon after, here at once).
    const opened = new Promise<Record<string, unknown>>((resolve) =>
      document.addEventListener(
        'vormgever:lightbox-open',
        () => {
          const first = document.querySelector('.vg-lightbox--first');
          resolve({ first, img: first?.querySelector('.gslide-media img'), role: first?.getAttribute('role'), alt: first?.querySelector('img')?.alt, focus: document.activeElement?.getAttribute('aria-label') });
        },
        { once: true },
      ),
    );
    tap(trigger);
    const dialog = document.querySelector('dialog')!;
    const img = dialog.querySelector('img')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(await opened).toEqual({ first: dialog, img, role: 'dialog', alt: 'Strand', focus: 'Sluiten' });
    await islands.idle();
  });

  it('opens nothing when the visitor closed it before the chunk arrived, and sends no event', async () => {
    const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
    const events: string[] = [];
    const log = (event: Event) => events.push(event.type);
    document.addEventListener('vormgever:lightbox-open', log);
    watch();
    tap(trigger);
    document.querySelector('dialog')!.close();
    await closed();
    await islands.idle();
    document.removeEventListener('vormgever:lightbox-open', log);
    expect(document.querySelector('dialog, .vg-lightbox--first, #glightbox-body')).toBeNull();
    expect(events).toEqual([]);
  });

  it('goes when the tap view is still up at stop()', () => {
    const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
    watch();
    tap(trigger);
    expect(document.querySelector('dialog')).not.toBeNull();
    stops.pop()!();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe("a phone's reach for a picture's link (issue 50)", () => {
  // The lightbox's chunks wait for the picture on a phone-wide screen: asked for together, they share
  // the phone's line with it (bench/phone.mjs). The settings chunk (the watcher's `site`) is asked for
  // with the first view's chunk: when it is asked for, the chunks are. The picture's decode() says when
  // it is in (or failed); here a promise the test settles.
  let settle: () => void;
  let decoded: string[];
  let own: PropertyDescriptor | undefined;
  const image = HTMLImageElement.prototype;
  const reach = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));
  beforeEach(() => {
    decoded = [];
    const pending = new Promise<void>((resolve) => (settle = resolve));
    // A stand-in on the prototype (jsdom has no decode(); happy-dom's is put back after).
    own = Object.getOwnPropertyDescriptor(image, 'decode');
    Object.defineProperty(image, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        const src = this.getAttribute('src');
        decoded.push(src ?? '');
        return src ? pending : Promise.reject(new Error('no picture'));
      },
    });
  });
  afterEach(() => {
    if (own) Object.defineProperty(image, 'decode', own);
    else delete (image as unknown as Record<string, unknown>).decode;
  });
  const watching = () => {
    const context = linksContext(islands, dutchSettings());
    const site = vi.fn(context[3]);
    context[3] = site;
    stops.push(watchLinks(...context));
    return site;
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve));

  it('asks for the picture at once and for the chunks once it is in', async () => {
    const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
    const site = watching();
    reach(trigger);
    await tick();
    expect(decoded).toEqual(['/uploads/strand.jpg']);
    expect(site).not.toHaveBeenCalled();
    settle();
    await tick();
    expect(site).toHaveBeenCalledTimes(1);
    await islands.idle();
  });

  it('asks for the chunks after 3 s when the picture is not in by then (a slow picture, a request that hangs)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const trigger = link('<a href="/uploads/strand.jpg">Strand</a>');
      const site = watching();
      reach(trigger);
      await vi.advanceTimersByTimeAsync(2900);
      expect(site).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(site).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await islands.idle();
  });

  it('asks for the chunks at once on a wider screen, and for a link without a picture', async () => {
    screenWidth(1024);
    const site = watching();
    reach(link('<a href="/uploads/strand.jpg">Strand</a>'));
    await tick();
    expect(site).toHaveBeenCalledTimes(1);
    await islands.idle();
    screenWidth(390);
    const other = createIslands();
    const context = linksContext(other, dutchSettings());
    const phoneSite = vi.fn(context[3]);
    context[3] = phoneSite;
    stops.push(watchLinks(...context));
    reach(link(`<a href="${actionHash({ type: 'video', url: 'https://www.youtube.com/watch?v=XHOmBV4js_E' })}">Film</a>`));
    await tick();
    expect(phoneSite).toHaveBeenCalledTimes(1);
    await other.idle();
  });
});
