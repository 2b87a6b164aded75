// The contact form as Ninja Forms 3 prints it (3.14.3; its source and renders in
// fixtures/form-builders/ninja-forms-3.14.3-*.html). Its PHP prints an empty shell only
// (display-form-container.html.php: `.nf-form-cont` with the Wrapper class and a spinner) and the form's
// data; its script builds the form in the browser from its templates (demo/public/stand-in/ninjaforms.js
// imitates that). The real plugin prints the data as an inline script (`nfForms.push(form)`); the demo
// prints the same data as a JSON block, which a strict Content Security Policy lets through.
// Ninja Forms has no compound name field (First Name and Last Name are two fields, each with its own
// label) and no conditional logic in its free version. Its Radio List with "Other" (show_other)
// re-renders its own view on every change, as in the real script. Its server side: admin-ajax.php,
// action nf_ajax_submit (the errors by field id, or the success message).
import { contactFields, messages, plainFields, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

export const ninjaForm = { id: 3, path: '/ninja-forms', title: 'Contact' };
/** The short form below it (its labels in sight: no Wrapper class), its title shown (below the page's heading). */
export const ninjaPlainForm = { id: 4, path: '/ninja-forms', title: 'Schrijf ons' };

const byKey = Object.fromEntries(contactFields.map((field) => [field.key, field]));
const icon = (key) => `add vg-icon-${byKey[key].icon} end`;

/**
 * The form's fields as Ninja Forms' form data holds them (id, key, type, label, required, the
 * Container class an owner types: container_class), in order.
 */
export const ninjaFields = [
  { id: 1, key: 'first', type: 'firstname', label: byKey.name.parts.first, required: 1, container_class: icon('name') },
  { id: 2, key: 'last', type: 'lastname', label: byKey.name.parts.last, required: 1 },
  { id: 3, key: 'email', type: 'email', label: byKey.email.label, required: 1, container_class: icon('email') },
  { id: 4, key: 'subject', type: 'textbox', label: byKey.subject.label, placeholder: byKey.subject.placeholder, container_class: icon('subject') },
  { id: 5, key: 'kind', type: 'listselect', label: byKey.kind.label, container_class: icon('kind'), options: byKey.kind.choices.map((label, i) => ({ label, value: label.toLowerCase(), selected: i === 0 ? 1 : 0 })) },
  { id: 6, key: 'message', type: 'textarea', label: byKey.message.label, required: 1, container_class: icon('message') },
  // Ninja Forms' own re-render: "Other" on (show_other), the view is rendered again on each change.
  { id: 7, key: 'reply', type: 'listradio', label: 'Antwoord via', show_other: 1, options: [{ label: 'E-mail', value: 'e-mail', selected: 1 }, { label: 'Telefoon', value: 'telefoon', selected: 0 }] },
  { id: 8, key: 'interests', type: 'listcheckbox', label: byKey.interests.label, container_class: 'slide-check', options: byKey.interests.choices.map((label) => ({ label, value: label.toLowerCase(), selected: 0 })) },
  { id: 9, key: 'consent', type: 'checkbox', label: byKey.consent.text, required: 1, label_pos: 'right', container_class: 'slide-check' },
  { id: 10, key: 'submit', type: 'submit', label: 'Verzenden', processing_label: 'Bezig met verzenden' },
];

/** The short form's fields (plainFields), each with an id of its own (a site's field ids are unique). */
export const ninjaPlainFields = [
  { id: 11, key: 'first', type: 'firstname', label: byKey.name.parts.first, required: 1, container_class: icon('name') },
  { id: 12, key: 'last', type: 'lastname', label: byKey.name.parts.last, required: 1 },
  { id: 13, key: 'email', type: 'email', label: byKey.email.label, required: 1, container_class: icon('email') },
  { id: 14, key: 'kind', type: 'listselect', label: byKey.kind.label, container_class: icon('kind'), options: byKey.kind.choices.map((label, i) => ({ label, value: label.toLowerCase(), selected: i === 0 ? 1 : 0 })) },
  { id: 15, key: 'message', type: 'textarea', label: byKey.message.label, required: 1, container_class: icon('message') },
  { id: 16, key: 'interests', type: 'listcheckbox', label: byKey.interests.label, container_class: 'slide-check', options: byKey.interests.choices.map((label) => ({ label, value: label.toLowerCase(), selected: 0 })) },
  { id: 17, key: 'consent', type: 'checkbox', label: byKey.consent.text, required: 1, label_pos: 'right', container_class: 'slide-check' },
  { id: 18, key: 'submit', type: 'submit', label: 'Verzenden', processing_label: 'Bezig met verzenden' },
];
const fieldsOf = (id) => (String(id) === String(ninjaPlainForm.id) ? ninjaPlainFields : ninjaFields);

/** The data of `form` (ninjaForm, ninjaPlainForm) as its PHP gives it to its script (the settings the stand-in reads, the fields). */
function formData(form = ninjaForm) {
  return {
    id: String(form.id),
    settings: {
      title: form.title,
      // The short form shows its title (its container is a `form` landmark named by it: two unnamed ones
      // on a page would be alike).
      show_title: form === ninjaForm ? 0 : 1,
      wrapper_class: form === ninjaForm ? 'placeholder' : '',
      element_class: '',
      // After a success: the fields rendered again from their loaded state, the form left in place.
      clear_complete: 1,
      hide_complete: 0,
      fieldsMarkedRequired: 'Velden met een <span class="ninja-forms-req-symbol">*</span> zijn verplicht',
      validateRequiredField: messages.required,
      changeEmailErrorMsg: messages.email,
      formErrorsCorrectErrors: 'Corrigeer de fouten hieronder voordat je het formulier verzendt.',
      honeypotHoneypotError: 'Het formulier kon niet worden verzonden.',
      honeypotLabel: 'Als je een mens bent en dit veld ziet, laat het dan leeg.',
    },
    fields: fieldsOf(form.id),
  };
}

/** The nonce its script sends with a submit (nfFrontEnd.ajaxNonce). */
const nonce = md5(`ninja-forms-display-nonce:${ninjaForm.id}`).slice(0, 10);

/**
 * What its PHP prints for `form`: the shell (display-form-container.html.php with the Wrapper class, the
 * contact form's `placeholder`), then the form's data (here a JSON block; the real plugin's inline script
 * pushes the same to nfForms).
 */
export function renderNinjaForm(form = ninjaForm) {
  const f = form.id;
  const data = JSON.stringify({ ajaxNonce: nonce, adminAjax: '/wp-admin/admin-ajax.php', form: formData(form) }).replace(/</g, '\\u003c');
  const wrapper = formData(form).settings.wrapper_class;
  return `<div id="nf-form-${f}-cont" class="nf-form-cont${wrapper ? ` ${wrapper}` : ''}" aria-live="polite" aria-labelledby="nf-form-title-${f}" aria-describedby="nf-form-errors-${f}" role="form">

    <div class="nf-loading-spinner"></div>

</div>
<script type="application/json" class="nf-form-data" data-form-id="${f}">${data}</script>`;
}

/** The posted fields by the contact form's keys (the script posts { id, fields: { <id>: { value } } } as JSON). */
function valuesFrom(fields, formFields) {
  const value = (key) => fields[String(formFields.find((field) => field.key === key)?.id)]?.value ?? '';
  return {
    first: String(value('first')),
    last: String(value('last')),
    email: String(value('email')),
    subject: String(value('subject')),
    kind: String(value('kind')),
    message: String(value('message')),
    interests: [].concat(value('interests') || []),
    consent: String(value('consent')) === '1',
  };
}

/**
 * admin-ajax.php, action nf_ajax_submit, as Ninja Forms answers: `errors.fields` by field id (its
 * script shows each as the field's error view), or the success message and the settings its script
 * acts on (clear_complete).
 */
export function submitNinjaForm(posted) {
  let data;
  try {
    data = JSON.parse(String(posted.get('formData') ?? ''));
  } catch {
    return { errors: { form: { invalid: 'Het formulier kon niet worden gelezen.' } } };
  }
  const form = [ninjaForm, ninjaPlainForm].find((candidate) => String(data?.id) === String(candidate.id));
  if (!form) return { errors: { form: { invalid: 'Onbekend formulier.' } } };
  const settings = formData(form).settings;
  if (String(data.extra?.hp ?? data.settings?.hp ?? '') !== '' || String(posted.get('nf-field-hp') ?? '') !== '') {
    return { errors: { spam: settings.honeypotHoneypotError } };
  }
  const formFields = fieldsOf(form.id);
  const fields = data.fields && typeof data.fields === 'object' ? data.fields : {};
  const values = valuesFrom(fields, formFields);
  // Only the fields this form has: Telefoonnummer (shown by conditional logic elsewhere) is not in it.
  const checked = (form === ninjaForm ? contactFields : plainFields).filter((field) => !field.showIf);
  const errors = validate(values, [1, 2], checked);
  const byId = {};
  const idOf = (key) => formFields.find((candidate) => candidate.key === key)?.id;
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'name') {
      if (!values.first.trim()) byId[idOf('first')] = message;
      if (!values.last.trim()) byId[idOf('last')] = message;
    } else if (idOf(key)) byId[idOf(key)] = message;
  }
  if (Object.keys(byId).length) return { data: { form_id: form.id }, errors: { fields: byId } };
  return {
    data: { form_id: form.id, settings: { clear_complete: settings.clear_complete, hide_complete: settings.hide_complete }, actions: { success_message: `<p>${esc(messages.confirmation)}</p>` } },
    errors: [],
  };
}
