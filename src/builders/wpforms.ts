// WPForms' words (Lite and Pro, 1.8+; its modern markup and its classic one): read in WPForms Lite
// 2.0.0.2's source and renders (fixtures/form-builders/). A field's CSS Classes go on `.wpforms-field`,
// the form's Form CSS Class on `.wpforms-container`, around the <form>.
import type { Builder, StyleWords } from './types';

// Its two honeypots look like fields: the anti-spam one is a text field of its own like any other, but
// for its `data-field-type` (its script moves it, and may add a second); the old one is `.wpforms-field-hp`.
export const fieldSelector = '.wpforms-field:not([data-field-type],.wpforms-field-hp)';
export const fieldsInFields = false;
export const wrapperSelector = '.wpforms-container';
export function formNumber(form: HTMLFormElement): string {
  return form.getAttribute('data-formid') ?? '';
}
// Its label, or (modern markup, a field of several controls) the legend of its fieldset.
export const labelSelector = ':scope>.wpforms-field-label,:scope>fieldset>.wpforms-field-label';
export const requiredMarker = 'wpforms-required-label';
export const notOurs = /wpforms-recaptcha-container|g-recaptcha|h-captcha|turnstile/;

/** A name's (or a confirmed e-mail's) part: its own sub-label in its row block. */
export function subLabelOf(control: Element): HTMLElement | null | undefined {
  const box = control.parentElement;
  if (box?.classList.contains('wpforms-field-row-block')) return box.querySelector<HTMLElement>('.wpforms-field-sublabel');
}

export function requires(field: Element, control: Element): boolean {
  return control.hasAttribute('required') || control.classList.contains('wpforms-field-required');
}

export const wpforms: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires };

/** WPForms' words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = {
  selectors: {
    // Its class twice (a role composes as one compound): outranks WPForms' own
    // `div.wpforms-container-full .wpforms-form .wpforms-field input[type=checkbox]`.
    field: '.wpforms-field.wpforms-field',
    // Its classic markup resets every element in the form (`div.wpforms-container-full .wpforms-form *`,
    // 0,2,1: position, size, border, background, margin): the switch's parts and the icon outrank that
    // (the switch's checked state still outranks its parts; the icon's class thrice: a role that
    // composes with the field's).
    'switch-field': '.wpforms-field.slide-check',
    'switch-on': '.wpforms-field.slide-check',
    icon: 'i.vg-icon.vg-icon.vg-icon',
    choice: 'li',
    'placeholder-form': '.placeholder > .wpforms-form',
    'float-form': '.placeholder.float-labels > .wpforms-form',
    labels: ':is(.wpforms-field-label, .wpforms-field-sublabel)',
    'main-label': '.wpforms-field-label',
    'select-label': ':is(.wpforms-field:has(> :--valued-select) > .wpforms-field-label, .wpforms-field-row-block:has(> :--valued-select) > .wpforms-field-sublabel)',
    'required-marker': '.wpforms-required-label',
    'placeholder-colour': null,
    // Its controls have a height of its own (--wpforms-field-size-input-height, or 38 px in classic markup).
    'fixed-height': '*',
    'icon-box': ':is(.wpforms-field.add.end:not(:has(> fieldset, > .wpforms-field-row)), .wpforms-field.add.end .wpforms-field-row-block:first-child)',
    // (Its error class is on an invalid control too: not that one.)
    'icon-box-label': '.wpforms-field.add.end :is(.wpforms-field-label, .wpforms-field-sublabel, .wpforms-field-description, .wpforms-error:not(input, select, textarea))',
    'icon-control': ':is(.wpforms-field.add.end:not(:has(> fieldset, > .wpforms-field-row)) > :is(input, select, textarea):first-of-type, .wpforms-field.add.end .wpforms-field-row-block:first-child > :is(input, select))',
    'control-box': ':is(.wpforms-field:not(:has(> fieldset, > .wpforms-field-row)), .wpforms-field-row-block)',
    'float-box': ':is(.wpforms-field:has(> :--text-control), .wpforms-field-row-block)',
    'float-label': ':is(.wpforms-field:has(> :--text-control) > .wpforms-field-label, .wpforms-field-row-block > .wpforms-field-sublabel)',
    'floated-label':
      ":is(.wpforms-field:has(> :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > select option:checked:not([value=''])) > .wpforms-field-label, .wpforms-field-row-block:has(> :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > select option:checked:not([value=''])) > .wpforms-field-sublabel)",
    'required-sub-label': ".wpforms-field-row-block:has(> [aria-required='true'], > [required]) > .wpforms-field-sublabel",
  },
  // Its style settings (the block's Form Styles, printed by WPForms as --wpforms-*).
  variables: {
    'choice-size': '--wpforms-field-size-checkbox-size',
    'label-color': '--wpforms-label-color',
    radius: '--wpforms-field-border-radius',
    primary: '--wpforms-button-background-color',
    'in-control-primary': '--wpforms-button-background-color',
    'in-control-primary-contrast': '--wpforms-button-text-color',
    'placeholder-color': null,
    'control-font-size': '--wpforms-field-size-font-size',
    'control-size': '--wpforms-field-size-input-height',
    'icon-color': '--wpforms-field-text-color',
  },
  // A field has room above its control of its own (15 px; 10 px in classic markup), where a floating
  // label's box begins: the label is placed from the control's edge. A name's parts have none. Its
  // classic markup sets no variables: its controls' text is 16 px there (its own variable's name for it).
  // Its modern markup keeps a choice's text 12 px from its box by `input[type=checkbox] + label`, which
  // the switch's host between them undoes: the switch keeps that gap (not the stylesheet's own).
  rules: `
    .wpforms-container .wpforms-field { --vg-float-top: calc(15px + 0.4em); }
    .wpforms-container:not(.wpforms-render-modern) .wpforms-field { --vg-float-top: calc(10px + 0.4em); }
    .wpforms-container .wpforms-field-row-block { --vg-float-top: 0.4em; }
    .wpforms-container:not(.wpforms-render-modern) .wpforms-field { --wpforms-field-size-font-size: 16px; }
    .wpforms-render-modern .wpforms-field.slide-check li { gap: 0; }
    .wpforms-render-modern .wpforms-field.slide-check .vg-switch + label { padding-inline-start: 12px; }
  `,
};
