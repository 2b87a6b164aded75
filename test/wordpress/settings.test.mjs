// Settings → Vormgever on the real site: the Settings API screen, what the front end prints for each
// setting, hostile input through options.php and through the vormgever_config filter, the Dutch screen,
// and where Vormgever stays out (wp-admin, the login screen, feeds, the page builder's preview).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { logIn, newPage, pageErrors, url, useBrowser, useDutch, wp } from './wp.mjs';

const site = useBrowser();
const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
const keys = ['consentMode', 'handleActionLinks', 'floatingLabels'];
const settingsUrl = `${url}/wp-admin/options-general.php?page=vormgever`;

/** The front page as a visitor gets it (no cookies): its config, body classes and Vormgever's tags. */
async function frontPage(path = '/') {
  const html = await (await fetch(`${url}${path}`)).text();
  const configs = [...html.matchAll(/<script[^>]*id=["']vormgever-config["'][^>]*>([\s\S]*?)<\/script>/g)];
  return {
    html,
    config: configs.length === 1 ? JSON.parse(configs[0][1]) : configs.length === 0 ? null : 'more than one',
    configTag: configs[0]?.[0] ?? null,
    floating: /<body[^>]*class="[^"]*\bvg-float-labels\b/.test(html),
    styles: html.match(/<link[^>]*vormgever\.css[^>]*>/g) ?? [],
    scripts: html.match(/<script[^>]*vormgever\.js[^>]*>/g) ?? [],
  };
}

const mentionsVormgever = (html) => /vormgever|vg-float-labels/i.test(html);

describe('Settings → Vormgever', () => {
  it('saves each checkbox on and off, and the front page follows', async () => {
    const context = await site.browser.newContext();
    const page = await newPage(context);
    await logIn(page);
    assert.deepEqual((await frontPage()).config, null, 'nothing printed while everything is off');
    for (const key of keys) {
      for (const on of [true, false]) {
        // Switched off from the screen the save came back to; switched on from a fresh load.
        if (on) await page.goto(settingsUrl);
        const box = page.locator(`input[type=checkbox][name="vormgever[${key}]"]`);
        assert.equal(await box.isChecked(), !on, `${key} starts ${on ? 'off' : 'on'}`);
        assert.ok((await page.locator(`label[for="vormgever-${key}"]`).innerText()).trim().length > 10, 'a visible label');
        assert.ok((await page.locator(`#vormgever-${key}-help`).innerText()).trim().length > 20, 'a sentence of help');
        await box.setChecked(on);
        await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
        assert.equal(await page.locator(`input[name="vormgever[${key}]"]`).isChecked(), on);
        assert.deepEqual(wp(`return get_option('vormgever');`), Object.fromEntries(keys.map((k) => [k, k === key && on])));
        const front = await frontPage();
        assert.deepEqual(front.config, on ? { [key]: true } : null, `${key} ${on ? 'on' : 'off'}: vormgever-config`);
        assert.equal(front.floating, key === 'floatingLabels' && on, 'vg-float-labels on <body>');
      }
    }
    // The front page in the browser reads it: a page that loads with floating labels on.
    wp(`update_option('vormgever', array('floatingLabels' => true)); return true;`);
    const visitor = await newPage(site.browser);
    await visitor.goto(`${url}/`);
    await visitor.waitForFunction(() => window.vormgever?.controller);
    assert.deepEqual(
      await visitor.evaluate(() => ({ config: JSON.parse(document.getElementById('vormgever-config').textContent), body: document.body.classList.contains('vg-float-labels') })),
      { config: { floatingLabels: true }, body: true },
    );
    assert.deepEqual(pageErrors(visitor), []);
    await visitor.close();
    wp(`delete_option('vormgever'); return true;`);
    assert.deepEqual(pageErrors(page), []);
    await context.close();
  });

  it('stores only known keys as booleans, whatever is posted to options.php', async () => {
    const context = await site.browser.newContext();
    const page = await newPage(context);
    await logIn(page);
    await page.goto(settingsUrl);
    const nonce = await page.inputValue('input[name=_wpnonce]');
    const post = (form) => page.request.post(`${url}/wp-admin/options.php`, { form: { option_page: 'vormgever', action: 'update', _wpnonce: nonce, _wp_http_referer: '/wp-admin/options-general.php?page=vormgever', ...form }, maxRedirects: 0 });

    await post({
      'vormgever[consentMode]': '</script><script>window.vgPwned = 1</script>',
      'vormgever[handleActionLinks]': '1',
      'vormgever[floatingLabels]': 'yes',
      'vormgever[evil]': '<img src=x onerror=alert(1)>',
    });
    assert.deepEqual(wp(`return get_option('vormgever');`), { consentMode: false, handleActionLinks: true, floatingLabels: false });
    assert.deepEqual((await frontPage()).config, { handleActionLinks: true });

    await post({ vormgever: '<script>alert(1)</script>' });
    assert.deepEqual(wp(`return get_option('vormgever');`), { consentMode: false, handleActionLinks: false, floatingLabels: false });

    // Without the nonce WordPress refuses, and nothing changes.
    const refused = await page.request.post(`${url}/wp-admin/options.php`, { form: { option_page: 'vormgever', action: 'update', 'vormgever[consentMode]': '1' }, maxRedirects: 0 });
    assert.notEqual(refused.status(), 302);
    assert.deepEqual(wp(`return get_option('vormgever');`), { consentMode: false, handleActionLinks: false, floatingLabels: false });

    // Directly through update_option (a plugin or wp-cli): the sanitize callback runs too.
    assert.deepEqual(wp(`update_option('vormgever', array('consentMode' => '<b>', 'x' => 1)); return get_option('vormgever');`), { consentMode: false, handleActionLinks: false, floatingLabels: false });
    wp(`delete_option('vormgever'); return true;`);
    await context.close();
  });

  it('prints values from the vormgever_config filter so that none can leave the script element', async () => {
    // The test site's must-use plugin adds hostile strings through the filter on ?vg-hostile.
    const front = await frontPage('/?vg-hostile');
    assert.doesNotMatch(front.configTag, /<\/script>[\s\S]*<\/script>|<!--|<script[\s\S]*<script/);
    assert.deepEqual(front.config, { note: '</script><script>window.vgPwned = 1</script><!-- <script>', "it's": '"&\'<>' });
    const page = await newPage(site.browser);
    await page.goto(`${url}/?vg-hostile`);
    await page.waitForFunction(() => window.vormgever?.controller);
    assert.deepEqual(
      await page.evaluate(() => ({
        pwned: window.vgPwned ?? null,
        configs: document.querySelectorAll('#vormgever-config').length,
        note: JSON.parse(document.getElementById('vormgever-config').textContent).note,
      })),
      { pwned: null, configs: 1, note: '</script><script>window.vgPwned = 1</script><!-- <script>' },
    );
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('shows the screen in Dutch on a Dutch site (the .mo from the zip)', async () => {
    const restore = useDutch();
    try {
      const context = await site.browser.newContext();
      const page = await newPage(context);
      await logIn(page);
      await page.goto(settingsUrl);
      assert.equal((await page.innerText('.wrap h1')).trim(), 'Instellingen van Vormgever');
      assert.equal((await page.innerText('label[for="vormgever-consentMode"]')).trim(), 'Cookietoestemming doorgeven aan Google consent mode');
      assert.match(await page.innerText('#vormgever-floatingLabels-help'), /^Elk formulier met de class placeholder/);
      await context.close();
    } finally {
      restore();
    }
  });
});

describe('where Vormgever loads', () => {
  it('adds the stylesheet in <head> and the module script through wp_enqueue_script_module()', async () => {
    wp(`update_option('vormgever', array('consentMode' => true)); return true;`);
    const { html, styles, scripts } = await frontPage();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.equal(styles.length, 1);
    assert.ok(head.includes(styles[0]), 'stylesheet in <head>');
    assert.match(styles[0], new RegExp(`/wp-content/plugins/vormgever/vormgever\\.css\\?ver=${version.replaceAll('.', '\\.')}`));
    // WordPress's own tag for a script module (in <head> with a block theme, in the footer with a
    // classic one; newer releases print its attributes in another order).
    assert.equal(scripts.length, 1);
    const attributes = Object.fromEntries([...scripts[0].matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
    assert.deepEqual(Object.keys(attributes).sort(), ['id', 'src', 'type']);
    assert.equal(attributes.type, 'module');
    assert.equal(attributes.id, 'vormgever-js-module');
    assert.equal(attributes.src, `${url}/wp-content/plugins/vormgever/vormgever.js?ver=${version}`);
    assert.ok(head.includes('id="vormgever-config"'), 'config in <head>');
    const page = await newPage(site.browser);
    await page.goto(`${url}/`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
    assert.equal(await page.locator('#input_1_2').getAttribute('placeholder'), 'E-mailadres *');
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('stays out of wp-admin, the login screen, feeds and the page builder preview', async () => {
    const context = await site.browser.newContext();
    const page = await newPage(context);
    await page.goto(`${url}/wp-login.php`);
    assert.equal(mentionsVormgever(await page.content()), false, 'login screen');
    await logIn(page);
    for (const path of ['/wp-admin/', '/wp-admin/edit.php?post_type=page', '/wp-admin/admin.php?page=gf_edit_forms']) {
      const html = await (await page.request.get(`${url}${path}`)).text();
      assert.equal(/plugins\/vormgever\/|id="vormgever-config"|vg-float-labels/.test(html), false, path);
    }
    await context.close();
    for (const path of ['/feed/', '/comments/feed/', '/?elementor-preview=4', '/?p=4&elementor-preview=4', '/?vg-elementor-editor']) {
      const html = await (await fetch(`${url}${path}`)).text();
      assert.equal(mentionsVormgever(html), false, path);
    }
    assert.ok(mentionsVormgever((await frontPage()).html), 'but on the front page it is there');
    wp(`delete_option('vormgever'); return true;`);
  });
});
