import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { STYLE_ID } from '../../src/islands/lightbox/styles';
import { hasStyles } from '../../src/islands/stylesheet';
import { createIslands, type Islands } from '../../src/islands/registry';
import { watchLinks } from '../../src/links';
import { dutchSettings } from './dutch-settings';
import type { Settings } from '../../src/settings/types';
import { actionHash, builderExploits, payloadsWith, spellings, xssVectors, linksContext } from './links-fixtures';

let warn: MockInstance<typeof console.warn>;
let stops: Array<() => void> = [];
let islands: Islands;
let prevented: boolean | undefined;
// Runs after Vormgever's document listener: records its decision, then stops jsdom navigating.
const afterClick = (event: Event) => {
  prevented = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  window.addEventListener('click', afterClick);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // No animations (jsdom has none to end): GLightbox then closes at once.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  islands = createIslands();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await islands.idle();
  warn.mockRestore();
  window.removeEventListener('click', afterClick);
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function watch(settings: Settings = dutchSettings()) {
  const stop = watchLinks(...linksContext(islands, settings));
  stops.push(stop);
  return stop;
}
/** Clicks like a visitor; returns whether the default action was prevented. */
function click(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  prevented = undefined;
  element.dispatchEvent(event);
  // A click Vormgever handles reaches no listener after its own (afterClick included).
  return prevented ?? event.defaultPrevented;
}
const dialog = () => document.querySelector<HTMLElement>('#glightbox-body');
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
const image = { type: 'image', url: '/uploads/strand.jpg', title: 'Strand' };
const lightboxEvents = ['vormgever:lightbox-open', 'vormgever:lightbox-ready', 'vormgever:lightbox-close'];

describe('the lightbox events: one set per opening, whichever view it ends in', () => {
  const slideshow = `<main>${[1, 2, 3].map((n) => `<a id="s${n}" href="/${n}.jpg" data-elementor-lightbox-slideshow="g">${n}</a>`).join('')}</main>`;
  const key = (name: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  let events: Array<[string, number]>;
  const log = (event: Event) => events.push([event.type.replace('vormgever:lightbox-', ''), (event as CustomEvent).detail.index]);
  beforeEach(() => {
    events = [];
    for (const type of lightboxEvents) document.addEventListener(type, log);
  });
  afterEach(() => {
    for (const type of lightboxEvents) document.removeEventListener(type, log);
  });

  it('closed from the first view, before the full lightbox is in: open, then close at the slide moved to, focus back first', async () => {
    document.body.innerHTML = slideshow;
    const link = document.querySelector<HTMLElement>('#s1')!;
    link.focus();
    let focusAtClose: Element | null = null;
    document.addEventListener('vormgever:lightbox-close', () => (focusAtClose = document.activeElement), { once: true });
    // The moment the first view is in the page (before a frame: the full lightbox waits for one).
    const seen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.vg-lightbox--first')) return;
        observer.disconnect();
        key('ArrowRight');
        key('Escape');
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    watch();
    click(link);
    await seen;
    await islands.idle();
    expect(events).toEqual([['open', 0], ['close', 1]]);
    expect(focusAtClose).toBe(link);
    expect(document.querySelector('.vormgever-lightbox, #glightbox-body')).toBeNull();
  });

  it('taken over, moved, closed: open, ready, close at the slide shown', async () => {
    document.body.innerHTML = slideshow;
    watch();
    click(document.querySelector('#s2')!);
    await islands.idle();
    key('ArrowRight');
    key('Escape');
    await islands.idle();
    expect(events).toEqual([['open', 1], ['ready', 1], ['close', 2]]);
  });

  it('a new opening or stop() ends the open one with its close event', async () => {
    document.body.innerHTML = slideshow;
    const stop = watch();
    click(document.querySelector('#s1')!);
    await islands.idle();
    // The next opening meets nothing of this one: no second focus trap (they would pull focus back
    // and forth without end), the page inert under the new dialog.
    let moves = 0;
    const count = () => moves++;
    document.addEventListener('focusin', count);
    click(document.querySelector('#s3')!);
    await islands.idle();
    document.removeEventListener('focusin', count);
    expect(moves).toBeLessThan(5);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')!.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    stop();
    await islands.idle();
    expect(events).toEqual([['open', 0], ['ready', 0], ['close', 0], ['open', 2], ['ready', 2], ['close', 2]]);
    expect(document.querySelector('.vormgever-lightbox, #glightbox-body')).toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
  });
});

describe('clicks', () => {
  for (const spelling of spellings) {
    it(`opens an action link (${spelling}) and closes it again`, async () => {
      document.body.innerHTML = `<a id="l" href="${actionHash(image, spelling)}">open</a>`;
      const link = document.querySelector<HTMLElement>('#l')!;
      const events: string[] = [];
      const log = (event: Event) => events.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
      for (const type of lightboxEvents) document.addEventListener(type, log);
      watch();
      link.focus();
      expect(click(link)).toBe(true);
      await islands.idle();
      expect(islands.liveCount()).toBe(1);
      expect(dialog()?.getAttribute('role')).toBe('dialog');
      expect(dialog()?.getAttribute('aria-modal')).toBe('true');
      expect(dialog()?.getAttribute('aria-label')).toBe('Lightbox');
      expect(dialog()?.contains(document.activeElement)).toBe(true);
      escape();
      await islands.idle();
      expect(dialog()).toBeNull();
      expect(islands.liveCount()).toBe(0);
      expect(document.querySelector('.vormgever-lightbox')).toBeNull();
      expect(document.activeElement).toBe(link);
      const slide = { type: 'image', url: `${location.origin}/uploads/strand.jpg`, title: 'Strand', description: '', hash: spelling === 'encoded' ? `#${link.getAttribute('href')!.slice(3)}` : link.getAttribute('href') };
      const detail = JSON.stringify({ slides: [slide], index: 0 });
      expect(events).toEqual([`vormgever:lightbox-open ${detail}`, `vormgever:lightbox-ready ${detail}`, `vormgever:lightbox-close ${detail}`]);
      for (const type of lightboxEvents) document.removeEventListener(type, log);
      expect(warn).not.toHaveBeenCalled();
    });
  }

  it('opens data-e-action-hash on a nested image, and image links', async () => {
    document.body.innerHTML = `<figure data-e-action-hash="${actionHash(image, 'server')}"><img id="i" alt=""></figure><a id="p" href="/a.jpg"><span id="s">foto</span></a>`;
    watch();
    expect(click(document.querySelector('#i')!)).toBe(true);
    await islands.idle();
    expect(dialog()).not.toBeNull();
    escape();
    await islands.idle();
    expect(click(document.querySelector('#s')!)).toBe(true);
    await islands.idle();
    expect(dialog()?.querySelector('.gslide-image img')?.getAttribute('src')).toBe('/a.jpg'.replace(/^/, location.origin));
  });

  it('leaves popups, other links and modified clicks alone', async () => {
    document.body.innerHTML = `
      <a id="popup" href="${actionHash({ id: 5 }, 'server', 'popup:open')}">p</a>
      <a id="page" href="/contact/">c</a>
      <a id="img" href="/a.jpg">i</a>`;
    watch();
    expect(click(document.querySelector('#popup')!)).toBe(false);
    expect(click(document.querySelector('#page')!)).toBe(false);
    expect(click(document.querySelector('#img')!, { ctrlKey: true })).toBe(false);
    expect(click(document.querySelector('#img')!, { button: 1 })).toBe(false);
    await islands.idle();
    expect(dialog()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('follows the site switch global_image_lightbox', async () => {
    const settings = dutchSettings();
    settings.lightbox.globalImageLightbox = false;
    document.body.innerHTML = '<a id="plain" href="/a.jpg">a</a><a id="yes" href="/b.jpg" data-elementor-open-lightbox="yes">b</a>';
    watch(settings);
    expect(click(document.querySelector('#plain')!)).toBe(false);
    expect(click(document.querySelector('#yes')!)).toBe(true);
    await islands.idle();
    expect(dialog()).not.toBeNull();
  });

  it('goes before the page builder\'s own listeners when told to handle its links', async () => {
    document.body.innerHTML = `<a id="l" href="${actionHash(image)}">x</a><a id="other" href="/contact/">c</a>`;
    const builder = vi.fn();
    document.addEventListener('click', builder);
    vi.stubGlobal('elementorFrontend', {});
    const settings = dutchSettings();
    settings.handleActionLinks = true;
    const stop = watch(settings);
    expect(click(document.querySelector('#l')!)).toBe(true);
    expect(builder).not.toHaveBeenCalled();
    click(document.querySelector('#other')!);
    expect(builder).toHaveBeenCalledTimes(1);
    await islands.idle();
    expect(dialog()).not.toBeNull();
    stop();
    click(document.querySelector('#l')!);
    expect(builder).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', builder);
  });

  it('ends a link with bad settings in no lightbox and one warning', async () => {
    const bad = ['#elementor-action:action=lightbox&settings=!!!', actionHash([1]), actionHash({ type: 'image', url: 'javascript:alert(1)' }), '#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A'];
    watch();
    for (const hash of bad) {
      document.body.innerHTML = `<a id="l" href="${hash}">x</a>`;
      warn.mockClear();
      expect(click(document.querySelector('#l')!)).toBe(true);
      await islands.idle();
      await islands.idle();
      expect(dialog()).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[vormgever\] lightbox not opened: /);
      expect(document.querySelector('.vormgever-lightbox')).toBeNull();
    }
  });

  it('stops: removes the listener and closes an open lightbox', async () => {
    document.body.innerHTML = `<a id="l" href="${actionHash(image)}">x</a>`;
    const link = document.querySelector('#l')!;
    const stop = watch();
    click(link);
    await islands.idle();
    expect(dialog()).not.toBeNull();
    stop();
    await islands.idle();
    expect(dialog()).toBeNull();
    expect(islands.liveCount()).toBe(0);
    expect(document.querySelector('.vormgever-lightbox')).toBeNull();
    expect(click(link)).toBe(false);
  });
});

describe('intent: the chunks load when the visitor reaches for a lightbox link', () => {
  // The lightbox chunk injects its stylesheet as soon as it is in: the sign that it was loaded.
  const loaded = () => hasStyles(document, STYLE_ID);
  const reach = (element: Element, type = 'pointerover') => element.dispatchEvent(new Event(type, { bubbles: true }));
  const page = `<main><p id="text">Tekst</p><a id="page" href="/contact/">c</a><a id="popup" href="${actionHash({ id: 5 }, 'server', 'popup:open')}">p</a>
    <a id="img" href="/a.jpg"><img id="inner" alt=""></a><a id="action" href="${actionHash(image)}">x</a></main>`;
  /** watchLinks with a counting settings reader: it is read once per load of the chunks. */
  function watchCounting(settings: Settings = dutchSettings()) {
    const context = linksContext(islands, settings);
    const site = vi.fn(context[3]);
    stops.push(watchLinks(context[0], context[1], context[2], site, context[4]));
    return site;
  }

  it('loads nothing for the page, other links or a popup link; loads on pointerover of a lightbox link, once', async () => {
    document.body.innerHTML = page;
    const site = watchCounting();
    for (const id of ['text', 'page', 'popup']) reach(document.getElementById(id)!);
    await islands.idle();
    expect(loaded()).toBe(false);
    expect(site).not.toHaveBeenCalled();
    reach(document.getElementById('inner')!); // inside the link
    reach(document.getElementById('img')!);
    reach(document.getElementById('action')!, 'focusin');
    await islands.idle();
    expect(loaded()).toBe(true);
    expect(dialog()).toBeNull(); // loaded, not opened
    click(document.getElementById('action')!);
    await islands.idle();
    expect(dialog()).not.toBeNull();
    expect(site).toHaveBeenCalledTimes(1); // never fetched twice
  });

  for (const type of ['focusin', 'pointerover']) {
    it(`loads on ${type} alone`, async () => {
      document.body.innerHTML = page;
      watch();
      reach(document.getElementById('action')!, type);
      await islands.idle();
      expect(loaded()).toBe(true);
    });
  }

  it('with Data Saver on, only the click loads it', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    onTestFinished(() => void delete (navigator as { connection?: unknown }).connection);
    document.body.innerHTML = page;
    const site = watchCounting();
    reach(document.getElementById('img')!);
    reach(document.getElementById('img')!, 'focusin');
    await islands.idle();
    expect(loaded()).toBe(false);
    expect(site).not.toHaveBeenCalled();
    expect(click(document.getElementById('img')!)).toBe(true);
    await islands.idle();
    expect(dialog()).not.toBeNull();
    expect(site).toHaveBeenCalledTimes(1);
  });

  it('loads nothing after stop()', async () => {
    document.body.innerHTML = page;
    const stop = watch();
    stop();
    reach(document.getElementById('img')!);
    await islands.idle();
    expect(loaded()).toBe(false);
  });

  it('builds nothing when stop() comes while the chunk loads', async () => {
    document.body.innerHTML = page;
    const stop = watch();
    reach(document.getElementById('img')!); // the load starts
    stop();
    await islands.idle();
    expect(loaded()).toBe(false); // no stylesheet, no toolbar rendered at idle
    expect(click(document.getElementById('img')!)).toBe(false); // the link is the browser's again
  });

  it("loads nothing when the page builder's own script handles its links", async () => {
    vi.stubGlobal('elementorFrontend', {});
    document.body.innerHTML = page;
    const site = watchCounting();
    reach(document.getElementById('action')!);
    expect(click(document.getElementById('action')!)).toBe(false);
    await islands.idle();
    expect(loaded()).toBe(false);
    expect(site).not.toHaveBeenCalled();
  });
});

describe('the address-bar hash', () => {
  it('opens only when an element on the page carries the same action link, in any spelling', async () => {
    const settings = { ...image, title: 'Van de pagina' };
    history.replaceState(null, '', `/${actionHash(settings, 'literal')}`);
    document.body.innerHTML = `<a href="${actionHash(settings, 'encoded')}">x</a>`;
    watch();
    await islands.idle();
    expect(dialog()?.querySelector('.gslide-title')?.textContent).toBe('Van de pagina');
  });

  it('does nothing for a hash no element carries (the settings never come from the address bar)', async () => {
    history.replaceState(null, '', `/${actionHash(builderExploits[0], 'literal')}`);
    document.body.innerHTML = `<a href="${actionHash(image)}">x</a>`;
    watch();
    await islands.idle();
    expect(dialog()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('hostile settings', () => {
  it('shows titles and descriptions as text', async () => {
    watch();
    for (const vector of xssVectors) {
      document.body.innerHTML = `<a id="l" href="${actionHash({ ...image, title: vector, description: vector })}">x</a>`;
      click(document.querySelector('#l')!);
      await islands.idle();
      expect(dialog()?.querySelector('.gslide-title')?.textContent).toBe(vector);
      expect(dialog()?.querySelector('.gslide-desc')?.textContent).toBe(vector);
      expect(dialog()?.querySelector('.gslide-desc')?.children).toHaveLength(0);
      escape();
      await islands.idle();
    }
  });

  const cases = [...builderExploits, ...xssVectors.flatMap(payloadsWith)];
  it(`never lets markup through (${cases.length} payloads)`, async () => {
    watch();
    for (const payload of cases) {
      document.body.innerHTML = `<a id="l" href="${actionHash(payload)}">x</a>`;
      click(document.querySelector('#l')!);
      await islands.idle();
      const box = dialog();
      if (box) {
        for (const element of box.querySelectorAll('*')) {
          expect(element.localName).not.toMatch(/^(script|iframe|object|embed|style|math|details)$/);
          for (const { name, value } of element.attributes) {
            expect(name).not.toMatch(/^on/i);
            if (/^(src|href|poster)$/.test(name)) expect(value).toMatch(/^(https?:|\/|#)/);
          }
        }
        escape();
        await islands.idle();
      }
    }
    expect(dialog()).toBeNull();
  }, 30_000); // each opening builds the first view, then the full lightbox: slow DOMs on a busy machine
});
