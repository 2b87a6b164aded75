// The form's settings, in whichever builder's editor: "Labels as placeholders" and "Floating labels" as
// two checkboxes next to the form's own class field (its adapter says which and where). They show what
// that field says and change only their own markers in it, so the builder's Save stores them with the
// form, and typing the markers sets them as well.

import type { EditorAdapter } from './adapter';
import { floatMarker, formModes, placeholderMarker, withFloating, withPlaceholder } from './markers';
import type { EditorStrings } from './strings';

/** Sets up the two checkboxes; returns their teardown, or null when this screen has no form class field. */
export function startFormSettings(doc: Document, adapter: EditorAdapter, strings: EditorStrings, changed: () => void = () => {}): (() => void) | null {
  const input = adapter.formSettings?.input();
  if (!input) return null;
  const { look } = adapter;
  const box = look.formBox(doc);
  const checkbox = (id: string, text: string) => {
    const row = look.formRow(doc);
    const { input: check, parts } = look.checkbox(doc, id, text, 'form');
    row.append(...parts);
    box.append(row);
    return check;
  };
  const placeholders = checkbox(`vormgever_${placeholderMarker}`, strings.placeholders);
  const floating = checkbox(`vormgever_${floatMarker}`, strings.floating);
  const show = () => {
    const modes = formModes(input.value);
    // Shown, not changed (as the field settings' switch: the class field holds the change).
    placeholders.checked = placeholders.defaultChecked = modes.placeholder;
    floating.checked = floating.defaultChecked = modes.floating;
  };
  const write = (classes: string) => {
    input.value = classes;
    input.dispatchEvent(new Event('input', { bubbles: true })); // the editor's "unsaved changes" watch
    input.dispatchEvent(new Event('change', { bubbles: true }));
    show();
  };
  const onPlaceholders = () => write(withPlaceholder(input.value, placeholders.checked));
  const onFloating = () => write(withFloating(input.value, floating.checked));
  const onTyped = () => {
    show();
    changed();
  };
  placeholders.addEventListener('change', onPlaceholders);
  floating.addEventListener('change', onFloating);
  input.addEventListener('input', onTyped);
  adapter.formSettings!.place(box, input);
  show();
  return () => {
    placeholders.removeEventListener('change', onPlaceholders);
    floating.removeEventListener('change', onFloating);
    input.removeEventListener('input', onTyped);
    box.remove();
  };
}
