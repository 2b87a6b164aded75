// The Dutch contact form of the demo's pages for other form builders (/wpforms, /fluent-forms,
// /formidable): one description of the fields, their markers and the server's validation; each builder's
// module (wpforms.mjs, fluentform.mjs, formidable.mjs) prints it as that builder does and maps the
// builder's field names to the keys here.

/** The fields, in order, each with its page (two pages or steps) and the markers a site owner gives it. */
export const contactFields = [
  { key: 'name', type: 'name', label: 'Naam', parts: { first: 'Voornaam', last: 'Achternaam' }, required: true, icon: 'user', page: 1 },
  { key: 'email', type: 'email', label: 'E-mail', required: true, icon: 'mail', page: 1 },
  // The builder's own placeholder (set in its form editor): Vormgever leaves it.
  { key: 'subject', type: 'text', label: 'Onderwerp', placeholder: 'Waar gaat je bericht over?', icon: 'tag', page: 1 },
  { key: 'kind', type: 'select', label: 'Soort', choices: ['Vraag', 'Klacht', 'Terugbelverzoek'], icon: 'list', page: 1 },
  // Shown by the builder's conditional logic when Soort is Terugbelverzoek (where the builder has it).
  { key: 'phone', type: 'tel', label: 'Telefoonnummer', icon: 'phone', page: 1, showIf: { kind: 'Terugbelverzoek' } },
  { key: 'message', type: 'textarea', label: 'Bericht', required: true, icon: 'message-square', page: 2 },
  { key: 'interests', type: 'checkbox', label: 'Interesses', choices: ['Nieuwsbrief', 'Evenementen', 'Vacatures'], switch: true, page: 2 },
  { key: 'consent', type: 'consent', label: 'Toestemming', text: 'Ik ga akkoord met de privacyverklaring', required: true, switch: true, page: 2 },
];

export const pageTitles = ['Je gegevens', 'Je bericht'];

/**
 * The short form each builder's page shows below the contact form: the same fields but the ones the
 * page's own conditions and placeholders are about, on one page, its labels in sight (no placeholder
 * mode): icons beside labels that show, switches, and a failed submit.
 */
export const plainFields = contactFields.filter((field) => ['name', 'email', 'kind', 'message', 'interests', 'consent'].includes(field.key)).map((field) => ({ ...field, page: 1 }));
export const plainTitle = 'Snel contact';

export const messages = {
  required: 'Dit veld is verplicht.',
  email: 'Voer een geldig e-mailadres in.',
  summary: 'Het formulier is niet verzonden. Controleer de velden hieronder.',
  confirmation: 'Bedankt voor je bericht! We reageren binnen twee werkdagen.',
};

/** The server's e-mail check: stricter than the browser's (a domain without a dot fails here only). */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** Whether `field` is in play for `values` (its condition holds, or it has none). */
export function shown(field, values) {
  return !field.showIf || Object.entries(field.showIf).every(([key, value]) => values[key] === value);
}

/** The field's icon marker (the classes a site owner types: `add vg-icon-<name> end`). */
export const iconMarker = (field) => (field.icon ? `add vg-icon-${field.icon} end` : '');

/**
 * The errors of `values` ({ first, last, email, subject, kind, phone, message, interests: [], consent:
 * boolean }) on `pages` (the page numbers checked), as { key: message }.
 */
export function validate(values, pages = [1, 2], fields = contactFields) {
  const errors = {};
  for (const field of fields) {
    if (!pages.includes(field.page) || !shown(field, values)) continue;
    const text = (key) => String(values[key] ?? '').trim();
    if (field.type === 'name') {
      if (field.required && (!text('first') || !text('last'))) errors.name = messages.required;
    } else if (field.type === 'consent') {
      if (field.required && !values.consent) errors.consent = messages.required;
    } else if (field.type === 'checkbox') {
      if (field.required && !values[field.key]?.length) errors[field.key] = messages.required;
    } else if (field.type === 'email' && text('email')) {
      if (!emailPattern.test(text('email'))) errors.email = messages.email;
    } else if (field.required && !text(field.key)) errors[field.key] = messages.required;
  }
  return errors;
}

/** The first page (1-based) with an error, or 0. */
export function firstPageWithError(errors, fields = contactFields) {
  return fields.find((field) => errors[field.key])?.page ?? 0;
}
