// Ninja Forms 3.14.3 (issue 42, groundwork): its real renders (fixtures/form-builders/ninja-forms-3.14.3-*,
// its README), with the markers where its editor puts an owner's classes. Each rule, a second pass that
// writes nothing, names kept, the honeypot and a captcha untouched, the form data the same, undo; and
// what its Backbone/Marionette views do to the DOM, imitated: the PHP's empty shell first and the form's
// views rendered into it later, a field view replacing its own `.field-wrap` (the value kept by its model,
// so the new markup carries it), an error view added and removed, a captcha's box re-rendered by its own
// controller. No Builder word says any of that: the engine's one MutationObserver passes over the form
// each time (src/engine/observer.ts).
import { describe, expect, it } from 'vitest';
import { ninjaForms } from '../../src/builders/ninjaforms';
import { startTag } from '../../src/engine/console';
import type { Builder } from '../../src/builders/types';
import { enhance } from '../../src/index';
import { controlNames, fixture, microtasks, recordPasses, silenceConsole, started, useBuilders, withIconFolder } from './helpers';

const render = (state: string) => fixture(`form-builders/ninja-forms-3.14.3-${state}.html`);
const first = render('first-render');
const states = { 'first render': first, 'after client-side validation': render('after-clientside-validation') };

useBuilders(ninjaForms);
withIconFolder();

function load(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

/** The element `selector` finds in a fresh parse of `html`: what a view's template renders anew. */
function freshFrom(html: string, selector: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return document.importNode(template.content.querySelector(selector)!, true);
}

const field = (id: number) => document.getElementById(`nf-field-${id}-container`)!;
const control = (id: number) => document.getElementById(`nf-field-${id}`) as HTMLInputElement;

/** What the visitor sees of the form's enhancements, to compare before and after a re-render. */
function enhancements(form: HTMLFormElement) {
  return {
    icons: [...form.querySelectorAll('i.vg-icon')].map((icon) => `${icon.className} > ${icon.nextElementSibling?.id}`),
    switches: [...form.querySelectorAll('[role=switch]')].map((input) => `${input.id} ${input.nextElementSibling?.className}`),
    hosts: form.querySelectorAll('.vg-switch').length,
    placeholders: [...form.querySelectorAll('[placeholder]')].map((input) => `${input.id}: ${input.getAttribute('placeholder')}`),
  };
}

const expected = {
  icons: ['vg-icon-mail vg-icon > nf-field-2'],
  switches: ['nf-field-5-0 vg-switch', 'nf-field-5-1 vg-switch', 'nf-field-6 vg-switch'],
  hosts: 3,
  placeholders: ['nf-field-1: Name *', 'nf-field-2: Email *', 'nf-field-3: Message *'],
};

describe('Ninja Forms 3.14.3', () => {
  it("has its markers where its editor puts them: Container on the field's container, Wrapper on .nf-form-cont", () => {
    load(first);
    expect(document.querySelector('.nf-form-cont')!.classList.contains('placeholder')).toBe(true);
    expect([...document.querySelectorAll('.nf-field-container.slide-check')].map((box) => box.id)).toEqual(['nf-field-5-container', 'nf-field-6-container']);
    expect([...document.querySelectorAll('.nf-field-container.add.end')].map((box) => box.id)).toEqual(['nf-field-2-container']);
  });

  it.each(Object.entries(states))('gets its switches, icon and placeholders (%s); a second pass writes nothing', async (_state, html) => {
    const form = load(html);
    const passes = recordPasses();
    await enhance();
    expect(passes[0]!.changed).toBeGreaterThan(0);
    expect(enhancements(form)).toEqual(expected);
    // Placeholders read each field's own label (First Name and Last Name would be two such fields), ` *` when required.
    // The select has no empty choice: it is marked, its choices stay.
    expect(control(7).classList.contains('vg-placeholder-select')).toBe(true);
    expect([...(control(7) as unknown as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Vraag', 'Offerte']);
    // A list's choice: input, switch, its label. A single checkbox's label is the field's, before it: it stays there.
    expect(document.getElementById('nf-field-5-0')!.nextElementSibling!.nextElementSibling!.matches('label[for=nf-field-5-0]')).toBe(true);
    expect(field(6).querySelector('.nf-field-label > label[for=nf-field-6]')).not.toBeNull();
    const markup = form.outerHTML;
    await enhance();
    expect(passes.at(-1)!.changed).toBe(0);
    expect(form.outerHTML).toBe(markup);
  });

  it('keeps every control named as before (its labels stay rendered: each control has its error description)', async () => {
    const form = load(first);
    const names = controlNames(form);
    await enhance();
    expect(controlNames(form)).toEqual(names);
    expect(form.querySelectorAll('label[hidden]')).toHaveLength(0);
  });

  it('leaves its honeypot untouched, even marked as a field would be', async () => {
    load(first);
    const trap = document.querySelector('.nf-form-hp')!;
    trap.classList.add('add', 'vg-icon-mail', 'end', 'slide-check');
    trap.querySelector('label')!.classList.add('add', 'vg-icon-mail', 'end', 'slide-check');
    const markup = trap.outerHTML;
    await enhance();
    expect(trap.outerHTML).toBe(markup);
    expect(trap.querySelector('input')!.hasAttribute('placeholder')).toBe(false);
  });

  it('leaves a captcha untouched: its box, and the field the box is in, even marked', async () => {
    const form = load(first);
    // A reCAPTCHA field as its template renders it (fields-recaptcha.html in the field layout), with what
    // Google's script puts in its box (a response textarea). Marked as a site owner might.
    const captcha = field(1).parentElement!.cloneNode(true) as Element;
    const container = captcha.querySelector('.nf-field-container')!;
    container.id = 'nf-field-9-container';
    container.className = 'nf-field-container recaptcha-container  label-above add vg-icon-mail end ';
    container.querySelector('.field-wrap')!.className = 'field-wrap recaptcha-wrap';
    container.querySelector('.nf-field-label')!.replaceChildren();
    container.querySelector('.nf-field-element')!.innerHTML =
      '<input id="nf-field-9" name="nf-field-9" class="ninja-forms-field nf-element" type="hidden" value="">' +
      '<div class="g-recaptcha" data-callback="nf_recaptcha_response_9" data-theme="light" data-sitekey="x" data-fieldid="9"><div><iframe title="reCAPTCHA"></iframe></div><textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response"></textarea></div>';
    field(6).parentElement!.after(captcha);
    const markup = container.querySelector('.nf-field-element')!.outerHTML;
    const { warn } = silenceConsole();
    await enhance();
    expect(container.querySelector('.nf-field-element')!.outerHTML).toBe(markup);
    expect(container.querySelector('i.vg-icon')).toBeNull();
    expect(enhancements(form)).toEqual(expected);
    // The marker on the captcha's field: said, not obeyed.
    expect(warn.mock.calls).toEqual([['[vormgever] icon: no text control', startTag(container)]]);
  });

  it('sends the same form data with and without Vormgever', async () => {
    const form = load(first);
    document.getElementById('nf-field-5-1')!.click();
    const data = () => [...new FormData(form).entries()].map(([key, value]) => `${key}=${value}`);
    const plain = data();
    await enhance();
    expect(data()).toEqual(plain);
  });

  it('undo() gives the markup back', async () => {
    load(first);
    const markup = document.body.innerHTML;
    const enhanced = await enhance();
    expect(document.body.innerHTML).not.toBe(markup);
    await enhanced.undo();
    expect(document.body.innerHTML).toBe(markup);
  });

  it("sends its pass event to .nf-form-cont, with the form's number from its id", async () => {
    load(first);
    const passes = recordPasses();
    await enhance();
    expect(passes).toHaveLength(1);
    expect((passes[0]!.target as Element).id).toBe('nf-form-1-cont');
    expect(passes[0]!.formId).toBe('1');
  });

  describe('its views, imitated (each change enhanced before the next task)', () => {
    it('the PHP shell first, its views rendered into it later: enhanced with the first render', async () => {
      document.body.innerHTML = render('server');
      const shell = document.getElementById('nf-form-1-cont')!;
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      // mainLayout renders its template into the shell (the spinner goes), then its regions show their views:
      // the form layout (an empty form), then the form's content (the fields), then the honeypot's view.
      const whole = freshFrom(first, '.nf-form-cont');
      const formLayout = whole.querySelector('.nf-form-layout')!;
      const form = formLayout.querySelector('form')!;
      const fields = form.querySelector('nf-fields-wrap')!;
      const hp = form.querySelector('.nf-form-hp')!;
      const views = [...fields.children];
      const hpView = [...hp.children];
      fields.replaceChildren();
      hp.replaceChildren();
      formLayout.replaceChildren();
      shell.replaceChildren(...whole.childNodes);
      await microtasks();
      shell.querySelector('.nf-form-layout')!.append(form);
      await microtasks();
      for (const view of views) fields.append(view);
      hp.append(...hpView);
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
      // nfFormReady (a jQuery event on document) changes nothing in the DOM: nothing to do.
      document.dispatchEvent(new CustomEvent('nfFormReady'));
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
    });

    it('the whole form arriving in one piece (its layout rendered before it is attached): enhanced in that task', async () => {
      document.body.innerHTML = render('server');
      const shell = document.getElementById('nf-form-1-cont')!;
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      shell.replaceChildren(...freshFrom(first, '.nf-form-cont').childNodes);
      await microtasks();
      expect(enhancements(shell.querySelector('form')!)).toEqual(expected);
    });

    it("a field view re-rendered (its .field-wrap replaced, the typed value in the new markup): enhanced again, once", async () => {
      const form = load(first);
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      // What the visitor typed is in the field's model; the view's template renders it as the value.
      control(2).value = 'iemand@example.test';
      const wrap = freshFrom(first, '#nf-field-2-wrap');
      wrap.querySelector('input')!.setAttribute('value', 'iemand@example.test');
      const old = document.getElementById('nf-field-2-wrap')!;
      // Marionette renders the new wrap into the old one, then unwraps it (views/fieldItem.js's onRender).
      old.replaceChildren(wrap);
      old.replaceWith(wrap);
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
      expect(control(2).value).toBe('iemand@example.test');
      // A list's view re-rendered with a ticked choice (its model's value): switches again, the choice kept.
      const list = freshFrom(first, '#nf-field-5-wrap');
      list.querySelector<HTMLInputElement>('#nf-field-5-1')!.setAttribute('checked', 'checked');
      document.getElementById('nf-field-5-wrap')!.replaceWith(list);
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
      expect((document.getElementById('nf-field-5-1') as HTMLInputElement).checked).toBe(true);
      // The submit button's view (its state) re-rendered: nothing of ours there, nothing else changes.
      document.getElementById('nf-field-4-wrap')!.replaceWith(freshFrom(first, '#nf-field-4-wrap'));
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
    });

    it('a field shown again (its layout view re-rendered: a new container) is enhanced again', async () => {
      const form = load(first);
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      const view = field(6).parentElement!;
      view.replaceChildren(); // hidden: the empty template
      await microtasks();
      view.append(freshFrom(first, '#nf-field-6-container'));
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
    });

    it('an error view added and removed: nothing of ours lost or doubled', async () => {
      const form = load(first);
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      const wrap = document.getElementById('nf-field-2-wrap')!;
      const errors = document.getElementById('nf-error-2')!;
      errors.innerHTML = '<div class="nf-error-msg nf-error-required-error" aria-live="assertive">This is a required field.</div>';
      wrap.classList.add('nf-fail', 'nf-error');
      control(2).setAttribute('aria-invalid', 'true');
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
      errors.replaceChildren();
      wrap.classList.remove('nf-fail', 'nf-error');
      wrap.classList.add('nf-pass');
      await microtasks();
      expect(enhancements(form)).toEqual(expected);
    });

    it("a captcha's box re-rendered by its own controller (nfFormReady, render:view) stays untouched", async () => {
      const form = load(first);
      const controller = started({ iconBase: '/icons/' });
      await controller.settled();
      const { warn } = silenceConsole();
      const container = field(3);
      container.classList.add('add', 'vg-icon-mail', 'end');
      const box = Object.assign(document.createElement('div'), { className: 'nf-cf-turnstile' });
      container.querySelector('.nf-field-element')!.replaceChildren(box);
      await microtasks();
      box.innerHTML = '<input type="text" name="cf-turnstile-response" value="">';
      await microtasks();
      expect(box.innerHTML).toBe('<input type="text" name="cf-turnstile-response" value="">');
      expect(container.querySelector('i.vg-icon')).toBeNull();
      expect(form.querySelectorAll('i.vg-icon')).toHaveLength(1);
      // The marker on a field whose only text control is the captcha's: said, not obeyed.
      expect(warn.mock.calls.map((call: unknown[]) => call[0])).toEqual(['[vormgever] icon: no text control']);
    });
  });
});
