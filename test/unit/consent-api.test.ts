// The bridge with WordPress's Consent API: a stand-in of its page interface (consent-helpers.ts
// fakeConsentApi), alone and together with Complianz's events.
import { describe, expect, it } from 'vitest';
import { ALL, bannerAction, combinations, dispatch, DENIED, entries, everything, expected, fakeConsentApi, firstVisit, nothing, page, updates, useBridge, type Category, type Values } from './consent-helpers';

const { start, warnings } = useBridge();
const set = (category: string, value: string) => (page.wp_set_consent as (c: string, v: string) => void)(category, value);
/** A banner that speaks only the Consent API: wp_set_consent per category, in one run of its script. */
const choose = (allowed: readonly Category[]) => {
  for (const category of ALL) set(category, allowed.includes(category) || category === 'functional' ? 'allow' : 'deny');
  set('statistics-anonymous', 'allow');
};

describe('consent bridge: the Consent API alone', () => {
  it.each(combinations.map((c) => [c.join(', ') || '(none)', c] as const))('one update for a burst of per-category events: %s', async (_name, allowed) => {
    fakeConsentApi();
    start();
    choose(allowed);
    expect(entries()).toEqual([]); // gathered: the burst has no closing event
    await null;
    expect(updates()).toEqual([expected(allowed)]);
    expect(warnings()).not.toHaveBeenCalled();
  });

  it('a later change changes only its category; an unchanged value sends nothing', async () => {
    fakeConsentApi();
    start();
    choose(['statistics', 'marketing']);
    await null;
    set('marketing', 'deny');
    set('statistics', 'allow'); // unchanged: the API dispatches nothing
    await null;
    expect(updates()).toEqual([expected(['statistics', 'marketing']), expected(['statistics'])]);
  });

  it.each<[string, string | false, string[], Category[] | null]>([
    ['opt-in, allow cookies', 'optin', ['wp_consent_statistics=allow', 'wp_consent_marketing=deny'], ['statistics']],
    ['no consent type: only an explicit allow grants', false, ['wp_consent_preferences=allow', 'wp_consent_marketing=deny'], ['preferences']],
    ['opt-out without cookies: presumed consent grants nothing, nothing sent', 'optout', [], null],
    ['no cookie of its own: nothing sent', 'optin', ['other_marketing=allow'], null],
  ])('a returning visitor, %s', (_name, type, cookies, allowed) => {
    fakeConsentApi(type);
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
    start();
    expect(updates()).toEqual(allowed ? [expected(allowed)] : []);
  });

  it("reads the cookies under the API's own prefix; a hostile prefix is not used", () => {
    fakeConsentApi();
    page.consent_api = { cookie_prefix: 'site' };
    document.cookie = 'site_marketing=allow; path=/';
    const stop = start();
    expect(updates()).toEqual([expected(['marketing'])]);
    stop();
    page.dataLayer = [];
    page.consent_api = { cookie_prefix: 'x; site' }; // not a cookie name: the default prefix instead
    document.cookie = 'wp_consent_statistics=allow; path=/';
    page.wp_has_consent = () => true;
    start();
    expect(updates()).toEqual([expected(['statistics'])]);
  });
});

describe('consent bridge: Complianz and the Consent API together', () => {
  type Final = Record<Category, 'allow' | 'deny'>;
  it.each<[string, Values, Final, boolean]>([
    ['Accept', firstVisit, everything, false],
    ['Deny', everything, nothing, true],
  ])('%s: one update, in the same task', async (_name, before, after, revoke) => {
    fakeConsentApi();
    start();
    if (before !== firstVisit) bannerAction(firstVisit, before as Final);
    const already = updates().length;
    bannerAction(before, after, { revoke });
    expect(updates().length - already).toBe(1);
    await null;
    expect(updates().length - already).toBe(1);
    expect(updates().at(-1)).toEqual(revoke ? DENIED : expected(ALL));
  });

  it('Save preferences for every set: one update each', async () => {
    fakeConsentApi();
    start();
    let before = { ...firstVisit } as Record<Category, string | undefined>;
    for (const allowed of combinations) {
      const after = Object.fromEntries(ALL.map((c) => [c, c === 'functional' || allowed.includes(c) ? 'allow' : 'deny'])) as Record<Category, 'allow' | 'deny'>;
      const already = updates().length;
      bannerAction(before, after);
      await null;
      expect(updates().length - already).toBeLessThanOrEqual(1); // none when the set did not change
      expect(updates().at(-1)).toEqual(expected(allowed));
      before = after;
    }
  });
});

describe('consent bridge: bad Consent API input', () => {
  const throwing = new Proxy([], { ownKeys: () => { throw new Error('nee'); } });
  it.each<[string, unknown]>([
    ['no detail', undefined],
    ['a string', 'marketing'],
    ['an empty list', []],
    ['an unknown category', { ads: 'allow' }],
    ['a value other than allow', { marketing: 'yes' }],
    ['a throwing proxy', throwing],
  ])('%s: no exception, one warning, nothing granted', async (_name, detail) => {
    fakeConsentApi();
    start();
    dispatch('cmplz_fire_categories', { categories: ['statistics'] });
    expect(() => dispatch('wp_listen_for_consent_change', detail)).not.toThrow();
    await null;
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0]?.[0])).toMatch(/^\[vormgever\] consent: wp_listen_for_consent_change/);
    expect(updates().at(-1)).toEqual(expected(['statistics']));
  });

  it('statistics-anonymous is known and needs no warning', async () => {
    start();
    dispatch('wp_listen_for_consent_change', { 'statistics-anonymous': 'allow' });
    await null;
    expect(warnings()).not.toHaveBeenCalled();
    expect(entries()).toEqual([]);
  });

  it('a cookie with an unexpected value, and a wp_has_consent that throws: one warning, nothing granted', () => {
    fakeConsentApi();
    page.wp_has_consent = (category: string) => {
      if (category === 'marketing') throw new Error('nee');
      return true;
    };
    document.cookie = 'wp_consent_statistics=ja; path=/';
    document.cookie = 'wp_consent_marketing=allow; path=/';
    start();
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0]?.[0])).toMatch(/wp_consent_statistics.*wp_has_consent\('marketing'\)/);
    expect(updates()).toEqual([DENIED]);
  });

  it('a Complianz cookie with an unexpected value: one warning, nothing granted', () => {
    document.cookie = 'cmplz_marketing=%7B%22x%22%3A1%7D; path=/';
    document.cookie = 'cmplz_statistics=allow; path=/';
    start();
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(String(warnings().mock.calls[0]?.[0])).toMatch(/cmplz_marketing/);
    expect(updates()).toEqual([expected(['statistics'])]);
  });
});
