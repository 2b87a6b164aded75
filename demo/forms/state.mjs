// What both markup generations share: the render state, the hidden inputs at the end of a form,
// the confirmation and the AJAX postback document.
import { randomBytes } from 'node:crypto';
import { pagesOf } from './definitions.mjs';
import { esc, md5 } from './html.mjs';

/**
 * Normalises a render state: { values: {name: string}, errors: {fieldId: message}, page, failed,
 * browser, uniqueId }.
 */
export function formState(form, state = {}) {
  const pages = pagesOf(form).length;
  const page = Math.min(Math.max(Number(state.page) || 1, 1), pages);
  const values = state.values ?? {};
  const failed = Boolean(state.failed);
  const posted = String(values.gform_unique_id ?? '');
  const uniqueId = /^[a-f0-9]{13}$/.test(posted) ? posted : failed ? randomBytes(7).toString('hex').slice(0, 13) : '';
  return { values, errors: state.errors ?? {}, page, failed, browser: state.browser ?? 'gf_browser_chrome', uniqueId };
}

// The plugin signs the values of fields it must not let a visitor change (consent texts) in state_F.
function signedState(form) {
  const hashes = {};
  for (const field of form.fields.filter((candidate) => candidate.type === 'consent')) {
    hashes[`${field.id}.1`] = md5(`${form.id}:${field.id}.1:1`);
    hashes[`${field.id}.2`] = md5(field.checkboxLabel);
    hashes[`${field.id}.3`] = md5(`${form.id}:${field.id}.3:1`);
  }
  const inner = JSON.stringify(Object.keys(hashes).length ? hashes : []);
  return Buffer.from(JSON.stringify([inner, md5(`state:${form.id}:${inner}`)])).toString('base64');
}

/** The hidden inputs after the submit button (last page footer of a multi-page form). */
export function footerHiddenInputs(form, s) {
  const f = form.id;
  const pages = pagesOf(form).length;
  if (form.markup === 'legacy') {
    const ajax = form.ajax ? `<input type='hidden' name='gform_ajax' value='form_id=${f}&amp;title=1&amp;description=1&amp;tabindex=0' />` : '';
    return `${ajax}
            <input type='hidden' class='gform_hidden' name='is_submit_${f}' value='1' />
            <input type='hidden' class='gform_hidden' name='gform_submit' value='${f}' />
            
            <input type='hidden' class='gform_hidden' name='gform_unique_id' value='${s.uniqueId}' />
            <input type='hidden' class='gform_hidden' name='state_${f}' value='${signedState(form)}' />
            <input type='hidden' class='gform_hidden' name='gform_target_page_number_${f}' id='gform_target_page_number_${f}' value='0' />
            <input type='hidden' class='gform_hidden' name='gform_source_page_number_${f}' id='gform_source_page_number_${f}' value='${s.page}' />
            <input type='hidden' name='gform_field_values' value='' />
            `;
  }
  // 2.9+ preset the target to the next page (Enter in a field goes forward); the buttons overwrite it.
  const target = s.page < pages ? s.page + 1 : 0;
  const ajax = form.ajax
    ? `<input type='hidden' name='gform_ajax' value='form_id=${f}&amp;title=1&amp;description=1&amp;tabindex=0&amp;theme=orbital&amp;hash=${md5(`ajax:${f}`)}' />`
    : '';
  const currency = Buffer.from(md5(`currency:${f}`)).toString('base64').slice(0, 32);
  return `${ajax}
            <input type='hidden' class='gform_hidden' name='gform_submission_method' data-js='gform_submission_method_${f}' value='${form.ajax ? 'iframe' : 'postback'}' />
            <input type='hidden' class='gform_hidden' name='gform_theme' data-js='gform_theme_${f}' id='gform_theme_${f}' value='orbital' />
            <input type='hidden' class='gform_hidden' name='gform_style_settings' data-js='gform_style_settings_${f}' id='gform_style_settings_${f}' value='' />
            <input type='hidden' class='gform_hidden' name='is_submit_${f}' value='1' />
            <input type='hidden' class='gform_hidden' name='gform_submit' value='${f}' />
            
            <input type='hidden' class='gform_hidden' name='gform_currency' data-currency='EUR' value='${currency}' />
            <input type='hidden' class='gform_hidden' name='gform_unique_id' value='${s.uniqueId}' />
            <input type='hidden' class='gform_hidden' name='state_${f}' value='${signedState(form)}' />
            <input type='hidden' autocomplete='off' class='gform_hidden' name='gform_target_page_number_${f}' id='gform_target_page_number_${f}' value='${target}' />
            <input type='hidden' autocomplete='off' class='gform_hidden' name='gform_source_page_number_${f}' id='gform_source_page_number_${f}' value='${s.page}' />
            <input type='hidden' name='gform_field_values' value='' />
            `;
}

/** What replaces the wrapper after a successful submit: the anchor and the confirmation wrapper. */
export function renderConfirmation(form) {
  const f = form.id;
  const anchor = form.ajax ? `<div id='gf_${f}' class='gform_anchor' tabindex='-1'></div>` : '';
  return `${anchor}<div id='gform_confirmation_wrapper_${f}' class='gform_confirmation_wrapper ${esc(form.cssClass)}'><div id='gform_confirmation_message_${f}' class='gform_confirmation_message_${f} gform_confirmation_message'>${esc(form.confirmation)}</div></div>`;
}

/** The document the plugin's hidden iframe receives after an AJAX post. */
export function postbackDocument(html) {
  return `<!DOCTYPE html><html><head><meta charset='UTF-8' /></head><body class='GF_AJAX_POSTBACK'>${html}</body></html>`;
}
