// Vormgever in Gravity Forms' own form editor (GRAVITYFORMS_DIR): each setting set by clicking and
// typing only, saved, still set after a reload; the canvas preview and the notices; the form's front
// end and the Preview page enhanced; export, import and duplicate carry everything. The screenshots of
// docs/readme-parts/editor.md are taken here. Dutch: editor-dutch.test.mjs; a hostile import:
// editor-hostile.test.mjs. On the stand-in (CI) run.mjs says loudly that the editor was not covered;
// test/browser/editor.test.mjs and stand-in.test.mjs cover what they can without it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, enhanced, formClass, newForm, openEditor, saveEditor, selectField, shoot } from './editor-page.mjs';
import { keepScreenshot } from '../release/screenshots.mjs';
import { logIn, newPage, pageErrors, realFormPluginOnly, url, useBrowser, wp } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);

const fields = [
  { id: 1, type: 'email', label: 'E-mailadres', isRequired: true, cssClass: 'mijn-class' },
  { id: 2, type: 'checkbox', label: 'Ik wil graag', choices: [{ text: 'De nieuwsbrief', value: 'nieuwsbrief' }, { text: 'Teruggebeld worden', value: 'bellen' }], inputs: [{ id: '2.1', label: 'De nieuwsbrief' }, { id: '2.2', label: 'Teruggebeld worden' }] },
  { id: 3, type: 'text', label: 'Naam', cssClass: 'add fa-solid fa-user end' },
  { id: 4, type: 'phone', label: 'Telefoon', phoneFormat: 'international', cssClass: 'add vg-icon-phone' },
  { id: 5, type: 'text', label: 'Plaats', cssClass: 'slide-check' },
];

const shownIcons = (page) => page.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));

/** The search shows "None", then `name` among a few matches: not the whole catalogue, whatever its size. */
async function assertFinds(page, name) {
  const shown = await shownIcons(page);
  const all = await page.locator('#vormgever-picker-list [role=option]').count();
  assert.equal(shown[0], '', '"None" stays first');
  assert.ok(shown.includes(name), `${name} is found: ${shown.join(', ')}`);
  assert.ok(shown.length - 1 <= 5 && shown.length < all, `a few matches, not the whole list: ${shown.join(', ')}`);
}

/** Presses ArrowDown in the listbox until `name` is the chosen option (selection follows focus). */
async function arrowTo(page, name) {
  const shown = await shownIcons(page);
  for (let presses = 0; presses < shown.length; presses++) {
    if ((await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant')) === `vormgever-icon-${name}`) break;
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant'), `vormgever-icon-${name}`);
  assert.equal(await page.getAttribute(`#vormgever-icon-${name}`, 'aria-selected'), 'true');
}

describe('the form editor (the real Gravity Forms)', { skip: realFormPluginOnly }, () => {
  let form;

  it('sets a switch and an icon by clicking and typing, shows them on the canvas, and keeps them after saving and a reload', async () => {
    form = newForm('Editor', fields);
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openEditor(page, form.id);

    // The checkbox field: "Show as toggle switch".
    await selectField(page, 2);
    await page.click('label[for=vormgever_switch]');
    assert.equal(await page.inputValue('#field_css_class'), 'slide-check');
    assert.equal(await page.locator('#field_2').evaluate((el) => el.classList.contains('vormgever-canvas-switch')), true, 'the canvas shows a switch');
    assert.equal(await page.locator('#field_2 input[type=checkbox]').first().evaluate((el) => getComputedStyle(el).appearance), 'none');
    assert.equal(await page.locator('.vormgever_icon_setting').isVisible(), false, 'no icon picker on a checkbox field');

    // The e-mail field: search in Dutch, pick by keyboard alone.
    await selectField(page, 1);
    assert.equal(await page.locator('.vormgever_switch_setting').isVisible(), false, 'no switch setting on an e-mail field');
    await page.getByLabel('Search icons').click();
    await page.keyboard.type('envelop');
    await assertFinds(page, 'mail');
    await page.keyboard.press('ArrowDown'); // from the search box into the list, on the first match
    assert.equal(await page.evaluate(() => document.activeElement.id), 'vormgever-picker-list');
    await arrowTo(page, 'mail');
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class add vg-icon-mail end', 'the other class stays');
    await page.keyboard.press('Home'); // "None"
    assert.equal(await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant'), 'vormgever-icon-none');
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class');
    await arrowTo(page, 'mail');
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class add vg-icon-mail end');
    assert.equal(await page.locator('#field_1 .vormgever-canvas-icon[data-icon=mail]').count(), 1, 'the canvas shows the icon');
    // English finds it too.
    await page.fill('#vormgever-picker-search', 'e-mail');
    await assertFinds(page, 'mail');
    await page.fill('#vormgever-picker-search', '');
    // Inside the setting's <li>: Gravity Forms' own list is a ul[role=tabpanel], whose items axe counts
    // as list items without a list (its own settings' too).
    assert.deepEqual(await axeViolations(page, '#vormgever_icon_picker'), [], 'the picker is axe-clean');
    await page.fill('#vormgever-picker-search', 'mail');
    // Each match with its picture (dist/icons/<name>.svg from the installed plugin), not its name alone.
    const pictures = page.locator('#vormgever-picker-list [role=option]:not([hidden]) img');
    await page.waitForFunction(() => [...document.querySelectorAll('#vormgever-picker-list [role=option]:not([hidden]) img')].every((img) => img.complete));
    const loaded = await pictures.evaluateAll((images) => images.map((img) => `${img.closest('[role=option]').dataset.icon}: ${img.naturalWidth > 0}`));
    assert.ok(loaded.length >= 2 && loaded.every((line) => line.endsWith('true')), loaded.join(', '));
    // The README's picture, and the listing's second screenshot (test/release/screenshots.mjs).
    keepScreenshot(2, await shoot(page, ['.css_class_setting', '.vormgever_icon_setting'], 'editor-picker.png'), true);
    await page.fill('#vormgever-picker-search', '');

    // Mistakes, where they are made.
    await selectField(page, 3);
    const faNotice = page.locator('#vormgever_notices .vormgever-notice');
    assert.match(await faNotice.innerText(), /Font Awesome/);
    await selectField(page, 4);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    await selectField(page, 5);
    assert.match(await page.locator('#vormgever_notices').innerText(), /"slide-check" only works on checkbox and consent fields/);
    // A typed marker shows as set, while it is typed.
    await selectField(page, 4);
    await page.fill('#field_css_class', 'add vg-icon-phone end');
    assert.equal(await page.locator('#vormgever_notices').isVisible(), false, 'the notice goes once the marker is right');
    assert.equal(await page.getAttribute('#vormgever-icon-phone', 'aria-selected'), 'true');
    await page.locator('#field_css_class').blur();

    await selectField(page, 2);
    await shoot(page, ['.css_class_setting', '.vormgever_switch_setting'], 'editor-settings.png');
    await saveEditor(page, form.id, { 1: 'mijn-class add vg-icon-mail end', 2: 'slide-check', 3: 'add fa-solid fa-user end', 4: 'add vg-icon-phone end', 5: 'slide-check' });
    await openEditor(page, form.id);
    await selectField(page, 2);
    assert.equal(await page.getByLabel('Show as toggle switch').isChecked(), true, 'still set after a reload');
    await selectField(page, 1);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    assert.equal(await page.locator('#field_1 .vormgever-canvas-icon').count(), 1);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('sets placeholder mode and floating labels in Form Settings, and the canvas shows the placeholders', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const settings = `${url}/wp-admin/admin.php?page=gf_edit_forms&view=settings&subview=settings&id=${form.id}`;
    await page.goto(settings);
    await page.fill('input[name="_gform_setting_cssClass"]', 'mijn-formulier');
    await page.getByLabel('Floating labels (with labels as placeholders)').check(); // takes placeholder mode with it
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true);
    assert.equal(await page.inputValue('input[name="_gform_setting_cssClass"]'), 'mijn-formulier placeholder float-labels');
    await page.click('#gform-settings-save');
    await page.waitForLoadState('load');
    assert.equal(formClass(form.id), 'mijn-formulier placeholder float-labels');
    await page.goto(settings);
    assert.equal(await page.getByLabel('Labels as placeholders', { exact: true }).isChecked(), true, 'still set after a reload');
    assert.equal(await page.getByLabel('Floating labels (with labels as placeholders)').isChecked(), true);
    assert.deepEqual(await axeViolations(page, '.vormgever-form-settings'), []);

    await openEditor(page, form.id);
    assert.equal(await page.getAttribute(`#field_1 input`, 'placeholder'), 'E-mailadres *', 'the canvas shows the label as placeholder');
    assert.equal(await page.locator('#field_1 .gfield_label').evaluate((label) => label.getBoundingClientRect().width <= 1), true, 'and hides the label');
    // Selecting and dragging are the editor's: a field is still selected by a click.
    await selectField(page, 3);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it('shows the form enhanced on its page and on the Preview page', async () => {
    const expected = { icons: ['vg-icon-mail vg-icon'], switches: ['switch', 'switch'], email: 'E-mailadres *', form: ['placeholder', 'float-labels'] };
    const visitor = await newPage(site.browser);
    await visitor.goto(`${url}${form.path}`);
    assert.deepEqual(await enhanced(visitor, form.id), expected);
    assert.deepEqual(pageErrors(visitor), []);
    await visitor.close();

    const owner = await newPage(site.browser);
    await logIn(owner);
    await owner.goto(`${url}/?gf_page=preview&id=${form.id}`);
    assert.deepEqual(await enhanced(owner, form.id), expected);
    assert.equal(await owner.locator('script[type=module][src*="vormgever.js"]').count(), 1);
    assert.equal(await owner.locator('link[href*="vormgever.css"]').count(), 1);
    assert.deepEqual(pageErrors(owner), []);
    await owner.close();
  });

  it('loads the admin script and stylesheet on the form editor and Form Settings only', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-gravityforms.js"], link[href*="vormgever-editor-gravityforms.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=gf_edit_forms&id=${form.id}`), 2, 'the form editor');
    assert.equal(await ours(`admin.php?page=gf_edit_forms&view=settings&subview=settings&id=${form.id}`), 2, 'Form Settings');
    for (const path of ['index.php', 'admin.php?page=gf_edit_forms', `admin.php?page=gf_entries&id=${form.id}`, `admin.php?page=gf_edit_forms&view=settings&subview=confirmation&id=${form.id}`, 'options-general.php?page=vormgever']) {
      assert.equal(await ours(path), 0, path);
    }
    await page.close();
  });

  it('exports and imports (and duplicates) the form into a new form that is identical', () => {
    const result = wp(`
      require_once GFCommon::get_base_path() . '/export.php';
      $json = wp_json_encode( GFExport::prepare_forms_for_export( array( GFAPI::get_form( ${form.id} ) ) ) );
      GFExport::import_json( $json, $forms );
      $plain = function ( $id ) {
        $form = json_decode( wp_json_encode( GFAPI::get_form( $id ) ), true );
        // formId is the new form's; the import gives a one-page form's fields pageNumber 1 (Gravity Forms' own).
        foreach ( $form['fields'] as &$field ) { unset( $field['formId'], $field['pageNumber'] ); }
        return array( 'cssClass' => $form['cssClass'], 'fields' => $form['fields'] );
      };
      $copy = GFAPI::duplicate_form( ${form.id} );
      return array( 'old' => $plain( ${form.id} ), 'new' => $plain( $forms[0]['id'] ), 'newId' => $forms[0]['id'], 'copy' => $plain( $copy ) );
    `);
    assert.notEqual(result.newId, form.id);
    assert.equal(result.new.cssClass, 'mijn-formulier placeholder float-labels');
    assert.equal(result.new.fields[0].cssClass, 'mijn-class add vg-icon-mail end');
    const differences = result.old.fields.flatMap((old, index) =>
      Object.keys({ ...old, ...result.new.fields[index] }).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(result.new.fields[index]?.[key])).map((key) => `${old.id}.${key}: ${JSON.stringify(old[key])} -> ${JSON.stringify(result.new.fields[index]?.[key])}`),
    );
    assert.deepEqual(differences, []);
    assert.deepEqual(result.new, result.old);
    assert.deepEqual(result.copy, result.old, 'a duplicate carries everything too');
  });
});
