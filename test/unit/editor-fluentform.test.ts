// Vormgever in Fluent Forms' editor, on its real markup (fixtures/editors/fluentform-6.2.2-*.html,
// captured by test/wordpress/capture-editor-fluentform.mjs) in both DOMs: the settings component as the
// editor mounts it after a field's Container Class (shown, written into the model, read back, given
// another field, destroyed), the canvas (decorated from the model, again after an item is redrawn or
// duplicated, and after a change of the model alone), hostile classes, and the teardown. The editor's
// Vue is played by hand: what it does to the component (render, mounted, its watchers, beforeDestroy)
// and the model its canvas items hold (`__vue__.draggable`). The settings screen: editor-fluentform-settings.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEditor } from '../../src/editor/start';
import { canvasWords, componentName, fluentFormEditor, type FluentFormsWindow } from '../../src/editor/fluentform/adapter';
import type { FluentField } from '../../src/editor/fluentform/model';
import { fixture, microtasks } from './helpers';

type Model = { dropzone: FluentField[]; paths: number[][] };
type Options = {
  render(this: unknown, h: (tag: string, data?: { staticClass?: string }) => unknown): unknown;
  mounted(this: unknown): void;
  beforeDestroy(this: unknown): void;
  watch: Record<string, (this: unknown) => void>;
};
type Vm = { $el: HTMLElement; editItem: FluentField; $set(target: Record<string, unknown>, key: string, value: unknown): void };

const win = window as FluentFormsWindow & { vormgeverEditor?: { stop(): void } };

/** A captured file: its markup, and the model saved after it. */
function capture(name: string): { html: string; model: unknown } {
  const [, html, model] = /-->\n([^]*?)<script type="application\/json" class="fixture-model">([^]*?)<\/script>/.exec(fixture(`editors/${name}`))!;
  return { html: html!, model: JSON.parse(model!) };
}

const canvasFile = capture('fluentform-6.2.2-editor-canvas.html');
const emailFile = capture('fluentform-6.2.2-editor-settings-email.html');

let model: Model;
let watchers: Array<() => void>;

/** The editor's page: its app root, the canvas (each item holding its field), the sidebar showing the e-mail field's settings. */
function editorPage(sidebar = emailFile.html) {
  model = structuredClone(canvasFile.model) as Model;
  document.body.innerHTML = `<div id="ff_form_editor_app">${canvasFile.html}${sidebar}</div>`;
  document.querySelectorAll('#js-form-editor--body .js-editor-item').forEach((item, index) => {
    const [top, column, place] = model.paths[index]!;
    const field = column === undefined ? model.dropzone[top!] : (model.dropzone[top!]!.columns as { fields: FluentField[] }[])[column]!.fields[place!];
    Object.assign(item, { __vue__: { draggable: field } });
  });
  watchers = [];
  win.fluentFormEditorApp = {
    form: { dropzone: model.dropzone },
    $watch: (_read, changed) => {
      watchers.push(changed);
      return () => void watchers.splice(watchers.indexOf(changed), 1);
    },
    $set: (target, key, value) => ((target as Record<string, unknown>)[key] = value),
  };
}

/** A field of the model by its label (a name by its admin label). */
function field(label: string): FluentField & { settings: Record<string, unknown> } {
  const all = model.dropzone.flatMap((item) => [item, ...((item.columns as { fields: FluentField[] }[] | undefined) ?? []).flatMap((column) => column.fields)]);
  return all.find((item) => item.settings?.label === label || item.settings?.admin_field_label === label) as FluentField & { settings: Record<string, unknown> };
}

/** The canvas item of a field. */
const item = (label: string) => [...document.querySelectorAll<HTMLElement>('#js-form-editor--body .js-editor-item')].find((element) => (element as unknown as { __vue__: { draggable: FluentField } }).__vue__.draggable === field(label))!;

const component = () => win.ffEditorOptionsCustomComponents![componentName] as Options;

/** Mounts the component where the editor draws it (the empty CustomSettingsField after the Container Class), as its Vue does. */
function mountSettings(label: string): Vm {
  const options = component();
  const slot = [...document.querySelectorAll('.option-fields-section_active .el-form-item')].find((row) => row.querySelector('.el-form-item__label')?.textContent?.includes('Container Class'))!.nextElementSibling!;
  const vm = { editItem: field(label), $set: (target: Record<string, unknown>, key: string, value: unknown) => (target[key] = value) } as Vm;
  const rendered = options.render.call(vm, (tag, data) => ({ tag, data })) as { tag: string; data?: { staticClass?: string } };
  vm.$el = document.createElement(rendered.tag);
  vm.$el.className = rendered.data?.staticClass ?? '';
  slot.replaceChildren(vm.$el);
  options.mounted.call(vm);
  return vm;
}

/** The editor gives the same component instance another field (its `editItem` watcher). */
function showOther(vm: Vm, label: string) {
  vm.editItem = field(label);
  component().watch.editItem!.call(vm);
}

const frame = async () => {
  await microtasks();
  await new Promise((done) => requestAnimationFrame(() => done(undefined)));
};
const option = (name: string) => document.getElementById(`vormgever-icon-${name}`)!;
const visible = (selector: string) => !document.querySelector<HTMLElement>(selector)!.closest('[hidden]');

beforeEach(() => editorPage());
afterEach(() => {
  win.vormgeverEditor?.stop();
  delete win.vormgeverEditor;
  delete win.fluentFormEditorApp;
  delete win.ffEditorOptionsCustomComponents;
  delete win.vormgever_fluentform;
});

const boot = () => (win.vormgeverEditor = { stop: startEditor(win, fluentFormEditor(win)) });

describe("Fluent Forms' editor: the setting after a field's Container Class", () => {
  it('registers its component where the editor looks for it, only on the editor', () => {
    document.body.innerHTML = '<div id="ff_form_settings_app"></div>';
    boot();
    expect(win.ffEditorOptionsCustomComponents?.[componentName]).toBeUndefined();
    win.vormgeverEditor!.stop();
    editorPage();
    boot();
    const options = component();
    expect(typeof options.render).toBe('function'); // a render function: no template, no Vue of ours
    expect(Object.keys(options)).not.toContain('template');
  });

  it.each([
    ['email', 'Advanced Options', { switch: false, icon: true }],
    ['name', 'Advanced Options', { switch: false, icon: true }],
    ['consent', 'GDPR Agreement', { switch: true, icon: false }],
  ])('is drawn where the editor placed it in the captured sidebar of the %s field (its section "%s", after its Container Class), with the rows its kind takes', (slug, section, rows) => {
    const file = capture(`fluentform-6.2.2-editor-settings-${slug}.html`);
    editorPage(file.html);
    boot();
    const captured = (file.model as { field: FluentField }).field;
    const own = model.dropzone.find((item) => (item as { uniqElKey?: string }).uniqElKey === (captured as { uniqElKey?: string }).uniqElKey)!;
    const vm = mountSettings((own.settings!.label ?? own.settings!.admin_field_label) as string);
    expect(vm.$el.closest('.option-fields-section')!.querySelector('.option-fields-section--title')!.textContent!.trim()).toContain(section);
    expect('vormgever' in captured.settings!).toBe(true); // the plugin's key, as the editor loaded the field
    expect(visible('#vormgever_switch')).toBe(rows.switch);
    expect(visible('#vormgever_icon_picker')).toBe(rows.icon);
  });

  it('shows the e-mail field its icon picker, no switch, the chosen icon from its Container Class', () => {
    field('E-mail').settings.container_class = 'mijn-klasse add vg-icon-mail end';
    boot();
    const vm = mountSettings('E-mail');
    expect(vm.$el.querySelectorAll('[data-vormgever-row]')).toHaveLength(3);
    expect(visible('#vormgever_icon_picker')).toBe(true);
    expect(visible('#vormgever_switch')).toBe(false);
    expect(option('mail').getAttribute('aria-selected')).toBe('true');
    // Right after Fluent's own Container Class, in its look.
    expect(vm.$el.parentElement!.previousElementSibling!.textContent).toContain('Container Class');
    expect(document.getElementById('vormgever_icon_label')!.className).toBe('el-form-item__label');
  });

  it('writes only its own marker into the model, once, and the canvas shows the icon at once', () => {
    boot();
    mountSettings('E-mail');
    const settings = field('E-mail').settings;
    let value = settings.container_class;
    const writes: unknown[] = [];
    Object.defineProperty(settings, 'container_class', { get: () => value, set: (next) => writes.push((value = next)), configurable: true, enumerable: true });
    option('mail').click();
    expect(writes).toEqual(['mijn-klasse add vg-icon-mail end']);
    expect(item('E-mail').querySelector('.vormgever-canvas-icon')?.getAttribute('data-icon')).toBe('mail');
    expect(item('E-mail').querySelector('.vormgever-canvas-icon + input.el-input__inner')).not.toBeNull();
    option('none').click(); // "None"
    expect(writes.at(-1)).toBe('mijn-klasse');
    expect(item('E-mail').querySelector('.vormgever-canvas-icon')).toBeNull();
  });

  it('reads back a class typed in Fluent\'s own Container Class (its watcher), and an undo', () => {
    boot();
    const vm = mountSettings('E-mail');
    field('E-mail').settings.container_class = 'mijn-klasse add vg-icon-phone end';
    component().watch['editItem.settings.container_class']!.call(vm);
    expect(option('phone').getAttribute('aria-selected')).toBe('true');
    field('E-mail').settings.container_class = 'mijn-klasse add vg-icon-phone';
    component().watch['editItem.settings.container_class']!.call(vm);
    expect(document.getElementById('vormgever_notices')!.textContent).toContain('"add" needs icon classes');
  });

  it('gives a checkbox field the switch and writes slide-check after its other classes; off takes only slide-check', async () => {
    boot();
    const vm = mountSettings('E-mail');
    showOther(vm, 'Interesses');
    expect(visible('#vormgever_switch')).toBe(true);
    expect(visible('#vormgever_icon_picker')).toBe(false);
    const box = document.getElementById('vormgever_switch') as HTMLInputElement;
    box.click();
    expect(field('Interesses').settings.container_class).toBe('mijn-vak slide-check');
    expect(item('Interesses').classList.contains('vormgever-canvas-switch')).toBe(true);
    box.click();
    expect(field('Interesses').settings.container_class).toBe('mijn-vak');
    expect(item('Interesses').classList.contains('vormgever-canvas-switch')).toBe(false);
    // The terms and the consent fields take the switch too.
    showOther(vm, 'Voorwaarden');
    expect(visible('#vormgever_switch')).toBe(true);
    showOther(vm, 'Toestemming');
    box.click();
    expect(field('Toestemming').settings.container_class).toBe('slide-check');
    await frame();
    expect(item('Toestemming').classList.contains('vormgever-canvas-switch')).toBe(true);
  });

  it("gives the name field the icon, shown before its first part's control; a radio field only notices", () => {
    boot();
    const vm = mountSettings('E-mail');
    showOther(vm, 'Naam');
    expect(visible('#vormgever_icon_picker')).toBe(true);
    option('user').click();
    expect(field('Naam').settings.container_class).toBe('add vg-icon-user end');
    const icon = item('Naam').querySelector('.vormgever-canvas-icon')!;
    expect(icon.closest('.address-field-wrapper')!.textContent).toContain('Voornaam');
    expect(item('Naam').querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
    showOther(vm, 'Voorkeur'); // a radio field: 'add vg-icon-mail', half a marker
    expect(visible('#vormgever_switch') || visible('#vormgever_icon_picker')).toBe(false);
    expect(document.getElementById('vormgever_notices')!.hidden).toBe(false);
    expect(document.querySelectorAll('#vormgever_notices .el-alert')).toHaveLength(1);
  });

  it('a field in a column container: its own item gets the icon, the container nothing', () => {
    boot();
    const vm = mountSettings('E-mail');
    showOther(vm, 'Plaats');
    option('map-pin').click();
    const container = document.querySelector('#js-form-editor--body .js-editor-item:has(.js-editor-item)')!;
    expect(item('Plaats').querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
    expect(container.classList.contains('vormgever-canvas-has-icon')).toBe(false);
  });

  it("gives a field added later (Fluent's palette, its history) the setting's key, which the editor needs to draw the setting; a field without a Container Class none", () => {
    boot();
    const added: FluentField = { element: 'input_url', settings: { label: 'Website', container_class: '' } };
    const hidden: FluentField = { element: 'input_hidden', settings: { admin_field_label: 'Verborgen' } };
    const column = (model.dropzone.find((item) => item.columns) as { columns: { fields: FluentField[] }[] }).columns[0]!;
    const inColumn: FluentField = { element: 'input_text', settings: { label: 'Huisnummer', container_class: 'mijn' } };
    model.dropzone.push(added, hidden);
    column.fields.push(inColumn);
    for (const changed of watchers) changed();
    expect(added.settings!.vormgever).toBe('');
    expect(inColumn.settings!.vormgever).toBe('');
    expect('vormgever' in hidden.settings!).toBe(false);
    expect(field('E-mail').settings.vormgever).toBe(''); // loaded with it (the plugin's): unchanged
  });

  it('lets go when the editor destroys it, and a later instance takes over', () => {
    boot();
    const first = mountSettings('E-mail');
    component().beforeDestroy.call(first);
    first.$el.remove();
    first.$el.querySelector<HTMLElement>('#vormgever-icon-mail')!.click(); // no field shown (the rows are let go): nothing is written
    expect(field('E-mail').settings.container_class).toBe('mijn-klasse');
    const second = mountSettings('Onderwerp');
    expect(second.$el.querySelectorAll('[data-vormgever-row]')).toHaveLength(3);
    expect(document.querySelectorAll('[data-vormgever-row]')).toHaveLength(3);
    expect(document.querySelector('#vormgever_notices')!.textContent).toContain('Font Awesome');
    // An instance destroyed after the next one was mounted does not take its field away.
    component().beforeDestroy.call(first);
    option('pencil').click();
    expect(field('Onderwerp').settings.container_class).toBe('add vg-icon-pencil end');
  });
});

describe("Fluent Forms' editor: the canvas", () => {
  it('shows what the model says as the editor opens: switches and icons', () => {
    field('Interesses').settings.container_class = 'slide-check';
    field('Bericht').settings.container_class = 'add vg-icon-message-square end';
    boot();
    expect(document.getElementById('js-form-editor--body')!.classList.contains('vormgever-canvas')).toBe(true);
    expect(item('Interesses').classList.contains('vormgever-canvas-switch')).toBe(true);
    expect(item('Bericht').querySelector('.vormgever-canvas-icon + textarea')).not.toBeNull();
    // A Font Awesome icon is the site's to show: not drawn on the canvas.
    expect(item('Onderwerp').querySelector('.vormgever-canvas-icon')).toBeNull();
  });

  it('shows it again after Fluent redraws an item, and on a duplicated field', async () => {
    field('E-mail').settings.container_class = 'add vg-icon-mail end';
    boot();
    const email = item('E-mail');
    email.querySelector('.el-form-item__content')!.innerHTML = '<div class="ff-input-text-wrapper el-input"><input type="email" class="el-input__inner"></div>';
    await frame();
    expect(email.querySelector('.vormgever-canvas-icon + input')).not.toBeNull();
    // Fluent's Duplicate: a copy of the field after it (its own object), drawn by its Vue.
    const copy = email.cloneNode(true) as HTMLElement;
    copy.querySelector('.vormgever-canvas-icon')!.remove();
    Object.assign(copy, { __vue__: { draggable: structuredClone(field('E-mail')) } });
    email.parentElement!.after(Object.assign(document.createElement('div'), { className: 'copy' }));
    document.querySelector('.copy')!.append(copy);
    await frame();
    expect(copy.querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
    expect(email.querySelectorAll('.vormgever-canvas-icon')).toHaveLength(1);
  });

  it('follows a change of the model alone (an undo: the canvas itself does not change), through the editor\'s watcher', async () => {
    boot();
    field('Interesses').settings.container_class = 'slide-check';
    for (const changed of watchers) changed();
    await frame();
    expect(item('Interesses').classList.contains('vormgever-canvas-switch')).toBe(true);
  });

  it("shows the labels as placeholders in a placeholder form (the Extra CSS Form Class), a name's parts by their own labels", () => {
    win.vormgever_fluentform = { formClass: 'mijn-formulier placeholder' };
    boot();
    const placeholder = (label: string) => [...item(label).querySelectorAll('input.el-input__inner, textarea')].map((control) => control.getAttribute('placeholder'));
    expect(document.getElementById('js-form-editor--body')!.classList.contains('vormgever-canvas-placeholder')).toBe(true);
    expect(placeholder('E-mail')).toEqual(['E-mail *']);
    expect(placeholder('Naam')).toEqual(['Voornaam', 'Achternaam *']);
    expect(placeholder('Bericht')).toEqual(['Bericht']);
    expect(placeholder('Plaats')).toEqual(['Plaats']);
    expect(item('Soort').querySelector('select')!.hasAttribute('placeholder')).toBe(false);
  });

  it('its teardown takes everything back: the canvas, the rows, the component', () => {
    const before = document.getElementById('js-form-editor--body')!.outerHTML;
    field('E-mail').settings.container_class = 'add vg-icon-mail end';
    win.vormgever_fluentform = { formClass: 'placeholder' };
    boot();
    mountSettings('E-mail');
    win.vormgeverEditor!.stop();
    delete win.vormgeverEditor;
    // An empty placeholder the canvas wrote over goes with what it wrote (the same to the eye and to Vue's next patch).
    expect(document.getElementById('js-form-editor--body')!.outerHTML).toBe(before.replaceAll(' placeholder=""', ''));
    expect(document.querySelector('[data-vormgever-row]')).toBeNull();
    expect(win.ffEditorOptionsCustomComponents?.[componentName]).toBeUndefined();
    expect(watchers).toHaveLength(0);
  });
});

describe("Fluent Forms' editor: bad input", () => {
  const hostile = `<img src=x onerror="window.hacked=1"> add "><script>window.hacked=1</script> ${'x'.repeat(5000)} end`;

  it('shows hostile Container Classes as text, inert, on the canvas and in the settings, and throws nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    field('E-mail').settings.container_class = hostile;
    field('Onderwerp').settings.container_class = 42;
    field('Bericht').settings.container_class = { add: 'end' };
    delete field('Soort').settings.container_class;
    boot();
    const vm = mountSettings('E-mail');
    expect(document.querySelector('#ff_form_editor_app img[src="x"], #ff_form_editor_app script')).toBeNull();
    expect(document.getElementById('vormgever_notices')!.textContent).toContain('"><script>window.hacked=1</script>');
    for (const label of ['Onderwerp', 'Bericht', 'Soort']) expect(() => showOther(vm, label)).not.toThrow();
    // A value that is not a string reads as no class; choosing an icon replaces it with a string.
    showOther(vm, 'Onderwerp');
    option('pencil').click();
    expect(field('Onderwerp').settings.container_class).toBe('add vg-icon-pencil end');
    showOther(vm, 'Soort');
    option('list').click();
    expect(field('Soort').settings.container_class).toBe('add vg-icon-list end');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a canvas item without a field of the model (its Vue component gone, or another kind) is left alone', () => {
    const first = document.querySelector<HTMLElement>('#js-form-editor--body .js-editor-item')!;
    Object.assign(first, { __vue__: { draggable: 'not a field' } });
    expect(canvasWords(win).field(first)).toBeNull();
    Object.assign(first, { __vue__: undefined });
    expect(canvasWords(win).field(first)).toBeNull();
    expect(() => boot()).not.toThrow();
  });
});
