// Placeholder mode takes labels out of rendering (`hidden`) and names their controls and fieldsets
// through aria-labelledby instead: the accessible name of everything in the form must stay the same.
import { computeAccessibleName } from 'dom-accessibility-api';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gravityForms } from '../../src/builders/gravityforms';
import { wpforms } from '../../src/builders/wpforms';
import { enhance } from '../../src/index';
import { accessibleNames, controlNames as names, fixture, mount, projectRoot, recordPasses, withIconFolder } from './helpers';

const own = readdirSync(resolve(projectRoot, 'fixtures')).filter((name) => name.endsWith('.html'));
const sharedFolder = resolve(projectRoot, '../shared/fixtures/gravityforms');
// The real renders beside the project (when present) in jsdom only: happy-dom's computed styles make a
// name computation ten times slower there, and the project's own fixtures cover every generation in both.
const happyDom = navigator.userAgent.includes('HappyDOM');
const shared = existsSync(sharedFolder) && !happyDom ? readdirSync(sharedFolder).filter((name) => name.endsWith('.html')) : [];
const renders = [
  ...own.map((name) => [name, () => fixture(name)] as const),
  ...shared.map((name) => [`shared: ${name}`, () => readFileSync(resolve(sharedFolder, name), 'utf8')] as const),
];

describe('labels in placeholder mode', () => {
  withIconFolder(); // gf210-own-icons.html
  it.each(renders)('%s: labels leave rendering, every accessible name stays the same', async (_, html) => {
    document.body.innerHTML = html();
    for (const form of document.querySelectorAll('form')) form.classList.add('placeholder');
    const before = names();
    await enhance(document);
    const hidden = [...document.querySelectorAll<HTMLElement>('label[hidden], legend[hidden]')];
    expect(hidden.length).toBeGreaterThan(0); // every render has a label that names a control with `for`
    const after = accessibleNames(before.keys());
    for (const [element, name] of before) expect(after.get(element), element.id).toBe(name);
    for (const label of hidden) {
      // Each hidden label is referenced, by exactly the element it named, and by nothing else.
      const referrers = document.querySelectorAll(`[aria-labelledby~="${label.id}"]`);
      expect(referrers, label.outerHTML).toHaveLength(1);
      const referrer = referrers[0]!;
      if (label.localName === 'legend') expect(label.parentElement).toBe(referrer);
      else expect((label as HTMLLabelElement).htmlFor).toBe(referrer.id);
      expect(document.querySelectorAll(`[id="${label.id}"]`), label.id).toHaveLength(1);
    }
    const passes = recordPasses();
    await enhance(document);
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((pass) => pass.changed === 0)).toBe(true);
  });

  it('keeps a label id the plugin gave, and adds one where there is none', async () => {
    mount(fixture('gf24-legacy.html')).classList.add('placeholder');
    await enhance(document);
    // The 2.4 name field's sub-inputs carry aria-label: named already, so their labels stay as they are.
    const first = document.querySelector<HTMLLabelElement>('label[for="input_1_1_3"]')!;
    expect([first.hidden, first.id]).toEqual([false, '']);
    expect(document.getElementById('input_1_1_3')?.hasAttribute('aria-labelledby')).toBe(false);
    // An address sub-label keeps the id the plugin gave it; a main label gets one after its control.
    expect(document.getElementById('input_1_7_5')?.getAttribute('aria-labelledby')).toBe('input_1_7_5_label');
    expect(document.getElementById('input_1_7_5_label')?.hidden).toBe(true);
    expect(document.querySelector('label[for="input_1_2"]')?.id).toBe('input_1_2_label');
    expect(document.getElementById('input_1_2')?.getAttribute('aria-labelledby')).toBe('input_1_2_label');
  });

  it('leaves labels rendered where hiding them could change a name or hide a control', async () => {
    document.body.innerHTML = `<form id="gform_3" class="placeholder">
      <div class="gfield" id="f1"><label class="gfield_label" for="a">Naam</label><input id="a" type="text" aria-labelledby="elders"><span id="elders">Volledige naam</span></div>
      <div class="gfield" id="f2"><label class="gfield_label" for="b">Plaats</label><input id="b" type="text" aria-label="Woonplaats"></div>
      <div class="gfield" id="f3"><label class="gfield_label" for="c">Straat <input id="c" type="text"></label></div>
      <div class="gfield" id="f4"><label class="gfield_label" for="iets-anders">Huisnummer</label><input id="d" type="text"></div>
      <div class="gfield" id="f5"><label class="gfield_label">Postcode</label><input type="text"></div>
      <div class="gfield" id="f6"><legend class="gfield_label">Land</legend><input id="e" type="text"></div>
      <div class="gfield" id="f7"><label class="gfield_label" for="f">Telefoon</label><input id="f" type="tel" aria-describedby="uitleg"><div id="uitleg">Overdag</div></div>
      <div class="gfield" id="f8"><label class="gfield_label" for="naam veld">Fax</label><input id="naam veld" type="tel"></div>
    </form>`;
    await enhance(document);
    expect(document.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(document.getElementById('a')?.getAttribute('aria-labelledby')).toBe('elders');
    expect(document.getElementById('b')?.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.getElementById('c')?.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.querySelectorAll('[aria-labelledby]')).toHaveLength(1);
    expect(document.querySelectorAll('label[id], legend[id]')).toHaveLength(0);
    // Their placeholders are still set: only the labels stay as they were.
    expect(document.getElementById('b')?.getAttribute('placeholder')).toBe('Plaats');
  });

  // WPForms' words: its script describes a control after rendering it (its validation message), and its
  // required star is hidden from screen readers. Gravity Forms' do neither (describedOnRender,
  // labelsReadWhole): the entry leaves both checks out, and the last test holds that fact.
  const wpformsForm = (fields: string) => `<div class="wpforms-container placeholder" id="wpforms-9"><form id="wpforms-form-9" class="wpforms-form">${fields}</form></div>`;
  const withWpforms = async (html: string, then: () => Promise<void>) => {
    const before = window.vormgeverBuilders;
    window.vormgeverBuilders = [wpforms];
    try {
      document.body.innerHTML = html;
      await then();
    } finally {
      window.vormgeverBuilders = before;
    }
  };

  it('leaves a label rendered that has a part hidden from screen readers (a hidden label is read whole: WPForms\' star)', () =>
    withWpforms(
      wpformsForm(`<div id="wpforms-9-field_2-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-9-field_2">E-mail <span class="wpforms-required-label" aria-hidden="true">*</span></label><input type="email" id="wpforms-9-field_2" required=""></div>
        <div id="wpforms-9-field_3-container" class="wpforms-field wpforms-field-text"><label class="wpforms-field-label" for="wpforms-9-field_3">Onderwerp</label><input type="text" id="wpforms-9-field_3"></div>`),
      async () => {
        const email = document.getElementById('wpforms-9-field_2')!;
        const before = computeAccessibleName(email);
        await enhance(document);
        expect(document.querySelector<HTMLLabelElement>('label[for="wpforms-9-field_2"]')!.hidden).toBe(false);
        expect(email.hasAttribute('aria-labelledby')).toBe(false);
        expect(computeAccessibleName(email)).toBe(before);
        expect(document.querySelector<HTMLLabelElement>('label[for="wpforms-9-field_3"]')!.hidden).toBe(true); // the other one goes
      },
    ));

  it('renders a label it hid again once its control gets a description (WPForms\' validation message), and hides it once that goes', () =>
    withWpforms(
      wpformsForm(`<div id="wpforms-9-field_3-container" class="wpforms-field wpforms-field-text"><label class="wpforms-field-label" for="wpforms-9-field_3">Telefoon</label><input type="text" id="wpforms-9-field_3" aria-errormessage="wpforms-9-field_3-error"></div>`),
      async () => {
        await enhance(document);
        const phone = document.getElementById('wpforms-9-field_3')!;
        const label = () => document.querySelector<HTMLLabelElement>('label[for="wpforms-9-field_3"]')!;
        expect([label().hidden, phone.getAttribute('aria-labelledby')]).toEqual([true, label().id]);
        // As WPForms' validation does it: the message after the control, and the control described by it.
        phone.insertAdjacentHTML('afterend', '<em id="wpforms-9-field_3-error" class="wpforms-error">Dit veld is verplicht.</em>');
        phone.setAttribute('aria-describedby', 'wpforms-9-field_3-error');
        await enhance(document);
        expect([label().hidden, phone.getAttribute('aria-labelledby')]).toEqual([false, label().id]);
        expect(computeAccessibleName(phone)).toBe('Telefoon');
        const passes = recordPasses();
        await enhance(document);
        expect(passes.every((pass) => pass.changed === 0)).toBe(true);
        phone.removeAttribute('aria-describedby');
        await enhance(document);
        expect([label().hidden, phone.getAttribute('aria-labelledby')]).toEqual([true, label().id]);
      },
    ));

  it('Gravity Forms\' word holds: no label of its renders has a part hidden from screen readers (its scripts setting no description was read in its code)', () => {
    expect(gravityForms.labelsReadWhole && gravityForms.describedOnRender).toBe(true);
    for (const [name, html] of renders) {
      document.body.innerHTML = html();
      expect(document.querySelectorAll('.gfield_label [aria-hidden], .gfield label [aria-hidden]'), name).toHaveLength(0);
    }
  });

  it('takes no label out of rendering without placeholder mode', async () => {
    mount(fixture('gf210-orbital.html')).classList.remove('placeholder');
    await enhance(document);
    expect(document.querySelectorAll('[hidden], [aria-labelledby]')).toHaveLength(0);
  });

  it('hides the labels of a re-rendered form again, and names its fresh controls', async () => {
    const form = mount(fixture('gf210-orbital.html'));
    await enhance(document);
    const wrapper = form.closest('.gform_wrapper')!;
    wrapper.innerHTML = new DOMParser().parseFromString(fixture('gf210-orbital-invalid.html'), 'text/html').querySelector('.gform_wrapper')!.innerHTML;
    await enhance(document);
    const phone = document.getElementById('input_1_3')!;
    expect(phone.getAttribute('aria-labelledby')).toBe('input_1_3_label');
    expect(document.getElementById('input_1_3_label')?.hidden).toBe(true);
    expect(computeAccessibleName(phone)).toBe('Telefoon');
    // A control with an error message (aria-describedby) keeps its label rendered, hidden visually.
    const email = document.getElementById('input_1_2')!;
    expect(email.getAttribute('aria-describedby')).toBe('validation_message_1_2');
    expect(email.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.querySelector<HTMLLabelElement>('label[for="input_1_2"]')?.hidden).toBe(false);
    expect(computeAccessibleName(email)).toMatch(/^E-mailadres/);
  });
});
