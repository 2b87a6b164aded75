import { describe, expect, it } from 'vitest';
import { enhance, start } from '../../src/index';
import { startTag } from '../../src/engine/console';
import { microtasks, silenceConsole, stopWhenDone } from './helpers';

/** A one-field placeholder-mode form with the given field classes and inner HTML. */
function form(fieldClass: string, inner = '<label class="gfield_label" for="c">Naam</label><div class="ginput_container"><input id="c" type="text"></div>'): string {
  return `<div class="gform_wrapper" id="gform_wrapper_9"><form id="gform_9" class="placeholder"><div class="gform_fields"><div id="field_9_1" class="${fieldClass}">${inner}</div></div></form></div>`;
}

const field = () => document.getElementById('field_9_1')!;

describe('odd class lists', () => {
  it.each([
    ['gfield add end', 'nothing between add and end'],
    ['gfield add fa-solid fa-user', 'add without end'],
    ['gfield end fa-solid add', 'end before add'],
    ['gfield fa-solid add', 'add last'],
  ])('%s: no icon and one warning naming the field (%s)', async (classes) => {
    const { warn } = silenceConsole();
    document.body.innerHTML = form(classes);
    await enhance(document);
    await enhance(document); // a second pass does not warn again
    expect(document.querySelector('i')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('`add`'), startTag(field()));
  });

  it.each([
    'gfield gfield--type-address ginput_address_line_1 legend gfield--width-half',
    'gfield addition fa-solid endless',
    'gfield add-on fa-solid end',
    'gfield ADD fa-solid END',
    'gfield',
  ])('%s: tokens, never substrings: no icon, no warning', async (classes) => {
    const { warn } = silenceConsole();
    document.body.innerHTML = form(classes);
    await enhance(document);
    expect(document.querySelector('i')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes exactly the tokens between add and end, nothing that bleeds in from around them', async () => {
    document.body.innerHTML = form('gfield gfield--type-address add fa-solid fa-house end gfield--width-half legend');
    await enhance(document);
    expect(document.querySelector('i')!.className).toBe('fa-solid fa-house vg-icon');
  });

  it('treats markup-looking tokens as class names only', async () => {
    document.body.innerHTML = form('gfield');
    field().className = 'gfield add <img src=x onerror=alert(1)> "><script>alert(2)</script> end';
    await enhance(document);
    expect(document.querySelector('img, script')).toBeNull();
    expect(document.querySelectorAll('i')).toHaveLength(1);
  });

  it('warns once about an icon marker on a field without a text control', async () => {
    const { warn } = silenceConsole();
    document.body.innerHTML = form('gfield add fa-solid fa-check end', '<fieldset><input type="checkbox" id="k"><label for="k">Ja</label></fieldset>');
    await enhance(document);
    expect(document.querySelector('i')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('removes its icon when a script takes the marker away', async () => {
    document.body.innerHTML = form('gfield add fa-solid fa-user end');
    const controller = start();
    stopWhenDone(controller);
    expect(document.querySelectorAll('.vg-icon')).toHaveLength(1);
    field().classList.remove('add');
    await microtasks();
    expect(document.querySelectorAll('.vg-icon')).toHaveLength(0);
  });
});

describe('labels a site owner got wrong', () => {
  it.each([
    ['no label', '<div class="ginput_container"><input id="c" type="text"></div>'],
    ['an empty label', '<label class="gfield_label" for="c"> </label><div class="ginput_container"><input id="c" type="text"></div>'],
    ['a label that is only the required marker', '<label class="gfield_label" for="c"><span class="gfield_required"><span class="gfield_required gfield_required_text">(verplicht)</span></span></label><div class="ginput_container"><input id="c" type="text"></div>'],
  ])('%s: no placeholder, one warning naming the control', async (_name, inner) => {
    const { warn } = silenceConsole();
    document.body.innerHTML = form('gfield', inner);
    await enhance(document);
    await enhance(document);
    expect(document.getElementById('c')!.hasAttribute('placeholder')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no label text'), startTag(document.getElementById('c')!));
  });

  it('strips every spelling of the required indicator and collapses white space', async () => {
    for (const marker of ['*', '(Vereist)', '(Required)', '<span class="gfield_required gfield_required_asterisk">*</span>']) {
      document.body.innerHTML = form(
        'gfield gfield_contains_required',
        `<label class="gfield_label" for="c">\n  Uw   naam <span class="gfield_required">${marker}</span>\n</label><div class="ginput_container"><input id="c" type="text"></div>`,
      );
      await enhance(document);
      expect((document.getElementById('c') as HTMLInputElement).placeholder).toBe('Uw naam *');
    }
  });

  it('handles a field without controls, and duplicate ids, without throwing', async () => {
    const { warn, error } = silenceConsole();
    const sub = (n: number, text: string) => `<span class="name_first"><input type="text" id="dup" aria-required="true"><label for="dup">${text} ${n}</label></span>`;
    document.body.innerHTML = `<form class="placeholder"><div class="gfield"><label class="gfield_label">Alleen tekst</label><p>Geen invoer</p></div>
      <fieldset class="gfield"><legend class="gfield_label">Naam</legend><div class="ginput_complex">${sub(1, 'Deel')}${sub(2, 'Deel')}</div></fieldset></form>`;
    await enhance(document);
    expect([...document.querySelectorAll<HTMLInputElement>('#dup, [id=dup]')].map((i) => i.placeholder)).toEqual(['Naam: Deel 1 *', 'Naam: Deel 2 *']);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('warnings once per page view', () => {
  // Two broken markers (an `add` without `end`, a control without label text), as the plugin prints them.
  const broken = (formId: number) =>
    `<div class="gform_wrapper" id="gform_wrapper_${formId}"><form id="gform_${formId}" class="placeholder"><div class="gform_fields">` +
    `<div id="field_${formId}_1" class="gfield add fa-solid fa-user"><label class="gfield_label" for="input_${formId}_1">Naam</label><div class="ginput_container"><input id="input_${formId}_1" type="text"></div></div>` +
    `<div id="field_${formId}_2" class="gfield"><label class="gfield_label" for="input_${formId}_2"> </label><div class="ginput_container"><input id="input_${formId}_2" type="text"></div></div>` +
    `</div></form></div>`;

  it('a form with two broken markers re-rendered 50 times logs 2 warnings in all, naming the first elements', async () => {
    const { warn } = silenceConsole();
    document.body.innerHTML = broken(7);
    const controller = start();
    stopWhenDone(controller);
    const first = [document.getElementById('field_7_1')!, document.getElementById('input_7_2')!];
    const named = first.map(startTag); // on Node's console, a warning names its element by its start tag
    const wrapper = document.getElementById('gform_wrapper_7')!;
    const inner = wrapper.innerHTML;
    for (let i = 0; i < 50; i++) {
      wrapper.innerHTML = inner; // the plugin's AJAX re-render: new elements, same ids
      await microtasks();
    }
    await enhance(document);
    expect(document.getElementById('field_7_1')).not.toBe(first[0]); // replaced indeed
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((call: unknown[]) => [String(call[0]), call[1]])).toEqual([
      [expect.stringContaining('`add`'), named[0]],
      [expect.stringContaining('no label text'), named[1]],
    ]);
  });

  it('still warns about the same mistake in another form, and about another mistake of the same field', async () => {
    const { warn } = silenceConsole();
    document.body.innerHTML = broken(7) + broken(8).replace(/id="field_8_1"/, 'id="field_7_1"');
    await enhance(document); // field_7_1 twice: once in form 7, once in form 8 (ids are only unique per form)
    expect(warn).toHaveBeenCalledTimes(4);
    const field = document.querySelector('#gform_7 #field_7_1')!;
    field.className = 'gfield add fa-solid fa-user end'; // a complete marker now, but on a field without a text control
    document.getElementById('input_7_1')!.remove();
    await enhance(document);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[4]![0])).toContain('no text control');
  });
});

describe('forms in odd places', () => {
  it('enhances forms inside tables, closed details and nested wrappers', async () => {
    document.body.innerHTML = `<table><tr><td>${form('gfield add fa-solid fa-user end')}</td></tr></table>
      <details><summary>Meer</summary><div class="gform_wrapper"><div class="gform_wrapper">${form('gfield add fa-solid fa-user end').replaceAll('9', '8')}</div></div></details>`;
    await enhance(document);
    expect(document.querySelectorAll('.vg-icon')).toHaveLength(2);
  });

  it('leaves a form in a <template> alone and never enhances a form removed in the same batch', async () => {
    document.body.innerHTML = `<template>${form('gfield add fa-solid fa-user end')}</template><div id="slot"></div>`;
    const controller = start();
    stopWhenDone(controller);
    const slot = document.getElementById('slot')!;
    slot.innerHTML = form('gfield add fa-solid fa-user end');
    const added = slot.querySelector('form')!;
    slot.innerHTML = '';
    await microtasks();
    expect(added.querySelector('.vg-icon')).toBeNull();
    expect(document.querySelector('template')!.content.querySelector('.vg-icon')).toBeNull();
  });

  it('keeps working when the list field adds a row', async () => {
    const { error } = silenceConsole();
    document.body.innerHTML = form('gfield gfield--type-list', `<label class="gfield_label">Deelnemers</label><div class="ginput_container ginput_container_list ginput_list"><div class="gfield_list gfield_list_container"><div class="gfield_list_group"><input type="text" aria-label="Deelnemers, rij 1"></div></div></div>`);
    const controller = start();
    stopWhenDone(controller);
    const group = document.querySelector('.gfield_list_group')!;
    group.after(group.cloneNode(true));
    await microtasks();
    expect(document.querySelectorAll('.gfield_list_group')).toHaveLength(2);
    expect(document.querySelector('.gfield_list input[placeholder]')).toBeNull(); // rows keep their own aria-label
    expect(error).not.toHaveBeenCalled();
  });
});
