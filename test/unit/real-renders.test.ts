import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enhance } from '../../src/index';
import { fieldSelector } from '../../src/builders/gravityforms';
import { textControls } from '../../src/rules/field';
import { projectRoot, recordPasses, silenceConsole } from './helpers';

// Real renders by three plugin versions, beside the project (not part of it: absent on a user's
// machine, so skipped there). They carry no Vormgever markers; the test adds them as an editor would.
const folder = resolve(projectRoot, '../shared/fixtures/gravityforms');
const renders = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.html')) : [];

function markAsEditorWould(form: HTMLFormElement): void {
  form.classList.add('placeholder');
  for (const field of form.querySelectorAll<HTMLElement>(fieldSelector)) {
    if (field.querySelector('input[type=checkbox]')) field.classList.add('slide-check');
    else if (textControls(field).length) field.className += ' add fa-solid fa-star end';
  }
}

describe.skipIf(renders.length === 0)('the real renders in ../shared/fixtures/gravityforms', () => {
  it.each(renders)('%s: every rule applies, nothing breaks, a second pass writes nothing', async (name) => {
    const { error } = silenceConsole();
    document.body.innerHTML = readFileSync(resolve(folder, name), 'utf8');
    const forms = [...document.querySelectorAll('form')];
    expect(forms.length).toBeGreaterThan(0);
    forms.forEach(markAsEditorWould);
    const passes = recordPasses();
    await enhance(document);
    await enhance(document);
    expect(error).not.toHaveBeenCalled();
    expect(passes.filter((_, i) => i >= forms.length).map((pass) => pass.changed)).toEqual(forms.map(() => 0));

    for (const field of document.querySelectorAll<HTMLElement>(fieldSelector)) {
      const controls = textControls(field);
      if (field.classList.contains('slide-check')) {
        for (const input of field.querySelectorAll('input[type=checkbox]')) {
          expect(input.getAttribute('role'), field.id).toBe('switch');
          expect(input.nextElementSibling?.classList.contains('vg-switch'), field.id).toBe(true);
        }
      } else if (controls.length) {
        expect(field.querySelectorAll('.vg-icon'), field.id).toHaveLength(1);
        expect(field.querySelector('.vg-icon')!.nextElementSibling).toBe(controls[0]);
      }
      for (const control of controls) {
        if (control.localName === 'select') expect(control.classList.contains('vg-placeholder-select'), control.id).toBe(true);
        else expect(control.getAttribute('placeholder'), control.id).toMatch(/\S/);
      }
    }
  });
});
