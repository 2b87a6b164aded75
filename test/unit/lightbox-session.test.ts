import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Islands } from '../../src/islands/registry';
import { watchLinks } from '../../src/links';
import { defaultSettings } from '../../src/settings/defaults';
import type { Settings } from '../../src/settings/types';
import { actionHash, linksContext } from './links-fixtures';

let islands: Islands;
let stop = () => {};
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  islands = new Islands();
});
afterEach(async () => {
  stop();
  await islands.settled();
  expect(errors).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openGroup(settings: Settings = defaultSettings(), at = '#two'): Promise<void> {
  document.body.innerHTML = `
    <a id="one" href="/1.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-title="Een">1</a>
    <a id="two" href="/2.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-title="Twee">2</a>
    <a id="three" href="/3.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-video="/film.mp4">3</a>`;
  stop = watchLinks(linksContext(islands, settings));
  document.querySelector<HTMLElement>(at)!.click();
  await islands.settled();
}
const key = (name: string, init: KeyboardEventInit = {}) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
const text = (selector: string) => document.querySelector(selector)?.textContent;
// A hosted video: happy-dom would really load an iframe (the embed addresses are tested in links-payload).
const videos = () => Array.from(document.querySelectorAll('#glightbox-body video'), (video) => video.getAttribute('src'));

describe('an open slideshow', () => {
  it('navigates with the arrow keys, stopping at the ends, and announces each slide', async () => {
    await openGroup();
    expect(text('.vg-lightbox__counter')).toBe('2 / 3');
    key('ArrowLeft');
    expect(text('.vg-lightbox__counter')).toBe('1 / 3');
    expect(text('.vg-lightbox__live')).toBe('Afbeelding 1 van 3: Een');
    key('ArrowLeft');
    expect(text('.vg-lightbox__counter')).toBe('1 / 3');
    key('ArrowRight');
    key('ArrowRight');
    expect(text('.vg-lightbox__counter')).toBe('3 / 3');
    key('ArrowRight');
    expect(text('.vg-lightbox__counter')).toBe('3 / 3');
  });

  it('mirrors the arrow keys on right-to-left pages', async () => {
    const settings = defaultSettings();
    settings.isRtl = true;
    await openGroup(settings);
    key('ArrowLeft');
    expect(text('.vg-lightbox__counter')).toBe('3 / 3');
  });

  it('puts a video in only while its slide is current', async () => {
    await openGroup();
    expect(videos()).toEqual([]);
    document.querySelector<HTMLElement>('.vg-lightbox__next')!.click();
    expect(videos()).toEqual([`${location.origin}/film.mp4`]);
    const video = document.querySelector('#glightbox-body video')!;
    expect(Array.from(video.attributes, (a) => a.name).sort()).toEqual(['aria-label', 'class', 'controls', 'playsinline', 'src']);
    expect(video.getAttribute('aria-label')).toBe('Video afspelen');
    document.querySelector<HTMLElement>('.vg-lightbox__previous')!.click();
    expect(videos()).toEqual([]);
  });

  it('closes the share menu on Escape first, then the lightbox', async () => {
    await openGroup();
    document.querySelector<HTMLElement>('.vg-lightbox__share-button')!.click();
    expect(document.querySelector('.vg-lightbox__share-menu')?.hasAttribute('hidden')).toBe(false);
    key('Escape');
    expect(document.querySelector('.vg-lightbox__share-menu')?.hasAttribute('hidden')).toBe(true);
    expect(document.activeElement?.classList.contains('vg-lightbox__share-button')).toBe(true);
    key('Escape');
    await islands.settled();
    expect(document.querySelector('#glightbox-body')).toBeNull();
    expect(document.activeElement?.id).toBe('two');
  });

  it('toggles zoom on the current image', async () => {
    await openGroup();
    const zoom = document.querySelector<HTMLElement>('.vg-lightbox__zoom')!;
    zoom.click();
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('#glightbox-body img.vg-zoomed')).toHaveLength(1);
    key('ArrowLeft');
    expect(document.querySelector('.vg-lightbox__zoom')?.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelectorAll('#glightbox-body img.vg-zoomed')).toHaveLength(0);
  });

  it('has no zoom button on mobile', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') || query === '(max-width: 767px)', media: query, addEventListener() {}, removeEventListener() {} }));
    await openGroup();
    expect(document.querySelector('.vg-lightbox__zoom')).toBeNull();
  });

  it('hides the page from assistive technology while open, and gives it back', async () => {
    document.body.innerHTML = '';
    const main = document.createElement('main');
    document.body.append(main);
    main.innerHTML = `<a id="l" href="${actionHash({ type: 'image', url: '/a.jpg' })}">x</a>`;
    stop = watchLinks(linksContext(islands));
    document.querySelector<HTMLElement>('#l')!.click();
    await islands.settled();
    expect(main.getAttribute('aria-hidden')).toBe('true');
    key('Escape');
    await islands.settled();
    expect(main.hasAttribute('aria-hidden')).toBe(false);
  });

  it('leaves nothing behind after many openings (leak test)', async () => {
    await openGroup();
    for (let i = 0; i < 20; i++) {
      key('Escape');
      await islands.settled();
      document.querySelector<HTMLElement>(i % 2 ? '#one' : '#three')!.click();
      await islands.settled();
    }
    key('Escape');
    await islands.settled();
    expect(islands.count()).toBe(0);
    expect(document.querySelectorAll('#glightbox-body, .vormgever-lightbox, .vg-lightbox__ui')).toHaveLength(0);
    expect(document.querySelectorAll('#vormgever-lightbox-style')).toHaveLength(1);
    expect(document.body.className).toBe('');
    expect(document.documentElement.classList.contains('glightbox-open')).toBe(false);
    expect(document.querySelectorAll('[aria-hidden]')).toHaveLength(0);
  });

  it('closes even when no animationend comes (a page whose CSS stops animations)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    await openGroup();
    key('Escape');
    await islands.settled();
    expect(document.querySelector('#glightbox-body')).not.toBeNull();
    await new Promise((done) => setTimeout(done, 1100));
    await islands.settled();
    expect(document.querySelector('#glightbox-body')).toBeNull();
    expect(document.activeElement?.id).toBe('two');
  });
});
