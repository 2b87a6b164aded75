// Elementor Pro's Form widget (issue 53), the seventh builder. It runs as a stand-in of the test site
// (php/elementorform-stand-in.php, a must-use plugin of this file only: Elementor's page rendering of its
// data and Pro's hooks, the widget's markup from the project's fixture), or as the real Pro Elements where
// ELEMENTORPRO_DIR gives it (with ELEMENTOR_DIR and WORDPRESS_DIR; activated for this file only, its pages
// made through Elementor's own document API: php/elementor-form/forms.php).
// - Where it loads: a page whose Elementor data holds a Form widget (nothing in its post content) gets
//   builders/elementorform.css in <head> and its module before the entry, in a block and a classic theme;
//   so does a page whose button opens a popup holding the form (Pro prints the popup in the footer), a page
//   whose Template widget shows a saved template holding it, and a page Elementor's element cache serves
//   (no widget's hook runs then). The Login widget alone: nothing.
// - In Chromium: the form enhanced (switches, icons, placeholders), CLS 0, the honeypot untouched and
//   invisible, the same FormData as without Vormgever's script. With the real widget: a failed submit and
//   a success (its native reset: the switches off), the popup's fresh copy on every open (nothing left on
//   close), and Elementor's editor (editor-elementorform.test.mjs).
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { installBed, php, removeBed, tags, visit } from './loading-page.mjs';
import { otherBuilders, projectRoot } from './site.mjs';
import { pageErrors, url, useBrowser, wp, wpDir } from './wp.mjs';

const site = useBrowser();
const phpDir = new URL('./php/', import.meta.url).pathname;
const muPlugins = join(wpDir, 'wp-content/mu-plugins');
const real = !!JSON.parse(process.env.VG_WP_BUILDERS || '{}').elementorform;
const realOnly = real ? false : 'NOT COVERED: needs the real Pro Elements (ELEMENTORPRO_DIR, with ELEMENTOR_DIR and WORDPRESS_DIR)';
const plugins = ['elementor/elementor.php', otherBuilders.elementorform.file];
const themes = { block: '', classic: '&vg-theme=vg-classic' };
const widget = '.elementor-widget-form';
let pages;
let bed;

const files = (list) => list.map((tag) => `${tag.file}@${tag.where}`);
const pathOf = (key) => `/?page_id=${pages[key].id}`;

before(() => {
  if (real) {
    const refused = wp(`$refused = array(); foreach ( ${php(plugins)} as $p ) { $r = activate_plugin( $p ); if ( is_wp_error( $r ) ) { $refused[ $p ] = $r->get_error_message(); } } delete_transient( 'elementor_activation_redirect' ); return $refused;`);
    assert.deepEqual(refused, [], 'Elementor and Pro Elements activated (ELEMENTOR_DIR; WORDPRESS_DIR for WordPress 6.6+)');
  } else {
    mkdirSync(join(muPlugins, 'builder-stand-ins/forms'), { recursive: true });
    cpSync(join(phpDir, 'builder-stand-ins/form.php'), join(muPlugins, 'builder-stand-ins/form.php'));
    cpSync(join(phpDir, 'elementorform-stand-in.php'), join(muPlugins, 'elementorform-stand-in.php'));
    cpSync(join(projectRoot, 'fixtures/form-builders/elementor-form-3.33.1-server.html'), join(muPlugins, 'builder-stand-ins/forms/elementor-form-3.33.1-server.html'));
  }
  // The loading bed: its classic theme (`&vg-theme=vg-classic`) and its plain page.
  bed = installBed({ gewoon: '<p>Een gewone pagina zonder formulier.</p>' });
  pages = wp(`require ${JSON.stringify(join(phpDir, 'elementor-form/forms.php'))}; return vg_elementor_form_pages( 'controls' );`);
});

after(() => {
  wp(`foreach ( ${php(['contact', 'stappen', 'captcha', 'inloggen', 'popup', 'popup-knop', 'sjabloon', 'sjabloon-formulier'].map((key) => pages?.[key]?.id).filter(Boolean))} as $id ) { wp_delete_post( $id, true ); } delete_option( 'vg_elementor_conditioned_popups' ); return true;`);
  removeBed(bed ?? {});
  if (real) wp(`deactivate_plugins( ${php(plugins)} ); return true;`);
  else {
    rmSync(join(muPlugins, 'elementorform-stand-in.php'), { force: true });
    rmSync(join(muPlugins, 'builder-stand-ins'), { recursive: true, force: true });
  }
});

describe("where an Elementor Pro form loads Vormgever", () => {
  it('a page whose Elementor data holds a Form widget (its post content holds nothing of it), in both themes: its stylesheet in <head>, its module before the entry', async () => {
    assert.equal(wp(`return get_post( ${pages.contact.id} )->post_content;`).includes('form'), false, 'nothing of the form in the post content');
    const cases = Object.entries(themes).flatMap(([theme, query]) => ['contact', 'stappen', 'captcha'].map((key) => [theme, query, key]));
    await Promise.all(
      cases.map(async ([theme, query, key]) => {
        const seen = await tags(pathOf(key) + query);
        const where = theme === 'block' ? 'head' : 'body';
        assert.equal(seen.theme, theme);
        assert.deepEqual(files(seen.styles), ['builders/elementorform.css@head'], `${key} (${theme}): the stylesheets`);
        assert.deepEqual(files(seen.modules), [`builders/elementorform.js@${where}`, `vormgever-builders.js@${where}`], `${key} (${theme}): the modules, in this order`);
        assert.ok(seen.html.indexOf(seen.styles[0].tag) < seen.html.search(/<form class="elementor-form"/), `${key} (${theme}): before the form`);
      }),
    );
  });

  it('a page whose button opens a popup holding the form (printed in the footer): the stylesheet in <head> all the same', async () => {
    await Promise.all(
      Object.entries(themes).map(async ([theme, query]) => {
        const seen = await tags(pathOf('popup-knop') + query);
        assert.deepEqual(files(seen.styles), ['builders/elementorform.css@head'], theme);
        const popup = seen.html.search(/data-elementor-type="popup"/);
        assert.ok(popup > seen.html.indexOf('</head>') && seen.html.indexOf('elementor-widget-form', popup) > popup, `${theme}: the popup with its form, in the body`);
      }),
    );
  });

  it("a page whose Template widget shows a saved template holding the form: the stylesheet in <head>, in both themes, and the form enhanced", async () => {
    await Promise.all(
      Object.entries(themes).map(async ([theme, query]) => {
        const seen = await tags(pathOf('sjabloon') + query);
        assert.deepEqual(files(seen.styles), ['builders/elementorform.css@head'], theme);
        assert.ok(seen.html.search(/<form class="elementor-form"/) > seen.html.indexOf('</head>'), `${theme}: the template's form`);
      }),
    );
    const page = await visit(site.browser, pathOf('sjabloon') + themes.classic);
    try {
      assert.equal(await page.locator(`${widget} .vg-switch`).count(), 4);
      assert.equal(await page.locator(`${widget} i.vg-icon`).count(), 5);
    } finally {
      await page.close();
    }
  });

  it("a page Elementor's element cache serves (no widget's hook runs then): the stylesheet in <head>, the form as enhanced", async () => {
    if (real) wp(`update_option( 'elementor_element_cache_ttl', '24' ); return true;`);
    const path = real ? pathOf('contact') : `${pathOf('contact')}&vg-elementor-cache&vg-record-elementor`;
    const first = await tags(path);
    const again = await tags(path);
    for (const seen of [first, again]) assert.deepEqual([files(seen.styles), files(seen.modules)], [['builders/elementorform.css@head'], ['builders/elementorform.js@head', 'vormgever-builders.js@head']]);
    // A classic theme prints the content after <head>: only the signals before it can say.
    const classic = await tags(path + themes.classic);
    assert.deepEqual([files(classic.styles), files(classic.modules)], [['builders/elementorform.css@head'], ['builders/elementorform.js@body', 'vormgever-builders.js@body']], 'a hit in the classic theme');
    if (real) {
      assert.ok(wp(`return (bool) get_post_meta( ${pages.contact.id}, '_elementor_element_cache', true );`), "Elementor's element cache holds the page");
    } else {
      const hooks = (seen) => JSON.parse(seen.html.match(/<script type="application\/json" id="vg-elementor-hooks">(.*?)<\/script>/)[1]);
      assert.ok(hooks(first).includes('elementor-pro/forms/pre_render'), 'the first render runs the widget');
      assert.ok(hooks(again).includes(`element cache hit ${pages.contact.id}`) && !hooks(again).includes('elementor-pro/forms/pre_render'), `a hit runs no widget's hook: ${hooks(again)}`);
    }
    // Without Elementor's data scan (the signals before and around the document), a hit has nothing.
    const page = await visit(site.browser, path);
    try {
      assert.equal(await page.locator(`${widget} .vg-switch`).count(), 4);
    } finally {
      await page.close();
    }
  });

  it('a popup whose display conditions match (Pro prints it on every page, its assets before <head>)', { skip: real && 'the stand-in only: the real display conditions are Pro\'s own' }, async () => {
    wp(`update_option( 'vg_elementor_conditioned_popups', array( ${pages.popup.id} ) ); return true;`);
    try {
      const seen = await tags(`/?page_id=${bed.gewoon}&vg-record-elementor`);
      assert.deepEqual(files(seen.styles), ['builders/elementorform.css@head']);
      assert.match(seen.html, new RegExp(`"elementor\\\\?/post\\\\?/render ${pages.popup.id}"`));
    } finally {
      wp(`delete_option( 'vg_elementor_conditioned_popups' ); return true;`);
    }
  });

  it('the Login widget alone (its form shares elementor-form), and a page without a form: no Vormgever tag', async () => {
    const seen = await Promise.all([pathOf('inloggen'), `/?page_id=${bed.gewoon}`].map((path) => tags(path)));
    for (const page of seen) assert.equal(page.mentions, false, page.html.match(/.{0,80}vormgever.{0,80}/i)?.[0]);
  });
});

/** What Vormgever did to the form, and what its honeypot and hidden inputs are, with the same input. */
function formState(page, selector) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel);
    const form = box.querySelector('form');
    const honeypot = box.querySelector('.elementor-field-type-text:not(.elementor-field-group)');
    const visible = (element) => element.checkVisibility({ checkVisibilityCSS: true });
    for (const control of form.querySelectorAll('.elementor-field-group input[type=text], .elementor-field-group input[type=email], .elementor-field-group textarea')) control.value = control.type === 'email' ? 'anna@example.org' : 'Anna';
    form.querySelector('.slide-check input[type=checkbox]').click();
    return {
      switches: [...form.querySelectorAll('.slide-check input[type=checkbox]')].map((input) => `${input.getAttribute('role')} ${input.nextElementSibling?.className}`),
      icons: [...form.querySelectorAll('.elementor-field-group.add.end')].map((group) => group.querySelectorAll('i.vg-icon').length),
      placeholders: [...form.querySelectorAll('.elementor-field-group :is(input[type=text], input[type=email], textarea)')].filter(visible).map((control) => control.getAttribute('placeholder')),
      hiddenLabels: [...form.querySelectorAll('.elementor-field-label')].filter((label) => label.hidden || label.getBoundingClientRect().width <= 1).length,
      honeypot: { group: honeypot.className, input: honeypot.innerHTML.trim(), shown: visible(honeypot.querySelector('input')) },
      hidden: [...form.querySelectorAll('input[type=hidden]')].map((input) => input.outerHTML),
      data: [...new FormData(form)].map(([key, value]) => `${key}=${value}`),
    };
  }, selector);
}

describe('an Elementor Pro form in Chromium', { concurrency: true }, () => {
  for (const [theme, query] of Object.entries(themes)) {
    it(`${theme} theme: enhanced (switches, icons, placeholders) with CLS 0; its honeypot and hidden inputs untouched, the honeypot invisible; the same FormData as without Vormgever`, async () => {
      const [page, plain] = await Promise.all([visit(site.browser, pathOf('contact') + query), visit(site.browser, pathOf('contact') + query, { hold: 'forever' })]);
      try {
        const [ours, theirs] = [await formState(page, widget), await formState(plain, widget)];
        assert.deepEqual(ours.switches, ['switch vg-switch', 'switch vg-switch', 'switch vg-switch', 'switch vg-switch']);
        assert.deepEqual(ours.icons, [1, 1, 1, 1, 1]);
        assert.deepEqual(ours.placeholders, ['Naam *', 'E-mail *', 'Waar gaat je bericht over?', 'Bericht *']);
        assert.ok(ours.hiddenLabels >= 5, `labels out of sight: ${ours.hiddenLabels}`);
        if (real) console.log(`[elementor-form] the real widget (${theme} theme): CLS ${page.cls} with Vormgever, ${plain.cls} without its script`);
        assert.equal(page.cls, 0, `CLS ${JSON.stringify(page.shifts)}`);
        assert.equal(await plain.evaluate(() => !!window.vormgever), false, 'without Vormgever');
        assert.deepEqual(ours.honeypot, theirs.honeypot, 'the honeypot untouched');
        assert.equal(ours.honeypot.group, 'elementor-field-type-text');
        assert.equal(ours.honeypot.shown, false, 'the honeypot invisible');
        assert.deepEqual(ours.hidden, theirs.hidden, 'the hidden inputs untouched');
        assert.deepEqual(ours.data, theirs.data, 'what the form sends');
        assert.deepEqual(pageErrors(page), []);
      } finally {
        await page.close();
        await plain.close();
      }
    });
  }
});

describe("the real Pro Elements' form sender and popups", { skip: realOnly }, () => {
  it('a failed submit (its messages added in place) and a success (its native reset: the switches off): enhanced throughout, the form sent as without Vormgever', async () => {
    const page = await visit(site.browser, pathOf('contact'));
    try {
      const form = page.locator(`${widget} form`);
      await form.locator('input[name="form_fields[naam]"]').fill('Anna de Vries');
      await form.locator('input[name="form_fields[interesses][]"]').first().check();
      await form.locator('button[type=submit]').click();
      await page.waitForSelector(`${widget} .elementor-message-danger`, { timeout: 20000 });
      await page.evaluate(() => window.vormgever.controller.settled());
      const enhanced = () =>
        page.evaluate((sel) => {
          const box = document.querySelector(sel);
          return { icons: box.querySelectorAll('i.vg-icon').length, hosts: box.querySelectorAll('.vg-switch').length, switches: box.querySelectorAll('[role=switch]').length, on: box.querySelectorAll('input:checked + .vg-switch').length };
        }, widget);
      assert.deepEqual(await enhanced(), { icons: 5, hosts: 4, switches: 4, on: 1 }, 'after the failed submit');
      assert.equal(await form.locator('input[name="form_fields[naam]"]').inputValue(), 'Anna de Vries', 'what was typed stays');
      await form.locator('input[name="form_fields[email]"]').fill('anna@example.org');
      await form.locator('textarea[name="form_fields[bericht]"]').fill('Wanneer wordt het groenafval opgehaald?');
      await form.locator('input[name="form_fields[toestemming]"]').check();
      await form.locator('button[type=submit]').click();
      await page.waitForSelector(`${widget} .elementor-message-success`, { timeout: 20000 });
      await page.evaluate(() => window.vormgever.controller.settled());
      assert.deepEqual(await enhanced(), { icons: 5, hosts: 4, switches: 4, on: 0 }, 'after the success: its reset');
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.close();
    }
  });

  it("a popup's form: a fresh copy on every open, enhanced each time; on close nothing of it is left", async () => {
    const page = await visit(site.browser, pathOf('popup-knop'));
    try {
      let previous = null;
      for (let open = 1; open <= 2; open++) {
        await page.click('.elementor-widget-button a');
        await page.waitForSelector(`.elementor-popup-modal ${widget} .vg-switch`, { timeout: 20000 });
        await page.evaluate(() => window.vormgever.controller.settled());
        const seen = await page.evaluate((old) => {
          const box = document.querySelector('.elementor-popup-modal .elementor-widget-form');
          return { fresh: box !== old, icons: box.querySelectorAll('i.vg-icon').length, hosts: box.querySelectorAll('.vg-switch').length, naam: box.querySelector('input[name="form_fields[naam]"]').placeholder };
        }, previous);
        assert.deepEqual(seen, { fresh: true, icons: 5, hosts: 4, naam: 'Naam *' }, `open ${open}`);
        previous = await page.evaluateHandle(() => document.querySelector('.elementor-popup-modal .elementor-widget-form'));
        await page.locator('.elementor-popup-modal input[name="form_fields[naam]"]').focus();
        await page.evaluate(() => window.vormgever.controller.settled());
        assert.equal(await page.evaluate(() => window.vormgever.controller.liveIslands()), 4, `open ${open}: the switches' islands`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.elementor-popup-modal .elementor-widget-form'), null, { timeout: 15000 });
        await page.evaluate(() => window.vormgever.controller.settled());
        assert.equal(await page.evaluate(() => window.vormgever.controller.liveIslands()), 0, `closed ${open}: no island left`);
      }
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.close();
    }
  });
});
