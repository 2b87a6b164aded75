// A form builder's words: what a form, a field, its labels and controls, its required marker and its
// honeypot are in that builder's markup. The engine and the rules read them (./words.ts) and never name
// a builder's classes; each builder is one module here (gravityforms.ts, ...), as each integration of
// Complianz is one file. Its stylesheet words (`style`) are read by build.mjs, never at run time.

declare global {
  interface Window {
    /**
     * The words of form builders other than Gravity Forms: each builder's module (dist/builders/<name>.js,
     * `vormgever/builders/<name>`) puts its own here, before Vormgever runs; a site may put its own too.
     */
    vormgeverBuilders?: Builder[];
  }
}

/** What the engine and the rules ask of a form builder. */
export interface Builder {
  /**
   * A field's container, where the field's markers are (`slide-check`, `add … end`): a selector that
   * leaves out the builder's honeypots (no rule may touch them). A form holding one is this builder's.
   */
  readonly fieldSelector: string;
  /**
   * Whether a field may hold fields of its own (its parts, each matching `fieldSelector`): they are
   * that field's, and no rule takes one alone.
   */
  readonly fieldsInFields: boolean;
  /** The form's wrapper (closest() from the form): the pass's event goes there. */
  readonly wrapperSelector: string;
  /** The builder's number for the form (the event's `formId`). */
  formNumber(form: HTMLFormElement): string;
  /** The field's main label (a label or a legend): a selector from the field. */
  readonly labelSelector: string;
  /** The required marker inside a label (its text is no part of the label's): a class. */
  readonly requiredMarker: string;
  /**
   * Boxes whose controls are not the visitor's (a captcha's, a list's rows), or such a control itself (Contact
   * Form 7's quiz): a test of their class names.
   */
  readonly notOurs: RegExp;
  /** A sub-input's own label in a compound field (First, Last), or none. */
  subLabelOf(control: Element): HTMLElement | null | undefined;
  /** Whether `control` is required, where its own aria-required does not say. */
  requires(field: Element, control: Element): boolean;
  /**
   * True where the builder's script never describes a control after rendering it (aria-describedby
   * comes only in a render of its own, a failed submit's too): a label placeholder mode took out of
   * rendering never has to come back for a description (see nameByLabel, src/rules/placeholders.ts).
   * Unset: a script may (WPForms' validation messages), and the rule looks each pass.
   */
  readonly describedOnRender?: boolean;
  /**
   * True where no part of the builder's labels is hidden from screen readers (aria-hidden): a label
   * taken out of rendering, read whole through aria-labelledby, names its control as before. Unset:
   * the rule looks (WPForms' required star is aria-hidden; such a label stays rendered).
   */
  readonly labelsReadWhole?: boolean;
  /**
   * Where a field's markers are (`slide-check`, `add … end`) where a site owner's class does not land on
   * the field itself: Contact Form 7 puts a form-tag's class options on its control (a choice group's
   * inner box, an acceptance's input). Unset: on the field.
   */
  markedOf?(field: Element): Element;
  /**
   * The field's main label where no selector from the field finds it: Contact Form 7's is the owner's
   * own HTML around or for the control, found as the browser finds it (the control's labels). Given
   * the field's first text control (the only one whose label is read; none: no label). Unset:
   * `labelSelector`.
   */
  labelOf?(field: Element, control: Element | undefined): HTMLElement | null;
}

/**
 * The builder's words for the stylesheet (build.mjs): each `:--<role>` of src/styles/ becomes the
 * builder's selector for that role (one compound where the stylesheet writes it after another role:
 * a field, a choice, the icon), each `--vg-theme-<name>` its theme variable (or the fallback where
 * it has none), and `rules` is CSS for that builder's markup alone.
 */
export interface StyleWords {
  selectors: Record<string, string | null>;
  variables: Record<string, string | null>;
  rules?: string;
}
