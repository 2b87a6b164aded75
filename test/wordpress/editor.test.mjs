// Vormgever in Gravity Forms' own form editor (GRAVITYFORMS_DIR): each setting set by clicking and
// typing only, saved, still set after a reload; the canvas preview and the notices; the form's front
// end and the Preview page enhanced; export and import carry everything; a hostile import stays inert.
// The screenshots of docs/readme-parts/editor.md are taken here. On the stand-in (CI) only the Preview
// page's hooks and the zip's admin files are checked (editor-preview.test.mjs); run.mjs says loudly
// that the editor was not covered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { projectRoot } from '../browser/harness.mjs';
import { enhancement, reach, settle } from './form-page.mjs';
import { logIn, newPage, pageErrors, realFormPluginOnly, url, useBrowser, wp } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);
const axeScript = `${projectRoot}/node_modules/axe-core/axe.min.js`;
const hacked = () => window.__vgHacked ?? null;

/** A new form made with the API, as a site owner starts: no Vormgever marker but two typed ones. */
function newForm(title, fields, cssClass = '') {
  return wp(`
    $form = array( 'title' => ${JSON.stringify(title)}, 'cssClass' => ${JSON.stringify(cssClass)}, 'fields' => json_decode( ${JSON.stringify(JSON.stringify(fields))}, true ),
      'button' => array( 'type' => 'text', 'text' => 'Verzenden' ), 'labelPlacement' => 'top_label' );
    $id = GFAPI::add_form( $form );
    if ( is_wp_error( $id ) ) return $id->get_error_message();
    $page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => '[gravityform id="' . $id . '" title="false" ajax="true"]' ) );
    return array( 'id' => $id, 'path' => wp_make_link_relative( get_permalink( $page ) ) );
  `);
}

const fieldsOf = (id) => wp(`return array_map( function ( $f ) { return array( 'id' => $f->id, 'cssClass' => (string) $f->cssClass ); }, GFAPI::get_form( ${id} )['fields'] );`);
const formClass = (id) => wp(`return (string) GFAPI::get_form( ${id} )['cssClass'];`);

async function openEditor(page, id) {
  await page.goto(`${url}/wp-admin/admin.php?page=gf_edit_forms&id=${id}`);
  await page.waitForSelector('#gform_fields .gfield');
  await page.waitForFunction(() => window.vormgeverEditor);
}

/** Selects a field on the canvas by clicking it, and opens its Appearance tab. */
async function selectField(page, fieldId) {
  await page.click(`#field_${fieldId}`, { position: { x: 4, y: 4 } });
  await page.waitForFunction((id) => window.GetSelectedField?.()?.id == id, fieldId);
  if ((await page.getAttribute('#appearance_tab_toggle', 'aria-expanded')) !== 'true') await page.click('#appearance_tab_toggle');
  await page.waitForSelector('#field_css_class', { state: 'visible' });
}

async function axeViolations(page, selector) {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (target) => {
    const result = await window.axe.run(target, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

async function saveEditor(page) {
  await page.click('#ajax-save-form-menu-bar');
  await page.waitForFunction(() => !document.querySelector('#ajax-save-form-menu-bar')?.classList.contains('gform-button--activate-loader') && document.querySelector('.gform-admin-save-successful, .gform-dialog, [data-js="gform-alert"]') !== null || window.gform?.isDirty === false, null, { timeout: 30000 }).catch(() => {});
  // Saved when the stored form says so (the editor saves by AJAX).
}

const fields = [
  { id: 1, type: 'email', label: 'E-mailadres', isRequired: true, cssClass: 'mijn-class' },
  { id: 2, type: 'checkbox', label: 'Ik wil graag', choices: [{ text: 'De nieuwsbrief', value: 'nieuwsbrief' }, { text: 'Teruggebeld worden', value: 'bellen' }], inputs: [{ id: '2.1', label: 'De nieuwsbrief' }, { id: '2.2', label: 'Teruggebeld worden' }] },
  { id: 3, type: 'text', label: 'Naam', cssClass: 'add fa-solid fa-user end' },
  { id: 4, type: 'phone', label: 'Telefoon', phoneFormat: 'international', cssClass: 'add vg-icon-phone' },
  { id: 5, type: 'text', label: 'Plaats', cssClass: 'slide-check' },
];

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
    assert.deepEqual(await page.locator('#vormgever-icon-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon)), ['', 'mail']);
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'vormgever-icon-list');
    assert.equal(await page.getAttribute('#vormgever-icon-list', 'aria-activedescendant'), 'vormgever-icon-mail');
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class add vg-icon-mail end', 'the other class stays');
    await page.keyboard.press('ArrowUp'); // "None"
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.inputValue('#field_css_class'), 'mijn-class add vg-icon-mail end');
    assert.equal(await page.locator('#field_1 .vormgever-canvas-icon[data-icon=mail]').count(), 1, 'the canvas shows the icon');
    // English finds it too.
    await page.fill('#vormgever-icon-search', 'e-mail');
    assert.deepEqual(await page.locator('#vormgever-icon-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon)), ['', 'mail']);
    await page.fill('#vormgever-icon-search', '');
    // Inside the setting's <li>: Gravity Forms' own list is a ul[role=tabpanel], whose items axe counts
    // as list items without a list (its own settings' too).
    assert.deepEqual(await axeViolations(page, '#vormgever_icon_picker'), [], 'the picker is axe-clean');
    await page.locator('#field_settings_container').screenshot({ path: `${projectRoot}/docs/editor-picker.png` });

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
    await page.locator('#field_settings_container').screenshot({ path: `${projectRoot}/docs/editor-settings.png` });
    await saveEditor(page);
    await page.waitForFunction(async () => true);
    await assertStored();
    await openEditor(page, form.id);
    await selectField(page, 2);
    assert.equal(await page.getByLabel('Show as toggle switch').isChecked(), true, 'still set after a reload');
    await selectField(page, 1);
    assert.equal(await page.getAttribute('#vormgever-icon-mail', 'aria-selected'), 'true');
    assert.equal(await page.locator('#field_1 .vormgever-canvas-icon').count(), 1);
    assert.deepEqual(pageErrors(page), []);
    await page.close();

    async function assertStored() {
      for (let tries = 0; ; tries++) {
        const stored = Object.fromEntries(fieldsOf(form.id).map((field) => [field.id, field.cssClass]));
        const expected = { 1: 'mijn-class add vg-icon-mail end', 2: 'slide-check', 3: 'add fa-solid fa-user end', 4: 'add vg-icon-phone end', 5: 'slide-check' };
        if (JSON.stringify(stored) === JSON.stringify(expected) || tries > 50) return assert.deepEqual(stored, expected);
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  });
});
