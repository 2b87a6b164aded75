// Gravity Forms' admin script (dist/editor/vormgever-editor-gravityforms.js) in real Chromium, on a page
// with the parts of Gravity Forms' editor it uses (the sidebar's Custom CSS Class, below which it adds
// its settings, a canvas field, the editor's globals, jQuery): the picker by keyboard alone, axe, notices, the canvas
// preview and its teardown. The real editor is driven by test/wordpress/editor.test.mjs (it needs
// GRAVITYFORMS_DIR); this file runs in CI.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, projectRoot, recordConsole, serveProject } from './harness.mjs';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form editor</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/editor/vormgever-editor-gravityforms.css"></head><body><main>
<div id="gform_fields">
  <div id="field_1" class="gfield gfield--type-email"><label class="gfield_label" for="input_1">E-mail</label>
    <div class="ginput_container"><input id="input_1" type="email"></div></div>
  <div id="field_2" class="gfield gfield--type-checkbox"><legend class="gfield_label">Options</legend>
    <div class="ginput_container"><input id="choice_2_1" type="checkbox"><label for="choice_2_1">News</label></div></div>
</div>
<ul class="sidebar">
  <li class="css_class_setting field_setting"><label for="field_css_class">Custom CSS Class</label><input type="text" id="field_css_class"></li>
</ul></main>
<script src="/node_modules/jquery/dist/jquery.min.js"></script>
<script>
  // As the plugin prints it (wp_localize_script): the icons' folder, the words left to their English.
  var vormgever_editor_strings = { iconsUrl: '/dist/icons/' };
  var form = { id: 1, cssClass: '', fields: [{ id: 1, type: 'email', cssClass: 'own' }, { id: 2, type: 'checkbox', cssClass: '' }] };
  var fieldSettings = { email: '.css_class_setting', checkbox: '.css_class_setting' };
  var selected = form.fields[0];
  function GetSelectedField() { return selected; }
  function SetFieldProperty(name, value) { selected[name] = value; }
  // As the editor does when a field is selected: its settings shown, filled, then the event.
  function select(index) { selected = form.fields[index]; jQuery('.field_setting').show(); jQuery('#field_css_class').val(selected.cssClass); jQuery(document).trigger('gform_load_field_settings', [selected, form]); }
  jQuery('#field_css_class').on('change', function () { SetFieldProperty('cssClass', this.value); });
</script>
<script src="/dist/editor/vormgever-editor-gravityforms.js"></script>
<script>addEventListener('load', () => select(0));</script>
</body></html>`;

let browser;
let server;
before(async () => {
  server = await serveProject((req, res) => req.url === '/editor' && (res.writeHead(200, { 'content-type': 'text/html' }).end(page), true));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The editor's page in a new tab; `missing`: an icon whose file the server does not have. */
async function open({ missing } = {}) {
  const tab = await browser.newPage();
  tab.messages = recordConsole(tab);
  if (missing) await tab.route(`${server.url}/dist/icons/${missing}.svg`, (route) => route.fulfill({ status: 404, body: '' }));
  await tab.goto(`${server.url}/editor`);
  await tab.waitForFunction(() => window.vormgeverEditor && document.readyState === 'complete');
  return tab;
}
const stored = (tab) => tab.evaluate(() => window.GetSelectedField().cssClass);
const visibleIcons = (tab) => tab.locator('#vormgever-picker-list [role=option]:not([hidden])').evaluateAll((items) => items.map((item) => item.dataset.icon));

describe('the icon picker', () => {
  it('is operated by keyboard alone: search, Arrow Down into the list, arrows, Home, End; one tab stop', async () => {
    const tab = await open();
    await tab.focus('#field_css_class');
    await tab.keyboard.press('Tab'); // past the switch setting, hidden on an e-mail field
    assert.equal(await tab.evaluate(() => document.activeElement.id), 'vormgever-picker-search');
    await tab.keyboard.type('Envelop');
    // "None", then the envelope first; only icons the Dutch word names (the catalogue has more than one envelope).
    const found = await visibleIcons(tab);
    assert.deepEqual(found.slice(0, 2), ['', 'mail']);
    assert.ok(found.length < 6 && found.slice(1).every((name) => name.startsWith('mail')), found.join());
    await tab.keyboard.press('ArrowDown');
    assert.equal(await tab.evaluate(() => document.activeElement.getAttribute('role')), 'listbox');
    assert.equal(await stored(tab), 'own add vg-icon-mail end');
    assert.equal(await tab.inputValue('#field_css_class'), 'own add vg-icon-mail end');
    await tab.keyboard.press('Home');
    assert.equal(await stored(tab), 'own', '"None" takes the marker away');
    await tab.fill('#vormgever-picker-search', '');
    await tab.focus('#vormgever-picker-list');
    await tab.keyboard.press('End');
    const last = (await visibleIcons(tab)).at(-1);
    assert.equal(await stored(tab), `own add vg-icon-${last} end`);
    assert.equal(await tab.getAttribute('#vormgever-picker-list', 'aria-activedescendant'), `vormgever-icon-${last}`);
    await tab.keyboard.press('ArrowLeft');
    await tab.keyboard.press('Tab');
    assert.equal(await tab.evaluate(() => document.activeElement.closest?.('[role=listbox]') === null), true, 'one tab stop');
    assert.deepEqual(tab.messages, []);
    await tab.close();
  });

  it('is axe-clean, shows a name where an icon file is missing, and takes a click', async () => {
    const tab = await open({ missing: 'phone' });
    await tab.addScriptTag({ path: `${projectRoot}/node_modules/axe-core/axe.min.js` });
    const violations = await tab.evaluate(async () => (await window.axe.run('#vormgever_icon_picker', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] } })).violations.map((v) => v.id));
    assert.deepEqual(violations, []);
    const pictures = () => tab.evaluate(() => ['phone', 'mail'].map((name) => document.querySelector(`#vormgever-icon-${name} img`)).map((img) => ({ hidden: img.hidden, drawn: img.naturalWidth > 0 })));
    await tab.waitForFunction(() => ['phone', 'mail'].every((name) => document.querySelector(`#vormgever-icon-${name} img`).complete));
    assert.deepEqual(await pictures(), [{ hidden: true, drawn: false }, { hidden: false, drawn: true }]);
    await tab.locator('#vormgever-icon-phone').click();
    assert.equal(await stored(tab), 'own add vg-icon-phone end');
    assert.equal(await tab.locator('#vormgever-icon-phone').innerText(), 'phone');
    // Said for the picker's picture, and for the canvas's once the click has put the icon there.
    assert.deepEqual([...new Set(tab.messages)], [`error: Failed to load resource: the server responded with a status of 404 (Not Found) (${server.url}/dist/icons/phone.svg)`]);
    await tab.close();
  });
});

describe('notices and the canvas', () => {
  it('says what a typed marker will not do, and offers the plugin\'s own icon for a Font Awesome one', async () => {
    const tab = await open();
    await tab.fill('#field_css_class', 'own add fa-solid fa-envelope');
    assert.match(await tab.locator('#vormgever_notices').innerText(), /"add" needs icon classes and then "end"/);
    await tab.fill('#field_css_class', 'own add fa-solid fa-envelope end');
    assert.match(await tab.locator('#vormgever_notices').innerText(), /"fa-solid fa-envelope" is a Font Awesome icon/);
    await tab.locator('#vormgever_notices button').click();
    assert.equal(await stored(tab), 'own add vg-icon-mail end');
    assert.equal(await tab.locator('#vormgever_notices').isVisible(), false);
    await tab.evaluate(() => window.select(1));
    assert.equal(await tab.locator('.vormgever_icon_setting').isVisible(), false, 'no picker on a checkbox field');
    await tab.getByLabel('Show as toggle switch').check();
    assert.equal(await stored(tab), 'slide-check');
    assert.deepEqual(tab.messages, []);
    await tab.close();
  });

  it('draws the switch and the icon on the canvas, again after the editor re-renders a field, and takes them back on stop', async () => {
    const tab = await open();
    await tab.locator('#vormgever-icon-mail').click();
    await tab.evaluate(() => window.select(1));
    await tab.getByLabel('Show as toggle switch').check();
    const canvas = () =>
      tab.evaluate(() => ({
        icons: [...document.querySelectorAll('#field_1 .vormgever-canvas-icon')].map((icon) => icon.dataset.icon),
        beforeInput: document.querySelector('#field_1 .vormgever-canvas-icon')?.nextElementSibling?.id ?? null,
        switchLook: getComputedStyle(document.querySelector('#choice_2_1')).appearance,
      }));
    assert.deepEqual(await canvas(), { icons: ['mail'], beforeInput: 'input_1', switchLook: 'none' });
    // The editor re-renders a field's content (as after a setting change).
    await tab.evaluate(() => {
      const field = document.getElementById('field_1');
      field.innerHTML = field.innerHTML.replace(/<span class="vormgever-canvas-icon"[^]*?<\/span>/, '');
    });
    await tab.waitForFunction(() => document.querySelector('#field_1 .vormgever-canvas-icon'));
    assert.deepEqual(await canvas(), { icons: ['mail'], beforeInput: 'input_1', switchLook: 'none' });
    await tab.evaluate(() => window.vormgeverEditor.stop());
    assert.deepEqual(await canvas(), { icons: [], beforeInput: null, switchLook: 'auto' });
    assert.equal(await tab.locator('#vormgever-picker-list').count(), 0, 'the picker is gone too');
    assert.deepEqual(tab.messages, []);
    await tab.close();
  });
});
