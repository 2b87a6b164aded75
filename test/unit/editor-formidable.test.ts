// Formidable Forms' editor adapter (src/editor/formidable/) on its real builder and Settings page,
// captured from Formidable 6.34 (fixtures/editors/formidable-6.34-*.html: test/wordpress/
// capture-editor-formidable.mjs), in both DOMs, with the jQuery WordPress ships (3.7.1) and a stand-in of
// wp.hooks: the builder's own script is not run, so what it does is done here as it does it (a field
// shown: its settings into the sidebar, then frmShowedFieldSettings; a chip deleted: the value without
// it and a jQuery-only change; a field loaded later: its li replaced). The real builder:
// test/wordpress/editor-formidable.test.mjs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasClasses, formidableEditor, type FormidableWindow } from '../../src/editor/formidable/adapter';
import { deletedIconToken, withMarkersOf } from '../../src/editor/markers';
import { startEditor } from '../../src/editor/start';

const fixture = (state: string) => readFileSync(resolve(__dirname, `../../fixtures/editors/formidable-6.34-${state}.html`), 'utf8').replace(/^<!--[^]*?-->\n/, '');
// The form's fields (the fixtures' header says their ids).
const id = { name: 7, email: 8, phone: 9, subject: 10, kind: 11, message: 12, website: 13, count: 14, address: 15, interest: 16, choice: 17, consent: 18, city: 19 };
const english = { iconsUrl: 'https://example.test/icons/' };

/** A stand-in of wp.hooks' actions (addAction, removeAction, doAction), counting what is registered. */
function hooksStandIn() {
  const actions = new Map<string, Map<string, (...args: unknown[]) => void>>();
  return {
    addAction(name: string, namespace: string, callback: (...args: unknown[]) => void) {
      if (!actions.has(name)) actions.set(name, new Map());
      actions.get(name)!.set(namespace, callback);
    },
    removeAction(name: string, namespace: string) {
      actions.get(name)?.delete(namespace);
    },
    doAction(name: string, ...args: unknown[]) {
      for (const callback of actions.get(name)?.values() ?? []) callback(...args);
    },
    count: () => [...actions.values()].reduce((sum, map) => sum + map.size, 0),
  };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

/** The page of a fixture, with Formidable's globals and Vormgever's editor started on it. */
function builder(state: string, { formClasses = 'mijn-formulier', before = () => {} }: { formClasses?: string; before?: () => void } = {}) {
  document.body.innerHTML = fixture(state);
  const hooks = hooksStandIn();
  vi.stubGlobal('jQuery', jQuery);
  vi.stubGlobal('wp', { hooks });
  vi.stubGlobal('vormgever_formidable', { formClasses });
  vi.stubGlobal('vormgever_editor_strings', english);
  before();
  const stop = startEditor(window as FormidableWindow & { vormgever_editor_strings?: unknown }, formidableEditor(window as FormidableWindow));
  stops.push(stop);
  return { hooks, stop };
}

const input = (field: number) => document.getElementById(`frm_classes_${field}`) as HTMLInputElement;
const li = (field: number) => document.getElementById(`frm_field_id_${field}`)!;
const settings = (field: number) => document.getElementById(`frm-single-settings-${field}`)!;
const row = (setting: string) => document.querySelector<HTMLElement>(`[data-vormgever-setting="${setting}"]`)!;
const notices = () => document.getElementById('vormgever_notices')!;

/** What the builder does when a field is clicked: its settings into the sidebar, the others hidden, then the action. */
function show(hooks: ReturnType<typeof hooksStandIn>, field: number) {
  for (const open of document.querySelectorAll('.frm-single-settings:not(.frm_hidden)')) open.classList.add('frm_hidden');
  const panel = settings(field);
  document.getElementById('frm-options-panel')!.append(panel);
  panel.classList.remove('frm_hidden');
  hooks.doAction('frmShowedFieldSettings', li(field), panel);
}

/** What the chips do when one is deleted: the value without every copy of it, and a jQuery-only change. */
function deleteChip(field: number, token: string) {
  const box = input(field);
  box.value = box.value.split(/\s+/).filter((item) => item && item !== token).join(' ');
  jQuery(box).trigger('change');
}

const click = (element: HTMLElement) => element.click();
const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

describe("Formidable's builder: the field settings", () => {
  it('puts the switch beside Required and the picker and notices below CSS Layout Classes, of the field shown', () => {
    const { hooks } = builder('builder');
    // The E-mail field was shown when the page was captured: its settings are in the sidebar.
    const checks = settings(id.email).querySelector('.frm-inline-flex')!;
    expect(checks.contains(row('switch'))).toBe(true);
    expect(row('switch').classList.contains('frm_hidden')).toBe(true);
    expect(input(id.email).closest('p')!.nextElementSibling).toBe(row('icon'));
    expect(row('icon').nextElementSibling).toBe(row('notices'));
    expect(row('icon').classList.contains('frm_hidden')).toBe(false);
    expect(document.querySelector<HTMLInputElement>('#vormgever-picker-search')!.classList.contains('frm-search-input')).toBe(true);
    expect(document.getElementById('vormgever-icon-none')!.getAttribute('aria-selected')).toBe('true');

    show(hooks, id.interest);
    expect(settings(id.interest).querySelector('.frm-inline-flex')!.contains(row('switch'))).toBe(true);
    expect(row('switch').classList.contains('frm_hidden')).toBe(false);
    expect(row('icon').classList.contains('frm_hidden')).toBe(true);
    expect(document.querySelectorAll('[data-vormgever-row]')).toHaveLength(3);
    expect(document.querySelector('label[for="vormgever_switch"]')!.textContent!.trim()).toBe('Show as toggle switch');

    show(hooks, id.consent);
    expect(row('switch').classList.contains('frm_hidden')).toBe(false);
    for (const field of [id.name, id.address, id.kind, id.message, id.phone, id.website, id.count]) {
      show(hooks, field);
      expect(row('icon').classList.contains('frm_hidden'), `field ${field}`).toBe(false);
      expect(row('switch').classList.contains('frm_hidden'), `field ${field}`).toBe(true);
    }
  });

  it('writes only its own marker into CSS Layout Classes, once, the way the builder stores a typed one', () => {
    const { hooks } = builder('builder');
    show(hooks, id.interest);
    const native = vi.fn();
    const jq = vi.fn();
    input(id.interest).addEventListener('change', native);
    jQuery(input(id.interest)).on('change', jq);
    click(document.getElementById('vormgever_switch')!);
    expect(input(id.interest).value).toBe('slide-check');
    expect(native).toHaveBeenCalledTimes(1);
    expect(jq).toHaveBeenCalledTimes(1);
    expect(li(id.interest).classList.contains('vormgever-canvas-switch')).toBe(true);
    click(document.getElementById('vormgever_switch')!);
    expect(input(id.interest).value).toBe('');
    expect(li(id.interest).classList.contains('vormgever-canvas-switch')).toBe(false);
    expect(native).toHaveBeenCalledTimes(2);

    show(hooks, id.email);
    click(document.getElementById('vormgever-icon-mail')!);
    expect(input(id.email).value).toBe('mijn-class add vg-icon-mail end');
    expect(li(id.email).querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
    expect(li(id.email).querySelector('.vormgever-canvas-icon')!.nextElementSibling).toBe(li(id.email).querySelector('.frm_form_fields input'));
    click(document.getElementById('vormgever-icon-none')!);
    expect(input(id.email).value).toBe('mijn-class');
    expect(li(id.email).querySelector('.vormgever-canvas-icon')).toBeNull();
    // No key of its own: none of its controls has a name, so none is posted with the form.
    expect(document.querySelectorAll('[data-vormgever-row] [name]')).toHaveLength(0);
  });

  it('keeps the focus in the picker, which the chips take when they are drawn again', () => {
    const { hooks } = builder('builder');
    show(hooks, id.email);
    const proxy = document.getElementById(`frm_classes_${id.email}-proxy-input`)!;
    jQuery(input(id.email)).on('change', () => proxy.focus()); // what drawing the chips does
    const list = document.getElementById('vormgever-picker-list')!;
    list.focus();
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(input(id.email).value).not.toBe('mijn-class');
    expect(document.activeElement).toBe(list);
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(input(id.email).value).toBe('mijn-class');
    expect(document.activeElement).toBe(list);
  });

  it('reads back what was typed or saved, and says what a marker will not do', () => {
    const { hooks } = builder('builder');
    show(hooks, id.phone); // add fa-solid fa-phone end
    expect(notices().textContent).toContain('Font Awesome');
    click(notices().querySelector('button')!);
    expect(input(id.phone).value).toBe('add vg-icon-phone end');
    expect(document.getElementById('vormgever-icon-phone')!.getAttribute('aria-selected')).toBe('true');
    expect(notices().hidden).toBe(true);
    show(hooks, id.subject); // add vg-icon-pen
    expect(notices().textContent).toContain('"add" needs icon classes and then "end"');
    show(hooks, id.choice); // slide-check on radio buttons
    expect(notices().textContent).toContain('"slide-check" only works on checkbox and consent fields');
    expect(row('switch').classList.contains('frm_hidden')).toBe(true);
  });

  it("puts back a token of the icon's marker deleted as a chip, and says so; the owner's other chips are theirs", () => {
    const { hooks } = builder('builder');
    show(hooks, id.email);
    click(document.getElementById('vormgever-icon-mail')!);
    const stored = vi.fn();
    input(id.email).addEventListener('change', stored);
    deleteChip(id.email, 'add');
    expect(input(id.email).value).toBe('mijn-class add vg-icon-mail end');
    expect(stored).toHaveBeenCalledTimes(1); // the value put back, stored as a typed one
    expect(notices().hidden).toBe(false);
    expect(notices().textContent).toContain('"add" belongs to the icon chosen under Icon, so it was put back');
    expect(li(id.email).querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
    deleteChip(id.email, 'vg-icon-mail');
    expect(input(id.email).value).toBe('mijn-class add vg-icon-mail end');
    expect(notices().textContent).toContain('"vg-icon-mail" belongs');
    deleteChip(id.email, 'mijn-class');
    expect(input(id.email).value).toBe('add vg-icon-mail end');
    expect(notices().hidden).toBe(true);
    // A chip added by hand shows as set too (the chips' own change, jQuery only).
    input(id.email).value = 'add vg-icon-mail end slide-check';
    jQuery(input(id.email)).trigger('change');
    expect(notices().textContent).toContain('"slide-check" only works on checkbox and consent fields');
    click(document.getElementById('vormgever-icon-none')!);
    expect(input(id.email).value).toBe('slide-check');
  });
});

describe("Formidable's builder: the canvas", () => {
  it('shows switches, the icon, and the labels as placeholders of a placeholder form (its Form Classes from PHP)', () => {
    builder('builder', {
      formClasses: 'placeholder float-labels',
      before: () => {
        input(id.interest).value = 'slide-check';
        input(id.consent).value = 'slide-check';
        input(id.name).value = 'add vg-icon-user end';
        input(id.email).value = 'mijn-class add vg-icon-mail end';
        input(id.choice).value = 'slide-check';
      },
    });
    expect(document.getElementById('frm-show-fields')!.classList.contains('vormgever-canvas-placeholder')).toBe(true);
    expect(li(id.interest).classList.contains('vormgever-canvas-switch')).toBe(true);
    expect(li(id.consent).classList.contains('vormgever-canvas-switch')).toBe(true);
    expect(li(id.choice).classList.contains('vormgever-canvas-switch')).toBe(false); // radio buttons take none
    const first = li(id.name).querySelector<HTMLInputElement>('[data-sub-field-name="first"] input')!;
    expect(first.previousElementSibling!.classList.contains('vormgever-canvas-icon')).toBe(true);
    expect(first.placeholder).toBe('Naam: First Name');
    expect(li(id.name).querySelector<HTMLInputElement>('[data-sub-field-name="last"] input')!.placeholder).toBe('Naam: Last Name');
    expect(li(id.email).querySelector<HTMLInputElement>('.frm_form_fields input')!.placeholder).toBe('E-mailadres *');
    expect(li(id.message).querySelector('textarea')!.placeholder).toBe('Bericht');
    expect(li(id.kind).querySelector('select')!.hasAttribute('placeholder')).toBe(false);
    expect(li(id.email).classList.contains('vormgever-canvas-placeholders')).toBe(true);
    expect(li(id.interest).classList.contains('vormgever-canvas-placeholders')).toBe(false);
    // Not its settings' inputs: a field's settings sit in its li until it is shown.
    expect(settings(id.name).querySelector('[placeholder="Naam"]')).toBeNull();
  });

  it('decorates a field again when the builder draws it again (a field loaded later, after the tenth)', async () => {
    document.body.innerHTML = fixture('builder');
    const loaded = li(id.consent).cloneNode(true) as HTMLElement;
    builder('lazy');
    expect(document.querySelectorAll('li.frm_field_loading').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.vormgever-canvas-switch, .vormgever-canvas-icon')).toHaveLength(0);
    (loaded.querySelector(`#frm_classes_${id.consent}`) as HTMLInputElement).value = 'slide-check';
    li(id.consent).replaceWith(loaded);
    await frames();
    expect(li(id.consent).classList.contains('vormgever-canvas-switch')).toBe(true);
  });

  it("reads a field's classes from its li where its settings are not in the page", () => {
    expect(canvasClasses({ className: 'form-field frmstart add vg-icon-mail end frmend ui-draggable' } as Element)).toBe('add vg-icon-mail end');
    expect(canvasClasses({ className: 'form-field frmstart frmend' } as Element)).toBe('');
    expect(canvasClasses({ className: 'form-field' } as Element)).toBe('');
  });

  it("gives a field's copy what Vormgever's settings say in its original now (the builder copies the stored field)", () => {
    const { hooks } = builder('duplicated');
    const original = document.querySelector<HTMLElement>('li[data-type="checkbox"]')!;
    const copy = [...document.querySelectorAll<HTMLElement>('li[data-type="checkbox"]')].at(-1)!;
    const answer = (document.getElementById('vormgever-fixture-response') as HTMLTemplateElement).innerHTML;
    expect(copy).not.toBe(original);
    show(hooks, Number(original.dataset.fid));
    click(document.getElementById('vormgever_switch')!); // not saved: the server copies the field without it
    expect(input(Number(copy.dataset.fid)).value).toBe('');
    const stored = vi.fn();
    input(Number(copy.dataset.fid)).addEventListener('change', stored);
    jQuery(document).trigger('ajaxSuccess', [{ responseText: answer }, { data: `action=frm_duplicate_field&field_id=${original.dataset.fid}&form_id=2&nonce=x` }]);
    expect(input(Number(copy.dataset.fid)).value).toBe('slide-check');
    expect(stored).toHaveBeenCalledTimes(1);
    // Another request's answer changes nothing.
    jQuery(document).trigger('ajaxSuccess', [{ responseText: answer }, { data: 'action=frm_load_field' }]);
    expect(stored).toHaveBeenCalledTimes(1);
  });
});

describe("Formidable's form Settings page", () => {
  it('puts Labels as placeholders and Floating labels beside "Show the form description", writing Form Classes', () => {
    builder('settings');
    const classes = document.querySelector<HTMLInputElement>('input[name="options[form_class]"]')!;
    const placeholders = document.getElementById('vormgever_placeholder') as HTMLInputElement;
    const floating = document.getElementById('vormgever_float-labels') as HTMLInputElement;
    expect(document.getElementById('show_description')!.closest('p')!.nextElementSibling!.classList.contains('vormgever-form-settings')).toBe(true);
    expect(placeholders.closest('#advanced_settings')).not.toBeNull();
    expect(placeholders.checked).toBe(false);
    const changed = vi.fn();
    jQuery(classes).on('change', changed);
    click(floating);
    expect(classes.value).toBe('mijn-formulier placeholder float-labels');
    expect(placeholders.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    click(placeholders);
    expect(classes.value).toBe('mijn-formulier');
    expect(floating.checked).toBe(false);
    classes.value = 'placeholder mijn-formulier';
    classes.dispatchEvent(new Event('input', { bubbles: true }));
    expect(placeholders.checked).toBe(true);
    expect(document.querySelectorAll('.vormgever-form-settings [name]')).toHaveLength(0);
    // Not on the builder page's canvas, where there is none.
    expect(document.getElementById('vormgever_switch')).toBeNull();
  });
});

describe('hostile values', () => {
  it('a class value with markup, quotes and thousands of characters stays text, in the settings and on the canvas', () => {
    const hostile = `x"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><img/src/onerror=window.__vgHacked=2> end ${'a'.repeat(5000)}`;
    const { hooks } = builder('builder', {
      formClasses: 'placeholder "><script>window.__vgHacked=3</script>',
      before: () => {
        input(id.email).value = hostile;
        input(id.interest).value = 'slide-check add "><svg/onload=window.__vgHacked=4>';
      },
    });
    show(hooks, id.email);
    expect(notices().textContent).toContain('vg-icon-"><img/src/onerror=window.__vgHacked=2>');
    expect(document.querySelectorAll('#vormgever_notices img, #vormgever_notices svg, #frm-show-fields img:not(.vormgever-icon-picture), script')).toHaveLength(0);
    expect(li(id.email).querySelector('.vormgever-canvas-icon')).toBeNull();
    show(hooks, id.interest);
    expect(notices().textContent).toContain('"add" needs icon classes and then "end"');
    expect(li(id.interest).classList.contains('vormgever-canvas-switch')).toBe(true);
    expect((window as { __vgHacked?: number }).__vgHacked).toBeUndefined();
  });
});

describe('teardown', () => {
  it('leaves the page as it found it: no rows, no decoration, no hook, no jQuery handler', () => {
    let found = '';
    const first = builder('builder', { before: () => (found = document.body.innerHTML) });
    expect(document.querySelectorAll('[data-vormgever-row]')).toHaveLength(3);
    stops = [];
    first.stop();
    expect(document.body.innerHTML).toBe(found);

    const { hooks, stop } = builder('builder', { before: () => (input(id.interest).value = 'slide-check') });
    show(hooks, id.interest);
    expect(hooks.count()).toBe(1);
    expect(li(id.interest).classList.contains('vormgever-canvas-switch')).toBe(true);
    stops = [];
    stop();
    expect(hooks.count()).toBe(0);
    expect(document.querySelectorAll('[data-vormgever-row], .vormgever-canvas-switch, .vormgever-canvas-icon, .vormgever-canvas')).toHaveLength(0);
    const events = (element: Element | Document) => jQuery._data(element, 'events');
    expect(events(input(id.interest))).toBeUndefined();
    expect(events(document)).toBeUndefined();
  });
});

describe('markers in a token editor', () => {
  it.each([
    ['mijn-class add vg-icon-mail end', 'mijn-class vg-icon-mail end', 'add'],
    ['mijn-class add vg-icon-mail end', 'mijn-class add end', 'vg-icon-mail'],
    ['add vg-icon-mail end end-of-line end', 'add vg-icon-mail end-of-line', 'end'],
    ['mijn-class add vg-icon-mail end', 'add vg-icon-mail end', null],
    ['mijn-class add vg-icon-mail end', 'mijn-class', null],
    ['add fa-solid fa-phone end', 'fa-solid fa-phone end', null],
    ['add vg-icon-mail end', 'add vg-icon-mail end', null],
  ])('%j → %j: %j deleted', (before, after, token) => {
    expect(deletedIconToken(before, after)).toBe(token);
  });

  it.each([
    ['slide-check', 'frm_half', 'frm_half slide-check'],
    ['', 'frm_half slide-check', 'frm_half'],
    ['add vg-icon-mail end', 'frm_half', 'frm_half add vg-icon-mail end'],
    ['mijn', 'frm_half add vg-icon-mail end', 'frm_half'],
    ['add vg-icon-phone end', 'add vg-icon-mail end frm_half', 'add vg-icon-phone end frm_half'],
    ['add fa-solid fa-phone end', 'add vg-icon-mail end', 'add vg-icon-mail end'],
    ['add vg-icon-mail end slide-check', 'add vg-icon-mail end slide-check', 'add vg-icon-mail end slide-check'],
  ])('the markers of %j onto %j: %j', (source, target, expected) => {
    expect(withMarkersOf(source, target)).toBe(expected);
  });

  it('takes: switches on checkboxes and GDPR, icons on text boxes and drop-downs', () => {
    const { takes } = formidableEditor(window as FormidableWindow);
    expect(['checkbox', 'gdpr'].map((type) => takes(type))).toEqual([{ switch: true, icon: false }, { switch: true, icon: false }]);
    for (const type of ['text', 'email', 'phone', 'number', 'url', 'name', 'address', 'select', 'textarea']) expect(takes(type), type).toEqual({ switch: false, icon: true });
    for (const type of ['radio', 'html', 'hidden', 'captcha', 'submit', 'user_id', 'credit_card']) expect(takes(type), type).toEqual({ switch: false, icon: false });
  });
});
