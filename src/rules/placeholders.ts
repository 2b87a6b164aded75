import { warnOnce } from '../engine/warn';
import { isRequired, labelText, mainLabel, subLabel, textControls, type TextControl } from './field';
import type { Rule } from './types';

/** The class a select gets in placeholder mode (selects have no placeholder attribute). */
export const selectMarker = 'vg-placeholder-select';

// Placeholders this module wrote, per control: anything else in the attribute is the editor's.
const written = new WeakMap<Element, string>();

function setPlaceholder(control: HTMLInputElement | HTMLTextAreaElement, text: string): number {
  const current = control.getAttribute('placeholder');
  if (current === text) return 0;
  if (current && written.get(control) !== current) return 0; // the editor's own placeholder wins
  control.setAttribute('placeholder', text);
  written.set(control, text);
  return 1;
}

function markSelect(select: HTMLSelectElement): number {
  if (select.classList.contains(selectMarker)) return 0;
  select.classList.add(selectMarker);
  return 1;
}

/** What a control's placeholder should say: `Main` or `Main: Sub`, then ` *` when required. */
export function placeholderText(field: Element, control: TextControl, main: string): string {
  const compound = control.closest('.ginput_complex') !== null;
  const sub = compound ? labelText(subLabel(control)) : '';
  const text = main && sub ? `${main}: ${sub}` : main || sub;
  return text && isRequired(field, control) ? `${text} *` : text;
}

/**
 * Placeholder mode (`<form class="placeholder">`): labels are hidden visually by the stylesheet from
 * the first paint; this rule gives text-like controls the label text as placeholder and marks selects.
 */
export const placeholders: Rule = {
  name: 'placeholders',
  apply(field, { placeholderMode }) {
    if (!placeholderMode) return 0;
    const controls = textControls(field);
    if (controls.length === 0) return 0;
    const main = labelText(mainLabel(field));
    let writes = 0;
    for (const control of controls) {
      if (control.localName === 'select') {
        writes += markSelect(control as HTMLSelectElement);
        continue;
      }
      const text = placeholderText(field, control, main);
      if (!text) {
        warnOnce(control, 'placeholder mode: this control has no label text, so it gets no placeholder (and no accessible name).');
        continue;
      }
      writes += setPlaceholder(control as HTMLInputElement | HTMLTextAreaElement, text);
    }
    return writes;
  },
};
