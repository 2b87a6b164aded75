// Form Settings: "Labels as placeholders" and "Floating labels" as two checkboxes right below the
// form's own "CSS Class Name". They show what that field says and change only their own markers in it,
// so Gravity Forms' Save stores them with the form, and typing the markers sets them as well.

import { floatMarker, formModes, placeholderMarker, withFloating, withPlaceholder } from './markers';
import type { EditorStrings } from './strings';

/** The form's "CSS Class Name" on Gravity Forms' settings page (2.5+ settings framework). */
const formClassInput = (doc: Document) =>
  doc.querySelector<HTMLInputElement>('input[name="_gform_setting_cssClass"], #cssClass');

/** Sets up the two checkboxes; returns their teardown, or null when this is not the form's settings page. */
export function startFormSettings(doc: Document, strings: EditorStrings): (() => void) | null {
  const input = formClassInput(doc);
  if (!input) return null;
  const box = doc.createElement('fieldset');
  box.className = 'vormgever-form-settings';
  const checkbox = (id: string, text: string) => {
    const row = doc.createElement('div');
    const check = doc.createElement('input');
    check.type = 'checkbox';
    check.id = id;
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.textContent = text;
    row.append(check, label);
    box.append(row);
    return check;
  };
  const placeholders = checkbox(`vormgever_${placeholderMarker}`, strings.placeholders);
  const floating = checkbox(`vormgever_${floatMarker}`, strings.floating);
  const show = () => {
    const modes = formModes(input.value);
    placeholders.checked = modes.placeholder;
    floating.checked = modes.floating;
  };
  const write = (classes: string) => {
    input.value = classes;
    input.dispatchEvent(new Event('input', { bubbles: true })); // the settings page's "unsaved changes" watch
    input.dispatchEvent(new Event('change', { bubbles: true }));
    show();
  };
  const onPlaceholders = () => write(withPlaceholder(input.value, placeholders.checked));
  const onFloating = () => write(withFloating(input.value, floating.checked));
  placeholders.addEventListener('change', onPlaceholders);
  floating.addEventListener('change', onFloating);
  input.addEventListener('input', show);
  // Below the field's own box (its wrapper in the settings framework), else right after the input.
  (input.closest('.gform-settings-field') ?? input).after(box);
  show();
  return () => {
    placeholders.removeEventListener('change', onPlaceholders);
    floating.removeEventListener('change', onFloating);
    input.removeEventListener('input', show);
    box.remove();
  };
}
