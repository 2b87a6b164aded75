// Ninja Forms' form builder (3.x, admin.php?page=ninja-forms&form_id=<id>) in the editor room's words:
// the settings drawer's views (Backbone/Marionette, destroyed when the drawer closes), the Vormgever
// settings the plugin adds to it (wordpress/includes/editors/ninjaforms.php: type `vormgever` in a
// field's Display group, `vormgever_form` in Display Settings' Advanced group, each right after Custom
// Class Names, which the builder shows only in its Developer Mode), the field and form models behind
// them (./builder.ts) and its canvas of "realistic fields" (#nf-main, re-rendered on many a change).
// Nothing else knows these names.
//
// Vormgever's settings are views of the builder's own: it announces them on its Radio channels
// (`setting-type-<type>`: render:setting, destroy:setting) with the model they edit, and the room's rows
// are put into the view each time it is rendered. Nothing is stored under their names: a setting the
// owner never changes stays null in the model, which the builder leaves out when it saves.

import { textControls } from '../../rules/field';
import type { EditorAdapter, EditorLook, ShownField, ShownForm } from '../adapter';
import { formModes } from '../markers';
import { classSetting, type ClassSetting, type Collection, type Model, type NinjaFormsWindow, type Radio } from './builder';

/** Field types whose choices can be switches (the front end: src/rules/switches.ts). PHP says the same. */
export const switchTypes = ['listcheckbox', 'checkbox'];
/** Field types with a text box or drop-down first, where the front end puts an icon. PHP says the same. */
export const iconTypes = [
  'textbox', 'firstname', 'lastname', 'email', 'phone', 'number', 'date', 'address', 'address2', 'city', 'zip',
  'confirm', 'spam', 'password', 'passwordconfirm', 'listselect', 'liststate', 'listcountry', 'listmultiselect', 'textarea',
];
/** The settings' names and types (the plugin's PHP registers them). */
export const fieldSettingType = 'vormgever';
export const formSettingType = 'vormgever_form';

/** A setting view as Radio hands it over. */
interface SettingView {
  readonly el: HTMLElement;
}

/** Ninja Forms' own look: its setting labels, a checkbox with its label, notices drawn in its colours. */
const look: EditorLook = {
  row(doc, setting) {
    const row = doc.createElement('div');
    row.className = `vormgever-nf-row vormgever-nf-row-${setting}`;
    return row;
  },
  showRow(row, shown) {
    row.style.display = shown ? '' : 'none';
  },
  // A real checkbox: its own toggle (input.nf-toggle) is display:none, out of the keyboard's reach.
  checkbox(doc, id, text) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.className = 'vormgever-nf-check';
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.className = 'vormgever-nf-check-label';
    label.textContent = text;
    return { input, parts: [input, label] };
  },
  heading: 'vormgever-nf-heading',
  notice: { alert: 'vormgever-nf-notice', icon: 'dashicons dashicons-warning', wrap: 'vormgever-nf-notice-text', message: '', button: 'nf-button secondary' },
  formBox: 'div',
  formRow: { tag: 'div', className: 'vormgever-nf-row' },
};

/** Where a setting view holds the room's rows: the element its template printed. */
function placeIn(view: SettingView, parts: readonly HTMLElement[]): void {
  const box = view.el.querySelector<HTMLElement>('.vormgever-nf-setting') ?? view.el;
  if (!parts.every((part, i) => part.parentElement === box && (i === 0 || parts[i - 1]!.nextElementSibling === part))) box.append(...parts);
}

/**
 * Calls `shown(model, view)` whenever the builder renders a setting view of `type` (its drawer opened
 * on an item, or the group the setting is in unfolded), again once the view is attached to the page
 * (it renders the drawer's views detached: the class setting's textbox is on the page only then) and
 * while it is shown when its model's class `setting` changes (an undo, the owner typing in the
 * textbox), and `gone()` when the view is destroyed. Returns the teardown.
 */
function watchSetting(radio: Radio, type: string, setting: ClassSetting, shown: (model: Model, view: SettingView) => void, gone: () => void): () => void {
  const channel = radio.channel(`setting-type-${type}`);
  const untrack = setting.track();
  let current: { model: Model; view: SettingView } | null = null;
  const onRender = (_setting: unknown, model: Model, view: SettingView) => {
    current = { model, view };
    shown(model, view);
  };
  const onDestroy = (_setting: unknown, _model: Model, view: SettingView) => {
    if (current?.view !== view) return;
    current = null;
    gone();
  };
  channel.on('render:setting', onRender);
  channel.on('attach:setting', onRender);
  channel.on('destroy:setting', onDestroy);
  const unsubscribe = setting.changes((model) => current?.model === model && shown(current.model, current.view));
  return () => {
    channel.off('render:setting', onRender);
    channel.off('attach:setting', onRender);
    channel.off('destroy:setting', onDestroy);
    unsubscribe();
    untrack();
  };
}

export function ninjaFormsEditor(win: NinjaFormsWindow): EditorAdapter {
  const doc = win.document;
  const radio = win.Backbone?.Radio;
  const takes = (type: string) => ({ switch: switchTypes.includes(type), icon: iconTypes.includes(type) });
  const base: EditorAdapter = { builder: 'ninjaforms', takes, look };
  if (!radio) return base;
  const fields = () => radio.channel('fields').request('get:collection') as Collection | undefined;
  const settings = () => radio.channel('settings').request('get:settings') as Model | undefined;
  const container = classSetting(doc, radio, 'fields', 'container_class');
  const wrapper = classSetting(doc, radio, 'settings', 'wrapper_class');

  const shownField = (model: Model, view: SettingView): ShownField => ({
    type: String(model.get('type') ?? ''),
    input: container.input(model),
    classes: () => container.typed(model),
    store: (classes) => container.write(model, classes),
    place: (rows) => placeIn(view, rows),
  });
  const shownForm = (model: Model, view: SettingView): ShownForm => ({
    input: wrapper.input(model),
    classes: () => wrapper.typed(model),
    store: (classes) => wrapper.write(model, classes),
    place: (box) => placeIn(view, [box]),
  });

  return {
    ...base,
    fieldSettings: {
      prepare: () => Boolean(doc.getElementById('nf-builder')),
      watch: (shown) => watchSetting(radio, fieldSettingType, container, (model, view) => shown(shownField(model, view)), () => shown(null)),
    },
    formSettings: {
      // Its Display Settings are a drawer's views: the room asks `watch`, not these.
      input: () => null,
      place: () => {},
      watch: (shown) => watchSetting(radio, formSettingType, wrapper, (model, view) => shown(shownForm(model, view)), () => shown(null)),
    },
    canvas: {
      root: () => doc.getElementById('nf-main'),
      fields: (root) => root.querySelectorAll<HTMLElement>('.nf-field-wrap[data-id]'),
      field(element) {
        const model = fields()?.get(element.dataset.id ?? '');
        return model ? { type: String(model.get('type') ?? ''), classes: container.read(model) } : null;
      },
      placeholders: () => {
        const model = settings();
        return Boolean(model && formModes(wrapper.read(model)).placeholder);
      },
      controls: (element) => textControls(element.querySelector('.nf-realistic-field--element') ?? element),
      // Its label's words without its required star (the room reads the words, then adds its own).
      mainLabel(element) {
        const label = element.querySelector('.nf-realistic-field--label [id^="nf-label-"]')?.cloneNode(true) as Element | undefined;
        label?.querySelectorAll('.ninja-forms-req-symbol').forEach((star) => star.remove());
        return label ?? null;
      },
      subLabelOf: () => null,
      required: (element) => String(fields()?.get(element.dataset.id ?? '')?.get('required') ?? '') === '1',
      watch(changed) {
        const stops = [container.track(), wrapper.track(), container.changes(changed), wrapper.changes(changed)];
        return () => stops.forEach((stop) => stop());
      },
    },
  };
}
