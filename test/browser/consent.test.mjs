// The consent bridge in Chromium on the demo's /cookies page (issue 25): the update is in the
// dataLayer in the banner's own task and before its Tag Manager events; WordPress's Consent API alone
// (the demo's stand-in, demo/public/fake-consent-api.js) and together with the banner stand-in; one
// voice when the banner sends consent mode itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useDemoSite } from './harness.mjs';

const site = useDemoSite();

/** /cookies, once the bridge has started; `rewrite(html)` changes the page, `init` runs before any script. */
async function open({ rewrite, init } = {}) {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const warnings = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  if (init) await page.addInitScript(init);
  if (rewrite) {
    await page.route(`${site.base}/cookies`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
  await page.goto(`${site.base}/cookies`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  return { context, page, warnings };
}
const ALL = ['functional', 'preferences', 'statistics', 'marketing'];
const SETS = Array.from({ length: 16 }, (_, mask) => ALL.filter((_c, bit) => mask & (1 << bit)));
const grants = (update) => Object.keys(update).filter((key) => update[key] === 'granted').sort();
const expectedGrants = (allowed) =>
  ['functionality_storage', 'security_storage', ...(allowed.includes('preferences') ? ['personalization_storage'] : []), ...(allowed.includes('statistics') ? ['analytics_storage'] : []), ...(allowed.includes('marketing') ? ['ad_personalization', 'ad_storage', 'ad_user_data'] : [])].sort();
/** In the page: the consent updates on the dataLayer. */
const updatesIn = () => window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').map((entry) => entry[2]);

describe('consent in Chromium: in the banner\'s own task', () => {
  it('each category set and a revoke, dispatched and read in one task: the new choice', async () => {
    const { context, page } = await open();
    try {
      const seen = await page.evaluate((sets) => {
        const read = () => window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').at(-1)?.[2];
        const fire = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));
        const out = [];
        for (const categories of sets) {
          fire('cmplz_fire_categories', { category: 'functional', categories: ALL_BUT(categories), region: 'eu' });
          fire('cmplz_fire_categories', { category: categories.at(-1) ?? 'functional', categories, region: 'eu' });
          out.push(read());
        }
        fire('cmplz_fire_categories', { categories: ['functional', 'marketing'] });
        fire('cmplz_revoke', false);
        out.push(read());
        return out;
        function ALL_BUT(list) { return ['functional', 'preferences', 'statistics', 'marketing'].filter((c) => c === 'functional' || !list.includes(c)); }
      }, SETS);
      assert.deepEqual(seen.map(grants), [...SETS.map(expectedGrants), expectedGrants([])]);
    } finally {
      await context.close();
    }
  });

  it("inside the banner's own listeners, also one added before any script ran", async () => {
    const init = () => {
      window.seenInBanner = [];
      const own = () => window.seenInBanner.push((window.dataLayer ?? []).filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length);
      document.addEventListener('cmplz_fire_categories', own);
      document.addEventListener('cmplz_revoke', own);
    };
    const { context, page } = await open({ init });
    try {
      const before = await page.evaluate(() => window.seenInBanner.length);
      await page.click('.cmplz-accept');
      await page.waitForFunction((count) => window.seenInBanner.length > count, before);
      await page.click('.cmplz-manage-consent');
      await page.click('.cmplz-deny');
      const counts = await page.evaluate(() => window.seenInBanner);
      const total = await page.evaluate(updatesIn);
      // The banner's report at load came before the bridge started (a classic script before the
      // module); then Accept, then Deny's two events: each already holds its update.
      assert.deepEqual(counts, [0, 1, 2, 2]);
      assert.deepEqual(total.map(grants), [expectedGrants(ALL), expectedGrants([])]);
    } finally {
      await context.close();
    }
  });

  it('Accept and Save preferences: the update before every Tag Manager event of the action', async () => {
    const { context, page } = await open();
    try {
      await page.check('.cmplz-cookiebanner input.cmplz-statistics');
      await page.click('.cmplz-save-preferences');
      await page.click('.cmplz-manage-consent');
      await page.click('.cmplz-accept');
      await page.waitForFunction(() => window.dataLayer.some((entry) => entry.event === 'cmplz_event_marketing'));
      const order = await page.evaluate(() =>
        window.dataLayer.filter((entry) => entry.event || (entry[0] === 'consent' && entry[1] === 'update')).map((entry) => entry.event ?? `update ${entry[2].analytics_storage}/${entry[2].ad_storage}`),
      );
      assert.deepEqual(order, [
        'update granted/denied', 'cmplz_event_statistics', 'cmplz_event_functional', // Save preferences
        'update granted/granted', 'cmplz_event_marketing', 'cmplz_event_preferences', // Accept
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('consent in Chromium: WordPress\'s Consent API', () => {
  it('alone (no Complianz events): a burst of per-category events gives one update', async () => {
    const noBanner = (html) => html.replace(/<script src="\/fake-cookiebanner\.js"[^>]*><\/script>/, '');
    const { context, page } = await open({ rewrite: noBanner });
    try {
      assert.deepEqual(await page.evaluate(updatesIn), []);
      const inTask = await page.evaluate(() => {
        for (const [category, value] of [['marketing', 'allow'], ['statistics', 'deny'], ['preferences', 'allow'], ['functional', 'allow'], ['statistics-anonymous', 'allow']]) window.wp_set_consent(category, value);
        return window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length;
      });
      assert.equal(inTask, 0); // gathered until the script's run ends
      const after = await page.evaluate(updatesIn);
      assert.deepEqual(after.map(grants), [expectedGrants(['preferences', 'marketing'])]);
      assert.equal(await page.evaluate(() => window.wp_has_consent('marketing')), true);
    } finally {
      await context.close();
    }
  });

  it('with the banner reporting through it as well: one update per action', async () => {
    const { context, page } = await open();
    try {
      await page.click('.cmplz-accept');
      await page.waitForFunction(() => window.wp_has_consent('marketing'));
      await page.click('.cmplz-manage-consent');
      await page.click('.cmplz-deny');
      await page.waitForTimeout(100);
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants(ALL), expectedGrants([])]);
    } finally {
      await context.close();
    }
  });
});

describe('consent in Chromium: one voice', () => {
  it("the banner's own consent mode on: one warning, the bridge stands down", async () => {
    // What Complianz's consent-mode template adds: listeners on document that send the update.
    const init = () => {
      const gtag = function () { window.dataLayer.push(arguments); };
      window.dataLayer = window.dataLayer || [];
      document.addEventListener('cmplz_fire_categories', (event) => {
        const has = (c) => (event.detail.categories.includes(c) ? 'granted' : 'denied');
        gtag('consent', 'update', { security_storage: 'granted', functionality_storage: 'granted', personalization_storage: has('preferences'), analytics_storage: has('statistics'), ad_storage: has('marketing'), ad_user_data: has('marketing'), ad_personalization: has('marketing') });
      });
    };
    const { context, page, warnings } = await open({ init });
    try {
      await page.click('.cmplz-accept');
      await page.waitForFunction(() => window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length >= 2);
      await page.click('.cmplz-manage-consent');
      await page.click('.cmplz-deny');
      await page.waitForTimeout(100);
      const said = warnings.filter((text) => text.includes('another source already sends consent mode updates'));
      assert.equal(said.length, 1);
      // The banner's update for its report at load was there when the bridge started: only the banner's.
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants([]), expectedGrants(ALL), expectedGrants([])]);
    } finally {
      await context.close();
    }
  });
});
