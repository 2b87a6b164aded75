// What the admin script uses of Gravity Forms' form editor page (2.5+, read from 2.10's form_editor.js
// and form_detail.php): its globals and its "Custom CSS Class" input. Nothing else knows these names.

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

export interface EditorWindow extends Window {
  jQuery?: JQueryish;
  form?: EditorForm;
  fieldSettings?: Record<string, string>;
  SetFieldProperty?: (name: string, value: unknown) => void;
  GetSelectedField?: () => EditorField | undefined;
}

/** The field's "Custom CSS Class" input in the sidebar. */
export const cssClassInput = (doc: Document): HTMLInputElement | null => doc.querySelector<HTMLInputElement>('#field_css_class');

/** The editor's field object with this id, from the form being edited. */
export function fieldById(win: EditorWindow, id: string): EditorField | undefined {
  return win.form?.fields?.find((field) => String(field.id) === id);
}

/**
 * Stores the selected field's new class string the way a typed one is stored: into the input, then
 * Gravity Forms' own change handler (it sets the property and the class of the field on the canvas).
 * SetFieldProperty once more in case that handler changes in a later version.
 */
export function storeFieldClass(win: EditorWindow, classes: string): void {
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

/** Makes the editor show these settings (li classes) for every field type; fieldSettings.ts hides what does not apply. */
export function offerSettings(win: EditorWindow, settings: readonly string[]): void {
  const all = win.fieldSettings;
  if (!all) return;
  for (const type of Object.keys(all)) {
    const missing = settings.filter((setting) => !all[type]!.includes(`.${setting}`));
    if (missing.length) all[type] += missing.map((setting) => `, .${setting}`).join('');
  }
}
