// The same markers and guarantees in every form builder (issue 41): WPForms, Fluent Forms and
// Formidable Forms' real renders (fixtures/form-builders/, WordPress 7.1, versions in its README), with
// the markers typed where each builder puts a site owner's classes. Each rule, twice (the second pass
// writes nothing), the labels still naming their controls, the honeypots untouched, the form data the
// same, a re-render enhanced in the same task, and undo() giving the markup back.
import { describe, expect, it } from 'vitest';
import { fluentForm, fieldSelector as fluentFields } from '../../src/builders/fluentform';
import { formidable, fieldSelector as formidableFields } from '../../src/builders/formidable';
import type { Builder } from '../../src/builders/types';
import { wpforms, fieldSelector as wpformsFields } from '../../src/builders/wpforms';
import { enhance } from '../../src/index';
import { controlNames, fixture, microtasks, recordPasses, started, useBuilders, withIconFolder } from './helpers';

interface Case {
  builder: Builder;
  fields: string;
  /** The first render (after the builder's scripts), then the same form in its states after a failed submit. */
  first: string;
  failed: string[];
  /** Where the builder puts the form's class (the container, or the <form>). */
  formClassOn: string;
  /** Elements no rule may touch: the builder's honeypots. */
  honeypots: string[];
}

// The renders in fixtures/form-builders/ (its README: versions, states, events), markers typed in the
// builder's own editor.
const render = (name: string) => `form-builders/${name}.html`;
const cases: Record<string, Case> = {
  'WPForms 2.0.0.2, modern markup': {
    builder: wpforms,
    fields: wpformsFields,
    first: render('wpforms-2.0.0.2-modern-first-render'),
    failed: [render('wpforms-2.0.0.2-modern-after-clientside-validation'), render('wpforms-2.0.0.2-modern-after-failed-ajax-submit')],
    formClassOn: '.wpforms-container',
    honeypots: ['[data-field-type]', '.wpforms-field-hp'],
  },
  'WPForms 2.0.0.2, classic markup': {
    builder: wpforms,
    fields: wpformsFields,
    first: render('wpforms-2.0.0.2-classic-first-render'),
    failed: [render('wpforms-2.0.0.2-classic-after-clientside-validation'), render('wpforms-2.0.0.2-classic-after-failed-ajax-submit')],
    formClassOn: '.wpforms-container',
    honeypots: ['[data-field-type]', '.wpforms-field-hp'],
  },
  'Fluent Forms 6.2.2': {
    builder: fluentForm,
    fields: fluentFields,
    first: render('fluentform-6.2.2-first-render'),
    failed: [render('fluentform-6.2.2-after-clientside-validation'), render('fluentform-6.2.2-after-failed-ajax-submit')],
    formClassOn: '.fluentform',
    honeypots: ['.ff-hpsf-container'],
  },
  'Formidable Forms 6.34': {
    builder: formidable,
    fields: formidableFields,
    first: render('formidable-6.34-first-render'),
    failed: [render('formidable-6.34-after-clientside-validation'), render('formidable-6.34-after-failed-ajax-submit'), render('formidable-6.34-after-failed-submit-reload')],
    formClassOn: 'form',
    honeypots: ['div[id^=frm_field_]:not(.frm_form_field)'],
  },
};

useBuilders(wpforms, fluentForm, formidable);
withIconFolder();

const textControl = 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], textarea, select';

/** The fields a site owner gives classes to: not a field's own parts (Fluent Forms' name parts). */
const ownersFields = (root: ParentNode, fields: string) =>
  [...root.querySelectorAll<HTMLElement>(fields)].filter((field) => !field.parentElement!.closest(fields));

function load(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe.each(Object.entries(cases))('%s', (_name, testCase) => {
  const { fields, honeypots, formClassOn } = testCase;

  it('has its markers where the builder\'s editor put them (the renders)', () => {
    load(fixture(testCase.first));
    expect(document.querySelector(formClassOn)!.classList.contains('placeholder')).toBe(true);
    const owners = ownersFields(document, fields);
    expect(owners.filter((field) => field.classList.contains('slide-check'))).toHaveLength(2);
    expect(owners.filter((field) => field.classList.contains('add')).length).toBeGreaterThanOrEqual(4);
  });

  it('gets its switches, icons and placeholders; a second pass writes nothing', async () => {
    for (const file of [testCase.first, ...testCase.failed]) {
      const form = load(fixture(file));
      const passes = recordPasses();
      await enhance();
      await enhance();
      expect(passes.map((pass) => pass.changed).slice(-1), file).toEqual([0]);
      expect(passes[0]!.changed, file).toBeGreaterThan(0);
      for (const field of ownersFields(form, fields)) {
        if (field.classList.contains('slide-check')) {
          for (const input of field.querySelectorAll('input[type=checkbox]')) {
            expect(input.getAttribute('role'), `${file} ${field.className}`).toBe('switch');
            expect(input.nextElementSibling?.matches('span.vg-switch[aria-hidden=true]'), file).toBe(true);
          }
        }
        if (field.classList.contains('add')) {
          // A field whose own parts are fields (Fluent Forms' name) has its icon in its first part.
          expect(field.querySelectorAll('i.vg-icon').length, `${file} ${field.className}`).toBe(1);
          const icon = field.querySelector('i.vg-icon')!;
          expect(icon.nextElementSibling?.matches(textControl), file).toBe(true);
        }
      }
      // Every text control the visitor fills in says what it asks.
      for (const control of form.querySelectorAll<HTMLInputElement>(`:is(${fields}) :is(input[type=text], input[type=email], textarea)`)) {
        if (honeypots.some((selector) => control.closest(selector))) continue;
        expect(control.getAttribute('placeholder'), `${file} ${control.id}`).toMatch(/\S/);
      }
    }
  });

  it('keeps every control named as before (accessible names)', async () => {
    const form = load(fixture(testCase.first));
    const names = controlNames(form);
    await enhance();
    expect(controlNames(form)).toEqual(names);
  });

  it.skipIf(!honeypots.length)('leaves its honeypots untouched', async () => {
    load(fixture(testCase.first));
    const traps = honeypots.flatMap((selector) => [...document.querySelectorAll(selector)]);
    expect(traps.length).toBeGreaterThan(0);
    const markup = traps.map((trap) => trap.outerHTML);
    // Even marked as a field would be (a site owner's class on every field, say).
    for (const trap of traps) trap.classList.add('add', 'vg-icon-mail', 'end', 'slide-check');
    const marked = traps.map((trap) => trap.outerHTML);
    await enhance();
    expect(traps.map((trap) => trap.outerHTML)).toEqual(marked);
    expect(markup.length).toBe(marked.length);
  });

  it('sends the same form data with and without Vormgever', async () => {
    const form = load(fixture(testCase.first));
    const data = () => [...new FormData(form).entries()].map(([key, value]) => `${key}=${value}`);
    const plain = data();
    await enhance();
    expect(data()).toEqual(plain);
  });

  it('enhances a re-render in the same task: messages added to the kept form, and the whole container replaced', async () => {
    const form = load(fixture(testCase.first));
    const controller = started();
    await controller.settled();
    // Kept: the builder adds its messages (an element in a field) and classes to fields.
    const field = form.querySelector<HTMLElement>(`:is(${fields}).add`)!;
    field.classList.add('has-error');
    field.append(Object.assign(document.createElement('div'), { className: 'error', textContent: 'Dit veld is verplicht.' }));
    await microtasks();
    expect(field.querySelectorAll('i.vg-icon')).toHaveLength(1);
    // Replaced: the whole container, as after a failed submit or a page change (Formidable's replaceWith).
    const container = document.body.firstElementChild!;
    const next = document.createElement('div');
    next.innerHTML = fixture(testCase.failed.at(-1)!);
    container.replaceWith(...next.childNodes);
    await microtasks();
    const replaced = document.querySelector('form')!;
    expect(replaced).not.toBe(form);
    expect(replaced.querySelectorAll('i.vg-icon').length).toBeGreaterThan(0);
    expect(replaced.querySelectorAll('[role=switch]').length).toBeGreaterThan(0);
  });

  it('undo() gives the markup back', async () => {
    load(fixture(testCase.first));
    const markup = document.body.innerHTML;
    const enhanced = await enhance();
    expect(document.body.innerHTML).not.toBe(markup);
    await enhanced.undo();
    expect(document.body.innerHTML).toBe(markup);
  });

  it('sends its pass event to its wrapper, with the builder\'s form number', async () => {
    load(fixture(testCase.first));
    const passes = recordPasses();
    await enhance();
    expect(passes).toHaveLength(1);
    expect((passes[0]!.target as Element).matches(testCase.builder.wrapperSelector)).toBe(true);
    expect(passes[0]!.formId).toMatch(/^\d+$/);
  });
});
