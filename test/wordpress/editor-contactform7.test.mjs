// Vormgever in Contact Form 7's contact form editor (CONTACTFORM7_DIR, with WORDPRESS_DIR 6.7+), clicking
// and typing only, as an owner does: the Vormgever panel (a switch, an icon found by searching "mail",
// labels as placeholders; its preview of the unsaved form, which runs none of the template's scripts),
// Contact Form 7's unsaved-changes prompt, Save and a reload, the tag generators for new tags (Insert),
// the front end (shortcode and block), turning the switch off again, Duplicate, Contact Form 7's REST
// API and WordPress's export, a hostile template, who gets the script and the preview, and Contact Form
// 7's own reading of generated templates against the editor's form-tag parser. It takes
// docs/editor-contactform7-panel.png and docs/editor-contactform7-tag.png. Without the real plugin it
// says NOT COVERED (run.mjs too); test/unit/contactform7-*.test.ts cover the adapter on captured markup.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import fc from 'fast-check';
import { php } from './loading-page.mjs';
import { projectRoot } from './site.mjs';
import { logIn, newPage, pageErrors, url, useBrowser, wp } from './wp.mjs';

const real = JSON.parse(process.env.VG_WP_BUILDERS || '{}').contactform7;
const skip = real ? false : 'NOT COVERED: needs the real Contact Form 7 (CONTACTFORM7_DIR, with WORDPRESS_DIR: it needs WordPress 6.7+)';
const site = useBrowser(skip);
const plugin = 'contact-form-7/wp-contact-form-7.php';

// An owner's Dutch contact form: the captured one (fixtures/editors/, made by capture-editor-contactform7.mjs).
const template = JSON.parse(readFileSync(`${projectRoot}/fixtures/editors/contactform7-6.1.6-templates.json`, 'utf8')).templates.find(({ name }) => name === 'owner').template;
const hostile = [
  '<script>parent.vgRan = "script"</script>',
  '<img src="x" onerror="parent.vgRan = \'onerror\'">',
  '<label> "><svg onload="parent.vgRan = \'svg\'"> Naam [text* naam class:add class:vg-icon-user class:end] </label>',
  '<a href="javascript:parent.vgRan=\'link\'">link</a> [checkbox keus class:slide-check "<b>vet</b>" "\'quote\'"] [text [[text a]] ]]]',
  '<meta http-equiv="refresh" content="0;url=/">',
  '<iframe srcdoc="<script>parent.parent.vgRan = \'frame\'</script>"></iframe>',
  ...Array.from({ length: 1000 }, (_, i) => `<label> Veld ${i} [${['text', 'email*', 'checkbox', 'select'][i % 4]} veld-${i} "w${i}"] </label>`),
  '[submit "Verzenden"]',
].join('\n');

const form = {};
let ids = {};
/** The stored form's template and Additional Settings. */
const stored = (id) => wp(`$f = wpcf7_contact_form( ${id} ); return array( 'form' => $f->prop( 'form' ), 'settings' => $f->prop( 'additional_settings' ) );`);
const editor = (id) => `${url}/wp-admin/admin.php?page=wpcf7&post=${id}&action=edit`;

before(() => {
  if (skip) return;
  const made = wp(`
    $r = activate_plugin( '${plugin}' );
    if ( is_wp_error( $r ) ) return $r->get_error_message();
    $make = function ( $title, $template ) {
      $f = WPCF7_ContactForm::get_template( array( 'title' => $title ) );
      $f->set_properties( array( 'form' => $template, 'additional_settings' => 'skip_mail: on' ) );
      return $f->save();
    };
    return array( 'id' => $make( 'Vormgever', ${php(template)} ), 'hostile' => $make( 'Vijandig', ${php(hostile)} ), 'version' => WPCF7_VERSION );`);
  assert.equal(typeof made, 'object', `Contact Form 7 activated: ${made}`);
  Object.assign(form, made);
  const shortcode = `[contact-form-7 id="${form.id}"]`;
  const pages = {
    'cf7-editor-inhoud': `<!-- wp:shortcode -->${shortcode}<!-- /wp:shortcode -->`,
    'cf7-editor-blok': `<!-- wp:contact-form-7/contact-form-selector {"id":${form.id}} --><div class="wp-block-contact-form-7-contact-form-selector">${shortcode}</div><!-- /wp:contact-form-7/contact-form-selector -->`,
    'cf7-editor-html-class': `<!-- wp:shortcode -->[contact-form-7 id="${form.hostile}" html_class="placeholder"]<!-- /wp:shortcode -->`,
  };
  ids = wp(`$ids = array(); foreach ( ${php(pages)} as $slug => $content ) {
      $ids[ $slug ] = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $slug, 'post_content' => $content ) ) );
    } return $ids;`);
});

after(() => {
  if (skip) return;
  wp(`foreach ( array_merge( array( ${form.id}, ${form.hostile} ), ${php(Object.values(ids))} ) as $id ) { wp_delete_post( $id, true ); } deactivate_plugins( '${plugin}' ); return true;`);
});

/** The editor, logged in, with the Vormgever tab shown. */
async function openPanel(id) {
  const page = await newPage(site.browser);
  await page.setViewportSize({ width: 1400, height: 1100 });
  await logIn(page);
  await page.goto(editor(id));
  await page.waitForFunction(() => window.vormgeverEditor);
  await page.click('#vormgever-panel-tab');
  return page;
}

const preview = (page) => page.frameLocator('.vormgever-cf7-frame');
/** Until the preview shows what `check` (run in the frame's document) says. */
async function previewShows(page, check, arg) {
  await page.waitForFunction(([source, value]) => {
    const doc = document.querySelector('.vormgever-cf7-frame')?.contentDocument;
    return doc?.querySelector('form') && new Function('doc', 'arg', `return (${source})(doc, arg)`)(doc, value);
  }, [check.toString(), arg]);
}

/** Whether leaving the page now would ask first: Contact Form 7's own beforeunload check, asked without leaving. */
const asksBeforeLeaving = (page) =>
  page.evaluate(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });

/** Leaves the page as an owner does (a link): whether the browser asked first (answered "stay"). */
async function leave(page) {
  let asked = false;
  const answer = async (dialog) => {
    asked = dialog.type() === 'beforeunload';
    await dialog.dismiss();
  };
  page.on('dialog', answer);
  await page.evaluate(() => (location.href = '/wp-admin/index.php'));
  await page.waitForTimeout(1000);
  page.off('dialog', answer);
  return asked;
}

describe("Contact Form 7's editor (the real plugin)", { skip }, () => {
  it('sets a switch, an icon found by searching "mail" and labels as placeholders in the Vormgever panel: the preview shows them, the prompt asks, Save keeps them, a reload shows them', async () => {
    const page = await openPanel(form.id);
    const fields = page.locator('#vormgever-cf7-fields');
    assert.deepEqual(await fields.locator('.vormgever-cf7-field-label').allInnerTexts(), ['Naam', 'E-mail', 'Onderwerp', 'Bericht', 'Interesses', 'Ik ga akkoord met de privacyverklaring']);
    assert.equal(await asksBeforeLeaving(page), false, 'no prompt before a change');

    await fields.getByRole('button', { name: /Interesses/ }).click();
    await page.getByLabel('Show as toggle switch').click();
    await fields.getByRole('button', { name: /E-mail/ }).click();
    await page.getByLabel('Search icons').click();
    await page.keyboard.type('mail');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant'), 'vormgever-icon-mail');
    await page.getByLabel('Labels as placeholders', { exact: true }).click();
    const expected = template
      .replace('class:mijn-veld]', 'class:mijn-veld class:add class:vg-icon-mail class:end]')
      .replace('use_label_element "Nieuws"', 'use_label_element class:slide-check "Nieuws"');
    assert.equal(await page.inputValue('#wpcf7-form'), expected, 'only the class: options of the two tags changed');
    assert.equal(await page.inputValue('#wpcf7-additional-settings'), 'skip_mail: on\nvormgever_form_class: placeholder');

    // The preview: Contact Form 7's render of the unsaved form, enhanced.
    await previewShows(page, (doc) => doc.querySelector('form.placeholder') && doc.querySelector('i.vg-icon') && doc.querySelector('[data-name="your-email"] input')?.placeholder === 'E-mail *');
    const frame = preview(page);
    assert.equal(await frame.locator('.slide-check input[type=checkbox]').count(), 2);
    assert.equal(await frame.locator('[data-name="your-name"] input').getAttribute('placeholder'), 'Naam *');
    await page.locator('#vormgever-panel').screenshot({ path: `${projectRoot}/docs/editor-contactform7-panel.png` });

    assert.equal(await asksBeforeLeaving(page), true, 'a change in the panel: the prompt asks');
    assert.equal(await leave(page), true, 'and the browser asks when the owner leaves');
    await Promise.all([page.waitForURL(/action=edit|post=/), page.click('#publishing-action input[name="wpcf7-save"]')]);
    assert.deepEqual(stored(form.id), { form: expected, settings: 'skip_mail: on\nvormgever_form_class: placeholder' });
    await page.waitForFunction(() => window.vormgeverEditor);
    assert.equal(await page.isVisible('#vormgever-panel'), true, 'Save comes back to the Vormgever tab');
    assert.equal(await asksBeforeLeaving(page), false, 'no prompt after Save');
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true, 'still set after the reload');
    await fields.getByRole('button', { name: /Interesses/ }).click();
    assert.equal(await page.getByLabel('Show as toggle switch').isChecked(), true);
    await fields.getByRole('button', { name: /E-mail/ }).click();
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    assert.equal(await asksBeforeLeaving(page), false, 'showing what is saved is no change');
    assert.deepEqual(pageErrors(page), []);
    assert.equal(await leave(page), false, 'the owner leaves without a question');
    await page.close();
  });

  it('makes new tags with a switch and an icon in the tag generators, and Insert puts them in the template', async () => {
    const page = await openPanel(form.id);
    await page.click('#form-panel-tab');
    const before = await page.inputValue('#wpcf7-form');
    await page.click('#tag-generator-list button[data-target="tag-generator-panel-email"]');
    const email = page.locator('#tag-generator-panel-email');
    await email.getByLabel('Search icons').click();
    await page.keyboard.type('mail');
    await page.keyboard.press('ArrowDown');
    assert.match(await email.locator('[data-tag-part="tag"]').inputValue(), /^\[email email-\d+ class:add class:vg-icon-mail class:end\]$/);
    await email.getByLabel('Search icons').scrollIntoViewIfNeeded();
    await email.screenshot({ path: `${projectRoot}/docs/editor-contactform7-tag.png` });
    const emailTag = await email.locator('[data-tag-part="tag"]').inputValue();
    await email.getByRole('button', { name: 'Insert Tag' }).click();

    await page.click('#tag-generator-list button[data-target="tag-generator-panel-checkbox"]');
    const checkbox = page.locator('#tag-generator-panel-checkbox');
    assert.equal(await checkbox.getByLabel('Show as toggle switch').isChecked(), false);
    assert.equal(await checkbox.locator('.vormgever-cf7-icon').isVisible(), false, 'no icon for checkboxes');
    await checkbox.getByLabel('Show as toggle switch').click();
    const checkboxTag = await checkbox.locator('[data-tag-part="tag"]').inputValue();
    assert.match(checkboxTag, /^\[checkbox checkbox-\d+ class:slide-check /);
    await checkbox.getByRole('button', { name: 'Insert Tag' }).click();
    // A new dialog starts empty (Contact Form 7 resets it): the switch too.
    await page.click('#tag-generator-list button[data-target="tag-generator-panel-checkbox"]');
    assert.equal(await checkbox.getByLabel('Show as toggle switch').isChecked(), false);
    await checkbox.getByRole('button', { name: 'Close' }).click();

    const now = await page.inputValue('#wpcf7-form');
    assert.ok(now.includes(emailTag) && now.includes(checkboxTag), now);
    assert.equal(now.replace(`${emailTag}\n\n`, '').replace(checkboxTag, ''), before, 'Insert put the tags in, nothing else changed');
    // The panel lists the new fields.
    await page.click('#vormgever-panel-tab');
    assert.equal(await page.locator('#vormgever-cf7-fields .vormgever-cf7-field').count(), 8);
    assert.deepEqual(pageErrors(page), []);
    await page.close(); // not saved: the stored form stays as the first test left it
  });

  it('shows the form enhanced on its pages (shortcode and block, placeholders from the stored setting); a shortcode\'s html_class still counts', async () => {
    for (const slug of ['cf7-editor-inhoud', 'cf7-editor-blok']) {
      const page = await newPage(site.browser);
      await page.goto(`${url}/?page_id=${ids[slug]}`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      await page.hover('.wpcf7 form', { position: { x: 5, y: 5 } });
      await page.evaluate(() => window.vormgever.controller.settled());
      const seen = await page.evaluate(() => ({
        form: [...document.querySelector('.wpcf7 form').classList].filter((name) => ['placeholder', 'float-labels'].includes(name)),
        switches: [...document.querySelectorAll('.slide-check input[type=checkbox]')].map((input) => input.getAttribute('role')),
        icon: [...document.querySelectorAll('[data-name="your-email"] i.vg-icon')].map((icon) => icon.className),
        placeholder: document.querySelector('[data-name="your-email"] input').placeholder,
      }));
      assert.deepEqual(seen, { form: ['placeholder'], switches: ['switch', 'switch'], icon: ['vg-icon-mail vg-icon'], placeholder: 'E-mail *' }, slug);
      assert.deepEqual(pageErrors(page), [], slug);
      await page.close();
    }
    const html = await (await fetch(`${url}/?page_id=${ids['cf7-editor-html-class']}`)).text();
    assert.match(html, /<form [^>]*class="wpcf7-form init placeholder"/, 'html_class on a form without the setting');
  });

  it('turns the switch off again: only class:slide-check goes', async () => {
    const page = await openPanel(form.id);
    const before = await page.inputValue('#wpcf7-form');
    await page.locator('#vormgever-cf7-fields').getByRole('button', { name: /Interesses/ }).click();
    await page.getByLabel('Show as toggle switch').click();
    assert.equal(await page.inputValue('#wpcf7-form'), before.replace(' class:slide-check', ''));
    await previewShows(page, (doc) => !doc.querySelector('.slide-check'));
    await page.getByLabel('Show as toggle switch').click(); // and on again, as saved
    assert.equal(await page.inputValue('#wpcf7-form'), before);
    assert.equal(await asksBeforeLeaving(page), false, 'back as saved: no prompt');
    await page.close();
  });

  it("keeps the settings in Duplicate, Contact Form 7's REST API (read, then made again) and WordPress's export", () => {
    // Each in a request of its own.
    const props = `$props = function ( $f ) { return array( 'form' => $f->prop( 'form' ), 'settings' => $f->prop( 'additional_settings' ) ); };`;
    const copy = wp(`${props} $copy = wpcf7_contact_form( ${form.id} )->copy(); $id = $copy->save(); $out = $props( wpcf7_contact_form( $id ) ); wp_delete_post( $id, true ); return $out;`);
    const rest = wp(`${props}
      $read = rest_do_request( new WP_REST_Request( 'GET', '/contact-form-7/v1/contact-forms/${form.id}' ) )->get_data();
      $make = new WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms' );
      $make->set_body_params( array( 'context' => 'save', 'title' => 'Opnieuw', 'form' => $read['properties']['form']['content'], 'additional_settings' => $read['properties']['additional_settings']['content'] ) );
      $id = rest_do_request( $make )->get_data()['id'];
      $out = $props( wpcf7_contact_form( $id ) ); wp_delete_post( $id, true ); return $out;`);
    const wxr = wp(`require_once ABSPATH . 'wp-admin/includes/export.php';
      ob_start(); export_wp( array( 'content' => 'wpcf7_contact_form' ) ); $wxr = ob_get_clean();
      return strpos( $wxr, 'vormgever_form_class: placeholder' ) !== false && strpos( $wxr, 'class:vg-icon-mail' ) !== false;`);
    const result = { copy, rest, wxr };
    const original = stored(form.id);
    assert.deepEqual(result.copy, original, 'Duplicate');
    assert.deepEqual(result.rest, original, 'REST API');
    assert.equal(result.wxr, true, 'the export holds the template and the setting');
  });

  it('reads a hostile template of a thousand tags without an error, shows it as text, and its preview runs none of its scripts', async () => {
    const page = await openPanel(form.hostile);
    assert.equal(await page.locator('#vormgever-cf7-fields .vormgever-cf7-field').count(), 1002);
    assert.equal(await page.locator('#vormgever-panel :is(svg, script, b, img)').count(), 0, 'nothing of the template in the panel');
    await page.locator('#vormgever-cf7-fields').getByRole('button', { name: /keus/ }).click();
    assert.equal(await page.getByLabel('Show as toggle switch').isChecked(), true);
    // Until the preview shows the form, or a script of the template has run.
    await page.waitForFunction(() => window.vgRan !== undefined || document.querySelector('.vormgever-cf7-frame:not(.vormgever-cf7-frame-loading)')?.contentDocument?.querySelectorAll('.wpcf7-form-control-wrap').length > 1000);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.vgRan), undefined, 'no script of the template ran');
    await previewShows(page, (doc) => doc.querySelectorAll('.wpcf7-form-control-wrap').length > 1000);
    assert.equal(await page.evaluate(() => document.querySelector('.vormgever-cf7-frame').getAttribute('sandbox')), 'allow-same-origin');
    await page.getByLabel('Show as toggle switch').click();
    assert.equal(await page.inputValue('#wpcf7-form'), hostile.replace(' class:slide-check', ''));
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('loads its script on the contact form editor only, for a user who may edit the form; the preview answers only such a user', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-contactform7.js"], link[href*="vormgever-editor-contactform7.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=wpcf7&post=${form.id}&action=edit`), 2, 'the editor');
    assert.equal(await ours('admin.php?page=wpcf7-new'), 2, 'a new form');
    for (const path of ['admin.php?page=wpcf7', 'index.php', 'options-general.php?page=vormgever']) assert.equal(await ours(path), 0, path);
    // Without the nonce: refused.
    const refused = await page.evaluate(async () => (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'vormgever_contactform7_preview', form: '[text a]' }) })).status);
    assert.equal(refused, 403);
    await page.close();
    // An author may read the forms but not edit them: no panel, no script.
    const password = 'vg-auteur-wachtwoord-1';
    const author = wp(`return wp_insert_user( array( 'user_login' => 'vg-auteur', 'user_pass' => '${password}', 'role' => 'author' ) );`);
    const context = await site.browser.newContext();
    try {
      const reader = await newPage(context);
      await reader.goto(`${url}/wp-login.php`);
      await reader.fill('#user_login', 'vg-auteur');
      await reader.fill('#user_pass', password);
      await Promise.all([reader.waitForURL(/\/wp-admin\//, { waitUntil: 'commit' }), reader.click('#wp-submit')]);
      await reader.goto(editor(form.id));
      assert.equal(await reader.locator('#wpcf7-contact-form-editor, #wpcf7-admin-form-element').count() > 0, true, 'the author sees the form');
      assert.equal(await reader.locator('#vormgever-panel-tab, script[src*="vormgever-editor-contactform7.js"]').count(), 0, 'no panel, no script');
    } finally {
      await context.close();
      wp(`require_once ABSPATH . 'wp-admin/includes/user.php'; return wp_delete_user( ${author} );`);
    }
  });

  it("reads generated templates as Contact Form 7 reads them (its own scan() against the editor's parser)", async () => {
    const bundled = await build({ entryPoints: [`${projectRoot}/src/editor/contactform7/form-tags.ts`], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
    const { scanFormTags, classesOf } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
    const piece = fc.oneof(
      fc.constantFrom('[', ']', '[[', ']]', '"', "'", ' /', ' ', '\n', '\t', '\u00a0', '\u200b', ':', '<label>', '</label>', '<br>', '[/text]', '[/acceptance]', '[/checkbox*]'),
      fc.constantFrom('[text', '[text*', '[email', '[checkbox*', '[acceptance', '[select', '[submit', '[quiz', ' naam', ' 9x', ' a.b', ' class:a', ' CLASS:B', ' class:x.y', ' "v"', " 'w'", ' optional', ' id:x'),
      fc.string({ maxLength: 3 }),
    );
    const templates = fc.sample(fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')), { numRuns: 400, seed: 52 });
    const theirs = wp(`
      $manager = WPCF7_FormTagsManager::get_instance();
      return array_map( function ( $template ) use ( $manager ) {
        return array_map( function ( $tag ) { return array( $tag->type, $tag->raw_name, $tag->options, $tag->raw_values, $tag->content, (string) $tag->get_class_option() ); }, $manager->scan( $template ) );
      }, ${php(templates)} );`);
    const ours = templates.map((text) => scanFormTags(text).map((tag) => [tag.type, tag.name, tag.options.map((option) => option.text), tag.values, tag.content, classesOf(tag)]));
    const differ = templates.map((text, index) => [text, ours[index], theirs[index]]).filter(([, a, b]) => JSON.stringify(a) !== JSON.stringify(b));
    assert.deepEqual(differ.slice(0, 3), [], `${differ.length} of ${templates.length} templates read differently`);
  });
});
