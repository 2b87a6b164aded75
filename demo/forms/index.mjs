// The form renderers in one place: pick the markup generation the form is configured with.
import { renderLegacyForm } from './legacy.mjs';
import { renderOrbitalForm } from './orbital.mjs';

export { callbackForm, contactForm, enquiryForm, formById, forms, pagesOf, recaptchaSiteKey } from './definitions.mjs';
export { renderLegacyField, renderLegacyForm } from './legacy.mjs';
export { renderField, renderOrbitalForm } from './orbital.mjs';
export { postbackDocument, renderConfirmation } from './state.mjs';
export { messages, processSubmission, validateField } from './validation.mjs';

/** The wrapper of `form` for a render state ({ values, errors, page, failed, browser }). */
export function renderForm(form, state = {}) {
  return form.markup === 'legacy' ? renderLegacyForm(form, state) : renderOrbitalForm(form, state);
}
