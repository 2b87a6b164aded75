// WPForms' form builder (Lite and Pro 2.0; read from 2.0.0.2's admin-builder.js, class-base.php and
// class-settings.php, checked in the running builder: fixtures/editors/wpforms-2.0.0.2-*) in the editor
// room's words: each field's options panel (#wpforms-field-option-<id>) with its Advanced group's "CSS
// Classes" (#wpforms-field-option-<id>-css), Settings → General → Advanced's "Form CSS Class", the
// fields' preview (.wpforms-field-wrap) and the jQuery events the builder triggers on #wpforms-builder.
// Nothing else knows these names.
//
// The builder keeps everything it saves in named inputs of #wpforms-builder-form (its Save serialises
// them, its "unsaved changes" check compares them): the room's controls have no name, so only the
// class fields change. A field's duplicate copies its options panel as HTML text (the room removes the
// copy of its rows), and its choice list's preview is rebuilt on every choice edit (the canvas observer
// decorates it again).

import { textControls } from '../../rules/field';
import type { EditorAdapter, EditorLook, ShownField } from '../adapter';
import { formModes } from '../markers';

interface JQueryish {
  (target: unknown): { on(events: string, handler: (...args: never[]) => void): unknown; off(events: string, handler: (...args: never[]) => void): unknown };
}

export interface WPFormsWindow extends Window {
  jQuery?: JQueryish;
}

/** Field types whose choices can be switches (the front end: src/rules/switches.ts). */
const switchTypes = new Set(['checkbox', 'gdpr-checkbox']);
/** Field types with a text box or drop-down first, where the front end puts an icon (src/rules/field.ts). */
const iconTypes = new Set(['text', 'email', 'number', 'phone', 'url', 'password', 'textarea', 'select', 'name', 'address', 'date-time']);

/** The builder's events after which another field's options may be shown (or the shown one's panel was replaced). */
const shownEvents = 'wpformsFieldOptionTabToggle wpformsFieldAdd wpformsFieldDuplicated wpformsFieldDelete wpformsUndoRedoRun';

/**
 * The parts of a canvas field the builder's stylesheet hides for its format: a name's parts it does not
 * ask for, a confirmed e-mail's second box and the first one's sub-label while confirmation is off.
 */
const hiddenParts = [
  '.format-selected-simple .wpforms-first-name', '.format-selected-simple .wpforms-middle-name', '.format-selected-simple .wpforms-last-name',
  '.format-selected-first-last .wpforms-simple', '.format-selected-first-last .wpforms-middle-name',
  '.format-selected-first-middle-last .wpforms-simple',
  '.wpforms-confirm-disabled .wpforms-confirm-confirmation', '.wpforms-confirm-disabled .wpforms-confirm-primary .wpforms-sub-label',
];
const hiddenPart = [...hiddenParts, ...hiddenParts.map((part) => `${part} *`)].join(',');
const shownPart = (element: Element) => !element.matches(hiddenPart);

/** WPForms' own look: its option rows, its toggle control, its warning alerts, its settings panel's fields. */
const look: EditorLook = {
  row(doc, setting) {
    const row = doc.createElement('div');
    row.className = `wpforms-field-option-row wpforms-field-option-row-vormgever-${setting}`;
    return row;
  },
  showRow(row, shown) {
    row.style.display = shown ? '' : 'none';
  },
  // Its toggle control (wpforms_panel_field_toggle_control()): the box, a label drawing the toggle, the
  // label's text. Its own hides the box (display: none: no keyboard, no screen reader); ours keeps it
  // (editor.css: vormgever-toggle).
  checkbox(doc, id, text) {
    const control = doc.createElement('span');
    control.className = 'wpforms-toggle-control vormgever-toggle';
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    const icon = doc.createElement('label');
    icon.className = 'wpforms-toggle-control-icon';
    icon.htmlFor = id;
    const label = doc.createElement('label');
    label.className = 'wpforms-toggle-control-label';
    label.htmlFor = id;
    label.textContent = text;
    control.append(input, icon, label);
    return { input, parts: [control] };
  },
  heading: 'vormgever-setting-heading',
  notice: { alert: 'wpforms-alert wpforms-alert-warning', icon: '', wrap: 'wpforms-alert-message', message: '', button: 'wpforms-btn wpforms-btn-sm wpforms-btn-light-grey' },
  formBox: 'div',
  formRow: { tag: 'div', className: 'wpforms-panel-field wpforms-panel-field-toggle' },
};

export function wpformsEditor(win: WPFormsWindow): EditorAdapter {
  const doc = win.document;
  const builder = () => doc.getElementById('wpforms-builder');
  const canvasRoot = () => doc.querySelector<HTMLElement>('#wpforms-panel-fields .wpforms-field-wrap');
  /** A field's "CSS Classes" in its options panel. */
  const cssInput = (id: string) => doc.getElementById(`wpforms-field-option-${id}-css`) as HTMLInputElement | null;
  const formInput = () => doc.getElementById('wpforms-panel-field-settings-form_class') as HTMLInputElement | null;
  // (By id, then within: an id is never put into a selector.)
  const typeOf = (id: string) =>
    doc.getElementById(`wpforms-field-option-${id}`)?.querySelector<HTMLInputElement>('.wpforms-field-option-hidden-type')?.value ??
    doc.getElementById(`wpforms-field-${id}`)?.dataset.fieldType ??
    '';

  const shownField = (id: string): ShownField => ({
    type: typeOf(id),
    input: cssInput(id),
    classes: () => cssInput(id)?.value ?? '',
    // As WPForms' own layout selector writes classes (fieldLayoutSelectorInsert), with the events a
    // typed value sends: its "unsaved changes" check and undo history see them.
    store(classes) {
      const input = cssInput(id);
      if (!input || input.value === classes) return;
      input.value = classes;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    // Right below the field's own CSS Classes, in its options panel's Advanced group; rows already
    // there stay (moving them would take the focus out of the picker).
    place(rows) {
      const anchor = doc.getElementById(`wpforms-field-option-row-${id}-css`);
      if (anchor && !rows.every((row, i) => row.previousElementSibling === (i ? rows[i - 1] : anchor))) anchor.after(...rows);
    },
  });

  return {
    builder: 'wpforms',
    takes: (type) => ({ switch: switchTypes.has(type), icon: iconTypes.has(type) }),
    look,
    fieldSettings: {
      prepare: () => Boolean(builder() && win.jQuery),
      watch(shown) {
        const $ = win.jQuery!;
        // The field the builder shows the options of: the one it marks active on the canvas.
        const onEvent = () => {
          const active = canvasRoot()?.querySelector<HTMLElement>('.wpforms-field.active[data-field-id]');
          shown(active?.dataset.fieldId && cssInput(active.dataset.fieldId) ? shownField(active.dataset.fieldId) : null);
        };
        $(builder()).on(shownEvents, onEvent);
        onEvent();
        return () => void $(builder()).off(shownEvents, onEvent);
      },
    },
    formSettings: {
      input: formInput,
      place: (box, input) => (doc.getElementById('wpforms-panel-field-settings-form_class-wrap') ?? input).after(box),
    },
    canvas: {
      root: canvasRoot,
      fields: (root) => root.querySelectorAll<HTMLElement>('.wpforms-field[data-field-id]'),
      field(element) {
        const id = element.dataset.fieldId ?? '';
        const input = cssInput(id);
        return input ? { type: element.dataset.fieldType ?? typeOf(id), classes: input.value } : null;
      },
      placeholders: () => formModes(formInput()?.value).placeholder,
      controls: (element) => textControls(element).filter(shownPart),
      mainLabel: (element) => element.querySelector(':scope > .label-title > .text'),
      subLabelOf: (control) => {
        const sub = control.parentElement?.querySelector(':scope > .wpforms-sub-label');
        return sub && shownPart(sub) ? sub : null;
      },
      // The preview says "required" with a class on the field (its star is drawn for it by CSS).
      required: (element) => element.classList.contains('required'),
      watchAttributes: ['class', 'placeholder'],
    },
  };
}
