// Form markup as Gravity Forms printed it up to 2.4 (and later with "legacy markup" on), modelled on
// the 2.4.20 renders: ul.gform_fields > li.gfield, the heading inside <form>, "*" for required fields.
import { choiceNumbers, pagesOf, pageBreak } from './definitions.mjs';
import { esc, flag } from './html.mjs';
import { footerHiddenInputs, formState } from './state.mjs';

const required = "<span class='gfield_required'>*</span>";

function fieldClasses(field, error) {
  const classes = ['gfield'];
  if (error) classes.push('gfield_error');
  if (field.cssClass) classes.push(field.cssClass);
  if (field.isRequired) classes.push('gfield_contains_required');
  classes.push('field_sublabel_below', 'field_description_below', 'gfield_visibility_visible');
  return classes.join(' ');
}

function aria(field, error) {
  return `${field.isRequired ? 'aria-required="true" ' : ''}aria-invalid="${error ? 'true' : 'false'}"`;
}

function nameInputs(field, values, error) {
  const f = field.formId;
  const spans = field.inputs.map((input) => {
    const name = `input_${field.id}.${input.id}`;
    const id = `input_${f}_${field.id}_${input.id}`;
    return `
                            <span id='${id}_container' class='${input.key}' >
                                                    <input type='text' name='${name}' id='${id}' value='${esc(values[name] ?? '')}' aria-label='${esc(input.label)}'   ${aria(field, error)} />
                                                    <label for='${id}' >${esc(input.label)}</label>
                                                </span>`;
  });
  return `<div class='ginput_complex ginput_container no_prefix has_first_name no_middle_name has_last_name no_suffix gf_name_has_2 ginput_container_name' id='input_${f}_${field.id}'>
                            ${spans.join('\n                            ')}
                            
                        </div>`;
}

function checkboxInputs(field, values) {
  const f = field.formId;
  const items = choiceNumbers(field.choices.length).map((n, i) => {
    const text = field.choices[i];
    const id = `choice_${f}_${field.id}_${n}`;
    return `<li class='gchoice_${f}_${field.id}_${n}'>
								<input name='input_${field.id}.${n}' type='checkbox'  value='${esc(text)}' ${flag('checked', values[`input_${field.id}.${n}`] === text)} id='${id}'   />
								<label for='${id}' id='label_${f}_${field.id}_${n}'>${esc(text)}</label>
							</li>`;
  });
  return `<div class='ginput_container ginput_container_checkbox'><ul class='gfield_checkbox' id='input_${f}_${field.id}'>${items.join('')}</ul></div>`;
}

function consentInputs(field, values, error) {
  const f = field.formId;
  const id = `input_${f}_${field.id}_1`;
  const checked = values[`input_${field.id}.1`] === '1';
  return `<div class='ginput_container ginput_container_consent'><input name='input_${field.id}.1' id='${id}' type='checkbox' value='1' ${flag('checked', checked)} aria-describedby='gfield_consent_description_${f}_${field.id}' ${aria(field, error)}   /> <label class="gfield_consent_label" for='${id}' >${esc(field.checkboxLabel)}</label><input type='hidden' name='input_${field.id}.2' value='${esc(field.checkboxLabel)}' class='gform_hidden' /><input type='hidden' name='input_${field.id}.3' value='1' class='gform_hidden' /></div><div class='gfield_description gfield_consent_description' id='gfield_consent_description_${f}_${field.id}'>${esc(field.description)}</div>`;
}

function simpleInput(field, values, error) {
  const id = `input_${field.formId}_${field.id}`;
  const name = `input_${field.id}`;
  const value = String(values[name] ?? '');
  switch (field.type) {
    case 'textarea':
      return `<div class='ginput_container ginput_container_textarea'><textarea name='${name}' id='${id}' class='textarea large'     ${aria(field, error)}   rows='10' cols='50'>${esc(value)}</textarea></div>`;
    case 'select': {
      const placeholder = field.placeholder ? `<option value='' ${flag('selected', !value)} class='gf_placeholder'>${esc(field.placeholder)}</option>` : '';
      const options = field.choices.map((choice) => `<option value='${esc(choice)}' ${flag('selected', value === choice)}>${esc(choice)}</option>`);
      return `<div class='ginput_container ginput_container_select'><select name='${name}' id='${id}' class='large gfield_select'    ${aria(field, error)}>${placeholder}${options.join('')}</select></div>`;
    }
    default: {
      const placeholder = field.placeholder ? `placeholder='${esc(field.placeholder)}'  ` : '';
      return `<div class='ginput_container ginput_container_${field.type}'><input name='${name}' id='${id}' type='text' value='${esc(value)}' class='large'    ${placeholder}${aria(field, error)} /></div>`;
    }
  }
}

/** One `li.gfield` with its label, inputs and validation message. */
export function renderLegacyField(field, values = {}, errors = {}) {
  const f = field.formId;
  const error = errors[field.id];
  const star = field.isRequired ? required : '';
  const label = {
    name: `<label class='gfield_label gfield_label_before_complex'  >${esc(field.label)}${star}</label>`,
    checkbox: `<label class='gfield_label'  >${esc(field.label)}${star}</label>`,
    consent: `<label class='gfield_label'  >${esc(field.label)}${star}</label>`,
  }[field.type] ?? `<label class='gfield_label' for='input_${f}_${field.id}' >${esc(field.label)}${star}</label>`;
  const body = {
    name: () => nameInputs(field, values, error),
    checkbox: () => checkboxInputs(field, values),
    consent: () => consentInputs(field, values, error),
  }[field.type]?.() ?? simpleInput(field, values, error);
  const message = error ? `<div id='validation_message_${f}_${field.id}' class='gfield_description validation_message' aria-live='polite'>${esc(error)}</div>` : '';
  return `<li id='field_${f}_${field.id}'  class='${fieldClasses(field, error)}' >${label}${body}${message}</li>`;
}

// The plugin's buttons call jQuery; the demo has no jQuery, so the same steps are written in plain DOM.
function goTo(f, page) {
  return `document.getElementById("gform_target_page_number_${f}").value="${page}";  document.getElementById("gform_${f}").requestSubmit(); `;
}

function footer(form, page, last, s) {
  const f = form.id;
  const buttons = [];
  if (page > 1) {
    buttons.push(`<input type='button' id='gform_previous_button_${f}' class='gform_previous_button button' value='Vorige'  onclick='${goTo(f, page - 1)}' onkeypress='if( event.keyCode == 13 ){ ${goTo(f, page - 1)}} ' />`);
  }
  if (page < last) {
    buttons.push(`<input type='button' id='gform_next_button_${f}_${pageBreak(form, page + 1).id}' class='gform_next_button button' value='Volgende'  onclick='${goTo(f, page + 1)}' onkeypress='if( event.keyCode == 13 ){ ${goTo(f, page + 1)}} ' />`);
  } else {
    const guard = `if(window["gf_submitting_${f}"]){return false;}  window["gf_submitting_${f}"]=true;  `;
    buttons.push(`<input type='submit' id='gform_submit_button_${f}' class='gform_button button' value='${esc(form.button)}'  onclick='${guard}' onkeypress='if( event.keyCode == 13 ){ ${guard} document.getElementById("gform_${f}").requestSubmit(); }' />`);
  }
  const hidden = page === last ? footerHiddenInputs(form, s) : '';
  const cls = last > 1 ? 'gform_page_footer' : 'gform_footer';
  return `<div class='${cls} top_label'> ${buttons.join(' ')} ${hidden}
        </div>`;
}

function fieldList(form, fields, s, suffix) {
  const items = fields.map((field) => renderLegacyField({ ...field, formId: form.id }, s.values, s.errors)).join('');
  return `<ul id='gform_fields_${form.id}${suffix}' class='gform_fields top_label form_sublabel_below description_below'>${items}
                            </ul>`;
}

function steps(form, count, page) {
  const f = form.id;
  const items = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const status = n === page ? 'gf_step_active' : n < page ? 'gf_step_completed' : 'gf_step_pending';
    const classes = ['gf_step', status, n === 1 && 'gf_step_first', n === page + 1 && 'gf_step_next', n === page - 1 && 'gf_step_previous', n === count && 'gf_step_last'];
    return `<div id='gf_step_${f}_${n}' class='${classes.filter(Boolean).join(' ')}'><span class='gf_step_number'>${n}</span>&nbsp;<span class='gf_step_label'>${esc(form.pageLabels[i])}</span></div>`;
  });
  return `<div id='gf_page_steps_${f}' class='gf_page_steps'>${items.join('')}<div class='gf_step_clear'></div></div>`;
}

/** The whole wrapper (`div.gform_wrapper`) in legacy markup for `state`. */
export function renderLegacyForm(form, state = {}) {
  const s = formState(form, state);
  const f = form.id;
  const pages = pagesOf(form);
  const wrapperClasses = [s.browser, 'gform_wrapper'];
  if (s.failed) wrapperClasses.push('gform_validation_error');
  if (form.cssClass) wrapperClasses.push(...form.cssClass.split(/\s+/).map((name) => `${name}_wrapper`));
  const anchor = form.ajax ? `<div id='gf_${f}' class='gform_anchor' tabindex='-1'></div>` : '';
  const formClass = form.cssClass ? ` class='${esc(form.cssClass)}'` : '';
  const summary = s.failed ? `<div class='validation_error'>Er was een probleem met je inzending. Fouten zijn hieronder gemarkeerd.</div>` : '';
  let body;
  if (pages.length === 1) {
    body = `<div class='gform_body'>${fieldList(form, pages[0], s, '')}</div>
        ${footer(form, 1, 1, s)}`;
  } else {
    const html = pages.map((fields, i) => {
      const n = i + 1;
      const hidden = n === s.page ? '' : ` style='display:none;'`;
      return `<div id='gform_page_${f}_${n}' class='gform_page'${hidden}>
                    <div class='gform_page_fields'>${fieldList(form, fields, s, n === 1 ? '' : `_${n}`)}</div>
                    ${footer(form, n, pages.length, s)}
                </div>`;
    });
    body = `${steps(form, pages.length, s.page)}
                        <div class='gform_body'>${html.join('\n')}</div>`;
  }
  return `
                <div class='${wrapperClasses.join(' ')}' id='gform_wrapper_${f}' >${anchor}<form method='post' enctype='multipart/form-data'  id='gform_${f}'${formClass} action='${esc(form.action)}${form.ajax ? `#gf_${f}` : ''}'>
                        <div class='gform_heading'>
                            <h3 class='gform_title'>${esc(form.title)}</h3>
                            <span class='gform_description'>${esc(form.description)}</span>
                        </div>${summary}
                        ${body}
                        </form>
                        </div>`;
}
