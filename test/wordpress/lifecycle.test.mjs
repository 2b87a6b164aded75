// The installed plugin's files, deactivation, deletion and upload through the Plugins screen, and the
// PHP log of the whole run. Runs last.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { logIn, newPage, pageErrors, url, useBrowser, wp, wpDir } from './wp.mjs';
import { pluginZip } from './site.mjs';

const site = useBrowser();
const installed = join(wpDir, 'wp-content/plugins/vormgever');
const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
const filesBelow = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesBelow(join(dir, name)) : [join(dir, name)]));

describe('the installed plugin', () => {
  it('passes php -l in every PHP file', () => {
    const files = filesBelow(installed).filter((file) => file.endsWith('.php'));
    assert.ok(files.length >= 3);
    for (const file of files) assert.match(execFileSync('php', ['-l', file], { encoding: 'utf8' }), /No syntax errors/, file);
  });

  it('has the header WordPress reads, with the version from package.json', () => {
    const data = wp(`return get_plugin_data(WP_PLUGIN_DIR . '/vormgever/vormgever.php', false, false);`);
    assert.equal(data.Name, 'Vormgever');
    assert.equal(data.Version, version);
    assert.equal(data.RequiresWP, '6.5');
    assert.equal(data.RequiresPHP, '7.4');
    assert.equal(data.TextDomain, 'vormgever');
    assert.match(readFileSync(join(installed, 'readme.txt'), 'utf8'), new RegExp(`^Stable tag: ${version.replaceAll('.', '\\.')}$`, 'm'));
  });

  it('ships a .mo equal to what msgfmt makes of the .po', (t) => {
    const po = join(installed, 'languages/vormgever-nl_NL.po');
    const mo = readFileSync(join(installed, 'languages/vormgever-nl_NL.mo'));
    let expected;
    try {
      expected = execFileSync('msgfmt', ['--check', '--no-hash', '-o', '-', po]);
    } catch (error) {
      if (error.code === 'ENOENT' && !process.env.CI) return t.skip('no msgfmt (apt-get install gettext)');
      throw error;
    }
    assert.ok(mo.equals(expected), 'the .mo built in Node equals msgfmt --no-hash');
  });
});

describe('deactivating and deleting', () => {
  it('removes every tag when deactivated, and the option when deleted; installs again from the zip by upload', async () => {
    wp(`update_option('vormgever', array('consentMode' => true, 'floatingLabels' => true)); return true;`);
    const front = async () => (await fetch(`${url}/`)).text();
    const before = await front();
    for (const tag of ['plugins/vormgever/vormgever.css', 'plugins/vormgever/vormgever.js', 'id="vormgever-config"', 'vg-float-labels']) assert.ok(before.includes(tag), tag);

    const context = await site.browser.newContext();
    const page = await newPage(context);
    page.on('dialog', (dialog) => dialog.accept());
    await logIn(page);
    await page.goto(`${url}/wp-admin/plugins.php`);
    await Promise.all([page.waitForURL(/deactivate=true/), page.click('#deactivate-vormgever')]);
    assert.equal(wp(`return is_plugin_active('vormgever/vormgever.php');`), false);
    assert.doesNotMatch(await front(), /vormgever|vg-float-labels/i);
    assert.deepEqual(wp(`return get_option('vormgever');`), { consentMode: true, handleActionLinks: false, floatingLabels: true }, 'deactivating keeps the settings');

    // Delete, as the Plugins screen does it (its AJAX, then uninstall.php).
    await page.click('#delete-vormgever');
    await page.waitForFunction(() => !document.querySelector('tr[data-slug="vormgever"]') || document.querySelector('tr[data-slug="vormgever"].deleted'), null, { timeout: 20_000 });
    assert.equal(existsSync(installed), false, 'the plugin folder is gone');
    assert.equal(wp(`return get_option('vormgever', 'none');`), 'none', 'the option is gone');
    // (The site's folder is named after Vormgever: WPForms keeps a transient named by a path in it.)
    const options = wp(`global $wpdb; return $wpdb->get_col("SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%vormgever%'");`);
    assert.deepEqual(options.filter((name) => !name.includes(wpDir)), []);
    assert.deepEqual(pageErrors(page), []);

    // And back, through the screen a site owner uses: Plugins → Add New → Upload Plugin, then Activate.
    await page.goto(`${url}/wp-admin/plugin-install.php?tab=upload`);
    await page.setInputFiles('#pluginzip', pluginZip);
    await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
    await page.waitForSelector('a[href*="action=activate"][href*="vormgever"]');
    assert.match(await page.innerText('.wrap'), /Plugin installed successfully/);
    await Promise.all([page.waitForURL(/plugins\.php/), page.click('a[href*="action=activate"][href*="vormgever"]')]);
    assert.equal(wp(`return is_plugin_active('vormgever/vormgever.php');`), true);
    const again = await front();
    assert.ok(again.includes('plugins/vormgever/vormgever.js'), 'the uploaded plugin runs');
    assert.ok(!again.includes('id="vormgever-config"'), 'with the defaults (the option went with the uninstall)');
    await context.close();
  });
});

describe('the PHP log of the whole run (WP_DEBUG, WP_DEBUG_LOG)', () => {
  it('has no notice, warning or error from Vormgever, and no fatal error at all', () => {
    const log = existsSync(process.env.VG_WP_DEBUG_LOG) ? readFileSync(process.env.VG_WP_DEBUG_LOG, 'utf8') : '';
    // A "called incorrectly" notice names only wp-includes/functions.php: the test bed logs the call
    // chain just before it (php/test-bed.php), and here the chain goes with its notice.
    const entries = log
      .split(/\n(?=\[\d\d-\w{3}-\d{4} )/)
      .filter(Boolean)
      .reduce((all, entry) => {
        if (/\] Call chain of the next notice /.test(all.at(-1) ?? '') && /was called <strong>incorrectly/.test(entry)) all.push(`${entry}\n  after ${all.pop()}`);
        else all.push(entry);
        return all;
      }, [])
      // A REST request puts its notices in its response's headers, not in the log: a chain no notice
      // followed (after the merge above) is no entry of its own, unless it names Vormgever.
      .filter((entry) => !/^\[[^\]]+\] Call chain of the next notice /.test(entry) || /vormgever/i.test(entry.replaceAll(wpDir, '<site>')));
    // What WordPress says on PHP 8.2 with no network, none of it ours.
    const known = [
      /PHP Deprecated: .* in \S+\/wp-includes\//s, // an older WordPress (WORDPRESS_DIR) on PHP 8.2
      /PHP Warning: +(\w+\(\): )?An unexpected error occurred\. Something may be wrong with WordPress\.org/, // WP_HTTP_BLOCK_EXTERNAL (newer releases name the function)
      // WordPress 6.7+ with the real Gravity Forms and Complianz, Vormgever deactivated or not: on the first
      // request after Complianz is activated, its plugins_loaded hook schedules its cron events, which
      // applies cron_schedules, where Gravity Forms' background process translates a schedule's name in
      // its own domain before init. Only this chain, only this domain.
      /Translation loading for the <code>gravityforms<\/code> domain was triggered too early.*\n  after .*Call chain of the next notice \(_load_textdomain_just_in_time\): (?:require(?:_once)?\('[\w./-]+'\), )+do_action\('plugins_loaded'\), WP_Hook->do_action, WP_Hook->apply_filters, cmplz_schedule_cron, wp_schedule_event, wp_get_schedules, apply_filters\('cron_schedules'\), WP_Hook->apply_filters, Gravity_Forms\\Gravity_Forms\\Async\\GF_Background_Process->schedule_cron_healthcheck, __, translate, get_translations_for_domain, _load_textdomain_just_in_time, _doing_it_wrong$/s,
    ];
    const ours = entries.filter((entry) => /vormgever/i.test(entry.replaceAll(wpDir, '<site>')));
    const fatal = entries.filter((entry) => /PHP (Fatal|Parse) error/.test(entry));
    const other = entries.filter((entry) => !known.some((pattern) => pattern.test(entry)));
    if (other.length) console.log(`[wordpress] other PHP log entries (not Vormgever's):\n${other.join('\n')}`);
    assert.deepEqual(ours, []);
    assert.deepEqual(fatal, []);
    // The third-party plugins a run was given (GRAVITYFORMS_DIR, COMPLIANZ_DIR, WP_CONSENT_API_DIR, WPFORMS_DIR, FLUENTFORM_DIR, FORMIDABLE_DIR, NINJAFORMS_DIR, CONTACTFORM7_DIR, ELEMENTOR_DIR, ELEMENTORPRO_DIR) speak for themselves
    // (Pro Elements' database errors name its namespace in their chain, no file: its Notes module's table, which its installer makes on a wp-admin visit).
    assert.deepEqual(other.filter((entry) => !/\/plugins\/(gravityforms|complianz-gdpr|wp-consent-api|wpforms-lite|fluentform|formidable|ninja-forms|contact-form-7|elementor|pro-elements)\/|made by .*ElementorPro\\Modules\\/.test(entry)), [], 'nothing unexplained');
  });

  it("has no PHP error in the built-in server's own log", () => {
    const log = readFileSync(process.env.VG_WP_SERVER_LOG, 'utf8');
    assert.deepEqual(log.split('\n').filter((line) => /PHP (Fatal|Parse|Warning|Notice|Deprecated)/.test(line)), []);
  });
});
