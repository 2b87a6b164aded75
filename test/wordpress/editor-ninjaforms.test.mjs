// Vormgever in Ninja Forms' own form builder (NINJAFORMS_DIR), as a fresh install has it (its Developer
// Mode off, so its Custom Class Names hidden): each setting set by clicking and typing only, shown on
// the canvas at once, published, still set after a reload; the unsaved-changes state (Publish, the
// prompt on leaving); a field duplicated; Advanced → Display Settings' placeholders on the canvas; the
// Container typed in Developer Mode; the front end and the builder's Preview enhanced; the form
// exported, imported and duplicated by its own screens; a hostile class inert; the scripts only on the
// builder for users who may save forms. It takes docs/editor-ninjaforms-*.png. Helpers:
// editor-ninjaforms-page.mjs. Without NINJAFORMS_DIR run.mjs lists it under NOT COVERED; the adapter's
// unit tests (test/unit/editor-ninjaforms.test.ts) run everywhere.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { axeViolations, shoot } from './editor-page.mjs';
import { builderPage, clickItemControl, closeDrawer, containerOf, openBuilder, openField, openFormSettings, publish, showFields, unsaved, wrapperOf } from './editor-ninjaforms-page.mjs';
import { reach, settle } from './form-page.mjs';
import { logIn, newPage, pageErrors, url, useBrowser, wp } from './wp.mjs';
import { pageErrorLine } from '../browser/harness.mjs';

const given = Boolean(JSON.parse(process.env.VG_WP_BUILDERS || '{}').ninjaforms);
const skip = given ? false : 'NOT COVERED: needs the real Ninja Forms (NINJAFORMS_DIR)';
const site = useBrowser(skip);
const formFile = new URL('./php/editors/ninjaforms-form.php', import.meta.url).pathname;
const newForm = () => wp(`return require ${JSON.stringify(formFile)};`);
/** Each field's Container and the form's Wrapper as stored (not the builder's page). */
const stored = (id) =>
  wp(`$classes = array(); foreach ( Ninja_Forms()->form( ${id} )->get_fields() as $f ) { $classes[ $f->get_setting( 'key' ) ] = (string) $f->get_setting( 'container_class' ); }
      return array( 'fields' => $classes, 'wrapper' => (string) Ninja_Forms()->form( ${id} )->get()->get_setting( 'wrapper_class' ) );`);
/** Whether anything was stored under Vormgever's settings' names (there should be nothing). */
const ownKeys = () =>
  wp(`global $wpdb; return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}nf3_field_meta WHERE \`key\` LIKE 'vormgever%'" ) + (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}nf3_form_meta WHERE \`key\` LIKE 'vormgever%'" );`);
const devMode = (on) => wp(`Ninja_Forms()->update_setting( 'builder_dev_mode', ${on ? 1 : 0} ); return true;`);
const shownIcons = (page) => page.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));
const active = (page) => page.getAttribute('#vormgever-picker-list', 'aria-activedescendant');

/** Presses ArrowDown in the listbox until `name` is the chosen option. */
async function arrowTo(page, name) {
  for (let presses = 0; presses < 30 && (await active(page)) !== `vormgever-icon-${name}`; presses++) await page.keyboard.press('ArrowDown');
  assert.equal(await active(page), `vormgever-icon-${name}`);
}

/** What Vormgever did to Ninja Forms' form `id` on a page: icons, switches, placeholders, the wrapper's modes. */
async function enhanced(page, id) {
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.waitForSelector(`#nf-form-${id}-cont .nf-field-container`);
  await settle(page);
  await reach(page, `nf-form-${id}-cont`);
  return page.evaluate((id) => {
    const wrapper = document.getElementById(`nf-form-${id}-cont`);
    return {
      icons: [...wrapper.querySelectorAll('i.vg-icon')].map((icon) => `${icon.closest('.nf-field-container').id.replace(/\D+/g, '')}: ${icon.className}`).sort(),
      switches: [...wrapper.querySelectorAll('.slide-check input[type=checkbox]')].map((input) => input.getAttribute('role')),
      email: wrapper.querySelector('input[type=email]')?.getAttribute('placeholder'),
      modes: ['placeholder', 'float-labels'].filter((name) => wrapper.classList.contains(name)),
    };
  }, id);
}

describe("Ninja Forms' builder (the real Ninja Forms)", { skip }, () => {
  let form;
  let fields;
  before(() => {
    const activated = wp(`$r = activate_plugin( 'ninja-forms/ninja-forms.php' ); return is_wp_error( $r ) ? $r->get_error_message() : 'active';`);
    assert.equal(activated, 'active');
    devMode(false); // a fresh install's
    // Its data-sharing question (a dialog over its forms list), answered "no" before, as an owner does once.
    wp(`update_option( 'ninja_forms_do_not_allow_tracking', 1 ); return true;`);
    form = newForm();
    fields = form.fields;
  });
  after(() => wp(`deactivate_plugins( 'ninja-forms/ninja-forms.php' ); return true;`));

  it('sets a switch and an icon by clicking and typing, shows them on the canvas at once, and keeps them after publishing and a reload', async () => {
    const page = await builderPage(site.browser, newPage, logIn);
    await openBuilder(page, form.id);
    // A form made outside the builder opens with unsaved changes (its own doing, Vormgever's script
    // or not): published once, as an owner would, it is clean.
    await publish(page);
    assert.equal(await unsaved(page), false);

    // The checkbox list: "Show as toggle switch", in its Display group; Custom Class Names stay hidden.
    await openField(page, fields.interesses);
    assert.equal(await page.locator('#nf-drawer input#container_class').isVisible(), false, 'Developer Mode off: Container hidden');
    await page.getByLabel('Show as toggle switch').check();
    assert.equal(await containerOf(page, fields.interesses), 'slide-check');
    assert.equal(await page.locator(`#field-${fields.interesses}`).evaluate((el) => el.classList.contains('vormgever-canvas-switch')), true, 'the canvas shows a switch');
    assert.equal(await page.locator(`#field-${fields.interesses} input[type=checkbox]`).first().evaluate((el) => getComputedStyle(el).appearance), 'none');
    assert.equal(await page.locator('.vormgever-nf-row-icon').isVisible(), false, 'no icon picker on a checkbox list');
    assert.equal(await unsaved(page), true, 'Publish is enabled');
    await shoot(page, ['#nf-drawer h3.toggle:has-text("Display")', '.vormgever-nf-row-switch'], 'editor-ninjaforms-settings.png');

    // The e-mail field: search in Dutch, pick by keyboard alone.
    await openField(page, fields.email);
    assert.equal(await page.locator('.vormgever-nf-row-switch').isVisible(), false, 'no switch on an e-mail field');
    await page.getByLabel('Search icons').click();
    await page.keyboard.type('envelop');
    const found = await shownIcons(page);
    assert.ok(found[0] === '' && found.includes('mail') && found.length <= 6, found.join(', '));
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'vormgever-picker-list');
    await arrowTo(page, 'mail');
    assert.equal(await containerOf(page, fields.email), 'mijn-class add vg-icon-mail end', 'the owner\'s class stays');
    await page.keyboard.press('Home');
    assert.equal(await containerOf(page, fields.email), 'mijn-class');
    await arrowTo(page, 'mail');
    assert.equal(await page.locator(`#field-${fields.email} .vormgever-canvas-icon[data-icon=mail]`).count(), 1, 'the canvas shows the icon');
    await page.fill('#vormgever-picker-search', 'e-mail');
    assert.ok((await shownIcons(page)).includes('mail'), 'English finds it too');
    await page.fill('#vormgever-picker-search', 'mail');
    assert.deepEqual(await axeViolations(page, '.vormgever-nf-setting'), [], 'the settings are axe-clean');
    await page.waitForFunction(() => [...document.querySelectorAll('#vormgever-picker-list [role=option]:not([hidden]) img')].every((img) => img.complete && img.naturalWidth > 0));
    await shoot(page, ['#nf-drawer h3.toggle:has-text("Display")', '.vormgever-nf-row-icon'], 'editor-ninjaforms-picker.png');
    await page.fill('#vormgever-picker-search', '');

    // Mistakes, where they are made; the Font Awesome icon exchanged for the plugin's own.
    await openField(page, fields.telefoon);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    await openField(page, fields.plaats);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"slide-check" only works on checkbox and consent fields/);
    await openField(page, fields.soort);
    await page.locator('#vormgever_notices button', { hasText: 'user' }).click();
    assert.equal(await containerOf(page, fields.soort), 'add vg-icon-user end');

    // A single checkbox's switch; then the e-mail field duplicated with its own control: the copy has the icon.
    await openField(page, fields.akkoord);
    await page.getByLabel('Show as toggle switch').check();
    await closeDrawer(page);
    await clickItemControl(page, fields.email, '.nf-item-duplicate');
    await page.waitForSelector('#tmp-1 .vormgever-canvas-icon[data-icon=mail]');

    // Leaving with unsaved changes: the builder's own prompt; after Publish, none.
    page.once('dialog', (dialog) => dialog.dismiss());
    const [prompt] = await Promise.all([page.waitForEvent('dialog'), page.click('#nf-app-admin-header a.fa-times')]);
    assert.equal(prompt.type(), 'beforeunload');
    await publish(page);
    assert.equal(await unsaved(page), false);
    const { fields: saved } = stored(form.id);
    const expected = { voornaam: 'mijn-class', achternaam: '', email: 'mijn-class add vg-icon-mail end', telefoon: 'add vg-icon-phone', interesses: 'slide-check', akkoord: 'slide-check', soort: 'add vg-icon-user end', plaats: 'slide-check', bericht: '', verzenden: '' };
    const copies = Object.keys(saved).filter((key) => !(key in expected));
    assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, saved[key]])), expected);
    assert.deepEqual(copies.map((key) => saved[key]), ['mijn-class add vg-icon-mail end'], 'the copy is saved with its icon');
    assert.equal(ownKeys(), 0, 'nothing stored under a name of Vormgever\'s');
    await Promise.all([page.waitForURL(/page=ninja-forms$/), page.click('#nf-app-admin-header a.fa-times')]); // no prompt now

    await openBuilder(page, form.id);
    assert.equal(await page.locator(`#field-${fields.email} .vormgever-canvas-icon[data-icon=mail]`).count(), 1, 'the canvas shows the icon on loading');
    await openField(page, fields.interesses);
    assert.equal(await page.getByLabel('Show as toggle switch').isChecked(), true, 'still set after a reload');
    await page.getByLabel('Show as toggle switch').uncheck(); // only slide-check goes
    assert.equal(await containerOf(page, fields.interesses), '');
    await page.getByLabel('Show as toggle switch').check();
    await openField(page, fields.email);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    await closeDrawer(page);
    await publish(page);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('sets placeholders and floating labels in Advanced → Display Settings, and the canvas shows the placeholders', async () => {
    const page = await builderPage(site.browser, newPage, logIn);
    await openBuilder(page, form.id);
    await openFormSettings(page);
    await page.getByLabel('Floating labels (with labels as placeholders)').check(); // takes placeholder mode with it
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true);
    assert.equal(await wrapperOf(page), 'mijn-formulier placeholder float-labels');
    assert.deepEqual(await axeViolations(page, '.vormgever-form-settings'), []);
    await shoot(page, ['#nf-drawer h3.toggle:has-text("Advanced")', '.vormgever-form-settings'], 'editor-ninjaforms-form.png');
    await closeDrawer(page);
    await showFields(page);
    assert.equal(await page.getAttribute(`#nf-field-${fields.email}`, 'placeholder'), 'E-mailadres *', 'the canvas shows the label as placeholder');
    assert.equal(await page.locator(`#field-${fields.email} .nf-realistic-field--label`).evaluate((label) => label.getBoundingClientRect().width <= 1), true, 'and hides the label');
    await publish(page);
    assert.equal(stored(form.id).wrapper, 'mijn-formulier placeholder float-labels');
    await openBuilder(page, form.id);
    await openFormSettings(page);
    assert.equal(await page.getByLabel('Floating labels (with labels as placeholders)').isChecked(), true, 'still set after a reload');
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('shows a marker typed into Container (Developer Mode) as set while it is typed', async () => {
    devMode(true);
    const page = await builderPage(site.browser, newPage, logIn);
    await openBuilder(page, form.id);
    await openField(page, fields.voornaam);
    await page.fill('#nf-drawer input#container_class', 'mijn-class add vg-icon-user end');
    assert.equal(await page.getAttribute('#vormgever-icon-user', 'aria-selected'), 'true');
    await page.locator('#nf-drawer input#container_class').blur(); // the builder stores it
    assert.equal(await containerOf(page, fields.voornaam), 'mijn-class add vg-icon-user end');
    await page.locator('#vormgever-icon-none').click();
    assert.equal(await page.inputValue('#nf-drawer input#container_class'), 'mijn-class', 'its textbox follows');
    devMode(false);
    await page.close();
  });

  it('shows the form enhanced on its page and in the builder\'s Preview', async () => {
    const expected = { icons: [`${fields.email}: vg-icon-mail vg-icon`, `${fields.soort}: vg-icon-user vg-icon`].sort(), switches: ['switch', 'switch', 'switch'], email: 'E-mailadres *', modes: ['placeholder', 'float-labels'] };
    const visitor = await newPage(site.browser);
    await visitor.goto(`${url}${form.path}`);
    const seen = await enhanced(visitor, form.id);
    assert.deepEqual({ ...seen, icons: seen.icons.filter((icon) => !icon.endsWith('vg-icon-mail vg-icon') || icon.startsWith(`${fields.email}:`)) }, expected);
    assert.equal(seen.icons.filter((icon) => icon.endsWith('vg-icon-mail vg-icon')).length, 2, 'the copy has its icon too');
    assert.deepEqual(pageErrors(visitor), []);
    await visitor.close();

    // An unsaved change, then Preview Changes: the builder's own preview, a page of the site.
    const owner = await builderPage(site.browser, newPage, logIn);
    await openBuilder(owner, form.id);
    await openField(owner, fields.plaats);
    await owner.getByLabel('Search icons').fill('plaats');
    await owner.keyboard.press('ArrowDown');
    // Closing the drawer sends the unsaved form for the Preview (nf_preview_update); its link waits for the answer.
    const sent = owner.waitForResponse((response) => /nf_preview_update/.test(response.request().postData() ?? ''));
    await closeDrawer(owner);
    await sent;
    const [preview] = await Promise.all([owner.context().waitForEvent('page'), owner.locator('#nf-builder .nf-app-menu a.preview').click()]);
    preview.messages = [];
    preview.on('pageerror', (error) => preview.messages.push(pageErrorLine(error)));
    const previewed = await enhanced(preview, form.id);
    assert.ok(previewed.icons.some((icon) => icon.startsWith(`${fields.plaats}:`)), `the unsaved icon in the Preview: ${previewed.icons.join(', ')}`);
    assert.deepEqual(previewed.modes, expected.modes);
    assert.deepEqual(preview.messages, []);
    await preview.close();
    await owner.close();
  });

  it('exports, imports and duplicates the form with its own screens into forms that carry everything', async () => {
    const before = stored(form.id);
    const page = await builderPage(site.browser, newPage, logIn);
    const where = []; // each uncaught error's stack: whose script it was
    page.on('pageerror', (error) => where.push(`${page.url()}: ${error.stack}`));
    await page.goto(`${url}/wp-admin/admin.php?page=nf-import-export`);
    await page.selectOption('#nf_export_form', String(form.id));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#nf_export_form_submit')]);
    const file = join(tmpdir(), `vormgever-ninjaforms-${process.pid}.nff`);
    await download.saveAs(file);
    assert.ok(readFileSync(file, 'utf8').includes('vg-icon-mail'), 'the export holds the icon');
    await page.goto(`${url}/wp-admin/admin.php?page=nf-import-export`);
    await page.setInputFiles('#nf-import-file', file);
    await page.click('#nf-import-form-submit');
    await page.waitForSelector('#nf-import-url[href*="form_id="]', { state: 'attached', timeout: 60000 });
    await page.waitForSelector('#row-nf-import-response', { state: 'visible' });
    const imported = Number(new URL(await page.getAttribute('#nf-import-url', 'href')).searchParams.get('form_id'));
    rmSync(file, { force: true });
    assert.notEqual(imported, form.id);
    assert.deepEqual(stored(imported), before, 'the import carries every class');

    await page.goto(`${url}/wp-admin/admin.php?page=ninja-forms`);
    const row = page.locator('.nf-table-display tbody tr', { has: page.locator(`a[href$="form_id=${form.id}"]`) });
    const count = await page.locator('.nf-table-display tbody tr').count();
    await row.locator('.nf-item-edit').click(); // its cog shows the row's actions
    await row.locator('a.duplicate').click();
    await page.waitForFunction((count) => document.querySelectorAll('.nf-table-display tbody tr').length > count, count);
    const copy = wp(`return max( array_map( function ( $f ) { return (int) $f->get_id(); }, Ninja_Forms()->form()->get_forms() ) );`);
    assert.deepEqual(stored(copy), before, 'the duplicate carries every class');

    await openBuilder(page, imported);
    const importedEmail = wp(`foreach ( Ninja_Forms()->form( ${imported} )->get_fields() as $f ) { if ( 'email' === $f->get_setting( 'key' ) ) { return (int) $f->get_id(); } } return 0;`);
    await openField(page, importedEmail);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true', 'the imported form\'s settings show');
    // Its forms list's own script throws on WordPress 7.1 after the duplicate (build/dashboard.js, an
    // ajaxComplete handler): its own, on a screen Vormgever has no script on (tested below).
    const theirs = where.filter((entry) => /plugins\/ninja-forms\/build\/dashboard\.js/.test(entry.split('\n')[1] ?? ''));
    if (theirs.length) console.log(`[editor-ninjaforms] Ninja Forms' own errors on its forms list: ${theirs.join('\n')}`);
    assert.deepEqual(where.filter((entry) => !theirs.includes(entry)), []);
    await page.close();
  });

  it('keeps a hostile class inert: imported (its import makes it harmless), and stored whole (the builder)', async () => {
    const hostileField = 'x"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><img/src/onerror=window.__vgHacked=2> end';
    const hostileForm = 'placeholder "><img src=x onerror="window.__vgHacked=3">';
    const hacked = (page) => page.evaluate(() => window.__vgHacked ?? null);
    const page = await builderPage(site.browser, newPage, logIn);

    // A hostile export, imported by its own screen: it strips what is not a class name from a field's
    // classes (not from the form's: its template escapes that one).
    const file = join(tmpdir(), `vormgever-ninjaforms-hostile-${process.pid}.nff`);
    writeFileSync(file, JSON.stringify({ settings: { title: 'Vijandig', wrapper_class: hostileForm }, fields: [{ type: 'email', key: 'email', label: 'E-mailadres', order: 1, container_class: hostileField }, { type: 'submit', key: 'verzenden', label: 'Verzenden', order: 2 }], actions: [] }));
    await page.goto(`${url}/wp-admin/admin.php?page=nf-import-export`);
    await page.setInputFiles('#nf-import-file', file);
    await page.click('#nf-import-form-submit');
    await page.waitForSelector('#row-nf-import-response', { state: 'visible', timeout: 60000 });
    const imported = Number(new URL(await page.getAttribute('#nf-import-url', 'href')).searchParams.get('form_id'));
    rmSync(file, { force: true });
    const classes = stored(imported);
    assert.ok(!Object.values(classes.fields).some((value) => /[<>"]/.test(value)), `no markup left: ${JSON.stringify(classes.fields)}`);
    assert.equal(classes.wrapper, hostileForm);
    const path = wp(`return wp_make_link_relative( get_permalink( wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Vijandig', 'post_content' => '[ninja_form id=${imported}]' ) ) ) );`);
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.waitForSelector('.nf-form-cont .nf-field-container');
    await settle(page);
    assert.equal(await hacked(page), null, 'the page ran nothing');
    const importedEmail = wp(`foreach ( Ninja_Forms()->form( ${imported} )->get_fields() as $f ) { if ( 'email' === $f->get_setting( 'type' ) ) { return (int) $f->get_id(); } } return 0;`);
    await openBuilder(page, imported);
    await openField(page, importedEmail);
    assert.equal(await hacked(page), null, 'the builder ran nothing');

    // Stored whole, as a database edit or another plugin could: Vormgever keeps the builder inert (Ninja
    // Forms' own front-end template prints a Container class unescaped: its own, not tested here).
    wp(`$f = Ninja_Forms()->form( ${form.id} )->get_field( ${fields.voornaam} ); $f->update_setting( 'container_class', ${JSON.stringify(hostileField)} )->save();
        $form = Ninja_Forms()->form( ${form.id} )->get(); $form->update_setting( 'wrapper_class', ${JSON.stringify(hostileForm)} )->save();
        WPN_Helper::build_nf_cache( ${form.id} ); return true;`);
    await openBuilder(page, form.id);
    await openField(page, fields.voornaam);
    assert.match(await page.locator('#vormgever_notices').innerText(), /vg-icon-/, 'named as text');
    assert.equal(await page.locator('#nf-drawer .vormgever-nf-setting :is(img[src="x"], [onerror])').count(), 0);
    await page.locator('#vormgever-icon-user').click();
    await closeDrawer(page);
    await openFormSettings(page);
    await page.getByLabel('Floating labels (with labels as placeholders)').check();
    assert.equal(await hacked(page), null, 'the builder ran nothing');
    await closeDrawer(page);
    await publish(page);
    assert.equal(stored(form.id).fields.voornaam.includes('vg-icon-user'), true);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('loads its script and stylesheet on the builder only, for users who may save forms there', async () => {
    const page = await builderPage(site.browser, newPage, logIn);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-ninjaforms.js"], link[href*="vormgever-editor-ninjaforms.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=ninja-forms&form_id=${form.id}`), 2, 'the builder');
    for (const path of ['index.php', 'admin.php?page=ninja-forms', 'admin.php?page=nf-settings', 'admin.php?page=nf-import-export']) assert.equal(await ours(path), 0, path);
    await page.close();
    // As the builder's page asks (wp-admin loads the file; this one-off PHP is no admin request).
    const may = wp(`require_once WP_PLUGIN_DIR . '/vormgever/includes/editors/ninjaforms.php';
      $editor = wp_insert_user( array( 'user_login' => 'nf-redacteur', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
      $ask = function ( $user ) { wp_set_current_user( $user ); return vormgever_ninjaforms_user_may_edit(); };
      $result = array( 'admin' => $ask( 1 ), 'editor' => $ask( $editor ) );
      $cap = function () { return 'edit_pages'; };
      add_filter( 'ninja_forms_admin_all_forms_capabilities', $cap );
      $result['editor, given the builder'] = $ask( $editor );
      remove_filter( 'ninja_forms_admin_all_forms_capabilities', $cap );
      wp_delete_user( $editor ); return $result;`);
    assert.deepEqual(may, { admin: true, editor: false, 'editor, given the builder': true });
  });
});
