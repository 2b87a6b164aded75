// The real Gravity Forms (2.10; GRAVITYFORMS_DIR): its own markup, scripts, CSS and AJAX on a real
// WordPress, with Vormgever installed from the plugin zip: enhanced at load, after a failed submit (the
// iframe re-render) and on every page; conditional logic following a switch; floating labels in its
// theme framework. Skipped (loudly) on the stand-in: stand-in.test.mjs covers what it can.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enhancement, openForm as openPage, reach, settle } from './form-page.mjs';
import { floatedLabelFit } from '../browser/harness.mjs';
import { pageErrors, realFormPluginOnly, useBrowser, wp } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);
const openForm = (path) => openPage(site.browser, path);

const contactPlaceholders = {
  input_1_1_3: 'Naam: Voornaam *',
  input_1_1_6: 'Naam: Achternaam *',
  input_1_2: 'E-mailadres *',
  input_1_3_1: 'Adres: Straat en huisnummer',
  input_1_3_3: 'Adres: Plaats',
  input_1_3_5: 'Adres: Postcode',
  input_1_5: 'Telefoonnummer',
  input_1_6: 'Bericht *',
};

function assertContactEnhanced(seen, checked = {}) {
  assert.deepEqual(seen.icons, [
    { field: 'field_1_2', hidden: 'true', beforeControl: true },
    { field: 'field_1_5', hidden: 'true', beforeControl: true },
  ]);
  assert.deepEqual(seen.placeholders, contactPlaceholders);
  assert.equal(seen.hiddenLabels, Object.keys(contactPlaceholders).length);
  assert.deepEqual(seen.selects, [true]); // the address's country select
  assert.deepEqual(
    seen.switches,
    ['choice_1_4_1', 'choice_1_4_2', 'input_1_7_1'].map((id) => ({ id, role: 'switch', island: true, drawn: true, checked: Boolean(checked[id]) })),
  );
}

const phoneShown = (page) => page.locator('#field_1_5').isVisible();

describe('the contact form (2.5+ markup, AJAX)', { skip: realFormPluginOnly }, () => {
  it('is enhanced at load, after a failed submit, and a complete submit shows the confirmation', async () => {
    const page = await openForm('/');
    await reach(page, 'gform_wrapper_1');
    assertContactEnhanced(await enhancement(page, 'gform_wrapper_1'));

    // A failed submit: the plugin posts through its iframe and replaces the wrapper's contents.
    await page.fill('#input_1_1_3', 'Anna');
    await page.click('#choice_1_4_2');
    await page.fill('#input_1_5', '0201234567');
    const before = await page.evaluateHandle(() => document.querySelector('#gform_wrapper_1 form'));
    await page.click('#gform_submit_button_1');
    await page.waitForFunction(() => document.querySelector('#gform_wrapper_1 .gform_validation_errors') && document.querySelector('#gform_wrapper_1 .gfield_error'));
    await settle(page);
    assert.equal(await page.evaluate((old) => old !== document.querySelector('#gform_wrapper_1 form'), before), true, 'the form was re-rendered');
    await reach(page, 'gform_wrapper_1'); // the re-rendered switches wait for the visitor again
    assertContactEnhanced(await enhancement(page, 'gform_wrapper_1'), { choice_1_4_2: true });
    assert.equal(await page.inputValue('#input_1_1_3'), 'Anna');
    assert.equal(await phoneShown(page), true, 'the ticked switch still shows the phone field');

    // A complete submit.
    await page.fill('#input_1_1_6', 'de Vries');
    await page.fill('#input_1_2', 'anna@example.org');
    await page.fill('#input_1_6', 'Graag een afspraak.');
    await page.click('#input_1_7_1');
    await page.click('#gform_submit_button_1');
    await page.waitForSelector('#gform_confirmation_message_1');
    assert.match(await page.textContent('#gform_confirmation_message_1'), /Bedankt voor uw bericht\./);
    assert.deepEqual(pageErrors(page), []);
    assert.deepEqual(page.messages.filter((message) => message.includes('[vormgever]')), [], 'no warning from Vormgever');
    await page.close();
  });

  it('shows the phone field when the switch is turned on, by click and by Space', async () => {
    const page = await openForm('/');
    assert.equal(await phoneShown(page), false);
    await page.click('#choice_1_4_2');
    assert.equal(await phoneShown(page), true);
    await page.click('#choice_1_4_2');
    assert.equal(await phoneShown(page), false);
    await page.focus('#choice_1_4_2');
    await page.keyboard.press('Space');
    assert.equal(await page.isChecked('#choice_1_4_2'), true);
    assert.equal(await phoneShown(page), true);
    await page.keyboard.press('Space');
    assert.equal(await phoneShown(page), false);
    assert.deepEqual(pageErrors(page), []);
    assert.deepEqual(page.messages.filter((message) => message.includes('[vormgever]')), [], 'no warning from Vormgever');
    await page.close();
  });
});

describe('the two-page enquiry (legacy markup, AJAX)', { skip: realFormPluginOnly }, () => {
  it('is enhanced on page 1, after a failed Next, and on page 2', async () => {
    const page = await openForm('/offerte/');
    const check = async (switches) => {
      await reach(page, 'gform_wrapper_2');
      const seen = await enhancement(page, 'gform_wrapper_2');
      assert.deepEqual(seen.icons, [{ field: 'field_2_1', hidden: 'true', beforeControl: true }]);
      assert.equal(seen.placeholders.input_2_1, 'Naam *');
      assert.equal(seen.placeholders.input_2_2, 'E-mailadres *');
      assert.equal(seen.placeholders.input_2_4, 'Uw wensen');
      assert.deepEqual(seen.switches, switches);
      assert.equal(await page.locator('#gform_wrapper_2 ul.gform_fields > li.gfield').count() > 0, true, 'legacy markup');
    };
    const off = (drawn) => [
      { id: 'choice_2_5_1', role: 'switch', island: true, drawn, checked: false },
      { id: 'choice_2_5_2', role: 'switch', island: true, drawn, checked: false },
    ];
    await check(off('hidden'));
    assert.equal(await page.locator('#gform_page_2_1').isVisible(), true);

    await page.fill('#input_2_1', 'Bram');
    await page.click('#gform_next_button_2_3');
    await page.waitForSelector('#gform_wrapper_2 .gfield_error');
    await settle(page);
    await check(off('hidden'));
    assert.equal(await page.inputValue('#input_2_1'), 'Bram');
    assert.equal(await page.locator('#gform_page_2_1').isVisible(), true);

    await page.fill('#input_2_2', 'bram@example.org');
    await page.click('#gform_next_button_2_3');
    await page.waitForSelector('#gform_page_2_2', { state: 'visible' });
    await settle(page);
    await check(off(true));
    await page.click('#choice_2_5_2');
    assert.equal(await page.isChecked('#choice_2_5_2'), true);
    assert.deepEqual(pageErrors(page), []);
    assert.deepEqual(page.messages.filter((message) => message.includes('[vormgever]')), [], 'no warning from Vormgever');
    await page.close();
  });
});

describe('floating labels (the plugin setting) in the form plugin\'s own theme framework', { skip: realFormPluginOnly }, () => {
  it('keeps each filled control\'s text line inside its box, below its floated label', async () => {
    wp(`update_option('vormgever', array('floatingLabels' => true)); return true;`);
    try {
      const page = await openForm('/');
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no transition: the label is where it ends up
      assert.equal(await page.evaluate(() => document.body.classList.contains('vg-float-labels')), true);
      await page.fill('#input_1_1_3', 'Anna');
      await page.fill('#input_1_2', 'anna@example.org');
      await page.selectOption('#input_1_3_6', { index: 1 });
      const ids = ['input_1_1_3', 'input_1_2', 'input_1_3_6'];
      // The theme's sizes are its own: only where the label is, not how big the text is.
      const seen = (await page.evaluate(floatedLabelFit, ids)).map(({ id, fits, floated, labelInRoom }) => ({ id, fits, floated, labelInRoom }));
      assert.deepEqual(seen, ids.map((id) => ({ id, fits: true, floated: true, labelInRoom: true })));
      assert.deepEqual(pageErrors(page), []);
      await page.close();
    } finally {
      wp(`delete_option('vormgever'); return true;`);
    }
  });
});
