// Floating labels (form class `float-labels`, the page-wide class `vg-float-labels`, the config key
// `floatingLabels`): the labels of text controls stay rendered (the stylesheet floats them) and keep
// naming their controls by `for`; everything else is placeholder mode as it is, byte for byte.
import { readFileSync } from 'node:fs';
import { style as elementorForms } from '../../src/builders/elementorform';
import { style as fluentForms } from '../../src/builders/fluentform';
import { style as formidable } from '../../src/builders/formidable';
import { style as gravityForms } from '../../src/builders/gravityforms';
import { style as ninjaForms } from '../../src/builders/ninjaforms';
import { style as wpforms } from '../../src/builders/wpforms';
// @ts-expect-error: a build module (JavaScript), without declarations
import { inBuilderWords } from '../../src/styles/build.mjs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeAccessibleName } from 'dom-accessibility-api';
import { afterEach, describe, expect, it } from 'vitest';
import { enhance, start } from '../../src/index';
import { textTypes } from '../../src/rules/field';
import { accessibleNames, controlNames as names, failedSubmits, fixture, generations, microtasks, mount, recordPasses, rerenderInPlace, started, stopWhenDone, withOwnIds } from './helpers';

const renders = Object.entries({ ...generations, ...failedSubmits });
/** Each text control with the label that names it by `for`. */
function textLabels(root: ParentNode = document): Array<[Element, HTMLLabelElement]> {
  return [...root.querySelectorAll('input, select, textarea')]
    .filter((control) => (control.localName != 'input' || textTypes.test((control as HTMLInputElement).type)) && control.id && !control.closest('.ginput_recaptcha, .gfield_list_container, .gform_validation_container'))
    .map((control) => [control, root.querySelector<HTMLLabelElement>(`label[for="${control.id}"]`)!] as [Element, HTMLLabelElement])
    .filter(([, label]) => label);
}

afterEach(() => {
  document.documentElement.classList.remove('vg-float-labels');
  document.body.className = '';
  document.head.innerHTML = '';
});

describe('floating labels: the form class float-labels', () => {
  it.each(renders)('%s: text controls keep their labels rendered, every name and placeholder as in placeholder mode', async (_, file) => {
    // The same render twice in one document: placeholder mode, and placeholder mode with floating labels.
    document.body.innerHTML = `<div id="plain">${withOwnIds(fixture(file), 'p-')}</div><div id="float">${withOwnIds(fixture(file), 'f-')}</div>`;
    const plain = document.querySelector<HTMLFormElement>('#plain form')!;
    const float = document.querySelector<HTMLFormElement>('#float form')!;
    plain.classList.add('placeholder');
    float.classList.add('placeholder', 'float-labels');
    const before = names(float);
    await enhance(document);

    const labels = textLabels(float);
    expect(labels.length).toBeGreaterThan(3);
    for (const [control, label] of labels) {
      expect(label.hidden, label.outerHTML).toBe(false);
      expect(control.getAttribute('aria-labelledby') ?? '', control.id).not.toContain(label.id || '\0');
    }
    const after = accessibleNames(before.keys());
    for (const [element, name] of before) expect(after.get(element), element.id).toBe(name);
    // Placeholders, select markers and option texts: exactly those of placeholder mode.
    const texts = (form: HTMLFormElement) =>
      [...form.querySelectorAll('input, textarea, select, option')].map((element) => `${element.getAttribute('placeholder')}|${element.className}|${element.localName === 'option' ? element.textContent : ''}`);
    expect(texts(float)).toEqual(texts(plain));
    // Fieldsets (name, address, choices) are still named by a legend out of rendering, as in placeholder mode.
    const hiddenLegends = (form: HTMLFormElement) => [...form.querySelectorAll('legend[hidden]')].map((legend) => legend.textContent);
    expect(hiddenLegends(float)).toEqual(hiddenLegends(plain));

    const passes = recordPasses();
    await enhance(document);
    expect(passes.length).toBe(2);
    expect(passes.map((pass) => pass.changed)).toEqual([0, 0]);
  });

  it('leaves a form without the class exactly as placeholder mode does, byte for byte', async () => {
    // Reference: the markup placeholder mode gives, in a document without any floating form.
    mount(fixture('gf210-orbital.html')).classList.add('placeholder');
    await enhance(document);
    const reference = document.querySelector('.gform_wrapper')!.outerHTML;
    // The same form beside a floating one (its ids prefixed): untouched by the other's class.
    document.body.innerHTML = fixture('gf210-orbital.html') + withOwnIds(fixture('gf210-orbital.html'), 'x-');
    const [plain, float] = document.querySelectorAll('form');
    plain!.classList.add('placeholder');
    float!.classList.add('placeholder', 'float-labels');
    await enhance(document);
    expect(plain!.closest('.gform_wrapper')!.outerHTML).toBe(reference);
    expect(float!.querySelectorAll('label[hidden]')).toHaveLength(0); // and the other one does float
  });

  it('needs placeholder mode: float-labels alone changes nothing', async () => {
    mount(fixture('gf210-orbital.html')).classList.remove('placeholder');
    await enhance(document);
    const reference = document.body.innerHTML;
    const form = mount(fixture('gf210-orbital.html'));
    form.classList.replace('placeholder', 'float-labels');
    await enhance(document);
    expect(document.querySelectorAll('label[hidden], [aria-labelledby], .vg-placeholder-select')).toHaveLength(0);
    form.classList.remove('float-labels');
    expect(document.body.innerHTML).toBe(reference);
  });

  it('keeps labels rendered after a re-render with values, and writes nothing on the next pass', async () => {
    const form = mount(fixture('gf210-orbital.html'));
    form.classList.add('placeholder', 'float-labels');
    started();
    // The plugin's AJAX re-render after a failed submit: a fresh form (the class set in the form builder)
    // with the visitor's values in it.
    const page = new DOMParser().parseFromString(fixture('gf210-orbital-invalid.html'), 'text/html');
    page.querySelector('form')!.classList.add('placeholder', 'float-labels');
    page.getElementById('input_1_3')!.setAttribute('value', '06 12345678');
    const passes = recordPasses();
    rerenderInPlace(document.getElementById('gform_wrapper_1')!, page.body.innerHTML);
    await microtasks();
    expect(passes.length).toBeGreaterThan(0);
    expect(passes[0]!.changed).toBeGreaterThan(0);
    const fresh = document.querySelector('form')!;
    expect(fresh.classList.contains('float-labels')).toBe(true);
    for (const [control, label] of textLabels(fresh)) {
      expect(label.hidden, control.id).toBe(false);
      expect(control.hasAttribute('placeholder') || control.localName === 'select', control.id).toBe(true);
    }
    expect(computeAccessibleName(document.getElementById('input_1_3')!)).toBe('Telefoon');
    await enhance(document);
    expect(passes.at(-1)!.changed).toBe(0);
  });
});

describe('floating labels for every placeholder form: the page-wide class and the config key', () => {
  it('the class vg-float-labels on <body> (the WordPress plugin prints it): placeholder forms float', async () => {
    document.body.className = 'page vg-float-labels';
    document.body.insertAdjacentHTML('beforeend', fixture('gf210-orbital.html'));
    document.querySelector('form')!.classList.add('placeholder');
    await enhance(document);
    const labels = textLabels();
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.filter(([, label]) => label.hidden)).toEqual([]);
  });

  it.each([
    ['start() options', () => ({ floatingLabels: true })],
    ['vormgever-config', () => {
      document.head.innerHTML = '<script type="application/json" id="vormgever-config">{"floatingLabels": "yes"}</script>';
      return {};
    }],
  ])('floatingLabels: true in %s puts the class on <html> before the first pass; stop() takes it off', (_, setUp) => {
    mount(fixture('gf210-orbital.html')).classList.add('placeholder');
    const controller = stopWhenDone(start(setUp()));
    try {
      expect(document.documentElement.classList.contains('vg-float-labels')).toBe(true);
      const labels = textLabels();
      expect(labels.length).toBeGreaterThan(3);
      expect(labels.filter(([, label]) => label.hidden)).toEqual([]);
      expect(document.getElementById('input_1_2')!.getAttribute('placeholder')).toBe('E-mailadres *');
    } finally {
      controller.stop();
    }
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(false);
  });

  it('leaves a class the site printed on <html> itself when stopped', () => {
    document.documentElement.classList.add('vg-float-labels');
    mount(fixture('gf210-orbital.html')).classList.add('placeholder');
    start({ floatingLabels: true }).stop();
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(true);
  });

  it('without the key (or with false), placeholder forms hide their labels as before', () => {
    document.head.innerHTML = '<script type="application/json" id="vormgever-config">{"floatingLabels": true}</script>';
    mount(fixture('gf210-orbital.html')).classList.add('placeholder');
    started({ floatingLabels: false });
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(false);
    expect(document.querySelector<HTMLLabelElement>('label[for="input_1_3"]')!.hidden).toBe(true);
  });

  it('is left out in the page builder editor, like every form rule', () => {
    document.body.className = 'elementor-editor-active';
    mount(fixture('gf210-orbital.html'));
    document.body.className = 'elementor-editor-active';
    started({ floatingLabels: true });
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(false);
  });
});

const builderStyles = { 'Gravity Forms': gravityForms, WPForms: wpforms, 'Fluent Forms': fluentForms, Formidable: formidable, 'Ninja Forms': ninjaForms, 'Elementor Forms': elementorForms };

describe('floating labels: the stylesheet', () => {
  // In every builder's words (src/styles/build.mjs, as build.mjs puts them in).
  it.each(Object.entries(builderStyles))('names its opt-in outside :is() in every selector, in %s (a form that does not float pays no style time for it)', (_name, style) => {
    const css = inBuilderWords(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../src/styles/floating.css'), 'utf8'), style, 'floating.css');
    const preludes = [...css.matchAll(/([^{}]+)\{/g)].map(([, prelude]) => prelude!.trim()).filter((prelude) => !prelude.startsWith('@'));
    // A prelude's selectors: split at the commas outside parentheses.
    const selectors = preludes.flatMap((prelude) => {
      const list = [''];
      let depth = 0;
      for (const char of prelude) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0;
        if (char === ',' && depth === 0) list.push('');
        else list[list.length - 1] += char;
      }
      return list.map((selector) => selector.trim());
    });
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) {
      // Every rule is scoped by an opt-in; none inside :is() (the browser's ancestor filter cannot see it there).
      expect(selector, selector).toMatch(/^[^(]*(\.vg-float-labels\b[^(]* [^(]*\.placeholder|\.placeholder\.float-labels)/);
      expect(selector, selector).not.toMatch(/:is\([^{]*float-labels/);
    }
  });
});
