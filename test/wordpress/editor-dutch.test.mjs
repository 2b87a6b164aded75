// Vormgever's settings in Gravity Forms' editor on a Dutch site (GRAVITYFORMS_DIR): every Dutch word
// comes from the plugin's .mo in the zip.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newForm, openEditor, selectField } from './editor-page.mjs';
import { logIn, newPage, realFormPluginOnly, url, useBrowser, useDutch, wp } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);

describe('the form editor in Dutch (the real Gravity Forms)', { skip: realFormPluginOnly }, () => {
  it('shows Vormgever\'s settings, picker and notices in Dutch on a Dutch site (the .mo from the zip)', async () => {
    const restore = useDutch();
    const dutch = newForm('Nederlands', [{ id: 1, type: 'text', label: 'Naam', cssClass: 'add fa-solid fa-envelope end' }, { id: 2, type: 'consent', label: 'Akkoord', checkboxLabel: 'Ik ga akkoord', choices: [{ text: 'Checked', value: '1', isSelected: false }], inputs: [{ id: '2.1', label: 'Akkoord' }, { id: '2.2', label: 'Tekst', isHidden: true }, { id: '2.3', label: 'Beschrijving', isHidden: true }] }]);
    try {
      const page = await newPage(await site.browser.newContext());
      await logIn(page);
      await openEditor(page, dutch.id);
      await selectField(page, 1);
      assert.equal(await page.locator('label[for=vormgever-picker-search]').innerText(), 'Pictogrammen zoeken');
      assert.equal(await page.locator('#vormgever-icon-none').innerText(), 'Geen');
      assert.match(await page.locator('#vormgever_notices').innerText(), /is een Font Awesome-pictogram/);
      assert.match(await page.locator('#vormgever_notices button').innerText(), /Het eigen pictogram "mail" van Vormgever gebruiken/);
      await selectField(page, 2);
      await page.click('label[for=vormgever_switch]');
      assert.equal(await page.locator('label[for=vormgever_switch]').innerText(), 'Als schuifschakelaar tonen');
      assert.equal(await page.inputValue('#field_css_class'), 'slide-check', 'a consent field takes a switch');
      await page.goto(`${url}/wp-admin/admin.php?page=gf_edit_forms&view=settings&subview=settings&id=${dutch.id}`);
      assert.equal(await page.locator('label[for=vormgever_placeholder]').innerText(), 'Labels als placeholders');
      await page.close();
    } finally {
      restore();
    }
  });
});
