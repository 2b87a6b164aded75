// One voice: a bridge that sees another source sending consent updates warns once and stands down.
import { describe, expect, it } from 'vitest';
import { ALL, bannerAction, dispatch, DENIED, entries, everything, expected, firstVisit, nothing, page, updates, useBridge } from './consent-helpers';

const { start, warnings } = useBridge();
function gtag(..._args: unknown[]) {
  (page.dataLayer as unknown[]).push(arguments);
}
const standsDown = () => {
  expect(warnings()).toHaveBeenCalledTimes(1);
  expect(String(warnings().mock.calls[0]?.[0])).toMatch(/^\[vormgever\] consent: another source already sends consent mode updates/);
};

/** Complianz's own consent mode (templates/statistics/gtag-consent-mode.js): listeners on document. */
function banner(): () => void {
  const onFire = (event: Event) => {
    const categories = (event as CustomEvent<{ categories: string[] }>).detail.categories;
    gtag('consent', 'update', expected(categories));
  };
  const onRevoke = () => gtag('consent', 'update', DENIED);
  document.addEventListener('cmplz_fire_categories', onFire);
  document.addEventListener('cmplz_revoke', onRevoke);
  return () => {
    document.removeEventListener('cmplz_fire_categories', onFire);
    document.removeEventListener('cmplz_revoke', onRevoke);
  };
}

describe('consent bridge: one voice', () => {
  it('another update already on the dataLayer at start: one warning, nothing sent, also not the stored choice', () => {
    page.dataLayer = [];
    gtag('consent', 'default', DENIED);
    gtag('consent', 'update', expected(['statistics']));
    document.cookie = 'cmplz_marketing=allow; path=/';
    start();
    bannerAction(firstVisit, everything);
    standsDown();
    expect(entries()).toHaveLength(2);
  });

  it("the banner's own consent mode speaking after us: we stand down after that action, with one warning", async () => {
    const stopBanner = banner();
    try {
      start();
      bannerAction(firstVisit, everything);
      await null;
      standsDown();
      bannerAction(everything, nothing, { revoke: true });
      bannerAction(nothing, everything);
      await null;
      // Ours first (the capture on window), then only the banner's own.
      expect(updates()).toEqual([expected(ALL), expected(ALL), DENIED, DENIED, expected(ALL)]);
      expect(warnings()).toHaveBeenCalledTimes(1);
    } finally {
      stopBanner();
    }
  });

  it("our own updates through the site's gtag, and consent defaults, are no other voice", async () => {
    page.dataLayer = [];
    page.gtag = gtag;
    gtag('consent', 'default', DENIED);
    start();
    bannerAction(firstVisit, everything);
    bannerAction(everything, nothing, { revoke: true });
    await null;
    expect(updates()).toEqual([expected(ALL), DENIED]);
    expect(warnings()).not.toHaveBeenCalled();
  });

  it('a site that replaces the dataLayer: looked at anew', async () => {
    start();
    dispatch('cmplz_fire_categories', { categories: ['statistics'] });
    page.dataLayer = [];
    gtag('consent', 'update', DENIED);
    dispatch('cmplz_fire_categories', { categories: ['marketing'] });
    standsDown();
    expect(entries()).toHaveLength(1);
  });

  it('entries that throw when read are nobody’s update', () => {
    const hostile = new Proxy([], { get: () => { throw new Error('nee'); } });
    page.dataLayer = [hostile, null, 7, 'consent', { 0: 'consent', 1: 'update', 2: null }];
    expect(() => start()).not.toThrow();
    // A plain object shaped as a command with no update object is someone else's: stands down.
    standsDown();
  });
});
