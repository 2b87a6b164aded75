// The engine in real Chromium, against the built dist/vormgever.js.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessibleNode, recordConsole, useFixtureSite } from './harness.mjs';

const site = useFixtureSite();

async function open(name) {
  const page = await site.browser.newPage();
  const messages = recordConsole(page);
  await page.goto(`${site.url}/fixture/${name}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  return { page, messages };
}

const normalise = (text) => text.replace(/\s+/g, '');

describe('forms in Chromium', () => {
  for (const name of ['gf24-legacy.html', 'gf25-gravity-theme.html', 'gf210-orbital.html']) {
    it(`applies the rules to ${name}`, async () => {
      const { page, messages } = await open(name);
      const result = await page.evaluate(() => ({
        icons: document.querySelectorAll('.gfield .vg-icon').length,
        placeholders: [...document.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder')),
        switches: document.querySelectorAll('input[role=switch] + .vg-switch').length,
      }));
      // The islands mount when the visitor reaches for the form (the stylesheet draws the hosts until then).
      await page.hover('form');
      await page.evaluate(() => window.vormgever.controller.settled());
      const drawn = await page.evaluate(() => document.querySelectorAll('input[role=switch] + .vg-switch .vg-switch__thumb').length);
      assert.equal(drawn, 4);
      assert.equal(result.icons, 7);
      assert.ok(result.placeholders.includes('Naam: Voornaam *'));
      assert.ok(result.placeholders.includes('E-mailadres *'));
      assert.equal(result.switches, 4);
      assert.deepEqual(messages, []);
      await page.close();
    });
  }

  it('processes an in-place re-render before the next animation frame', async () => {
    const { page } = await open('gf210-orbital.html');
    const seen = await page.evaluate(async () => {
      const html = await (await fetch('/fixtures/gf210-orbital-invalid.html')).text();
      const template = document.createElement('template');
      template.innerHTML = html;
      const wrapper = document.getElementById('gform_wrapper_1');
      return new Promise((done) => {
        wrapper.innerHTML = template.content.querySelector('.gform_wrapper').innerHTML;
        requestAnimationFrame(() =>
          done({
            icons: wrapper.querySelectorAll('.vg-icon').length,
            email: document.getElementById('input_1_2').placeholder,
            hosts: wrapper.querySelectorAll('.vg-switch').length,
          }),
        );
      });
    });
    assert.deepEqual(seen, { icons: 7, email: 'E-mailadres *', hosts: 4 });
    await page.close();
  });

  it('leaves placeholder-mode labels visible when scripting is off (there will be no placeholders)', async () => {
    const labelPosition = async (javaScriptEnabled) => {
      const context = await site.browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${site.url}/fixture/gf210-orbital.html?bare`);
      // (The fixture's wrapper stays hidden without the plugin's script, so no widths: the hiding rule's position.)
      const position = await page.evaluate(() => getComputedStyle(document.querySelector('label[for=input_1_2]')).position);
      await context.close();
      return position;
    };
    assert.equal(await labelPosition(false), 'static');
    assert.equal(await labelPosition(true), 'absolute'); // the control: hidden visually when scripting is on
  });

  it('keeps every control named by its label in placeholder mode (Chromium accessibility tree)', async () => {
    const { page } = await open('gf210-orbital.html');
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('form.placeholder .gfield :is(input:not([type=hidden]):not([type=checkbox]), select, textarea)')].map((el) => ({
        id: el.id,
        label: document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '',
        ariaLabel: el.getAttribute('aria-label'),
        hidden: getComputedStyle(document.querySelector(`label[for="${el.id}"]`) ?? el).clipPath,
      })),
    );
    assert.ok(controls.length >= 11);
    for (const control of controls) {
      const node = await accessibleNode(page, `#${control.id}`);
      assert.equal(normalise(node.name), normalise(control.ariaLabel ?? control.label), control.id);
      assert.notEqual(node.name, '');
    }
    // The labels are out of rendering (nothing to lay out) and name their controls through aria-labelledby.
    const email = await page.evaluate(() => {
      const label = document.querySelector('label[for=input_1_2]');
      return { display: getComputedStyle(label).display, id: label.id, by: document.getElementById('input_1_2').getAttribute('aria-labelledby') };
    });
    assert.deepEqual(email, { display: 'none', id: 'input_1_2_label', by: 'input_1_2_label' });
    await page.close();
  });
});
