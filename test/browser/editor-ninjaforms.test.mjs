// Ninja Forms' admin script (dist/editor/vormgever-editor-ninjaforms.js) and stylesheet in real Chromium,
// on a page with the parts of its builder the script uses: Backbone.Radio (a stand-in of its events and
// requests, below), a field model, a setting view the builder renders and attaches (the drawer, sliding in
// from the right inside the builder, which scrolls sideways), Custom Class Names' Container. The picker by
// keyboard alone, axe on the settings in the builder's look, and the builder left where it was while the
// drawer slides in. The real builder is driven by test/wordpress/editor-ninjaforms.test.mjs (it needs
// NINJAFORMS_DIR); this file runs in CI.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, projectRoot, recordConsole, serveProject } from './harness.mjs';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form builder</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/editor/vormgever-editor-ninjaforms.css">
<style>
  body { margin: 0; }
  /* As its builder.css lays it out: the builder wider than the window (its mobile menu off to the right), the drawer sliding in. */
  #nf-builder { position: relative; inline-size: 100vw; block-size: 100vh; overflow: auto; }
  #nf-builder::after { content: ""; position: absolute; inset-block-start: 0; inset-inline-start: calc(100vw + 250px); inline-size: 1px; block-size: 1px; }
  #nf-drawer { position: absolute; inset-block-start: 0; right: 0; inline-size: 40rem; transition: right 2s; }
  #nf-drawer.sliding { right: -36rem; transition: none; }
</style></head><body class="ninja-forms-app">
<div id="nf-builder"><main id="nf-main"><div id="field-7" class="nf-field-wrap email" data-id="7"><div class="nf-realistic-field">
  <div class="nf-realistic-field--label"><div><div class="nf-field-label"><div id="nf-label-field-7">E-mail <span class="ninja-forms-req-symbol">*</span></div></div></div></div>
  <div class="nf-realistic-field--element"><div><input type="email" id="nf-field-7" class="nf-element" placeholder=""></div></div>
</div></div></main>
<div id="nf-drawer"></div></div>
<script>
  // Backbone.Radio and a Backbone model, as far as the builder's bundle uses them.
  function events(target) {
    const handlers = {};
    target.on = (name, callback) => { (handlers[name] ||= []).push(callback); return target; };
    target.off = (name, callback) => { handlers[name] = (handlers[name] || []).filter((item) => item !== callback); return target; };
    target.trigger = (name, ...args) => { for (const callback of [...(handlers[name] || [])]) callback(...args); return target; };
    return target;
  }
  const channels = {};
  const Radio = { channel: (name) => (channels[name] ||= Object.assign(events({ replies: {} }), { reply(name, answer) { this.replies[name] = answer; }, request(name, ...args) { return this.replies[name]?.(...args); } })) };
  window.Backbone = { Radio };
  function model(attributes) {
    const m = events({ attributes });
    m.get = (name) => attributes[name];
    m.set = (name, value) => { if (attributes[name] !== value) { attributes[name] = value; m.trigger('change:' + name, m, value); Radio.channel('app').trigger('update:setting', m); } return m; };
    return m;
  }
  const email = model({ id: 7, type: 'email', label: 'E-mail', required: 1, container_class: 'own' });
  const fields = events({ get: (id) => (String(id) === '7' ? email : undefined) });
  email.on('change:container_class', (...args) => fields.trigger('change:container_class', ...args));
  window.changes = [];
  Radio.channel('fields').reply('get:collection', () => fields);
  Radio.channel('settings').reply('get:settings', () => model({ wrapper_class: '' }));
  Radio.channel('changes').reply('register:change', (...args) => window.changes.push(args));
  // The builder opens its drawer on the field: it slides in while its views render, detached, then attached.
  window.showField = () => {
    const drawer = document.getElementById('nf-drawer');
    drawer.classList.add('sliding');
    const view = document.createElement('div');
    view.innerHTML = '<div class="nf-setting nf-full"><div class="vormgever-nf-setting"></div></div>';
    const setting = model({ name: 'vormgever', type: 'vormgever' });
    Radio.channel('setting-type-vormgever').trigger('render:setting', setting, email, { el: view });
    drawer.append(view);
    Radio.channel('setting-type-vormgever').trigger('attach:setting', setting, email, { el: view });
    drawer.getBoundingClientRect();
    drawer.classList.remove('sliding');
  };
</script>
<script src="/dist/editor/vormgever-editor-ninjaforms.js"></script>
</body></html>`;

let browser;
let server;
before(async () => {
  server = await serveProject((req, res) => req.url === '/builder' && (res.writeHead(200, { 'content-type': 'text/html' }).end(page), true));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open() {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  tab.messages = recordConsole(tab);
  await tab.goto(`${server.url}/builder`);
  await tab.waitForFunction(() => window.vormgeverEditor);
  return tab;
}
const stored = (tab) => tab.evaluate(() => window.Backbone.Radio.channel('fields').request('get:collection').get('7').get('container_class'));

describe("the settings in Ninja Forms' builder", () => {
  it('are operated by keyboard alone while the drawer slides in, and leave the builder where it was', async () => {
    const tab = await open();
    await tab.evaluate(() => window.showField());
    // The owner's first key in the search box, before the drawer has come to rest.
    await tab.evaluate(() => document.getElementById('vormgever-picker-search').focus({ preventScroll: true }));
    await tab.keyboard.press('ArrowDown');
    assert.equal(await tab.evaluate(() => document.activeElement.getAttribute('role')), 'listbox');
    assert.equal(await tab.evaluate(() => document.getElementById('nf-builder').scrollLeft), 0, 'the builder did not move sideways');
    await tab.keyboard.press('End');
    assert.equal(await tab.evaluate(() => document.getElementById('nf-builder').scrollLeft), 0);
    const last = await tab.getAttribute('#vormgever-picker-list', 'aria-activedescendant');
    assert.equal(await stored(tab), `own add vg-icon-${last.replace('vormgever-icon-', '')} end`);
    // The choice is scrolled into the list's own view.
    await tab.waitForFunction(() => !document.getElementById('nf-drawer').getAnimations().length);
    const inView = await tab.evaluate((id) => {
      const list = document.getElementById('vormgever-picker-list').getBoundingClientRect();
      const item = document.getElementById(id).getBoundingClientRect();
      return item.top >= list.top - 1 && item.bottom <= list.bottom + 1;
    }, last);
    assert.equal(inView, true);
    await tab.keyboard.press('Home');
    assert.equal(await stored(tab), 'own');
    assert.equal(await tab.evaluate(() => window.changes.length), 3, 'each choice one change for its undo');
    assert.equal(await tab.locator('#field-7 .vormgever-canvas-icon').count(), 0);
    assert.deepEqual(tab.messages.filter((message) => message.startsWith('pageerror')), []);
    await tab.close();
  });

  it('are axe-clean in the builder\'s look, and the canvas shows the icon', async () => {
    const tab = await open();
    await tab.evaluate(() => window.showField());
    await tab.locator('#vormgever-icon-mail').click();
    assert.equal(await stored(tab), 'own add vg-icon-mail end');
    assert.equal(await tab.locator('#field-7 .vormgever-canvas-icon[data-icon=mail] + input').count(), 1);
    await tab.evaluate(() => window.Backbone.Radio.channel('fields').request('get:collection').get('7').set('container_class', 'own add fa-solid fa-envelope end'));
    assert.match(await tab.locator('#vormgever_notices').innerText(), /Font Awesome/);
    await tab.addScriptTag({ path: `${projectRoot}/node_modules/axe-core/axe.min.js` });
    const violations = await tab.evaluate(async () => (await window.axe.run('.vormgever-nf-setting', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] } })).violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`));
    assert.deepEqual(violations, []);
    await tab.close();
  });
});
