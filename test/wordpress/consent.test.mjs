// The consent bridge on the real site (issue 25): one voice (the plugin leaves the bridge out where
// the cookie banner sends Google consent mode itself, the settings screen says why, the filter forces
// it either way), and the bridge following WordPress's Consent API: the real wp-consent-api plugin
// when WP_CONSENT_API_DIR gives it, else the demo's stand-in of its script. consent/bed.php is copied
// into the site for this file and removed after it.
import assert from 'node:assert/strict';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { logIn, newPage, pageErrors, url, useBrowser, useDutch, wp, wpDir } from './wp.mjs';

const site = useBrowser();
const bedFile = join(wpDir, 'wp-content/mu-plugins/vormgever-consent-bed.php');
const standIn = new URL('../../demo/public/fake-consent-api.js', import.meta.url).pathname;
const realConsentApi = process.env.VG_WP_CONSENT_API ? false : 'NOT COVERED: needs the real wp-consent-api (WP_CONSENT_API_DIR)';
const settingsUrl = `${url}/wp-admin/options-general.php?page=vormgever`;

before(() => {
  cpSync(new URL('./consent/bed.php', import.meta.url).pathname, bedFile);
  wp(`update_option('vormgever', array('consentMode' => true)); return true;`);
});
after(() => {
  rmSync(bedFile, { force: true });
  wp(`delete_option('vormgever'); return true;`);
});

/** A page as a visitor gets it: its vormgever-config (null: none) and whether Vormgever is on it. */
async function printed(path) {
  const html = await (await fetch(`${url}${path}`)).text();
  const config = /<script[^>]*id=["']vormgever-config["'][^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { config: config ? JSON.parse(config) : null, module: /vormgever\.js/.test(html) };
}

describe('one voice: the plugin', () => {
  it('prints the bridge where the banner does not send consent mode itself', async () => {
    assert.deepEqual(await printed('/?p=1'), { config: { consentMode: true }, module: true });
  });

  it("leaves it out where Complianz's consent mode is on: a page with no other work gets no Vormgever", async () => {
    assert.deepEqual(await printed('/?p=1&vg-cmplz-consent-mode'), { config: null, module: false });
  });

  it('the vormgever_consent_bridge filter forces it either way', async () => {
    assert.deepEqual(await printed('/?p=1&vg-cmplz-consent-mode&vg-consent-bridge=on'), { config: { consentMode: true }, module: true });
    assert.deepEqual(await printed('/?p=1&vg-consent-bridge=off'), { config: null, module: false });
  });

  it('the settings screen says why, in English and in Dutch (the .mo from the zip)', async () => {
    const context = await site.browser.newContext();
    const page = await newPage(context);
    await logIn(page);
    await page.goto(settingsUrl);
    assert.equal(await page.locator('#vormgever-consentMode-note').count(), 0, 'no note while the banner does not send consent mode');
    await page.goto(`${settingsUrl}&vg-cmplz-consent-mode`);
    const note = page.locator('#vormgever-consentMode-note');
    assert.match(await note.innerText(), /^Your cookie banner \(Complianz\) sends Google consent mode itself, so Vormgever leaves its bridge out/);
    assert.match(await page.locator('#vormgever-consentMode').getAttribute('aria-describedby'), /\bvormgever-consentMode-note\b/);
    await page.goto(`${settingsUrl}&vg-cmplz-consent-mode&vg-consent-bridge=on`);
    assert.match(await note.innerText(), /both send every choice\.$/);
    const restore = useDutch(); // every Dutch word from the plugin's .mo
    try {
      await page.goto(`${settingsUrl}&vg-cmplz-consent-mode`);
      assert.match(await note.innerText(), /^Je cookiebanner \(Complianz\) stuurt Google consent mode zelf, dus laat Vormgever zijn koppeling weg/);
      assert.match(await page.locator('#vormgever-consentMode-help').innerText(), /via de Consent API van WordPress/);
    } finally {
      restore();
      await context.close();
    }
  });
});

const ALL = ['functional', 'preferences', 'statistics', 'marketing'];
const grants = (update) => Object.keys(update).filter((key) => update[key] === 'granted').sort();
const expectedGrants = (allowed) =>
  ['functionality_storage', 'security_storage', ...(allowed.includes('preferences') ? ['personalization_storage'] : []), ...(allowed.includes('statistics') ? ['analytics_storage'] : []), ...(allowed.includes('marketing') ? ['ad_personalization', 'ad_storage', 'ad_user_data'] : [])].sort();
const updatesIn = () => (window.dataLayer ?? []).filter((entry) => entry[0] === 'consent' && entry[1] === 'update').map((entry) => entry[2]);

/** The same checks on the real plugin's script and on the stand-in's. */
function consentApiChecks(open) {
  it('a burst of per-category events from one action gives one update, with the mapping', async () => {
    const { page, close } = await open();
    try {
      const inTask = await page.evaluate(() => {
        window.wp_consent_type = 'optin'; // as a banner sets it
        for (const [category, value] of [['marketing', 'allow'], ['statistics', 'allow'], ['statistics-anonymous', 'allow'], ['preferences', 'deny'], ['functional', 'allow']]) window.wp_set_consent(category, value);
        return window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length;
      });
      assert.equal(inTask, 0);
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants(['statistics', 'marketing'])]);
      await page.evaluate(() => window.wp_set_consent('marketing', 'deny'));
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants(['statistics', 'marketing']), expectedGrants(['statistics'])]);
      // The next page: the stored choice once, through wp_has_consent and the plugin's cookies.
      await page.reload();
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants(['statistics'])]);
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await close();
    }
  });

  it("with Complianz's events as well (it reports through the Consent API too): one update per action, in its task", async () => {
    const { page, close } = await open();
    try {
      const perAction = await page.evaluate((all) => {
        const count = () => window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length;
        const fire = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));
        window.wp_consent_type = 'optin';
        const action = (allowed, revoke) => {
          const before = count();
          if (!revoke) fire('cmplz_before_categories_consent', { categories: allowed });
          for (const category of [...all].reverse()) {
            const value = category === 'functional' || allowed.includes(category) ? 'allow' : 'deny';
            window.wp_set_consent(category, value);
            fire('cmplz_status_change', { category, value, categories: allowed });
          }
          fire('cmplz_fire_categories', { categories: ['functional', ...allowed.filter((c) => c !== 'functional')] });
          if (revoke) fire('cmplz_revoke', false);
          return count() - before;
        };
        return [action(all), action(['statistics']), action([], true)];
      }, ALL);
      assert.deepEqual(perAction, [1, 1, 1]);
      assert.deepEqual((await page.evaluate(updatesIn)).map(grants), [expectedGrants(ALL), expectedGrants(['statistics']), expectedGrants([])]);
    } finally {
      await close();
    }
  });
}

describe("the bridge and WordPress's Consent API: the stand-in of its script", () => {
  consentApiChecks(async () => {
    const context = await site.browser.newContext();
    await context.addInitScript({ path: standIn });
    const page = await newPage(context);
    await page.goto(`${url}/?p=1`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
    return { page, close: () => context.close() };
  });
});

describe("the bridge and WordPress's Consent API: the real plugin", { skip: realConsentApi }, () => {
  before(() => wp(`activate_plugin('wp-consent-api/wp-consent-api.php'); return is_plugin_active('wp-consent-api/wp-consent-api.php');`));
  after(() => wp(`deactivate_plugins('wp-consent-api/wp-consent-api.php'); return true;`));
  consentApiChecks(async () => {
    const context = await site.browser.newContext();
    const page = await newPage(context);
    await page.goto(`${url}/?p=1`);
    await page.waitForFunction(() => window.vormgever?.controller && typeof window.wp_set_consent === 'function');
    await page.evaluate(() => window.vormgever.controller.settled());
    assert.match(await page.content(), /plugins\/wp-consent-api\/assets\/js\/wp-consent-api(\.min)?\.js/, 'the real script');
    return { page, close: () => context.close() };
  });
});
