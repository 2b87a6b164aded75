// Gravity Forms' words (every markup generation: legacy lists, 2.5's divs and fieldsets, 2.7+'s theme
// framework). Bound into the script-tag entry at build time (./gravityforms-only.ts): a page with only
// Gravity Forms' forms needs nothing more.
import type { Builder, StyleWords } from './types';

// Its honeypot is a field of its own (`gform_validation_container`).
export const fieldSelector = '.gfield:not(.gform_validation_container)';
export const fieldsInFields = false;
export const wrapperSelector = '.gform_wrapper';
// Every generation prints `<form id="gform_N">`.
export function formNumber(form: HTMLFormElement): string {
  return form.id.replace(/^gform_/, '');
}
// A child of the field in every generation.
export const labelSelector = ':scope>.gfield_label';
export const requiredMarker = 'gfield_required';
export const notOurs = /ginput_recaptcha|gfield_list_/;

/**
 * The label next to the sub-input in its span; none for a field's only control (in .ginput_complex
 * itself: the field's other sub-inputs' labels are not its own).
 */
export function subLabelOf(control: Element): HTMLElement | null | undefined {
  const box = control.parentElement;
  if (box && !box.classList.contains('ginput_complex')) return box.querySelector<HTMLElement>('label:not(.gfield_label)');
}

/**
 * The plugin never requires the second address line, even in a required address field (asked last:
 * closest() climbs to the document when the answer is no).
 */
export function requires(field: Element, control: Element): boolean {
  return (field.classList.contains('gfield_contains_required') || control.hasAttribute('required')) && !control.closest('.address_line_2');
}

// Its front-end scripts set no aria-describedby (help text and validation messages come with its
// renders, a failed submit's a new one), and its required indicator is a plain span, read as text:
// read in its code (2.10) and in every fixture. The entry's bytes for both checks are saved.
export const describedOnRender = true;
export const labelsReadWhole = true;

export const gravityForms: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, describedOnRender, labelsReadWhole };

/** Gravity Forms' words for the stylesheet (build.mjs; src/styles/build.mjs says how they are used). */
export const style: StyleWords = {
  selectors: {
    field: '.gfield',
    // A switch's field, and our icon: as strong as Vormgever's own class names make them (the switch's
    // parts are scoped by the field's marker).
    'switch-field': '.slide-check',
    // (The checked state, stronger than the parts: nothing more is needed here.)
    'switch-on': '',
    icon: 'i.vg-icon',
    // A choice's row: the 2.5+ theme's, legacy markup's list item, the consent field's one.
    choice: ':is(.gchoice, .gfield_checkbox > li, .ginput_container_consent)',
    // The form's class (Form Settings, CSS Class Name) is on the <form>.
    'placeholder-form': 'form.placeholder',
    'float-form': 'form.placeholder.float-labels',
    // Every label placeholder mode hides: the field's and its sub-inputs' (2.5+, legacy).
    labels: ':is(.gfield_label, .ginput_complex label, .gform-field-label--type-sub)',
    'main-label': '.gfield_label',
    // The label placeholder mode keeps in sight: a select's whose first choice has a value (no
    // placeholder choice for the label's text). A compound field's selects (a name's prefix, an
    // address's country and state) always start with an empty choice (read in its code).
    'select-label': '.gfield:has(> .ginput_container > :--valued-select) > .gfield_label',
    'required-marker': '.gfield_required',
    // The theme framework (2.7+) around the form: its placeholder colour is a variable, its controls have
    // a fixed height (with the text centred by its line height).
    'placeholder-colour': '.gform-theme--framework',
    'fixed-height': '.gform-theme--framework',
    // In a field marked `add … end`: the box the icon goes in (of the field's only control, or of a
    // compound field's first sub-input), a label in that box, and the control.
    'icon-box': '.gfield.add.end :is(.ginput_container:not(.ginput_complex), .ginput_complex > :first-child)',
    'icon-box-label': '.gfield.add.end .ginput_complex > :first-child > label',
    'icon-control': '.gfield.add.end :is(.ginput_container:not(.ginput_complex) > :is(input, select, textarea):first-of-type, .ginput_complex > :first-child > :is(input, select))',
    // The box whose child is a text control: a field's only one, or a sub-input's span.
    'control-box': ':is(.ginput_container:not(.ginput_complex), .ginput_complex > *)',
    // A floating label's box (a field with one text control, a sub-input's span), the label, and the
    // label floated (its control has focus, an autofill, a value; a select a real choice).
    'float-box': ':is(.gfield:has(> .ginput_container > :--text-control), .ginput_complex > *)',
    'float-label': ':is(.gfield:has(> .ginput_container > :--text-control) > .gfield_label, .ginput_complex > * > label)',
    'floated-label':
      ":is(.gfield:has(> .ginput_container > :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > .ginput_container > select option:checked:not([value=''])) > .gfield_label, .ginput_complex > :has(> :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > select option:checked:not([value=''])) > label)",
    // A sub-input's label whose control is required, where the plugin prints no marker in it.
    'required-sub-label': ".ginput_complex > :has(> [aria-required='true'], > [required]) > label:not(:has(.gfield_required))",
  },
  // Its theme framework's variables (2.7+; the block's Form Styles and the Orbital theme set them).
  variables: {
    'choice-size': '--gf-ctrl-choice-size',
    'label-color': '--gf-ctrl-label-color-primary',
    radius: '--gf-radius',
    primary: '--gf-color-primary',
    'in-control-primary': '--gf-color-in-ctrl-primary',
    'in-control-primary-contrast': '--gf-color-in-ctrl-primary-contrast',
    'placeholder-color': '--gf-ctrl-placeholder-color',
    'control-font-size': '--gf-ctrl-font-size',
    'control-size': '--gf-ctrl-size',
    'icon-color': '--gf-ctrl-icon-color',
  },
  // The 2.5 theme (no framework, no variables) gives its controls 15 px text: the icon follows it.
  rules: '.gravity-theme i.vg-icon { font-size: 15px; }',
};
