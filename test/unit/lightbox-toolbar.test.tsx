import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolbarFeatures } from '../../src/islands/lightbox/session';
import { shareLinks, sharedPageUrl } from '../../src/islands/lightbox/share';
import { Toolbar, type ToolbarFeatures, type ToolbarProps } from '../../src/islands/lightbox/Toolbar';
import type { Slide } from '../../src/links/slides';
import { dutchSettings } from './dutch-settings';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
});

const slide = (n: number, extra: Partial<Slide> = {}): Slide => ({
  type: 'image',
  url: `https://site.test/${n}.jpg`,
  title: `Foto ${n}`,
  description: '',
  hash: `#elementor-action%3Aaction%3Dlightbox%26settings%3D${n}`,
  ...extra,
});
const all: ToolbarFeatures = { counter: true, fullscreen: true, zoom: true, share: true };
const none = () => {};
const actions = { previous: none, next: none, close: none, zoom: none, fullscreen: none, share: none };

function render(props: Partial<ToolbarProps> = {}): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  const slides = props.slides ?? [1, 2, 3, 4, 5].map((n) => slide(n));
  const full: ToolbarProps = {
    labels: dutchSettings().labels,
    slides,
    index: 1,
    features: all,
    zoomed: false,
    fullscreen: false,
    shareOpen: false,
    shareLinks: shareLinks(slides[props.index ?? 1]!, 'https://site.test/pagina/?a=1#oud', 'Pagina', dutchSettings().labels),
    on: actions,
    ...props,
  };
  flushSync(() => root.render(<Toolbar {...full} />));
  return host;
}
const labelsOf = (host: HTMLElement) => Array.from(host.querySelectorAll('button'), (button) => button.getAttribute('aria-label'));

describe('toolbar', () => {
  it('shows every switch, in Dutch, with the counter and previous/next', () => {
    const host = render();
    expect(host.querySelector('.vg-lightbox__counter')?.textContent).toBe('2 / 5');
    expect(labelsOf(host)).toEqual(['Volledig scherm', 'Zoomen', 'Delen', 'Sluiten', 'Vorige', 'Volgende']);
    expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe('Afbeelding 2 van 5: Foto 2');
  });

  it('leaves out what the site switched off', () => {
    const host = render({ features: { counter: false, fullscreen: false, zoom: false, share: false } });
    expect(host.querySelector('.vg-lightbox__counter')).toBeNull();
    expect(labelsOf(host)).toEqual(['Sluiten', 'Vorige', 'Volgende']);
  });

  it('has no counter or previous/next for one slide', () => {
    const host = render({ slides: [slide(1)], index: 0 });
    expect(host.querySelector('.vg-lightbox__counter')).toBeNull();
    expect(labelsOf(host)).toEqual(['Volledig scherm', 'Zoomen', 'Delen', 'Sluiten']);
  });

  it('marks the ends of a slideshow without disabling (focus stays on the button)', () => {
    const first = render({ index: 0 });
    expect(first.querySelector('.vg-lightbox__previous')?.getAttribute('aria-disabled')).toBe('true');
    expect(first.querySelector('.vg-lightbox__next')?.getAttribute('aria-disabled')).toBe('false');
    expect(first.querySelector('button[disabled]')).toBeNull();
  });

  it('has no zoom on a video slide', () => {
    const host = render({ slides: [slide(1, { type: 'video' }), slide(2)], index: 0 });
    expect(labelsOf(host)).not.toContain('Zoomen');
  });

  it('uses the config\'s labels', () => {
    const labels = { ...dutchSettings().labels, close: 'Sluit', slideCounter: '{n} van {total}' };
    const host = render({ labels });
    expect(labelsOf(host)).toContain('Sluit');
    expect(host.querySelector('.vg-lightbox__counter')?.textContent).toBe('2 van 5');
  });

  it('reports its buttons and shows the share menu when open', () => {
    const on = { ...actions, close: vi.fn(), next: vi.fn(), share: vi.fn() };
    const host = render({ on });
    host.querySelector<HTMLElement>('.vg-lightbox__close')!.click();
    host.querySelector<HTMLElement>('.vg-lightbox__next')!.click();
    host.querySelector<HTMLElement>('.vg-lightbox__share-button')!.click();
    expect([on.close.mock.calls.length, on.next.mock.calls.length, on.share.mock.calls]).toEqual([1, 1, [[true]]]);
    expect(host.querySelector('.vg-lightbox__share-menu')?.hasAttribute('hidden')).toBe(true);
    const open = render({ shareOpen: true });
    const menu = open.querySelector('.vg-lightbox__share-menu')!;
    expect(menu.hasAttribute('hidden')).toBe(false);
    expect(open.querySelector('.vg-lightbox__share-button')?.getAttribute('aria-expanded')).toBe('true');
    expect(Array.from(menu.querySelectorAll('a'), (a) => a.textContent)).toEqual(['Delen op Facebook', 'Delen op X', 'Pinnen', 'Afbeelding downloaden']);
    expect(menu.querySelector('[data-network="download"]')?.hasAttribute('download')).toBe(true);
    expect(menu.querySelector('[data-network="facebook"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('share links', () => {
  it('share the page address without its hash plus the slide\'s action link', () => {
    const s = slide(2);
    const page = 'https://site.test/pagina/?a=1#elementor-action:old';
    expect(sharedPageUrl(page, s)).toBe(`https://site.test/pagina/?a=1${s.hash}`);
    const shared = encodeURIComponent(`https://site.test/pagina/?a=1${s.hash}`);
    expect(shareLinks(s, page, 'Pagina', dutchSettings().labels).map((link) => link.href)).toEqual([
      `https://www.facebook.com/sharer.php?u=${shared}`,
      `https://x.com/intent/tweet?text=Foto%202&url=${shared}`,
      `https://www.pinterest.com/pin/create/button/?url=${shared}&media=${encodeURIComponent(s.url)}`,
      s.url,
    ]);
  });

  it('share a video without Pinterest or download, titled by the page when untitled', () => {
    const links = shareLinks(slide(1, { type: 'video', title: '', hash: '' }), 'https://site.test/p/', 'Pagina', dutchSettings().labels);
    expect(links.map((link) => link.network)).toEqual(['facebook', 'x']);
    expect(links[1]?.href).toBe(`https://x.com/intent/tweet?text=Pagina&url=${encodeURIComponent('https://site.test/p/')}`);
  });
});

describe('toolbar switches from the config', () => {
  const doc = (fullscreenEnabled: boolean) => ({ fullscreenEnabled }) as Document;
  it('follow settings.lightbox', () => {
    const settings = dutchSettings();
    expect(toolbarFeatures(settings, doc(true))).toEqual(all);
    Object.assign(settings.lightbox, { counter: false, zoom: false, share: false, fullscreen: false });
    expect(toolbarFeatures(settings, doc(true))).toEqual({ counter: false, fullscreen: false, zoom: false, share: false });
  });
  it('drop fullscreen where the browser has none', () => {
    expect(toolbarFeatures(dutchSettings(), doc(false)).fullscreen).toBe(false);
  });
});
