// The contact form as WPForms prints it (its modern markup, WPForms Lite 2.0.0.2's renders in
// fixtures/form-builders/wpforms-*.html): the form's class on .wpforms-container, fields as
// .wpforms-field containers (a name or checkbox field a fieldset with its legend), the anti-spam
// honeypot (a text field like the others but for its data-field-type, hidden by a <style> on its id)
// and the older one (.wpforms-field-hp), the form's token. Two pages and a field shown by conditional
// logic (Pro's page breaks and conditional logic, in the classes WPForms' own script and stylesheet use).
// Below it the short form (plainFields: one page, no placeholder mode), made from the same fields.
// Its server side here: field names to the form's keys and back, and the answers of admin-ajax.php
// (action wpforms_submit) and of a post without JavaScript.
import { contactFields, iconMarker, messages, plainFields, plainTitle, shown, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

/** The contact form (two pages, placeholder mode; its honeypot before a field WPForms picks at random: Onderwerp). */
export const wpformsForm = { id: 412, path: '/wpforms', title: 'Contact', fields: contactFields, placeholder: true, pages: true, honeypotBefore: 'subject' };
/** The short form below it (its fields' ids as in the contact form: a form's field ids are its own). */
export const wpformsPlainForm = { id: 418, path: '/wpforms', title: plainTitle, fields: plainFields, placeholder: false, pages: false, honeypotBefore: 'email' };
const ids = { name: 1, email: 2, subject: 3, kind: 4, phone: 5, message: 7, interests: 8, consent: 9 };
const pageBreakId = 6;
/** The anti-spam honeypot: WPForms gives it the highest field id + 1, before a field it picks at random. */
export const honeypotId = 10;
const name = (key, part = '') => `wpforms[fields][${ids[key]}]${part}`;
// The form being printed (renderWpforms sets it: one render at a time).
let F = wpformsForm.id;
const fieldId = (key) => `wpforms-${F}-field_${ids[key]}`;

/** The posted values by the form's keys. */
export function valuesFrom(posted) {
  const all = (key) => posted.getAll(key).map(String);
  return {
    first: String(posted.get(name('name', '[first]')) ?? ''),
    last: String(posted.get(name('name', '[last]')) ?? ''),
    email: String(posted.get(name('email')) ?? ''),
    subject: String(posted.get(name('subject')) ?? ''),
    kind: String(posted.get(name('kind')) ?? ''),
    phone: String(posted.get(name('phone')) ?? ''),
    message: String(posted.get(name('message')) ?? ''),
    interests: all(`${name('interests')}[]`),
    consent: all(`${name('consent')}[]`).length > 0,
    // The anti-spam honeypot, the one its script adds (its id NaN) and the older one.
    honeypots: [`wpforms[fields][${honeypotId}]`, 'wpforms[fields][NaN]', 'wpforms[hp]'].map((key) => String(posted.get(key) ?? '')),
  };
}

const error = (key, message, suffix = '') =>
  message ? `<em id="${fieldId(key)}${suffix}-error" class="wpforms-error" role="alert" aria-label="Foutmelding" for="">${esc(message)}</em>` : '';
const invalid = (key, message, suffix = '') => (message ? ` aria-invalid="true" aria-describedby="${fieldId(key)}${suffix}-error"` : '');

function container(field, classes, body, errors) {
  const extra = [field.switch ? 'slide-check' : '', iconMarker(field), errors[field.key] ? 'wpforms-has-error' : ''];
  return `<div id="${fieldId(field.key)}-container" class="${['wpforms-field', ...classes, ...extra].filter(Boolean).join(' ')}" data-field-id="${ids[field.key]}">${body}</div>`;
}

const required = (field) => (field.required ? ' <span class="wpforms-required-label" aria-hidden="true">*</span>' : '');

function renderField(field, values, errors) {
  const message = errors[field.key];
  const id = fieldId(field.key);
  const value = esc(values[field.key] ?? '');
  const label = `<label class="wpforms-field-label" for="${id}">${esc(field.label)}${required(field)}</label>`;
  const req = field.required ? ' wpforms-field-required' : '';
  const errorClass = message ? ' wpforms-error' : '';
  const requiredAttr = field.required ? ' required' : '';
  switch (field.type) {
    case 'name': {
      const part = (key, suffix, extraClass) => {
        const missing = message && !String(values[key] ?? '').trim();
        return `<div class="wpforms-field-row-block${extraClass}"><input type="text" id="${id}${suffix}" class="wpforms-field-name-${key}${req}${missing ? ' wpforms-error' : ''}" name="${name('name', `[${key}]`)}" value="${esc(values[key] ?? '')}" aria-errormessage="${id}${suffix}-error"${requiredAttr}${missing ? invalid('name', message, suffix) : ''}><label for="${id}${suffix}" class="wpforms-field-sublabel after">${esc(field.parts[key])}</label>${missing ? error('name', message, suffix) : ''}</div>`;
      };
      return container(field, ['wpforms-field-name'], `<fieldset><legend class="wpforms-field-label">${esc(field.label)}${required(field)}</legend><div class="wpforms-field-row wpforms-field-medium">${part('first', '', ' wpforms-first wpforms-one-half')}${part('last', '-last', ' wpforms-one-half')}</div></fieldset>`, errors);
    }
    case 'select': {
      const options = field.choices.map((choice, i) => `<option value="${esc(choice)}" class="choice-${i + 1} depth-1"${values.kind === choice ? ' selected="selected"' : ''}>${esc(choice)}</option>`);
      // The field's Placeholder Text: a first choice that cannot be chosen.
      const placeholder = `<option value="" class="placeholder" disabled${values.kind ? '' : " selected='selected'"}>Kies een soort</option>`;
      return container(field, ['wpforms-field-select'], `${label}<select id="${id}" class="wpforms-field-medium" name="${name(field.key)}">${placeholder}${options.join('')}</select>`, errors);
    }
    case 'textarea':
      return container(field, ['wpforms-field-textarea'], `${label}<textarea id="${id}" class="wpforms-field-medium${req}${errorClass}" name="${name(field.key)}" aria-errormessage="${id}-error"${requiredAttr}${invalid(field.key, message)}>${value}</textarea>${error(field.key, message)}`, errors);
    case 'checkbox': {
      const items = field.choices.map((choice, i) => {
        const n = i + 1;
        const checked = values.interests?.includes(choice) ? ' checked' : '';
        return `<li class="choice-${n} depth-1"><input type="checkbox" id="${id}_${n}" name="${name(field.key)}[]" value="${esc(choice)}" aria-errormessage="${id}_${n}-error"${checked}><label class="wpforms-field-label-inline" for="${id}_${n}">${esc(choice)}</label></li>`;
      });
      return container(field, ['wpforms-field-checkbox'], `<fieldset><legend class="wpforms-field-label">${esc(field.label)}${required(field)}</legend><ul id="${id}">${items.join('')}</ul></fieldset>`, errors);
    }
    case 'consent': {
      const checked = values.consent ? ' checked' : '';
      const messageId = `${name(field.key)}[]-error`;
      return container(field, ['wpforms-field-gdpr-checkbox'], `<label class="wpforms-field-label">${esc(field.label)}${required(field)}</label><ul id="${id}" class="wpforms-field-required"><li class="choice-1"><input type="checkbox" id="${id}_1" name="${name(field.key)}[]" value="${esc(field.text)}" aria-errormessage="${id}_1-error"${requiredAttr}${checked}${message ? ` class="wpforms-error" aria-describedby="${messageId}"` : ''}><label class="wpforms-field-label-inline" for="${id}_1">${esc(field.text)}</label></li></ul>${message ? `<em id="${messageId}" class="wpforms-error" role="alert" aria-label="Foutmelding" for="">${esc(message)}</em>` : ''}`, errors);
    }
    default: {
      const type = { email: 'email', tel: 'tel' }[field.type] ?? 'text';
      const kind = { email: 'email', tel: 'phone' }[field.type] ?? 'text';
      const classes = [`wpforms-field-${kind}`];
      // Conditional logic (Pro): the field carries its state; hidden ones are printed hidden, so nothing moves when the script runs.
      if (field.showIf) classes.push('wpforms-conditional-field', shown(field, values) ? 'wpforms-conditional-show' : 'wpforms-conditional-hide');
      const extra = `${field.type === 'email' ? ' spellcheck="false"' : ''}${field.placeholder ? ` placeholder="${esc(field.placeholder)}"` : ''}`;
      return container(field, classes, `${label}<input type="${type}" id="${id}" class="wpforms-field-medium${req}${errorClass}" name="${name(field.key)}" value="${value}"${extra} aria-errormessage="${id}-error"${requiredAttr}${invalid(field.key, message)}>${error(field.key, message)}`, errors);
    }
  }
}

/** The anti-spam honeypot as AntiSpam.php prints it: a text field of its own, its label words from the other labels. */
function honeypot() {
  const id = `wpforms-${F}-field_${honeypotId}`;
  return `
		<div id="${id}-container"
			class="wpforms-field wpforms-field-text"
			data-field-type="text"
			data-field-id="${honeypotId}"
			>
			<label class="wpforms-field-label" for="${id}" >Bericht Interesses Naam</label>
			<input type="text" id="${id}" class="wpforms-field-medium" name="wpforms[fields][${honeypotId}]" >
		</div>
		`;
}

/** What WPForms' inline script puts in <head> for each form's anti-spam honeypot (here printed there directly). */
export const honeypotStyle = [wpformsForm, wpformsPlainForm]
  .map(({ id }) => `<style>#wpforms-${id}-field_${honeypotId}-container { position: absolute !important; overflow: hidden !important; display: inline !important; height: 1px !important; width: 1px !important; z-index: -1000 !important; padding: 0 !important; } #wpforms-${id}-field_${honeypotId}-container input { visibility: hidden; } #wpforms-conversational-form-page #wpforms-${id}-field_${honeypotId}-container label { counter-increment: none; }</style>\n`)
  .join('');

const hidden = (on) => (on ? ' style="display:none;"' : '');

function pageIndicator(page) {
  const titles = ['Je gegevens', 'Je bericht'];
  return `<div class="wpforms-page-indicator wpforms-page-indicator-progress" data-indicator="progress" data-indicator-color="#066aab" data-scroll="1"><span class="wpforms-page-indicator-page-title" data-page="${page}">${titles[page - 1]}</span><span class="wpforms-page-indicator-page-title-sep"> - </span><span class="wpforms-page-indicator-steps">Stap <span class="wpforms-page-indicator-steps-current">${page}</span> van 2</span><div class="wpforms-page-indicator-page-progress-wrap"><div class="wpforms-page-indicator-page-progress" style="width:${page * 50}%;"></div></div></div>`;
}

/** The form's token (Token.php: a hash of the time, valid for a while). */
function token() {
  const time = Math.floor(Date.now() / 1000);
  return { token: md5(`wpforms-token:${F}:${Math.floor(time / 86400)}`), time };
}

/**
 * The container of `form` (wpformsForm, wpformsPlainForm) as WPForms prints it for a state: { values,
 * errors, page, ajax (the form's AJAX setting), confirmed }.
 */
export function renderWpforms({ values = { interests: [] }, errors = {}, page = 1, ajax = true, confirmed = false } = {}, form = wpformsForm) {
  F = form.id;
  const classes = `wpforms-container wpforms-container-full${form.placeholder ? ' placeholder' : ''} wpforms-render-modern`;
  if (confirmed) return `<div class="${classes}" id="wpforms-${F}">${confirmation()}</div>`;
  const failed = Object.keys(errors).length > 0;
  const header = failed
    ? `<div id="wpforms-${F}-header-error" class="wpforms-error-container" role="alert"><span class="wpforms-hidden" aria-hidden="false">Foutmelding formulier</span><p>${esc(messages.summary)}</p></div>`
    : '';
  const fieldsOn = (n) => form.fields.filter((field) => field.page === n).map((field) => (field.key === form.honeypotBefore ? honeypot() : '') + renderField(field, values, errors));
  const pages = form.pages ? [1, 2].map((n) => {
    const next = n === 1
      ? `<div id="wpforms-${F}-field_${pageBreakId}-container" class="wpforms-field wpforms-field-pagebreak" data-field-id="${pageBreakId}"><div class="wpforms-clear wpforms-pagebreak-left"><button class="wpforms-page-button wpforms-page-next" aria-label="Volgende" data-action="next" data-page="1" data-formid="${F}" disabled>Volgende</button></div></div>`
      : '';
    return `<div class="wpforms-page wpforms-page-${n}${n === 2 ? ' last' : ''}"${hidden(n !== page)}>${fieldsOn(n).join('')}${next}</div>`;
  }) : fieldsOn(1);
  const previous = form.pages ? `<button class="wpforms-page-button wpforms-page-prev" aria-label="Vorige" data-action="prev" data-page="2" data-formid="${F}" disabled>Vorige</button>` : '';
  const { token: value, time } = token();
  return `<div class="${classes}" id="wpforms-${F}"><form id="wpforms-form-${F}" class="wpforms-validate wpforms-form${ajax ? ' wpforms-ajax-form' : ''}" data-formid="${F}" method="post" enctype="multipart/form-data" action="${form.path}/${ajax ? '' : '?ajax=0'}" data-token="${value}" data-token-time="${time}">${header}<noscript class="wpforms-error-noscript">Schakel JavaScript in je browser in om dit formulier in te vullen.</noscript><div id="wpforms-error-noscript" style="display: none;">Schakel JavaScript in je browser in om dit formulier in te vullen.</div>${form.pages ? pageIndicator(page) : ''}<div class="wpforms-field-container">${pages.join('')}</div><!-- .wpforms-field-container --><div class="wpforms-field wpforms-field-hp"><label for="wpforms-${F}-field-hp" class="wpforms-field-label">Website</label><input type="text" name="wpforms[hp]" id="wpforms-${F}-field-hp" class="wpforms-field-medium"></div><div class="wpforms-submit-container"${hidden(form.pages && page !== 2)}><input type="hidden" name="wpforms[id]" value="${F}"><input type="hidden" name="page_title" value="WPForms"><input type="hidden" name="page_url" value="${form.path}/"><input type="hidden" name="url_referer" value=""><input type="hidden" name="page_id" value="85"><input type="hidden" name="wpforms[post_id]" value="85">${previous}<button type="submit" name="wpforms[submit]" id="wpforms-submit-${F}" class="wpforms-submit" aria-live="assertive" value="wpforms-submit">Verzenden</button><img decoding="async" src="/spinner.svg" class="wpforms-submit-spinner" style="display: none;" width="26" height="26" alt="Bezig met verzenden"></div></form></div>`;
}

function confirmation() {
  return `<div class="wpforms-confirmation-container-full wpforms-confirmation-scroll" id="wpforms-confirmation-${F}"><p>${esc(messages.confirmation)}</p></div>`;
}

/** The page to show after a failed post: the first with an error. */
function pageOf(errors) {
  return contactFields.find((field) => errors[field.key])?.page ?? 1;
}

/** A post: the AJAX answer (admin-ajax.php, action wpforms_submit) as JSON, or the render state for a whole page. */
export function submitWpforms(posted, { ajax }) {
  F = [wpformsForm, wpformsPlainForm].find((form) => String(form.id) === String(posted.get('wpforms[id]')))?.id ?? wpformsForm.id;
  const values = valuesFrom(posted);
  const errors = validate(values);
  // A filled honeypot: WPForms refuses without saying why.
  if (values.honeypots.some(Boolean)) errors.spam = 'Het formulier kon niet worden verzonden.';
  const confirmed = Object.keys(errors).length === 0;
  if (!ajax) return { values, errors, page: confirmed ? 1 : pageOf(errors), ajax: false, confirmed, formId: F };
  if (confirmed) return { success: true, data: { confirmation: confirmation() } };
  const field = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'name') {
      const parts = {};
      if (!values.first.trim()) parts.first = message;
      if (!values.last.trim()) parts.last = message;
      field[ids.name] = parts;
    } else if (ids[key]) field[ids[key]] = message;
  }
  return { success: false, data: { errors: { general: { header: `<p>${esc(messages.summary)}</p>` }, field } } };
}
