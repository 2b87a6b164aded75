// The consent bridge with the real Complianz (COMPLIANZ_DIR; issue 25): its consent-mode option keeps
// the bridge out; with it off, the real banner's actions give one update each, in the banner's own
// task and before its Tag Manager events (with the real Consent API too when WP_CONSENT_API_DIR gives
// it); with both forced on, the bridge stands down. consent/bed.php is copied in for this file.
import assert from 'node:assert/strict';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { newPage, pageErrors, url, useBrowser, wp, wpDir } from './wp.mjs';

const skip = process.env.VG_WP_COMPLIANZ ? false : 'NOT COVERED: needs the real Complianz (COMPLIANZ_DIR)';
const site = useBrowser(skip);
const bedFile = join(wpDir, 'wp-content/mu-plugins/vormgever-consent-bed.php');
const plugins = ['complianz-gdpr/complianz-gpdr.php', ...(process.env.VG_WP_CONSENT_API ? ['wp-consent-api/wp-consent-api.php'] : [])];

/** Complianz's own options as its wizard stores them: Google Tag Manager with its category events. */
const complianz = (consentMode, statistics = 'google-tag-manager') =>
  wp(`$o = get_option('cmplz_options', array());
    $o = array_merge($o, array('consent-mode' => '${consentMode}', 'compile_statistics' => '${statistics}', 'configuration_by_complianz' => 'yes', 'gtm_code' => 'GTM-VGTEST1', 'ua_code' => 'G-VGTEST1', 'regions' => 'eu'));
    update_option('cmplz_options', $o); update_option('cmplz_wizard_completed_once', true);
    return cmplz_consent_mode();`);

const ALL = ['functional', 'preferences', 'statistics', 'marketing'];
const grants = (update) => Object.keys(update).filter((key) => update[key] === 'granted').sort();
const expectedGrants = (allowed) =>
  ['functionality_storage', 'security_storage', ...(allowed.includes('preferences') ? ['personalization_storage'] : []), ...(allowed.includes('statistics') ? ['analytics_storage'] : []), ...(allowed.includes('marketing') ? ['ad_personalization', 'ad_storage', 'ad_user_data'] : [])].sort();

/** A first visit to a page without a form; `seen` lists what a listener added before any script saw. */
async function visit(path = '/?p=1') {
  const context = await site.browser.newContext();
  await context.addInitScript(() => {
    window.seen = [];
    const look = (event) => window.seen.push([event.type, (window.dataLayer ?? []).filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length]);
    document.addEventListener('cmplz_fire_categories', look);
    document.addEventListener('cmplz_revoke', look);
  });
  const page = await newPage(context);
  const warnings = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => typeof window.cmplz_accept_all === 'function' && window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  return { page, warnings, close: () => context.close() };
}
/** Presses a banner button the way a visitor's click does (its handler listens on document). */
const press = (page, button) => page.evaluate((selector) => document.querySelector(`.cmplz-cookiebanner ${selector}`).click(), button);
const dataLayerIn = (page) =>
  page.evaluate(() => window.dataLayer.filter((entry) => entry.event?.startsWith('cmplz_event_') || (entry[0] === 'consent' && entry[1] === 'update')).map((entry) => entry.event ?? entry[2]));

describe('the real Complianz', { skip }, () => {
  before(() => {
    cpSync(new URL('./consent/bed.php', import.meta.url).pathname, bedFile);
    wp(`update_option('vormgever', array('consentMode' => true)); foreach (${JSON.stringify(plugins).replace(/^\[/, 'array(').replace(/\]$/, ')')} as $p) activate_plugin($p); return true;`);
  });
  after(() => {
    wp(`deactivate_plugins(${JSON.stringify(plugins).replace(/^\[/, 'array(').replace(/\]$/, ')')}); delete_option('vormgever'); return true;`);
    rmSync(bedFile, { force: true });
  });

  it('its consent-mode option on: no bridge on the page; off: the bridge', async () => {
    assert.equal(complianz('yes'), true);
    const config = async () => /id="vormgever-config"[^>]*>\s*(.*?)\s*<\/script>/s.exec(await (await fetch(`${url}/?p=1`)).text())?.[1] ?? null;
    assert.equal(await config(), null);
    assert.equal(complianz('no'), false);
    assert.equal(await config(), '{"consentMode":true}');
  });

  for (const [name, act, allowed] of [
    ['Accept', (page) => press(page, '.cmplz-accept'), ALL],
    ['Deny', (page) => press(page, '.cmplz-deny'), []],
    ['Save preferences', (page) => page.evaluate(() => {
      document.querySelector('.cmplz-cookiebanner input.cmplz-statistics').checked = true;
      document.querySelector('.cmplz-cookiebanner .cmplz-save-preferences').click();
    }), ['statistics']],
  ]) {
    it(`${name} in the real banner: one update, there inside its own listeners, before its Tag Manager events`, async () => {
      complianz('no');
      const { page, close } = await visit();
      try {
        const seenBefore = await page.evaluate(() => window.seen.length); // the banner's report at load
        await act(page);
        await page.waitForFunction((count) => window.seen.length > count, seenBefore);
        await page.waitForTimeout(300);
        const entries = await dataLayerIn(page);
        const updates = entries.filter((entry) => typeof entry === 'object');
        assert.deepEqual(updates.map(grants), [expectedGrants(allowed)]);
        // Inside the banner's own listeners (added before any script ran) the update is already there.
        assert.deepEqual((await page.evaluate(() => window.seen)).slice(seenBefore).map(([, count]) => count), name === 'Deny' ? [1, 1] : [1]);
        // Tag Manager events of this action: all after the update.
        const at = entries.indexOf(updates[0]);
        const before = entries.slice(0, at).filter((entry) => typeof entry === 'string');
        assert.ok(before.every((event) => event === 'cmplz_event_functional'), `before the update: ${before}`);
        if (allowed.includes('marketing')) assert.ok(entries.slice(at).includes('cmplz_event_marketing'));
        assert.deepEqual(pageErrors(page), []);
      } finally {
        await close();
      }
    });
  }

  it('its consent mode on and the bridge forced on by the filter: the bridge warns once and stands down', async () => {
    complianz('yes', 'google-analytics');
    const { page, warnings, close } = await visit('/?p=1&vg-consent-bridge=on');
    try {
      assert.equal(await page.locator('#vormgever-config').count(), 1);
      await press(page, '.cmplz-accept');
      await page.waitForFunction(() => window.seen.length >= 2);
      await page.waitForTimeout(300);
      assert.equal(warnings.filter((text) => text.includes('another source already sends consent mode updates')).length, 1);
      // Only Complianz's own: at its load report, and for Accept.
      assert.deepEqual((await dataLayerIn(page)).map(grants), [expectedGrants([]), expectedGrants(ALL)]);
    } finally {
      await close();
    }
  });
});
