// WPForms' adapter (src/editor/wpforms/adapter.ts) and the editor room on WPForms' real builder markup
// (fixtures/editors/wpforms-2.0.0.2-*.html: captured from the running builder), in both DOMs: a field's
// settings shown, written, read back, a canvas item redrawn, a field duplicated, nothing written twice,
// hostile class values, the form's settings and the canvas's placeholders, the teardown. What WPForms'
// own scripts do is done here as they do it (admin-builder.js: fieldTabToggle, fieldDuplicateRoutine,
// fieldChoiceUpdate), with the jQuery it ships; keys, focus and paint: test/wordpress/editor-wpforms.test.mjs.
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEditor } from '../../src/editor/start';
import { wpformsEditor } from '../../src/editor/wpforms/adapter';
import { fixture } from './helpers';

const page = (state: string) => fixture(`editors/wpforms-2.0.0.2-${state}.html`);
// Each state parsed once, copied into the page for each test (parsing the builder's 160 kB is most of a test's time).
const parsed = new Map<string, Document>();
function load(state: string): void {
  if (!parsed.has(state)) parsed.set(state, new DOMParser().parseFromString(page(state), 'text/html'));
  document.body.replaceChildren(...[...parsed.get(state)!.body.childNodes].map((node) => document.importNode(node, true)));
}
const $ = jQuery as unknown as (target: unknown) => { trigger(event: string, args?: unknown[]): void };
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const css = (id: number) => byId<HTMLInputElement>(`wpforms-field-option-${id}-css`);
const formClass = () => byId<HTMLInputElement>('wpforms-panel-field-settings-form_class');
const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
const hostile = '"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><svg/onload=window.__vgHacked=2> end ' + 'x'.repeat(5000) + ' add';

/** What the builder saves (its Save serialises #wpforms-builder-form; its "unsaved changes" check compares the same). */
const saved = () => Object.fromEntries(new FormData(byId<HTMLFormElement>('wpforms-builder-form')) as unknown as Iterable<[string, string]>);

/** As WPForms shows a field's options (fieldTabToggle): the field active, its panel shown, then its event. */
function showField(id: number): void {
  for (const field of document.querySelectorAll('.wpforms-field')) field.classList.remove('active');
  byId(`wpforms-field-${id}`).classList.add('active');
  for (const options of document.querySelectorAll<HTMLElement>('.wpforms-field-option')) options.style.display = 'none';
  byId(`wpforms-field-option-${id}`).style.display = '';
  $(byId('wpforms-builder')).trigger('wpformsFieldOptionTabToggle', [id]);
}

/** As WPForms duplicates a field (fieldDuplicateRoutine): its options panel copied as HTML text, ids and names rewritten, values copied. */
function duplicate(id: number, newId: number): void {
  const field = byId(`wpforms-field-${id}`);
  const options = byId(`wpforms-field-option-${id}`);
  const copy = field.cloneNode(true) as HTMLElement;
  field.after(copy);
  for (const other of document.querySelectorAll('.wpforms-field.active')) other.classList.remove('active');
  copy.classList.add('active');
  copy.id = `wpforms-field-${newId}`;
  copy.setAttribute('data-field-id', String(newId));
  const html = options.innerHTML
    .replace(new RegExp(`ID #${id}`, 'g'), `ID #${newId}`)
    .replace(new RegExp(`fields\\[${id}\\]`, 'g'), `fields[${newId}]`)
    .replace(new RegExp(`data-field-id="${id}"`, 'g'), `data-field-id="${newId}"`)
    .replace(new RegExp(`\\b(id|for)="wpforms-(.*?)${id}(.*?)"`, 'gi'), (_, attribute, before, after) => `${attribute}="wpforms-${before}${newId}${after}"`);
  options.style.display = 'none';
  options.insertAdjacentHTML('afterend', `<div class="${options.className}" id="wpforms-field-option-${newId}" data-field-id="${newId}">${html}</div>`);
  const newOptions = byId(`wpforms-field-option-${newId}`);
  for (const input of options.querySelectorAll<HTMLInputElement>('input[name], textarea[name]')) {
    const twin = newOptions.querySelector<HTMLInputElement>(`[name="${input.name.replace(`fields[${id}]`, `fields[${newId}]`)}"]`);
    if (twin && input.type !== 'checkbox' && input.type !== 'radio') twin.value = input.value;
  }
  $(byId('wpforms-builder')).trigger('wpformsFieldAdd', [newId, field.dataset.fieldType]);
  $(byId('wpforms-builder')).trigger('wpformsFieldDuplicated', [id, field, newId, copy]);
}

let stop: (() => void) | null = null;
const open = (state = 'field-shown') => {
  load(state);
  Object.assign(window, { jQuery, vormgever_editor_strings: { iconsUrl: '/icons/', toggleSwitch: 'Als schuifschakelaar tonen' } });
  stop = startEditor(window, wpformsEditor(window));
  return stop;
};
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-vormgever-row]')];
const shown = (row: HTMLElement) => row.style.display !== 'none';
const switchBox = () => byId<HTMLInputElement>('vormgever_switch');
const click = (box: HTMLInputElement) => {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};
/** Counts the input and change events the builder's class field of `id` gets (each is one write the builder sees). */
function writesTo(id: number) {
  const seen = { input: 0, change: 0 };
  css(id).addEventListener('input', () => seen.input++);
  css(id).addEventListener('change', () => seen.change++);
  return seen;
}

beforeEach(() => {
  (window as { __vgHacked?: unknown }).__vgHacked = undefined;
});
afterEach(() => {
  stop?.();
  stop = null;
  delete (window as { jQuery?: unknown }).jQuery;
});

describe("WPForms' field settings", () => {
  it("are shown below the shown field's CSS Classes, with the controls its type takes and what its classes say", () => {
    open();
    // The builder opened on the E-mail field (the capture clicked it).
    expect(rows()[0]!.previousElementSibling!.id).toBe('wpforms-field-option-row-2-css');
    const [switchRow, iconRow, noticeRow] = rows();
    expect([shown(switchRow!), shown(iconRow!)]).toEqual([false, true]);
    expect(byId('vormgever-picker-list').getAttribute('aria-activedescendant')).toBe('vormgever-icon-none');
    showField(6);
    expect(rows()[0]!.previousElementSibling!.id).toBe('wpforms-field-option-row-6-css');
    expect([shown(switchRow!), shown(iconRow!), switchBox().checked]).toEqual([true, false, false]);
    expect(switchRow!.textContent).toBe('Als schuifschakelaar tonen');
    showField(7); // GDPR Agreement, with the owner's layout class
    expect([shown(switchRow!), shown(iconRow!), switchBox().checked]).toEqual([true, false, false]);
    showField(1); // a name
    expect([shown(switchRow!), shown(iconRow!)]).toEqual([false, true]);
    showField(4); // a drop-down
    expect([shown(switchRow!), shown(iconRow!)]).toEqual([false, true]);
    // The notices, as in Gravity Forms' editor: a switch where none can be, half a marker, an icon font.
    showField(8);
    expect(noticeRow!.querySelector('.vormgever-notice')?.getAttribute('data-mistake')).toBe('switch-not-checkbox');
    showField(5);
    expect(noticeRow!.querySelector('.vormgever-notice')?.getAttribute('data-mistake')).toBe('add-without-end');
    showField(3);
    expect(noticeRow!.querySelector('.vormgever-notice.wpforms-alert')?.getAttribute('data-mistake')).toBe('font-awesome');
    expect(noticeRow!.querySelector('button')!.textContent).toContain('"user"');
    // One set of rows on the page; no control of ours sends anything with the builder's form.
    expect(document.querySelectorAll('#vormgever-picker-list')).toHaveLength(1);
    expect(rows().flatMap((row) => [...row.querySelectorAll('[name]')])).toEqual([]);
  });

  it('write only their own marker into the field\'s CSS Classes, once, with the events a typed value sends', () => {
    open();
    const before = saved();
    showField(7);
    const seen = writesTo(7);
    click(switchBox());
    expect(css(7).value).toBe('wpforms-one-half slide-check');
    expect(seen).toEqual({ input: 1, change: 1 });
    const after = saved();
    expect(Object.keys(after).filter((key) => after[key] !== before[key])).toEqual(['fields[7][css]']);
    click(switchBox());
    expect(css(7).value).toBe('wpforms-one-half');
    expect(seen).toEqual({ input: 2, change: 2 });

    showField(2);
    const email = writesTo(2);
    byId('vormgever-icon-mail').click();
    expect(css(2).value).toBe('mijn-class add vg-icon-mail end');
    expect(email).toEqual({ input: 1, change: 1 });
    byId('vormgever-icon-mail').click(); // the same icon again: nothing to write
    expect(email).toEqual({ input: 1, change: 1 });
    byId('vormgever-icon-none').click();
    expect(css(2).value).toBe('mijn-class');
    // The Font Awesome notice's button chooses the plugin's own icon.
    showField(3);
    document.querySelector<HTMLButtonElement>('[data-vormgever-row] .vormgever-notice button')!.click();
    expect(css(3).value).toBe('add vg-icon-user end');
    expect(document.querySelector('[data-vormgever-row] .vormgever-notice')).toBeNull();
  });

  it('show a class typed by hand (or written by the builder\'s layout selector, or its undo) as set', () => {
    open();
    showField(6);
    css(6).value = 'wpforms-one-half slide-check';
    css(6).dispatchEvent(new Event('input', { bubbles: true }));
    expect(switchBox().checked).toBe(true);
    showField(2);
    css(2).value = 'add vg-icon-phone end mijn-class';
    css(2).dispatchEvent(new Event('input', { bubbles: true }));
    expect(byId('vormgever-icon-phone').getAttribute('aria-selected')).toBe('true');
    // A field shown again reads its classes again (set while another was shown).
    css(6).value = '';
    showField(6);
    expect(switchBox().checked).toBe(false);
  });

  it('show hostile class values as text, inert, and throw nothing', async () => {
    open();
    for (const id of [2, 6]) css(id).value = hostile;
    formClass().value = `placeholder ${hostile}`;
    formClass().dispatchEvent(new Event('input', { bubbles: true }));
    expect(() => showField(2)).not.toThrow();
    const notices = document.querySelector('[data-vormgever-row] .vormgever-notices')!;
    expect(notices.textContent).toContain('vg-icon-"><svg/onload=window.__vgHacked=2>');
    showField(6);
    expect(notices.querySelectorAll('img, svg, script')).toHaveLength(0);
    // Writing keeps every other token as it was: the owner's (or an import's) text is not the room's to mend.
    click(switchBox());
    expect(css(6).value.split(' ').filter((token) => token !== 'slide-check')).toEqual(hostile.split(' ').filter(Boolean));
    await frame();
    expect(document.querySelectorAll('.wpforms-field-wrap img:not(.vormgever-icon-picture), .wpforms-field-wrap svg')).toHaveLength(0);
    expect((window as { __vgHacked?: unknown }).__vgHacked).toBeUndefined();
  });

  it('survive a duplicated field: the copy of the rows goes, the copy\'s own classes show, and a change writes to the copy only', () => {
    open();
    showField(6);
    click(switchBox()); // Interesses: slide-check
    duplicate(6, 9);
    expect(document.querySelectorAll('#vormgever-picker-list, #vormgever_switch')).toHaveLength(2); // one of each
    expect(rows()).toHaveLength(3);
    expect(rows()[0]!.previousElementSibling!.id).toBe('wpforms-field-option-row-9-css');
    expect(css(9).value).toBe('slide-check');
    expect(switchBox().checked).toBe(true);
    const copy = writesTo(9);
    const original = writesTo(6);
    click(switchBox());
    expect([css(9).value, css(6).value]).toEqual(['', 'slide-check']);
    expect([copy, original]).toEqual([{ input: 1, change: 1 }, { input: 0, change: 0 }]);
  });

  it('is duplicated here as WPForms duplicates it (the same ids and names as its real copy)', () => {
    load('field-shown');
    duplicate(6, 9);
    const names = (panel: Element) => [...panel.querySelectorAll('[id], [name]')].map((element) => `${element.id}|${element.getAttribute('name') ?? ''}`).sort();
    const ours = names(byId('wpforms-field-option-9'));
    load('duplicated');
    expect(ours).toEqual(names(byId('wpforms-field-option-9')));
  });
});

describe("WPForms' canvas", () => {
  it('shows the switch and the chosen icon as soon as a setting changes, and again after the builder rebuilds a choice list', async () => {
    open();
    showField(6);
    click(switchBox());
    expect(byId('wpforms-field-6').classList.contains('vormgever-canvas-switch')).toBe(true);
    showField(1);
    byId('vormgever-icon-user').click();
    // Before the first control the builder shows for the name's format (First, not the hidden Simple one).
    const icon = byId('wpforms-field-1').querySelector<HTMLElement>('.vormgever-canvas-icon')!;
    expect(icon.dataset.icon).toBe('user');
    expect(icon.parentElement!.className).toBe('wpforms-first-name');
    // The builder rebuilds the list (fieldChoiceUpdate) after a choice is added: the field keeps its look.
    const list = new DOMParser().parseFromString(page('choice-added'), 'text/html').querySelector('#wpforms-field-6 ul.primary-input')!;
    byId('wpforms-field-6').querySelector('ul.primary-input')!.replaceWith(document.importNode(list, true));
    await frame();
    expect(byId('wpforms-field-6').querySelectorAll('ul.primary-input > li')).toHaveLength(3);
    expect(byId('wpforms-field-6').classList.contains('vormgever-canvas-switch')).toBe(true);
    // A field's preview redrawn whole: decorated again, once.
    const field = byId('wpforms-field-1');
    field.innerHTML = field.innerHTML.replace(/<span class="vormgever-canvas-icon"[^]*?<\/span>/, '');
    await frame();
    expect(field.querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
  });

  it('shows the labels as placeholders while the form setting is on (Settings → General → Advanced, on the same page), an owner\'s own placeholder winning', async () => {
    open();
    const placeholders = byId<HTMLInputElement>('vormgever_placeholder');
    const floating = byId<HTMLInputElement>('vormgever_float-labels');
    expect(placeholders.closest('.vormgever-form-settings')!.previousElementSibling!.id).toBe('wpforms-panel-field-settings-form_class-wrap');
    expect([placeholders.checked, floating.checked, placeholders.name, floating.name]).toEqual([false, false, '', '']);
    byId('wpforms-field-3').querySelector('input')!.setAttribute('placeholder', 'Waarover?');
    const seen = { input: 0, change: 0 };
    formClass().addEventListener('input', () => seen.input++);
    formClass().addEventListener('change', () => seen.change++);
    click(floating);
    expect(formClass().value).toBe('mijn-formulier placeholder float-labels');
    expect(seen).toEqual({ input: 1, change: 1 });
    expect(placeholders.checked).toBe(true);
    const placeholder = (selector: string) => document.querySelector(selector)!.getAttribute('placeholder');
    expect(placeholder('#wpforms-field-2 .wpforms-confirm-primary input')).toBe('E-mail *');
    expect(placeholder('#wpforms-field-1 .wpforms-first-name input')).toBe('Naam: First');
    expect(placeholder('#wpforms-field-1 .wpforms-last-name input')).toBe('Naam: Last');
    expect(placeholder('#wpforms-field-3 input')).toBe('Waarover?');
    expect(byId('wpforms-field-1').classList.contains('vormgever-canvas-placeholders')).toBe(true);
    expect(byId('wpforms-field-6').classList.contains('vormgever-canvas-placeholders')).toBe(false);
    // The builder changes a label: the placeholder follows.
    byId('wpforms-field-2').querySelector('.label-title .text')!.textContent = 'E-mailadres';
    await frame();
    expect(placeholder('#wpforms-field-2 .wpforms-confirm-primary input')).toBe('E-mailadres *');
    // Typed into Form CSS Class by hand, off again: the checkboxes and the canvas follow.
    formClass().value = 'mijn-formulier';
    formClass().dispatchEvent(new Event('input', { bubbles: true }));
    expect([placeholders.checked, floating.checked]).toEqual([false, false]);
    expect(placeholder('#wpforms-field-2 .wpforms-confirm-primary input') ?? '').toBe('');
    expect(placeholder('#wpforms-field-3 input')).toBe('Waarover?');
  });

  it('takes everything back on stop, and leaves the builder\'s form as it found it', async () => {
    load('field-shown');
    const pristine = saved();
    const stop = open();
    showField(6);
    click(switchBox());
    click(byId<HTMLInputElement>('vormgever_placeholder'));
    await frame();
    stop();
    expect(document.querySelectorAll('[data-vormgever-row], .vormgever-form-settings, .vormgever-canvas-icon, [data-vormgever-placeholder], .vormgever-canvas-switch, .vormgever-canvas-placeholders, .vormgever-canvas')).toHaveLength(0);
    const after = saved();
    expect(Object.keys(after).filter((key) => after[key] !== pristine[key])).toEqual(['fields[6][css]', 'settings[form_class]']);
    // No listener left: the builder's events and typing reach nothing of ours.
    expect(() => showField(2)).not.toThrow();
    expect(document.querySelectorAll('[data-vormgever-row]')).toHaveLength(0);
  });
});
