// Server-side validation and page flow of a posted form, as the form plugin does it: required fields,
// e-mail format, the reCAPTCHA token, and which page a multi-page form shows next.
import { pagesOf } from './definitions.mjs';

export const messages = {
  required: 'Dit veld is verplicht.',
  email: 'Voer een geldig e-mailadres in.',
  captcha: 'De reCAPTCHA was ongeldig. Ga terug en probeer het opnieuw.',
  // Compound name: 2.5+ names the missing parts; the legacy (2.4) text is fixed.
  nameParts: (parts) => `Dit veld is verplicht. Vul de volgende velden in: ${parts.join(', ')}.`,
  nameLegacy: 'Dit veld is verplicht. Vul je voornaam en achternaam in.',
};

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

function value(values, name) {
  return String(values[name] ?? '').trim();
}

/** The error message for one field, or null. `captchaValid` is asked only for a captcha field. */
export function validateField(form, field, values, captchaValid) {
  const name = `input_${field.id}`;
  switch (field.type) {
    case 'name': {
      const missing = field.inputs.filter((input) => !value(values, `${name}.${input.id}`));
      if (!field.isRequired || missing.length === 0) return null;
      if (form.markup === 'legacy') return messages.nameLegacy;
      return messages.nameParts(missing.map((input) => input.label));
    }
    case 'email': {
      const text = value(values, name);
      if (!text) return field.isRequired ? messages.required : null;
      return emailPattern.test(text) ? null : messages.email;
    }
    case 'consent':
      return field.isRequired && value(values, `${name}.1`) !== '1' ? messages.required : null;
    case 'checkbox':
      return field.isRequired && !Object.keys(values).some((key) => key.startsWith(`${name}.`) && value(values, key))
        ? messages.required
        : null;
    case 'address':
      return null;
    case 'captcha':
      return captchaValid() ? null : messages.captcha;
    default:
      return field.isRequired && !value(values, name) ? messages.required : null;
  }
}

function validatePages(form, pageNumbers, values, captchaValid) {
  const pages = pagesOf(form);
  const errors = {};
  let firstPage = 0;
  for (const n of pageNumbers) {
    for (const field of pages[n - 1]) {
      const message = validateField(form, field, values, captchaValid);
      if (message) {
        errors[field.id] = message;
        firstPage ||= n;
      }
    }
  }
  return { errors, firstPage };
}

function pageNumber(raw, fallback, count) {
  const n = Number.parseInt(String(raw ?? ''), 10);
  return Number.isInteger(n) && n >= 0 && n <= count ? n : fallback;
}

/**
 * What a post of `form` leads to. `verifyCaptcha(token)` consumes a reCAPTCHA token (single use).
 * Returns { confirmed: true } or { confirmed: false, page, errors, failed }.
 * `renderOnly`: just render the posted values again (the demo's "reload like AJAX" button).
 */
export function processSubmission(form, values, { verifyCaptcha = () => false, renderOnly = false } = {}) {
  const count = pagesOf(form).length;
  const source = pageNumber(values[`gform_source_page_number_${form.id}`], 1, count) || 1;
  const target = pageNumber(values[`gform_target_page_number_${form.id}`], 0, count);
  if (renderOnly) return { confirmed: false, page: source, errors: {}, failed: false };

  // "Vorige": no validation, show the earlier page.
  if (target > 0 && target < source) return { confirmed: false, page: target, errors: {}, failed: false };

  // "Volgende": validate only the page being left.
  if (target > source) {
    const { errors } = validatePages(form, [source], values, () => true);
    const failed = Object.keys(errors).length > 0;
    return { confirmed: false, page: failed ? source : target, errors, failed };
  }

  // Final submit: every page, and the reCAPTCHA token (consumed once, valid or not).
  let captchaResult;
  const captchaValid = () => (captchaResult ??= verifyCaptcha(value(values, 'g-recaptcha-response')));
  const all = Array.from({ length: count }, (_, i) => i + 1);
  const { errors, firstPage } = validatePages(form, all, values, captchaValid);
  if (Object.keys(errors).length === 0) return { confirmed: true };
  return { confirmed: false, page: firstPage, errors, failed: true };
}
