// The demo site's two forms, described the way the form plugin stores them: a list of fields, page
// breaks included, each with the settings an editor sets (label, CSS class, required, choices).
// Everything a visitor reads is Dutch.

export const recaptchaSiteKey = '6LcDemoGemeenteVoorbeeldInvisible00000000';

const countries = [
  'Nederland', 'België', 'Duitsland', 'Frankrijk', 'Luxemburg', 'Verenigd Koninkrijk', 'Denemarken',
  'Spanje', 'Italië', 'Oostenrijk', 'Zwitserland',
];

/** Contact form (id 1): Orbital markup (2.7+), placeholder mode, AJAX, invisible reCAPTCHA. */
export const contactForm = {
  id: 1,
  markup: 'orbital',
  title: 'Contact',
  description: 'Heb je een vraag of opmerking? Vul het formulier in en we nemen contact met je op.',
  cssClass: 'placeholder',
  action: '/',
  ajax: true,
  button: 'Versturen',
  confirmation: 'Bedankt! We nemen zo snel mogelijk contact met je op.',
  fields: [
    {
      id: 1, type: 'name', label: 'Naam', isRequired: true, cssClass: 'add fa-solid fa-user end',
      inputs: [{ id: 3, key: 'name_first', label: 'Voornaam' }, { id: 6, key: 'name_last', label: 'Achternaam' }],
    },
    { id: 2, type: 'email', label: 'E-mailadres', isRequired: true, cssClass: 'add fa-solid fa-envelope end', width: 'half' },
    { id: 3, type: 'phone', label: 'Telefoonnummer', cssClass: 'add fa-solid fa-phone end', width: 'half' },
    {
      id: 4, type: 'select', label: 'Onderwerp', placeholder: 'Kies een onderwerp',
      choices: ['Afval en recycling', 'Paspoort en ID-kaart', 'Parkeren', 'Vergunningen', 'Iets anders'],
    },
    { id: 5, type: 'textarea', label: 'Bericht', isRequired: true },
    {
      id: 6, type: 'address', label: 'Adres', countries,
      inputs: [
        { id: 1, key: 'address_line_1', side: 'full', label: 'Straat en huisnummer' },
        { id: 2, key: 'address_line_2', side: 'full', label: 'Adresregel 2' },
        { id: 3, key: 'address_city', side: 'left', label: 'Plaats' },
        { id: 4, key: 'address_state', side: 'right', label: 'Provincie' },
        { id: 5, key: 'address_zip', side: 'left', label: 'Postcode' },
        { id: 6, key: 'address_country', side: 'right', label: 'Land' },
      ],
    },
    { id: 7, type: 'checkbox', label: 'Nieuwsbrief', cssClass: 'slide-check', choices: ['Ik wil de nieuwsbrief ontvangen'] },
    {
      id: 8, type: 'consent', label: 'Privacy', isRequired: true, cssClass: 'slide-check',
      checkboxLabel: 'Ik ga akkoord met de privacyverklaring',
      description: 'We gebruiken je gegevens alleen om je vraag te beantwoorden.',
    },
    { id: 9, type: 'captcha', label: 'CAPTCHA', sitekey: recaptchaSiteKey },
  ],
};

/** Enquiry form (id 2): legacy markup (ul/li, as printed up to 2.4), two pages, AJAX. */
export const enquiryForm = {
  id: 2,
  markup: 'legacy',
  title: 'Offerte aanvragen',
  description: 'Vraag vrijblijvend een offerte aan voor de verhuur van een zaal of materiaal.',
  cssClass: '',
  action: '/offerte-aanvragen/',
  ajax: true,
  button: 'Aanvraag versturen',
  confirmation: 'Bedankt voor je aanvraag! Je ontvangt binnen twee werkdagen een offerte.',
  fields: [
    {
      id: 1, type: 'name', label: 'Naam', isRequired: true, cssClass: 'add fa-solid fa-user end',
      inputs: [{ id: 3, key: 'name_first', label: 'Voornaam' }, { id: 6, key: 'name_last', label: 'Achternaam' }],
    },
    { id: 2, type: 'text', label: 'Organisatie', cssClass: 'add vg-icon-building end' },
    { id: 3, type: 'email', label: 'E-mailadres', isRequired: true, cssClass: 'add fa-solid fa-envelope end' },
    { id: 4, type: 'phone', label: 'Telefoonnummer', cssClass: 'add fa-solid fa-phone end' },
    { id: 5, type: 'page', label: 'Je aanvraag' },
    {
      id: 6, type: 'select', label: 'Wat wil je huren?', isRequired: true, placeholder: 'Maak een keuze',
      choices: ['Vergaderzaal', 'Raadzaal', 'Geluidsinstallatie', 'Partytent'],
    },
    { id: 7, type: 'text', label: 'Gewenste datum', cssClass: 'add vg-icon-calendar end' },
    { id: 8, type: 'textarea', label: 'Omschrijving', isRequired: true },
    { id: 9, type: 'checkbox', label: 'Extra wensen', choices: ['Koffie en thee', 'Lunch', 'Beamer'] },
    {
      id: 10, type: 'consent', label: 'Privacy', isRequired: true, cssClass: 'slide-check',
      checkboxLabel: 'Ik ga akkoord met de privacyverklaring',
      description: 'We bewaren je aanvraag maximaal een jaar.',
    },
  ],
  pageLabels: ['Je gegevens', 'Je aanvraag'],
};

/**
 * Callback request form (id 3): Orbital markup, placeholder mode with floating labels (`float-labels`):
 * the label of a field comes into sight at its top edge as soon as the visitor types. AJAX.
 */
export const callbackForm = {
  id: 3,
  markup: 'orbital',
  title: 'Terugbelverzoek',
  description: 'Laat je nummer achter, dan bellen we je op een werkdag terug.',
  cssClass: 'placeholder float-labels',
  action: '/terugbellen/',
  ajax: true,
  button: 'Bel me terug',
  confirmation: 'Bedankt! We bellen je binnen twee werkdagen terug.',
  fields: [
    {
      id: 1, type: 'name', label: 'Naam', isRequired: true, cssClass: 'add fa-solid fa-user end',
      inputs: [{ id: 3, key: 'name_first', label: 'Voornaam' }, { id: 6, key: 'name_last', label: 'Achternaam' }],
    },
    { id: 2, type: 'phone', label: 'Telefoonnummer', isRequired: true, cssClass: 'add fa-solid fa-phone end', width: 'half' },
    { id: 3, type: 'email', label: 'E-mailadres', width: 'half' },
    {
      id: 4, type: 'select', label: 'Onderwerp', isRequired: true, placeholder: 'Kies een onderwerp',
      choices: ['Afval en recycling', 'Paspoort en ID-kaart', 'Parkeren', 'Vergunningen', 'Iets anders'],
    },
    { id: 5, type: 'select', label: 'Beste moment', choices: ['Ochtend (9-12 uur)', 'Middag (12-17 uur)'], placeholder: 'Maakt niet uit' },
    { id: 6, type: 'textarea', label: 'Toelichting' },
    {
      id: 7, type: 'consent', label: 'Privacy', isRequired: true, cssClass: 'slide-check',
      checkboxLabel: 'Ik ga akkoord met de privacyverklaring',
      description: 'We gebruiken je nummer alleen om je terug te bellen.',
    },
  ],
};

export const forms = [contactForm, enquiryForm, callbackForm];

export function formById(id) {
  return forms.find((form) => String(form.id) === String(id)) ?? null;
}

/** The form's fields split into pages at its page breaks: [[field, …], …] (one page without breaks). */
export function pagesOf(form) {
  const pages = [[]];
  for (const field of form.fields) {
    if (field.type === 'page') pages.push([]);
    else pages[pages.length - 1].push(field);
  }
  return pages;
}

/** The page break that starts page `n` (2-based), whose id names the "Volgende" button. */
export function pageBreak(form, n) {
  return form.fields.filter((field) => field.type === 'page')[n - 2] ?? null;
}

/** Choice numbers as the plugin counts them: 1, 2, …, 9, 11, … (multiples of 10 are skipped). */
export function choiceNumbers(count) {
  const numbers = [];
  for (let n = 1; numbers.length < count; n++) if (n % 10 !== 0) numbers.push(n);
  return numbers;
}
