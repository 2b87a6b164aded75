import { warnOnce } from '../engine/warn';
import { isRequired, labelText, mainLabel, subLabel, type TextControl } from './field';
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

/**
 * Selects get a marker class; an empty first option (the country select has one) gets the label text,
 * so a select whose label is hidden still says what it asks. Its value stays "": nothing submitted changes.
 */
function markSelect(select: HTMLSelectElement, text: string): number {
  let writes = 0;
  if (!select.classList.contains(selectMarker)) {
    select.classList.add(selectMarker);
    writes++;
  }
  const first = select.querySelector('option');
  const current = first?.textContent ?? '';
  if (first && first.value === '' && text && current !== text && (!current.trim() || written.get(first) === current)) {
    first.textContent = text;
    written.set(first, text);
    writes++;
  }
  return writes;
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
  apply(field, { placeholderMode, controls: textControlsOf }) {
    if (!placeholderMode) return 0;
    const controls = textControlsOf();
    if (controls.length === 0) return 0;
    const main = labelText(mainLabel(field));
    let writes = 0;
    for (const control of controls) {
      const text = placeholderText(field, control, main);
      if (control.localName === 'select') {
        writes += markSelect(control as HTMLSelectElement, text);
        continue;
      }
      if (!text) {
        warnOnce(control, 'placeholder mode: no label text, so no placeholder and no accessible name.');
        continue;
      }
      writes += setPlaceholder(control as HTMLInputElement | HTMLTextAreaElement, text);
    }
    return writes;
  },
};
