// Accessibility of the demo site in real Chromium: axe-core on every page in every state (first render,
// reached for, a switch on, after a failed submit, the second page, floating labels; the gallery and
// its lightbox are a11y-lightbox.test.mjs's), the switches' size, accessible names and placeholder
// contrast in placeholder mode, and the README's screenshot of the enhanced contact form
// (docs/demo-contact.png).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { accessibleNode, projectRoot, useDemoSite } from './harness.mjs';
import { assertAccessible, contrastOf, open as openPage, quiet } from './axe.mjs';
import { assertTargetSize } from './wcag22.mjs';
import { keepScreenshot } from '../release/screenshots.mjs';

const screenshotFile = `${projectRoot}/docs/demo-contact.png`;
const site = useDemoSite();
const open = (path, options) => openPage(site, path, options);

/** Clicks a submit or page button and waits until the form is back, rendered again and quiet. */
async function submitAndWait(page, button, formId, ready) {
  const old = await page.evaluateHandle((id) => document.getElementById(`gform_${id}`), formId);
  await page.click(button);
  await page.waitForFunction((form) => !form.isConnected, old);
  await page.waitForSelector(ready);
  await quiet(page);
}

// The pages side by side: each in a context of its own.
describe('axe-core: 0 violations on every demo page, in every state', { concurrency: true }, () => {
  it('the contact form: first render, reached for (the switches mounted), a switch on, and after a failed submit; switches 24 x 24', async () => {
    const { context, page, problems } = await open('/');
    try {
      await page.waitForSelector('#input_1_9 .g-recaptcha-response', { state: 'attached' });
      await assertAccessible(page, '/ (first render)');
      const switches = '#gform_1 .gfield.slide-check input[type="checkbox"]';
      await assertTargetSize(page, switches, '/ (switches before their islands)', 2);
      assert.equal(await page.locator('#gform_1 .vg-switch__track').count(), 0, 'no island yet');
      await page.focus('#input_1_1_3');
      await page.keyboard.type('An');
      await quiet(page);
      assert.equal(await page.locator('#gform_1 .vg-switch__track').count(), 2, 'reached for: the switch islands are mounted');
      await assertAccessible(page, '/ (reached for: typed in, switches mounted)');
      await assertTargetSize(page, switches, '/ (switches with their islands)', 2);
      await page.focus(`${switches} >> nth=0`);
      await page.keyboard.press('Space');
      assert.equal(await page.locator(`${switches} >> nth=0`).isChecked(), true);
      await quiet(page);
      await assertAccessible(page, '/ (a switch on)');
      await submitAndWait(page, '#gform_submit_button_1', 1, '#gform_1_validation_container');
      assert.ok((await page.locator('#gform_wrapper_1 .gfield_error').count()) >= 3, 'errors are shown in place');
      assert.equal(await page.locator('#field_1_1 i.vg-icon').count(), 1, 'enhanced again');
      await assertAccessible(page, '/ (after a failed submit)');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  it('switches stay 24 x 24 on a theme with small text, the island still exactly over its checkbox', async () => {
    const { context, page, problems } = await open('/');
    try {
      await page.evaluate(() => document.querySelector('#gform_wrapper_1').style.setProperty('font-size', '12px'));
      const switches = '#gform_1 .gfield.slide-check input[type="checkbox"]';
      await assertTargetSize(page, switches, '/ at 12 px (before the islands)', 2);
      await page.focus('#input_1_1_3');
      await page.keyboard.type('An');
      await quiet(page);
      await assertTargetSize(page, switches, '/ at 12 px (with the islands)', 2);
      const offsets = await page.locator(switches).evaluateAll((inputs) =>
        inputs.map((input) => {
          const box = input.getBoundingClientRect();
          const track = input.nextElementSibling.getBoundingClientRect();
          return Math.max(Math.abs(box.left - track.left), Math.abs(box.top - track.top), Math.abs(box.width - track.width), Math.abs(box.height - track.height));
        }),
      );
      assert.ok(offsets.every((offset) => offset < 0.5), `the island covers its checkbox exactly: ${offsets}`);
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  it('the two-page enquiry form: page 1, its errors, page 2, and its errors', async () => {
    const { context, page, problems } = await open('/offerte-aanvragen');
    try {
      await assertAccessible(page, '/offerte-aanvragen (page 1)');
      await submitAndWait(page, '#gform_next_button_2_5', 2, '#gform_wrapper_2 .validation_error');
      assert.equal(await page.locator('#gform_page_2_1').isVisible(), true);
      assert.equal(await page.locator('#validation_message_2_3').textContent(), 'Dit veld is verplicht.');
      await assertAccessible(page, '/offerte-aanvragen (page 1, after a failed "Volgende")');

      await page.fill('#input_2_1_3', 'An');
      await page.fill('#input_2_1_6', 'de Vries');
      await page.fill('#input_2_3', 'an@example.nl');
      await submitAndWait(page, '#gform_next_button_2_5', 2, '#gform_page_2_2');
      await assertAccessible(page, '/offerte-aanvragen (page 2)');

      await submitAndWait(page, '#gform_submit_button_2', 2, '#gform_wrapper_2 .validation_error');
      assert.equal(await page.locator('#gform_page_2_2').isVisible(), true);
      assert.equal(await page.locator('#validation_message_2_8').textContent(), 'Dit veld is verplicht.');
      await assertAccessible(page, '/offerte-aanvragen (page 2, after a failed submit)');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  it('the callback form (floating labels): first render, filled in, and after a failed submit', async () => {
    const { context, page, problems } = await open('/terugbellen');
    try {
      await assertAccessible(page, '/terugbellen (first render)');
      await page.fill('#input_3_1_3', 'Jan');
      await page.selectOption('#input_3_4', 'Parkeren');
      await page.focus('#input_3_2');
      await quiet(page);
      await assertAccessible(page, '/terugbellen (labels floated)');
      await submitAndWait(page, '#gform_submit_button_3', 3, '#gform_3_validation_container');
      assert.ok((await page.locator('#gform_wrapper_3 .gfield_error').count()) >= 2, 'errors are shown in place');
      await assertAccessible(page, '/terugbellen (after a failed submit)');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  it('the cookie page', async () => {
    const { context, page, problems } = await open('/cookies');
    try {
      await assertAccessible(page, '/cookies');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });

  it('the not-found page', async () => {
    const { context, page, response, problems } = await open('/bestaat-niet');
    try {
      assert.equal(response.status(), 404);
      await assertAccessible(page, '404');
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});

describe('placeholder mode on the contact form', () => {
  it('every control and group is named by its hidden label, and placeholders meet 4.5:1', async () => {
    const { context, page } = await open('/');
    try {
      const controls = await page.evaluate(() =>
        [...document.querySelectorAll('#gform_1 :is(input:not([type=hidden], [type=submit]), select, textarea):not(.g-recaptcha-response)')].map((control) => {
          const label = document.querySelector(`label[for="${control.id}"]`);
          // Out of rendering (text controls and selects) or clipped to 1 px (the switches' group labels).
          const hidden = label && label.getBoundingClientRect().width <= 1 && label.getBoundingClientRect().height <= 1;
          return {
            id: control.id,
            kind: control.type === 'checkbox' ? 'switch' : control.localName === 'select' ? 'select' : 'text',
            label: label?.textContent.replace(/\s+/g, ' ').trim() ?? null,
            hidden,
            placeholder: control.getAttribute('placeholder'),
          };
        }),
      );
      assert.deepEqual(controls.map((control) => control.id), [
        'input_1_1_3', 'input_1_1_6', 'input_1_2', 'input_1_3', 'input_1_4', 'input_1_5',
        'input_1_6_1', 'input_1_6_2', 'input_1_6_3', 'input_1_6_4', 'input_1_6_5', 'input_1_6_6',
        'choice_1_7_1', 'input_1_8_1',
      ]);
      const names = {};
      // Word for word: a name read from a label out of rendering has a space between the label's
      // elements ("E-mailadres (verplicht)" for E-mailadres<span>(verplicht)</span>); it sounds the same.
      const words = (text) => text.replace(/\s+/g, '');
      for (const control of controls) {
        assert.ok(control.label, `${control.id} has a label`);
        const node = await accessibleNode(page, `#${control.id}`);
        names[control.id] = node.name.replace(/\s+/g, ' ').trim();
        assert.equal(words(names[control.id]), words(control.label), `${control.id}: accessible name = label text`);
        if (control.kind === 'switch') continue;
        assert.ok(control.hidden, `${control.id}: its label is hidden visually (placeholder mode)`);
        if (control.kind === 'select') {
          // Its empty first choice says what it asks, in the form's placeholder colour: 4.5:1 too.
          const { ratio } = await contrastOf(page, `#${control.id}`);
          // (The variable resolved by the browser, beside the select: a colour as computed styles spell it.)
          const [color, placeholderColor] = await page.evaluate((id) => {
            const select = document.getElementById(id);
            const probe = select.parentElement.appendChild(document.createElement('i'));
            probe.style.color = 'var(--gf-ctrl-placeholder-color)';
            const colors = [getComputedStyle(select).color, getComputedStyle(probe).color];
            probe.remove();
            return colors;
          }, control.id);
          assert.equal(color, placeholderColor, `${control.id}: its empty choice in the form's placeholder colour`);
          assert.ok(ratio >= 4.5, `${control.id}: its empty choice ${ratio.toFixed(2)}:1`);
          continue;
        }
        assert.ok(control.placeholder, `${control.id} shows a placeholder`);
        const { ratio } = await contrastOf(page, `#${control.id}`, '::placeholder');
        assert.ok(ratio >= 4.5, `${control.id}: placeholder contrast ${ratio.toFixed(2)}:1`);
      }
      // Compound sub-inputs are named by their sub-label; a required main label keeps its indicator.
      assert.equal(names.input_1_1_3, 'Voornaam');
      assert.equal(names.input_1_6_5, 'Postcode');
      assert.equal(names.input_1_2, 'E-mailadres (verplicht)');
      assert.equal(controls.find((control) => control.id === 'input_1_2').placeholder, 'E-mailadres *');
      // Labels that name a text control are out of rendering; so are the groups' legends, and each group
      // keeps its legend's text as its name. (The captcha's label names no control.) A select's label
      // stays rendered, out of sight (above): the stylesheet alone knows whether it shows.
      const rendered = await page.evaluate(() =>
        [...document.querySelectorAll('#gform_1 .gfield:not(.gfield--type-captcha) :is(.gfield_label, .gform-field-label--type-sub)')].filter((label) => label.getClientRects().length > 0).map((label) => document.getElementById(label.htmlFor)?.localName ?? label.textContent),
      );
      assert.deepEqual(rendered, ['select', 'select']);
      const groups = await page.evaluate(() => [...document.querySelectorAll('#gform_1 fieldset.gfield')].map((group) => [group.id, group.querySelector(':scope > legend').textContent]));
      assert.ok(groups.length >= 3, 'name, address and the switch groups are fieldsets');
      for (const [id, legend] of groups) {
        const node = await accessibleNode(page, `#${id}`);
        assert.equal(node.role, 'group', id);
        assert.equal(words(node.name), words(legend), `${id}: the group's name = its legend`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the README screenshot', () => {
  it('docs/demo-contact.png: the contact page at 1100 px, enhanced (written when missing or with UPDATE_SCREENSHOT=1)', async () => {
    const { context, page, problems } = await open('/', { viewport: { width: 1100, height: 900 } });
    try {
      await page.waitForSelector('#input_1_9 .g-recaptcha-response', { state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      // What the picture is meant to show: icons, placeholders and switches drawn by Vormgever.
      assert.equal(await page.locator('#gform_1 i.vg-icon').count(), 3);
      assert.equal(await page.getAttribute('#input_1_2', 'placeholder'), 'E-mailadres *');
      await page.hover('#gform_1'); // reached for: the switch islands mount (same pixels as the stylesheet's)
      await page.evaluate(() => window.vormgever.controller.settled());
      await page.mouse.move(0, 0);
      assert.equal(await page.locator('#gform_1 .vg-switch .vg-switch__track').count(), 2);
      assert.ok(await page.evaluate(() => [...document.fonts].some((font) => /Font Awesome/.test(font.family) && font.status === 'loaded')), 'the icon font is in');
      // The whole page in one viewport, so the captcha badge sits in the bottom corner, as on screen.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1100, height });
      await quiet(page);
      const picture = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      assert.equal(picture.readUInt32BE(16), 1100, 'the picture is 1100 px wide');
      if (process.env.UPDATE_SCREENSHOT === '1' || !existsSync(screenshotFile)) {
        mkdirSync(`${projectRoot}/docs`, { recursive: true });
        writeFileSync(screenshotFile, picture);
      }
      assert.ok(statSync(screenshotFile).size < 300 * 1024, 'docs/demo-contact.png stays under 300 KB');
      // The listing's first screenshot (test/release/screenshots.mjs): the form with its first switch on.
      await page.setViewportSize({ width: 1100, height: 900 });
      await page.click('#gform_1 .gfield.slide-check input[type="checkbox"] >> nth=0');
      await page.mouse.move(0, 0);
      await quiet(page);
      keepScreenshot(1, await page.locator('#gform_wrapper_1').screenshot({ animations: 'disabled', caret: 'hide' }));
      assert.deepEqual(problems(), []);
    } finally {
      await context.close();
    }
  });
});
