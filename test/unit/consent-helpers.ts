// Shared by the consent bridge's unit tests: the expected updates written out by hand (not from the
// module under test), the dataLayer's entries, and the real banner's event sequences.
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { startConsentBridge } from '../../src/consent/bridge';

export type ConsentWindow = Window & { dataLayer?: unknown; gtag?: unknown; wp_has_consent?: unknown; wp_set_consent?: unknown; consent_api?: unknown };
export const page = window as ConsentWindow;
export type Category = 'functional' | 'preferences' | 'statistics' | 'marketing';
export const ALL: Category[] = ['functional', 'preferences', 'statistics', 'marketing'];
export const combinations = Array.from({ length: 16 }, (_, mask) => ALL.filter((_c, bit) => mask & (1 << bit)));

export function expected(allowed: readonly string[]): Record<string, string> {
  const state = (category: Category) => (allowed.includes(category) ? 'granted' : 'denied');
  return {
    security_storage: 'granted',
    functionality_storage: 'granted',
    personalization_storage: state('preferences'),
    analytics_storage: state('statistics'),
    ad_storage: state('marketing'),
    ad_user_data: state('marketing'),
    ad_personalization: state('marketing'),
  };
}
export const DENIED = expected([]);
export const MAPPED: Record<string, Category> = {
  personalization_storage: 'preferences', analytics_storage: 'statistics',
  ad_storage: 'marketing', ad_user_data: 'marketing', ad_personalization: 'marketing',
};

export const entries = (): unknown[] => page.dataLayer as unknown[];
/** Consent updates on the dataLayer, in order, after checking each entry's shape. */
export function updates(): Array<Record<string, string>> {
  return entries()
    .filter((entry) => (entry as ArrayLike<unknown>)[0] === 'consent' && (entry as ArrayLike<unknown>)[1] === 'update')
    .map((entry) => {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
      return (entry as ArrayLike<unknown>)[2] as Record<string, string>;
    });
}
/** The consent object of the last dataLayer entry, after checking the entry's shape. */
export function lastUpdate(): Record<string, string> | undefined {
  const last = entries().at(-1);
  if (last === undefined) return undefined;
  expect(Object.prototype.toString.call(last)).toBe('[object Arguments]');
  const [command, action, update] = Array.from(last as ArrayLike<unknown>);
  expect([command, action]).toEqual(['consent', 'update']);
  return update as Record<string, string>;
}
export const dispatch = (type: string, detail?: unknown): void => {
  document.dispatchEvent(new CustomEvent(type, { detail }));
};
/** Dispatches one banner event and lets what it gathered (a microtask) go out. */
export const fire = async (type: string, detail?: unknown): Promise<void> => {
  dispatch(type, detail);
  await null;
};

export const COOKIES = ALL.flatMap((c) => [`cmplz_${c}`, `cmplz_rt_${c}`]);
/** Expires every cookie present (by date: happy-dom 20 keeps a `max-age=0` cookie with an empty value). */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  expect(document.cookie).toBe('');
}

/** A console.warn spy, a started bridge per test, and everything undone after each test. */
export function useBridge(): { start: () => () => void; warnings: () => MockInstance<typeof console.warn> } {
  let warnSpy: MockInstance<typeof console.warn>;
  const stops: Array<() => void> = [];
  beforeEach(() => {
    warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    clearCookies();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    warnSpy.mockRestore();
    for (const name of ['dataLayer', 'gtag', 'wp_has_consent', 'wp_set_consent', 'consent_api'] as const) delete page[name];
    clearCookies();
  });
  return {
    start: () => {
      const stop = startConsentBridge(window);
      stops.push(stop);
      return stop;
    },
    warnings: () => warnSpy,
  };
}

export type Values = Record<Category, string | undefined>;
export const firstVisit: Values = { functional: undefined, preferences: undefined, statistics: undefined, marketing: undefined };
export const everything = { functional: 'allow', preferences: 'allow', statistics: 'allow', marketing: 'allow' } as const;
export const nothing = { functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: 'deny' } as const;

/**
 * What the real banner (Complianz 7.5.0, cookiebanner/js/complianz.js) does for one action, all in one
 * task. Accept and Save preferences first dispatch `cmplz_before_categories_consent` with the list
 * about to be allowed (Deny does not). Then per category whose value changes, walked in reverse (it
 * reverses its list in place at load): on allow its Tag Manager event `cmplz_event_<category>` pushed
 * onto the dataLayer (with the Tag Manager integration), the Consent API's `wp_set_consent` when that
 * is on the page, then `cmplz_status_change`. Then `cmplz_fire_categories` with the final list; Deny
 * also `cmplz_revoke`.
 */
export function bannerAction(before: Values, after: Record<Category, 'allow' | 'deny'>, options: { revoke?: boolean; announce?: boolean; tagManager?: boolean } = {}): void {
  const now = { ...before };
  const accepted = () => ALL.filter((category) => now[category] === 'allow');
  if (options.announce ?? !options.revoke) dispatch('cmplz_before_categories_consent', { categories: ALL.filter((c) => after[c] === 'allow'), region: 'eu' });
  for (const category of [...ALL].reverse()) {
    const value = category === 'functional' ? 'allow' : after[category];
    if (now[category] === value) continue;
    now[category] = value;
    if (value === 'allow' && options.tagManager) entries().push({ event: `cmplz_event_${category}` });
    if (typeof page.wp_set_consent === 'function') (page.wp_set_consent as (c: string, v: string) => void)(category, value);
    dispatch('cmplz_status_change', { category, value, region: 'eu', categories: accepted() });
  }
  dispatch('cmplz_fire_categories', { category: accepted().at(-1), categories: accepted(), region: 'eu' });
  if (options.revoke) dispatch('cmplz_revoke', true);
}

/**
 * A stand-in for WordPress's Consent API in the page (wp-consent-api 1.0.7's assets/js): its cookies
 * `wp_consent_<category>`, and one `wp_listen_for_consent_change` per changed category with its
 * Array-with-a-named-property detail. Opt-in unless told otherwise.
 */
export function fakeConsentApi(type: string | false = 'optin'): void {
  page.consent_api = { cookie_prefix: 'wp_consent' };
  const prefix = () => (page.consent_api as { cookie_prefix: string }).cookie_prefix;
  const cookie = (category: string) => document.cookie.match(new RegExp(`(?:^|; )${prefix()}_${category}=([^;]*)`))?.[1] ?? '';
  page.wp_has_consent = (category: string) => (!type ? true : type === 'optout' && cookie(category) === '' ? true : cookie(category) === 'allow');
  page.wp_set_consent = (category: string, value: string) => {
    if (value !== 'allow' && value !== 'deny') return;
    const previous = cookie(category);
    document.cookie = `${prefix()}_${category}=${value}; path=/`;
    if (previous === value) return;
    const detail: string[] & Record<string, string> = Object.assign([], { [category]: value });
    dispatch('wp_listen_for_consent_change', detail);
  };
}
