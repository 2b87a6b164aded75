// The admin script's plain-DOM parts in both DOMs: Form Settings' two checkboxes (they show and write
// only their markers in the form's CSS Class Name, and their teardown takes everything back), the
// notices (hostile classes stay text) and the picker's teardown. Keys, focus and paint: test/browser/editor.test.mjs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startFormSettings as startWith } from '../../src/editor/form-settings';
import { gravityFormsEditor } from '../../src/editor/gravityforms/adapter';
import { mistakesOf } from '../../src/editor/mistakes';
import { showNotices } from '../../src/editor/notices';
import { createPicker } from '../../src/editor/picker';
import { editorStrings } from '../../src/editor/strings';

const gravityForms = gravityFormsEditor(window);
const startFormSettings = (doc: Document, words: typeof strings) => startWith(doc, gravityForms, words);
const takes = gravityForms.takes;
const strings = editorStrings({ placeholders: 'Labels als placeholders', unknownIcon: 'Onbekend: "%s"', bogus: 1, none: 7 });

function formSettingsPage(value: string) {
  document.body.innerHTML = `<div class="gform-settings-field"><label for="cssClass">CSS Class Name</label><input id="cssClass" name="_gform_setting_cssClass"></div>`;
  const input = document.querySelector<HTMLInputElement>('input')!;
  input.value = value;
  return input;
}
const box = (id: string) => document.getElementById(id) as HTMLInputElement;
const click = (element: HTMLInputElement) => {
  element.checked = !element.checked;
  element.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('Form Settings', () => {
  it('shows hand-typed markers as set and changes only its own tokens', () => {
    const input = formSettingsPage('mine placeholder float-labels');
    const stop = startFormSettings(document, strings)!;
    expect(box('vormgever_placeholder').checked).toBe(true);
    expect(box('vormgever_float-labels').checked).toBe(true);
    expect(document.querySelector('label[for="vormgever_placeholder"]')!.textContent).toBe('Labels als placeholders');
    click(box('vormgever_placeholder'));
    expect(input.value).toBe('mine');
    expect(box('vormgever_float-labels').checked).toBe(false);
    click(box('vormgever_float-labels'));
    expect(input.value).toBe('mine placeholder float-labels');
    input.value = 'mine';
    input.dispatchEvent(new Event('input'));
    expect(box('vormgever_placeholder').checked).toBe(false);
    stop();
  });

  it('tells the settings page the field changed, and its teardown leaves the page as it found it', () => {
    const input = formSettingsPage('');
    const changed = vi.fn();
    input.addEventListener('change', changed);
    const before = document.body.innerHTML;
    const stop = startFormSettings(document, strings)!;
    click(box('vormgever_placeholder'));
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    expect(document.body.innerHTML).toBe(before);
    input.value = 'placeholder';
    input.dispatchEvent(new Event('input')); // no listener left to throw on the removed boxes
    expect(document.querySelector('.vormgever-form-settings')).toBeNull();
  });

  it('is not started where there is no CSS Class Name', () => {
    document.body.innerHTML = '<input id="other">';
    expect(startFormSettings(document, strings)).toBeNull();
  });
});

describe('notices', () => {
  it('puts a hostile class in as text, one notice per mistake, and hides an empty list', () => {
    document.body.innerHTML = '<div id="notices"></div>';
    const notices = document.getElementById('notices')!;
    const hostile = 'add "><img src=x onerror=alert(1)> end';
    showNotices(notices, gravityForms.look.notice, strings, mistakesOf(hostile, takes('text')), () => {});
    expect(notices.querySelectorAll('.vormgever-notice')).toHaveLength(1);
    expect(notices.querySelector('img')).toBeNull();
    expect(notices.textContent).toBe('Onbekend: ""><img src=x onerror=alert(1)>"');
    showNotices(notices, gravityForms.look.notice, strings, [], () => {});
    expect(notices.children).toHaveLength(0);
    expect(notices.hidden).toBe(true);
  });

  it('offers the plugin\'s own icon for a Font Awesome one', () => {
    document.body.innerHTML = '<div id="notices"></div>';
    const notices = document.getElementById('notices')!;
    const use = vi.fn();
    showNotices(notices, gravityForms.look.notice, strings, mistakesOf('add fa-solid fa-envelope end', takes('email')), use);
    notices.querySelector('button')!.click();
    expect(use).toHaveBeenCalledWith('mail');
  });
});

describe('the picker', () => {
  it('strings fall back to English for a missing or odd key', () => {
    expect(strings.none).toBe('None');
    expect(Object.keys(strings)).not.toContain('bogus');
  });

  it("PHP passes every word of the room, its English source being the script's fallback (one set for every builder's editor)", () => {
    const php = readFileSync(resolve(__dirname, '../../wordpress/includes/editor.php'), 'utf8');
    const body = /function vormgever_editor_strings\(\) \{([^]*?)\n\}/.exec(php)![1]!;
    const pairs = [...body.matchAll(/'(\w+)'\s*=>\s*__\( '((?:[^'\\]|\\.)*)', 'vormgever' \)/g)].map(([, key, text]) => [key, text!.replace(/\\(.)/g, '$1')]);
    const { iconsUrl: _, ...english } = editorStrings(undefined);
    expect(Object.fromEntries(pairs)).toEqual(english);
  });

  it('gives every part its own id (an option named "search" is not the search box)', () => {
    const picker = createPicker(document, strings, 'label', () => {});
    const ids = [...picker.element.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(picker.element.querySelector('label')!.htmlFor).toBe(picker.element.querySelector('input')!.id);
    picker.destroy();
  });

  it('filters by search, shows the chosen icon, and its teardown removes it and its listeners', () => {
    const choose = vi.fn();
    const picker = createPicker(document, strings, 'label', choose);
    document.body.append(picker.element);
    const search = picker.element.querySelector('input')!;
    search.value = 'telefoon';
    search.dispatchEvent(new Event('input'));
    const shown = [...picker.element.querySelectorAll<HTMLElement>('[role="option"]')].filter((item) => !item.hidden).map((item) => item.dataset.icon);
    expect(shown.slice(0, 2)).toEqual(['', 'phone']); // "None", then the phone first
    expect(shown.slice(1).every((name) => name?.startsWith('phone'))).toBe(true); // only phones
    picker.show('phone');
    expect(picker.element.querySelector('[role="listbox"]')!.getAttribute('aria-activedescendant')).toBe('vormgever-icon-phone');
    expect(choose).not.toHaveBeenCalled(); // show() is not the owner's choice
    const list = picker.element.querySelector<HTMLElement>('[role="listbox"]')!;
    picker.destroy();
    expect(picker.element.isConnected).toBe(false);
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }));
    expect(choose).not.toHaveBeenCalled();
  });
});
