// The contact form as Elementor Pro's Form widget prints it (Pro 3.33, as Pro Elements ships it: its
// source and renders in fixtures/form-builders/elementor-form-3.33.1-*.html), with the markers where
// Vormgever's own controls in the widget put them (its render: each field group's classes, `placeholder`
// on the widget's element). No compound name field: Naam is one text field. Its honeypot is a field type
// of its own (its group nothing but `elementor-field-type-text`, its input hidden by a style attribute).
// Its select has no empty first choice: Elementor prints none of its own, only a line of the owner's
// (`Kies een soort|`), which the popup's form has. Below it on the page the short form (plainFields: no
// placeholder mode, its labels in sight). Its server side: admin-ajax.php, action
// elementor_pro_forms_send_form (the errors by field id, or the success message), as its ajax-handler
// answers.
import { contactFields, messages, plainFields, plainTitle, validate } from './builder-contact.mjs';
import { esc } from './html.mjs';

export const elementorForm = { path: '/elementor-form', post: 113, title: 'Contact' };

const byKey = Object.fromEntries(contactFields.map((field) => [field.key, field]));

/** A field item of the widget: its ID (custom_id), type, label, and the markers Vormgever's controls give it. */
const items = [
  { id: 'naam', key: 'name', type: 'text', label: byKey.name.label, required: true, width: 50, icon: byKey.name.icon },
  { id: 'email', key: 'email', type: 'email', label: byKey.email.label, required: true, width: 50, icon: byKey.email.icon },
  { id: 'onderwerp', key: 'subject', type: 'text', label: byKey.subject.label, placeholder: byKey.subject.placeholder, icon: byKey.subject.icon },
  { id: 'soort', key: 'kind', type: 'select', label: byKey.kind.label, choices: byKey.kind.choices, icon: byKey.kind.icon },
  { id: 'bericht', key: 'message', type: 'textarea', label: byKey.message.label, required: true, icon: byKey.message.icon },
  { id: 'interesses', key: 'interests', type: 'checkbox', label: byKey.interests.label, choices: byKey.interests.choices, switch: true },
  { id: 'toestemming', key: 'consent', type: 'acceptance', label: byKey.consent.label, text: byKey.consent.text, required: true, switch: true },
];
const honeypotId = 'field_7c1e0b4';
/** The short form's field items: the contact form's, but the ones plainFields leaves out. */
const plainItems = items.filter((item) => plainFields.some((field) => field.key === item.key));
/** The popup's: the contact form's, its select with an empty first choice the owner added (a line `Kies een soort|`). */
const popupItems = items.map((item) => (item.type === 'select' ? { ...item, choices: ['Kies een soort|', ...item.choices] } : item));

/** The field group's classes as Pro prints them (form_fields_render_attributes), then Vormgever's markers (its render/item filter). */
function groupClasses(item, prefix) {
  const classes = [`elementor-field-type-${item.type}`, 'elementor-field-group', 'elementor-column', `elementor-field-group-${prefix}${item.id}`, `elementor-col-${item.width ?? 100}`];
  if (item.width && item.width !== 100) classes.push('elementor-sm-100');
  if (item.required) classes.push('elementor-field-required', 'elementor-mark-required');
  if (item.switch) classes.push('slide-check');
  if (item.icon) classes.push('add', `vg-icon-${item.icon}`, 'end');
  return classes.join(' ');
}

/** One field item's control, as Pro's field types print it. */
function control(item, prefix) {
  const id = `form-field-${prefix}${item.id}`;
  const name = `form_fields[${prefix}${item.id}]`;
  const required = item.required ? ' required="required"' : '';
  switch (item.type) {
    case 'textarea':
      return `<textarea class="elementor-field-textual elementor-field elementor-size-sm" name="${name}" id="${id}" rows="4"${required}></textarea>`;
    case 'select':
      return `<div class="elementor-field elementor-select-wrapper remove-before"><div class="select-caret-down-wrapper"><svg aria-hidden="true" class="e-font-icon-svg e-eicon-caret-down" viewBox="0 0 571.4 571.4" xmlns="http://www.w3.org/2000/svg"><path d="M571 393Q571 407 561 418L311 668Q300 679 286 679T261 668L11 418Q0 407 0 393T11 368 36 357H536Q550 357 561 368T571 393Z"></path></svg></div><select name="${name}" id="${id}" class="elementor-field-textual elementor-size-sm">${item.choices
        .map((choice) => {
          const [label, value = label] = choice.split('|');
          return `<option value="${esc(value)}">${esc(label)}</option>`;
        })
        .join('')}</select></div>`;
    case 'checkbox':
      return `<div class="elementor-field-subgroup  ">${item.choices.map((choice, i) => `<span class="elementor-field-option"><input type="checkbox" value="${esc(choice)}" id="${id}-${i}" name="${name}[]"> <label for="${id}-${i}">${esc(choice)}</label></span>`).join('')}</div>`;
    case 'acceptance':
      return `<div class="elementor-field-subgroup"><span class="elementor-field-option"><input type="checkbox" name="${name}" id="${id}" class="elementor-field elementor-size-sm  elementor-acceptance-field"${required}> <label for="${id}">${esc(item.text)}</label></span></div>`;
    default:
      return `<input size="1" type="${item.type}" name="${name}" id="${id}" class="elementor-field elementor-size-sm  elementor-field-textual"${item.placeholder ? ` placeholder="${esc(item.placeholder)}"` : ''}${required}>`;
  }
}

/**
 * The Form widget (its element, with Vormgever's `placeholder` from its Labels as placeholders unless
 * `placeholder` is false), its form as Pro's render() prints it. `id`: the widget's element id; `name`:
 * its Form Name; `prefix`: before each control's id (another form on the page: the popup's, the short
 * form); `fields`: its field items.
 */
export function renderElementorForm({ id = 'e1f0a01', name = elementorForm.title, prefix = '', widgetClass = '', placeholder = true, fields = items } = {}) {
  const groups = fields
    .map((item) => `<div class="${groupClasses(item, prefix)}"><label for="form-field-${prefix}${item.id}" class="elementor-field-label">${esc(item.label)}</label>${control(item, prefix)}</div>`)
    .join('\n');
  const honeypot = `<div class="elementor-field-type-text"><input size="1" type="text" name="form_fields[${prefix}${honeypotId}]" id="form-field-${prefix}${honeypotId}" class="elementor-field elementor-size-sm " style="display:none !important;"></div>`;
  const submit = `<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Verzenden</span></span></button></div>`;
  return `<div class="elementor-element elementor-element-${id}${placeholder ? ' placeholder' : ''} elementor-button-align-stretch elementor-widget elementor-widget-form${widgetClass ? ` ${widgetClass}` : ''}" data-id="${id}" data-element_type="widget" data-widget_type="form.default">
<div class="elementor-widget-container">
<form class="elementor-form" method="post" name="${esc(name)}" aria-label="${esc(name)}" novalidate="">
<input type="hidden" name="post_id" value="${elementorForm.post}">
<input type="hidden" name="form_id" value="${id}">
<input type="hidden" name="referer_title" value="Contact via Elementor">
<input type="hidden" name="queried_id" value="${elementorForm.post}">
<div class="elementor-form-fields-wrapper elementor-labels-above">
${groups}
${honeypot}
${submit}
</div>
</form>
</div>
</div>`;
}

/** The popup's form: its widget's id, its field items' IDs' prefix, its field items. */
export const popupForm = { id: 'e5f0a01', prefix: 'p_', popup: 117, name: 'Terugbelverzoek', fields: popupItems };
/** The short form below the contact form: no placeholder mode (its labels in sight), one page. */
export const elementorPlainForm = { id: 'e9f0a01', prefix: 's_', name: plainTitle, placeholder: false, fields: plainItems };

/** What the form posted, in the contact form's keys (its items' IDs without the popup's prefix). */
function valuesFrom(posted, prefix) {
  const field = (id) => String(posted.get(`form_fields[${prefix}${id}]`) ?? '');
  return {
    name: field('naam'),
    email: field('email'),
    subject: field('onderwerp'),
    kind: field('soort'),
    message: field('bericht'),
    interests: posted.getAll(`form_fields[${prefix}interesses][]`).map(String),
    consent: posted.get(`form_fields[${prefix}toestemming]`) === 'on',
  };
}

/**
 * The answer of admin-ajax.php to `elementor_pro_forms_send_form`, as Pro's ajax-handler sends it:
 * `{ success: false, data: { message, errors: { <field id>: message }, data: [] } }`, or success with
 * its message. A filled honeypot fails the whole form ("Invalid Form.").
 */
export function submitElementorForm(posted) {
  const prefix = [popupForm, elementorPlainForm].find((form) => form.id === posted.get('form_id'))?.prefix ?? '';
  if (String(posted.get(`form_fields[${prefix}${honeypotId}]`) ?? '') !== '') return { success: false, data: { message: messages.summary, errors: { invalid_form: 'Ongeldig formulier.' }, data: [] } };
  const values = valuesFrom(posted, prefix);
  const errors = validate({ ...values, first: values.name, last: values.name }, [1, 2], contactFields.filter((field) => !field.showIf));
  const byId = {};
  for (const [key, message] of Object.entries(errors)) {
    const item = items.find((candidate) => candidate.key === key);
    if (item) byId[prefix + item.id] = message;
  }
  if (Object.keys(byId).length) return { success: false, data: { message: messages.summary, errors: byId, data: [] } };
  return { success: true, data: { message: messages.confirmation, data: [] } };
}
