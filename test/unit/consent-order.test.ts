// The update is in the dataLayer by the end of the banner's own event: read in the same task, and
// inside the banner's own listeners; ordered before the banner's Tag Manager events where it can be.
import { describe, expect, it, vi } from 'vitest';
import { ALL, bannerAction, combinations, dispatch, DENIED, entries, everything, expected, firstVisit, nothing, page, updates, useBridge, type Category, type Values } from './consent-helpers';

const { start, warnings } = useBridge();
const values = (allowed: readonly Category[]) =>
  Object.fromEntries(ALL.map((c) => [c, c === 'functional' || allowed.includes(c) ? 'allow' : 'deny'])) as Record<Category, 'allow' | 'deny'>;
const opposite = (allowed: readonly Category[]) => ALL.filter((c) => c === 'functional' || !allowed.includes(c));

describe('consent bridge: in the same task as the banner', () => {
  // The 17 checks: each category set after the opposite one, and a revoke; nothing awaited.
  it.each(combinations.map((c) => [c.join(', ') || '(none)', c] as const))('Save preferences %s: read in the same task', (_name, allowed) => {
    start();
    const before = values(opposite(allowed));
    bannerAction(firstVisit, before);
    bannerAction(before, values(allowed));
    expect(updates().at(-1)).toEqual(expected(allowed));
  });

  it('Deny after Accept: read in the same task', () => {
    start();
    bannerAction(firstVisit, everything);
    bannerAction(everything, nothing, { revoke: true });
    expect(updates()).toEqual([expected(ALL), DENIED]);
  });

  it.each([false, true])('exactly one update per action (announced first: %s)', (announce) => {
    start();
    bannerAction(firstVisit, everything, { announce });
    expect(updates()).toHaveLength(1);
    bannerAction(everything, values(['statistics']), { announce });
    expect(updates()).toHaveLength(2);
    bannerAction(values(['statistics']), nothing, { revoke: true });
    expect(updates()).toEqual([expected(ALL), expected(['statistics']), DENIED]);
  });

  it('none when nothing changed, also after the gathering microtask', async () => {
    start();
    bannerAction(firstVisit, values(['marketing']));
    bannerAction(values(['marketing']) as Values, values(['marketing']));
    await null;
    expect(updates()).toEqual([expected(['marketing'])]);
  });

  it('a returning visitor: the stored choice is there as soon as start() returns', () => {
    document.cookie = 'cmplz_preferences=allow; path=/';
    start();
    expect(updates()).toEqual([expected(['preferences'])]);
  });
});

describe('consent bridge: listener order', () => {
  it("is in the dataLayer inside the banner's own listeners, also ones added before the bridge", () => {
    const seen: unknown[] = [];
    // As Complianz's consent-mode template and a site's own listener do: on document, added first.
    const own = () => seen.push(updates().at(-1));
    document.addEventListener('cmplz_fire_categories', own);
    document.addEventListener('cmplz_revoke', own, true);
    try {
      start();
      bannerAction(firstVisit, values(['statistics']));
      bannerAction(values(['statistics']), nothing, { revoke: true });
      expect(seen).toEqual([expected(['statistics']), DENIED, DENIED]);
    } finally {
      document.removeEventListener('cmplz_fire_categories', own);
      document.removeEventListener('cmplz_revoke', own, true);
    }
  });

  it("Accept and Save preferences: before every Tag Manager event the banner pushes for the action", () => {
    start();
    bannerAction(firstVisit, values(['statistics', 'marketing']), { tagManager: true });
    const names = entries().map((entry) => ((entry as { event?: string }).event ?? Array.from(entry as ArrayLike<unknown>).slice(0, 2).join(' ')));
    expect(names).toEqual(['consent update', 'cmplz_event_marketing', 'cmplz_event_statistics', 'cmplz_event_functional']);
  });

  it('an action the banner does not announce (a single accept link): right after its events, in the closing one', () => {
    start();
    bannerAction(firstVisit, values(['marketing']), { announce: false, tagManager: true });
    const names = entries().map((entry) => ((entry as { event?: string }).event ?? 'update'));
    expect(names).toEqual(['cmplz_event_marketing', 'cmplz_event_functional', 'update']);
    expect(updates()).toEqual([expected(['marketing'])]);
  });

  it('only events dispatched on document count', () => {
    start();
    document.body.dispatchEvent(new CustomEvent('cmplz_fire_categories', { detail: { categories: ALL }, bubbles: true }));
    window.dispatchEvent(new CustomEvent('cmplz_fire_categories', { detail: { categories: ALL } }));
    expect(entries()).toEqual([]);
  });

  it("uses the site's gtag synchronously too", () => {
    const gtag = vi.fn();
    page.gtag = gtag;
    start();
    dispatch('cmplz_fire_categories', { categories: ['marketing'] });
    expect(gtag.mock.calls).toEqual([['consent', 'update', expected(['marketing'])]]);
  });

  it('a malformed announcement: one warning, nothing granted; the closing event still counts', () => {
    start();
    dispatch('cmplz_before_categories_consent', { categories: 'marketing' });
    expect(warnings()).toHaveBeenCalledTimes(1);
    expect(entries()).toEqual([]);
    dispatch('cmplz_fire_categories', { categories: ['functional'] });
    expect(updates()).toEqual([DENIED]);
  });
});
