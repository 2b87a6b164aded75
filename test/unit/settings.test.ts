import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startTag } from '../../src/engine/console';
import { currentDevice, defaultSettings, dutchLabels, englishLabels, readSettings, watchDevice, type Device, type Settings } from '../../src/settings';
import { forgetSettingsWarnings } from '../../src/settings/read';
import { dutchSettings } from './dutch-settings';
import { configScript } from './helpers';

type PageWindow = Window & { elementorFrontendConfig?: unknown };
const page = window as PageWindow;

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warnSpy.mockRestore();
  delete page.elementorFrontendConfig;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

const warnings = (): string[] => warnSpy.mock.calls.map((call) => String(call[0]));


/** A config as a 3.x page prints it (trimmed), with keys Vormgever does not use. */
const realConfig = () => ({
  environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
  i18n: { close: 'Sluit', zoom: 'Inzoomen', a11yCarouselWrapperAriaLabel: 'Carrousel' },
  is_rtl: false,
  breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
  responsive: {
    breakpoints: {
      mobile: { label: 'Mobiel', value: 767, default_value: 767, direction: 'max', is_enabled: true },
      mobile_extra: { label: 'Mobiel liggend', value: 880, default_value: 880, direction: 'max', is_enabled: false },
      tablet: { label: 'Tablet', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
      tablet_extra: { label: 'Tablet liggend', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
      laptop: { label: 'Laptop', value: 1366, default_value: 1366, direction: 'max', is_enabled: true },
      widescreen: { label: 'Breedbeeld', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
    },
    hasCustomBreakpoints: true,
  },
  version: '3.24.2',
  experimentalFeatures: { container: true },
  urls: { assets: 'https://example.nl/wp-content/plugins/elementor/assets/', ajaxurl: 'https://example.nl/wp-admin/admin-ajax.php' },
  nonces: { floatingButtonsClickTracking: 'b13e0d8a4b' },
  swiperClass: 'swiper',
  settings: { page: [], editorPreferences: [] },
  kit: {
    active_breakpoints: ['viewport_mobile', 'viewport_tablet', 'viewport_laptop'],
    global_image_lightbox: 'yes',
    lightbox_enable_counter: 'yes',
    lightbox_enable_fullscreen: '',
    lightbox_enable_zoom: 'yes',
    lightbox_enable_share: '',
    lightbox_title_src: 'caption',
    lightbox_description_src: '',
    hello_header_logo_type: 'logo',
  },
  post: { id: 3564, title: 'Contact%20%E2%80%93%20Voorbeeld%20BV', excerpt: 'Neem contact op', featuredImage: 'https://example.nl/wp-content/uploads/foto.jpg' },
  user: { roles: ['administrator'] },
});

describe('readSettings: the page config', () => {
  it('reads a real 3.x config without a warning', () => {
    page.elementorFrontendConfig = realConfig();
    const settings = readSettings(document);
    expect(warnings()).toEqual([]);
    expect(settings.labels.close).toBe('Sluit');
    expect(settings.labels.zoom).toBe('Inzoomen');
    expect(settings.labels.next).toBe(dutchLabels.next);
    expect(settings.breakpoints.laptop).toEqual({ value: 1366, direction: 'max', enabled: true });
    expect(settings.activeBreakpoints).toEqual(['viewport_mobile', 'viewport_tablet', 'viewport_laptop']);
    expect(settings.lightbox).toEqual({
      globalImageLightbox: true, counter: true, fullscreen: false, zoom: true, share: false,
      titleSrc: 'caption', descriptionSrc: 'none',
    });
    expect(settings.post).toEqual({ id: 3564, title: 'Contact – Voorbeeld BV', excerpt: 'Neem contact op', featuredImage: 'https://example.nl/wp-content/uploads/foto.jpg' });
    expect(settings.urls.ajaxurl).toBe('https://example.nl/wp-admin/admin-ajax.php');
    expect(settings.nonces).toEqual({ floatingButtonsClickTracking: 'b13e0d8a4b' });
    expect(settings.editMode).toBe(false);
  });

  it('without any source gives the defaults (and a fresh object each time)', () => {
    const first = readSettings(document);
    expect(first).toEqual(dutchSettings());
    first.labels.close = 'changed';
    expect(readSettings(document).labels.close).toBe('Sluiten');
    expect(warnings()).toEqual([]);
  });

  // Each row: the config, what must come out, how many warnings.
  const shapes: Array<[string, unknown, (s: Settings) => unknown, unknown, number]> = [
    ['"yes"/"" strings', { kit: { lightbox_enable_zoom: '', lightbox_enable_counter: 'yes' } }, (s) => [s.lightbox.zoom, s.lightbox.counter], [false, true], 0],
    ['booleans', { kit: { lightbox_enable_zoom: false, global_image_lightbox: true } }, (s) => [s.lightbox.zoom, s.lightbox.globalImageLightbox], [false, true], 0],
    ['"1"/"0"/"true"/"false"', { kit: { lightbox_enable_zoom: '0', lightbox_enable_share: 'false', global_image_lightbox: '1' }, is_rtl: 'true' }, (s) => [s.lightbox.zoom, s.lightbox.share, s.lightbox.globalImageLightbox, s.isRtl], [false, false, true, true], 0],
    ['1/0 numbers', { kit: { lightbox_enable_zoom: 0, lightbox_enable_share: 1 }, environmentMode: { edit: 1 } }, (s) => [s.lightbox.zoom, s.lightbox.share, s.editMode], [false, true, true], 0],
    ['numbers as strings', { responsive: { breakpoints: { mobile: { value: '600', direction: 'max', is_enabled: '1' } } }, breakpoints: { sm: '400' } }, (s) => [s.breakpoints.mobile.value, s.grid.sm], [600, 400], 0],
    ['[] where an object belongs', { i18n: [], post: [], urls: [], nonces: [], responsive: { breakpoints: [] }, environmentMode: [] }, (s) => s, dutchSettings(), 0],
    ['kit [] (PHP\'s empty map): a kit without switches, all off', { kit: [] }, (s) => s.lightbox, { ...defaultSettings().lightbox, globalImageLightbox: false, counter: false, fullscreen: false, zoom: false, share: false }, 0],
    ['null and missing keys', { kit: null, post: { id: null }, responsive: {} }, (s) => s, dutchSettings(), 0],
    ['pre-3.2 grid only: md/lg give mobile/tablet', { breakpoints: { xs: 0, sm: 480, md: 800, lg: 1200, xl: 1440, xxl: 1600 } }, (s) => [s.breakpoints.mobile.value, s.breakpoints.tablet.value, s.grid.lg], [799, 1199, 1200], 0],
    ['responsive.breakpoints wins over the grid', { breakpoints: { md: 800 }, responsive: { breakpoints: { mobile: { value: 700 } } } }, (s) => s.breakpoints.mobile.value, 700, 0],
    ['2.9 settings.general with elementor_ keys', { settings: { page: [], general: { elementor_global_image_lightbox: '', elementor_lightbox_enable_counter: '', elementor_lightbox_title_src: 'alt' } } }, (s) => [s.lightbox.globalImageLightbox, s.lightbox.counter, s.lightbox.titleSrc], [false, false, 'alt'], 0],
    ['kit wins over 2.9 settings.general', { settings: { general: { elementor_lightbox_enable_zoom: '' } }, kit: { lightbox_enable_zoom: 'yes' } }, (s) => s.lightbox.zoom, true, 0],
    ['featuredImage false and ""', { post: { featuredImage: '' } }, (s) => s.post.featuredImage, false, 0],
    ['post id as a string', { post: { id: '42' } }, (s) => s.post.id, 42, 0],
    ['unknown kit keys are not warned about (and a kit without switches has them off)', { kit: { hello_footer_logo_type: 'logo', ha_rpb_enable: 'no' } }, (s) => s.lightbox, { ...defaultSettings().lightbox, globalImageLightbox: false, counter: false, fullscreen: false, zoom: false, share: false }, 0],
    ['bad switch', { kit: { lightbox_enable_zoom: 'maybe' } }, (s) => s.lightbox.zoom, true, 1],
    ['bad pixels', { responsive: { breakpoints: { tablet: { value: 'wide', direction: 'sideways', is_enabled: 'x' } } } }, (s) => s.breakpoints.tablet, defaultSettings().breakpoints.tablet, 3],
    ['negative pixels', { breakpoints: { md: -5 } }, (s) => s.grid.md, 768, 1],
    ['a non-empty list for an object', { post: ['Contact'] }, (s) => s.post, defaultSettings().post, 1],
    ['a non-empty list for the kit: warned, a kit without switches', { kit: ['yes'] }, (s) => [s.lightbox.globalImageLightbox, s.lightbox.zoom], [false, false], 1],
    ['a string for an object', { post: 'Contact' }, (s) => s.post, defaultSettings().post, 1],
    ['a non-string label', { i18n: { close: 5, next: 'Verder' } }, (s) => [s.labels.close, s.labels.next], ['Sluiten', 'Verder'], 1],
    ['an unknown attachment field', { kit: { lightbox_title_src: 'filename' } }, (s) => s.lightbox.titleSrc, 'title', 1],
    ['active_breakpoints not a list of strings', { kit: { active_breakpoints: 'viewport_mobile' } }, (s) => s.activeBreakpoints, ['viewport_mobile', 'viewport_tablet'], 1],
    ['a javascript: featured image', { post: { featuredImage: 'javascript:alert(1)' } }, (s) => s.post.featuredImage, false, 1],
    ['a fractional post id', { post: { id: 1.5 } }, (s) => s.post.id, null, 1],
    ['a non-string nonce', { nonces: { a: 'ok', b: {} } }, (s) => s.nonces, { a: 'ok' }, 1],
  ];
  it.each(shapes)('%s', (_name, config, pick, expected, warningCount) => {
    page.elementorFrontendConfig = config;
    expect(pick(readSettings(document))).toEqual(expected);
    expect(warnings()).toHaveLength(warningCount);
  });

  it('names the key path in the one warning', () => {
    page.elementorFrontendConfig = { kit: { lightbox_enable_zoom: 'maybe' } };
    readSettings(document);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^\[vormgever\] settings: elementorFrontendConfig\.kit\.lightbox_enable_zoom: /);
  });

  it('warns once when the page config is not an object', () => {
    page.elementorFrontendConfig = 'yes';
    expect(readSettings(document)).toEqual(dutchSettings());
    expect(warnings()).toEqual([expect.stringContaining('elementorFrontendConfig')]);
  });
});

describe('readSettings: post title', () => {
  it.each([
    ['Pagina%20niet%20gevonden%20-%20Site', 'Pagina niet gevonden - Site'],
    ['Caf%C3%A9%20%26%20Co', 'Café & Co'],
    ['Korting%20100%', 'Korting%20100%'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['Gewone titel', 'Gewone titel'],
  ])('%s', (title, expected) => {
    page.elementorFrontendConfig = { post: { title } };
    expect(readSettings(document).post.title).toBe(expected);
    expect(warnings()).toEqual([]);
  });
});

describe('readSettings: the document', () => {
  it.each([
    [{ environmentMode: { edit: true } }, '', true],
    [{ environmentMode: { edit: 'yes' } }, '', true],
    [{ environmentMode: { edit: false } }, 'elementor-editor-active', true],
    [undefined, 'elementor-editor-preview', true],
    [{ environmentMode: { edit: false } }, 'elementor-default elementor-kit-5', false],
    [undefined, '', false],
  ])('editMode from %j and body class "%s" is %s', (config, bodyClass, expected) => {
    page.elementorFrontendConfig = config;
    document.body.className = bodyClass;
    expect(readSettings(document).editMode).toBe(expected);
  });

  it.each([
    [{ is_rtl: true }, null, true],
    [{ is_rtl: false }, 'rtl', true],
    [undefined, 'RTL', true],
    [{ is_rtl: false }, 'ltr', false],
    [undefined, null, false],
  ])('isRtl from %j and dir %s is %s', (config, dir, expected) => {
    page.elementorFrontendConfig = config;
    if (dir) document.documentElement.setAttribute('dir', dir);
    expect(readSettings(document).isRtl).toBe(expected);
  });

  it.each([
    ['nl-NL', 'nl'],
    ['EN-us', 'en'],
    ['de', 'de'],
    ['x', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('language from lang=%j is %s', (lang, expected) => {
    if (lang !== null) document.documentElement.setAttribute('lang', lang);
    else document.documentElement.removeAttribute('lang');
    expect(readSettings(document).language).toBe(expected);
  });

  it('reads a document without a window (no page config) without throwing', () => {
    const other = document.implementation.createHTMLDocument('x');
    expect(readSettings(other)).toEqual(defaultSettings());
  });
});

describe('readSettings: precedence and own config', () => {
  // Every combination of the three sources sets the close label; the latest present one wins.
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('combination %i', (mask) => {
    if (mask & 1) page.elementorFrontendConfig = { i18n: { close: 'pagina' }, kit: { lightbox_enable_zoom: '' } };
    if (mask & 2) configScript(JSON.stringify({ i18n: { close: 'script' }, consentMode: true }));
    const options = mask & 4 ? { i18n: { close: 'opties' }, consentMode: 'no' } : undefined;
    const settings = readSettings(document, options);
    const expected = mask & 4 ? 'opties' : mask & 2 ? 'script' : mask & 1 ? 'pagina' : 'Sluiten';
    expect(settings.labels.close).toBe(expected);
    expect(settings.consentMode).toBe(!(mask & 4) && Boolean(mask & 2));
    expect(settings.lightbox.zoom).toBe(!(mask & 1)); // set by the page config only: kept by later sources
    expect(warnings()).toEqual([]);
  });

  it('own switches and page-config-shaped keys in options', () => {
    const settings = readSettings(document, {
      root: document.body,
      consentMode: 'yes',
      handleActionLinks: true,
      floatingLabels: 'on',
      kit: { lightbox_enable_share: '' },
    });
    expect([settings.consentMode, settings.handleActionLinks, settings.floatingLabels, settings.lightbox.share]).toEqual([true, true, true, false]);
    expect(warnings()).toEqual([]);
  });

  it('warns once per unknown key in options and in the config script', () => {
    configScript('{"consentMode": true, "root": "#main", "labels": {}}');
    readSettings(document, { colour: 'blauw', handleActionLinks: 'maybe' });
    expect(warnings()).toHaveLength(4);
    for (const path of ['vormgever-config.root', 'vormgever-config.labels', 'options.colour', 'options.handleActionLinks']) {
      expect(warnings().filter((message) => message.includes(`${path}:`))).toHaveLength(1);
    }
  });

  it.each([
    ['{"consentMode": tru', 'invalid JSON'],
    ['', 'invalid JSON'],
    ['[true]', 'expected a JSON object'],
    ['"consentMode"', 'expected a JSON object'],
  ])('config script %j: one warning, ignored', (text, problem) => {
    page.elementorFrontendConfig = { i18n: { close: 'pagina' } };
    configScript(text);
    const settings = readSettings(document, { handleActionLinks: true });
    expect(warnings()).toEqual([expect.stringContaining(problem)]);
    expect([settings.labels.close, settings.handleActionLinks, settings.consentMode]).toEqual(['pagina', true, false]);
  });

  it('warns about a vormgever-config element that is not a JSON script', () => {
    document.body.innerHTML = '<div id="vormgever-config">{"consentMode":true}</div>';
    expect(readSettings(document).consentMode).toBe(false);
    expect(warnings()).toHaveLength(1);
  });

  it('warns once when options are not an object', () => {
    expect(readSettings(document, 'consentMode')).toEqual(dutchSettings());
    expect(warnings()).toEqual([expect.stringContaining('options')]);
  });
});

describe('readSettings: the labels, in one language', () => {
  const german = { lightbox: 'Bildansicht', slideOf: 'Bild {n} von {total}', slideCounter: '{n} / {total}', close: 'Schließen', previous: 'Zurück', next: 'Weiter', fullscreen: 'Vollbild', zoom: 'Vergrößern', share: 'Teilen', shareOnFacebook: 'Auf Facebook teilen', shareOnX: 'Auf X teilen', pinIt: 'Pinnen', downloadImage: 'Bild herunterladen', playVideo: 'Video abspielen' };
  const elementorGerman = { i18n: { close: 'Schließen (Elementor)', zoom: 'Zoom (Elementor)', shareOnTwitter: 'Auf Twitter teilen', a11yCarouselWrapperAriaLabel: 'Karussell' } };
  const lang = (value: string) => document.documentElement.setAttribute('lang', value);

  it.each([
    ['nl', dutchLabels],
    ['nl-NL', dutchLabels],
    ['nl-BE', dutchLabels],
    ['en-US', englishLabels],
    ['de-DE', englishLabels],
    ['ar', englishLabels],
  ])('built in, for <html lang=%j>', (value, expected) => {
    lang(value);
    expect(readSettings(document).labels).toEqual(expected);
    expect(warnings()).toEqual([]);
  });

  it("an English page takes the page builder's English labels; Vormgever's own stay", () => {
    lang('en-GB');
    page.elementorFrontendConfig = { i18n: { close: 'Close it', fullscreen: 'Full screen' } };
    expect(readSettings(document).labels).toEqual({ ...englishLabels, close: 'Close it', fullscreen: 'Full screen' });
  });

  it("a German page without strings: English throughout, the page builder's German left out", () => {
    lang('de-DE');
    page.elementorFrontendConfig = elementorGerman;
    expect(readSettings(document).labels).toEqual(englishLabels);
    expect(warnings()).toEqual([]);
  });

  it("a German page with the site's strings: German, and the page builder's labels where it has them", () => {
    lang('de-DE');
    page.elementorFrontendConfig = elementorGerman;
    configScript(JSON.stringify({ strings: german }));
    expect(readSettings(document).labels).toEqual({ ...german, close: 'Schließen (Elementor)', zoom: 'Zoom (Elementor)', shareOnX: 'Auf Twitter teilen' });
    expect(warnings()).toEqual([]);
  });

  it("i18n is the site's own word for a key, over the strings and the page builder's", () => {
    lang('de');
    page.elementorFrontendConfig = elementorGerman;
    configScript(JSON.stringify({ strings: german, i18n: { close: 'Zumachen', lightbox: 'Galerie' } }));
    const labels = readSettings(document, { i18n: { next: 'Nächstes' }, strings: { previous: 'Voriges' } }).labels;
    expect([labels.close, labels.lightbox, labels.next, labels.previous, labels.zoom]).toEqual(['Zumachen', 'Galerie', 'Nächstes', 'Voriges', 'Zoom (Elementor)']);
  });

  it('a third language without WordPress: start() options, right to left too', () => {
    lang('ar');
    document.documentElement.setAttribute('dir', 'rtl');
    const arabic = Object.fromEntries(Object.keys(englishLabels).map((key) => [key, `ع ${key}`]));
    const settings = readSettings(document, { strings: arabic });
    expect(settings.labels).toEqual(arabic);
    expect([settings.language, settings.isRtl]).toEqual(['ar', true]);
  });

  it("strings that leave keys out on a page of another language: said once, English for those", () => {
    lang('de');
    configScript(JSON.stringify({ strings: { close: 'Schließen' } }));
    const labels = readSettings(document).labels;
    expect([labels.close, labels.next]).toEqual(['Schließen', 'Next']);
    expect(warnings()).toEqual([expect.stringContaining("strings: no lightbox, slideOf, slideCounter, previous, next")]);
  });

  it('warns about an unknown key, a value that is no text or empty, and strings that are no object', () => {
    configScript(JSON.stringify({ strings: { close: 5, next: '', sluiten: 'Dicht', zoom: 'Inzoomen' } }));
    const labels = readSettings(document, { strings: 'Dicht' }).labels;
    expect([labels.close, labels.next, labels.zoom]).toEqual(['Sluiten', 'Volgende', 'Inzoomen']);
    expect(warnings()).toHaveLength(4);
    for (const path of ['vormgever-config.strings.close', 'vormgever-config.strings.next', 'vormgever-config.strings.sluiten', 'options.strings']) {
      expect(warnings().filter((message) => message.includes(`${path}:`))).toHaveLength(1);
    }
  });
});

describe('readSettings: hostile values', () => {
  const throwing = () => {
    throw new Error('nee');
  };
  const proxyThatThrows = () => new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing });
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };

  it.each([
    ['a getter that throws', () => ({ get kit() { return throwing(); }, i18n: { close: 'Dicht' } }), 'elementorFrontendConfig.kit'],
    ['a proxy that throws', () => ({ kit: proxyThatThrows(), i18n: { close: 'Dicht' } }), 'elementorFrontendConfig.kit'],
    ['a revoked proxy', () => ({ post: revoked(), i18n: { close: 'Dicht' } }), 'elementorFrontendConfig.post'],
  ])('%s: one warning, the rest is read', (_name, config, path) => {
    page.elementorFrontendConfig = config();
    const settings = readSettings(document);
    expect(settings.labels.close).toBe('Dicht');
    expect(warnings()).toEqual([expect.stringContaining(`${path}: could not be read`)]);
  });

  it('a page config that is a throwing proxy or behind a throwing getter: one warning', () => {
    page.elementorFrontendConfig = proxyThatThrows();
    expect(readSettings(document)).toEqual(dutchSettings());
    delete page.elementorFrontendConfig;
    Object.defineProperty(window, 'elementorFrontendConfig', { get: throwing, configurable: true });
    expect(readSettings(document)).toEqual(dutchSettings());
    expect(warnings()).toHaveLength(1); // the same problem, said once per page view
    forgetSettingsWarnings();
    readSettings(document);
    expect(warnings()).toHaveLength(2);
  });

  it('options that throw: one warning per unreadable key', () => {
    expect(readSettings(document, { get consentMode() { return throwing(); }, handleActionLinks: true }).handleActionLinks).toBe(true);
    expect(warnings()).toEqual([expect.stringContaining('options.consentMode: could not be read')]);
  });

  it('cyclic objects', () => {
    const config: Record<string, unknown> = { kit: { lightbox_enable_zoom: '' } };
    config.self = config;
    (config.kit as Record<string, unknown>).parent = config;
    page.elementorFrontendConfig = config;
    expect(readSettings(document, config).lightbox.zoom).toBe(false);
    // The options copy carries the unknown `self`: one warning; the page config's is not warned about.
    expect(warnings()).toEqual([expect.stringContaining('options.self: unknown key')]);
  });

  it('never pollutes a prototype through __proto__ keys', () => {
    const hostile = '{"__proto__": {"polluted": "ja"}, "i18n": {"__proto__": {"polluted": "ja"}, "close": "Dicht"}, "nonces": {"__proto__": "x"}}';
    page.elementorFrontendConfig = JSON.parse(hostile);
    configScript(hostile);
    const settings = readSettings(document, JSON.parse(hostile));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(settings.labels)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(settings.nonces)).toBe(Object.prototype);
    expect((settings.labels as Record<string, unknown>).polluted).toBeUndefined();
    expect(settings.labels.close).toBe('Dicht');
    // i18n.__proto__ and nonces.__proto__ in each of the three sources, plus the own configs' top level.
    expect(warnings()).toHaveLength(8);
    expect(warnings().every((message) => message.includes('__proto__: not allowed'))).toBe(true);
  });
});

/** Every field has its type, whatever the sources held. */
function expectWellFormed(settings: Settings): void {
  const attachmentFields = ['none', 'title', 'caption', 'alt', 'description'];
  for (const breakpoint of Object.values(settings.breakpoints)) {
    expect(Number.isFinite(breakpoint.value) && breakpoint.value >= 0).toBe(true);
    expect(['max', 'min']).toContain(breakpoint.direction);
    expect(typeof breakpoint.enabled).toBe('boolean');
  }
  expect(Object.values(settings.grid).every(Number.isFinite)).toBe(true);
  expect(settings.activeBreakpoints.every((name) => typeof name === 'string')).toBe(true);
  const { titleSrc, descriptionSrc, ...flags } = settings.lightbox;
  expect(Object.values(flags).every((flag) => typeof flag === 'boolean')).toBe(true);
  expect(attachmentFields).toContain(titleSrc);
  expect(attachmentFields).toContain(descriptionSrc);
  expect(Object.values(settings.labels).every((label) => typeof label === 'string')).toBe(true);
  expect(Object.keys(settings.labels)).toEqual(expect.arrayContaining(Object.keys(dutchLabels)));
  expect(Object.values(settings.nonces).every((nonce) => typeof nonce === 'string')).toBe(true);
  expect([settings.isRtl, settings.editMode, settings.consentMode, settings.handleActionLinks].every((flag) => typeof flag === 'boolean')).toBe(true);
  expect(settings.language).toMatch(/^[a-z]{2}$/);
  expect(settings.post.id === null || Number.isInteger(settings.post.id)).toBe(true);
  expect(typeof settings.post.title + typeof settings.post.excerpt).toBe('stringstring');
  const image = settings.post.featuredImage;
  expect(image === false || ['http:', 'https:'].includes(new URL(image, 'https://example.invalid/').protocol)).toBe(true);
  expect(settings.urls.ajaxurl === null || typeof settings.urls.ajaxurl === 'string').toBe(true);
}

describe('readSettings: never throws', () => {
  const key = fc.oneof(
    fc.constantFrom(
      '__proto__', 'constructor', 'i18n', 'close', 'is_rtl', 'environmentMode', 'edit', 'breakpoints', 'md', 'lg',
      'responsive', 'mobile', 'widescreen', 'value', 'direction', 'is_enabled', 'kit', 'settings', 'general',
      'elementor_lightbox_enable_zoom', 'lightbox_enable_zoom', 'lightbox_title_src', 'active_breakpoints', 'post',
      'title', 'id', 'featuredImage', 'urls', 'ajaxurl', 'nonces', 'consentMode', 'handleActionLinks', 'floatingLabels', 'root',
    ),
    fc.string(),
  );
  const anything = fc.anything({
    key, maxDepth: 4, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true,
    withSparseArray: true, withTypedArray: true, withDate: true, withObjectString: true, withBigInt: true,
  });

  it('for any page config, config script and options, gives well-formed settings and only our warnings', () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(anything, fc.option(fc.jsonValue()), anything, (config, json, options) => {
        document.head.innerHTML = '';
        warnSpy.mockClear();
        forgetSettingsWarnings();
        page.elementorFrontendConfig = config;
        if (json !== null) configScript(JSON.stringify(json));
        expectWellFormed(readSettings(document, options));
        for (const call of warnSpy.mock.calls) {
          // A problem in the config script names that element as well.
          expect(call.slice(1)).toEqual(/\] settings: vormgever-config\b/.test(String(call[0])) ? [startTag(document.getElementById('vormgever-config')!)] : []);
          expect(String(call[0])).toMatch(/^\[vormgever\] settings: \S/);
        }
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      }),
      { numRuns: 300 },
    );
  });
});

describe('readSettings: sends nothing', () => {
  it('never calls fetch, XMLHttpRequest or sendBeacon', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('no')));
    const openSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const sendSpy = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const beacon = vi.fn(() => true);
    const hadBeacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    try {
      page.elementorFrontendConfig = realConfig();
      configScript('{"consentMode": true}');
      const settings = readSettings(document, { handleActionLinks: true });
      expect(settings.urls.ajaxurl).toBe('https://example.nl/wp-admin/admin-ajax.php');
      expect(settings.nonces.floatingButtonsClickTracking).toBe('b13e0d8a4b');
      expect([fetchSpy, openSpy, sendSpy, beacon].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    } finally {
      fetchSpy.mockRestore();
      openSpy.mockRestore();
      sendSpy.mockRestore();
      if (hadBeacon) Object.defineProperty(navigator, 'sendBeacon', hadBeacon);
      else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });
});

/** A window whose matchMedia answers from its innerWidth and fires change events on resize. */
function fakeWindow(width: number, api: 'modern' | 'legacy' = 'modern') {
  const lists: Array<{ media: string; matches: boolean; added: unknown[]; removed: unknown[]; listeners: Set<() => void> }> = [];
  const evaluate = (media: string) => {
    const [, direction, value] = /\((max|min)-width: (\d+(?:\.\d+)?)px\)/.exec(media) ?? [];
    return direction === 'max' ? state.innerWidth <= Number(value) : state.innerWidth >= Number(value);
  };
  const state = {
    innerWidth: width,
    lists,
    matchMedia(media: string) {
      const list = {
        media, added: [] as unknown[], removed: [] as unknown[], listeners: new Set<() => void>(),
        get matches() { return evaluate(media); },
      };
      const add = (fn: () => void) => { list.added.push(fn); list.listeners.add(fn); };
      const remove = (fn: () => void) => { list.removed.push(fn); list.listeners.delete(fn); };
      lists.push(list);
      return api === 'modern'
        ? Object.assign(list, { addEventListener: (_: string, fn: () => void) => add(fn), removeEventListener: (_: string, fn: () => void) => remove(fn) })
        : Object.assign(list, { addListener: add, removeListener: remove });
    },
    resize(next: number) {
      const before = lists.map((list) => list.matches);
      state.innerWidth = next;
      lists.forEach((list, index) => { if (list.matches !== before[index]) for (const fn of [...list.listeners]) fn(); });
    },
  };
  return state;
}
const asWindow = (fake: object) => fake as unknown as Window;

function allEnabled(): Settings {
  const settings = defaultSettings();
  for (const breakpoint of Object.values(settings.breakpoints)) breakpoint.enabled = true;
  return settings;
}

describe('currentDevice', () => {
  it.each<[number, Device, Device]>([
    [320, 'mobile', 'mobile'],
    [767, 'mobile', 'mobile'],
    [768, 'tablet', 'mobile_extra'],
    [881, 'tablet', 'tablet'],
    [1024, 'tablet', 'tablet'],
    [1100, 'desktop', 'tablet_extra'],
    [1300, 'desktop', 'laptop'],
    [1500, 'desktop', 'desktop'],
    [2400, 'desktop', 'widescreen'],
  ])('at %ipx: %s with the defaults, %s with every breakpoint enabled', (width, withDefaults, withAll) => {
    const win = fakeWindow(width);
    expect(currentDevice(defaultSettings(), asWindow(win))).toBe(withDefaults);
    // Only enabled breakpoints are asked about, the smallest first.
    expect(['(max-width: 767px)', '(max-width: 1024px)']).toEqual(expect.arrayContaining(win.lists.map((list) => list.media)));
    expect(win.lists[0]?.media).toBe('(max-width: 767px)');
    expect(currentDevice(allEnabled(), asWindow(fakeWindow(width)))).toBe(withAll);
  });

  it('checks the max-width ranges from the smallest up, whatever their names', () => {
    const settings = defaultSettings();
    settings.breakpoints.tablet.value = 600; // smaller than mobile (767)
    expect(currentDevice(settings, asWindow(fakeWindow(500)))).toBe('tablet');
    expect(currentDevice(settings, asWindow(fakeWindow(700)))).toBe('mobile');
  });

  it.each<[string, object, Device]>([
    ['no matchMedia', { innerWidth: 700 }, 'mobile'],
    ['no matchMedia, wide', { innerWidth: 2500 }, 'widescreen'],
    ['a matchMedia that throws', { innerWidth: 1000, matchMedia: () => { throw new Error('nee'); } }, 'tablet'],
    ['no matchMedia and no width', {}, 'desktop'],
  ])('falls back to innerWidth: %s', (_name, win, expected) => {
    expect(currentDevice(allEnabled(), asWindow(win))).toBe(expected);
  });

  it('works on the test window (jsdom has no matchMedia)', () => {
    expect(['mobile', 'tablet', 'desktop']).toContain(currentDevice(defaultSettings(), window));
  });
});

describe('watchDevice', () => {
  it.each(['modern', 'legacy'] as const)('reports each change once and its teardown removes exactly its listeners (%s API)', (api) => {
    const win = fakeWindow(1200, api);
    const changes: Device[] = [];
    const stop = watchDevice(defaultSettings(), asWindow(win), (device) => changes.push(device));
    const watched = win.lists.filter((list) => list.added.length > 0);
    expect(watched.map((list) => list.media).sort()).toEqual(['(max-width: 1024px)', '(max-width: 767px)']);
    expect(watched.every((list) => list.added.length === 1)).toBe(true);

    win.resize(800);
    win.resize(300);
    win.resize(200);
    win.resize(2000); // crosses both breakpoints at once
    expect(changes).toEqual(['tablet', 'mobile', 'desktop']);

    stop();
    for (const list of watched) {
      expect(list.removed).toEqual(list.added);
      expect(list.listeners.size).toBe(0);
    }
    win.resize(300);
    expect(changes).toHaveLength(3);
  });

  it('listens to resize when there is no matchMedia, and removes that listener', () => {
    const added = vi.fn();
    const removed = vi.fn();
    const win = { innerWidth: 1200, addEventListener: added, removeEventListener: removed };
    const changes: Device[] = [];
    const stop = watchDevice(defaultSettings(), asWindow(win), (device) => changes.push(device));
    expect(added).toHaveBeenCalledWith('resize', expect.any(Function));
    const onResize = added.mock.calls[0]![1] as () => void;
    win.innerWidth = 500;
    onResize();
    expect(changes).toEqual(['mobile']);
    stop();
    expect(removed.mock.calls).toEqual([['resize', onResize]]);
  });
});
