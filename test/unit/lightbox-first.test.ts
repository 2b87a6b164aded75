// The first view (first.ts): what a tap shows before React and GLightbox are in. It is the dialog from
// its first frame, and the full lightbox takes it over without a second dialog (session.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdDialog } from '../../src/islands/lightbox/dialog';
import { restoreFocus, showFirstView, type FirstView } from '../../src/islands/lightbox/first';
import { openSession } from '../../src/islands/lightbox/session';
import type { LightboxProps } from '../../src/islands/lightbox/types';
import type { IslandHandle } from '../../src/islands/registry';
import type { Slide } from '../../src/links/slides';
import { dutchSettings } from './dutch-settings';

const slide = (n: number, title = `Foto ${n}`): Slide => ({ type: 'image', url: `${location.origin}/${n}.jpg`, title, description: '', hash: '' });
const slides = [slide(1), slide(2), slide(3)];
const key = (name: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const dialogs = () => document.querySelectorAll('[role="dialog"]');

let host: HTMLElement;
let link: HTMLAnchorElement;
let props: LightboxProps;
let closed: ReturnType<typeof vi.fn<() => void>>;
let reports: { ready: ReturnType<typeof vi.fn<() => void>>; moved: ReturnType<typeof vi.fn<(index: number) => void>>; ends: ReturnType<typeof vi.fn<(end: () => void) => void>> };
let handles: IslandHandle[] = [];

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  document.body.innerHTML = '<main><a id="link" href="/2.jpg">Foto</a></main>';
  link = document.querySelector('#link')!;
  link.focus();
  host = document.createElement('div');
  host.className = 'vormgever-lightbox';
  document.body.append(host);
  closed = vi.fn<() => void>();
  props = { trigger: link, kind: 'image', hash: null, returnFocus: link, onClose: closed };
  reports = { ready: vi.fn<() => void>(), moved: vi.fn<(index: number) => void>(), ends: vi.fn<(end: () => void) => void>() };
});
afterEach(() => {
  for (const handle of handles) handle.unmount();
  handles = [];
  vi.unstubAllGlobals();
});

function first(at = 1, onClose = () => {}): FirstView {
  return showFirstView(host, { slides, index: at }, dutchSettings(), onClose);
}

describe('the first view', () => {
  it('is a labelled modal dialog with the picture, focus on its close button, and the page inert', () => {
    const view = first();
    expect(dialogs()).toHaveLength(1);
    expect(view.dialog.getAttribute('aria-modal')).toBe('true');
    expect(view.dialog.getAttribute('aria-label')).toBe('Lightbox');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sluiten');
    expect(document.activeElement?.localName).toBe('button');
    const img = view.dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${location.origin}/2.jpg`);
    expect(img.alt).toBe('Foto 2');
    expect(view.dialog.querySelector('.gslide-title')?.textContent).toBe('Foto 2');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(view.dialog.closest('[inert]')).toBeNull();
    expect(document.body.classList.contains('glightbox-open')).toBe(true);
  });

  it('shows titles as text, never as markup', () => {
    const view = showFirstView(host, { slides: [slide(1, '<img src=x onerror=alert(1)>')], index: 0 }, dutchSettings(), () => {});
    expect(view.dialog.querySelector('.gslide-title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(view.dialog.querySelectorAll('img')).toHaveLength(1);
  });

  it('closes on Escape and on its close button; removing it gives the page back', () => {
    const onClose = vi.fn();
    const view = first(1, onClose);
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    view.dialog.querySelector<HTMLElement>('.vg-lightbox__close')!.click();
    expect(onClose).toHaveBeenCalledTimes(2);
    view.remove();
    view.remove(); // once is enough
    restoreFocus(props);
    expect(document.activeElement).toBe(link);
    expect(dialogs()).toHaveLength(0);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.body.className).toBe('');
    expect(document.documentElement.className).toBe('');
  });

  it('moves with the arrow keys, stopping at the ends', () => {
    const view = first(1);
    key('ArrowRight');
    expect(view.index).toBe(2);
    expect(view.dialog.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/3.jpg`);
    key('ArrowRight');
    expect(view.index).toBe(2);
    key('ArrowLeft');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(view.index).toBe(0);
    expect(view.dialog.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('the hand-over to the full lightbox', () => {
  it('leaves one dialog: the full one, with the toolbar, focus in it, at the slide the first view showed', async () => {
    const view = first(1);
    key('ArrowRight'); // before the full lightbox is in
    const settings = dutchSettings();
    handles.push(openSession({ ...props, ...reports, outcome: { slides, index: view.index }, first: view, settings, device: 'desktop', hold: holdDialog, restoreFocus }, document, window));
    expect(reports.ready).not.toHaveBeenCalled();
    await Promise.resolve();
    // It tells the opener (which sends the events) that it has taken over, and where the visitor moves.
    expect(reports.ready).toHaveBeenCalledTimes(1);
    expect(reports.moved).not.toHaveBeenCalled();
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]!.id).toBe('glightbox-body');
    expect(view.dialog.isConnected).toBe(false);
    expect(document.querySelector('.vg-lightbox__counter')?.textContent).toBe('3 / 3');
    expect(document.activeElement?.classList.contains('vg-lightbox__close')).toBe(true);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(host.hasAttribute('aria-hidden') || host.childElementCount === 0).toBe(true);
    key('ArrowLeft');
    expect(reports.moved).toHaveBeenLastCalledWith(1);
    key('Escape'); // reduced motion (the stub above): closed at once
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(link);
    expect(dialogs()).toHaveLength(0);
  });

  it('waits, hidden, while the first view shows its picture, until its own has loaded', async () => {
    const view = first(1);
    // As in a browser once the picture is in (jsdom and happy-dom load no images).
    Object.defineProperty(view, 'showing', { value: () => true });
    const handle = openSession({ ...props, ...reports, outcome: { slides, index: 1 }, first: view, settings: dutchSettings(), device: 'desktop', hold: holdDialog, restoreFocus }, document, window);
    handles.push(handle);
    await Promise.resolve();
    const modal = document.getElementById('glightbox-body')!;
    expect(modal.classList.contains('vg-lightbox--waiting')).toBe(true);
    expect(modal.hasAttribute('role')).toBe(false);
    expect(dialogs()).toEqual(expect.objectContaining({ length: 1 }));
    expect(dialogs()[0]).toBe(view.dialog);
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    // Its picture loads: GLightbox's load event.
    expect(reports.ready).not.toHaveBeenCalled();
    modal.querySelector('.gslide img')!.dispatchEvent(new Event('load'));
    expect(modal.classList.contains('vg-lightbox--waiting')).toBe(false);
    expect(reports.ready).toHaveBeenCalledTimes(1);
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]).toBe(modal);
    expect(view.dialog.isConnected).toBe(false);
  });
});
