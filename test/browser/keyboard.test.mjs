// The contact form with the keyboard only (Tab, Shift+Tab, typing, Space, Enter, arrow keys): fill
// every field, operate the switches, submit through the invisible captcha, read the error, fix it,
// submit again. No mouse, no page.fill, no clicks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessibleNode, recordConsole, useDemoSite } from './harness.mjs';

const site = useDemoSite();

// The form's controls in Tab order, from the first name to the submit button.
const formOrder = [
  'input_1_1_3', 'input_1_1_6', 'input_1_2', 'input_1_3', 'input_1_4', 'input_1_5',
  'input_1_6_1', 'input_1_6_2', 'input_1_6_3', 'input_1_6_4', 'input_1_6_5', 'input_1_6_6',
  'choice_1_7_1', 'input_1_8_1', 'gfield_consent_description_1_8', 'gform_submit_button_1',
];

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.localName);

/** Presses `key` and returns the id of what has focus then. */
async function press(page, key) {
  await page.keyboard.press(key);
  return focused(page);
}

/** Tabs until `id` has focus (at most `limit` presses); returns the ids passed on the way. */
async function tabTo(page, id, { limit = 30, key = 'Tab' } = {}) {
  const path = [];
  for (let i = 0; i < limit; i++) {
    path.push(await press(page, key));
    if (path.at(-1) === id) return path;
  }
  assert.fail(`${id} not reached with ${key} in ${limit} presses: ${path.join(' > ')}`);
}

/** The reCAPTCHA token and e-mail address of each AJAX post of the contact form. */
function recordPosts(page) {
  const posts = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/') return;
    const field = (name) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(request.postData() ?? '')?.[1] ?? null;
    posts.push({ token: field('g-recaptcha-response'), email: field('input_2'), newsletter: field('input_7.1'), consent: field('input_8.1') });
  });
  return posts;
}

/** What Vormgever adds to the contact form: icons, placeholders, switches (with their islands). */
const enhancement = (page) =>
  page.evaluate(() => ({
    icons: [...document.querySelectorAll('#gform_1 i.vg-icon')].map((icon) => icon.closest('.gfield').id),
    email: document.getElementById('input_1_2').placeholder,
    firstName: document.getElementById('input_1_1_3').placeholder,
    switches: [...document.querySelectorAll('#gform_1 input[role="switch"]')].map((input) => ({
      id: input.id,
      checked: input.checked,
      drawn: Boolean(input.nextElementSibling?.querySelector('.vg-switch__track')),
    })),
  }));

test('keyboard only: fill in, switches, submit, read the error, fix it, submit: confirmed', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = recordConsole(page);
  const posts = recordPosts(page);
  try {
    await page.goto(`${site.base}/`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.waitForSelector('#input_1_9 .g-recaptcha-response', { state: 'attached' });

    // From the top of the page: skip link, site name, ten menu items, then the form.
    const toForm = await tabTo(page, 'input_1_1_3', { limit: 16 });
    assert.equal(toForm.length, 13, `Tab path to the form: ${toForm.join(' > ')}`);

    await page.keyboard.type('Jan');
    assert.equal(await press(page, 'Tab'), 'input_1_1_6');
    await page.keyboard.type('Jansen');
    assert.equal(await press(page, 'Tab'), 'input_1_2');
    await page.keyboard.type('jan.jansen@voorbeeld'); // no top-level domain: invalid
    assert.equal(await press(page, 'Tab'), 'input_1_3');
    await page.keyboard.type('06 12345678');
    assert.equal(await press(page, 'Tab'), 'input_1_4');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown'); // past the placeholder option
    assert.equal(await page.evaluate(() => document.getElementById('input_1_4').value), 'Parkeren');
    assert.equal(await press(page, 'Tab'), 'input_1_5');
    await page.keyboard.type('Mijn container is niet geleegd.');
    await page.keyboard.press('Enter'); // a new line in the textarea, not a submit
    await page.keyboard.type('Graag een nieuwe afspraak.');
    assert.equal(await press(page, 'Tab'), 'input_1_6_1');
    await page.keyboard.type('Dijkweg 12');
    assert.equal(await press(page, 'Tab'), 'input_1_6_2');
    assert.equal(await press(page, 'Tab'), 'input_1_6_3');
    await page.keyboard.type('Voorbeeld');
    assert.equal(await press(page, 'Tab'), 'input_1_6_4');
    await page.keyboard.type('Utrecht');
    assert.equal(await press(page, 'Tab'), 'input_1_6_5');
    await page.keyboard.type('1234 AB');
    assert.equal(await press(page, 'Tab'), 'input_1_6_6');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.getElementById('input_1_6_6').value), 'Nederland');
    // Shift+Tab goes back through the same order.
    assert.equal(await press(page, 'Shift+Tab'), 'input_1_6_5');
    assert.equal(await press(page, 'Tab'), 'input_1_6_6');

    // The switches: reached once each by Tab, toggled by Space, their state in the accessibility tree.
    assert.equal(await press(page, 'Tab'), 'choice_1_7_1');
    assert.deepEqual(await accessibleNode(page, '#choice_1_7_1'), { role: 'switch', name: 'Ik wil de nieuwsbrief ontvangen', checked: 'false' });
    await page.keyboard.press('Space');
    assert.equal((await accessibleNode(page, '#choice_1_7_1')).checked, 'true');
    assert.equal(await press(page, 'Tab'), 'input_1_8_1');
    await page.keyboard.press('Space');
    assert.deepEqual(await accessibleNode(page, '#input_1_8_1'), { role: 'switch', name: 'Ik ga akkoord met de privacyverklaring', checked: 'true' });

    // On to the submit button (past the consent text, which the plugin makes focusable), and Enter.
    assert.deepEqual(await tabTo(page, 'gform_submit_button_1', { limit: 3 }), formOrder.slice(-2));
    const oldForm = await page.evaluateHandle(() => document.getElementById('gform_1'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((form) => !form.isConnected, oldForm);
    await page.waitForSelector('#gform_1_validation_container');
    await page.evaluate(() => window.vormgever.controller.settled());

    // The error: focus is on the summary, which says what is wrong, in Dutch.
    assert.equal(await focused(page), 'gform_1_validation_container');
    assert.equal(
      (await page.locator('#gform_1_validation_container').textContent()).trim(),
      'Er was een probleem met je inzending. Controleer de onderstaande velden.',
    );
    assert.equal(await page.locator('#validation_message_1_2').textContent(), 'Voer een geldig e-mailadres in.');
    assert.equal(await page.locator('.gfield_error').count(), 1, 'only the e-mail address is wrong');
    assert.equal(await page.getAttribute('#input_1_2', 'aria-invalid'), 'true');
    assert.match(await page.getAttribute('#input_1_2', 'aria-describedby'), /\bvalidation_message_1_2\b/);
    assert.equal(await page.locator('#validation_message_1_9').count(), 0, 'the captcha token was accepted');

    // Re-rendered in place and enhanced again, with everything typed and switched kept. The new
    // switches are drawn by the stylesheet until the visitor reaches for the form again (below).
    assert.deepEqual(await enhancement(page), {
      icons: ['field_1_1', 'field_1_2', 'field_1_3'],
      email: 'E-mailadres *',
      firstName: 'Naam: Voornaam *',
      switches: [{ id: 'choice_1_7_1', checked: true, drawn: false }, { id: 'input_1_8_1', checked: true, drawn: false }],
    });
    assert.equal(await page.inputValue('#input_1_5'), 'Mijn container is niet geleegd.\nGraag een nieuwe afspraak.');
    assert.equal(await page.inputValue('#input_1_6_6'), 'Nederland');
    assert.equal(await page.locator('.g-recaptcha-response').count(), 1, 'the captcha widget is rendered again, once');

    // From the summary, Tab reaches the invalid field; fix it with the keyboard.
    assert.deepEqual(await tabTo(page, 'input_1_2', { limit: 3 }), formOrder.slice(0, 3));
    await page.evaluate(() => window.vormgever.controller.settled()); // focus in the form: its islands mount
    assert.deepEqual((await enhancement(page)).switches.map((s) => s.drawn), [true, true]);
    await page.keyboard.press('End');
    await page.keyboard.type('.nl');
    assert.equal(await page.inputValue('#input_1_2'), 'jan.jansen@voorbeeld.nl');

    // Tab to the submit button through the rest of the form, in order, and submit with Enter.
    assert.deepEqual(await tabTo(page, 'gform_submit_button_1', { limit: 20 }), formOrder.slice(3));
    await page.keyboard.press('Enter');
    await page.waitForSelector('#gform_confirmation_message_1');
    assert.equal(await page.locator('#gform_confirmation_message_1').textContent(), 'Bedankt! We nemen zo snel mogelijk contact met je op.');

    // Both submits went through the invisible captcha, each with its own fresh token.
    assert.equal(posts.length, 2);
    for (const post of posts) assert.match(post.token, /^03AF[\w-]{40,}$/);
    assert.notEqual(posts[0].token, posts[1].token);
    assert.deepEqual(posts.map((post) => post.email), ['jan.jansen@voorbeeld', 'jan.jansen@voorbeeld.nl']);
    assert.deepEqual(posts.map((post) => [post.newsletter, post.consent]), [['Ik wil de nieuwsbrief ontvangen', '1'], ['Ik wil de nieuwsbrief ontvangen', '1']]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
