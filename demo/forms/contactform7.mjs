// The contact form as Contact Form 7 prints it (6.1.6; its source and renders in
// fixtures/form-builders/cf7-6.1.6-*.html): the form is a template its owner writes; this one is in the
// plugin's default style, each field in `<label> Text<br> [tag] </label>` (autop's <p> and <br>), with
// the markers as class options (`class:add class:vg-icon-user class:end` lands on the control; a checkbox
// group's on its inner span; an acceptance's on its input), the shortcode's html_class="placeholder" on
// the <form>, and a quiz (its spam protection: never touched). Printed as its PHP prints it, before its
// script runs (`no-js`, `init`, no spinner, the submit not yet disabled). Its server side: the REST API
// (contact-form-7/v1/contact-forms/<id>/feedback and /refill), answered as the plugin answers.
import { contactFields, messages, validate } from './builder-contact.mjs';
import { esc, md5 } from './html.mjs';

export const cf7Form = { id: 564, post: 569, path: '/contact-form-7', title: 'Contactformulier' };
export const unitTag = `wpcf7-f${cf7Form.id}-p${cf7Form.post}-o1`;

const byKey = Object.fromEntries(contactFields.map((field) => [field.key, field]));
const marker = (key) => ` add vg-icon-${byKey[key].icon} end`;

// The quiz's questions (its form-tag: [quiz quiz-1 "question|answer" ...]); the answer is sent as its hash.
const quiz = [
  ['Hoeveel is 3 + 4?', '7'],
  ['Wat is de hoofdstad van Nederland?', 'amsterdam'],
  ['Hoeveel dagen heeft een week?', '7'],
];
const answerHash = (answer) => md5(`wpcf7_quiz:${answer.trim().toLowerCase()}`);

/** What 6.1.6's modules print for each form-tag of the template (text.php, select.php, textarea.php, checkbox.php, acceptance.php, quiz.php). */
const tags = {
  name: () => `<span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required${marker('name')}" autocomplete="name" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span>`,
  email: () => `<span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email${marker('email')}" autocomplete="email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email"></span>`,
  subject: () => `<span class="wpcf7-form-control-wrap" data-name="your-subject"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text${marker('subject')}" aria-invalid="false" placeholder="${esc(byKey.subject.placeholder)}" value="" type="text" name="your-subject"></span>`,
  kind: () => `<span class="wpcf7-form-control-wrap" data-name="your-kind"><select class="wpcf7-form-control wpcf7-select${marker('kind')}" aria-invalid="false" name="your-kind">${byKey.kind.choices.map((choice) => `<option value="${esc(choice)}">${esc(choice)}</option>`).join('')}</select></span>`,
  message: () => `<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required${marker('message')}" aria-required="true" aria-invalid="false" name="your-message"></textarea></span>`,
  interests: () => {
    const items = byKey.interests.choices.map((choice, i, all) => `<span class="wpcf7-list-item${i === 0 ? ' first' : ''}${i === all.length - 1 ? ' last' : ''}"><label><input type="checkbox" name="interests[]" value="${esc(choice)}"><span class="wpcf7-list-item-label">${esc(choice)}</span></label></span>`);
    return `<span class="wpcf7-form-control-wrap" data-name="interests"><span class="wpcf7-form-control wpcf7-checkbox slide-check">${items.join('')}</span></span>`;
  },
  quiz: (n = 0) => `<span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">${esc(quiz[n][0])}</span> <input size="40" class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="quiz-1"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="${answerHash(quiz[n][1])}"></span>`,
  consent: () => `<span class="wpcf7-form-control-wrap" data-name="consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="consent" value="1" class="slide-check" aria-invalid="false"><span class="wpcf7-list-item-label">${esc(byKey.consent.text)}</span></label></span></span></span>`,
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
export function renderCf7Form() {
  const f = cf7Form.id;
  const labelled = (text, tag) => `<p><label> ${esc(text)}<br>\n${tag} </label>\n</p>\n`;
  return `<div class="wpcf7 no-js" id="${unitTag}" lang="nl-NL" dir="ltr" data-wpcf7-id="${f}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="${cf7Form.path}/#${unitTag}" method="post" class="wpcf7-form init placeholder" aria-label="${esc(cf7Form.title)}" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${f}"><input type="hidden" name="_wpcf7_version" value="6.1.6"><input type="hidden" name="_wpcf7_locale" value="nl_NL"><input type="hidden" name="_wpcf7_unit_tag" value="${unitTag}"><input type="hidden" name="_wpcf7_container_post" value="${cf7Form.post}"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
</fieldset>
${labelled(byKey.name.label, tags.name())}${labelled(byKey.email.label, tags.email())}${labelled(byKey.subject.label, tags.subject())}${labelled(byKey.kind.label, tags.kind())}${labelled(byKey.message.label, tags.message())}<p>${esc(byKey.interests.label)}<br>
${tags.interests()}
</p>
<p>Controlevraag<br>
${tags.quiz()}
</p>
<p>${tags.consent()}
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
  if (Number(id) !== cf7Form.id) return { status: 404, body: { code: 'wpcf7_not_found', message: 'Het gevraagde contactformulier is niet gevonden.' } };
  const text = (name) => String(posted.get(name) ?? '');
  const values = {
    first: text('your-name'), last: text('your-name'), email: text('your-email'), subject: text('your-subject'),
    kind: text('your-kind'), message: text('your-message'), interests: posted.getAll('interests[]').map(String), consent: text('consent') === '1',
  };
  const checked = contactFields.filter((field) => !field.showIf && field.type !== 'consent');
  const errors = validate(values, [1, 2], checked);
  const names = { name: 'your-name', email: 'your-email', message: 'your-message' };
  const invalid = Object.entries(errors).map(([key, message]) => ({ field: names[key], message, idref: null, error_id: `${unitTag}-ve-${names[key]}` }));
  if (answerHash(text('quiz-1')) !== text('_wpcf7_quiz_answer_quiz-1')) invalid.push({ field: 'quiz-1', message: cf7Messages.quiz, idref: null, error_id: `${unitTag}-ve-quiz-1` });
  const base = { contact_form_id: cf7Form.id, into: `#${unitTag}`, posted_data_hash: '' };
  if (invalid.length) return { status: 200, body: { ...base, status: 'validation_failed', message: cf7Messages.invalid, invalid_fields: invalid } };
  if (!values.consent) return { status: 200, body: { ...base, status: 'acceptance_missing', message: cf7Messages.accept } };
  return { status: 200, body: { ...base, status: 'mail_sent', message: messages.confirmation, posted_data_hash: md5(JSON.stringify(values)) } };
}

let refills = 0;

/** contact-forms/<id>/refill: after a reset, a new quiz question (and its answer's hash). */
export function refillCf7(id) {
  if (Number(id) !== cf7Form.id) return { status: 404, body: { code: 'wpcf7_not_found', message: 'Het gevraagde contactformulier is niet gevonden.' } };
  refills = (refills + 1) % quiz.length;
  const [question, answer] = quiz[refills];
  return { status: 200, body: { quiz: { 'quiz-1': [question, answerHash(answer)] } } };
}

/** The quiz's answer to its question (for the demo's tests). */
export const quizAnswers = Object.fromEntries(quiz.map(([question, answer]) => [question, answer]));
