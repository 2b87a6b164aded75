// Fluent Forms' editor (6.x, a Vue 2 application with Element UI; read in 6.2.2's compiled
// fluent-forms-editor.js) in the editor room's words: which of its fields (`element`) take which
// setting, its Element UI look, where a field's settings are (Vormgever's own setting, which the
// plugin places right after the field's Container Class: a component of ours, ./settings-component.ts),
// its canvas (#js-form-editor--body: Element UI markup, not the site's) and its model (each canvas
// item's Vue component holds its field; the root instance, `fluentFormEditorApp`, the form). Nothing
// else knows these names.

import { textTypes, type TextControl } from '../../rules/field';
import type { CanvasWords, EditorAdapter, EditorLook, ShownField } from '../adapter';
import { formModes } from '../markers';
import { canvasField, containerClass, withSettingKey } from './model';
import { settingsComponent, type SettingsHost } from './settings-component';

interface VueInstance {
  $watch(read: () => unknown, changed: () => void, options?: { deep?: boolean }): () => void;
  $set(target: object, key: string, value: unknown): void;
}

export interface FluentFormsWindow extends Window {
  /** The editor's root instance (its data: `form.dropzone`). */
  fluentFormEditorApp?: VueInstance & { form?: { dropzone?: unknown } };
  /** Where the editor looks for a `CustomSettingsField`'s component, by its `componentName`. */
  ffEditorOptionsCustomComponents?: Record<string, unknown>;
  /** What the plugin passes: the form's Extra CSS Form Class. */
  vormgever_fluentform?: { formClass?: unknown };
}

/** The name of Vormgever's component (the plugin's `componentName`, editors/fluentform.php). */
export const componentName = 'vormgever';

/** Fields whose choices can be switches on the site (src/rules/switches.ts). */
const switchTypes = new Set(['input_checkbox', 'terms_and_condition', 'gdpr_agreement']);
/** Fields whose first control is text-like or a drop-down on the site, where it shows an icon (the name: its first part). */
const iconTypes = new Set([
  'input_text', 'input_email', 'input_number', 'input_url', 'input_password', 'input_date', 'phone', 'textarea', 'select', 'select_country', 'input_name',
]);

/** Element UI's own look, as Fluent Forms' settings draw it: form items, checkboxes, alerts. */
export const look: EditorLook = {
  row(doc, setting) {
    const row = doc.createElement('div');
    row.className = `el-form-item vormgever-${setting}-setting`;
    return row;
  },
  showRow(row, shown) {
    row.hidden = !shown;
  },
  // Element UI's checkbox, a real one inside (the stylesheet draws its ticked and focused states).
  checkbox(doc, id, text) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.className = 'el-checkbox__original vormgever-checkbox';
    const box = doc.createElement('span');
    box.className = 'el-checkbox__input';
    const inner = doc.createElement('span');
    inner.className = 'el-checkbox__inner';
    box.append(input, inner);
    const label = doc.createElement('label');
    label.className = 'el-checkbox';
    label.htmlFor = id;
    const words = doc.createElement('span');
    words.className = 'el-checkbox__label';
    words.textContent = text;
    label.append(box, words);
    return { input, parts: [label] };
  },
  heading: 'el-form-item__label',
  notice: {
    alert: 'el-alert el-alert--warning is-light',
    icon: 'el-alert__icon el-icon-warning',
    wrap: 'el-alert__content',
    message: 'el-alert__description',
    button: 'el-button el-button--default el-button--mini',
  },
  formBox: 'div',
  formRow: { tag: 'div', className: 'el-form-item' },
};

/** The text controls of a canvas item (Element UI's inputs, textareas and selects), in document order. */
function controls(element: HTMLElement): TextControl[] {
  return [...element.querySelectorAll<TextControl>('input.el-input__inner, textarea.el-textarea__inner, select')].filter(
    (control) => control.localName !== 'input' || textTypes.test((control as HTMLInputElement).type),
  );
}

/** The canvas in the room's words. */
export function canvasWords(win: FluentFormsWindow): CanvasWords {
  const doc = win.document;
  return {
    root: () => doc.getElementById('js-form-editor--body'),
    fields: (root) => root.querySelectorAll<HTMLElement>('.js-editor-item'),
    field(element) {
      const field = canvasField(element);
      // A column container is no field: the fields in its columns are items of their own.
      if (!field || field.columns !== undefined) return null;
      return { type: field.element as string, classes: containerClass(field) };
    },
    placeholders: () => formModes(win.vormgever_fluentform?.formClass).placeholder,
    controls,
    // A name's or an address's parts each have their own label, and no main one (as on the site).
    mainLabel: (element) => (element.querySelector('.address-field-wrapper') ? null : element.querySelector('.el-form-item__label')),
    subLabelOf: (control) => control.closest('.address-field-wrapper')?.querySelector('.el-form-item__label'),
    required: (_element, control) => !!control.closest('.el-form-item')?.classList.contains('is-required'),
    watch(changed) {
      // A field's Container Class is in the model only: the canvas itself does not change with it.
      const app = win.fluentFormEditorApp;
      return app?.$watch ? app.$watch(() => app.form?.dropzone, changed, { deep: true }) : () => {};
    },
  };
}

export function fluentFormEditor(win: FluentFormsWindow): EditorAdapter {
  let host: SettingsHost | null = null;
  return {
    builder: 'fluentform',
    takes: (type) => ({ switch: switchTypes.has(type), icon: iconTypes.has(type) }),
    look,
    fieldSettings: {
      prepare() {
        if (!win.document.getElementById('ff_form_editor_app')) return false;
        host = { shown: () => {} };
        const registry = (win.ffEditorOptionsCustomComponents ??= {});
        registry[componentName] = settingsComponent(host);
        return true;
      },
      watch(shown) {
        if (!host) return () => {};
        host.shown = (field: ShownField | null) => shown(field);
        // A field added (from the palette, the history) has no key yet: the form has changed then anyway.
        const app = win.fluentFormEditorApp;
        const unwatch = app?.$watch ? app.$watch(() => app.form?.dropzone, () => withSettingKey(app.form?.dropzone, (...args) => app.$set(...args)), { deep: true }) : () => {};
        return () => {
          unwatch();
          if (host) host.shown = () => {};
          const registry = win.ffEditorOptionsCustomComponents;
          if (registry) delete registry[componentName];
        };
      },
    },
    canvas: canvasWords(win),
  };
}
