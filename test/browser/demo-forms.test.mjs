// The demo site's forms in a real browser: AJAX submits with Dutch validation errors in place, the
// confirmation, the fake invisible reCAPTCHA, the "reload like AJAX" button, the multi-page form,
// and posting without JavaScript. (Vormgever's own behaviour is tested elsewhere.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordConsole, useDemoSite } from './harness.mjs';

const site = useDemoSite();

async function open(path, options = {}) {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = recordConsole(page);
  await page.goto(site.base + path);
  return { context, page, problems };
}

// Ticks a checkbox the way a click does (click, input and change events), whatever skin is drawn over it.
const tick = (page, id) => page.evaluate((inputId) => document.getElementById(inputId).click(), id);
const checked = (page, id) => page.evaluate((inputId) => document.getElementById(inputId).checked, id);
const text = (page, selector) => page.locator(selector).textContent();
const mark = (page, selector, name) => page.evaluate(([s, n]) => { document.querySelector(s)[n] = true; }, [selector, name]);
const marked = (page, selector, name) => page.evaluate(([s, n]) => document.querySelector(s)?.[n] === true, [selector, name]);

/** The reCAPTCHA token of each POST to `path`, read from the multipart body. */
function recordTokens(page, path) {
  const tokens = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
    const match = /name="g-recaptcha-response"\r\n\r\n([^\r]*)/.exec(request.postData() ?? '');
    tokens.push(match ? match[1] : null);
  });
  return tokens;
}

test('contact form: an invalid submit shows Dutch errors in place with the values kept; a valid one the confirmation', async () => {
  const { context, page, problems } = await open('/');
  try {
    const tokens = recordTokens(page, '/');
    await page.waitForFunction(() => document.querySelectorAll('#input_1_9 .g-recaptcha-response').length === 1);
    await mark(page, '#gform_wrapper_1', 'demoSameWrapper');
    await page.fill('#input_1_1_6', 'Jansen');
    await page.fill('#input_1_2', 'niet-geldig');
    await page.fill('#input_1_3', '06 12345678');
    await page.selectOption('#input_1_4', 'Parkeren');
    await tick(page, 'choice_1_7_1');
    await page.click('#gform_submit_button_1');

    await page.waitForSelector('#gform_1_validation_container');
    assert.match(await text(page, '#gform_1_validation_container'), /Er was een probleem met je inzending\. Controleer de onderstaande velden\./);
    assert.ok(await marked(page, '#gform_wrapper_1', 'demoSameWrapper'), 'the wrapper element stays');
    assert.ok(await page.locator('#gform_wrapper_1').evaluate((wrapper) => wrapper.classList.contains('gform_validation_error')));
    assert.ok(await page.locator('#field_1_2').evaluate((field) => field.classList.contains('gfield_error')));
    assert.equal(await page.getAttribute('#input_1_2', 'aria-invalid'), 'true');
    assert.equal(await text(page, '#validation_message_1_2'), 'Voer een geldig e-mailadres in.');
    assert.equal(await text(page, '#validation_message_1_5'), 'Dit veld is verplicht.');
    assert.equal(await text(page, '#validation_message_1_8'), 'Dit veld is verplicht.');
    assert.match(await text(page, '#validation_message_1_1'), /^Dit veld is verplicht\. Vul de volgende velden in: Voornaam\.$/);
    assert.equal(await page.locator('#validation_message_1_9').count(), 0, 'the token was accepted');
    assert.equal(await page.inputValue('#input_1_1_6'), 'Jansen');
    assert.equal(await page.inputValue('#input_1_2'), 'niet-geldig');
    assert.equal(await page.inputValue('#input_1_3'), '06 12345678');
    assert.equal(await page.inputValue('#input_1_4'), 'Parkeren');
    assert.equal(await checked(page, 'choice_1_7_1'), true);
    // The widget is rendered again into the new markup; the badge stays single.
    await page.waitForFunction(() => document.querySelectorAll('#input_1_9 .g-recaptcha-response').length === 1);
    assert.equal(await page.locator('.grecaptcha-badge').count(), 1);

    await page.fill('#input_1_1_3', 'Jan');
    await page.fill('#input_1_2', 'jan.jansen@example.nl');
    await page.fill('#input_1_5', 'Mijn container is niet geleegd.');
    await tick(page, 'input_1_8_1');
    await page.click('#gform_submit_button_1');
    await page.waitForSelector('#gform_confirmation_message_1');
    assert.equal(await text(page, '#gform_confirmation_message_1'), 'Bedankt! We nemen zo snel mogelijk contact met je op.');
    assert.equal(await page.locator('#gform_wrapper_1').count(), 0, 'the confirmation replaces the wrapper');

    assert.equal(tokens.length, 2);
    for (const token of tokens) assert.match(token, /^03AF[\w-]{40,}$/);
    assert.notEqual(tokens[0], tokens[1], 'a fresh token for every submit');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the reload button re-renders the form in place with the current values', async () => {
  const { context, page, problems } = await open('/');
  try {
    await page.waitForFunction(() => document.querySelectorAll('.g-recaptcha-response').length === 1);
    await mark(page, '#gform_wrapper_1', 'demoSameWrapper');
    await mark(page, '#gform_1', 'demoOldForm');
    await page.fill('#input_1_3', '010 1234567');
    await page.fill('#input_1_6_3', 'Voorbeeld');
    await tick(page, 'choice_1_7_1');
    await page.click('[data-gf-demo-reload="1"]');
    await page.waitForFunction(() => document.getElementById('gform_1') && !document.getElementById('gform_1').demoOldForm);
    assert.ok(await marked(page, '#gform_wrapper_1', 'demoSameWrapper'));
    assert.equal(await page.inputValue('#input_1_3'), '010 1234567');
    assert.equal(await page.inputValue('#input_1_6_3'), 'Voorbeeld');
    assert.equal(await checked(page, 'choice_1_7_1'), true, 'a ticked switch stays ticked');
    assert.equal(await page.locator('.gfield_error, .gform_validation_errors').count(), 0);
    await page.waitForFunction(() => document.querySelectorAll('#input_1_9 .g-recaptcha-response').length === 1);
    assert.equal(await page.locator('.grecaptcha-badge').count(), 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the multi-page enquiry form validates page 1, goes to page 2 and back, and submits', async () => {
  const { context, page, problems } = await open('/offerte-aanvragen');
  try {
    const visible = (n) => page.locator(`#gform_page_2_${n}`).isVisible();
    assert.equal(await visible(1), true);
    assert.equal(await visible(2), false);
    await page.click('#gform_next_button_2_5');
    await page.waitForSelector('#gform_wrapper_2 .validation_error');
    assert.equal(await text(page, '#validation_message_2_1'), 'Dit veld is verplicht. Vul je voornaam en achternaam in.');
    assert.equal(await text(page, '#validation_message_2_3'), 'Dit veld is verplicht.');
    assert.equal(await visible(2), false);

    await page.fill('#input_2_1_3', 'An');
    await page.fill('#input_2_1_6', 'de Vries');
    await page.fill('#input_2_3', 'an@example.nl');
    await page.click('#gform_next_button_2_5');
    await page.waitForSelector('#gform_page_2_2', { state: 'visible' });
    assert.equal(await visible(1), false);
    assert.equal(await page.locator('#gf_step_2_2.gf_step_active').count(), 1);
    assert.equal(await page.locator('.validation_error').count(), 0);

    await page.click('#gform_previous_button_2');
    await page.waitForSelector('#gform_page_2_1', { state: 'visible' });
    assert.equal(await page.inputValue('#input_2_3'), 'an@example.nl');
    await page.click('#gform_next_button_2_5');
    await page.waitForSelector('#gform_page_2_2', { state: 'visible' });

    await page.selectOption('#input_2_6', 'Raadzaal');
    await page.fill('#input_2_8', 'Een informatieavond voor ongeveer 60 bewoners.');
    await tick(page, 'choice_2_9_1');
    await tick(page, 'input_2_10_1');
    await page.click('#gform_submit_button_2');
    await page.waitForSelector('#gform_confirmation_message_2');
    assert.match(await text(page, '#gform_confirmation_message_2'), /^Bedankt voor je aanvraag!/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('without JavaScript the form posts normally and the server answers the whole page', async () => {
  const { context, page } = await open('/', { javaScriptEnabled: false });
  try {
    // The server's own markup, untouched by any script.
    assert.equal(await page.locator('#gform_wrapper_1.gform-theme--orbital.placeholder_wrapper > form#gform_1.placeholder').count(), 1);
    assert.equal(await page.getAttribute('#field_1_1', 'class').then((c) => c.includes('add fa-solid fa-user end')), true);
    assert.equal(await text(page, '#field_1_2 .gfield_required_text'), '(verplicht)');
    assert.equal(await page.locator('#field_1_7.slide-check input#choice_1_7_1[type=checkbox]').count(), 1);
    assert.equal(await page.locator('.ginput_recaptcha[data-sitekey][data-size=invisible][data-badge=bottomright]').count(), 1);

    await page.fill('#input_1_2', 'zonder-js');
    const [response] = await Promise.all([page.waitForNavigation(), page.click('#gform_submit_button_1')]);
    assert.equal(response.status(), 200);
    assert.equal(await page.title(), 'Contact - Gemeente Voorbeeld');
    assert.equal(await page.inputValue('#input_1_2'), 'zonder-js');
    assert.equal(await text(page, '#validation_message_1_2'), 'Voer een geldig e-mailadres in.');
    // No script, no token: the server refuses the submission.
    assert.match(await text(page, '#validation_message_1_9'), /reCAPTCHA was ongeldig/);
  } finally {
    await context.close();
  }
});
