// Gravity Forms' words (every markup generation: legacy lists, 2.5's divs and fieldsets, 2.7+'s theme
// framework). Bound into the script-tag entry at build time (./gravityforms-only.ts): a page with only
// Gravity Forms' forms needs nothing more.
import type { Builder } from './types';

// Its honeypot is a field of its own (`gform_validation_container`).
export const fieldSelector = '.gfield:not(.gform_validation_container)';
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

export const gravityForms: Builder = { fieldSelector, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires };
