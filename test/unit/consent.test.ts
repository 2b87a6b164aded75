import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { startConsentBridge } from '../../src/consent/bridge';
import { ALL, bannerAction, clearCookies, combinations, COOKIES, DENIED, entries, everything, expected, fire, firstVisit, lastUpdate, MAPPED, nothing, page, updates, useBridge, type Category } from './consent-helpers';

const { start, warnings } = useBridge();

describe('consent bridge: banner events', () => {
  it.each(combinations.map((c) => [c.join(', ') || '(none)', c] as const))('cmplz_fire_categories with %s', async (_name, categories) => {
    start();
    await fire('cmplz_fire_categories', { category: categories.at(-1) ?? 'functional', categories, region: 'eu' });
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(expected(categories));
  });

  it.each(combinations.map((c) => [c.join(', ') || '(none)', c] as const))('cmplz_status_change one by one: %s', async (_name, categories) => {
    start();
    await fire('cmplz_fire_categories', { categories: [] }); // the banner's report at load
    for (const category of ALL) await fire('cmplz_status_change', { category, value: categories.includes(category) ? 'allow' : 'deny', region: 'eu', categories });
    // One update per change of the choice (functional maps to no type), none for the others.
    expect(entries()).toHaveLength(1 + categories.filter((category) => category !== 'functional').length);
    expect(lastUpdate()).toEqual(expected(categories));
  });

  it('cmplz_status_change changes only its own category', async () => {
    start();
    await fire('cmplz_fire_categories', { category: 'statistics', categories: ['functional', 'statistics'], region: 'eu' });
    await fire('cmplz_status_change', { category: 'marketing', value: 'allow', region: 'eu', categories: [] });
    expect(lastUpdate()).toEqual(expected(['statistics', 'marketing']));
    await fire('cmplz_status_change', { category: 'statistics', value: 'deny', region: 'eu', categories: ['statistics'] });
    expect(lastUpdate()).toEqual(expected(['marketing']));
  });

  it('cmplz_revoke after a grant denies all but the two always-granted types', async () => {
    start();
    await fire('cmplz_fire_categories', { category: 'marketing', categories: ALL, region: 'eu' });
    expect(lastUpdate()).toEqual(expected(ALL));
    await fire('cmplz_revoke', true);
    expect(entries()).toHaveLength(2);
    expect(lastUpdate()).toEqual(DENIED);
    await fire('cmplz_status_change', { category: 'preferences', value: 'allow' });
    expect(lastUpdate()).toEqual(expected(['preferences'])); // nothing else came back
  });

  it('unknown categories grant nothing: one warning each event', async () => {
    start();
    await fire('cmplz_fire_categories', { category: 'ads', categories: ['ads', 'statistics', 'analytics'], region: 'eu' });
    expect(lastUpdate()).toEqual(expected(['statistics']));
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0]?.[0])).toMatch(/^\[vormgever\] consent: cmplz_fire_categories: unknown categories \["ads","analytics"\]/);
    await fire('cmplz_status_change', { category: 'ads', value: 'allow' });
    expect(entries()).toHaveLength(1);
    expect(warnings()).toHaveBeenCalledTimes(2);
  });

  const throwingDetail = new Proxy({}, { get: () => { throw new Error('nee'); }, getOwnPropertyDescriptor: () => { throw new Error('nee'); } });
  it.each<[string, string, unknown]>([
    ['fire: no detail', 'cmplz_fire_categories', undefined],
    ['fire: a string', 'cmplz_fire_categories', 'marketing'],
    ['fire: categories a string', 'cmplz_fire_categories', { category: 'marketing', categories: 'marketing' }],
    ['fire: categories not all strings', 'cmplz_fire_categories', { categories: ['marketing', 1] }],
    ['fire: categories inherited', 'cmplz_fire_categories', Object.create({ categories: ['marketing'] })],
    ['fire: a throwing proxy', 'cmplz_fire_categories', throwingDetail],
    ['status: no detail', 'cmplz_status_change', null],
    ['status: category not a string', 'cmplz_status_change', { category: ['marketing'], value: 'allow' }],
    ['status: a throwing proxy', 'cmplz_status_change', throwingDetail],
  ])('malformed detail (%s): one warning, nothing granted or sent', async (_name, type, detail) => {
    start();
    await fire('cmplz_fire_categories', { categories: ['statistics'] });
    await expect(fire(type, detail)).resolves.toBeUndefined();
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0]?.[0])).toMatch(/^\[vormgever\] consent: /);
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(expected(['statistics']));
  });

  it.each(['yes', 'Allow', true, 1, undefined])('status value %j grants nothing: one warning, the category denied', async (value) => {
    start();
    await fire('cmplz_fire_categories', { categories: ['marketing', 'statistics'] });
    await fire('cmplz_status_change', { category: 'marketing', value });
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(lastUpdate()).toEqual(expected(['statistics']));
  });
});

describe('consent bridge: one update per banner action', () => {
  it('Accept: one update, everything granted, no state in between', async () => {
    const gtag = vi.fn();
    page.gtag = gtag;
    start();
    bannerAction(firstVisit, everything);
    await null;
    expect(gtag.mock.calls).toEqual([['consent', 'update', expected(ALL)]]);
  });

  it('Deny after Accept: one update, everything denied', async () => {
    start();
    bannerAction(firstVisit, everything);
    await null;
    bannerAction(everything, nothing, { revoke: true });
    await null;
    expect(entries()).toHaveLength(2);
    expect(lastUpdate()).toEqual(DENIED);
  });

  it('Deny on a first visit: one update', async () => {
    start();
    bannerAction(firstVisit, nothing, { revoke: true });
    await null;
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(DENIED);
  });

  it('Save preferences: one update, equal to the choice', async () => {
    start();
    bannerAction(firstVisit, { functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' });
    await null;
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(expected(['statistics']));
  });

  it('a returning visitor: the stored choice once, also when the banner reports it at its load', async () => {
    document.cookie = 'cmplz_functional=allow; path=/';
    document.cookie = 'cmplz_statistics=allow; path=/';
    start();
    await fire('cmplz_fire_categories', { category: 'statistics', categories: ['functional', 'statistics'], region: 'eu' });
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(expected(['statistics']));
    // A new choice after that is sent.
    bannerAction({ functional: 'allow', preferences: undefined, statistics: 'allow', marketing: undefined }, everything);
    await null;
    expect(entries()).toHaveLength(2);
    expect(lastUpdate()).toEqual(expected(ALL));
  });

  it('stop() before gathered events went out: nothing is sent', async () => {
    const stop = start();
    document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: 'marketing', value: 'allow' } }));
    stop();
    await null;
    expect(entries()).toEqual([]);
  });
});

describe('consent bridge: a returning visitor', () => {
  it.each<[string, string[], Category[]]>([
    ['cmplz_ cookies', ['cmplz_functional=allow', 'cmplz_statistics=allow', 'cmplz_marketing=deny'], ['statistics']],
    ['cmplz_rt_ cookies', ['cmplz_rt_preferences=allow', 'cmplz_rt_marketing=allow'], ['preferences', 'marketing']],
    ['values other than exactly allow', ['cmplz_preferences=Allow', 'cmplz_statistics=allowed', 'cmplz_marketing=%20allow'], []],
    ['both prefixes must agree', ['cmplz_marketing=allow', 'cmplz_rt_marketing=deny', 'cmplz_statistics=allow', 'cmplz_rt_statistics=allow'], ['statistics']],
  ])('%s: one update at start', (_name, cookies, allowed) => {
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
    start();
    expect(entries()).toHaveLength(1);
    expect(lastUpdate()).toEqual(expected(allowed));
  });

  it('no cmplz cookie: nothing at start', async () => {
    document.cookie = 'cmplz_banner-status=dismissed; path=/';
    document.cookie = 'other_marketing=allow; path=/';
    start();
    expect(entries()).toEqual([]);
  });
});

describe('consent bridge: gtag and dataLayer', () => {
  it('creates the dataLayer and pushes real Arguments objects', async () => {
    start();
    await fire('cmplz_fire_categories', { categories: ['statistics'] });
    await fire('cmplz_revoke');
    expect(Array.isArray(page.dataLayer)).toBe(true);
    expect(entries()).toHaveLength(2);
    for (const entry of entries()) {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
      expect(Array.isArray(entry)).toBe(false);
    }
    expect(Array.from(entries()[1] as ArrayLike<unknown>)).toEqual(['consent', 'update', DENIED]);
  });

  it("keeps the site's own dataLayer", async () => {
    const own: unknown[] = [{ event: 'gtm.js' }];
    page.dataLayer = own;
    start();
    await fire('cmplz_fire_categories', { categories: ['marketing'] });
    expect(page.dataLayer).toBe(own);
    expect(own).toHaveLength(2);
    expect(own[0]).toEqual({ event: 'gtm.js' });
  });

  it("uses the site's own gtag, also one defined after the start", async () => {
    const early = vi.fn();
    page.gtag = early;
    start();
    await fire('cmplz_fire_categories', { categories: ['preferences'] });
    expect(early.mock.calls).toEqual([['consent', 'update', expected(['preferences'])]]);
    const late = vi.fn();
    page.gtag = late;
    await fire('cmplz_revoke');
    expect(late.mock.calls).toEqual([['consent', 'update', DENIED]]);
    expect(entries()).toEqual([]);
  });

  it('does not define a global gtag of its own', async () => {
    start();
    expect(page.gtag).toBeUndefined();
  });
});

describe('the <head> snippet (demo/snippets/consent-default.html)', () => {
  it('pushes one Arguments object: the denied default with wait_for_update', async () => {
    const html = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../demo/snippets/consent-default.html'), 'utf8');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const sandbox: { dataLayer?: unknown[] } = {};
    new Function('window', script)(sandbox);
    expect(sandbox.dataLayer).toHaveLength(1);
    const entry = sandbox.dataLayer?.[0];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
  });
});

describe('consent bridge: teardown', () => {
  it('removes exactly the listeners it added and nothing else', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    const stop = startConsentBridge(window);
    expect(added.mock.calls.map((call) => call[0]).sort()).toEqual(['cmplz_before_categories_consent', 'cmplz_fire_categories', 'cmplz_revoke', 'cmplz_status_change', 'wp_listen_for_consent_change']);
    expect(added.mock.calls.every((call) => call[2] === true)).toBe(true); // capturing: before the banner's own
    expect(onDocument).not.toHaveBeenCalled();
    stop();
    expect(removed.mock.calls).toEqual(added.mock.calls);
    added.mockRestore();
    removed.mockRestore();
    await fire('cmplz_fire_categories', { categories: ALL });
    expect(entries()).toEqual([]); // no longer listening; the dataLayer itself stays
  });
});

describe('consent bridge: sends nothing itself', () => {
  it('never calls fetch, XMLHttpRequest or sendBeacon', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('no')));
    const openSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const beacon = vi.fn(() => true);
    const hadBeacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    try {
      document.cookie = 'cmplz_marketing=allow; path=/';
      const stop = startConsentBridge(window);
      await fire('cmplz_fire_categories', { categories: ALL });
      await fire('cmplz_status_change', { category: 'statistics', value: 'deny' });
      await fire('cmplz_revoke', true);
      stop();
      expect(entries()).toHaveLength(4);
      expect([fetchSpy, openSpy, beacon].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      fetchSpy.mockRestore();
      openSpy.mockRestore();
      if (hadBeacon) Object.defineProperty(navigator, 'sendBeacon', hadBeacon);
      else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });
});

describe('consent bridge: never grants what was not chosen', () => {
  const category = fc.oneof(fc.constantFrom<string>(...ALL), fc.constantFrom('ads', 'anonymous', 'Marketing', '__proto__', ''), fc.string());
  const event = fc.oneof(
    fc.record({ type: fc.constant('cmplz_fire_categories'), detail: fc.oneof(fc.record({ categories: fc.array(category) }), fc.record({ categories: fc.array(fc.anything()) }), fc.anything()) }),
    fc.record({ type: fc.constant('cmplz_status_change'), detail: fc.oneof(fc.record({ category, value: fc.constantFrom<unknown>('allow', 'deny', 'Allow', 'yes', true, 1) }), fc.anything()) }),
    fc.record({ type: fc.constant('cmplz_revoke'), detail: fc.anything() }),
    fc.record({ type: fc.constant('cmplz_before_categories_consent'), detail: fc.oneof(fc.record({ categories: fc.array(category) }), fc.anything()) }),
    fc.record({ type: fc.constant('wp_listen_for_consent_change'), detail: fc.oneof(fc.dictionary(category, fc.constantFrom<unknown>('allow', 'deny', 'yes', true)), fc.anything()) }),
  );
  const cookie = fc.tuple(fc.constantFrom(...COOKIES), fc.constantFrom('allow', 'deny', 'Allow', 'allowed', ''));

  it('for random cookies and event sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cookie, { maxLength: 4 }), fc.array(event, { maxLength: 25 }), async (cookies, events) => {
        clearCookies();
        page.dataLayer = [];
        for (const [name, value] of cookies) document.cookie = `${name}=${value}; path=/`;
        // What the visitor ever chose to allow: exactly "allow" cookies, valid lists, "allow" changes.
        const chosen = new Set(cookies.filter(([, value]) => value === 'allow').map(([name]) => name.replace(/^cmplz_(rt_)?/, '')));
        const stop = startConsentBridge(window);
        try {
          for (const { type, detail } of events) {
            const before = entries().length;
            const categories = (detail as { categories?: unknown } | null)?.categories;
            if ((type === 'cmplz_fire_categories' || type === 'cmplz_before_categories_consent') && Array.isArray(categories) && categories.every((c) => typeof c === 'string')) {
              for (const c of categories) chosen.add(c);
            }
            const change = detail as { category?: unknown; value?: unknown } | null;
            if (type === 'cmplz_status_change' && change?.value === 'allow' && typeof change.category === 'string') chosen.add(change.category);
            if (type === 'wp_listen_for_consent_change' && detail !== null && typeof detail === 'object') {
              for (const [name, value] of Object.entries(detail)) if (value === 'allow') chosen.add(name);
            }
            await fire(type, detail);
            const update = lastUpdate();
            for (const [consentType, from] of Object.entries(MAPPED)) {
              if (update?.[consentType] === 'granted') expect(chosen).toContain(from);
            }
            if (type === 'cmplz_revoke') {
              // One update, or none when it only repeats the stored choice just sent at start.
              expect(entries().length - before).toBeLessThanOrEqual(1);
              expect(update).toEqual(DENIED);
            }
          }
        } finally {
          stop();
        }
      }),
      { numRuns: 200 },
    );
  });
});
