// Contact Form 7 (issue 42, part two): the same markers and guarantees as in the other builders
// (builders.test.ts), on its real renders (fixtures/form-builders/cf7-6.1.6-*.html, markers typed where
// it puts an owner's class options: on the control) and on other templates an owner writes (composed
// from its modules' markup: label for, no label, label_first, a quiz and a captcha).
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { contactForm7 } from '../../src/builders/contactform7';
import { startTag } from '../../src/engine/console';
import { enhance } from '../../src/index';
import { controlNames, fixture, microtasks, recordPasses, started, useBuilders, withIconFolder } from './helpers';

const render = (state: string) => fixture(`form-builders/cf7-6.1.6-${state}.html`);
const renders = ['first-render', 'after-failed-ajax-submit'];

useBuilders(contactForm7);
withIconFolder();

function load(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}
const wrap = (name: string) => document.querySelector<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${name}"]`)!;
const control = <T extends Element = HTMLInputElement>(name: string) => document.querySelector<T & Element>(`[name="${name}"]`)!;

describe('Contact Form 7 6.1.6: its renders', () => {
  it('has its markers where the plugin prints an owner\'s class options (the renders)', () => {
    for (const state of renders) {
      const form = load(render(state));
      expect(form.classList.contains('placeholder'), state).toBe(true);
      expect(control('your-email').classList.contains('vg-icon-mail'), state).toBe(true);
      expect(wrap('interests').querySelector(':scope>.wpcf7-checkbox')!.classList.contains('slide-check'), state).toBe(true);
      expect(control('consent').classList.contains('slide-check'), state).toBe(true);
      // No marker on a wrap: the rules find them inside.
      for (const field of form.querySelectorAll('.wpcf7-form-control-wrap')) expect(field.classList.contains('slide-check') || field.classList.contains('add')).toBe(false);
    }
  });

  it.each(renders)('%s: switches, icons and placeholders; a second pass writes nothing', async (state) => {
    const form = load(render(state));
    const passes = recordPasses();
    await enhance();
    await enhance();
    expect(passes.map((pass) => pass.changed)).toEqual([passes[0]!.changed, 0]);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      expect(input.getAttribute('role'), input.name).toBe('switch');
      expect(input.nextElementSibling?.matches('span.vg-switch[aria-hidden=true]'), input.name).toBe(true);
    }
    // The icon in the wrap, right before its control: the plugin's icon and Font Awesome's.
    expect(wrap('your-email').querySelectorAll('i.vg-icon')).toHaveLength(1);
    expect(control('your-email').previousElementSibling!.className).toBe('vg-icon-mail vg-icon');
    expect(control('your-name').previousElementSibling!.className).toBe('fa-user vg-icon');
    expect(form.querySelectorAll('i.vg-icon')).toHaveLength(2);
    // The label's own text (not its select's options, not the validation tips), required with a star.
    expect(control('your-name').placeholder).toBe('Naam *');
    expect(control('your-email').placeholder).toBe('E-mail *');
    expect(control<HTMLTextAreaElement>('your-message').placeholder).toBe('Bericht');
    expect(control('your-subject').classList.contains('vg-placeholder-select')).toBe(true);
    // A label around its control stays: it names the control, and hiding it would hide the control.
    for (const label of form.querySelectorAll('label')) expect(label.hidden).toBe(false);
  });

  it('keeps every control named as before (accessible names), and its names', async () => {
    for (const state of renders) {
      const form = load(render(state));
      const names = controlNames(form);
      const fieldNames = [...form.elements].map((element) => (element as HTMLInputElement).name);
      await enhance();
      expect(controlNames(form), state).toEqual(names);
      expect([...form.elements].map((element) => (element as HTMLInputElement).name), state).toEqual(fieldNames);
    }
  });

  it('sends the same form data with and without Vormgever', async () => {
    for (const state of renders) {
      const form = load(render(state));
      const data = () => [...new FormData(form).entries()].map(([key, value]) => `${key}=${value}`);
      const plain = data();
      await enhance();
      expect(data(), state).toEqual(plain);
    }
  });

  it('undo() gives the markup back', async () => {
    for (const state of renders) {
      load(render(state));
      const markup = document.body.innerHTML;
      const enhanced = await enhance();
      expect(document.body.innerHTML).not.toBe(markup);
      await enhanced.undo();
      expect(document.body.innerHTML, state).toBe(markup);
    }
  });

  it('sends its pass event to its wrapper (.wpcf7), with the form\'s number', async () => {
    load(render('first-render'));
    const passes = recordPasses();
    await enhance();
    expect(passes).toHaveLength(1);
    expect((passes[0]!.target as Element).matches('.wpcf7')).toBe(true);
    expect(passes[0]!.formId).toBe('564');
  });

  it('leaves what the plugin\'s own script looks for where it looks (its live validation, the acceptance\'s submit)', async () => {
    const form = load(render('first-render'));
    // Its script's queries (6.1.6, includes/js/index.js), before and after.
    const found = () => ({
      // live validation: each wrap's enabled controls by name, a change's control
      controls: [...form.querySelectorAll('.wpcf7-form-control-wrap')].map((field) => [...field.querySelectorAll<HTMLInputElement>(':where(input, textarea, select):enabled')].map((input) => input.name)),
      changed: [...form.querySelectorAll('input, select, textarea')].filter((element) => element.closest('.wpcf7-form-control')).length,
      // a validation error goes on each wrap's .wpcf7-form-control
      marked: [...form.querySelectorAll('.wpcf7-form-control-wrap[data-name] .wpcf7-form-control')].map((element) => element.localName),
      // the acceptance's checkbox, which enables the submit
      acceptance: form.querySelector('.wpcf7-acceptance')!.querySelector('input[type="checkbox"]'),
    });
    const plain = found();
    await enhance();
    expect(found()).toEqual(plain);
    // Its acceptance handler, as it is: the submit follows the switch.
    const submit = form.querySelector<HTMLInputElement>('.wpcf7-submit')!;
    const toggle = () => (submit.disabled = !form.querySelector<HTMLInputElement>('.wpcf7-acceptance input[type="checkbox"]')!.checked);
    form.addEventListener('change', toggle);
    control('consent').click();
    expect(submit.disabled).toBe(false);
    control('consent').click();
    expect(submit.disabled).toBe(true);
    form.removeEventListener('change', toggle);
  });

  it('keeps its look through its live validation, wpcf7invalid, wpcf7submit and wpcf7reset (the form is kept)', async () => {
    const form = load(render('first-render'));
    started();
    await microtasks();
    const passes = recordPasses();
    // Its live validation on a change (as its script writes it): a tip in the wrap, the control described.
    const email = control('your-email');
    email.classList.add('wpcf7-not-valid');
    email.setAttribute('aria-describedby', 'wpcf7-f564-p569-o1-ve-your-email');
    wrap('your-email').append(Object.assign(document.createElement('span'), { className: 'wpcf7-not-valid-tip', textContent: 'Please fill out this field.' }));
    form.dispatchEvent(new CustomEvent('wpcf7invalid', { bubbles: true }));
    form.classList.replace('init', 'invalid');
    await microtasks();
    // Its reset (form.reset() and wpcf7reset after a sent mail): the values go, the enhancements stay.
    control('your-name').value = 'Ada';
    form.reset();
    form.dispatchEvent(new CustomEvent('wpcf7reset', { bubbles: true, detail: { apiResponse: {} } }));
    form.dispatchEvent(new CustomEvent('wpcf7submit', { bubbles: true, detail: { apiResponse: {} } }));
    await microtasks();
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((pass) => pass.changed === 0)).toBe(true);
    expect(wrap('your-email').querySelectorAll('i.vg-icon')).toHaveLength(1);
    expect(email.placeholder).toBe('E-mail *');
    expect(control('your-name').value).toBe('');
  });
});

describe('Contact Form 7 6.1.6: other templates an owner writes', () => {
  // Its deliberate mistakes are said, each once: the phone field's text before it names nothing, and the
  // captcha is marked with an icon (said, not obeyed; the quiz's marker is inside its label, where no
  // marker is looked for).
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => void (warn = vi.spyOn(console, 'warn').mockImplementation(() => {})));
  const mistakes = () => [
    ['[vormgever] placeholder: no label text', startTag(control('your-phone'))],
    ['[vormgever] icon: no text control', startTag(wrap('captcha-1'))],
  ];
  it('finds each label as the browser does: for, around; says once where there is none, and leaves that control', async () => {
    const form = load(render('templates'));
    const names = controlNames(form);
    await enhance();
    await enhance();
    // label for: named through aria-labelledby, out of rendering (no description).
    const name = control('your-name');
    expect(name.placeholder).toBe('Naam *');
    expect(form.querySelector<HTMLLabelElement>('label[for=vg-naam]')!.hidden).toBe(true);
    expect(name.getAttribute('aria-labelledby')).toBe('vg-naam_label');
    // around, its text first on the same line
    expect(control<HTMLTextAreaElement>('your-message').placeholder).toBe('Bericht');
    // none: text before the control names nothing; one warning naming it, and no placeholder.
    const phone = control('your-phone');
    expect(phone.hasAttribute('placeholder')).toBe(false);
    expect(warn.mock.calls).toEqual(mistakes());
    // its icon all the same
    expect(phone.previousElementSibling!.className).toBe('vg-icon-phone vg-icon');
    expect(controlNames(form)).toEqual(names);
  });

  it("reads a label around a field only where it is the control's: not one `for` another, not one around an earlier control", async () => {
    // (Composed as an owner writes them: one label around two fields; a label `for` elsewhere around a field whose own label is apart.)
    const text = (name: string, id = '') => `<span class="wpcf7-form-control-wrap" data-name="${name}"><input size="40" class="wpcf7-form-control wpcf7-text" ${id && `id="${id}" `}type="text" name="${name}" value=""></span>`;
    const form = load(`<div class="wpcf7 js" id="wpcf7-f1-o1"><form action="/" method="post" class="wpcf7-form placeholder init"><p><label>Naam en woonplaats ${text('your-name')} ${text('your-city')}</label></p><p><label for="vg-land">Land</label> <label for="vg-elders">Anders ${text('your-country', 'vg-land')}</label> <input type="text" id="vg-elders" name="elders"></p></form></div>`);
    await enhance();
    expect(control('your-name').placeholder).toBe('Naam en woonplaats');
    expect(control('your-country').placeholder).toBe('Land');
    // The label around both is the first's alone: the second has none (happy-dom's `labels` holds every
    // label around a control, as no browser's does: there it is named by it).
    if (/jsdom/i.test(navigator.userAgent)) {
      expect(control('your-city').hasAttribute('placeholder')).toBe(false);
      expect(warn.mock.calls).toEqual([['[vormgever] placeholder: no label text', startTag(control('your-city'))]]);
    }
    // (Its own label apart names it by aria-labelledby; the one around it for another stays as it is.)
    expect(control('your-country').getAttribute('aria-labelledby')).toBe(form.querySelector('label[for=vg-land]')!.id);
    expect(form.querySelector<HTMLLabelElement>('label[for=vg-elders]')!.hidden).toBe(false);
  });

  it('says it once per control with no label, naming each: its controls have no ids (a name each), and re-rendered or passed again nothing more', async () => {
    const form = load(render('templates'));
    // A second control with no label in the same form, as an owner writes it: text before it.
    const phone = wrap('your-phone').parentElement!;
    phone.insertAdjacentHTML('afterend', phone.outerHTML.replace(/your-phone/g, 'your-mobile'));
    await enhance();
    await enhance();
    const said = () => warn.mock.calls.filter(([message]) => /label/.test(String(message))).map(([, element]) => element);
    expect(said()).toEqual([startTag(control('your-phone')), startTag(control('your-mobile'))]);
    form.querySelector('[data-name="your-mobile"]')!.parentElement!.outerHTML += ''; // the same markup again: a new element, the same name
    await enhance();
    expect(said()).toHaveLength(2);
  });

  it('gives back a label `for` taken out of rendering when its live validation describes the control', async () => {
    const form = load(render('templates'));
    started();
    await microtasks();
    const label = form.querySelector<HTMLLabelElement>('label[for=vg-naam]')!;
    expect(label.hidden).toBe(true);
    // As its script writes a validation error: the control described and classed, a tip in the wrap.
    control('your-name').setAttribute('aria-describedby', 'wpcf7-f565-p569-o1-ve-your-name');
    control('your-name').classList.add('wpcf7-not-valid');
    wrap('your-name').append(Object.assign(document.createElement('span'), { className: 'wpcf7-not-valid-tip', textContent: 'Please fill out this field.' }));
    await microtasks();
    expect(label.hidden).toBe(false);
    expect(warn.mock.calls).toEqual(mistakes());
  });

  it('makes switches of label_first choices, with and without their label element', async () => {
    const form = load(render('templates'));
    await enhance();
    for (const name of ['interests[]', 'extras[]', 'consent']) {
      for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
        expect(input.getAttribute('role'), name).toBe('switch');
        expect(input.nextElementSibling?.className, name).toBe('vg-switch');
        // The choice's text stays where the owner put it.
        expect(input.previousElementSibling?.className ?? input.nextElementSibling!.nextElementSibling!.className, name).toBe('wpcf7-list-item-label');
      }
    }
    expect(warn.mock.calls).toEqual(mistakes());
  });

  it('leaves its spam protection untouched, marked or not: the quiz, the captcha, the hidden fields', async () => {
    const form = load(render('templates'));
    const parts = () => [wrap('quiz-1'), wrap('captcha-1'), form.querySelector('img.wpcf7-captchac')!, form.querySelector('.hidden-fields-container')!];
    // Marked as a field would be, on the control and on the wrap.
    for (const part of parts()) part.classList.add('slide-check');
    for (const input of [control('quiz-1'), control('captcha-1')]) input.classList.add('slide-check');
    const markup = parts().map((part) => part.outerHTML);
    expect(markup.join('')).toMatch(/wpcf7-quiz add vg-icon-lock end/);
    await enhance();
    expect(parts().map((part) => part.outerHTML)).toEqual(markup);
    expect(warn.mock.calls).toEqual(mistakes());
  });
});
