// Formidable Forms' form builder (Lite 6.34, read from its formidable_admin.js, settings.php and
// formidable-settings-components.js, and checked in the running builder) in the editor room's words:
// each field's settings panel (#frm-single-settings-<id>, moved into the sidebar when its field is
// clicked: wp.hooks' frmShowedFieldSettings), its "CSS Layout Classes" (#frm_classes_<id>, shown as
// chips: a token input whose own script changes the value with a jQuery-only change), the canvas
// (#frm-show-fields: li#frm_field_id_<id>, the field's classes on the li between frmstart and frmend),
// the form's "Form Classes" (options[form_class], on the Settings page's Customize HTML tab, every tab in
// the page at once) and the form's classes on the builder page (PHP: vormgever_formidable.formClasses).
// Nothing else knows these names.

import type { TextControl } from '../../rules/field';
import type { EditorAdapter, EditorLook, Setting, ShownField } from '../adapter';
import { formModes, withMarkersOf } from '../markers';

interface JQueryish {
  (target: unknown): { on(event: string, handler: (...args: never[]) => void): unknown; off(event: string, handler: (...args: never[]) => void): unknown };
}

interface Hooks {
  addAction(name: string, namespace: string, callback: (...args: never[]) => void, priority?: number): void;
  removeAction(name: string, namespace: string): unknown;
}

export interface FormidableWindow extends Window {
  jQuery?: JQueryish;
  wp?: { hooks?: Hooks };
  /** What the plugin's PHP says of the form being edited (includes/editors/formidable.php). */
  vormgever_formidable?: { formClasses?: unknown };
}

/** Field types whose choices can be switches (src/builders/formidable.ts: its checkboxes). */
const switchTypes = new Set(['checkbox', 'gdpr']);
/**
 * Field types with a text box or drop-down first, where the front end puts an icon; the last three are
 * Pro's text-like types (its date picker, password and tags: a text input), not run here.
 */
const iconTypes = new Set(['text', 'email', 'phone', 'number', 'url', 'name', 'address', 'select', 'textarea', 'date', 'password', 'tag']);

/** The namespace of Vormgever's wp.hooks actions. */
const namespace = 'vormgever';

const isElement = (node: unknown): node is HTMLElement => (node as Node | null)?.nodeType === 1;
const idOf = (element: Element): string => (element as HTMLElement).dataset.fid ?? element.id.replace(/^frm_field_id_/, '');
const classInput = (doc: Document, id: string) => doc.getElementById(`frm_classes_${id}`) as HTMLInputElement | null;

/** A setting's row, by which setting it is (the room's rows in its order: switch, icon, notices). */
const settingOf = (row: HTMLElement): Setting => row.dataset.vormgeverSetting as Setting;

/** The field's classes on the canvas li, between the builder's frmstart and frmend (its own spot for them). */
export function canvasClasses(element: Element): string {
  const classes = ` ${element.className} `;
  const start = classes.indexOf(' frmstart ');
  const end = classes.indexOf(' frmend ', start);
  return start < 0 || end < 0 ? '' : classes.slice(start + 9, end).trim();
}

/**
 * Stores a field's class string the way the builder stores one: into the input, then a bubbling change
 * (its jQuery handlers hear native events: the chips are drawn again, the canvas li gets the classes
 * and the builder counts an unsaved change). Drawing the chips focuses their text box: the focus goes
 * back where it was (the picker's list, chosen in by keyboard).
 */
function storeClasses(input: HTMLInputElement, classes: string): void {
  const focused = input.ownerDocument.activeElement as HTMLElement | null;
  input.value = classes;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  if (focused?.isConnected && input.ownerDocument.activeElement !== focused) focused.focus({ preventScroll: true });
}

/** The text controls of a canvas field that a visitor fills in: its own, not its settings' (a field's settings sit in its li until it is first shown). */
function canvasControls(element: HTMLElement): TextControl[] {
  const box = element.querySelector(':scope > .frm_inner_field_container > .frm_form_fields');
  if (!box) return [];
  return [...box.querySelectorAll<TextControl>('input, select, textarea')].filter(
    (control) =>
      (control.localName !== 'input' || /^(text|email|tel|url|number|password|search|date)$/.test((control as HTMLInputElement).type)) &&
      !control.closest('.frm_hidden, .frm-single-settings'),
  );
}

const mainLabelOf = (element: HTMLElement) => element.querySelector(':scope > .frm_inner_field_container > .frm_primary_label');

/** A label's own words: without its required marker and the builder's notes ("(Collapsed)"), white space as one. */
function canvasLabelText(label: Element | null | undefined): string {
  let text = '';
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text += (child as Text).data;
      else if (child.nodeType === 1 && !(child as Element).matches('.frm_required, .frm-sub-label')) walk(child);
    }
  };
  if (label) walk(label);
  return text.replace(/\s+/g, ' ').trim();
}

/** Formidable's own look: its settings' rows and inline checkboxes, its warnings, the General tab's checkboxes. */
const look: EditorLook = {
  row(doc, setting) {
    const row = doc.createElement('div');
    row.dataset.vormgeverSetting = setting;
    // The switch beside Required (the row's items are its `frm_form_field`s); the others full width.
    row.className = setting === 'switch' ? 'frm_form_field' : `vormgever-frm-${setting} frm-mt-xs`;
    return row;
  },
  showRow(row, shown) {
    row.classList.toggle('frm_hidden', !shown);
  },
  checkbox(doc, id, text, where) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.className = where === 'field' ? 'frm-mb-0' : 'frm_inline_block';
    label.append(input, ` ${text}`);
    return { input, parts: [label] };
  },
  heading: 'vormgever-frm-heading',
  notice: {
    alert: 'frm_warning_style',
    icon: '',
    wrap: 'vormgever-frm-notice',
    message: 'frm-m-0',
    button: 'button frm-button-secondary frm-button-sm',
  },
  formBox: 'div',
  formRow: { tag: 'p', className: 'frm8 frm_form_field' },
};

export function formidableEditor(win: FormidableWindow): EditorAdapter {
  const doc = win.document;
  const $ = win.jQuery;

  const shownField = (element: HTMLElement, settings: HTMLElement): ShownField => {
    const id = idOf(element);
    const input = classInput(doc, id);
    return {
      type: element.dataset.type ?? '',
      input,
      classes: () => input?.value ?? canvasClasses(element),
      store: (classes) => input && storeClasses(input, classes),
      place(rows) {
        const switchRow = rows.find((row) => settingOf(row) === 'switch');
        const others = rows.filter((row) => row !== switchRow);
        // Beside Required, Unique and Read Only; the picker and the notices below CSS Layout Classes.
        const checks = settings.querySelector(':scope > .frm_grid_container > .frm-inline-flex');
        const classes = input?.closest('p') ?? settings.querySelector(':scope > .frm_grid_container');
        if (switchRow && checks) checks.append(switchRow);
        else if (switchRow) others.unshift(switchRow);
        if (classes?.localName === 'p') classes.after(...others);
        else classes?.append(...others);
        // Its search box is a search, not a setting: the builder counts no unsaved change for it.
        for (const search of settings.querySelectorAll('[data-vormgever-row] input[type="search"]')) search.classList.add('frm-search-input');
      },
      edited(changed) {
        if (!$ || !input) return () => {};
        const handler = () => changed();
        $(input).on('change', handler);
        return () => void $(input).off('change', handler);
      },
    };
  };

  return {
    builder: 'formidable',
    takes: (type) => ({ switch: switchTypes.has(type), icon: iconTypes.has(type) }),
    look,
    fieldSettings: {
      tokens: true,
      prepare: () => Boolean(doc.getElementById('frm-show-fields') && win.wp?.hooks),
      watch(shown) {
        const hooks = win.wp!.hooks!;
        const onShown = (element: unknown, settings: unknown) => {
          if (isElement(element) && isElement(settings)) shown(shownField(element, settings));
        };
        hooks.addAction('frmShowedFieldSettings', namespace, onShown);
        // Already shown when the script started (a field the builder selected on load).
        const open = doc.querySelector<HTMLElement>('.frm-single-settings:not(.frm_hidden)[data-fid]');
        const element = open && doc.getElementById(`frm_field_id_${open.dataset.fid}`);
        if (open && element) onShown(element, open);
        // A copy of a field is made from the stored field (frm_duplicate_field): it gets what Vormgever's
        // settings say in its original now, saved or not, as the canvas showed it.
        const onAjax = (_event: unknown, xhr: { responseText?: string }, options: { data?: unknown }) => {
          const data = typeof options?.data === 'string' ? new URLSearchParams(options.data) : null;
          if (data?.get('action') !== 'frm_duplicate_field') return;
          const from = classInput(doc, data.get('field_id') ?? '');
          const to = classInput(doc, /id="frm_field_id_(\d+)"/.exec(xhr?.responseText ?? '')?.[1] ?? '');
          if (!from || !to) return;
          const classes = withMarkersOf(from.value, to.value);
          if (classes !== to.value) storeClasses(to, classes);
        };
        $?.(doc).on('ajaxSuccess', onAjax);
        return () => {
          hooks.removeAction('frmShowedFieldSettings', namespace);
          $?.(doc).off('ajaxSuccess', onAjax);
        };
      },
    },
    formSettings: {
      // Settings → Customize HTML → Form Classes (no id); every tab is in the page.
      input: () => doc.querySelector<HTMLInputElement>('#form_settings_page input[name="options[form_class]"]'),
      // On the General tab, below "Show the form description" (where the form's look is set), else below the field.
      place(box, input) {
        const description = doc.getElementById('show_description')?.closest('p');
        if (description) description.after(box);
        else (input.closest('p') ?? input).after(box);
      },
    },
    canvas: {
      root: () => doc.getElementById('frm-show-fields'),
      fields: (root) => root.querySelectorAll<HTMLElement>('li.form-field[id^="frm_field_id_"]:not(.frm_field_loading)'),
      field(element) {
        const type = element.dataset.type;
        if (!type) return null;
        return { type, classes: classInput(doc, idOf(element))?.value ?? canvasClasses(element) };
      },
      placeholders: () => formModes(win.vormgever_formidable?.formClasses).placeholder,
      controls: canvasControls,
      mainLabel: mainLabelOf,
      // A part's visible name is its description below it (its label is for screen readers only).
      subLabelOf: (control) => {
        const part = control.closest('[data-sub-field-name]');
        return part ? part.querySelector('label') : undefined;
      },
      required: (element) => Boolean(mainLabelOf(element)?.querySelector('.frm_required:not(.frm_hidden)')),
      labelText: canvasLabelText,
      watchAttributes: ['class'],
    },
  };
}
