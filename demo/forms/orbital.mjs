// Form markup as Gravity Forms 2.7+ prints it with the Orbital theme (modelled on the 2.10.2 renders):
// div/fieldset fields, gform-field-label classes, gform-grid rows, the 2.5+ validation summary.
import { choiceNumbers, pagesOf, pageBreak } from './definitions.mjs';
import { esc, flag } from './html.mjs';
import { footerHiddenInputs, formState } from './state.mjs';

const required = '<span class="gfield_required"><span class="gfield_required gfield_required_text">(verplicht)</span></span>';
const fieldsetTypes = new Set(['name', 'address', 'checkbox', 'consent']);
const choiceTypes = new Set(['checkbox', 'consent']);

function fieldClasses(field, error) {
  const classes = ['gfield', `gfield--type-${field.type}`];
  if (choiceTypes.has(field.type)) classes.push('gfield--type-choice');
  if (field.type !== 'captcha') classes.push(`gfield--width-${field.width ?? 'full'}`);
  if (error) classes.push('gfield_error');
  if (field.cssClass) classes.push(field.cssClass);
  if (field.isRequired) classes.push('gfield_contains_required');
  classes.push('field_sublabel_below', field.description ? 'gfield--has-description' : 'gfield--no-description');
  classes.push('field_description_below', 'field_validation_below', 'gfield_visibility_visible');
  return classes.join(' ');
}

function aria(field, error, describedBy = '') {
  const ids = [describedBy, error ? `validation_message_${field.formId}_${field.id}` : ''].filter(Boolean).join(' ');
  return `${ids ? `aria-describedby="${ids}" ` : ''}${field.isRequired ? 'aria-required="true" ' : ''}aria-invalid="${error ? 'true' : 'false'}"`;
}

function nameInputs(field, values, error) {
  const f = field.formId;
  const spans = field.inputs.map((input) => {
    const name = `input_${field.id}.${input.id}`;
    const id = `input_${f}_${field.id}_${input.id}`;
    const value = values[name] ?? '';
    const invalid = error ? (String(value).trim() ? ` aria-invalid='false'` : ` aria-invalid='true' aria-describedby='validation_message_${f}_${field.id}'`) : '';
    return `
                            <span id='${id}_container' class='${input.key} gform-grid-col gform-grid-col--size-auto' >
                                                    <input type='text' name='${name}' id='${id}' value='${esc(value)}'   aria-required='${field.isRequired ? 'true' : 'false'}'${invalid}     />
                                                    <label for='${id}' class='gform-field-label gform-field-label--type-sub '>${esc(input.label)}</label>
                                                </span>`;
  });
  return `<div class='ginput_complex ginput_container ginput_container--name no_prefix has_first_name no_middle_name has_last_name no_suffix gf_name_has_2 ginput_container_name gform-grid-row' id='input_${f}_${field.id}'>${spans.join('\n')}
                        </div>`;
}

function addressInputs(field, values) {
  const f = field.formId;
  const spans = field.inputs.map((input) => {
    const name = `input_${field.id}.${input.id}`;
    const id = `input_${f}_${field.id}_${input.id}`;
    const value = String(values[name] ?? '');
    const part = input.key.replace('address_', '');
    const control = input.key === 'address_country'
      ? `<select name='${name}' id='${id}'   aria-required='false'    ><option value='' ${flag('selected', !value)}></option>${field.countries
          .map((country) => `<option value='${esc(country)}' ${flag('selected', value === country)}>${esc(country)}</option>`)
          .join('')}</select>`
      : `<input type='text' name='${name}' id='${id}' value='${esc(value)}'    aria-required='false'    />`;
    return `<span class='ginput_${input.side} ${input.key} ginput_address_${part} gform-grid-col' id='${id}_container' >
                                        ${control}
                                        <label for='${id}' id='${id}_label' class='gform-field-label gform-field-label--type-sub '>${esc(input.label)}</label>
                                    </span>`;
  });
  return `
                    <div class='ginput_complex ginput_container has_street has_street2 has_city has_state has_zip has_country ginput_container_address gform-grid-row' id='input_${f}_${field.id}' >
                         ${spans.join('')}
                    <div class='gf_clear gf_clear_complex'></div>
                </div>`;
}

function checkboxInputs(field, values) {
  const f = field.formId;
  const choices = choiceNumbers(field.choices.length).map((n, i) => {
    const text = field.choices[i];
    const id = `choice_${f}_${field.id}_${n}`;
    const checked = values[`input_${field.id}.${n}`] === text;
    return `<div class='gchoice gchoice_${f}_${field.id}_${n}'>
								<input class='gfield-choice-input' name='input_${field.id}.${n}' type='checkbox'  value='${esc(text)}' ${flag('checked', checked)} id='${id}'   />
								<label for='${id}' id='label_${f}_${field.id}_${n}' class='gform-field-label gform-field-label--type-inline'>${esc(text)}</label>
							</div>`;
  });
  return `<div class='ginput_container ginput_container_checkbox'><div class='gfield_checkbox ' id='input_${f}_${field.id}'>${choices.join('')}</div></div>`;
}

function consentInputs(field, values, error) {
  const f = field.formId;
  const id = `input_${f}_${field.id}_1`;
  const checked = values[`input_${field.id}.1`] === '1';
  return `<div class='ginput_container ginput_container_consent'><input name='input_${field.id}.1' id='${id}' type='checkbox' value='1' ${flag('checked', checked)} ${aria(field, error, `gfield_consent_description_${f}_${field.id}`)}   /> <label class="gform-field-label gform-field-label--type-inline gfield_consent_label" for='${id}' >${esc(field.checkboxLabel)}</label><input type='hidden' name='input_${field.id}.2' value='${esc(field.checkboxLabel)}' class='gform_hidden' /><input type='hidden' name='input_${field.id}.3' value='1' class='gform_hidden' /></div><div class='gfield_description gfield_consent_description' id='gfield_consent_description_${f}_${field.id}' tabindex='0'>${esc(field.description)}</div>`;
}

function simpleInput(field, values, error) {
  const id = `input_${field.formId}_${field.id}`;
  const name = `input_${field.id}`;
  const value = String(values[name] ?? '');
  switch (field.type) {
    case 'textarea':
      return `<div class='ginput_container ginput_container_textarea'><textarea name='${name}' id='${id}' class='textarea large'     ${aria(field, error)}   rows='10' cols='50'>${esc(value)}</textarea></div>`;
    case 'select': {
      const options = field.choices.map((choice) => `<option value='${esc(choice)}' ${flag('selected', value === choice)}>${esc(choice)}</option>`);
      const placeholder = field.placeholder ? `<option value='' ${flag('selected', !value)} class='gf_placeholder'>${esc(field.placeholder)}</option>` : '';
      return `<div class='ginput_container ginput_container_select'><select name='${name}' id='${id}' class='large gfield_select'     ${aria(field, error)} >${placeholder}${options.join('')}</select></div>`;
    }
    case 'captcha':
      return `<div id='${id}' class='ginput_container ginput_recaptcha' data-sitekey='${esc(field.sitekey)}'  data-theme='light' data-tabindex='-1' data-size='invisible' data-badge='bottomright'></div>`;
    default: {
      const type = { email: 'email', phone: 'tel' }[field.type] ?? 'text';
      const placeholder = field.placeholder ? `placeholder='${esc(field.placeholder)}'  ` : '';
      return `<div class='ginput_container ginput_container_${field.type}'><input name='${name}' id='${id}' type='${type}' value='${esc(value)}' class='large'    ${placeholder}${aria(field, error)}   /></div>`;
    }
  }
}

/** One field container (div or fieldset) with its label, inputs and validation message. */
export function renderField(field, values = {}, errors = {}) {
  const error = errors[field.id];
  const f = field.formId;
  const tag = fieldsetTypes.has(field.type) ? 'fieldset' : 'div';
  const star = field.isRequired ? required : '';
  const label = tag === 'fieldset'
    ? `<legend class='gfield_label gform-field-label gfield_label_before_complex' >${esc(field.label)}${star}</legend>`
    : `<label class='gfield_label gform-field-label' for='input_${f}_${field.id}'>${esc(field.label)}${star}</label>`;
  const body = {
    name: () => nameInputs(field, values, error),
    address: () => addressInputs(field, values),
    checkbox: () => checkboxInputs(field, values),
    consent: () => consentInputs(field, values, error),
  }[field.type]?.() ?? simpleInput(field, values, error);
  const message = error ? `<div id='validation_message_${f}_${field.id}' class='gfield_description validation_message gfield_validation_message'>${esc(error)}</div>` : '';
  return `<${tag} id="field_${f}_${field.id}" class="${fieldClasses(field, error)}"  >${label}${body}${message}</${tag}>`;
}

function fieldList(form, fields, state, suffix) {
  const html = fields.map((field) => renderField({ ...field, formId: form.id }, state.values, state.errors)).join('');
  return `<div id='gform_fields_${form.id}${suffix}' class='gform_fields top_label form_sublabel_below description_below validation_below'>${html}</div>`;
}

function button(form, kind, page) {
  const f = form.id;
  if (kind === 'next') {
    return `<input type='button' id='gform_next_button_${f}_${pageBreak(form, page + 1).id}' class='gform_next_button gform-theme-button button' onclick='gform.submission.handleButtonClick(this);' data-submission-type='next' value='Volgende'  />`;
  }
  if (kind === 'previous') {
    return `<input type='submit' id='gform_previous_button_${f}' class='gform_previous_button gform-theme-button gform-theme-button--secondary button' onclick='gform.submission.handleButtonClick(this);' data-submission-type='previous' value='Vorige'  />`;
  }
  return `<input type='submit' id='gform_submit_button_${f}' class='gform_button button' onclick='gform.submission.handleButtonClick(this);' data-submission-type='submit' value='${esc(form.button)}'  />`;
}

function pagedBody(form, pages, state) {
  const f = form.id;
  const last = pages.length;
  const html = pages.map((fields, i) => {
    const n = i + 1;
    const hidden = n === state.page ? '' : ` style='display:none;'`;
    const buttons = [n > 1 ? button(form, 'previous') : '', n < last ? button(form, 'next', n) : button(form, 'submit')].filter(Boolean).join(' ');
    const hiddenInputs = n === last ? footerHiddenInputs(form, state) : '';
    return `<div id='gform_page_${f}_${n}' class='gform_page' data-js='page-field-id-${n === 1 ? 0 : pageBreak(form, n).id}'${hidden}>
					<div class='gform_page_fields'>${fieldList(form, fields, state, n === 1 ? '' : `_${n}`)}
                    </div>
                    <div class='gform-page-footer gform_page_footer top_label'>
                         ${buttons} ${hiddenInputs}
                    </div>
                </div>`;
  });
  const steps = pages.map((_, i) => {
    const n = i + 1;
    const status = n === state.page ? 'gf_step_active' : n < state.page ? 'gf_step_completed' : 'gf_step_pending';
    const position = [n === 1 ? 'gf_step_first' : '', n === last ? 'gf_step_last' : '', n === state.page + 1 ? 'gf_step_next' : '', n === state.page - 1 ? 'gf_step_previous' : ''];
    return `<div id='gf_step_${f}_${n}' class='${['gf_step', status, ...position].filter(Boolean).join(' ')}'><span class='gf_step_number'>${n}</span><span class='gf_step_label'>${esc(form.pageLabels[i])}</span></div>`;
  });
  return `<div id='gf_page_steps_${f}' class='gf_page_steps'>${steps.join('')}</div>
                        <div class='gform-body gform_body'>${html.join('\n')}</div>`;
}

/** The whole wrapper (`div.gform_wrapper`) as the plugin prints it for `state`. */
export function renderOrbitalForm(form, state = {}) {
  const s = formState(form, state);
  const f = form.id;
  const pages = pagesOf(form);
  const wrapperClasses = [s.browser, 'gform_wrapper', 'gform-theme', 'gform-theme--foundation', 'gform-theme--framework', 'gform-theme--orbital'];
  if (s.failed) wrapperClasses.push('gform_validation_error');
  if (form.cssClass) wrapperClasses.push(...form.cssClass.split(/\s+/).map((name) => `${name}_wrapper`));
  const style = `<style>#gform_wrapper_${f}[data-form-index="0"].gform-theme,[data-parent-form="${f}_0"]{--gf-color-primary: #154273;--gf-color-primary-rgb: 21, 66, 115;--gf-color-primary-contrast: #fff;--gf-radius: 3px;--gf-font-size-secondary: 14px;--gf-ctrl-size: var(--gf-ctrl-size-md);}</style>`;
  const anchor = form.ajax ? `<div id='gf_${f}' class='gform_anchor' tabindex='-1'></div>` : '';
  const summary = s.failed
    ? `<div class="gform_validation_errors" id="gform_${f}_validation_container" data-js="gform-focus-validation-error" autofocus tabindex="-1"><h2 class='gform_submission_error hide_summary'><span class='gform-icon gform-icon--circle-error'></span>Er was een probleem met je inzending. Controleer de onderstaande velden.</h2></div>`
    : '';
  const body = pages.length > 1
    ? pagedBody(form, pages, s)
    : `
                        <div class='gform-body gform_body'>${fieldList(form, pages[0], s, '')}</div>
        <div class='gform-footer gform_footer top_label'> ${button(form, 'submit')} ${footerHiddenInputs(form, s)}
        </div>`;
  return `
                <div class='${wrapperClasses.join(' ')}' data-form-theme='orbital' data-form-index='0' id='gform_wrapper_${f}' >${style}${anchor}${summary}
                        <div class='gform_heading'>
                            <h2 class="gform_title">${esc(form.title)}</h2>
                            <p class='gform_description'>${esc(form.description)}</p>
                        </div><form method='post' enctype='multipart/form-data'  id='gform_${f}' class='${esc(form.cssClass)}' action='${esc(form.action)}${form.ajax ? `#gf_${f}` : ''}' data-formid='${f}' novalidate>
                        ${body}
                        </form>
                        </div>`;
}
