// The invisible captcha in Chromium, on the demo's contact form (placeholder mode, icons, switches) with
// its fake reCAPTCHA and the plugin's AJAX script: the form submits exactly the same data with
// Vormgever as without it, and after a failed submit the re-rendered form is enhanced again and the
// widget rendered again. (The jsdom version is test/unit/captcha.test.ts.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordConsole, useDemoSite } from './harness.mjs';

const moduleTag = '<script type="module" src="/vormgever.js"></script>';

const site = useDemoSite();

/**
 * Opens `/` with Vormgever, or without it: the same page from the server with only Vormgever's
 * module tag taken out (its stylesheet stays). Records the fields of every AJAX post of the form.
 */
async function open(withVormgever) {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = recordConsole(page);
  if (!withVormgever) {
    await page.route(`${site.base}/`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      assert.ok(html.includes(moduleTag), 'the page loads Vormgever with its module tag');
      await route.fulfill({ response, body: html.replace(moduleTag, '') });
    });
  }
  const posts = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/') posts.push(request);
  });
  await page.goto(`${site.base}/`);
  await page.waitForSelector('#input_1_9 .g-recaptcha-response', { state: 'attached' });
  if (withVormgever) {
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
  } else {
    assert.equal(await page.evaluate(() => 'vormgever' in window), false);
  }
  return { context, page, problems, posts };
}

/** A post's fields as [name, value] pairs, in order (multipart body parsed as the server does). */
async function fieldsOf(request) {
  assert.equal(request.headers()['x-gf-ajax'], '1');
  const body = new Response(request.postDataBuffer(), { headers: { 'content-type': request.headers()['content-type'] } });
  return [...(await body.formData())].map(([name, value]) => [name, String(value)]);
}

/** The fields with the single-use values replaced, after checking that they are there and well-formed. */
function comparable(fields) {
  const tokens = fields.filter(([name]) => name === 'g-recaptcha-response');
  assert.equal(tokens.length, 1, 'one captcha token per post');
  assert.match(tokens[0][1], /^03AF[\w-]{40,}$/, 'the token is there, not empty');
  return fields.map(([name, value]) => {
    if (name === 'g-recaptcha-response') return [name, '<token>'];
    if (name === 'gform_unique_id' && value) {
      assert.match(value, /^[a-f0-9]{13}$/);
      return [name, '<unique id>'];
    }
    return [name, value];
  });
}

/** The same typing and clicking in both runs; the e-mail address decides whether the post fails. */
async function fillIn(page, email) {
  await page.fill('#input_1_1_3', 'Jan');
  await page.fill('#input_1_1_6', 'Jansen');
  await page.fill('#input_1_2', email);
  await page.fill('#input_1_3', '06 12345678');
  await page.selectOption('#input_1_4', 'Vergunningen');
  await page.fill('#input_1_5', 'Mag ik een dakkapel plaatsen?\nHet gaat om Dijkweg 12.');
  await page.fill('#input_1_6_1', 'Dijkweg 12');
  await page.fill('#input_1_6_3', 'Voorbeeld');
  await page.fill('#input_1_6_5', '1234 AB');
  await page.selectOption('#input_1_6_6', 'België');
}

const checked = (page, id) => page.evaluate((inputId) => document.getElementById(inputId).checked, id);

/** One run: a failed submit, then (e-mail fixed) a confirmed one. Returns both posts' fields. */
async function run(withVormgever) {
  const { context, page, problems, posts } = await open(withVormgever);
  try {
    await fillIn(page, 'jan@voorbeeld');
    await page.click('label[for=choice_1_7_1]'); // the newsletter by its label
    await page.click('#input_1_8_1'); // the consent by the box itself (the switch, with Vormgever)
    assert.equal(await checked(page, 'choice_1_7_1'), true);
    assert.equal(await checked(page, 'input_1_8_1'), true);
    const oldForm = await page.evaluateHandle(() => document.getElementById('gform_1'));
    await page.click('#gform_submit_button_1');
    await page.waitForFunction((form) => !form.isConnected, oldForm);
    await page.waitForSelector('#gform_1_validation_container');
    if (withVormgever) await page.evaluate(() => window.vormgever.controller.settled());
    assert.equal(await page.locator('#validation_message_1_2').textContent(), 'Voer een geldig e-mailadres in.');
    assert.equal(await page.locator('#validation_message_1_9').count(), 0, 'the token was accepted');

    // The widget is rendered again into the new markup: one response field, one badge.
    await page.waitForFunction(() => document.querySelectorAll('.g-recaptcha-response').length === 1);
    assert.equal(await page.locator('#input_1_9 .g-recaptcha-response').count(), 1);
    assert.equal(await page.locator('.grecaptcha-badge').count(), 1);
    const after = await page.evaluate(() => ({
      icons: [...document.querySelectorAll('#gform_1 i.vg-icon')].map((icon) => `${icon.closest('.gfield').id} ${icon.className}`),
      placeholders: [...document.querySelectorAll('#gform_1 :is(input[type=text], input[type=email], input[type=tel], textarea):not(.g-recaptcha-response)')].map((input) => input.placeholder),
      switches: [...document.querySelectorAll('#gform_1 input[type=checkbox]')].map((input) => ({
        id: input.id,
        role: input.getAttribute('role'),
        checked: input.checked,
        drawn: Boolean(input.nextElementSibling?.querySelector('.vg-switch__track')),
      })),
    }));
    if (withVormgever) {
      assert.deepEqual(after, {
        icons: ['field_1_1 fa-solid fa-user vg-icon', 'field_1_2 fa-solid fa-envelope vg-icon', 'field_1_3 fa-solid fa-phone vg-icon'],
        placeholders: [
          'Naam: Voornaam *', 'Naam: Achternaam *', 'E-mailadres *', 'Telefoonnummer', 'Bericht *',
          'Adres: Straat en huisnummer', 'Adres: Adresregel 2', 'Adres: Plaats', 'Adres: Provincie', 'Adres: Postcode',
        ],
        switches: [
          { id: 'choice_1_7_1', role: 'switch', checked: true, drawn: true },
          { id: 'input_1_8_1', role: 'switch', checked: true, drawn: true },
        ],
      });
    } else {
      assert.deepEqual(after.icons, []);
      assert.ok(after.placeholders.every((text) => text === ''));
      assert.ok(after.switches.every((item) => item.role === null && item.checked && !item.drawn));
    }

    await page.fill('#input_1_2', 'jan@voorbeeld.nl');
    await page.click('#gform_submit_button_1');
    await page.waitForSelector('#gform_confirmation_message_1');
    assert.equal(await page.locator('#gform_confirmation_message_1').textContent(), 'Bedankt! We nemen zo snel mogelijk contact met je op.');

    assert.equal(posts.length, 2);
    const fields = await Promise.all(posts.map(fieldsOf));
    const tokens = fields.map((list) => list.find(([name]) => name === 'g-recaptcha-response')[1]);
    assert.notEqual(tokens[0], tokens[1], 'a fresh token for every submit');
    assert.deepEqual(problems, []);
    return fields.map(comparable);
  } finally {
    await context.close();
  }
}

test('the contact form submits exactly the same data with Vormgever as without it, captcha token included', async () => {
  const without = await run(false);
  const withIt = await run(true);
  // What was typed, chosen and ticked is really in the posts (so equal is not equally empty).
  const first = Object.fromEntries(without[0]);
  assert.deepEqual(
    [first['input_1.3'], first.input_2, first.input_4, first['input_6.6'], first['input_7.1'], first['input_8.1'], first.gform_submit],
    ['Jan', 'jan@voorbeeld', 'Vergunningen', 'België', 'Ik wil de nieuwsbrief ontvangen', '1', '1'],
  );
  assert.equal(first.input_5, 'Mag ik een dakkapel plaatsen?\r\nHet gaat om Dijkweg 12.');
  assert.deepEqual(withIt[0], without[0], 'the failed submit');
  assert.deepEqual(withIt[1], without[1], 'the confirmed submit');
});
