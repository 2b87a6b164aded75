// Gravity Forms' form editor (2.5+, read from 2.10's form_editor.js and form_detail.php) in the editor
// room's words: its globals (`form`, `fieldSettings`, `SetFieldProperty`), its sidebar's "Custom CSS
// Class" and the Appearance tab the settings go on, the event that shows a field's settings, its Form
// Settings' "CSS Class Name", its canvas (#gform_fields). Nothing else knows these names.

import { subLabelOf } from '../../builders/gravityforms';
import { isRequired, mainLabel, textControls } from '../../rules/field';
import type { EditorAdapter, EditorLook, Setting, ShownField } from '../adapter';
import { formModes } from '../markers';

export interface EditorField {
  id: number | string;
  type?: string;
  inputType?: string;
  cssClass?: string;
}

export interface EditorForm {
  id?: number | string;
  cssClass?: string;
  fields?: EditorField[];
}

interface JQueryish {
  (target: unknown): { on(event: string, handler: (...args: never[]) => void): unknown; off(event: string, handler: (...args: never[]) => void): unknown; data(key: string, value: unknown): unknown; trigger(event: string): unknown };
}

export interface GravityFormsWindow extends Window {
  jQuery?: JQueryish;
  form?: EditorForm;
  fieldSettings?: Record<string, string>;
  SetFieldProperty?: (name: string, value: unknown) => void;
  GetSelectedField?: () => EditorField | undefined;
}

/** Field types (or input types) whose choices can be switches (src/rules/switches.ts). */
const switchTypes = new Set(['checkbox', 'consent']);
/** Field types the front end puts an icon on: one with a text-like control first (src/rules/field.ts). */
const iconTypes = new Set([
  'text', 'textarea', 'select', 'multiselect', 'number', 'name', 'date', 'time', 'phone', 'address', 'website',
  'email', 'password', 'post_title', 'post_excerpt', 'post_content', 'post_tags', 'post_category', 'post_custom_field',
]);

/** The type that decides: a field's input type (a product field shown as checkboxes) or else its type. */
export const typeOf = (field: { type?: unknown; inputType?: unknown }): string =>
  String((typeof field.inputType === 'string' && field.inputType) || field.type || '');

/** The settings' <li> classes on the Appearance tab (the editor shows a field the settings its type lists). */
const settingClass = (setting: Setting) => `vormgever_${setting === 'notices' ? 'notice' : setting}_setting`;
export const settingClasses = (['switch', 'icon', 'notices'] as const).map(settingClass);

/** The field's "Custom CSS Class" input in the sidebar. */
const cssClassInput = (doc: Document): HTMLInputElement | null => doc.querySelector<HTMLInputElement>('#field_css_class');

/** The editor's field object with this id, from the form being edited. */
function fieldById(win: GravityFormsWindow, id: string): EditorField | undefined {
  return win.form?.fields?.find((field) => String(field.id) === id);
}

/**
 * Stores the selected field's new class string the way a typed one is stored: into the input, then
 * Gravity Forms' own change handler (it sets the property and the class of the field on the canvas).
 * SetFieldProperty once more in case that handler changes in a later version.
 */
function storeFieldClass(win: GravityFormsWindow, classes: string): void {
  const input = cssClassInput(win.document);
  if (input) {
    const $ = win.jQuery;
    $?.(input).data('previousClass', input.value);
    input.value = classes;
    try {
      $?.(input).trigger('change');
    } catch (error) {
      console.warn('[vormgever] the form editor\'s own Custom CSS Class handler failed:', error);
    }
  }
  win.SetFieldProperty?.('cssClass', classes);
}

/** Makes the editor show these settings (li classes) for every field type; the room hides what does not apply. */
function offerSettings(win: GravityFormsWindow, settings: readonly string[]): void {
  const all = win.fieldSettings;
  if (!all) return;
  for (const type of Object.keys(all)) {
    const missing = settings.filter((setting) => !all[type]!.includes(`.${setting}`));
    if (missing.length) all[type] += missing.map((setting) => `, .${setting}`).join('');
  }
}

/** Gravity Forms' own look: its field settings' <li>s, its inline checkbox labels and its inline alerts. */
const look: EditorLook = {
  row(doc, setting) {
    const row = doc.createElement('li');
    row.className = `${settingClass(setting)} field_setting`;
    return row;
  },
  // The editor shows every listed setting on each field; the room hides those its type does not take.
  showRow(row, shown) {
    if (!shown) row.style.display = 'none';
  },
  checkbox(doc, id, text, where) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    const label = doc.createElement('label');
    label.htmlFor = id;
    if (where === 'field') label.className = 'inline'; // its field settings' own (form settings: editor.css)
    label.textContent = text;
    return { input, parts: [input, label] };
  },
  heading: 'section_label',
  notice: {
    alert: 'gform-alert gform-alert--notice gform-alert--inline gform-visible-notice',
    icon: 'gform-alert__icon gform-icon gform-icon--circle-notice-fine',
    wrap: 'gform-alert__message-wrap',
    message: 'gform-alert__message',
    button: 'gform-alert__cta gform-button gform-button--white gform-button--size-xs',
  },
  formBox: 'fieldset',
  formRow: { tag: 'div', className: '' },
};

export function gravityFormsEditor(win: GravityFormsWindow): EditorAdapter {
  const doc = win.document;
  const shownField = (field: EditorField): ShownField => ({
    type: typeOf(field),
    input: cssClassInput(doc),
    classes: () => cssClassInput(doc)?.value ?? (typeof field.cssClass === 'string' ? field.cssClass : ''),
    store: (classes) => storeFieldClass(win, classes),
    place: () => {}, // one sidebar for every field: the rows stay below Custom CSS Class
  });
  return {
    builder: 'gravityforms',
    takes: (type) => ({ switch: switchTypes.has(type), icon: iconTypes.has(type) }),
    look,
    fieldSettings: {
      prepare(rows) {
        // Below the field's "Custom CSS Class", as a setting printed on gform_field_appearance_settings' 300 would be.
        const anchor = doc.querySelector('li.css_class_setting');
        if (!anchor || !win.jQuery) return false;
        anchor.after(...rows);
        offerSettings(win, settingClasses);
        return true;
      },
      watch(shown) {
        const $ = win.jQuery!;
        const onLoad = (_event: unknown, loaded: EditorField) => shown(loaded ? shownField(loaded) : null);
        $(doc).on('gform_load_field_settings', onLoad);
        return () => void $(doc).off('gform_load_field_settings', onLoad);
      },
    },
    formSettings: {
      // The form's "CSS Class Name" on its settings page (2.5+ settings framework).
      input: () => doc.querySelector<HTMLInputElement>('input[name="_gform_setting_cssClass"], #cssClass'),
      // Below the field's own box (its wrapper in the settings framework), else right after the input.
      place: (box, input) => (input.closest('.gform-settings-field') ?? input).after(box),
    },
    canvas: {
      root: () => doc.getElementById('gform_fields'),
      fields: (root) => root.querySelectorAll<HTMLElement>('.gfield[id^="field_"]'),
      field(element) {
        const field = fieldById(win, element.id.replace(/^field_/, ''));
        return field ? { type: typeOf(field), classes: typeof field.cssClass === 'string' ? field.cssClass : '' } : null;
      },
      placeholders: () => formModes(win.form?.cssClass).placeholder,
      controls: textControls,
      // The editor wraps a field's content: its label is not always the field's child, as on the site.
      mainLabel: (element) => mainLabel(element) ?? element.querySelector('.gfield_label'),
      subLabelOf,
      required: isRequired,
    },
  };
}
