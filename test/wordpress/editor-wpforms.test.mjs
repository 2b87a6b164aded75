// Vormgever in WPForms' own form builder (WPFORMS_DIR; activated for this file only): each setting set by
// clicking and typing only, as a site owner does (a switch, an icon found by searching "mail",
// placeholders), shown on the canvas at once, saved, still set after a reload, and on the front end;
// a duplicated field, a rebuilt choice list, WPForms' own "unsaved changes" prompt; export and import
// through WPForms' Tools, a duplicated form and a restored revision keep everything; hostile classes
// stay text; the same words in Dutch; the script only on the builder, only for users who may edit that
// form. The screenshots of docs/editor.md's WPForms part are taken here. The adapter on the builder's
// captured markup, in CI: test/unit/editor-wpforms.test.ts.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { axeViolations, shoot } from './editor-page.mjs';
import { settle } from './form-page.mjs';
import { logIn, newPage, pageErrors, url, useBrowser, useDutch, wp, wpDir } from './wp.mjs';

const real = JSON.parse(process.env.VG_WP_BUILDERS || '{}').wpforms;
const skip = real ? false : 'NOT COVERED: needs the real WPForms (WPFORMS_DIR)';
const site = useBrowser(skip);
const phpDir = new URL('./php/', import.meta.url).pathname;
const capsBed = join(wpDir, 'wp-content/mu-plugins/vormgever-wpforms-caps-bed.php');

/** The form's classes as WPForms stored them: each field's CSS Classes, the Form CSS Class. */
const stored = (id) =>
  wp(`$form = wpforms()->obj( 'form' )->get( ${id}, array( 'content_only' => true ) );
    return array( 'fields' => array_map( function ( $field ) { return isset( $field['css'] ) ? $field['css'] : null; }, $form['fields'] ), 'form' => $form['settings']['form_class'] );`);
/** Everything WPForms stored of the form but the class fields (Vormgever's settings change those alone). */
const allButClasses = (id) =>
  wp(`$form = wpforms()->obj( 'form' )->get( ${id}, array( 'content_only' => true ) );
    foreach ( $form['fields'] as &$field ) { unset( $field['css'] ); }
    unset( $field, $form['settings']['form_class'] );
    return $form;`);
/** Waits until `check` holds (a request the page made has been stored). */
async function until(what, check) {
  for (let tries = 0; !check(); tries++) {
    if (tries > 50) assert.fail(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function openBuilder(page, id, query = 'view=fields') {
  await page.goto(`${url}/wp-admin/admin.php?page=wpforms-builder&${query}&form_id=${id}`);
  // Ready: its "saved state" taken (wpf, its own helpers: a global let, not on window), Vormgever started.
  // eslint-disable-next-line no-undef
  await page.waitForFunction(() => window.vormgeverEditor && typeof wpf === 'object' && Object.keys(wpf.savedFormState ?? {}).length > 0);
}

/** Clicks a field on the canvas and opens its options' Advanced tab (where CSS Classes is). */
async function selectField(page, fieldId) {
  await page.click(`#wpforms-field-${fieldId}`, { position: { x: 20, y: 10 } });
  await page.waitForSelector(`#wpforms-field-option-${fieldId}`, { state: 'visible' });
  await page.click(`#wpforms-field-option-${fieldId} .wpforms-field-option-group-advanced .wpforms-field-option-group-toggle`);
  await page.waitForSelector(`#wpforms-field-option-${fieldId}-css`, { state: 'visible' });
}

/** Settings → General → its Advanced group (Form CSS Class). */
async function openFormSettings(page) {
  await page.click('.wpforms-panel-settings-button');
  await page.click('.wpforms-panel-sidebar-section-general');
  const group = page.locator('.wpforms-panel-fields-group[data-group="settings_advanced"]');
  if (!(await page.locator('#wpforms-panel-field-settings-form_class').isVisible())) await group.locator('.wpforms-panel-fields-group-title').click();
  await page.waitForSelector('#wpforms-panel-field-settings-form_class', { state: 'visible' });
}

/** Saves with the builder's Save button: once its request has come back, and the builder counts the form as saved. */
async function save(page) {
  const saved = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && /action=wpforms_save_form/.test(response.request().postData() ?? ''));
  await page.click('#wpforms-save');
  assert.equal((await saved).ok(), true);
  await page.waitForFunction(() => window.WPFormsBuilder.formIsSaved());
}

/** What Vormgever did to WPForms' form `id` on a page: the form's modes, its icons, switches and the e-mail's placeholder. */
async function enhanced(page, id) {
  await page.waitForFunction(() => window.vormgever?.controller);
  await settle(page);
  return page.evaluate((id) => {
    const container = document.getElementById(`wpforms-${id}`);
    const field = (n) => document.getElementById(`wpforms-${id}-field_${n}-container`);
    return {
      form: ['placeholder', 'float-labels'].filter((name) => container.classList.contains(name)),
      icons: [...container.querySelectorAll('i.vg-icon')].map((icon) => `${icon.closest('.wpforms-field').id}: ${icon.className}`),
      switches: [6, 7].map((n) => [...field(n).querySelectorAll('input[type=checkbox]')].map((box) => box.getAttribute('role'))),
      email: document.getElementById(`wpforms-${id}-field_2`).getAttribute('placeholder'),
    };
  }, id);
}

const shownIcons = (page) => page.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));

describe("the form builder (the real WPForms)", { skip }, () => {
  let form;
  before(() => {
    assert.equal(wp(`$result = activate_plugin( 'wpforms-lite/wpforms.php' ); return is_wp_error( $result ) ? $result->get_error_message() : 'active';`), 'active');
    form = JSON.parse(wp(`ob_start(); require ${JSON.stringify(join(phpDir, 'editors/wpforms-form.php'))}; return ob_get_clean();`));
  });
  after(() => {
    rmSync(capsBed, { force: true });
    if (real) wp(`deactivate_plugins( 'wpforms-lite/wpforms.php' ); return true;`);
  });

  it('sets a switch, an icon found by searching "mail" and placeholders by clicking and typing, shows them on the canvas at once, and keeps them after saving and a reload', async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openBuilder(page, form.id);
    // Saved once as WPForms saves it (its Save stores every option of every field): what ours must leave alone.
    await save(page);
    const before = allButClasses(form.id);

    // The checkbox field: "Show as toggle switch", below its own CSS Classes.
    await selectField(page, 6);
    assert.equal(await page.locator('.wpforms-field-option-row-vormgever-icon').isVisible(), false, 'no icon picker on a checkbox field');
    await page.getByText('Show as toggle switch').click();
    assert.equal(await page.inputValue('#wpforms-field-option-6-css'), 'slide-check');
    assert.equal(await page.locator('#wpforms-field-6').evaluate((field) => field.classList.contains('vormgever-canvas-switch')), true, 'the canvas shows a switch');
    assert.equal(await page.locator('#wpforms-field-6 ul.primary-input input[type=checkbox]').first().evaluate((box) => getComputedStyle(box).appearance), 'none');
    await shoot(page, ['#wpforms-field-option-row-6-css', '.wpforms-field-option-row-vormgever-switch'], 'editor-wpforms-switch.png');
    // The GDPR Agreement field takes one too, beside the owner's own layout class: by keyboard alone
    // (WPForms' own toggles hide their checkbox; ours stays in the tab order).
    await selectField(page, 7);
    await page.focus('#wpforms-field-option-7-css');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'vormgever_switch');
    await page.keyboard.press('Space');
    assert.equal(await page.inputValue('#wpforms-field-option-7-css'), 'wpforms-one-half slide-check');
    assert.equal(await page.evaluate(() => window.WPFormsBuilder.formIsSaved()), false, "WPForms' own check sees the change");

    // The e-mail field: the search, then the keyboard.
    await selectField(page, 2);
    assert.equal(await page.locator('.wpforms-field-option-row-vormgever-switch').isVisible(), false, 'no switch on an e-mail field');
    await page.getByLabel('Search icons').click();
    await page.keyboard.type('mail');
    const found = await shownIcons(page);
    assert.ok(found[0] === '' && found.includes('mail') && found.length <= 6, `"None", then a few matches: ${found.join(', ')}`);
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getAttribute('#vormgever-picker-list', 'aria-activedescendant'), 'vormgever-icon-mail');
    assert.equal(await page.inputValue('#wpforms-field-option-2-css'), 'mijn-class add vg-icon-mail end', 'the other class stays');
    assert.equal(await page.locator('#wpforms-field-2 .vormgever-canvas-icon[data-icon=mail]').count(), 1, 'the canvas shows the icon');
    assert.deepEqual(await axeViolations(page, '.wpforms-field-option-row-vormgever-icon'), [], 'the picker is axe-clean');
    await page.waitForFunction(() => [...document.querySelectorAll('#vormgever-picker-list [role=option]:not([hidden]) img')].every((img) => img.complete && img.naturalWidth > 0));
    await shoot(page, ['#wpforms-field-option-row-2-css', '.wpforms-field-option-row-vormgever-icon'], 'editor-wpforms-picker.png');

    // The notices, where the marker was typed.
    await selectField(page, 8);
    assert.match(await page.locator('.vormgever-notices').innerText(), /"slide-check" only works on checkbox and consent fields/);
    await selectField(page, 5);
    assert.match(await page.locator('.vormgever-notices').innerText(), /"add" needs icon classes and then "end"/);
    await selectField(page, 3);
    assert.match(await page.locator('.vormgever-notices').innerText(), /Font Awesome/);
    // A marker typed by hand shows as set, as it is typed.
    await page.fill('#wpforms-field-option-3-css', 'add vg-icon-user end');
    assert.equal(await page.getAttribute('#vormgever-icon-user', 'aria-selected'), 'true');
    assert.equal(await page.locator('.vormgever-notices').isVisible(), false);
    assert.equal(await page.locator('#wpforms-field-3 .vormgever-canvas-icon[data-icon=user]').count(), 1);

    // The form: Settings → General → Advanced, below Form CSS Class; the canvas on the same page shows the placeholders.
    await openFormSettings(page);
    await page.getByText('Floating labels (with labels as placeholders)').click(); // takes placeholder mode with it
    assert.equal(await page.locator('#vormgever_placeholder').isChecked(), true);
    assert.equal(await page.inputValue('#wpforms-panel-field-settings-form_class'), 'mijn-formulier placeholder float-labels');
    assert.deepEqual(await axeViolations(page, '.vormgever-form-settings'), []);
    await shoot(page, ['label[for=wpforms-panel-field-settings-form_class]', '#wpforms-panel-field-settings-form_class', '.vormgever-form-settings .wpforms-toggle-control-label[for=vormgever_float-labels]'], 'editor-wpforms-form.png');
    await page.click('.wpforms-panel-fields-button');
    assert.equal(await page.getAttribute('#wpforms-field-2 .wpforms-confirm-primary input', 'placeholder'), 'E-mail *', 'the canvas shows the label as placeholder');
    assert.equal(await page.getAttribute('#wpforms-field-1 .wpforms-first-name input', 'placeholder'), 'Naam: First');
    assert.equal(await page.locator('#wpforms-field-2 .label-title').evaluate((label) => label.getBoundingClientRect().width <= 1), true, 'and hides the label');
    await shoot(page, ['#wpforms-field-1', '#wpforms-field-2'], 'editor-wpforms-canvas.png');

    await save(page);
    assert.deepEqual(stored(form.id), {
      fields: { 1: '', 2: 'mijn-class add vg-icon-mail end', 3: 'add vg-icon-user end', 4: '', 5: 'add vg-icon-phone', 6: 'slide-check', 7: 'wpforms-one-half slide-check', 8: 'slide-check' },
      form: 'mijn-formulier placeholder float-labels',
    });
    assert.deepEqual(allButClasses(form.id), before, 'no key of Vormgever\'s, nothing else changed');

    await openBuilder(page, form.id);
    await selectField(page, 6);
    assert.equal(await page.locator('#vormgever_switch').isChecked(), true, 'still set after a reload');
    await selectField(page, 2);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    assert.equal(await page.locator('#wpforms-field-2 .vormgever-canvas-icon').count(), 1);
    assert.equal(await page.getAttribute('#wpforms-field-2 .wpforms-confirm-primary input', 'placeholder'), 'E-mail *');
    await openFormSettings(page);
    assert.equal(await page.locator('#vormgever_float-labels').isChecked(), true);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it("shows the form enhanced on its page and on WPForms' Preview", async () => {
    const expected = {
      form: ['placeholder', 'float-labels'],
      icons: [`wpforms-${form.id}-field_2-container: vg-icon-mail vg-icon`, `wpforms-${form.id}-field_3-container: vg-icon-user vg-icon`],
      switches: [['switch', 'switch'], ['switch']],
      email: 'E-mail *',
    };
    const visitor = await newPage(site.browser);
    await visitor.goto(`${url}${form.path}`);
    assert.deepEqual(await enhanced(visitor, form.id), expected);
    assert.deepEqual(pageErrors(visitor), []);
    await visitor.close();
    const owner = await newPage(site.browser);
    await logIn(owner);
    await owner.goto(`${url}/?wpforms_form_preview=${form.id}`);
    assert.deepEqual(await enhanced(owner, form.id), expected);
    assert.deepEqual(pageErrors(owner), []);
    await owner.close();
  });

  it("keeps WPForms' own ways: a duplicated field, a rebuilt choice list, its unsaved-changes prompt; turning a switch off removes only slide-check", async () => {
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openBuilder(page, form.id);
    assert.equal(await page.evaluate(() => window.WPFormsBuilder.formIsSaved()), true, 'nothing changed by opening it');
    // A choice added: the builder rebuilds the preview's list; the switches stay.
    await page.click('#wpforms-field-6', { position: { x: 20, y: 10 } });
    await page.click('#wpforms-field-option-row-6-choices li:last-child .add');
    await page.waitForFunction(() => document.querySelectorAll('#wpforms-field-6 ul.primary-input > li').length === 3);
    assert.equal(await page.locator('#wpforms-field-6 ul.primary-input input[type=checkbox]').last().evaluate((box) => getComputedStyle(box).appearance), 'none');
    // The field duplicated: its settings copied as HTML; ours show the copy's classes, once on the page.
    await selectField(page, 6);
    await page.click('#wpforms-field-6 .wpforms-field-duplicate');
    await page.click('.jconfirm .btn-confirm');
    await page.waitForSelector('#wpforms-field-option-9 .wpforms-field-option-row-vormgever-switch', { state: 'visible' });
    assert.equal(await page.locator('#vormgever_switch, #vormgever-picker-list').count(), 2, 'one set of controls');
    assert.equal(await page.inputValue('#wpforms-field-option-9-css'), 'slide-check');
    assert.equal(await page.locator('#vormgever_switch').isChecked(), true);
    assert.equal(await page.locator('#wpforms-field-9').evaluate((field) => field.classList.contains('vormgever-canvas-switch')), true);
    await page.getByText('Show as toggle switch').click();
    assert.deepEqual([await page.inputValue('#wpforms-field-option-9-css'), await page.inputValue('#wpforms-field-option-6-css')], ['', 'slide-check'], 'the copy changed, not the original');
    // Off again removes slide-check only.
    await selectField(page, 7);
    await page.getByText('Show as toggle switch').click();
    assert.equal(await page.inputValue('#wpforms-field-option-7-css'), 'wpforms-one-half');
    // An unsaved change of ours: WPForms asks before leaving.
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      return dialog.dismiss();
    });
    await page.goto(`${url}/wp-admin/`).catch(() => {}); // dismissed: the builder stays
    assert.deepEqual(dialogs, ['beforeunload']);
    await save(page);
    assert.deepEqual(stored(form.id).fields, { 1: '', 2: 'mijn-class add vg-icon-mail end', 3: 'add vg-icon-user end', 4: '', 5: 'add vg-icon-phone', 6: 'slide-check', 7: 'wpforms-one-half', 8: 'slide-check', 9: '' });
    // Saved: no prompt.
    await page.goto(`${url}/wp-admin/`);
    assert.deepEqual(dialogs, ['beforeunload']);
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it("export and import through WPForms' Tools, a duplicated form and a restored revision keep everything", async () => {
    const context = await site.browser.newContext({ acceptDownloads: true });
    const page = await newPage(context);
    await logIn(page);
    await page.goto(`${url}/wp-admin/admin.php?page=wpforms-tools&view=export`);
    await page.click('.choicesjs-select-wrap .choices__inner');
    await page.click(`.choicesjs-select-wrap .choices__item--choice[data-value="${form.id}"]`);
    // Its multiple select's list stays open after a choice, over the button once the site holds enough
    // forms (the other files' forms, in a run with every folder): closed as a person closes it, by a
    // click beside it.
    await page.click('#form-export');
    await page.waitForSelector('.choicesjs-select-wrap .choices.is-open', { state: 'detached' });
    // Its button says aria-disabled until its script has taken the choice (a click before sends nothing:
    // the download never came, 1 run in about 5 beside other files).
    await page.waitForFunction((id) => document.querySelector(`#wpforms-tools-form-export option[value="${id}"]`)?.selected && document.querySelector('#wpforms-export-form').getAttribute('aria-disabled') !== 'true', form.id);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#wpforms-export-form')]);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(exported[0].fields[2].css, 'mijn-class add vg-icon-mail end');
    const forms = () => wp(`return array_map( 'intval', get_posts( array( 'post_type' => 'wpforms', 'fields' => 'ids', 'numberposts' => -1 ) ) );`);
    const before = forms();
    await page.goto(`${url}/wp-admin/admin.php?page=wpforms-tools&view=import`);
    // The file as the owner chose it: its download name (Playwright's own copy has none).
    await page.setInputFiles('#wpforms-tools-form-import', { name: download.suggestedFilename(), mimeType: 'application/json', buffer: readFileSync(file) });
    await Promise.all([page.waitForURL(/forms-imported/), page.click('#wpforms-import')]);
    const [imported, ...more] = forms().filter((id) => !before.includes(id));
    assert.ok(imported && !more.length, `one new form: ${imported}`);
    assert.deepEqual(stored(imported), stored(form.id), 'the import carries every class');
    const copy = wp(`return (int) wpforms()->obj( 'form' )->duplicate( ${form.id} )[0];`);
    assert.deepEqual(stored(copy), stored(form.id), 'a duplicate too');
    await context.close();

    // A revision: the version with the GDPR switch on (the first save), restored in the builder.
    const revision = wp(`foreach ( wp_get_post_revisions( ${form.id} ) as $revision ) { $data = wpforms_decode( $revision->post_content ); if ( isset( $data['fields'][7]['css'] ) && 'wpforms-one-half slide-check' === $data['fields'][7]['css'] ) { return $revision->ID; } } return 0;`);
    assert.ok(revision > 0, 'WPForms kept the first save as a revision, with the switch');
    const owner = await newPage(site.browser);
    await owner.setViewportSize({ width: 1400, height: 1000 });
    await logIn(owner);
    await openBuilder(owner, form.id, `view=fields&revision_id=${revision}`);
    await selectField(owner, 7);
    assert.equal(await owner.locator('#vormgever_switch').isChecked(), true, 'the revision shows its own classes');
    await owner.getByText('Restore this revision').click();
    await until('the revision restored', () => stored(form.id).fields[7] === 'wpforms-one-half slide-check');
    await owner.waitForFunction(() => window.vormgeverEditor);
    assert.deepEqual(pageErrors(owner), []);
    await owner.close();
  });

  it('shows hostile classes as text, inert, in the builder and on the page', async () => {
    const hostileField = 'x"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><img/src/onerror=window.__vgHacked=2> end ' + 'lang '.repeat(2000) + 'add';
    const hostileForm = `placeholder "><script>window.__vgHacked=3</script> ${'y'.repeat(3000)}`;
    // As an import or a copied form stores them: into the form's JSON, whole.
    const id = wp(`
      $handler = wpforms()->obj( 'form' );
      $data = $handler->get( ${form.id}, array( 'content_only' => true ) );
      $data['fields'][2]['css'] = ${JSON.stringify(hostileField)};
      $data['fields'][6]['css'] = 'slide-check add "><svg/onload=window.__vgHacked=4>';
      $data['settings']['form_class'] = ${JSON.stringify(hostileForm)};
      $id = $handler->add( 'Hostile', array(), array( 'builder' => false ) );
      $data['id'] = $id;
      $handler->update( $id, $data );
      return $id;`);
    assert.equal(stored(id).fields[2], hostileField, 'stored whole');
    const hacked = () => window.__vgHacked ?? null;
    const page = await newPage(site.browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openBuilder(page, id);
    await selectField(page, 2);
    assert.match(await page.locator('.vormgever-notices').innerText(), /vg-icon-"><img\/src\/onerror/, 'named, as text');
    await selectField(page, 6);
    assert.equal(await page.locator('#vormgever_switch').isChecked(), true);
    assert.match(await page.locator('.vormgever-notices').innerText(), /"add" needs icon classes/);
    await page.getByText('Show as toggle switch').click();
    assert.equal(await page.inputValue('#wpforms-field-option-6-css'), 'add "><svg/onload=window.__vgHacked=4>', 'only slide-check went');
    await openFormSettings(page);
    assert.equal(await page.locator('#vormgever_placeholder').isChecked(), true);
    assert.equal(await page.locator('.vormgever-notices :is(img, svg, script), #wpforms-field-2 .vormgever-canvas-icon').count(), 0, 'nothing of the classes made into markup; no icon from a broken marker');
    assert.equal(await page.evaluate(hacked), null);
    assert.deepEqual(pageErrors(page), []);
    const path = wp(`return wp_make_link_relative( get_permalink( wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Hostile', 'post_content' => '[wpforms id="${id}"]' ) ) ) );`);
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await settle(page);
    assert.equal(await page.evaluate(hacked), null, 'the front end ran nothing');
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });

  it("speaks Dutch on a Dutch site (the plugin's .mo, the same words as in Gravity Forms' editor)", async () => {
    const restore = useDutch();
    try {
      const page = await newPage(await site.browser.newContext());
      await page.setViewportSize({ width: 1400, height: 1000 });
      await logIn(page);
      await openBuilder(page, form.id);
      await selectField(page, 6);
      assert.equal(await page.locator('.wpforms-field-option-row-vormgever-switch').innerText(), 'Als schuifschakelaar tonen');
      await selectField(page, 3);
      assert.equal(await page.locator('label[for=vormgever-picker-search]').innerText(), 'Pictogrammen zoeken');
      await selectField(page, 8);
      assert.match(await page.locator('.vormgever-notices').innerText(), /slide-check/);
      assert.doesNotMatch(await page.locator('.vormgever-notices').innerText(), /only works on/, 'the notice in Dutch');
      await openFormSettings(page);
      assert.equal(await page.locator('label.wpforms-toggle-control-label[for=vormgever_placeholder]').innerText(), 'Labels als placeholders');
      await page.close();
    } finally {
      restore();
    }
  });

  it('loads the script and stylesheet only on the builder, only for users who may edit that form', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    const ours = async (path) => {
      await page.goto(`${url}/wp-admin/${path}`);
      return page.locator('script[src*="vormgever-editor-wpforms.js"], link[href*="vormgever-editor-wpforms.css"]').count();
    };
    assert.equal(await ours(`admin.php?page=wpforms-builder&view=fields&form_id=${form.id}`), 2, 'the builder');
    assert.equal(await ours(`admin.php?page=wpforms-builder&view=settings&form_id=${form.id}`), 2, 'the builder, opened on Settings');
    for (const path of ['index.php', 'admin.php?page=wpforms-overview', 'admin.php?page=wpforms-builder&view=setup', 'admin.php?page=wpforms-tools', 'options-general.php?page=vormgever']) {
      assert.equal(await ours(path), 0, path);
    }
    // A user WPForms does not let edit this form (its own capability, filtered as its Pro's roles do):
    // its Settings view still opens, without Vormgever.
    writeFileSync(capsBed, `<?php\nadd_filter( 'wpforms_current_user_can', function ( $can, $caps, $id ) { return ( in_array( 'edit_form_single', (array) $caps, true ) && ${form.id} === (int) $id ) ? false : $can; }, 10, 3 );\n`);
    try {
      assert.equal(await ours(`admin.php?page=wpforms-builder&view=settings&form_id=${form.id}`), 0, 'not for a user who may not edit it');
    } finally {
      rmSync(capsBed, { force: true });
    }
    await page.close();
  });
});
