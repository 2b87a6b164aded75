// The contact form as Formidable Forms prints it (6.x; Formidable 6.34's source and renders in
// fixtures/form-builders/formidable-*.html): the container .frm_forms.with_frm_style, the form's classes
// on the <form> (here `placeholder float-labels`, then frm_js_validate and frm_ajax_submit as its
// settings add them), each field's default "Customize HTML" template, the name field's combo inputs,
// the GDPR field, the honeypot (FrmHoneypot.php: a container with a field's id pattern and no class,
// its input `frm_verify`, hidden by a <style> on its id) and the entry nonce. Two pages (Pro's page
// break: the other page's values travel as hidden inputs, "Vorige" is the frm_prev_page button).
// Below it the short form (plainFields: one page, its labels in sight), its fields' ids and keys its own
// (a site's field ids and keys are unique).
// Its server side: admin-ajax.php (action frm_entries_create: the errors, or the content that replaces
// the container) and a post without AJAX (the whole page).
import { randomBytes } from 'node:crypto';
import { contactFields, iconMarker, messages, plainFields, plainTitle, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

/**
 * The contact form (two pages, placeholder mode with floating labels): its field ids and keys (the
 * field's input id is `field_<key>`), its fields (Formidable Lite has no conditional logic: the field
 * shown by it elsewhere is not in this form), the id its honeypot takes.
 */
export const formidableForm = {
  id: 4, key: 'contactformulier', path: '/formidable', title: 'Contact', classes: 'placeholder float-labels', pages: true, honeypotId: 10,
  fields: { name: { id: 1, key: 'naam' }, email: { id: 2, key: 'email' }, subject: { id: 3, key: 'onderwerp' }, kind: { id: 4, key: 'soort' }, message: { id: 7, key: 'bericht' }, interests: { id: 8, key: 'interesses' }, consent: { id: 9, key: 'toestemming' } },
  formFields: contactFields.filter((field) => !field.showIf),
};
/** The short form below it. */
export const formidablePlainForm = {
  id: 5, key: 'snelcontact', path: '/formidable', title: plainTitle, classes: '', pages: false, honeypotId: 20,
  fields: { name: { id: 11, key: 'naam2' }, email: { id: 12, key: 'email2' }, kind: { id: 14, key: 'soort2' }, message: { id: 17, key: 'bericht2' }, interests: { id: 18, key: 'interesses2' }, consent: { id: 19, key: 'toestemming2' } },
  formFields: plainFields,
};
// The form being printed or posted (one at a time).
let form = formidableForm;
let F = form.id;
let fields = form.fields;
let formFields = form.formFields;
function use(which) {
  ({ id: F, fields, formFields } = form = which);
}
/** The form a post is for (its form_id). */
const formOf = (posted) => (String(posted.get('form_id')) === String(formidablePlainForm.id) ? formidablePlainForm : formidableForm);
/** The contact form's honeypot id (its container `frm_field_<id>_container`). */
export const honeypotId = formidableForm.honeypotId;

const meta = (key, part = '') => `item_meta[${fields[key].id}]${part}`;

/** What FrmHoneypot prints in <head> for each form (through its inline script; here printed there directly). */
export const honeypotStyle = [formidableForm, formidablePlainForm].map(({ honeypotId: id }) => `<style>#frm_field_${id}_container {visibility:hidden;overflow:hidden;width:0;height:0;position:absolute;}</style>\n`).join('');

/** The posted values by the form's keys. */
export function valuesFrom(posted) {
  const text = (name) => String(posted.get(name) ?? '');
  return {
    first: text(meta('name', '[first]')),
    last: text(meta('name', '[last]')),
    email: text(meta('email')),
    subject: text(meta('subject')),
    kind: text(meta('kind')),
    message: text(meta('message')),
    interests: posted.getAll(`${meta('interests')}[]`).map(String),
    consent: text(meta('consent')) === '1',
    honeypot: text(`item_meta[${form.honeypotId}]`),
  };
}

const required = (field) => (field.required ? '*' : '');

function errorAttributes(field, describedBy = '') {
  const ids = [field.error ? `frm_error_field_${fields[field.key].key}` : '', describedBy].filter(Boolean).join(' ');
  return ` aria-invalid="${field.error ? 'true' : 'false'}"${ids ? ` aria-describedby="${ids}"` : ''}`;
}

function containerClasses(field) {
  return ['frm_form_field', 'form-field', '', field.required ? 'frm_required_field' : '', 'frm_top_container', field.type === 'checkbox' ? 'vertical_radio' : '', field.switch ? 'slide-check' : '', iconMarker(field), field.error ? 'frm_blank_field' : '']
    .filter((name, i) => name || i === 2)
    .join(' ');
}

function renderField(field, values) {
  const { id, key } = fields[field.key];
  const inputId = `field_${key}`;
  const reqmsg = field.required ? ` data-reqmsg="${esc(field.label)} mag niet leeg zijn." aria-required="true"` : '';
  const invmsg = ` data-invmsg="${esc(field.label)} is ongeldig"`;
  const error = field.error ? `<div class="frm_error" role="alert" id="frm_error_field_${key}">${esc(field.error)}</div>` : '';
  const label = `<label for="${inputId}" id="${inputId}_label" class="frm_primary_label">${esc(field.label)}
		<span class="frm_required" aria-hidden="true">${required(field)}</span>
	</label>`;
  const divLabel = `<div id="${inputId}_label" class="frm_primary_label">${esc(field.label)}
		<span class="frm_required" aria-hidden="true">${required(field)}</span>
	</div>`;
  let body;
  switch (field.type) {
    case 'name': {
      const part = (part, text, autocomplete) => `
					<div id="frm_field_${id}-${part}_container" class="frm_form_field form-field frm_form_subfield-${part}  frm6" data-sub-field-name="${part}">
				<label for="${inputId}_${part}" class="frm_screen_reader frm_hidden">
					${esc(text)}				</label>

				<input type="text" id="${inputId}_${part}" value="${esc(values[part] ?? '')}" name="${meta('name', `[${part}]`)}" autocomplete="${autocomplete}"${reqmsg}${invmsg}${errorAttributes(field, `frm_field_${id}_${part}_desc`)}><div class="frm_description" id="frm_field_${id}_${part}_desc">${esc(text)}</div>			</div>`;
      body = `${divLabel}
	<fieldset aria-labelledby="${inputId}_label">
	<legend class="frm_screen_reader frm_hidden">
		${esc(field.label)}	</legend>

	<div class="frm_combo_inputs_container" id="frm_combo_inputs_container_${id}" data-name-layout="first_last">${part('first', field.parts.first, 'given-name')}${part('last', field.parts.last, 'family-name')}
				</div>
</fieldset>`;
      break;
    }
    case 'select': {
      const options = field.choices.map((choice) => `<option value="${esc(choice)}"${values.kind === choice ? ' selected="selected"' : ''}>${esc(choice)}</option>`).join('');
      body = `${label}
			<select name="${meta(field.key)}" id="${inputId}"${invmsg}${errorAttributes(field)}>
		<option value=""${values.kind ? '' : ' selected="selected"'}> </option>${options}	</select>`;
      break;
    }
    case 'textarea':
      body = `${label}
	<textarea name="${meta(field.key)}" id="${inputId}" rows="5"${reqmsg}${invmsg}${errorAttributes(field)}>${esc(values.message ?? '')}</textarea>`;
      break;
    case 'checkbox': {
      const items = field.choices.map((choice, i) => `		<div class="frm_checkbox" id="frm_checkbox_${id}-${i}">			<label for="${inputId}-${i}">
			<input type="checkbox" name="${meta(field.key)}[]" id="${inputId}-${i}" value="${esc(choice)}"${values.interests?.includes(choice) ? ' checked="checked"' : ''}${invmsg}> ${esc(choice)}</label></div>
`);
      body = `${divLabel}
	<div class="frm_opt_container" aria-labelledby="${inputId}_label" role="group">${items.join('')}</div>`;
      break;
    }
    case 'consent': {
      // The GDPR field (gdpr-field.php): its group named by its own checkbox's id, the label around the checkbox.
      const gdpr = `frm-gdpr-accept-${id}`;
      body = `${divLabel}
<div class="frm_checkbox" role="group" aria-labelledby="${gdpr}">
	<label for="${gdpr}">
		<input type="checkbox" aria-required="true" name="${meta(field.key)}" id="${gdpr}" value="1" ${values.consent ? 'checked="checked" ' : ''}${field.error ? ` aria-invalid="true" aria-describedby="frm_error_field_${key}"` : ''}
				/>
		${esc(field.text)}	</label>
</div>`;
      break;
    }
    default: {
      const placeholder = field.placeholder ? ` placeholder="${esc(field.placeholder)}"` : '';
      body = `${label}
	<input type="${field.type === 'email' ? 'email' : 'text'}" id="${inputId}" name="${meta(field.key)}" value="${esc(values[field.key] ?? '')}"${placeholder}${reqmsg}${invmsg}${errorAttributes(field)}>`;
    }
  }
  return `<div id="frm_field_${id}_container" class="${containerClasses(field)}">
	${body}
	
${error}</div>
`;
}

/** Another page's field, carried along as Formidable Pro does: hidden inputs with the values. */
function carried(field, values) {
  const hidden = (name, value) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
  if (field.type === 'name') return hidden(meta('name', '[first]'), values.first ?? '') + hidden(meta('name', '[last]'), values.last ?? '');
  if (field.type === 'checkbox') return (values.interests ?? []).map((choice) => hidden(`${meta(field.key)}[]`, choice)).join('');
  if (field.type === 'consent') return values.consent ? hidden(meta(field.key), '1') : '';
  return hidden(meta(field.key), values[field.key] ?? '');
}

/** The honeypot as FrmHoneypot::render_field() prints it: a new random key on every render. */
function honeypot(value = '') {
  const key = randomBytes(4).toString('hex').slice(0, 5);
  return `			<div id="frm_field_${form.honeypotId}_container">
			<label for="field_${key}" >
				Als je een mens bent, laat dit veld dan leeg.			</label>
			<input  id="field_${key}" type="text" class="frm_form_field form-field frm_verify" name="item_meta[${form.honeypotId}]" value="${esc(value)}"  />
		</div>
		`;
}

const containerOpen = () => `<div class="frm_forms  with_frm_style frm_style_formidable-style" id="frm_form_${F}_container">`;

/** What replaces the container after a complete submit. */
function successContent() {
  return `${containerOpen()}<div class="frm_message" role="status"><p>${esc(messages.confirmation)}</p></div></div>`;
}

/**
 * The container of `which` (formidableForm, formidablePlainForm) for a state: { values, errors, page,
 * ajax (the form's setting "submit with AJAX"), confirmed }.
 */
export function renderFormidable({ values = {}, errors = {}, page = 1, ajax = true, confirmed = false } = {}, which = formidableForm) {
  use(which);
  if (confirmed) return successContent();
  const failed = Object.keys(errors).length > 0;
  const here = formFields.filter((field) => field.page === page).map((field) => renderField({ ...field, error: errors[field.key] }, values));
  const other = formFields.filter((field) => field.page !== page).map((field) => carried(field, values));
  const formClasses = `frm-show-form ${form.classes}  frm_js_validate ${ajax ? ' frm_ajax_submit ' : ''}`;
  const summary = failed ? `<div class="frm_error_style" role="status">${esc(messages.summary)}</div>` : '';
  const buttons = form.pages && page === 1
    ? `<button class="frm_button_submit" type="submit"  >Volgende</button>`
    : `<button class="frm_button_submit" type="submit"  >Verzenden</button>${form.pages ? `
<button type="submit" name="frm_prev_page" formnovalidate="formnovalidate" class="frm_prev_page" >Vorige</button>` : ''}`;
  const pageOrder = form.pages ? `<input type="hidden" name="frm_page_order_${F}" value="${page === 1 ? 2 : ''}">` : '';
  return `${containerOpen()}
<form enctype="multipart/form-data" method="post" class="${formClasses}" id="form_${form.key}" action="${form.path}/${ajax ? '' : '?ajax=0'}">${summary}
<div class="frm_form_fields ">
<fieldset>
<legend class="frm_screen_reader">${esc(form.title)}</legend>

<div class="frm_fields_container">
<input type="hidden" name="frm_action" value="create">
<input type="hidden" name="form_id" value="${F}">
<input type="hidden" name="frm_hide_fields_${F}" id="frm_hide_fields_${F}" value="">
<input type="hidden" name="form_key" value="${form.key}">
<input type="hidden" name="item_meta[0]" value="">
<input type="hidden" id="frm_submit_entry_${F}" name="frm_submit_entry_${F}" value="${md5(`frm-entry:${F}`).slice(0, 10)}"><input type="hidden" name="_wp_http_referer" value="${form.path}/">${other.join('')}${pageOrder}${here.join('')}
	<input type="hidden" name="item_key" value="">
${honeypot()}<input name="frm_state" type="hidden" value="${Buffer.from(md5(`frm-state:${F}`)).toString('base64').slice(0, 44)}"><div class="frm_submit frm_flex">
${buttons}



</div></div>
</fieldset>
</div>

</form>
</div>`;
}

/** The page a post was sent from: page 1 asks for page 2 in frm_page_order_N (a form of one page: its last). */
const pageSent = (posted) => (String(posted.get(`frm_page_order_${F}`) ?? '') === '2' ? 1 : 2);

/**
 * A post: { values, errors, page, confirmed, formId } for the page or the AJAX answer. "Volgende" checks
 * the first page only; "Vorige" checks nothing. A failed post shows the first page with an error.
 */
function process(posted) {
  use(formOf(posted));
  const values = valuesFrom(posted);
  const formId = F;
  if (posted.has('frm_prev_page')) return { values, errors: {}, page: 1, confirmed: false, formId };
  const sent = pageSent(posted);
  const errors = validate(values, sent === 1 ? [1] : [1, 2], formFields);
  if (values.honeypot) errors.spam = 'Het formulier kon niet worden verzonden.';
  const failed = Object.keys(errors).length > 0;
  const page = failed ? (formFields.find((field) => errors[field.key])?.page ?? sent) : form.pages ? 2 : 1;
  return { values, errors, page, confirmed: !failed && sent === 2, formId };
}

/**
 * admin-ajax.php, action frm_entries_create, as Formidable answers: the errors of the page sent (shown
 * in place), or `content` that replaces the container (the next page, the page holding an error, the
 * success message).
 */
export function submitFormidableAjax(posted) {
  const state = process(posted);
  if (state.confirmed) return { content: successContent(), pass: true };
  const here = formFields.filter((field) => state.errors[field.key] && field.page === (form.pages ? pageSent(posted) : 1));
  if (!here.length) return { content: renderFormidable({ ...state, ajax: true }, form), pass: true, page: state.page };
  const errors = {};
  for (const field of here) errors[fields[field.key].id] = state.errors[field.key];
  return { errors, error_message: `<div class="frm_error_style" role="status">${esc(messages.summary)}</div>`, pass: false };
}

/** A post without AJAX: the state of the whole page (formId: the form it is for). */
export function submitFormidablePage(posted) {
  return { ...process(posted), ajax: false };
}
