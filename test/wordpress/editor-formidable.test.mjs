// Vormgever in Formidable Forms' own builder and form Settings page (FORMIDABLE_DIR): each setting set by
// clicking and typing only, as a site owner does; the chips of CSS Layout Classes; the canvas; saving,
// and a reload showing what was saved; the builder's unsaved-changes prompt; the front end and its
// Preview enhanced; fields loaded later, a field's copy, saving by AJAX; the form's export, import and
// duplicate; hostile classes; where the script loads. The screenshots of docs/editor.md's Formidable
// part are taken here. Without FORMIDABLE_DIR, run.mjs says the editor was not covered; the unit tests
// (test/unit/editor-formidable.test.ts) run the adapter on the builder's captured markup.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations, shoot } from './editor-page.mjs';
import { logIn, newPage, pageErrors, url, useBrowser, wp } from './wp.mjs';

const real = JSON.parse(process.env.VG_WP_BUILDERS || '{}').formidable;
const skip = real ? false : 'NOT COVERED: needs the real Formidable Forms (FORMIDABLE_DIR)';
const site = useBrowser(skip);
const formFile = new URL('./php/editors/formidable-form.php', import.meta.url).pathname;

/** A new form made through Formidable's API (php/editors/formidable-form.php): its id, key, fields' ids, page. */
const newForm = (title) => wp(`$vg_title = ${JSON.stringify(title)}; return require ${JSON.stringify(formFile)};`);
/** The stored CSS Layout Classes of a form's fields, by field id, and its Form Classes. */
const stored = (id) =>
  wp(`
    $fields = array();
    foreach ( FrmField::get_all_for_form( ${id} ) as $field ) { $fields[ $field->id ] = (string) ( $field->field_options['classes'] ?? '' ); }
    return array( 'fields' => $fields, 'form' => (string) ( FrmForm::getOne( ${id} )->options['form_class'] ?? '' ) );`);

const builderUrl = (id) => `${url}/wp-admin/admin.php?page=formidable&frm_action=edit&id=${id}`;
const settingsUrl = (id) => `${url}/wp-admin/admin.php?page=formidable&frm_action=settings&id=${id}`;

async function openBuilder(page, id) {
  await page.goto(builderUrl(id));
  await page.waitForFunction(() => window.vormgeverEditor && !document.querySelector('.frm_field_loading'));
}

/** Clicks a field on the canvas, as an owner does (near its top left corner: its label may be out of sight), until its settings are shown. */
async function selectField(page, field) {
  await page.click(`#frm_field_id_${field}`, { position: { x: 4, y: 4 } });
  await page.waitForSelector(`#frm-options-panel #frm-single-settings-${field}:not(.frm_hidden) [data-vormgever-row]`, { state: 'attached' });
}

const classes = (page, field) => page.inputValue(`#frm_classes_${field}`);
const chips = (page, field) => page.locator(`#frm-single-settings-${field} .frm-token-value`).allTextContents();
const shownIcons = (page) => page.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));

/**
 * Whether leaving now asks first: the owner clicks the builder's Close (its header's ×). A prompt (the
 * builder's beforeunload) is answered "stay", and the page stays; without one, the forms list opens.
 */
async function asksBeforeLeaving(page) {
  const leaving = page.url();
  const asked = new Promise((done) => {
    const onDialog = async (dialog) => {
      done(dialog.type());
      await dialog.dismiss();
    };
    page.once('dialog', onDialog);
    page.waitForURL((address) => address.href !== leaving, { timeout: 20000 }).then(
      () => {
        page.off('dialog', onDialog);
        done(null);
      },
      () => done(null),
    );
  });
  await page.click('.frm-full-close a');
  const type = await asked;
  if (type) assert.equal(page.url(), leaving, 'stayed');
  return type === 'beforeunload';
}

/** What Vormgever did to the form on a page: switches, icons, placeholders, the form's classes. */
function enhanced(page, key) {
  return page.evaluate((formKey) => {
    const form = document.getElementById(`form_${formKey}`);
    const field = (label) => [...form.querySelectorAll('.frm_form_field')].find((item) => item.querySelector(':scope > .frm_primary_label')?.textContent.trim().startsWith(label));
    return {
      form: ['placeholder', 'float-labels'].filter((name) => form.classList.contains(name)),
      switches: [...form.querySelectorAll('.slide-check input[type=checkbox]')].map((input) => input.getAttribute('role')),
      icons: [...form.querySelectorAll('i.vg-icon')].map((icon) => icon.className),
      email: field('E-mailadres').querySelector('input').getAttribute('placeholder'),
      first: field('Naam').querySelector('[data-sub-field-name="first"] input').getAttribute('placeholder'),
    };
  }, key);
}

describe("Formidable Forms' builder and form Settings page (the real Formidable)", { skip }, () => {
  let form;
  let fields;

  before(() => {
    assert.deepEqual(wp(`$r = activate_plugin( 'formidable/formidable.php' ); return is_wp_error( $r ) ? $r->get_error_message() : true;`), true);
    form = newForm('Editor Formidable');
    fields = form.fields;
    // What an owner's "Dismiss Checklist" stores: the builder's welcome tour out of the way.
    wp(`$c = (array) get_option( 'frm-welcome-tour', array() ); $c['dismissed'] = true; update_option( 'frm-welcome-tour', $c ); return true;`);
  });
  after(() => {
    if (form) wp(`deactivate_plugins( 'formidable/formidable.php' ); return true;`);
  });

  it('sets switches and an icon by clicking and typing, shows them on the canvas, keeps them after saving, and prompts only for a change', async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openBuilder(page, form.id);

    // A search is no change: leaving asks nothing.
    await selectField(page, fields.email);
    await page.getByLabel('Search icons').fill('mail');
    await selectField(page, fields.message);
    assert.equal(await asksBeforeLeaving(page), false, 'no prompt after a search');
    await openBuilder(page, form.id);

    // The checkboxes: a class of the owner's typed as a chip, then "Show as toggle switch".
    await selectField(page, fields.interest);
    assert.equal(await page.locator('[data-vormgever-setting=icon]').isVisible(), false, 'no icon picker on checkboxes');
    await page.click(`#frm_classes_${fields.interest}-proxy-input`);
    await page.keyboard.type('mijn-keuze ');
    await page.click('label[for=vormgever_switch]');
    assert.equal(await classes(page, fields.interest), 'mijn-keuze slide-check');
    assert.deepEqual(await chips(page, fields.interest), ['mijn-keuze', 'slide-check']);
    const box = page.locator(`#frm_field_id_${fields.interest}`);
    assert.equal(await box.evaluate((li) => li.classList.contains('vormgever-canvas-switch')), true, 'the canvas shows a switch');
    assert.equal(await box.locator('input[type=checkbox]').first().evaluate((input) => getComputedStyle(input).appearance), 'none');
    await shoot(page, [`#frm-single-settings-${fields.interest} .frm_grid_container .frm-inline-flex`, `#frm-single-settings-${fields.interest} .frm-token-container`], 'editor-formidable-switch.png');

    // The GDPR field (loaded after the tenth where the builder loads by AJAX): "slide-check" typed as a chip shows as set.
    await selectField(page, fields.consent);
    await page.click(`#frm_classes_${fields.consent}-proxy-input`);
    await page.keyboard.type('slide-check');
    await page.keyboard.press('Enter');
    assert.equal(await page.isChecked('#vormgever_switch'), true, 'a typed marker shows as set');
    assert.equal(await page.locator(`#frm_field_id_${fields.consent}`).evaluate((li) => li.classList.contains('vormgever-canvas-switch')), true);

    // The e-mail field: search in Dutch, choose by keyboard alone.
    await selectField(page, fields.email);
    assert.equal(await page.locator('[data-vormgever-setting=switch]').isVisible(), false, 'no switch on an e-mail field');
    await page.getByLabel('Search icons').fill('');
    await page.getByLabel('Search icons').click();
    await page.keyboard.type('envelop');
    const found = await shownIcons(page);
    assert.ok(found[0] === '' && found.includes('mail') && found.length <= 6, `"None", then mail among a few: ${found.join(', ')}`);
    await page.keyboard.press('ArrowDown');
    for (let presses = 0; presses < found.length && (await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant')) !== 'vormgever-icon-mail'; presses++) await page.keyboard.press('ArrowDown');
    assert.equal(await classes(page, fields.email), 'mijn-class add vg-icon-mail end', "the owner's class stays");
    assert.deepEqual(await chips(page, fields.email), ['mijn-class', 'add', 'vg-icon-mail', 'end']);
    assert.equal(await page.locator(`#frm_field_id_${fields.email} .vormgever-canvas-icon[data-icon=mail]`).count(), 1, 'the canvas shows the icon');
    await page.keyboard.press('Home');
    assert.equal(await classes(page, fields.email), 'mijn-class', 'None removes the icon');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.getByLabel('Search icons').fill('e-mail');
    await page.locator('#vormgever-icon-mail').click();
    assert.equal(await classes(page, fields.email), 'mijn-class add vg-icon-mail end');
    assert.deepEqual(await axeViolations(page, '#vormgever_icon_picker'), [], 'the picker is axe-clean');
    await shoot(page, [`#frm-single-settings-${fields.email} .frm-token-container`, '[data-vormgever-setting=icon]'], 'editor-formidable-picker.png');
    await page.getByLabel('Search icons').fill('');

    // A chip of the marker deleted by hand is put back, and the notice says why.
    await page.locator(`#frm-single-settings-${fields.email} .frm-token`, { hasText: /^add$/ }).locator('.frm-token-remove').click();
    assert.equal(await classes(page, fields.email), 'mijn-class add vg-icon-mail end');
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" belongs to the icon chosen under Icon, so it was put back/);
    assert.deepEqual(await chips(page, fields.email), ['mijn-class', 'add', 'vg-icon-mail', 'end']);

    // The name field: an icon on its first part.
    await selectField(page, fields.name);
    await page.getByLabel('Search icons').fill('gebruiker');
    await page.locator('#vormgever-icon-user').click();
    assert.equal(await classes(page, fields.name), 'add vg-icon-user end');
    assert.equal(await page.locator(`#frm_field_id_${fields.name} [data-sub-field-name=first] .vormgever-canvas-icon`).count(), 1);

    // What a marker will not do, said where it is typed.
    await selectField(page, fields.phone);
    assert.match(await page.locator('#vormgever_notices').innerText(), /Font Awesome/);
    await selectField(page, fields.subject);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    await selectField(page, fields.choice);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"slide-check" only works on checkbox and consent fields/);

    assert.equal(await asksBeforeLeaving(page), true, 'a change not saved: the builder asks before leaving');
    await Promise.all([page.waitForNavigation(), page.click('#frm_submit_side_top')]);
    const saved = stored(form.id);
    assert.equal(saved.fields[fields.interest], 'mijn-keuze slide-check');
    assert.equal(saved.fields[fields.consent], 'slide-check');
    assert.equal(saved.fields[fields.email], 'mijn-class add vg-icon-mail end');
    assert.equal(saved.fields[fields.name], 'add vg-icon-user end');
    assert.equal(saved.fields[fields.phone], 'add fa-solid fa-phone end', 'untouched fields as they were');

    await openBuilder(page, form.id);
    await selectField(page, fields.interest);
    assert.equal(await page.isChecked('#vormgever_switch'), true, 'still set after a reload');
    await selectField(page, fields.email);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    assert.equal(await page.locator(`#frm_field_id_${fields.email} .vormgever-canvas-icon`).count(), 1);
    assert.deepEqual(pageErrors(page), []);
    assert.equal(await asksBeforeLeaving(page), false, 'saved: leaving asks nothing');
    await page.close();
  });

  it('sets Labels as placeholders and Floating labels on the Settings page; the builder shows the placeholders on its next load', async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await page.goto(settingsUrl(form.id));
    await page.waitForFunction(() => window.vormgeverEditor);
    await page.getByLabel('Floating labels (with labels as placeholders)').check(); // takes placeholder mode with it
    assert.equal(await page.isChecked('#vormgever_placeholder'), true);
    assert.equal(await page.inputValue('input[name="options[form_class]"]'), 'mijn-formulier placeholder float-labels');
    assert.deepEqual(await axeViolations(page, '#advanced_settings'), []);
    await shoot(page, ['label[for=show_title]', 'label[for="vormgever_float-labels"]'], 'editor-formidable-form.png');
    assert.equal(await asksBeforeLeaving(page), true, 'a change not saved: the Settings page asks before leaving');
    await Promise.all([page.waitForNavigation(), page.click('#frm_submit_side_top')]);
    assert.equal(stored(form.id).form, 'mijn-formulier placeholder float-labels');
    await page.goto(settingsUrl(form.id));
    await page.waitForFunction(() => window.vormgeverEditor);
    assert.equal(await page.isChecked('#vormgever_float-labels'), true, 'still set after a reload');
    assert.equal(await asksBeforeLeaving(page), false);

    await openBuilder(page, form.id);
    const email = page.locator(`#frm_field_id_${fields.email} .frm_form_fields input`);
    assert.equal(await email.getAttribute('placeholder'), 'E-mailadres *', 'the canvas shows the label as placeholder');
    assert.equal(await page.locator(`#frm_field_id_${fields.email} .frm_primary_label`).evaluate((label) => label.getBoundingClientRect().width <= 1), true, 'and hides the label');
    assert.equal(await page.getAttribute(`#frm_field_id_${fields.name} [data-sub-field-name=first] input`, 'placeholder'), 'Naam: First Name');
    await selectField(page, fields.city); // selecting is still the builder's
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('shows the form enhanced on its page and on the Preview, with and without the theme', async () => {
    const expected = {
      form: ['placeholder', 'float-labels'],
      switches: ['switch', 'switch', 'switch', 'switch'],
      icons: ['vg-icon-user vg-icon', 'vg-icon-mail vg-icon'],
      email: 'E-mailadres *',
      first: 'Naam: First Name',
    };
    const read = async (page, address) => {
      await page.goto(address);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      await page.hover(`form.frm-show-form`, { position: { x: 5, y: 5 } });
      await page.evaluate(() => window.vormgever.controller.settled());
      return enhanced(page, form.key);
    };
    const visitor = await newPage(site.browser);
    const seen = await read(visitor, `${url}${form.path}`);
    assert.deepEqual({ ...seen, icons: seen.icons.filter((icon) => /vg-icon-(user|mail) /.test(icon)) }, expected);
    assert.deepEqual(pageErrors(visitor), []);
    await visitor.close();
    const owner = await newPage(site.browser);
    await logIn(owner);
    for (const theme of ['', '&theme=1']) {
      const preview = await read(owner, `${url}/wp-admin/admin-ajax.php?action=frm_forms_preview&form=${form.key}${theme}`);
      assert.deepEqual(preview, seen, `the Preview${theme ? ' in the theme' : ''} as the page`);
    }
    assert.deepEqual(pageErrors(owner), []);
    await owner.close();
  });

  it('keeps it all where the builder loads fields later and saves by AJAX, in a field\'s copy, and turning a switch off removes only slide-check', async () => {
    wp(`$o = FrmForm::getOne( ${form.id} )->options; $o['ajax_load'] = 1; FrmForm::update( ${form.id}, array( 'options' => $o ) ); return true;`);
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    const response = await page.goto(builderUrl(form.id));
    assert.match(await response.text(), new RegExp(`id="frm_field_id_${fields.consent}"[^>]*frm_field_loading`), 'the GDPR field comes later');
    await page.waitForFunction(() => window.vormgeverEditor && !document.querySelector('.frm_field_loading'));
    assert.equal(await page.locator(`#frm_field_id_${fields.consent}`).evaluate((li) => li.classList.contains('vormgever-canvas-switch')), true, 'a field loaded later shows its switch');

    // Its copy, while the original has a change not yet saved: the same switch.
    await selectField(page, fields.consent);
    await page.click('label[for=vormgever_switch]'); // off, not saved
    const before = await page.locator('li.form-field[data-type=gdpr]').count();
    await page.hover(`#frm_field_id_${fields.consent}`);
    await page.click(`#frm_field_id_${fields.consent} .frm-field-action-icons .dropdown-toggle`);
    await page.click(`#frm_field_id_${fields.consent} .frm_clone_field`);
    await page.waitForFunction((count) => document.querySelectorAll('li.form-field[data-type=gdpr]').length === count + 1, before);
    const copy = await page.locator('li.form-field[data-type=gdpr]').last().getAttribute('data-fid');
    await page.waitForFunction((id) => document.getElementById(`frm_classes_${id}`)?.value === '', copy);
    assert.equal(await page.locator(`#frm_field_id_${copy}`).evaluate((li) => li.classList.contains('vormgever-canvas-switch')), false, 'the copy as its original shows');
    await selectField(page, fields.consent);
    await page.click('label[for=vormgever_switch]'); // on again

    // The checkboxes' switch off: only slide-check goes.
    await selectField(page, fields.interest);
    await page.click('label[for=vormgever_switch]');
    assert.equal(await classes(page, fields.interest), 'mijn-keuze');
    await page.click('#frm_submit_side_top');
    for (let tries = 0; stored(form.id).fields[fields.interest] !== 'mijn-keuze' && tries < 50; tries++) await page.waitForTimeout(200);
    const saved = stored(form.id).fields;
    assert.deepEqual([saved[fields.interest], saved[fields.consent], saved[copy]], ['mijn-keuze', 'slide-check', ''], 'saved by AJAX');
    assert.deepEqual(pageErrors(page), []);
    await page.close();
    wp(`FrmField::destroy( ${copy} ); $o = FrmForm::getOne( ${form.id} )->options; $o['ajax_load'] = 0; FrmForm::update( ${form.id}, array( 'options' => $o ) ); return true;`);
  });

  it("keeps everything in the builder's export, import and duplicate of the form", () => {
    const result = wp(`
      $plain = function ( $id ) {
        $fields = array();
        foreach ( FrmField::get_all_for_form( $id ) as $field ) { $fields[ $field->name . ' ' . $field->type ] = (string) ( $field->field_options['classes'] ?? '' ); }
        return array( 'form' => (string) FrmForm::getOne( $id )->options['form_class'], 'fields' => $fields );
      };
      $copy = FrmForm::duplicate( ${form.id} );
      ob_start();
      FrmXMLController::generate_xml( array( 'forms' ), array( 'ids' => array( $copy ) ) );
      $xml  = ob_get_clean();
      $copied = $plain( $copy );
      $key  = FrmForm::getOne( $copy )->form_key;
      FrmForm::destroy( $copy );
      $file = wp_tempnam( 'vormgever-formidable.xml' );
      file_put_contents( $file, $xml );
      $imported = FrmXMLHelper::import_xml( $file );
      unlink( $file );
      $new = FrmForm::get_id_by_key( $key );
      return array( 'old' => $plain( ${form.id} ), 'copy' => $copied, 'imported' => $plain( $new ), 'forms' => $imported['imported']['forms'] ?? null, 'new' => (int) $new );`);
    assert.equal(result.forms, 1);
    assert.notEqual(result.new, form.id);
    assert.equal(result.old.form, 'mijn-formulier placeholder float-labels');
    assert.deepEqual(result.copy, result.old, 'a duplicate carries everything');
    assert.deepEqual(result.imported, result.old, 'so do export and import');
  });

  it('keeps hostile classes inert: in the builder, on the Preview and the front end', async () => {
    const hostile = newForm('Hostile Formidable');
    const hostileField = `x"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><img/src/onerror=window.__vgHacked=2> end ${'a'.repeat(3000)}`;
    const stored = wp(`
      FrmField::update( ${hostile.fields.email}, array( 'field_options' => array_merge( FrmField::getOne( ${hostile.fields.email} )->field_options, array( 'classes' => ${JSON.stringify(hostileField)} ) ) ) );
      FrmField::update( ${hostile.fields.interest}, array( 'field_options' => array_merge( FrmField::getOne( ${hostile.fields.interest} )->field_options, array( 'classes' => 'slide-check add "><svg/onload=window.__vgHacked=4>' ) ) ) );
      $o = FrmForm::getOne( ${hostile.id} )->options; $o['form_class'] = 'placeholder "><script>window.__vgHacked=3</script>'; FrmForm::update( ${hostile.id}, array( 'options' => $o ) );
      return FrmField::getOne( ${hostile.fields.email} )->field_options['classes'];`);
    const page = await newPage(site.browser);
    await logIn(page);
    await openBuilder(page, hostile.id);
    await selectField(page, hostile.fields.email);
    assert.match(await page.locator('#vormgever_notices').innerText(), /vg-icon-/, 'the hostile icon name is named, as text');
    assert.equal(await page.locator('#vormgever_notices img, #vormgever_notices svg, #vormgever_notices script').count(), 0);
    await selectField(page, hostile.fields.interest);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    assert.equal(await page.evaluate(() => window.__vgHacked ?? null), null, `the builder ran nothing (stored: ${stored.slice(0, 60)}…)`);
    for (const address of [`${url}/wp-admin/admin-ajax.php?action=frm_forms_preview&form=${hostile.key}`, `${url}${hostile.path}`]) {
      await page.goto(address);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      assert.equal(await page.evaluate(() => window.__vgHacked ?? null), null, address);
    }
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('loads the admin script and stylesheet on the builder and the Settings page only, for those who may edit forms', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-formidable.js"], link[href*="vormgever-editor-formidable.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=formidable&frm_action=edit&id=${form.id}`), 2, 'the builder');
    assert.equal(await ours(`admin.php?page=formidable&frm_action=settings&id=${form.id}`), 2, 'the Settings page');
    for (const path of ['index.php', 'admin.php?page=formidable', `admin.php?page=formidable-entries&form=${form.id}`, 'admin.php?page=formidable-settings', 'options-general.php?page=vormgever']) {
      assert.equal(await ours(path), 0, path);
    }
    await page.close();
    // Who: asked of the plugin's hook directly, as the builder's page would (a user without frm_edit_forms gets nothing).
    const who = wp(`
      // The admin room's files, which a request of wp-admin loads (editor.php, on plugins_loaded, for an active Formidable).
      require_once WP_PLUGIN_DIR . '/vormgever/includes/editor.php';
      require_once WP_PLUGIN_DIR . '/vormgever/includes/editors/formidable.php';
      $_GET = array( 'page' => 'formidable', 'frm_action' => 'edit', 'id' => '${form.id}' );
      $GLOBALS['pagenow'] = 'admin.php';
      $editor = wp_insert_user( array( 'user_login' => 'vg-editor-' . wp_rand(), 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
      $asked = array();
      foreach ( array( 'editor' => $editor, 'admin' => 1 ) as $who => $user ) {
        wp_set_current_user( $user );
        wp_dequeue_script( 'vormgever-editor-formidable' );
        vormgever_formidable_editor_assets();
        $asked[ $who ] = wp_script_is( 'vormgever-editor-formidable', 'enqueued' );
      }
      wp_delete_user( $editor );
      return $asked;`);
    assert.deepEqual(who, { editor: false, admin: true });
  });
});
