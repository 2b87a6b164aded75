// The contact form as Contact Form 7 prints it (6.1.6; its source and renders in
// fixtures/form-builders/cf7-6.1.6-*.html): the form is a template its owner writes; this one is in the
// plugin's default style, each field in `<label> Text<br> [tag] </label>` (autop's <p> and <br>), with
// the markers as class options (`class:add class:vg-icon-user class:end` lands on the control; a checkbox
// group's on its inner span; an acceptance's on its input), the shortcode's html_class="placeholder" on
// the <form>, and a quiz (its spam protection: never touched). Printed as its PHP prints it, before its
// script runs (`no-js`, `init`, no spinner, the submit not yet disabled). Its server side: the REST API
// (contact-form-7/v1/contact-forms/<id>/feedback and /refill), answered as the plugin answers.
import { contactFields, messages, plainFields, plainTitle, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

// Each form's form-tag names by the contact form's keys.
const contactNames = { name: 'your-name', email: 'your-email', subject: 'your-subject', kind: 'your-kind', message: 'your-message', interests: 'interests', consent: 'consent' };
export const cf7Form = { id: 564, post: 569, path: '/contact-form-7', title: 'Contactformulier', unitTag: 'wpcf7-f564-p569-o1', names: contactNames };
export const unitTag = cf7Form.unitTag;
/** The short form below it (no html_class: its labels in sight; no quiz), the page's second form (o2). */
export const cf7PlainForm = {
  id: 565, post: 569, path: '/contact-form-7', title: plainTitle, unitTag: 'wpcf7-f565-p569-o2',
  names: { name: 'snel-naam', email: 'snel-email', kind: 'snel-soort', message: 'snel-bericht', interests: 'snel-interesses', consent: 'snel-akkoord' },
};

const byKey = Object.fromEntries(contactFields.map((field) => [field.key, field]));
const marker = (key) => ` add vg-icon-${byKey[key].icon} end`;

// The quiz's questions (its form-tag: [quiz quiz-1 "question|answer" ...]); the answer is sent as its hash.
const quiz = [
  ['Hoeveel is 3 + 4?', '7'],
  ['Wat is de hoofdstad van Nederland?', 'amsterdam'],
  ['Hoeveel dagen heeft een week?', '7'],
];
const answerHash = (answer) => md5(`wpcf7_quiz:${answer.trim().toLowerCase()}`);

/**
 * What 6.1.6's modules print for each form-tag of the template (text.php, select.php, textarea.php,
 * checkbox.php, acceptance.php, quiz.php), its name from `n` (the form's names).
 */
const tags = {
  name: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.name}"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required${marker('name')}" autocomplete="name" aria-required="true" aria-invalid="false" value="" type="text" name="${n.name}"></span>`,
  email: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.email}"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email${marker('email')}" autocomplete="email" aria-required="true" aria-invalid="false" value="" type="email" name="${n.email}"></span>`,
  subject: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.subject}"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text${marker('subject')}" aria-invalid="false" placeholder="${esc(byKey.subject.placeholder)}" value="" type="text" name="${n.subject}"></span>`,
  kind: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.kind}"><select class="wpcf7-form-control wpcf7-select${marker('kind')}" aria-invalid="false" name="${n.kind}">${byKey.kind.choices.map((choice) => `<option value="${esc(choice)}">${esc(choice)}</option>`).join('')}</select></span>`,
  message: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.message}"><textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required${marker('message')}" aria-required="true" aria-invalid="false" name="${n.message}"></textarea></span>`,
  interests: (n) => {
    const items = byKey.interests.choices.map((choice, i, all) => `<span class="wpcf7-list-item${i === 0 ? ' first' : ''}${i === all.length - 1 ? ' last' : ''}"><label><input type="checkbox" name="${n.interests}[]" value="${esc(choice)}"><span class="wpcf7-list-item-label">${esc(choice)}</span></label></span>`);
    return `<span class="wpcf7-form-control-wrap" data-name="${n.interests}"><span class="wpcf7-form-control wpcf7-checkbox slide-check">${items.join('')}</span></span>`;
  },
  quiz: (n, q = 0) => `<span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">${esc(quiz[q][0])}</span> <input size="40" class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="quiz-1"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="${answerHash(quiz[q][1])}"></span>`,
  consent: (n) => `<span class="wpcf7-form-control-wrap" data-name="${n.consent}"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="${n.consent}" value="1" class="slide-check" aria-invalid="false"><span class="wpcf7-list-item-label">${esc(byKey.consent.text)}</span></label></span></span></span>`,
};

/**
 * The form's template, in the plugin's default style:
 *   <label> Naam<br> [text* your-name autocomplete:name class:add class:vg-icon-user class:end] </label>
 *   <label> E-mail<br> [email* your-email autocomplete:email class:add class:vg-icon-mail class:end] </label>
 *   <label> Onderwerp<br> [text your-subject placeholder "Waar gaat je bericht over?" class:add class:vg-icon-tag class:end] </label>
 *   <label> Soort<br> [select your-kind class:add class:vg-icon-list class:end "Vraag" "Klacht" "Terugbelverzoek"] </label>
 *   <label> Bericht<br> [textarea* your-message class:add class:vg-icon-message-square class:end] </label>
 *   Interesses<br> [checkbox interests use_label_element class:slide-check "Nieuwsbrief" "Evenementen" "Vacatures"]
 *   Controlevraag<br> [quiz quiz-1 "Hoeveel is 3 + 4?|7" ...]
 *   [acceptance consent class:slide-check] Ik ga akkoord met de privacyverklaring [/acceptance]
 *   [submit "Verzenden"]
 */
export function renderCf7Form(form = cf7Form) {
  const f = form.id;
  const n = form.names;
  const tag = form.unitTag;
  const labelled = (text, control) => `<p><label> ${esc(text)}<br>\n${control} </label>\n</p>\n`;
  // The short form: its own template, the same fields but the subject, no quiz, no html_class.
  const contact = form === cf7Form;
  const fields = contact
    ? `${labelled(byKey.name.label, tags.name(n))}${labelled(byKey.email.label, tags.email(n))}${labelled(byKey.subject.label, tags.subject(n))}${labelled(byKey.kind.label, tags.kind(n))}${labelled(byKey.message.label, tags.message(n))}`
    : `${labelled(byKey.name.label, tags.name(n))}${labelled(byKey.email.label, tags.email(n))}${labelled(byKey.kind.label, tags.kind(n))}${labelled(byKey.message.label, tags.message(n))}`;
  const spam = contact ? `<p>Controlevraag<br>
${tags.quiz(n)}
</p>
` : '';
  return `<div class="wpcf7 no-js" id="${tag}" lang="nl-NL" dir="ltr" data-wpcf7-id="${f}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="${form.path}/#${tag}" method="post" class="wpcf7-form init${contact ? ' placeholder' : ''}" aria-label="${esc(form.title)}" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${f}"><input type="hidden" name="_wpcf7_version" value="6.1.6"><input type="hidden" name="_wpcf7_locale" value="nl_NL"><input type="hidden" name="_wpcf7_unit_tag" value="${tag}"><input type="hidden" name="_wpcf7_container_post" value="${form.post}"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
</fieldset>
${fields}<p>${esc(byKey.interests.label)}<br>
${tags.interests(n)}
</p>
${spam}<p>${tags.consent(n)}
</p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Verzenden">
</p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
}

const cf7Messages = {
  invalid: 'Een of meer velden bevatten een fout. Controleer ze en probeer het opnieuw.',
  quiz: 'Het antwoord op de controlevraag is niet juist.',
  accept: 'Je moet de voorwaarden accepteren voordat je het bericht verzendt.',
};

/**
 * contact-forms/<id>/feedback, as the plugin answers: status validation_failed with each invalid
 * field (its name, message and the id of its line in the screen-reader list), acceptance_missing, or
 * mail_sent.
 */
export function submitCf7(id, posted) {
  const form = [cf7Form, cf7PlainForm].find((candidate) => candidate.id === Number(id));
  if (!form) return { status: 404, body: { code: 'wpcf7_not_found', message: 'Het gevraagde contactformulier is niet gevonden.' } };
  const n = form.names;
  const text = (name) => String(posted.get(name) ?? '');
  const values = {
    first: text(n.name), last: text(n.name), email: text(n.email), subject: text(n.subject),
    kind: text(n.kind), message: text(n.message), interests: posted.getAll(`${n.interests}[]`).map(String), consent: text(n.consent) === '1',
  };
  const checked = (form === cf7Form ? contactFields : plainFields).filter((field) => !field.showIf && field.type !== 'consent');
  const errors = validate(values, [1, 2], checked);
  const invalid = Object.entries(errors).map(([key, message]) => ({ field: n[key], message, idref: null, error_id: `${form.unitTag}-ve-${n[key]}` }));
  if (form === cf7Form && answerHash(text('quiz-1')) !== text('_wpcf7_quiz_answer_quiz-1')) invalid.push({ field: 'quiz-1', message: cf7Messages.quiz, idref: null, error_id: `${form.unitTag}-ve-quiz-1` });
  const base = { contact_form_id: form.id, into: `#${form.unitTag}`, posted_data_hash: '' };
  if (invalid.length) return { status: 200, body: { ...base, status: 'validation_failed', message: cf7Messages.invalid, invalid_fields: invalid } };
  if (!values.consent) return { status: 200, body: { ...base, status: 'acceptance_missing', message: cf7Messages.accept } };
  return { status: 200, body: { ...base, status: 'mail_sent', message: messages.confirmation, posted_data_hash: md5(JSON.stringify(values)) } };
}

let refills = 0;

/** contact-forms/<id>/refill: after a reset, a new quiz question (and its answer's hash). */
export function refillCf7(id) {
  if (Number(id) === cf7PlainForm.id) return { status: 200, body: {} };
  if (Number(id) !== cf7Form.id) return { status: 404, body: { code: 'wpcf7_not_found', message: 'Het gevraagde contactformulier is niet gevonden.' } };
  refills = (refills + 1) % quiz.length;
  const [question, answer] = quiz[refills];
  return { status: 200, body: { quiz: { 'quiz-1': [question, answerHash(answer)] } } };
}

/** The quiz's answer to its question (for the demo's tests). */
export const quizAnswers = Object.fromEntries(quiz.map(([question, answer]) => [question, answer]));
