// Vormgever in Fluent Forms' own editor and its form's Settings & Integrations screen (FLUENTFORM_DIR),
// driven as an owner does, by clicking and typing: a switch, an icon found by searching, typed markers,
// Fluent's own Duplicate, the canvas; its unsaved-changes prompt; saving (nothing of Vormgever's stored
// but the Container Class), a reload; Labels as placeholders and Floating labels in Vormgever's entry
// of the settings screen (Fluent's own Save keeps them); the form on its page; Fluent's export, import
// and duplicate; where the scripts load; hostile classes. It takes docs/editor-fluentform-*.png.
// Without FLUENTFORM_DIR run.mjs says NOT COVERED; test/unit/fluentform-*.test.ts cover the adapter on
// captured markup (fixtures/editors/).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations, shoot } from './editor-page.mjs';
import { canvasItem, containerClassInput, editorUrl, newFormPhp, openEditor, selectField, settingsUrl, storedPhp } from './editor-fluentform-page.mjs';
import { logIn, newPage, pageErrors, url, useBrowser, wp } from './wp.mjs';

const given = JSON.parse(process.env.VG_WP_BUILDERS || '{}').fluentform;
const skip = given ? false : "NOT COVERED: needs the real Fluent Forms (FLUENTFORM_DIR)";
const site = useBrowser(skip);

const stored = (id) => wp(storedPhp(id));
// Vormgever's editor files load in wp-admin only (editor.php): PHP run outside it asks for them.
const adminCode = `require_once WP_PLUGIN_DIR . '/vormgever/includes/editors/fluentform.php';`;
const classesOf = (id) => Object.fromEntries(stored(id).classes);
/** Waits until the stored form says `expected` (the editor saves by AJAX). */
async function storedAs(id, expected) {
  for (let tries = 0; ; tries++) {
    const classes = classesOf(id);
    if (Object.entries(expected).every(([label, value]) => classes[label] === value) || tries > 60) return assert.deepEqual(Object.fromEntries(Object.keys(expected).map((label) => [label, classes[label]])), expected);
    await new Promise((done) => setTimeout(done, 250));
  }
}
/** The Container Class of the field shown, as Fluent's own input shows it (its Vue updates it after ours). */
async function shownClass(page, expected) {
  await page.waitForFunction((value) => [...document.querySelectorAll('.option-fields-section_active .el-form-item')].find((row) => row.querySelector('.el-form-item__label')?.textContent.includes('Container Class'))?.querySelector('input').value === value, expected, { timeout: 5000 }).catch(() => {});
  assert.equal(await containerClassInput(page).inputValue(), expected);
}
const shownIcons = (page) => page.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));
/** Presses ArrowDown in the listbox until `name` is chosen (selection follows focus). */
async function arrowTo(page, name) {
  for (let presses = 0; presses < 20; presses++) {
    if ((await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant')) === `vormgever-icon-${name}`) return;
    await page.keyboard.press('ArrowDown');
  }
  assert.fail(`${name} was not reached: ${await shownIcons(page)}`);
}
/** Searches the picker and chooses `name` by keyboard alone. */
async function chooseIcon(page, search, name) {
  await page.getByLabel('Search icons').fill('');
  await page.getByLabel('Search icons').click();
  await page.keyboard.type(search);
  const shown = await shownIcons(page);
  assert.ok(shown.includes(name) && shown.length <= 6, `"${search}" finds ${name} among a few: ${shown.join(', ')}`);
  await page.keyboard.press('ArrowDown');
  await arrowTo(page, name);
}
const iconOn = (page, text) => canvasItem(page, text).then((item) => item.locator('.vormgever-canvas-icon').evaluateAll((icons) => icons.map((icon) => icon.dataset.icon)));
/** The Container Class's row of the field shown (Fluent's own setting). */
const containerRow = '.option-fields-section_active .el-form-item:has(> .el-form-item__label:has-text("Container Class"))';
const switchOn = (page, text) => canvasItem(page, text).then((item) => item.evaluate((element) => element.classList.contains('vormgever-canvas-switch')));

describe("Vormgever in Fluent Forms' editor (the real Fluent Forms)", { skip }, () => {
  let form;
  before(() => {
    const activated = wp(`$result = activate_plugin( 'fluentform/fluentform.php' ); return is_wp_error( $result ) ? $result->get_error_message() : true;`);
    assert.equal(activated, true, 'Fluent Forms activated');
    form = wp(newFormPhp('Editor Fluent', 'mijn-formulier'));
  });
  after(() => wp(`deactivate_plugins( 'fluentform/fluentform.php' ); return true;`));

  it('sets switches and icons by clicking and typing, shows them on the canvas, asks before leaving unsaved, saves only the Container Class, and reads it back', async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1300 });
    const prompts = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss(); // stay on the page
    });
    await logIn(page);
    await openEditor(page, url, form.id);
    // Showing a field's settings changes nothing: no prompt on leaving (the setting's key was there as the editor loaded).
    await selectField(page, 'Interesses');
    await page.goto(`${url}/wp-admin/index.php`);
    assert.deepEqual(prompts, [], 'no prompt before any change');
    await openEditor(page, url, form.id);

    // The checkbox field: "Show as toggle switch", after its other class.
    await selectField(page, 'Interesses');
    assert.equal(await page.locator('#vormgever_icon_picker').isVisible(), false, 'no icon picker on a checkbox field');
    await page.getByText('Show as toggle switch').click();
    await shownClass(page, 'mijn-vak slide-check');
    assert.equal(await switchOn(page, 'Interesses'), true, 'the canvas shows a switch');
    assert.equal(await (await canvasItem(page, 'Interesses')).locator('input[type=checkbox]').first().evaluate((box) => getComputedStyle(box).appearance), 'none');
    // The consent field too (its setting is in its first section, where its Container Class is).
    await selectField(page, 'privacyverklaring');
    await page.getByText('Show as toggle switch').click();
    await shownClass(page, 'slide-check');
    assert.equal(await switchOn(page, 'privacyverklaring'), true);

    // The e-mail field: an icon by searching, by keyboard alone; None takes it away; the other class stays.
    await selectField(page, 'E-mail');
    assert.equal(await page.locator('#vormgever_switch').isVisible(), false, 'no switch on an e-mail field');
    await chooseIcon(page, 'mail', 'mail');
    await shownClass(page, 'mijn-klasse add vg-icon-mail end');
    assert.deepEqual(await iconOn(page, 'E-mail'), ['mail'], 'the canvas shows the icon');
    await page.keyboard.press('Home');
    await shownClass(page, 'mijn-klasse');
    assert.deepEqual(await iconOn(page, 'E-mail'), []);
    // A marker typed in Fluent's own Container Class shows as set, in the picker and on the canvas.
    await containerClassInput(page).fill('mijn-klasse add vg-icon-phone end');
    await page.waitForFunction(() => document.getElementById('vormgever-icon-phone')?.getAttribute('aria-selected') === 'true');
    assert.deepEqual(await iconOn(page, 'E-mail'), ['phone']);
    await chooseIcon(page, 'envelop', 'mail'); // Dutch finds it too
    await shownClass(page, 'mijn-klasse add vg-icon-mail end');
    assert.deepEqual(await axeViolations(page, '.option-fields-section_active .vormgever-settings'), [], 'the setting is axe-clean');
    // The pictures of docs/editor.md: the setting below Fluent's Container Class, and the canvas.
    await page.getByLabel('Search icons').fill('mail');
    await page.waitForFunction(() => [...document.querySelectorAll('#vormgever-picker-list [role=option]:not([hidden]) img')].every((img) => img.complete));
    await shoot(page, [containerRow, '.option-fields-section_active .vormgever-icon-setting'], 'editor-fluentform-settings.png');
    await page.getByLabel('Search icons').fill('');

    // The name field's icon stands before its first part; a field in a column container has its own.
    await selectField(page, 'Voornaam');
    await chooseIcon(page, 'gebruiker', 'user');
    await shownClass(page, 'add vg-icon-user end');
    const nameIcon = (await canvasItem(page, 'Voornaam')).locator('.vormgever-canvas-icon');
    assert.equal(await nameIcon.count(), 1);
    assert.match(await nameIcon.evaluate((icon) => icon.closest('.address-field-wrapper').textContent), /Voornaam/);
    await selectField(page, 'Plaats');
    await chooseIcon(page, 'woonplaats', 'map-pin');
    assert.deepEqual(await iconOn(page, 'Plaats'), ['map-pin']);

    // Mistakes, where they are made: a Font Awesome icon, half a marker on a radio field (no rows of its own there).
    await selectField(page, 'Onderwerp');
    assert.match(await page.locator('#vormgever_notices').innerText(), /Font Awesome/);
    await selectField(page, 'Voorkeur');
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    assert.equal(await page.locator('#vormgever_switch').isVisible(), false);
    assert.equal(await page.locator('#vormgever_icon_picker').isVisible(), false);

    // A field added from Fluent's palette has the setting too.
    await page.locator('.sidebar_elements_wrapper, .form-editor--sidebar').getByText('Input Fields', { exact: true }).click();
    await page.locator('.form-editor--sidebar').getByText('Website URL', { exact: true }).click();
    await page.waitForFunction(() => window.fluentFormEditorApp.form.dropzone.at(-1).element === 'input_url');
    const added = await page.evaluate(() => window.fluentFormEditorApp.form.dropzone.at(-1).settings.label);
    await selectField(page, added);
    await chooseIcon(page, 'website', 'globe');
    await shownClass(page, 'add vg-icon-globe end');

    // Fluent redraws: its own Duplicate of the e-mail field draws a copy, which shows the icon too.
    const email = await canvasItem(page, 'E-mail');
    await email.hover();
    await email.locator('.action-menu-item', { hasText: 'Duplicate' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('#js-form-editor--body .vormgever-canvas-icon[data-icon=mail]')].length === 2);
    await page.mouse.move(0, 0);
    await shoot(page, ['#js-form-editor--body .js-editor-item >> nth=0', `#js-form-editor--body .js-editor-item:has-text("Interesses") >> nth=0`], 'editor-fluentform-canvas.png');

    // Fluent's own unsaved-changes prompt: asked before leaving now, not after saving.
    await page.goto(`${url}/wp-admin/index.php`).catch(() => {}); // dismissed: the editor stays
    assert.deepEqual(prompts, ['beforeunload'], 'a Vormgever change counts as unsaved');
    assert.match(page.url(), /route=editor/);
    await page.click('#saveFormData');
    const expected = { Naam: 'add vg-icon-user end', 'E-mail': 'mijn-klasse add vg-icon-mail end', Onderwerp: 'add fa-solid fa-pen end', Interesses: 'mijn-vak slide-check', Voorkeur: 'add vg-icon-mail', Toestemming: 'slide-check', Plaats: 'add vg-icon-map-pin end', Bellen: '', [added]: 'add vg-icon-globe end' };
    await storedAs(form.id, expected);
    assert.equal(stored(form.id).key, false, 'no key of Vormgever\'s in the saved form');
    assert.deepEqual(classesOf(form.id)['E-mail'], 'mijn-klasse add vg-icon-mail end');
    assert.equal(stored(form.id).classes.filter(([label]) => label === 'E-mail').length, 2, 'the duplicate is saved with its class');
    await page.goto(editorUrl(url, form.id));
    assert.deepEqual(prompts, ['beforeunload'], 'no prompt after saving');

    // A reload shows what was saved; turning a switch off takes slide-check only.
    await openEditor(page, url, form.id);
    assert.deepEqual(await iconOn(page, 'Voornaam'), ['user']);
    assert.equal(await switchOn(page, 'privacyverklaring'), true);
    await selectField(page, 'E-mail');
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true', 'still set after a reload');
    await selectField(page, 'Interesses');
    assert.equal(await page.locator('#vormgever_switch').isChecked(), true);
    await page.getByText('Show as toggle switch').click();
    await shownClass(page, 'mijn-vak');
    assert.equal(await switchOn(page, 'Interesses'), false);
    await page.click('#saveFormData');
    await storedAs(form.id, { ...expected, Interesses: 'mijn-vak' });
    assert.equal(stored(form.id).key, false);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it("sets Labels as placeholders and Floating labels in Vormgever's entry of the settings screen; Fluent's own Save keeps them; the canvas shows them", async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await page.goto(settingsUrl(url, form.id));
    await page.locator('.ff_settings_list a', { hasText: 'Vormgever' }).click();
    await page.locator('.vormgever-fluentform-card').waitFor();
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), false);
    await page.getByText('Floating labels (with labels as placeholders)').click(); // takes placeholder mode with it
    await page.locator('.vormgever-save-status', { hasText: 'Saved.' }).waitFor();
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true);
    assert.equal(stored(form.id).formClass, 'mijn-formulier placeholder float-labels', 'the other class stays');
    assert.deepEqual(await axeViolations(page, '.vormgever-fluentform-card'), []);
    await shoot(page, ['.vormgever-fluentform-card'], 'editor-fluentform-form-settings.png');
    // Fluent's own Settings, saved after: its copy of the form's settings holds the same value.
    await page.locator('.ff_settings_list a', { hasText: 'Settings' }).first().click();
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.request().postData()?.includes('fluentform-save-settings-general-formSettings')),
      page.getByRole('button', { name: 'Save Settings' }).first().click(),
    ]);
    assert.equal(saved.ok(), true, "Fluent's own Save went through");
    assert.equal(stored(form.id).formClass, 'mijn-formulier placeholder float-labels', "Fluent's own Save keeps them");
    // Back to the entry on the same page (the screen's own navigation), and after a reload: as stored.
    await page.locator('.ff_settings_list a', { hasText: 'Vormgever' }).click();
    await page.waitForFunction(() => document.getElementById('vormgever_float-labels')?.checked === true, null, { timeout: 10000 }).catch(() => {});
    assert.equal(await page.getByLabel('Floating labels (with labels as placeholders)').isChecked(), true, 'shown as stored on the same page');
    await page.reload();
    await page.locator('.vormgever-fluentform-card').waitFor();
    assert.equal(await page.getByLabel('Floating labels (with labels as placeholders)').isChecked(), true, 'still set after a reload');
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true);

    // The editor's canvas on its next load: the labels as placeholders, out of sight themselves.
    await openEditor(page, url, form.id);
    const placeholders = await page.evaluate(() => [...document.querySelectorAll('#js-form-editor--body .js-editor-item:not(:has(.js-editor-item)) :is(input.el-input__inner, textarea)')].map((control) => control.placeholder));
    assert.deepEqual(placeholders.slice(0, 5), ['Voornaam', 'Achternaam *', 'E-mail *', 'E-mail *', 'Onderwerp']);
    assert.equal(await (await canvasItem(page, 'Onderwerp')).locator('.el-form-item__label').evaluate((label) => label.getBoundingClientRect().width <= 1), true, 'and hides the label');
    await selectField(page, 'Bericht'); // selecting is still the editor's
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('shows the form enhanced on its page: switches, icons, labels as floating placeholders', async () => {
    const page = await newPage(site.browser);
    await page.goto(`${url}${form.path}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.hover('form.frm-fluent-form', { position: { x: 5, y: 5 } }); // the visitor reaches for it: its switches mount
    await page.evaluate(() => window.vormgever.controller.settled());
    const seen = await page.evaluate(() => {
      const form = document.querySelector('form.frm-fluent-form');
      const control = (name) => form.querySelector(`[name="${name}"]`);
      return {
        wrapper: ['placeholder', 'float-labels'].filter((name) => form.parentElement.classList.contains(name)),
        icons: [...form.querySelectorAll('i.vg-icon')].map((icon) => icon.className),
        switches: [...form.querySelectorAll('[role=switch]')].map((box) => box.name),
        email: control('email').placeholder,
        first: control('names[first_name]').placeholder,
        labelHidden: getComputedStyle(form.querySelector('label[for="' + control('email').id + '"]')).clipPath !== 'none',
      };
    });
    assert.deepEqual(seen, {
      wrapper: ['placeholder', 'float-labels'],
      icons: ['vg-icon-user vg-icon', 'vg-icon-mail vg-icon', 'vg-icon-mail vg-icon', 'fa-solid fa-pen vg-icon', 'vg-icon-map-pin vg-icon', 'vg-icon-globe vg-icon'],
      switches: ['gdpr-agreement'],
      email: 'E-mail *',
      first: 'Voornaam',
      labelHidden: true,
    });
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('loads the admin script and stylesheet on the editor and the settings screen only, for those who may edit the form', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-fluentform.js"], link[href*="vormgever-editor-fluentform.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=fluent_forms&route=editor&form_id=${form.id}`), 2, 'the editor');
    assert.equal(await ours(`admin.php?page=fluent_forms&form_id=${form.id}&route=settings&sub_route=form_settings`), 2, 'the settings screen');
    for (const path of ['index.php', 'admin.php?page=fluent_forms', `admin.php?page=fluent_forms&route=entries&form_id=${form.id}`, 'admin.php?page=fluent_forms_settings', 'admin.php?page=fluent_forms_transfer', 'options-general.php?page=vormgever']) {
      assert.equal(await ours(path), 0, path);
    }
    await page.close();
    // Someone who may not manage forms gets none of it: not the script's data, not the save.
    const denied = wp(`
      ${adminCode}
      $user = wp_insert_user( array( 'user_login' => 'redacteur', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
      wp_set_current_user( $user );
      $menu = vormgever_fluentform_settings_menu( array(), ${form.id} );
      return array( 'may' => vormgever_fluentform_user_may_edit( ${form.id} ), 'menu' => array_keys( $menu ) );
    `);
    assert.deepEqual(denied, { may: false, menu: [] });
  });

  it("Fluent's own export, import and duplicate carry everything, and nothing of Vormgever's besides", async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    await page.goto(`${url}/wp-admin/admin.php?page=fluent_forms_transfer`);
    await page.locator('.ff_export_forms .el-select').click();
    await page.locator('.el-select-dropdown__item', { hasText: `${form.id} - Editor Fluent` }).click();
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.ff_export_forms button', { hasText: 'Export Forms' }).click()]);
    const dir = mkdtempSync(join(tmpdir(), 'vormgever-fluent-'));
    try {
      const file = join(dir, 'export.json');
      await download.saveAs(file);
      await page.locator('.ff_list_button_link, a', { hasText: 'Import Forms' }).first().click();
      await page.setInputFiles('#fileUpload', file);
      await page.locator('.ff_import_forms button', { hasText: 'Import Forms' }).click();
      await page.locator('.el-notification', { hasText: /imported/i }).first().waitFor();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.close();
    const copies = wp(`
      $service = new \\FluentForm\\App\\Services\\Form\\FormService();
      $duplicate = $service->duplicate( array( 'form_id' => ${form.id} ) );
      $imported = wpFluent()->table( 'fluentform_forms' )->where( 'title', 'Editor Fluent' )->where( 'id', '!=', ${form.id} )->orderBy( 'id', 'ASC' )->first();
      return array( 'imported' => (int) $imported->id, 'duplicate' => (int) $duplicate->id );
    `);
    const original = stored(form.id);
    for (const [how, id] of Object.entries(copies)) {
      assert.ok(id > form.id, `${how}: a new form`);
      assert.deepEqual(stored(id), original, `${how} carries every Container Class and the form's class`);
    }
    const fields = (id) => wp(`return json_decode( wpFluent()->table( 'fluentform_forms' )->find( ${id} )->form_fields, true );`);
    assert.deepEqual(fields(copies.imported), fields(form.id), 'the import is the form itself');
  });

  it("a form with hostile classes (an import, a hand edit) stays inert in the editor, the settings screen and on its page; what Vormgever's PHP writes and strips holds", async () => {
    const hostile = '"><img src=x onerror="window.hacked=1"> add "><script>window.hacked=1</script> ' + 'x'.repeat(3000) + ' end';
    const broken = wp(newFormPhp('Editor Fluent vijandig', hostile));
    wp(`
      $form   = wpFluent()->table( 'fluentform_forms' )->find( ${broken.id} );
      $fields = json_decode( $form->form_fields, true );
      $fields['fields'][1]['settings']['container_class'] = ${JSON.stringify(hostile)};
      $fields['fields'][2]['settings']['container_class'] = 42;
      $fields['fields'][3]['settings']['vormgever'] = 'left over';
      wpFluent()->table( 'fluentform_forms' )->where( 'id', ${broken.id} )->update( array( 'form_fields' => wp_json_encode( $fields ) ) );
      return true;
    `);
    const page = await newPage(site.browser);
    await logIn(page);
    await openEditor(page, url, broken.id);
    await selectField(page, 'E-mail');
    assert.match(await page.locator('#vormgever_notices').innerText(), /<script>window\.hacked=1<\/script>/);
    await selectField(page, 'Onderwerp');
    await page.goto(`${settingsUrl(url, broken.id)}#/custom-settings-component/vormgever`);
    await page.locator('.vormgever-fluentform-card').waitFor();
    await page.goto(`${url}${broken.path}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    assert.equal(await page.evaluate(() => window.hacked), undefined);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
    // The key a save strips, whatever its value; the two classes the settings screen writes, and only those.
    const php = wp(`
      ${adminCode}
      $json = '{"fields":[{"element":"input_text","settings":{"container_class":"a","vormgever":"left over","conditional_logics":{}}},{"element":"container","columns":[{"fields":[{"element":"input_email","settings":{"vormgever":""}}]}]}],"submitButton":{}}';
      return array(
        'stripped' => vormgever_fluentform_without_setting( $json ),
        'untouched' => vormgever_fluentform_without_setting( '{"fields":[],"label":"\\"vormgever\\": is text"}' ),
        'modes' => array( vormgever_fluentform_with_modes( " mijn  placeholder\tfloat-labels placeholder ", false, false ), vormgever_fluentform_with_modes( 'mijn', false, true ), vormgever_fluentform_with_modes( 'placeholder mijn', true, false ) ),
      );
    `);
    assert.equal(php.stripped, '{"fields":[{"element":"input_text","settings":{"container_class":"a","conditional_logics":{}}},{"element":"container","columns":[{"fields":[{"element":"input_email","settings":{}}]}]}],"submitButton":{}}');
    assert.equal(php.untouched, '{"fields":[],"label":"\\"vormgever\\": is text"}');
    assert.deepEqual(php.modes, ['mijn', 'mijn placeholder float-labels', 'placeholder mijn']);
  });
});
