// Site-owner mistakes are reported once per page view per form, element and message: keyed by ids
// (the form's wrapper's `gform_wrapper_1`, a field's `field_1_3`, a control's `input_1_3`) and a
// control's name (Contact Form 7's have no ids), not by the element, which a re-render replaces.
// So a form re-rendered a thousand times logs each mistake once, and the console keeps one element.
// The form is known by its wrapper (the builder's word), not asked itself: a warning comes in the middle
// of a pass, and in Chromium anything asked of a form after a write in it walks all its controls
// (src/engine/pass.ts).
import { wrapperSelector } from '../builders/words';
import { onConsole } from './console';

const said = new Set<string>();

export function warnOnce(element: Element, message: string): void {
  const key = `${element.closest(wrapperSelector)?.id} ${element.id} ${(element as HTMLInputElement).name} ${message}`;
  if (said.has(key)) return;
  said.add(key);
  console.warn('[vormgever] ' + message, typeof __SCRIPT_TAG__ === 'boolean' ? element : onConsole(element));
}

/** A new page view: everything may be said once more (tests start one per test; not in the entry). */
export function forgetWarnings(): void {
  said.clear();
}
