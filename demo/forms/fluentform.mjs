// The contact form as Fluent Forms prints it (6.x; Fluent Forms 6.2.2's source and renders in
// fixtures/form-builders/fluentform-*.html): the wrapper .fluentform with the shortcode's css_classes
// (the form's class in the free version), the accessibility fieldset, the honeypot (HoneyPot.php: an
// .ff-el-group of its own, hidden by its style attribute) and the token field, .ff-el-group fields
// (the name field a wrapper of one group per part), a checkbox group and the terms field. Two steps
// and a group shown by conditional logic (.has-conditions), as Fluent's scripts and stylesheet expect
// them (the step markup is Pro's: written from the classes Fluent's own script and stylesheet use).
// Also the small form a popup adds later (ff_reinit). Its server side: the answers of admin-ajax.php
// (actions fluentform_submit and fluentform_generate_protection_token).
import { randomBytes } from 'node:crypto';
import { contactFields, iconMarker, messages, pageTitles, plainFields, plainTitle, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

export const fluentForm = { id: 5, path: '/fluent-forms', title: 'Contact' };
/** The callback form a popup adds later (jQuery(document).trigger('ff_reinit', form)). */
export const fluentPopupForm = { id: 6, title: 'Terugbelverzoek' };
/** The short form below the contact form (one step, its labels in sight). */
export const fluentPlainForm = { id: 7, title: plainTitle };

const names = { email: 'email', subject: 'subject', kind: 'kind', phone: 'phone', message: 'message', interests: 'interests', consent: 'terms' };

// Fluent prints these style attributes itself (FormBuilder.php fieldsetHtml(), HoneyPot.php).
const fieldsetStyle = 'border: none!important;margin: 0!important;padding: 0!important;background-color: transparent!important;box-shadow: none!important;outline: none!important; min-inline-size: 100%;';
const legendStyle = 'display: block; margin: 0!important;padding: 0!important;height: 0!important;text-indent: -999999px;width: 0!important;overflow:hidden;';

/** The honeypot as HoneyPot.php prints it (the global setting "honeypot" on): a group like the others. */
function honeypot(f) {
  return `
        <div
                style="display: none!important; position: absolute!important; transform: translateX(1000%)!important;"
                class="ff-el-group ff-hpsf-container"
        >
            <div class="ff-el-input--label asterisk-right">
                <label for="ff_${f}_item_sf" aria-label="Updates">
                    Updates                </label>
            </div>
            <div class="ff-el-input--content">
                <input type="text"
                       name="item_${f}__fluent_sf"
                       class="ff-el-form-control"
                       id="ff_${f}_item_sf"
                />
            </div>
        </div>
                <input type="hidden" id="__fluent_protection_token_${f}" class="fluent-form-token-field" name="__fluent_protection_token_${f}">
        `;
}

const labelBox = (field, f, key, text) =>
  `<div class="ff-el-input--label${field.required ? ' ff-el-is-required' : ''} asterisk-right"><label for="ff_${f}_${key}" id="label_ff_${f}_${key}" aria-label="${esc(text)}">${esc(text)}</label></div>`;

function group(field, f, body, extra = '') {
  const classes = ['ff-el-group', extra, field.switch ? 'slide-check' : '', iconMarker(field)].filter(Boolean).join(' ');
  return `<div class="${classes}">${body}</div>`;
}

const required = (field) => (field.required ? 'true' : 'false');

function renderField(field, f) {
  const key = names[field.key];
  switch (field.type) {
    case 'name': {
      const part = (part, text) => {
        const id = `ff_${f}_names_${part}_name_`;
        return `<div class="ff-t-cell "><div class="ff-el-group"><div class="ff-el-input--label ff-el-is-required asterisk-right"><label for="${id}" id="label_${id}" aria-label="${esc(text)}">${esc(text)}</label></div><div class="ff-el-input--content"><input type="text" name="names[${part}_name]" id="${id}" class="ff-el-form-control" aria-invalid="false" aria-required="true"></div></div></div>`;
      };
      // The Container Class goes on the wrapper (the field); each part is a group with its own label.
      return `<div data-type="name-element" data-name="names" class=" ff-field_container ff-name-field-wrapper ${iconMarker(field)}"><div class="ff-t-container">${part('first', field.parts.first)}${part('last', field.parts.last)}</div></div>`;
    }
    case 'select': {
      const options = field.choices.map((choice) => `<option value="${esc(choice)}">${esc(choice)}</option>`);
      return group(field, f, `${labelBox(field, f, key, field.label)}<div class="ff-el-input--content"><select name="${key}" id="ff_${f}_${key}" class="ff-el-form-control" data-name="${key}" data-calc_value="0" aria-invalid="false" aria-required="${required(field)}" aria-labelledby="label_ff_${f}_${key}"><option value="">– Kies –</option>${options.join('')}</select></div>`);
    }
    case 'textarea':
      return group(field, f, `${labelBox(field, f, key, field.label)}<div class="ff-el-input--content"><textarea aria-required="${required(field)}" aria-labelledby="label_ff_${f}_${key}" name="${key}" id="ff_${f}_${key}" class="ff-el-form-control" rows="4" cols="2" data-name="${key}"></textarea></div>`);
    case 'checkbox': {
      const items = field.choices.map((choice) => {
        const id = `${key}_${md5(`${f}:${key}:${choice}`)}`;
        return `<div class="ff-el-form-check ff-el-form-check-"><label class="ff-el-form-check-label" for="${id}"><input type="checkbox" name="${key}[]" data-name="${key}" class="ff-el-form-check-input ff-el-form-check-checkbox" value="${esc(choice)}" id="${id}" aria-label="${esc(choice)}" aria-invalid="false" aria-required="false"> <span>${esc(choice)}</span></label></div>`;
      });
      return group(field, f, `<div class="ff-el-input--label asterisk-right"><label aria-label="${esc(field.label)}">${esc(field.label)}</label></div><div class="ff-el-input--content">${items.join('')}</div>`);
    }
    case 'consent': {
      const id = `${key}_${md5(`${f}:${key}`)}`;
      // The terms field has no label of its own: its group is also its content box.
      return `<div class="ff-el-group slide-check ff-el-input--content"><div class="ff-el-form-check ff-el-tc"><label aria-label="${esc(field.label)}: ${esc(field.text)}" class="ff-el-form-check-label ff_tc_label" for="${id}"><span class="ff_tc_checkbox"><input type="checkbox" name="${key}" class="ff-el-form-check-input" data-name="${key}" id="${id}" value="on" aria-invalid="false" aria-required="true"></span> <div class="ff_t_c">${esc(field.text)}</div></label></div></div>`;
    }
    default: {
      const type = { email: 'email', tel: 'tel' }[field.type] ?? 'text';
      const placeholder = field.placeholder ? ` placeholder="${esc(field.placeholder)}"` : '';
      // Conditional logic: the group is hidden by Fluent's stylesheet until its script says it is in play.
      return group(field, f, `${labelBox(field, f, key, field.label)}<div class="ff-el-input--content"><input type="${type}" name="${key}" id="ff_${f}_${key}" class="ff-el-form-control"${placeholder} data-name="${key}" aria-invalid="false" aria-required="${required(field)}"></div>`, field.showIf ? 'has-conditions' : '');
    }
  }
}

const nonce = (f) => md5(`fluentform-nonce:${f}`).slice(0, 10);

function formOpen(form, classes, body, steps = false) {
  const f = form.id;
  const instance = `ff_form_instance_${f}_1`;
  return `<div class='fluentform ff-default fluentform_wrapper_${f} ${classes} ffs_default_wrap'><form data-form_id="${f}" id="fluentform_${f}" class="frm-fluent-form fluent_form_${f} ff-el-form-top ${instance}${steps ? ' ff-form-has-steps' : ''} ffs_default ff-form-loading" data-form_instance="${instance}" method="POST" ><fieldset  style="${fieldsetStyle}">
                    <legend class="ff_screen_reader_title" style="${legendStyle}">${esc(form.title)}</legend>${honeypot(f)}<input type='hidden' name='__fluent_form_embded_post_id' value='92' /><input type="hidden" id="_fluentform_${f}_fluentformnonce" name="_fluentform_${f}_fluentformnonce" value="${nonce(f)}" /><input type="hidden" name="_wp_http_referer" value="${fluentForm.path}/" />${body}</fieldset></form><div id='fluentform_${f}_errors' class='ff-errors-in-stack ${instance}_errors'></div></div>`;
}

const submitButton = `<div class="ff-el-group ff-text-left ff_submit_btn_wrapper"><button type="submit" class="ff-btn ff-btn-submit ff-btn-md ff_btn_style" aria-label="Verzenden">Verzenden</button></div>`;

/** The contact form (two steps, placeholder mode through the shortcode's css_classes). */
export function renderFluentForm() {
  const f = fluentForm.id;
  const step = (n) => contactFields.filter((field) => field.page === n).map((field) => renderField(field, f)).join('');
  const titles = pageTitles.map((title, i) => `<li${i === 0 ? ' class="ff_active"' : ''}><span>${esc(title)}</span></li>`).join('');
  // The first step printed active: shown from the first paint, nothing moves when the script starts.
  const body = `<div class="ff-step-container" data-animation_type="slide" data-disable_auto_focus="no" data-enable_auto_slider="no" data-enable_step_data_persistency="no" data-enable_step_page_resume="no"><div class="ff-step-header"><ul class="ff-step-titles">${titles}</ul></div><span class="ff_step_start"></span><div class="ff-step-body"><div data-name="step_start-${f}" class="fluentform-step active">${step(1)}<div class="step-nav ff_step_nav_last"><button type="button" data-action="next" class="ff-btn-next ff-btn ff-btn-secondary">Volgende</button></div></div><div class="fluentform-step">${step(2)}<div class="step-nav"><button type="button" data-action="prev" class="ff-btn-prev ff-btn ff-btn-secondary">Vorige</button></div>${submitButton}</div></div></div>`;
  return formOpen(fluentForm, 'placeholder', body, true);
}

const popupFields = [
  { key: 'phone', type: 'tel', label: 'Telefoonnummer', required: true, icon: 'phone-call' },
  { key: 'kind', type: 'select', label: 'Beste moment', choices: ['Ochtend', 'Middag'], icon: 'clock' },
  { key: 'consent', type: 'consent', label: 'Toestemming', text: 'Bel me terug op dit nummer', required: true, switch: true },
];

/** The short form (plainFields: one page, no placeholder mode). */
export function renderFluentPlainForm() {
  return formOpen(fluentPlainForm, '', plainFields.map((field) => renderField(field, fluentPlainForm.id)).join('') + submitButton);
}

/** The callback form of the popup (one page, placeholder mode). */
export function renderFluentPopupForm() {
  return formOpen(fluentPopupForm, 'placeholder', popupFields.map((field) => renderField(field, fluentPopupForm.id)).join('') + submitButton);
}

/** The posted values by the form's keys (Fluent posts its form serialized, in `data`). */
function valuesFrom(data) {
  return {
    first: data.get('names[first_name]') ?? '',
    last: data.get('names[last_name]') ?? '',
    email: data.get('email') ?? '',
    subject: data.get('subject') ?? '',
    kind: data.get('kind') ?? '',
    phone: data.get('phone') ?? '',
    message: data.get('message') ?? '',
    interests: data.getAll('interests[]'),
    consent: data.get('terms') === 'on',
  };
}

const tokens = new Set();

/** admin-ajax.php, action fluentform_generate_protection_token. */
export function fluentToken() {
  if (tokens.size > 1000) tokens.clear();
  const token = randomBytes(16).toString('hex');
  tokens.add(token);
  return { status: 200, body: { success: true, data: { token } } };
}

/** admin-ajax.php, action fluentform_submit: { status, body } as Fluent answers (422 with the errors by field name). */
export function submitFluentForm(posted) {
  const id = Number(posted.get('form_id'));
  const data = new URLSearchParams(String(posted.get('data') ?? ''));
  if (String(data.get(`item_${id}__fluent_sf`) ?? '') !== '') return { status: 422, body: { errors: 'Sorry! Je kunt dit formulier nu niet verzenden.' } };
  const values = valuesFrom(data);
  let errors;
  if (id === fluentPopupForm.id) {
    errors = {};
    if (!String(values.phone).trim()) errors.phone = messages.required;
    if (!values.consent) errors.consent = messages.required;
  } else if (id === fluentForm.id) {
    errors = validate(values);
  } else if (id === fluentPlainForm.id) {
    errors = validate(values, [1], plainFields);
  } else {
    return { status: 422, body: { errors: 'Onbekend formulier.' } };
  }
  if (!Object.keys(errors).length) {
    const action = id === fluentPopupForm.id ? 'hide_form' : 'reset_form';
    return { status: 200, body: { data: { result: { message: `<p>${esc(messages.confirmation)}</p>`, action } } } };
  }
  const byName = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'name') {
      if (!String(values.first).trim()) byName['names[first_name]'] = [message];
      if (!String(values.last).trim()) byName['names[last_name]'] = [message];
    } else byName[names[key]] = [message];
  }
  return { status: 422, body: { errors: byName } };
}
