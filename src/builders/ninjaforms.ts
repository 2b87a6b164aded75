// Ninja Forms' words (3.x): read in Ninja Forms 3.14.3's source (its templates, views/fieldLayout.js,
// views/fieldItem.js) and renders (fixtures/form-builders/). A field's Container class (Display → Custom
// Class Names) goes on `.nf-field-container`, the form's Wrapper class on `.nf-form-cont`, around the <form>.
//
// Its PHP prints an empty shell (`.nf-form-cont` and a spinner); Backbone/Marionette builds the form in it
// in the browser, and a field's view re-renders on its own (a radio choice, a calculation, the submit
// button's state): its `.field-wrap` is replaced by a new one, the field container stays. Error views are
// added to and removed from the container's `.nf-error-wrap`. No word here says so: the engine's one
// MutationObserver sees each of those as nodes added in a form and passes over that form in the same task
// (src/engine/observer.ts), as it does for every builder (test/unit/ninja-forms.test.ts imitates them).
import type { Builder, StyleWords } from './types';

// Its honeypot (`.nf-form-hp`) and the form's error list are no field: they follow the fields, outside
// every field container. Captchas are fields of their own (below, notOurs).
export const fieldSelector = '.nf-field-container';
// First and last name are two fields, each with its own label: no field holds fields.
export const fieldsInFields = false;
export const wrapperSelector = '.nf-form-cont';
// The <form> carries nothing: the number is in its container's id, `nf-form-<N>-cont`.
export function formNumber(form: HTMLFormElement): string {
  return form.closest(wrapperSelector)?.id.replace(/\D+/g, '') ?? '';
}
// A label, or (a list of choices) a span; in the field view's wrap, inside the container's `.nf-field`.
export const labelSelector = ':scope>.nf-field>.field-wrap>.nf-field-label>:is(label,.nf-label-span)';
export const requiredMarker = 'ninja-forms-req-symbol';
// Its reCAPTCHA, hCaptcha and Turnstile boxes (their own controllers render into them).
export const notOurs = /g-recaptcha|nf-h-captcha|nf-cf-turnstile/;

/** No sub-inputs: every control of a field is named by the field's label. */
export function subLabelOf(): undefined {}

export function requires(field: Element, control: Element): boolean {
  return control.hasAttribute('required');
}

export const ninjaForms: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires };

/** Ninja Forms' words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = {
  selectors: {
    // Its class twice (a role composes as one compound): outranks its own `.list-checkbox-wrap .nf-field-element li input`.
    field: '.nf-field-container.nf-field-container',
    'switch-field': '.nf-field-container.slide-check',
    'switch-on': '.nf-field-container.slide-check',
    icon: 'i.vg-icon',
    // A list's choice (input, label), or a single checkbox's element box (its label is the field's, before it).
    choice: ':is(li, .checkbox-wrap > .nf-field-element)',
    'placeholder-form': '.nf-form-cont.placeholder form',
    'float-form': '.nf-form-cont.placeholder.float-labels form',
    // A single checkbox's label is its choice's text: it stays.
    labels: '.field-wrap:not(.checkbox-wrap) > .nf-field-label > :is(label, .nf-label-span)',
    'main-label': '.nf-field-label',
    'select-label': '.field-wrap:has(> .nf-field-element > :--valued-select) > .nf-field-label > label',
    'required-marker': '.ninja-forms-req-symbol',
    'placeholder-colour': null,
    // Its default style gives its controls a height of their own (50 px: `.nf-form-content input.ninja-forms-field`).
    'fixed-height': '*',
    'icon-box': '.nf-field-container.add.end .nf-field-element',
    'icon-box-label': '.nf-field-container.add.end .nf-field-label > label',
    'icon-control': '.nf-field-container.add.end .nf-field-element > :is(input, select, textarea):first-of-type',
    'control-box': '.nf-field-element',
    // A field view with one text control: its wrap is the box, its label the floating one.
    'float-box': '.field-wrap:has(> .nf-field-element > :--text-control)',
    'float-label': '.field-wrap:has(> .nf-field-element > :--text-control) > .nf-field-label > label',
    'floated-label':
      ".field-wrap:has(> .nf-field-element > :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > .nf-field-element > select option:checked:not([value=''])) > .nf-field-label > label",
    'required-sub-label': null,
  },
  // No custom properties of its own (its light, dark and structure stylesheets set colours directly):
  // every look follows the control's own colours and size.
  variables: {
    'choice-size': null,
    'label-color': null,
    radius: null,
    primary: null,
    'in-control-primary': null,
    'in-control-primary-contrast': null,
    'placeholder-color': null,
    'control-font-size': null,
    'control-size': null,
    'icon-color': null,
  },
  // Its default style: a list's input floats with `width: auto !important`, its li and label are indented
  // for it (the text 1.5em in, 11 px past the browser's 13 px checkbox: the switch keeps that gap), and a
  // single checkbox's box (label right) is 20 px wide (7 px beside that checkbox, kept beside the switch's
  // box as wide as the switch). Floating, a field view's label box
  // (its label floats out of it) takes no room: its structure stylesheet lays the view out in a row, its
  // light and dark ones in a column with 10 px below the label, so only then does the control's top
  // edge, where the label floats, stand at the view's top edge in both.
  rules:
    '.nf-form-content .nf-field-container.slide-check input[type=checkbox] { inline-size: 2.75em !important; min-inline-size: 2.75em !important; float: none; }' +
    '.nf-form-content .nf-field-container.slide-check li { padding-inline-start: 0; }' +
    '.nf-form-content .nf-field-container.nf-field-container.slide-check .list-checkbox-wrap li { gap: calc(1.5em - 13px); }' +
    '.nf-form-content .nf-field-container.slide-check li label { margin-inline-start: 0; }' +
    '.nf-form-content .nf-field-container.slide-check .checkbox-wrap > .nf-field-element { inline-size: auto; padding-inline-end: 7px; }' +
    '.vg-float-labels .nf-form-cont.placeholder form .field-wrap:has(> .nf-field-element > :is(textarea, select, input:not([type]), [type=text], [type=email], [type=tel], [type=url], [type=number], [type=password], [type=search], [type=date])) > .nf-field-label,' +
    '.nf-form-cont.placeholder.float-labels form .field-wrap:has(> .nf-field-element > :is(textarea, select, input:not([type]), [type=text], [type=email], [type=tel], [type=url], [type=number], [type=password], [type=search], [type=date])) > .nf-field-label { block-size: 0; margin: 0 !important; }',
};
