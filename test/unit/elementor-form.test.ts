// Elementor Pro's Form widget (issue 53): its real renders (fixtures/form-builders/elementor-form-3.33.1-*,
// Pro Elements 3.33.1 on Elementor 3.32.4: its README), with the markers where a field item's own CSS class
// value puts them (the control, the select's wrapper, the choice group, the acceptance's input) and where
// Vormgever's own controls put them (its render: the field group). Each rule, a second pass that writes
// nothing, names kept, the honeypot, the reCAPTCHAs, the hidden inputs and the Login widget's form
// untouched, the form data the same, undo; and what its scripts do to the DOM, imitated: a failed submit's
// messages added in place, a success's native reset, a multi-step form's groups moved into their steps, a
// popup's fresh copy on every open and its removal on close, the editor's JavaScript template rendering
// the widget anew. No Builder word says any of that: the engine's one MutationObserver passes over the form.
import { describe, expect, it } from 'vitest';
import { elementorForm, markedOf } from '../../src/builders/elementorform';
import { classControls, iconTypes, onControlChange, picker, switchTypes, withMarkers } from '../../src/editor/elementorform';
import { editorStrings } from '../../src/editor/strings';
import { enhance } from '../../src/index';
import { controlNames, fixture, microtasks, projectRoot, reach, recordPasses, started, useBuilders, withIconFolder } from './helpers';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const render = (state: string, variant = '') => fixture(`form-builders/elementor-form-3.33.1-${variant}${state}.html`);
// Every state whose form holds the contact form's fields (the Login widget's and the server's multi-step
// are below), in both placings of the markers.
const states = ['first-render', 'after-failed-submit', 'after-success', 'multi-step', 'multi-step-next', 'popup', 'captcha', 'editor-server', 'editor-template'];
const variants = { 'a field item\'s own CSS class value': '', "Vormgever's controls": 'controls-' };
const cases = Object.entries(variants).flatMap(([where, variant]) => states.map((state) => [`${state}, ${where}`, state, variant] as const));

useBuilders(elementorForm);

function load(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('.elementor-widget-form form')!;
}
const group = (name: string) => document.querySelector<HTMLElement>(`.elementor-field-group-${name}`) ?? control(name).closest<HTMLElement>('.elementor-field-group')!;
// By its name on the page, or (the editor's template: form_field_<n>) by its label.
function control<T extends Element = HTMLInputElement>(name: string): T {
  const byName = document.querySelector<T & Element>(`[name^="form_fields[${name}]"]`);
  if (byName) return byName;
  const labels: Record<string, string> = { naam: 'Naam', email: 'E-mail', onderwerp: 'Onderwerp', soort: 'Soort', bericht: 'Bericht', interesses: 'Interesses', toestemming: 'Toestemming' };
  const label = [...document.querySelectorAll('.elementor-field-label')].find((element) => element.textContent!.trim() === labels[name])!;
  return label.parentElement!.querySelector<T & Element>('input:not([type=hidden]), select, textarea')!;
}

/** What the visitor sees of the form's enhancements. */
function enhancements(form: HTMLFormElement) {
  return {
    icons: [...form.querySelectorAll('i.vg-icon')].map((icon) => `${icon.className} > ${(icon.nextElementSibling as HTMLInputElement).name || icon.nextElementSibling!.localName}`),
    switches: [...form.querySelectorAll('input[type=checkbox]')].map((input) => `${input.getAttribute('role')} ${input.nextElementSibling?.className}`),
    placeholders: [...form.querySelectorAll('input:not([type=hidden]), textarea')].map((input) => input.getAttribute('placeholder')),
  };
}

withIconFolder(); // its renders have the plugin's own icons

describe('Elementor Pro 3.33 (Pro Elements): where its markers are', () => {
  it("a field item's own CSS class value: on the control, the select's wrapper, the choice group, the acceptance's input; `placeholder` on the widget's element", () => {
    for (const state of ['first-render', 'editor-template']) {
      load(render(state));
      expect(document.querySelector('.elementor-widget-form')!.classList.contains('placeholder'), state).toBe(true);
      expect(control('naam').classList.contains('vg-icon-user'), state).toBe(true);
      expect(control('soort').parentElement!.matches('.elementor-select-wrapper.add.vg-icon-list.end'), state).toBe(true);
      expect(control('interesses').closest('.elementor-field-subgroup')!.classList.contains('slide-check'), state).toBe(true);
      expect(control('toestemming').classList.contains('slide-check'), state).toBe(true);
      for (const field of document.querySelectorAll('.elementor-field-group')) expect(field.classList.contains('slide-check') || field.classList.contains('add'), state).toBe(false);
    }
  });

  it("Vormgever's controls: on the field group (its render), after Elementor's own classes; in the editor's template, on the item's CSS class value", () => {
    load(render('first-render', 'controls-'));
    expect(group('naam').className).toMatch(/ elementor-field-required add vg-icon-user end$/);
    expect(group('soort').className).toMatch(/ elementor-col-100 add vg-icon-list end$/);
    expect(group('interesses').className).toMatch(/ slide-check$/);
    expect(group('toestemming').className).toMatch(/ slide-check$/);
    load(render('editor-template', 'controls-'));
    expect(control('naam').classList.contains('vg-icon-user')).toBe(true);
    expect(control('toestemming').classList.contains('slide-check')).toBe(true);
  });

  it('markedOf: the group where it has markers, else the acceptance\'s input or the group\'s control, wrapper or choice group', () => {
    load(render('first-render'));
    expect(markedOf(group('naam'))).toBe(control('naam'));
    expect(markedOf(group('soort'))).toBe(control('soort').parentElement);
    expect(markedOf(group('interesses'))).toBe(control('interesses').closest('.elementor-field-subgroup'));
    expect(markedOf(group('toestemming'))).toBe(control('toestemming'));
    group('naam').classList.add('add', 'vg-icon-mail', 'end');
    expect(markedOf(group('naam'))).toBe(group('naam'));
    const empty = document.createElement('div');
    expect(markedOf(empty)).toBe(empty);
  });

  it("its fields are the Form widget's field groups: not the honeypot, a hidden field, a step, its buttons, a reCAPTCHA, nor the Login widget's", () => {
    for (const state of ['multi-step', 'captcha', 'login']) {
      document.body.innerHTML = render(state);
      const fields = [...document.querySelectorAll(elementorForm.fieldSelector)].map((field) => field.className.match(/elementor-field-type-[\w-]+/)![0]);
      if (state === 'login') expect(fields).toEqual([]);
      else expect(fields, state).toEqual(['text', 'email', 'text', 'select', 'textarea', 'checkbox', 'acceptance'].map((type) => `elementor-field-type-${type}`));
    }
  });
});

describe('Elementor Pro 3.33 (Pro Elements): its renders', () => {
  it.each(cases)('%s: switches, icons and placeholders; a second pass writes nothing', async (_, state, variant) => {
    const form = load(render(state, variant));
    const passes = recordPasses();
    await enhance();
    await enhance();
    expect(passes.map((pass) => pass.changed)).toEqual([passes[0]!.changed, 0]);
    expect(passes[0]!.changed).toBeGreaterThan(0);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      expect(input.getAttribute('role'), input.id).toBe('switch');
      expect(input.nextElementSibling?.matches('span.vg-switch[aria-hidden=true]'), input.id).toBe(true);
      // The choice's text right after its switch.
      expect((input.nextElementSibling!.nextElementSibling as HTMLLabelElement).htmlFor, input.id).toBe(input.id);
    }
    // One icon before each marked control: in the group, or (a select) in its wrapper.
    expect(enhancements(form).icons).toEqual(
      [
        ['vg-icon-user vg-icon', control('naam')],
        ['vg-icon-mail vg-icon', control('email')],
        ['vg-icon-tag vg-icon', control('onderwerp')],
        ['vg-icon-list vg-icon', control('soort')],
        ['vg-icon-message-square vg-icon', control('bericht')],
      ].map(([name, element]) => `${name} > ${(element as HTMLInputElement).name}`),
    );
    expect(control('soort').previousElementSibling!.matches('i.vg-icon')).toBe(true);
    // The label's text, a star when required; its own placeholder kept; the select marked.
    expect(control('naam').placeholder).toBe('Naam *');
    expect(control('email').placeholder).toBe('E-mail *');
    expect(control('onderwerp').placeholder).toBe('Waar gaat je bericht over?');
    expect(control<HTMLTextAreaElement>('bericht').placeholder).toBe('Bericht *');
    expect(control('soort').classList.contains('vg-placeholder-select')).toBe(true);
    // Each named by its label, which left rendering; a choice group's question stays.
    expect(control('naam').getAttribute('aria-labelledby')).toBe(group('naam').querySelector('label')!.id);
    expect(group('naam').querySelector('label')!.hidden).toBe(true);
    expect(group('interesses').querySelector<HTMLElement>('.elementor-field-label')!.hidden).toBe(false);
  });

  it('keeps every control named as before (accessible names), and its names', async () => {
    for (const [, state, variant] of cases) {
      const form = load(render(state, variant));
      const names = controlNames(form);
      const fieldNames = [...form.elements].map((element) => (element as HTMLInputElement).name);
      await enhance();
      expect(controlNames(form), state + variant).toEqual(names);
      expect([...form.elements].map((element) => (element as HTMLInputElement).name), state + variant).toEqual(fieldNames);
    }
  });

  it('sends the same form data with and without Vormgever', async () => {
    for (const [, state, variant] of cases) {
      const form = load(render(state, variant));
      control('naam').value = 'Anna';
      control('interesses').checked = true;
      const data = () => [...new FormData(form).entries()].map(([key, value]) => `${key}=${value}`);
      const plain = data();
      await enhance();
      expect(data(), state + variant).toEqual(plain);
    }
  });

  it('undo() gives the markup back', async () => {
    for (const [, state, variant] of cases) {
      load(render(state, variant));
      const markup = document.body.innerHTML;
      const enhanced = await enhance();
      expect(document.body.innerHTML).not.toBe(markup);
      await enhanced.undo();
      expect(document.body.innerHTML, state + variant).toBe(markup);
    }
  });

  it("sends its pass event to the widget's element, with the widget's id (the editor's render too)", async () => {
    for (const state of ['first-render', 'editor-template']) {
      load(render(state, 'controls-'));
      const passes = recordPasses();
      await enhance();
      expect(passes).toHaveLength(1);
      expect((passes[0]!.target as Element).matches('.elementor-widget-form')).toBe(true);
      expect(passes[0]!.formId).toBe('e1f0a01');
    }
  });

  it('leaves its honeypot, its reCAPTCHAs, every hidden input and the Login widget untouched, marked or not', async () => {
    for (const variant of Object.values(variants)) {
      document.body.innerHTML = render('captcha', variant) + render('login', variant);
      const parts = () => [
        document.querySelector('.elementor-widget-form .elementor-field-type-text:not(.elementor-field-group)')!,
        ...document.querySelectorAll('.elementor-field-type-recaptcha, .elementor-field-type-recaptcha_v3'),
        ...document.querySelectorAll('input[type=hidden]'),
        document.querySelector('.elementor-widget-login')!,
      ];
      // Marked as a field would be, on the group and on the control.
      for (const part of parts()) part.classList.add('slide-check', 'add', 'vg-icon-mail', 'end');
      for (const part of document.querySelectorAll('.elementor-widget-login .elementor-field-group, .elementor-widget-login input')) part.classList.add('add', 'vg-icon-user', 'end', 'slide-check');
      const honeypot = document.querySelector('.elementor-widget-form .elementor-field-type-text:not(.elementor-field-group)')!;
      expect(honeypot.className).toBe('elementor-field-type-text slide-check add vg-icon-mail end');
      const markup = parts().map((part) => part.outerHTML);
      expect(parts().length).toBeGreaterThan(8);
      await enhance();
      expect(parts().map((part) => part.outerHTML), variant).toEqual(markup);
      // The form itself enhanced.
      expect(document.querySelectorAll('.elementor-widget-form i.vg-icon')).toHaveLength(5);
    }
  });
});

describe('Elementor Pro 3.33 (Pro Elements): what its scripts do to the form', () => {
  it('a failed submit: its messages added in place (the form kept): the enhancements stay, nothing is written again', async () => {
    const form = load(render('first-render', 'controls-'));
    started();
    await microtasks();
    const before = enhancements(form);
    const passes = recordPasses();
    // As its form sender writes the server's errors (form-sender: the id's parent gets elementor-error and a
    // message; every control aria-invalid; the form's message at the end of the form).
    for (const id of ['email', 'toestemming']) {
      const parent = document.getElementById(`form-field-${id}`)!.parentElement!;
      parent.classList.add('elementor-error');
      parent.insertAdjacentHTML('beforeend', '<span class="elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline" role="alert">Dit veld is verplicht.</span>');
    }
    for (const input of form.querySelectorAll('.elementor-field-group :is(input, select, textarea)')) input.setAttribute('aria-invalid', 'false');
    control('email').setAttribute('aria-invalid', 'true');
    form.insertAdjacentHTML('beforeend', '<div class="elementor-message elementor-message-danger" role="alert">Er ging iets mis.</div>');
    await microtasks();
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((pass) => pass.changed === 0)).toBe(true);
    expect(enhancements(form)).toEqual(before);
    // The same as its captured render after a failed submit, enhanced.
    const failed = load(render('after-failed-submit', 'controls-'));
    await microtasks();
    expect(enhancements(failed)).toEqual(before);
  });

  it("a success: its native reset (jQuery's trigger('reset') calls form.reset()): each switch shows the box's reset state", async () => {
    const form = load(render('first-render', 'controls-'));
    started();
    await microtasks();
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    for (const box of boxes) box.click();
    control('naam').value = 'Anna';
    expect(boxes.every((box) => box.checked)).toBe(true);
    const passes = recordPasses();
    form.reset();
    form.insertAdjacentHTML('beforeend', '<div class="elementor-message elementor-message-success elementor-message-svg" role="alert">Bedankt!</div>');
    await microtasks();
    expect(boxes.map((box) => box.checked)).toEqual(boxes.map(() => false));
    // The switch is the box: the stylesheet follows :checked, the island reads nothing.
    expect(form.querySelectorAll('input:checked + .vg-switch')).toHaveLength(0);
    expect(control('naam').value).toBe('');
    expect(passes.every((pass) => pass.changed === 0)).toBe(true);
  });

  it('a multi-step form: its steps handler moves the field groups into a box per step (the same elements): each enhanced once, where it went', async () => {
    for (const variant of Object.values(variants)) {
      const form = load(render('multi-step-server', variant));
      started();
      await microtasks();
      const before = enhancements(form);
      expect(before.icons).toHaveLength(5);
      // As its steps handler does: a step's box, the groups moved into it, its buttons after them.
      const steps = [...form.querySelectorAll('.elementor-field-type-step')];
      const wrapper = form.querySelector('.elementor-form-fields-wrapper')!;
      const groups = [...wrapper.children];
      let step: Element | undefined;
      for (const child of groups) {
        if (steps.includes(child)) {
          step = child;
          child.classList.add('e-form__step');
        } else if (step && !child.matches('.e-form__buttons')) step.append(child);
      }
      for (const box of steps) box.insertAdjacentHTML('beforeend', '<div class="e-form__buttons elementor-column elementor-col-100"><div class="elementor-field-group e-form__buttons__wrapper elementor-field-type-next"><button type="button" class="elementor-button e-form__buttons__wrapper__button e-form__buttons__wrapper__button-next">Volgende</button></div></div>');
      steps[1]!.classList.add('elementor-hidden');
      await microtasks();
      expect(enhancements(form), variant).toEqual(before);
      // And as captured after the handler.
      const captured = load(render('multi-step', variant));
      await microtasks();
      expect(enhancements(captured), variant).toEqual(before);
    }
  });

  it('a popup: a fresh copy of its form on every open (from the string its handler keeps), removed on close: enhanced each time, nothing left behind', async () => {
    // The popup's element as printed, taken out of the page and kept as a string, as its handler does.
    const html = render('popup', 'controls-');
    document.body.innerHTML = '<main><p>Wil je dat we je terugbellen?</p></main>';
    const controller = started();
    await microtasks();
    let first: HTMLFormElement | undefined;
    for (let open = 1; open <= 3; open++) {
      const modal = Object.assign(document.createElement('div'), { className: 'elementor-popup-modal', id: 'elementor-popup-modal-45' });
      modal.innerHTML = `<div class="dialog-widget-content"><div class="dialog-message">${html}</div></div>`;
      document.body.append(modal);
      await microtasks();
      const form = modal.querySelector('form')!;
      if (open > 1) expect(form).not.toBe(first);
      first = form;
      expect(enhancements(form).icons, `open ${open}`).toHaveLength(5);
      expect(form.querySelectorAll('.vg-switch'), `open ${open}`).toHaveLength(4);
      expect(control('naam').placeholder).toBe('Naam *');
      reach(control('naam'));
      await controller.settled();
      expect(controller.liveIslands(), `open ${open}`).toBe(4);
      // Closed: the copy removed.
      modal.remove();
      await microtasks();
      await controller.settled();
      expect(controller.liveIslands(), `closed ${open}`).toBe(0);
    }
    expect(document.querySelectorAll('.vg-switch, i.vg-icon, form')).toHaveLength(0);
  });

  it("the editor: its JavaScript template renders the widget anew on every setting change (other ids and names): enhanced after each render", async () => {
    for (const variant of Object.values(variants)) {
      const widget = document.createElement('div');
      document.body.replaceChildren(widget);
      started();
      const template = render('editor-template', variant);
      const inner = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('.elementor-widget-form')!.innerHTML;
      widget.outerHTML = render('editor-server', variant);
      await microtasks();
      const widgetNow = () => document.querySelector('.elementor-widget-form')!;
      expect(enhancements(widgetNow().querySelector('form')!).icons, variant).toHaveLength(5);
      for (let change = 1; change <= 3; change++) {
        // attachElContent: the widget's element emptied, the new render appended.
        widgetNow().innerHTML = inner(template);
        await microtasks();
        const form = widgetNow().querySelector('form')!;
        expect(form.querySelector('input')!.id, variant).toBe('form_field_0');
        const seen = enhancements(form);
        expect(seen.icons, variant).toHaveLength(5);
        expect(seen.switches.every((text) => text === 'switch vg-switch'), variant).toBe(true);
        expect(seen.placeholders.slice(0, 2), variant).toEqual(['Naam *', 'E-mail *']);
      }
    }
  });
});

describe("Elementor's editor: Vormgever's markers in the widget's JavaScript template (src/editor/elementorform/index.ts)", () => {
  it('adds them to a copy of the field item, on its CSS class value; the item itself is left as it was', () => {
    const item = { field_type: 'email', css_classes: 'mijn-klasse', vormgever_icon: 'mail', custom_id: 'email' };
    const seen = withMarkers(item);
    expect(seen).toEqual({ ...item, css_classes: 'mijn-klasse add vg-icon-mail end' });
    expect(seen).not.toBe(item);
    expect(item.css_classes).toBe('mijn-klasse');
    expect(withMarkers({ field_type: 'acceptance', vormgever_switch: 'yes' }).css_classes).toBe('slide-check');
    expect(withMarkers({ field_type: 'select', css_classes: '', vormgever_icon: 'list' }).css_classes).toBe('add vg-icon-list end');
  });

  it('none for a type that takes none, an icon that is not one of the plugin\'s, a switch left off, odd values', () => {
    for (const item of [
      { field_type: 'checkbox', vormgever_icon: 'mail' },
      { field_type: 'text', vormgever_switch: 'yes' },
      { field_type: 'text', vormgever_icon: 'no-such-icon' },
      { field_type: 'text', vormgever_icon: '../../evil' },
      { field_type: 'text', vormgever_icon: 'mail end" onmouseover="x' },
      { field_type: 'checkbox', vormgever_switch: '' },
      { field_type: 'checkbox', vormgever_switch: true },
      { field_type: 'text', vormgever_icon: ['mail'] },
    ]) {
      expect(withMarkers(item as never), JSON.stringify(item)).toBe(item);
    }
  });

  it("asks the preview's pass again when a class control of a Form widget changes (its placeholder mode, Advanced → CSS Classes), once Elementor has put the class on", async () => {
    load(render('editor-template', 'controls-'));
    started();
    await microtasks();
    const box = document.querySelector<HTMLElement>('.elementor-widget-form')!;
    box.classList.remove('placeholder');
    control('naam').removeAttribute('placeholder');
    await microtasks();
    const view = (type: string) => ({ el: box, model: { get: (key: string) => (key === 'widgetType' ? type : undefined) } });
    const setting = (name: string) => ({ model: { get: (key: string) => (key === 'name' ? name : undefined) } });
    // As Elementor does it: the class on the element in a task of its own, without a render of the form.
    onControlChange(setting('button_text'), view('form'));
    onControlChange(setting('vormgever_placeholders'), view('login'));
    box.classList.add('placeholder');
    await microtasks();
    expect(control('naam').placeholder).toBe('');
    expect(classControls).toContain('_css_classes');
    box.classList.remove('placeholder');
    onControlChange(setting('vormgever_placeholders'), view('form'));
    await new Promise((done) => setTimeout(done, 10));
    box.classList.add('placeholder');
    await microtasks();
    expect(control('naam').placeholder).toBe('Naam *');
    expect(document.querySelector('form')!.className).toBe('elementor-form');
  });

  it("gives each field item's picker ids of its own (the same picker as Gravity Forms' editor, several in one panel), named by its control's title, its choice shown", () => {
    document.body.innerHTML = '<span id="title-a">Icon</span><div id="a" data-labelled-by="title-a"></div><span id="title-b">Icon</span><div id="b" data-labelled-by="title-b"></div>';
    const chosen: string[] = [];
    const strings = editorStrings({ iconsUrl: '/icons/' });
    const a = picker(document.getElementById('a')!, strings, 'vormgever-c1', 'mail', (name) => chosen.push(name));
    const b = picker(document.getElementById('b')!, strings, 'vormgever-c2', '', (name) => chosen.push(name));
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [made, prefix, title] of [[a, 'vormgever-c1', 'title-a'], [b, 'vormgever-c2', 'title-b']] as const) {
      const list = made.element.querySelector('[role=listbox]')!;
      expect(list.getAttribute('aria-labelledby')).toBe(title);
      expect(list.id.startsWith(prefix)).toBe(true);
      const search = made.element.querySelector('input[type=search]') as HTMLInputElement;
      expect(search.labels?.[0]?.textContent).toBe('Search icons');
      expect(search.getAttribute('aria-controls')).toBe(list.id);
    }
    expect(a.element.querySelector('[aria-selected=true]')!.getAttribute('data-icon')).toBe('mail');
    expect(a.element.querySelector('[role=listbox]')!.getAttribute('aria-activedescendant')).toBe('vormgever-c1-vormgever-icon-mail');
    (b.element.querySelector('[data-icon=user]') as HTMLElement).click();
    expect(chosen).toEqual(['user']);
    (b.element.querySelector('[data-icon=""]') as HTMLElement).click();
    expect(chosen).toEqual(['user', '']);
    a.destroy();
    b.destroy();
  });

  it('takes the same field types as the render on the server (wordpress/includes/builders/elementorform-controls.php)', () => {
    const php = readFileSync(resolve(projectRoot, 'wordpress/includes/builders/elementorform-controls.php'), 'utf8');
    const list = (name: string) => [...php.match(new RegExp(`const ${name} = array\\(([^)]*)\\)`))![1]!.matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
    expect(list('VORMGEVER_ELEMENTORFORM_SWITCHES')).toEqual(switchTypes);
    expect(list('VORMGEVER_ELEMENTORFORM_ICONS')).toEqual(iconTypes);
  });
});
