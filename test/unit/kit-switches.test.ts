// The page builder's kit leaves out a lightbox switch that is turned off (issue 18, point 1): both
// readers, from the project's own fixtures of Elementor 4.2.3's page config, and the pre-3.0 shape.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/settings';
import { readSwitches } from '../../src/settings/switches';

type PageWindow = Window & { elementorFrontendConfig?: unknown };
const page = window as PageWindow;
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/elementor', name), 'utf8'));

afterEach(() => {
  vi.restoreAllMocks();
  delete page.elementorFrontendConfig;
});

/** What both readers make of the page: the full lightbox settings, and the entry's global switch. */
function read(config: unknown, options?: unknown) {
  page.elementorFrontendConfig = config;
  const { globalImageLightbox, counter, fullscreen, zoom, share } = readSettings(document, options).lightbox;
  return { full: { globalImageLightbox, counter, fullscreen, zoom, share }, entry: readSwitches(document, options).globalImageLightbox };
}
const all = (on: boolean) => ({ globalImageLightbox: on, counter: on, fullscreen: on, zoom: on, share: on });

describe('Elementor 4.2.3: a lightbox switch turned off is absent from the kit', () => {
  it('switches on: all on', () => {
    expect(read(fixture('frontend-config-4.2.3-switches-on.json'))).toEqual({ full: all(true), entry: true });
  });

  it('counter, fullscreen, zoom and share turned off: absent, so off', () => {
    const config = fixture('frontend-config-4.2.3-switches-off.json');
    expect(Object.keys(config.kit as object)).not.toContain('lightbox_enable_counter'); // the fixture's point
    expect(read(config)).toEqual({ full: { ...all(false), globalImageLightbox: true }, entry: true });
  });

  it('the global image lightbox turned off: absent, so off in both readers', () => {
    const config = fixture('frontend-config-4.2.3-switches-on.json');
    delete (config.kit as Record<string, unknown>).global_image_lightbox;
    expect(read(config)).toEqual({ full: { ...all(true), globalImageLightbox: false }, entry: false });
  });

  it('a null switch is absent too (the builder drops null)', () => {
    expect(read({ kit: { global_image_lightbox: null, lightbox_enable_zoom: null, lightbox_enable_share: 'yes' } })).toEqual({
      full: { ...all(false), share: true },
      entry: false,
    });
  });

  it.each([
    ['no kit at all', {}],
    ['no page config', undefined],
    ['kit null', { kit: null }],
  ])('%s: the site\'s defaults', (_name, config) => {
    expect(read(config)).toEqual({ full: all(true), entry: true });
  });

  it('an empty kit (PHP prints []): every switch off', () => {
    expect(read({ kit: [] })).toEqual({ full: all(false), entry: false });
  });
});

describe('the older settings.general.elementor_* shape', () => {
  it('a switch missing from settings.general is off', () => {
    const config = { settings: { page: [], general: { elementor_global_image_lightbox: 'yes', elementor_lightbox_enable_counter: 'yes', elementor_lightbox_title_src: 'title' } } };
    expect(read(config)).toEqual({ full: { ...all(false), globalImageLightbox: true, counter: true }, entry: true });
  });

  it('global image lightbox missing from settings.general: off in both readers', () => {
    expect(read({ settings: { general: { elementor_lightbox_enable_zoom: 'yes' } } })).toEqual({ full: { ...all(false), zoom: true }, entry: false });
  });

  it('settings without general: the defaults', () => {
    expect(read({ settings: { page: [], editorPreferences: [] } })).toEqual({ full: all(true), entry: true });
  });

  it('a kit next to it wins, absent keys included', () => {
    const config = { settings: { general: { elementor_global_image_lightbox: 'yes', elementor_lightbox_enable_zoom: 'yes' } }, kit: { lightbox_enable_share: 'yes' } };
    expect(read(config)).toEqual({ full: { ...all(false), share: true }, entry: false });
  });
});

describe("Vormgever's own config overrides key by key", () => {
  it('a kit in start() options or vormgever-config changes only the switches it names', () => {
    const config = fixture('frontend-config-4.2.3-switches-on.json');
    expect(read(config, { kit: { lightbox_enable_zoom: '' } })).toEqual({ full: { ...all(true), zoom: false }, entry: true });
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'vormgever-config', textContent: '{"kit": {"lightbox_enable_share": "no"}}' });
    document.head.append(script);
    expect(read(config)).toEqual({ full: { ...all(true), share: false }, entry: true });
  });

  it('and can turn a switch back on that the page builder left out', () => {
    expect(read(fixture('frontend-config-4.2.3-switches-off.json'), { kit: { lightbox_enable_counter: 'yes' } })).toEqual({
      full: { ...all(false), globalImageLightbox: true, counter: true },
      entry: true,
    });
  });
});
