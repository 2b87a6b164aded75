// What the editor room asks of a builder's form editor: one adapter per builder (./gravityforms/,
// ./wpforms/), which alone knows that editor's markup, globals and events. The controls, the markers,
// the picker, the notices and the canvas decorator are builder-blind and read only these words.

import type { TextControl } from '../rules/field';

/** Which of Vormgever's field settings a field of this type takes. */
export interface Takes {
  readonly switch: boolean;
  readonly icon: boolean;
}

/** A field setting's row: the switch, the icon picker, the notices. */
export type Setting = 'switch' | 'icon' | 'notices';

/** The field whose settings the editor shows now, in the room's words. */
export interface ShownField {
  /** The builder's field type (its adapter's `takes` reads it). */
  readonly type: string;
  /** The field's own class field in the editor, where an owner types classes (null: none on the page). */
  readonly input: HTMLInputElement | null;
  /** The field's class string now. */
  classes(): string;
  /** Stores a new class string the way the builder stores a typed one (its own handlers see it). */
  store(classes: string): void;
  /** Puts the setting rows where this field's settings are (where they are already: nothing to do). */
  place(rows: readonly HTMLElement[]): void;
  /**
   * Calls `changed` whenever the editor's own script changes the class string without a DOM event the
   * room hears (Formidable's chips trigger a jQuery-only change); returns the teardown. Optional.
   */
  edited?(changed: () => void): () => void;
}

/** The editor's own look for what the room draws: rows, checkboxes, headings, notices. */
export interface EditorLook {
  /** A field setting's row (empty: the room fills it). */
  row(doc: Document, setting: Setting): HTMLElement;
  /** Shows or hides a field setting's row for the field shown now. */
  showRow(row: HTMLElement, shown: boolean): void;
  /** A checkbox with its label in the editor's own look (a field's setting or the form's): the checkbox, and what goes in its row. */
  checkbox(doc: Document, id: string, text: string, where: 'field' | 'form'): { input: HTMLInputElement; parts: Node[] };
  /** The class of a setting's heading (the icon picker's "Icon"). */
  readonly heading: string;
  /** The classes of a notice's parts, as the editor draws its own warnings (icon: none when ''). */
  readonly notice: { readonly alert: string; readonly icon: string; readonly wrap: string; readonly message: string; readonly button: string };
  /** The form setting's box (its class is always `vormgever-form-settings`) and its rows' element (the two checkboxes). */
  readonly formBox: 'div' | 'fieldset';
  readonly formRow: { readonly tag: 'div' | 'p'; readonly className: string };
}

export interface FieldSettingsWords {
  /** Gets the editor ready for the rows (Gravity Forms: shows them for every field type); false: not this screen. */
  prepare(rows: readonly HTMLElement[]): boolean;
  /** Calls `shown` whenever the editor shows a field's settings (null: no field's); returns the teardown. */
  watch(shown: (field: ShownField | null) => void): () => void;
  /**
   * The editor shows the class string as separate tokens that an owner deletes one at a time
   * (Formidable's chips): a token of the icon's marker deleted on its own is put back, with a notice
   * (the icon is removed under Icon, with None). Optional: false.
   */
  readonly tokens?: boolean;
}

export interface FormSettingsWords {
  /** The form's own class field, or null where this screen has none. */
  input(): HTMLInputElement | null;
  /** Puts the form settings' box where the owner finds it, next to that field. */
  place(box: HTMLElement, input: HTMLInputElement): void;
  /**
   * For an editor whose form settings come and go (Ninja Forms' drawer, its views destroyed when it
   * closes): calls `shown` whenever they are shown (null: gone), returns the teardown. Given this,
   * the room asks neither `input` nor `place`.
   */
  watch?(shown: (form: ShownForm | null) => void): () => void;
}

/** The form whose settings the editor shows now (FormSettingsWords.watch), in the room's words. */
export interface ShownForm {
  /** The form's own class field, where an owner types classes (null: not on the page now). */
  readonly input: HTMLInputElement | null;
  /** The form's class string now. */
  classes(): string;
  /** Stores a new class string the way the builder stores a typed one. */
  store(classes: string): void;
  /** Puts the form settings' box where the owner finds it (where it is already: nothing to do). */
  place(box: HTMLElement): void;
}

/** A canvas field as the decorator reads it: its type and its class string. */
export interface CanvasField {
  readonly type: string;
  readonly classes: string;
}

export interface CanvasWords {
  /** The canvas: the element whose fields are decorated and watched (null: none on this screen). */
  root(): HTMLElement | null;
  /** The fields on it. */
  fields(root: HTMLElement): Iterable<HTMLElement>;
  /** What the editor's model says of this canvas field (null: not a field it knows). */
  field(element: HTMLElement): CanvasField | null;
  /** Whether the form is in placeholder mode now. */
  placeholders(): boolean;
  /** The text controls a visitor will fill in, as the canvas shows them (the first gets the icon). */
  controls(element: HTMLElement): TextControl[];
  /** The field's main label on the canvas. */
  mainLabel(element: HTMLElement): Element | null;
  /** A control's own sub-label (First, Last), or none. */
  subLabelOf(control: Element): Element | null | undefined;
  /** Whether the control is required. */
  required(element: HTMLElement, control: Element): boolean;
  /**
   * A label's words as a placeholder gets them, without the editor's own marks in it (Formidable's
   * required marker and its "(Collapsed)" note). Optional: the visitor's reading (rules/field.ts: labelText).
   */
  labelText?(label: Element | null | undefined): string;
  /** What else of the canvas to watch than its children (a class that says "required"), if anything. */
  readonly watchAttributes?: readonly string[];
  /**
   * For an editor whose model changes what the canvas shows without changing the canvas itself (Fluent
   * Forms: a field's Container Class is in its Vue model only; Ninja Forms: a class set, undone, typed
   * elsewhere): calls `changed` on each of its events that change what `field` or `placeholders` say;
   * returns the teardown.
   */
  watch?(changed: () => void): () => void;
}

/** One builder's form editor. Each part is optional: a screen may have fields, form settings or a canvas. */
export interface EditorAdapter {
  /** The builder's slug (its admin script's name). */
  readonly builder: string;
  takes(type: string): Takes;
  readonly look: EditorLook;
  readonly fieldSettings?: FieldSettingsWords;
  readonly formSettings?: FormSettingsWords;
  readonly canvas?: CanvasWords;
}
