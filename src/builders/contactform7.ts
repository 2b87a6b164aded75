// Contact Form 7's words (6.x): read in Contact Form 7 6.1.6's source and renders (fixtures/form-builders/).
// The form is a template its owner writes: there are no field containers, no label class and no compound
// fields. Each form-tag prints its control in `span.wpcf7-form-control-wrap[data-name]` (the field here);
// its class options (`class:slide-check`) go on the control itself (a choice group's on its inner
// `span.wpcf7-form-control`, an acceptance's on its input: markedOf), the shortcode's `html_class` on the
// <form>. Its label is whatever the owner wrote around or for the control (labelOf).
import type { Builder, StyleWords } from './types';

// Every form-tag with a name. It has no honeypot in core; its quiz and Really Simple CAPTCHA print wraps
// too, and their controls are left out as not the visitor's (notOurs).
export const fieldSelector = '.wpcf7-form-control-wrap[data-name]';
export const fieldsInFields = false;
export const wrapperSelector = '.wpcf7';
// Its hidden `_wpcf7` field holds the form's post id (as the wrapper's data-wpcf7-id does).
export function formNumber(form: HTMLFormElement): string {
  return form.querySelector<HTMLInputElement>('input[name=_wpcf7]')?.value ?? '';
}
// (Never inside the field: labelOf finds it.)
export const labelSelector = 'label';
// The control's wrap, where the label is around it: its control's text (a select's options), its
// validation tips and our icon are no part of the label's text.
export const requiredMarker = 'wpcf7-form-control-wrap';
// Its quiz (its question, a hidden answer its script refills on reset) and Really Simple CAPTCHA's
// answer; Turnstile's and reCAPTCHA's parts are outside every wrap.
export const notOurs = /wpcf7-quiz|wpcf7-captchar/;

export function subLabelOf(): null {
  return null;
}

export function requires(field: Element, control: Element): boolean {
  return control.classList.contains('wpcf7-validates-as-required');
}

/**
 * Where an owner's class options are: on the control (text, e-mail, select, textarea), on a choice
 * group's inner span, on an acceptance's input (its span gets none). The field where there is none.
 */
export function markedOf(field: Element): Element {
  return field.querySelector(':scope>.wpcf7-form-control:not(.wpcf7-acceptance),.wpcf7-acceptance input') ?? field;
}

/**
 * The label the browser names the field's control by: a `<label>` around it or one `for` its id
 * (the default template's `<label> Naam<br> [text* your-name] </label>`). None for text before the
 * control with no label: the placeholder rule says so once and leaves it. `control`: the field's text
 * control (none: no label is read). A label around the field without `for` is found by climbing to it,
 * and is the control's when the control is its first; only a control without one asks for its labels,
 * a search of the whole page (every label on it, in Chromium), each pass.
 */
export function labelOf(field: Element, control: Element | undefined): HTMLElement | null {
  const around = control && field.closest<HTMLLabelElement>('label:not([for])');
  return around && around.querySelector('button,input:not([type=hidden]),meter,output,progress,select,textarea') === control ? around : ((control as HTMLInputElement | undefined)?.labels?.[0] ?? null);
}

// Its script describes a control after rendering it (aria-describedby of its live validation), and no
// part of a label is its own: neither fact is said.
export const contactForm7: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, markedOf, labelOf };

// The stylesheet's parts (build time only: nothing of these is in its module).
// A control that gets a placeholder (a typed one), and a label around one; around a select too.
const typed = 'textarea, input:not([type=checkbox], [type=radio], [type=file], [type=range], [type=hidden], .wpcf7-quiz)';
const around = (controls = typed) => `label:has(> .wpcf7-form-control-wrap > :is(${controls}))`;
const aroundAny = () => around(`${typed}, select`);
// Its label floated: the control has focus or a value, as floating.css says; a select's always (its empty
// choice says nothing of what it asks).
const floated =
  "label:has(> .wpcf7-form-control-wrap > :is(textarea, input):is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value=''])), > .wpcf7-form-control-wrap > select)";
// Each rule once per opt-in, never as :is(one, other) (floating.css says why).
const floating = (rules: (form: string) => string) => rules('.vg-float-labels form.placeholder') + rules('form.placeholder.float-labels');
// A label around a select, in a floating form (out of a floating form it is left as it is: in sight).
const floatingSelects = () => `.vg-float-labels form.placeholder ${around('select')}, form.placeholder.float-labels ${around('select')}`;

/** Contact Form 7's words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = {
  selectors: {
    field: '.wpcf7-form-control-wrap',
    // A field with markers: they are on the control or its inner span inside the wrap.
    'marked-field': '.wpcf7-form-control-wrap:has(&)',
    'switch-field': '.wpcf7-form-control-wrap:has(.slide-check)',
    // As strong as a switch field's own rules: a box ticked before its island mounted showed the off
    // thumb's colour on the on track (the field-scoped thumb rule outranked the on rule).
    'switch-on': '.wpcf7-form-control-wrap:has(.slide-check)',
    icon: 'i.vg-icon',
    // The box holding a choice's input and its text: its label (use_label_element, an acceptance with
    // text), else its list item.
    choice: ':is(.wpcf7-list-item:not(:has(> label)), .wpcf7-list-item > label)',
    'placeholder-form': 'form.placeholder',
    // Its floating labels are its `rules` (below): the common ones here only hide a focused placeholder.
    'float-form': 'form.placeholder.float-labels',
    // Only a label `for` a control can be hidden whole; a label around its control holds it (rules, below).
    labels: 'label[for]',
    'main-label': null,
    // Every select's: its empty first choice is include_blank's "—Please choose an option—" (select.php)
    // or the owner's first_as_label. A label `for` a select, where the select's wrap follows it (a label
    // around its select is its `rules`').
    'select-label': 'label[for]:has(+ .wpcf7-form-control-wrap > select, + br + .wpcf7-form-control-wrap > select)',
    'required-marker': null,
    'placeholder-colour': null,
    'fixed-height': null,
    'icon-box': '.wpcf7-form-control-wrap:has(> .add.end)',
    'icon-box-label': '.wpcf7-form-control-wrap:has(> .add.end) > .wpcf7-not-valid-tip',
    'icon-control': '.wpcf7-form-control-wrap > .add.end:is(input, select, textarea)',
    'control-box': null,
    'float-box': null,
    'float-label': null,
    'floated-label': null,
    'required-sub-label': null,
  },
  // It has no custom properties and no styler: every look follows the control's own colours and size.
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
  // Placeholder mode, where the label is around its control (the default template: `<label> Naam<br>
  // [text* naam] </label>`): its bare text cannot be hidden by a selector without the control inside it.
  // The label becomes a grid whose first row is the wrap's, and every other part of it (the text, the
  // <br>) goes to a row of no height, drawn in no colour (its fill, not its colour: the wrap and what is
  // in it keep the label's colour); the wrap is drawn as before, in the label's width. Not hidden: a
  // label's text that is hidden (visibility) no longer names its control in Chromium. Neither pointed at
  // nor selected. Only around a control that gets a placeholder (not a choice group: its question stays
  // in sight).
  // Floating, the text's row comes first and the wrap's after it, drawn first (order; below the text
  // within the label, which its own stylesheet's `position: relative` on the wrap would undo), so the
  // text lies over the control's top edge, in the room the control keeps above its own text: in sight
  // while the control has focus or a value. The label is 0.75 of the text's size there (at most of the
  // root's), with the room floating.css keeps above a control's text; the wrap gets the text's size back.
  // A label `for` its control stays out of sight: that control shows its placeholder only.
  // (A getter: the module that puts the words on the page leaves an object of literals out whole.)
  get rules() {
    return (
      // Lengths resolved where they are set (a line's height where `lh` is unknown: the browser's own).
      "@property --vg-text { syntax: '<length>'; inherits: true; initial-value: 16px }" +
      "@property --vg-line { syntax: '<length> | normal'; inherits: true; initial-value: normal }" +
      '@media (scripting: enabled) {' +
      `form.placeholder ${around()}, ${floatingSelects()} { display: grid; grid-template-rows: auto; grid-auto-rows: 0; -webkit-text-fill-color: transparent; pointer-events: none; user-select: none; }` +
      'form.placeholder label > .wpcf7-form-control-wrap { grid-row: 1; -webkit-text-fill-color: currentcolor; pointer-events: auto; user-select: auto; }' +
      floating(
        (form) =>
          // The label's parent says its text size and line (the wrap gets them back) and the floated
          // label's size: the text's, at most the page's root size, as floating.css's.
          `${form} :has(> ${aroundAny()}) { --vg-text: 1em; --vg-line: 1lh; --vg-float-label: min(1em, 1rem); }` +
          `${form} ${aroundAny()} { grid-template-rows: 0 auto; padding-block-start: calc(0.4 * var(--vg-float-label)); text-indent: calc(1em + 1px); font-size: calc(0.75 * var(--vg-float-label)); line-height: 1.25; isolation: isolate; }` +
          `${form} ${aroundAny()}:has(> .wpcf7-form-control-wrap > .add.end) { text-indent: calc(var(--vg-icon-room, 2.5 * var(--vg-text)) + 1px); }` +
          `${form} label > .wpcf7-form-control-wrap { grid-row: 2; order: -1; z-index: -1; margin-block-start: calc(-0.4 * var(--vg-float-label)); text-indent: 0; font-size: var(--vg-text); line-height: var(--vg-line); }` +
          `${form} label > .wpcf7-form-control-wrap > :is(${typed}, select) { padding-block-start: var(--vg-float-room, calc(1.375 * var(--vg-float-label))); }` +
          `${form} ${floated} { -webkit-text-fill-color: currentcolor; }`,
      ) +
      '}' +
      // Forced colours force the text's fill too (the label's words came back, over the next field): the
      // label keeps its own (no colour, or floated, the field's text colour over the control); the wrap,
      // the control and its tips are forced as everything else.
      `@media (scripting: enabled) and (forced-colors: active) { form.placeholder ${around()}, ${floatingSelects()} { forced-color-adjust: none; color: FieldText; } form.placeholder label > .wpcf7-form-control-wrap { forced-color-adjust: auto; } }`
    );
  },
};
