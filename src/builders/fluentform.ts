// Fluent Forms' words (6.x): read in Fluent Forms 6.2.2's source and renders (fixtures/form-builders/).
// A field's Container Class goes on `.ff-el-group` (the name field's on `.ff-name-field-wrapper`);
// the form's class (the shortcode's css_classes, the block's Additional CSS class) on `.fluentform`,
// around the <form> (Pro's Extra CSS Form Class: on the <form>).
import type { Builder, StyleWords } from './types';

// The name field has no group of its own: its wrapper holds a group per part, each with its own label
// (the wrapper is the field; its parts are its). Its honeypot (off in a new install) is a group too.
export const fieldSelector = '.ff-el-group:not(.ff-hpsf-container),.ff-name-field-wrapper';
export const fieldsInFields = true;
export const wrapperSelector = '.fluentform';
export function formNumber(form: HTMLFormElement): string {
  return form.getAttribute('data-form_id') ?? '';
}
// Its label box's class inside :is(): written bare (`:scope>.ff-el-input--label>label`), Chromium's query
// looks through every element of that class in the document up to the field's, on every call: 3.7 µs a
// field at the end of a 500-field form against 0.3 at its start, 2.4 ms a pass (bench/README.md).
export const labelSelector = ':scope>:is(.ff-el-input--label)>label';
// Fluent Forms draws its required star with CSS alone: no element to leave out of a label's text.
export const requiredMarker = 'ff-el-is-required';
export const notOurs = /ff-el-recaptcha|ff-el-hcaptcha|ff-el-turnstile/;

/** A name part's own label: its group's (in a field of its own, the field's label itself). */
export function subLabelOf(control: Element): HTMLElement | null | undefined {
  return control.closest('.ff-el-group')?.querySelector<HTMLElement>(labelSelector);
}

export function requires(field: Element, control: Element): boolean {
  return control.hasAttribute('required') || !!field.querySelector(':scope>.ff-el-is-required');
}

export const fluentForm: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires };

/** Fluent Forms' words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = {
  selectors: {
    field: ':is(.ff-el-group, .ff-name-field-wrapper)',
    'switch-field': '.slide-check',
    'switch-on': '',
    icon: 'i.vg-icon',
    // The label wrapping a choice's input and its text.
    choice: '.ff-el-form-check-label',
    // The free version's form class (the shortcode's css_classes, the block's Additional CSS class) is on
    // the wrapper; Pro's Extra CSS Form Class on the <form> (the script reads both; the first paint this one).
    'placeholder-form': '.placeholder > .frm-fluent-form',
    'float-form': '.placeholder.float-labels > .frm-fluent-form',
    labels: '.ff-el-input--label > label',
    'main-label': '.ff-el-input--label',
    // Every select's: its empty first choice is its Placeholder setting, "- Select -" unless the owner
    // changes it (DefaultElements.php), which says nothing of what the field asks.
    'select-label': '.ff-el-group:has(> .ff-el-input--content > select) > .ff-el-input--label > label',
    'required-marker': null,
    'placeholder-colour': null,
    'fixed-height': null,
    'icon-box': ':is(.ff-el-group.add.end, .ff-name-field-wrapper.add.end .ff-t-cell:first-child .ff-el-group) > .ff-el-input--content',
    'icon-box-label': null,
    'icon-control': ':is(.ff-el-group.add.end, .ff-name-field-wrapper.add.end .ff-t-cell:first-child .ff-el-group) > .ff-el-input--content > :is(input, select, textarea):first-of-type',
    'control-box': '.ff-el-input--content',
    'float-box': '.ff-el-group:has(> .ff-el-input--content > :--text-control)',
    'float-label': '.ff-el-group:has(> .ff-el-input--content > :--text-control) > .ff-el-input--label',
    // Floated: a typed control with focus or a value; every select (its empty choice says nothing).
    'floated-label':
      ":is(.ff-el-group:has(> .ff-el-input--content > :--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > .ff-el-input--content > select) > .ff-el-input--label)",
    'required-sub-label': null,
  },
  // Its default style's variables (fluentform-public-default.css).
  variables: {
    'choice-size': null,
    'label-color': null,
    radius: '--fluentform-border-radius',
    primary: '--fluentform-primary',
    'in-control-primary': '--fluentform-primary',
    'in-control-primary-contrast': null,
    'placeholder-color': null,
    'control-font-size': null,
    'control-size': '--fluentform-input-select-height',
    'icon-color': null,
  },
  // It lifts a choice's input 2 px (`position: relative; top: -2px`): a switch sits where its track is.
  // Its terms field is a table row, the checkbox in a cell 20 px wide and 8 px down (`display:
  // table-row`, `> span { width: 20px; padding-top: 8px !important }`): the switch overflowed its cell
  // and touched the text (1 px). As a switch's choice there, the row is laid out as the others (a flex
  // line, the cell's box left out: the checkbox and the switch's host are the line's own items, the host
  // placed over the checkbox as in a group), so the switch keeps the gap the group's switches keep.
  // A group under conditional logic is hidden by Fluent's stylesheet (`.fluentform .has-conditions`)
  // until its script shows it (an inline style): the marked field's `display: block` (icons.css) must
  // not show it before that.
  rules:
    '.fluentform .slide-check .ff-el-form-check-label .ff-el-form-check-input { top: 0; }' +
    '.fluentform .slide-check .ff-el-tc label.ff_tc_label { display: flex; }' +
    '.fluentform .slide-check .ff-el-tc label.ff_tc_label > span { display: contents; }' +
    '.frm-fluent-form .ff-el-group.has-conditions.add.end { display: none; }',
};
