// Elementor Pro's Form widget's words (Pro 3.x, and Pro Elements, its GPL fork): read in Pro Elements
// 3.33.1's source (modules/forms/widgets/form.php, classes/form-base.php, fields/*.php) and renders
// (fixtures/form-builders/elementor-form-3.33.1-*.html). The form is in the widget's element
// (`div.elementor-widget-form`, which holds the widget's Advanced → CSS Classes: `placeholder` goes
// there, and Vormgever's own widget controls put it there too); each field item is a field group.
// Vormgever's PHP puts a field's markers on its group (wordpress/includes/builders/elementorform.php);
// a field item's own CSS class value (hidden in Elementor's panel, set by code, imports, older kits and
// by Vormgever in the editor's JavaScript template) lands on its control, its select's wrapper, its
// choice group or its acceptance's input (markedOf).
//
// Its scripts never replace the form: a failed submit adds messages in place, a success resets the form
// natively, a multi-step form's groups move into their step's box; a popup's form is a new element on
// every open, and the editor re-renders the whole widget on each setting change. The engine's one
// MutationObserver sees each of those.
import type { Builder, StyleWords } from './types';

// Every field group of a Form widget: not the Login widget's (its form is an `elementor-form` with field
// groups too, in a fields wrapper without the Form's label position class: the selector stays inside the
// form, where jsdom's querySelector finds its ancestors), not its honeypot (a group of nothing but
// `elementor-field-type-text`), not a submit or a step's buttons, a step, a hidden field, an HTML block or
// a reCAPTCHA. (Steps nest the groups in their boxes: a descendant.) Nor a form in a popup that is not
// open: Pro's popup script keeps the popup's element as a string once the page is ready and builds a fresh
// copy from it on every open, which Vormgever enhances then; what it wrote into the first copy would come
// back in every one (icons with a style attribute a strict policy refuses, hosts of islands long gone).
// (Open, a popup is in its dialog; edited, in Elementor's editor, it is an edit area. The DOM libraries of
// the unit tests cannot tell: jsdom's querySelector sees no ancestor outside the form, happy-dom no
// selector list in :not(); test/browser/builders.test.mjs checks it in Chromium.)
export const fieldSelector =
  '[class*=elementor-labels-] .elementor-field-group:not(.e-form__buttons,.e-form__buttons__wrapper,.elementor-field-type-hidden,.elementor-field-type-html,.elementor-field-type-step,.elementor-field-type-recaptcha,.elementor-field-type-recaptcha_v3,[data-elementor-type=popup]:not(.elementor-edit-area,.elementor-popup-modal *) *)';
export const fieldsInFields = false;
export const wrapperSelector = '.elementor-widget-form';
// The widget's element id (also the hidden `form_id`, which the editor's render has not).
export function formNumber(form: HTMLFormElement): string {
  return form.closest(wrapperSelector)?.getAttribute('data-id') ?? '';
}
export const labelSelector = ':scope>.elementor-field-label';
// Its required mark is the label's CSS ::after, no element: a class that never is inside a label.
export const requiredMarker = 'elementor-mark-required';
// Its reCAPTCHA box, Google's, and the captchas of add-ons (hCaptcha's own plugin, Turnstile's).
export const notOurs = /g-recaptcha|grecaptcha|h-captcha|hcaptcha|turnstile/;

/** No compound fields: every control of a field is named by the field's label. */
export function subLabelOf(): undefined {}

export function requires(field: Element, control: Element): boolean {
  return control.hasAttribute('required') || field.classList.contains('elementor-field-required');
}

/**
 * Where a field's markers are: on its group (Vormgever's render), else where Elementor prints a field
 * item's own CSS class value: the acceptance's input, or the group's control, select wrapper or choice
 * group. The group where there is none.
 */
export function markedOf(field: Element): Element {
  if (field.classList.contains('add') || field.classList.contains('slide-check')) return field;
  return field.querySelector('.elementor-acceptance-field') ?? field.querySelector(':scope>:is(input,textarea,.elementor-select-wrapper,.elementor-field-subgroup)') ?? field;
}

// It never describes a control (its messages are role=alert spans, no aria-describedby), and no part of
// a label is aria-hidden (its required mark is generated content: see `rules`).
export const describedOnRender = true;
export const labelsReadWhole = true;

export const elementorForm: Builder = { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, markedOf, describedOnRender, labelsReadWhole };

// The stylesheet's words, made by a function said pure: the module that puts the words on the page leaves
// all of it out (build time only).
/** Elementor Pro's Form widget's words for the stylesheet (src/styles/build.mjs). */
export const style: StyleWords = /* @__PURE__ */ styleWords();

function styleWords(): StyleWords {
  // A field with markers: on the group, or inside it where Elementor prints an item's CSS class value. Of
  // no specificity: Elementor lays its groups out as columns (`.elementor-column.elementor-col-50`), which
  // a marked field's rules (icons.css: block, auto width) must not undo.
  const marked = (classes: string) => `:where(.elementor-field-group:is(${classes}, :has(> ${classes}, > .elementor-field-subgroup > .elementor-field-option > ${classes})))`;
  const iconField = marked('.add.end');
  const textField = '.elementor-field-group:has(> :--text-control, > .elementor-select-wrapper > select)';
  const typed = ":--typed-control:is(:focus, :autofill, [placeholder]:not(:placeholder-shown), :not([placeholder])[value]:not([value='']))";
  return {
    selectors: {
      field: '.elementor-field-group',
      'marked-field': marked('&'),
      'switch-field': marked('.slide-check'),
      'switch-on': marked('.slide-check'),
      icon: 'i.vg-icon',
      // A choice's box: its input, a space and its label (as strong as Elementor's own rules for it).
      choice: '.elementor-field-subgroup > .elementor-field-option',
      // The widget's classes are on its element, around the form (with or without its inner container).
      'placeholder-form': '.placeholder .elementor-form',
      'float-form': '.placeholder.float-labels .elementor-form',
      // Only a field with a text control loses its label: a choice group's question stays.
      labels: `${textField} > .elementor-field-label`,
      'main-label': '.elementor-field-label',
      // A select's label stays in sight where its first choice is a real one (Elementor prints no empty choice of its own).
      'select-label': '.elementor-field-group:has(> .elementor-select-wrapper > :--valued-select) > .elementor-field-label',
      'required-marker': null,
      'placeholder-colour': null,
      'fixed-height': null,
      // The group (its label, the control, its message: already a wrapping flex line), or a select's wrapper.
      'icon-box': `:is(${iconField}:not(:has(> .elementor-select-wrapper)), ${iconField} > .elementor-select-wrapper)`,
      'icon-box-label': `${iconField} > :is(.elementor-field-label, .elementor-message)`,
      'icon-control': `:is(${iconField} > :is(input, textarea):first-of-type, ${iconField} > .elementor-select-wrapper > select)`,
      'control-box': ':is(.elementor-field-group, .elementor-select-wrapper)',
      'float-box': textField,
      'float-label': `${textField} > .elementor-field-label`,
      'floated-label': `.elementor-field-group:has(> ${typed}, > .elementor-select-wrapper > select option:checked:not([value=''])) > .elementor-field-label`,
      'required-sub-label': null,
    },
    // The kit's global text colour (Site Settings → Global Colors), which its labels and fields take by
    // default; nothing else is a variable of Elementor's (the widget's style controls compile to plain
    // values): every other look follows the control's own colours. Its inputs' and textareas' text comes
    // from the widget's Input Size (`.elementor-size-*` on each), not from the field group's text, which
    // is the theme's (21.8 px in Twenty Twenty-Five over 15 px controls: icons a third too large, 1.9 px
    // off a textarea's line): `rules` says it, and the icon's control size, as properties of ours on the
    // group. (A select takes its wrapper's text, the group's: none there. A font size the owner sets in
    // the widget's Field typography is not followed: it compiles to the post's CSS, on the control alone.)
    variables: {
      'choice-size': null,
      'label-color': '--e-global-color-text',
      radius: null,
      primary: null,
      'in-control-primary': null,
      'in-control-primary-contrast': null,
      'placeholder-color': null,
      'control-font-size': '--vg-elementor-text',
      'control-size': '--vg-elementor-control',
      'icon-color': '--e-global-color-text',
    },
    // Its required mark (Required Mark on) is the label's ::after, part of the control's name: a label in
    // placeholder mode stays rendered there (out of sight), or the name would lose it.
    // A switch's checkbox: the acceptance's is an `.elementor-field`, which the widget's field style
    // controls reach (`{{WRAPPER}} .elementor-field-group .elementor-field`: a white background by default,
    // 0,6,0), and the kit's Form Fields style every input (0,3,1): the switch's box over both (an id's
    // weight that names no element).
    // Input Size's text and minimum height (Elementor's frontend.css: .elementor-field-textual.elementor-size-*).
    rules:
      [['xs', 13], ['sm', 15], ['md', 16], ['lg', 18], ['xl', 20]].map(([size, text]) => `.elementor-field-group:has(> .elementor-size-${size}) { --vg-elementor-text: ${text}px; }`).join('') +
      '.elementor-field-group { --vg-elementor-control: calc(2.5 * var(--vg-elementor-text)); }' +
      '@media (scripting: enabled) { .placeholder .elementor-form .elementor-mark-required > .elementor-field-label[hidden] { display: block !important; } }' +
      ':is(.slide-check .elementor-field-option, .elementor-field-option:has(> .slide-check)) > input[type=checkbox]:not(#vg) { inline-size: 2.75em; block-size: 1.5em; min-block-size: 0; padding: 0; border: 2px solid var(--e-global-color-text,currentColor); border-radius: 0.75em; background: none; box-shadow: none; }',
  };
}
