// Ninja Forms' adapter (src/editor/ninjaforms/) and the editor room on Ninja Forms' real builder markup
// (fixtures/editors/ninjaforms-3.14.3-*.html: captured from the running builder, with its models), in
// both DOMs: a field's settings shown, written, read back; the canvas item redrawn; a field duplicated;
// nothing written twice; undo; hostile class values; the form's settings and the canvas's placeholders;
// the teardown. What the builder's Backbone code does is done here as it does it (./editor-ninjaforms-builder.ts);
// keys, focus and paint, and the real builder: test/wordpress/editor-ninjaforms.test.mjs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../../src/editor/ninjaforms/builder';
import { iconTypes, ninjaFormsEditor, switchTypes } from '../../src/editor/ninjaforms/adapter';
import { startEditor } from '../../src/editor/start';
import { fixture, projectRoot } from './helpers';
import { Builder, type Model } from './editor-ninjaforms-builder';

// Each state parsed once, copied into the page for each test.
const parsed = new Map<string, Document>();
let builder: Builder;
let state = '';
function load(name: string): void {
  state = name;
  if (!parsed.has(state)) parsed.set(state, new DOMParser().parseFromString(fixture(`editors/ninjaforms-3.14.3-${state}.html`), 'text/html'));
  const page = parsed.get(state)!;
  document.body.replaceChildren(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
  document.body.className = page.body.className;
  builder = new Builder(JSON.parse(page.getElementById('vormgever-fixture-data')!.textContent!));
}
// The fields of the editor test's form (php/editors/ninjaforms-form.php), by their ids in the captures.
const ids = { voornaam: '5', email: '7', telefoon: '8', interesses: '9', akkoord: '10', soort: '11', plaats: '12' };
const field = (id: string) => builder.fields.get(id)!;
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
const hostile = '"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><svg/onload=window.__vgHacked=2> end <b>x</b> &amp; ' + 'x'.repeat(5000) + ' add';

let stop: (() => void) | null = null;
function open(state: string): () => void {
  load(state);
  Object.assign(window, { Backbone: { Radio: builder.radio }, vormgever_editor_strings: { iconsUrl: '/icons/', toggleSwitch: 'Als schuifschakelaar tonen' } });
  stop = startEditor(window, ninjaFormsEditor(window));
  return stop;
}
afterEach(() => {
  stop?.();
  stop = null;
  delete (window as { Backbone?: unknown }).Backbone;
});

/** A setting view's element (the div around its .nf-setting) on the page and in the captured page, found by what it holds. */
function viewOf(selector: string): [HTMLElement, HTMLElement] {
  const view = (root: ParentNode) => root.querySelector(`#nf-drawer ${selector}`)!.closest('.nf-setting')!.parentElement!;
  return [view(document), view(parsed.get(state)!)];
}
/** The drawer's setting views for `model` as the builder renders them: its textbox `name`, then Vormgever's setting `type`. */
function showSettings(model: Model, name: string, type: string) {
  const [[textbox, textboxTemplate], [setting, settingTemplate]] = [viewOf(`input#${name}`), viewOf('.vormgever-nf-setting')];
  const views = builder.render([
    { name, type: 'textbox', model, el: textbox, template: textboxTemplate },
    { name: type, type, model, el: setting, template: settingTemplate },
  ]);
  return { model, destroy: () => views.reverse().forEach((view) => view.destroy()) };
}
const showField = (id: string) => showSettings(field(id), 'container_class', 'vormgever');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-vormgever-row]')];
const shown = (row: HTMLElement) => row.isConnected && row.style.display !== 'none';
const switchBox = () => byId<HTMLInputElement>('vormgever_switch');
const click = (box: HTMLInputElement) => {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};
const option = (name: string) => byId(`vormgever-icon-${name}`);
const chosen = () => byId('vormgever-picker-list').getAttribute('aria-activedescendant');
const canvasIcons = (id: string) => [...byId(`field-${id}`).querySelectorAll<HTMLElement>('.vormgever-canvas-icon')].map((icon) => icon.dataset.icon);

describe("Ninja Forms' builder", () => {
  it('offers the switch on its checkbox lists and single checkboxes, the icon on its text-like fields, selects and textareas, as its PHP does', () => {
    const { takes } = ninjaFormsEditor(window);
    expect(takes('listcheckbox')).toEqual({ switch: true, icon: false });
    expect(takes('checkbox')).toEqual({ switch: true, icon: false });
    for (const type of ['textbox', 'email', 'firstname', 'lastname', 'address', 'listselect', 'textarea']) expect(takes(type)).toEqual({ switch: false, icon: true });
    for (const type of ['listradio', 'submit', 'html', 'hidden', 'recaptcha']) expect(takes(type)).toEqual({ switch: false, icon: false });
    const php = readFileSync(resolve(projectRoot, 'wordpress/includes/editors/ninjaforms.php'), 'utf8');
    const listed = [.../function vormgever_ninjaforms_field_types\(\) \{[^]*?\n\}/.exec(php)![0].matchAll(/'([a-z0-9]+)',/g)].map(([, type]) => type);
    expect(listed).toEqual([...switchTypes, ...iconTypes]);
  });

  it("puts the rows into its setting's view when the drawer shows a field, shows what Container says, and writes only its marker there, as a typed value is stored", () => {
    open('field-shown');
    expect(rows().every((row) => !row.isConnected)).toBe(true); // nothing before the builder renders the setting
    const { model } = showField(ids.email);
    const box = document.querySelector('#nf-drawer .vormgever-nf-setting')!;
    expect(rows().map((row) => row.parentElement)).toEqual([box, box, box]);
    const [switchRow, iconRow, noticeRow] = rows();
    expect([shown(switchRow!), shown(iconRow!)]).toEqual([false, true]);
    expect(byId('vormgever_notices').hidden).toBe(true);
    expect(noticeRow).toBeDefined();
    expect(chosen()).toBe('vormgever-icon-none');

    option('mail').click();
    expect(model.get('container_class')).toBe('mijn-class add vg-icon-mail end');
    expect(byId<HTMLInputElement>('container_class').value).toBe('mijn-class add vg-icon-mail end'); // its textbox, as the owner sees it
    expect(builder.changes).toHaveLength(1);
    expect(builder.changes[0]).toMatchObject({ action: 'changeSetting', model, changes: { attr: 'container_class', before: 'mijn-class', after: 'mijn-class add vg-icon-mail end' } });
    expect(builder.changes[0]!.label.change).toBe('Changed Container from mijn-class to mijn-class add vg-icon-mail end');
    expect(builder.clean).toBe(false); // Publish enabled
    expect(canvasIcons(ids.email)).toEqual(['mail']);

    // The same choice again writes nothing.
    option('mail').click();
    expect(builder.changes).toHaveLength(1);
    // "None" takes the marker out, the owner's class stays.
    option('none').click();
    expect(model.get('container_class')).toBe('mijn-class');
    expect(canvasIcons(ids.email)).toEqual([]);
  });

  it('reads a field back when the drawer shows it again (its views were destroyed), and a marker typed into Container shows as it is typed', () => {
    open('field-shown');
    let views = showField(ids.email);
    option('phone').click();
    views.destroy();
    expect(rows().every((row) => !row.isConnected)).toBe(true); // the builder removed its views' elements
    views = showField(ids.voornaam);
    expect(chosen()).toBe('vormgever-icon-none');
    views.destroy();
    views = showField(ids.email);
    expect(chosen()).toBe('vormgever-icon-phone');
    expect(option('phone').getAttribute('aria-selected')).toBe('true');

    const input = byId<HTMLInputElement>('container_class'); // shown in the builder's Developer Mode
    input.focus();
    input.value = 'mijn-class add vg-icon-user end';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(chosen()).toBe('vormgever-icon-user');
    expect(views.model.get('container_class')).toBe('mijn-class add vg-icon-phone end'); // the builder stores it on change, not we
    expect(builder.changes).toHaveLength(1);
    // Leaving the box: the builder sets another attribute of the model first (seen: drawerDisabled),
    // then its `change` handler stores what the box holds (changeSettingDefault.js).
    input.blur();
    views.model.set('drawerDisabled', false);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    views.model.set('container_class', input.value);
    expect(views.model.get('container_class')).toBe('mijn-class add vg-icon-user end');
    expect(chosen()).toBe('vormgever-icon-user');
  });

  it('sets and clears the switch of a checkbox list, removing only slide-check', () => {
    open('checkbox-shown');
    const { model } = showField(ids.interesses);
    const [switchRow, iconRow] = rows();
    expect([shown(switchRow!), shown(iconRow!)]).toEqual([true, false]);
    model.set('container_class', 'twee-kolommen'); // the owner's own class, set as the builder does
    click(switchBox());
    expect(model.get('container_class')).toBe('twee-kolommen slide-check');
    expect(byId(`field-${ids.interesses}`).classList.contains('vormgever-canvas-switch')).toBe(true);
    click(switchBox());
    expect(model.get('container_class')).toBe('twee-kolommen');
    expect(byId(`field-${ids.interesses}`).classList.contains('vormgever-canvas-switch')).toBe(false);
  });

  it('says where a marker does nothing, in the field that has it', () => {
    open('field-shown');
    let views = showField(ids.telefoon);
    expect(byId('vormgever_notices').textContent).toMatch(/"add" needs icon classes and then "end"/);
    views.destroy();
    views = showField(ids.plaats);
    expect(byId('vormgever_notices').textContent).toMatch(/"slide-check" only works on checkbox and consent fields/);
    views.destroy();
    showField(ids.soort);
    expect(byId('vormgever_notices').textContent).toMatch(/Font Awesome/);
    byId('vormgever_notices').querySelector('button')!.click(); // "Use Vormgever's own icon"
    expect(field(ids.soort).get('container_class')).toBe('add vg-icon-user end');
  });

  it('shows the settings on the canvas, again after the builder re-renders a field, and on a duplicated field', async () => {
    open('field-shown');
    showField(ids.email);
    option('mail').click();
    click(byId<HTMLInputElement>('vormgever_switch')); // hidden on an e-mail field: no switch drawn there
    expect(byId(`field-${ids.email}`).classList.contains('vormgever-canvas-switch')).toBe(false);
    // fieldItem.render: its template rendered anew and the old element replaced.
    const old = byId(`field-${ids.email}`);
    const fresh = parsed.get('field-shown')!.getElementById(`field-${ids.email}`)!;
    old.replaceWith(document.importNode(fresh, true));
    await frame();
    expect(canvasIcons(ids.email)).toEqual(['mail']);
    expect(byId(`field-${ids.email}`).querySelector('.vormgever-canvas-icon + input')).not.toBeNull(); // in front of its control
    stop!();

    open('duplicated');
    const copy = () => [...byId('tmp-1').querySelectorAll<HTMLElement>('.vormgever-canvas-icon')].map((icon) => icon.dataset.icon);
    expect(copy()).toEqual([]);
    field('tmp-1').set('container_class', 'mijn-class add vg-icon-mail end');
    expect(copy()).toEqual(['mail']); // the model's change, without a re-render
    expect(canvasIcons(ids.email)).toEqual([]);
  });

  it("takes part in the builder's undo: the canvas and the shown settings follow the model back", () => {
    open('field-shown');
    showField(ids.email);
    option('mail').click();
    expect(canvasIcons(ids.email)).toEqual(['mail']);
    builder.undoAll();
    expect(field(ids.email).get('container_class')).toBe('mijn-class');
    expect(canvasIcons(ids.email)).toEqual([]);
    expect(chosen()).toBe('vormgever-icon-none');
  });

  it("writes the form's placeholder modes into Wrapper from Display Settings, and the canvas shows the placeholders", async () => {
    open('form-settings');
    const views = showSettings(builder.settings, 'wrapper_class', 'vormgever_form');
    const boxes = document.querySelectorAll('#nf-drawer .vormgever-nf-setting .vormgever-form-settings');
    expect(boxes).toHaveLength(1);
    const floating = byId<HTMLInputElement>('vormgever_float-labels');
    click(floating);
    expect(builder.settings.get('wrapper_class')).toBe('mijn-formulier placeholder float-labels');
    expect(byId<HTMLInputElement>('vormgever_placeholder').checked).toBe(true);
    expect(builder.changes).toEqual([expect.objectContaining({ model: builder.settings, changes: { attr: 'wrapper_class', before: 'mijn-formulier', after: 'mijn-formulier placeholder float-labels' } })]);
    views.destroy();
    expect(document.querySelector('.vormgever-form-settings')).toBeNull();
    stop!();

    const settings = { ...builder.settings.attributes };
    open('field-shown');
    builder.settings.set('wrapper_class', settings.wrapper_class); // the canvas follows the form's model
    expect(byId<HTMLInputElement>(`nf-field-${ids.email}`).placeholder).toBe('E-mailadres *');
    expect(byId<HTMLInputElement>(`nf-field-${ids.voornaam}`).placeholder).toBe('Voornaam *');
    expect(byId('nf-main').classList.contains('vormgever-canvas-placeholder')).toBe(true);
    builder.settings.set('wrapper_class', 'mijn-formulier');
    expect(byId<HTMLInputElement>(`nf-field-${ids.email}`).placeholder).toBe('');
  });

  it('keeps a hostile class inert: shown as text, the rest of it kept as the builder holds it, its change list escaped', () => {
    open('field-shown');
    field(ids.email).set('container_class', hostile, { silent: true }); // an import's or a hand edit's
    const views = showField(ids.email);
    expect(field(ids.email).get('container_class')).toBe(escapeHtml(hostile)); // the builder's own escaping while its textbox is shown
    expect(document.querySelector('[onerror], [onload], img[src="x"]')).toBeNull();
    expect(byId('vormgever_notices').textContent).toMatch(/"add" needs icon classes and then "end"|is neither one of Vormgever's icons/);
    expect(canvasIcons(ids.email)).toEqual([]);
    option('mail').click();
    expect(builder.changes[0]!.label.change).not.toMatch(/[<>"]/);
    views.destroy();
    const stored = String(field(ids.email).get('container_class'));
    expect(stored).toContain('<b>x</b> &amp; '); // the owner's text, unescaped by the builder on closing, as it was
    expect(stored.split(' ')).toContain('vg-icon-mail');
    expect((window as { __vgHacked?: number }).__vgHacked).toBeUndefined();
    expect(unescapeHtml(escapeHtml(hostile))).toBe(hostile);
  });

  it('takes everything back when stopped: rows, canvas decorations and every listener of its own', () => {
    load('field-shown');
    const before = builder.listeners();
    const page = document.body.innerHTML;
    Object.assign(window, { Backbone: { Radio: builder.radio } });
    const end = startEditor(window, ninjaFormsEditor(window));
    const views = showField(ids.email);
    option('mail').click();
    builder.settings.set('wrapper_class', 'placeholder');
    views.destroy();
    end();
    expect(builder.listeners()).toBe(before);
    expect(document.querySelector('[data-vormgever-row], .vormgever-canvas-icon, [data-vormgever-placeholder]')).toBeNull();
    expect(byId('nf-main').classList.contains('vormgever-canvas')).toBe(false);
    builder.settings.set('wrapper_class', 'mijn-formulier'); // nothing of ours left to answer
    expect(document.body.innerHTML.length).toBeGreaterThan(page.length / 2);
  });
});
