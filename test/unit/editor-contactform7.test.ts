// Contact Form 7's editor adapter (src/editor/contactform7/) on the real editor's markup, captured from
// Contact Form 7 6.1.6 (fixtures/editors/contactform7-6.1.6-editor.html: its form with the Vormgever
// panel's shell, and its tag generators' dialogs), in both DOMs: the panel lists the template's fields;
// a setting shown, written (only that tag's class: options, once), read back; the form's setting as a
// line of Additional Settings; a generator's dialog for a new tag (its Class attribute box written, its
// reset on opening again); the list read again after the template changed; hostile templates inert;
// Contact Form 7's unsaved-changes rule; the teardown. Contact Form 7's own script is not here (its code
// is not the project's): what it does on a click (showing a tab) is done by the test; its composing of
// the tag and its prompt are driven in the real editor (test/wordpress/editor-contactform7.test.mjs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactForm7Editor, contactForm7Data } from '../../src/editor/contactform7/adapter';
import { startEditor } from '../../src/editor/start';

const fixture = readFileSync(resolve(__dirname, '../../fixtures/editors/contactform7-6.1.6-editor.html'), 'utf8').replace(/^<!--[^]*?-->\n/, '');
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const template = () => $<HTMLTextAreaElement>('#wpcf7-form');
const settings = () => $<HTMLTextAreaElement>('#wpcf7-additional-settings');
let stop: () => void = () => {};
let original = '';

/** Counts the events the template's own listeners would see. */
function eventsOn(element: Element) {
  const seen: string[] = [];
  for (const type of ['input', 'change']) element.addEventListener(type, () => seen.push(type));
  return seen;
}

/** What Contact Form 7's tab does on a click (its script), then the click. */
function showTab(id: string) {
  for (const panel of document.querySelectorAll<HTMLElement>('#contact-form-editor > [role="tabpanel"]')) panel.hidden = panel.id !== id;
  $(`#${id}-tab`).click();
}

/** Contact Form 7's unsaved-changes rule (its beforeunload check): the inputs of its form that differ from their defaults. */
function changedInputs(): string[] {
  const changed: string[] = [];
  for (const input of $('#wpcf7-admin-form-element').querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (['button', 'hidden', 'image', 'reset', 'search', 'submit'].includes(input.type)) continue;
    if (input instanceof HTMLSelectElement) {
      if ([...input.options].some((option) => option.defaultSelected !== option.selected)) changed.push(input.id || input.name);
    } else if (input.type === 'checkbox' || input.type === 'radio') {
      if ((input as HTMLInputElement).defaultChecked !== (input as HTMLInputElement).checked) changed.push(input.id || input.name);
    } else if (input.defaultValue !== input.value) changed.push(input.id || input.name);
  }
  return changed;
}

const field = (name: string) => [...document.querySelectorAll<HTMLElement>('.vormgever-cf7-field')].find((item) => item.querySelector('code')!.textContent!.includes(` ${name}]`))!;
const openField = (name: string) => field(name).querySelector('button')!.click();
const pick = (name: string) => $(`#vormgever-icon-${name}`).click();
const tick = (id: string) => {
  const box = $<HTMLInputElement>(`#${id}`);
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};

function start(templateText?: string) {
  document.body.innerHTML = fixture;
  if (templateText !== undefined) template().value = template().defaultValue = templateText;
  original = template().value;
  (window as { vormgever_contactform7?: unknown }).vormgever_contactform7 = { words: { switchSet: 'Schakelaar', iconSet: 'Icoon: %s' } };
  stop = startEditor(window, contactForm7Editor(window));
}

beforeEach(() => start());
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  delete (window as { vormgever_contactform7?: unknown }).vormgever_contactform7;
});

describe('the Vormgever panel', () => {
  it("lists the template's fields that take a switch or an icon, by their labels, once it is shown", () => {
    expect(document.querySelectorAll('.vormgever-cf7-field')).toHaveLength(0); // not read while out of sight
    showTab('vormgever-panel');
    const items = [...document.querySelectorAll('.vormgever-cf7-field button')].map((button) => button.textContent!.replace(/\s+/g, ' ').trim());
    expect(items).toEqual(['Naam [text* your-name]', 'E-mail [email* your-email]', 'Onderwerp [select your-subject]', 'Bericht [textarea your-message]', 'Interesses [checkbox interests]', 'Ik ga akkoord met de privacyverklaring [acceptance consent]']);
    expect($('#vormgever-cf7-no-fields').hidden).toBe(true);
    expect(field('interests').querySelector('button')!.getAttribute('aria-expanded')).toBe('false');
  });

  it("sets a switch in the tag's class options only, once, and its unsaved-changes check sees only the template", () => {
    showTab('vormgever-panel');
    const events = eventsOn(template());
    openField('interests');
    expect(field('interests').querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect($('.vormgever-cf7-switch').hidden).toBe(false);
    expect($('.vormgever-cf7-icon').hidden).toBe(true);
    expect(field('interests').contains($('#vormgever_switch'))).toBe(true);
    tick('vormgever_switch');
    expect(template().value).toBe(original.replace('[checkbox interests use_label_element "Nieuws"', '[checkbox interests use_label_element class:slide-check "Nieuws"'));
    expect(events).toEqual(['input', 'change']);
    expect(field('interests').querySelector('.vormgever-cf7-field-summary')!.textContent).toBe('Schakelaar');
    expect(changedInputs()).toEqual(['wpcf7-form']);
    tick('vormgever_switch');
    expect(template().value).toBe(original);
    expect(changedInputs()).toEqual([]);
  });

  it('sets an icon next to the classes the owner typed, shows it again when the field is opened again, and None takes it out', () => {
    showTab('vormgever-panel');
    openField('your-email');
    expect($('.vormgever-cf7-switch').hidden).toBe(true);
    pick('mail');
    expect(template().value).toContain('[email* your-email autocomplete:email class:mijn-veld class:add class:vg-icon-mail class:end]');
    expect(field('your-email').querySelector('.vormgever-cf7-field-summary')!.textContent).toBe('Icoon: mail');
    openField('your-name');
    expect($('#vormgever-icon-none').getAttribute('aria-selected')).toBe('true');
    openField('your-email');
    expect($('#vormgever-icon-mail').getAttribute('aria-selected')).toBe('true');
    pick('none');
    expect(template().value).toBe(original);
    // A marked field that takes nothing says so (a hand-typed slide-check on a drop-down).
    template().value = original.replace('[select your-subject', '[select your-subject class:slide-check');
    template().dispatchEvent(new Event('input'));
    openField('your-subject');
    expect($('#vormgever_notices').textContent).toContain('"slide-check" only works on checkbox and consent fields');
    expect(changedInputs()).toEqual(['wpcf7-form']);
  });

  it('keeps the caret of the Form tab where it was', () => {
    showTab('vormgever-panel');
    const at = original.indexOf('[submit');
    template().setSelectionRange(at, at);
    openField('your-name');
    pick('user');
    expect(template().value.slice(template().selectionStart, template().selectionStart + 7)).toBe('[submit');
  });

  it('reads the list again after the template changed, and keeps the open field open', () => {
    showTab('vormgever-panel');
    openField('interests');
    showTab('form-panel');
    template().value = `[text* extra]\n${original}`;
    template().dispatchEvent(new Event('input', { bubbles: true }));
    showTab('vormgever-panel');
    expect(document.querySelectorAll('.vormgever-cf7-field')).toHaveLength(7);
    expect(document.querySelectorAll('.vormgever-cf7-field button[aria-expanded="true"]')).toHaveLength(1);
    template().value = '[submit "Verzenden"]';
    template().dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.querySelectorAll('.vormgever-cf7-field')).toHaveLength(0);
    expect($('#vormgever-cf7-no-fields').hidden).toBe(false);
    expect(document.querySelector('#vormgever_switch')).toBeNull();
  });

  it('lists a hostile template as text, and nothing in it runs or reaches the page', () => {
    const hostile = '<label> "><img src=x onerror="document.title=\'pwned\'"> [text* naam] </label><script>document.title="pwned"</script>\n[checkbox keus class:slide-check "<b>vet</b>"] [text [text] ]]] [acceptance a] <svg onload="document.title=1"> [/acceptance]';
    stop();
    start(hostile);
    showTab('vormgever-panel');
    expect([...document.querySelectorAll('.vormgever-cf7-field code')].map((code) => code.textContent)).toEqual(['[text* naam]', '[checkbox keus]', '[acceptance a]']);
    expect(document.querySelectorAll('#vormgever-panel img, #vormgever-panel script, #vormgever-panel svg, #vormgever-panel b')).toHaveLength(0);
    openField('keus');
    expect($<HTMLInputElement>('#vormgever_switch').checked).toBe(true);
    tick('vormgever_switch');
    expect(template().value).toBe(hostile.replace(' class:slide-check', ''));
    expect(document.title).not.toBe('pwned');
  });
});

describe("the form's setting", () => {
  it('writes and reads the line vormgever_form_class of Additional Settings, and nothing else of it', () => {
    showTab('vormgever-panel');
    const events = eventsOn(settings());
    expect($('#vormgever-cf7-form').contains($('#vormgever_placeholder'))).toBe(true);
    tick('vormgever_placeholder');
    expect(settings().value).toBe('skip_mail: on\nvormgever_form_class: placeholder');
    expect(events).toEqual(['input', 'change']);
    tick('vormgever_float-labels');
    expect(settings().value).toBe('skip_mail: on\nvormgever_form_class: placeholder float-labels');
    expect(changedInputs()).toEqual(['wpcf7-additional-settings']);
    tick('vormgever_placeholder');
    expect(settings().value).toBe('skip_mail: on');
    expect($<HTMLInputElement>('#vormgever_float-labels').checked).toBe(false);
    expect(changedInputs()).toEqual([]);
    // Typed in Additional Settings: shown.
    settings().value = 'vormgever_form_class: mijn placeholder\nskip_mail: on';
    settings().dispatchEvent(new Event('input', { bubbles: true }));
    expect($<HTMLInputElement>('#vormgever_placeholder').checked).toBe(true);
    tick('vormgever_float-labels');
    expect(settings().value).toBe('vormgever_form_class: mijn placeholder float-labels\nskip_mail: on');
  });
});

describe("a tag generator's dialog", () => {
  const dialog = (id: string) => $(`#tag-generator-panel-${id}`);
  const classBox = (id: string) => dialog(id).querySelector<HTMLInputElement>('[data-tag-option="class:"]')!;
  const open = (id: string) => $(`#tag-generator-list button[data-target="tag-generator-panel-${id}"]`).click();
  const close = (id: string) => dialog(id).dispatchEvent(new Event('close'));

  it("puts the rows below its Class attribute box, writes that box as typed (Contact Form 7 composes on its change), and reads it back", () => {
    open('email');
    const box = classBox('email');
    expect(box.closest('fieldset')!.contains($('#vormgever-picker-list'))).toBe(true);
    expect($('.vormgever-cf7-switch').hidden).toBe(true);
    const events = eventsOn(box.closest('.control-box')!);
    pick('mail');
    expect(box.value).toBe('add vg-icon-mail end');
    expect(events).toEqual(['input', 'change']);
    box.value = 'mijn slide-check';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect($('#vormgever-icon-none').getAttribute('aria-selected')).toBe('true');
    expect($('#vormgever_notices').textContent).toContain('"slide-check" only works on checkbox and consent fields');
    close('email');
    expect(document.querySelector('#vormgever_switch')).toBeNull(); // no field open in the panel: nowhere to show them
  });

  it("shows the switch for checkboxes and acceptance, follows the number generator's type, and shows a dialog's reset state when it opens again", () => {
    open('checkbox');
    expect($('.vormgever-cf7-switch').hidden).toBe(false);
    expect($('.vormgever-cf7-icon').hidden).toBe(true);
    tick('vormgever_switch');
    expect(classBox('checkbox').value).toBe('slide-check');
    close('checkbox');
    // Contact Form 7 resets the dialog's form when it opens it (before this adapter reads it).
    classBox('checkbox').value = '';
    open('checkbox');
    expect($<HTMLInputElement>('#vormgever_switch').checked).toBe(false);
    close('checkbox');
    open('number');
    expect($('.vormgever-cf7-icon').hidden).toBe(false);
    const type = dialog('number').querySelector<HTMLSelectElement>('[data-tag-part="basetype"]')!;
    type.value = 'range';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    expect($('.vormgever-cf7-icon').hidden).toBe(true);
    close('number');
    open('acceptance');
    expect($('.vormgever-cf7-switch').hidden).toBe(false);
    close('acceptance');
  });

  it("gives the rows back to the panel's open field when it closes", () => {
    showTab('vormgever-panel');
    openField('interests');
    open('text');
    expect(dialog('text').contains($('#vormgever_switch'))).toBe(true);
    close('text');
    expect(field('interests').contains($('#vormgever_switch'))).toBe(true);
    expect($('.vormgever-cf7-switch').hidden).toBe(false);
  });
});

describe('the teardown', () => {
  it('leaves the editor as it found it', () => {
    stop();
    stop = () => {};
    document.body.innerHTML = fixture;
    showTab('form-panel');
    const before = document.body.innerHTML;
    const again = startEditor(window, contactForm7Editor(window));
    showTab('vormgever-panel');
    openField('interests');
    $(`#tag-generator-list button[data-target="tag-generator-panel-email"]`).click();
    again();
    showTab('form-panel');
    const after = document.body.innerHTML;
    const at = [...after].findIndex((char, index) => char !== before[index]);
    expect(after.slice(at - 200, at + 200)).toBe(before.slice(at - 200, at + 200));
    $(`#tag-generator-list button[data-target="tag-generator-panel-email"]`).click();
    expect(document.querySelector('[data-vormgever-row]')).toBeNull();
  });

  it('reads odd page data as the English words and the plugin\'s own tag types', () => {
    const data = contactForm7Data({ words: { switchSet: 5 }, types: { named: 'x' }, preview: { url: 1 } });
    expect(data.words.switchSet).toBe('Toggle switch');
    expect(data.types.named.has('text*')).toBe(true);
    expect(data.preview).toBeNull();
  });
});
