// Formidable Forms' words (6.x, Lite and Pro): read in Formidable 6.34's source and renders
// (fixtures/form-builders/). A field's CSS Layout Classes go on `.frm_form_field`, the form's Form
// Classes (Settings, Customize HTML) on the <form>.
import type { Builder, StyleWords } from './types';

// Its honeypot has a field's id pattern but no container class (its input has `frm_form_field`: not a
// div); a combo field's parts (first and last name) are fields inside the field.
export const fieldSelector = 'div.frm_form_field:not([data-sub-field-name])';
export const fieldsInFields = false;
export const wrapperSelector = '.frm_forms';
export function formNumber(form: HTMLFormElement): string {
  return form.querySelector<HTMLInputElement>('input[name=form_id]')?.value ?? '';
}
// A label, or a <div> where the field's controls are a group (choices, a name).
export const labelSelector = ':scope>.frm_primary_label';
export const requiredMarker = 'frm_required';
export const notOurs = /frm-g-recaptcha|g-recaptcha|h-captcha|frm-cf-turnstile/;

/** A combo field's part: its own label (for screen readers; its visible text is the description below). */
export function subLabelOf(control: Element): HTMLElement | null | undefined {
  const box = control.parentElement;
  if (box?.hasAttribute('data-sub-field-name')) return box.querySelector<HTMLElement>('label');
}

export function requires(field: Element, control: Element): boolean {
  return control.hasAttribute('required') || field.classList.contains('frm_required_field');
}

export const formidable: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires };

/** Formidable's words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = {
  selectors: {
    // Its class twice (a role composes as one compound), as strong as its own field rules.
    field: '.frm_form_field.frm_form_field',
    'switch-field': '.slide-check',
    'switch-on': '',
    icon: 'i.vg-icon',
    choice: '.frm_checkbox > label',
    'placeholder-form': 'form.placeholder',
    'float-form': 'form.placeholder.float-labels',
    labels: ':is(.frm_primary_label, [data-sub-field-name] > label, [data-sub-field-name] > .frm_description)',
    'main-label': '.frm_primary_label',
    'select-label': ':is(.frm_form_field:has(> :--valued-select) > .frm_primary_label, [data-sub-field-name]:has(> :--valued-select) > :is(label, .frm_description))',
    'required-marker': '.frm_required',
    'placeholder-colour': '.with_frm_style',
    'fixed-height': '.with_frm_style',
    'icon-box': ':is(.frm_form_field.add.end:not(:has(fieldset)), .frm_form_field.add.end [data-sub-field-name]:first-child)',
    'icon-box-label': '.frm_form_field.add.end :is(.frm_primary_label, .frm_description, .frm_error, [data-sub-field-name] > label)',
    'icon-control': ':is(.frm_form_field.add.end:not(:has(fieldset)) > :is(input, select, textarea):first-of-type, .frm_form_field.add.end [data-sub-field-name]:first-child > :is(input, select))',
    'control-box': ':is(.frm_form_field:not(:has(fieldset)), [data-sub-field-name])',
    'float-box': ':is(.frm_form_field:has(> :--text-control), [data-sub-field-name])',
    'float-label': ':is(.frm_form_field:has(> :--text-control) > .frm_primary_label, [data-sub-field-name] > label)',
    'floated-label':
      ":is(.frm_form_field:has(> :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > select option:checked:not([value=''])) > .frm_primary_label, [data-sub-field-name]:has(> :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > select option:checked:not([value=''])) > label)",
    'required-sub-label': null,
  },
  // Its Visual Styler's variables (on `.frm_style_<style>.with_frm_style`).
  variables: {
    'choice-size': null,
    'label-color': '--label-color',
    radius: '--border-radius',
    primary: '--border-color-active',
    // No colour for text on its accent (its default blue under a white thumb: 2.9:1): the on-track
    // takes the page's text colour, the focus ring the accent.
    'in-control-primary': null,
    'in-control-primary-contrast': null,
    'placeholder-color': '--text-color-disabled',
    'control-font-size': '--field-font-size',
    'control-size': '--field-height',
    'icon-color': '--text-color',
  },
  // Its checkbox is 16 px square, by `!important` rules of its own.
  rules: '.frm_forms .frm_form_field.slide-check input[type=checkbox] { inline-size: 2.75em !important; min-inline-size: 2.75em !important; block-size: 1.5em !important; border-radius: var(--border-radius,0.75em) !important; background-color: transparent !important; }',
};
