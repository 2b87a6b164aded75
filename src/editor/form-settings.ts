// The form's settings, in whichever builder's editor: "Labels as placeholders" and "Floating labels" as
// two checkboxes next to the form's own class field (its adapter says which and where). They show what
// that field says and change only their own markers in it, so the builder's Save stores them with the
// form, and typing the markers sets them as well. An editor whose form settings come and go (a drawer
// whose views are destroyed) says so with `watch`: the same box is placed each time they are shown.

import type { EditorAdapter, ShownForm } from './adapter';
import { floatMarker, formModes, placeholderMarker, withFloating, withPlaceholder } from './markers';
import type { EditorStrings } from './strings';

/** A form class field that stays on the page: its input is the store, written as a typed value is. */
function staticForm(input: HTMLInputElement, place: (box: HTMLElement, input: HTMLInputElement) => void): ShownForm {
  return {
    input,
    classes: () => input.value,
    store(classes) {
      input.value = classes;
      input.dispatchEvent(new Event('input', { bubbles: true })); // the editor's "unsaved changes" watch
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    place: (box) => place(box, input),
  };
}

/** Sets up the two checkboxes; returns their teardown, or null when this screen has no form class field. */
export function startFormSettings(doc: Document, adapter: EditorAdapter, strings: EditorStrings, changed: () => void = () => {}): (() => void) | null {
  const words = adapter.formSettings;
  if (!words) return null;
  const input = words.watch ? null : words.input();
  if (!words.watch && !input) return null;
  const { look } = adapter;
  const box = doc.createElement(look.formBox);
  box.className = 'vormgever-form-settings';
  const checkbox = (id: string, text: string) => {
    const row = doc.createElement(look.formRow.tag);
    if (look.formRow.className) row.className = look.formRow.className;
    const { input: check, parts } = look.checkbox(doc, id, text, 'form');
    row.append(...parts);
    box.append(row);
    return check;
  };
  const placeholders = checkbox(`vormgever_${placeholderMarker}`, strings.placeholders);
  const floating = checkbox(`vormgever_${floatMarker}`, strings.floating);

  let form: ShownForm | null = null;
  const current = () => form?.classes() ?? '';
  const show = () => {
    const modes = formModes(current());
    // Shown, not changed (as the field settings' switch: the class field holds the change).
    placeholders.checked = placeholders.defaultChecked = modes.placeholder;
    floating.checked = floating.defaultChecked = modes.floating;
  };
  let writing = false; // our own store's events are not the owner's typing
  const write = (classes: string) => {
    if (!form) return;
    writing = true;
    try {
      form.store(classes);
    } finally {
      writing = false;
    }
    show();
    changed();
  };
  const onPlaceholders = () => write(withPlaceholder(current(), placeholders.checked));
  const onFloating = () => write(withFloating(current(), floating.checked));
  const onTyped = () => {
    if (writing) return;
    show();
    changed();
  };
  const listen = (field: HTMLInputElement | null | undefined, on: boolean) => field?.[on ? 'addEventListener' : 'removeEventListener']('input', onTyped);
  const onShown = (shown: ShownForm | null) => {
    listen(form?.input, false);
    form = shown;
    if (!form) return;
    form.place(box);
    listen(form.input, true);
    show();
  };
  placeholders.addEventListener('change', onPlaceholders);
  floating.addEventListener('change', onFloating);
  const unwatch = words.watch ? words.watch(onShown) : (onShown(staticForm(input!, words.place)), () => {});
  return () => {
    unwatch();
    listen(form?.input, false);
    placeholders.removeEventListener('change', onPlaceholders);
    floating.removeEventListener('change', onFloating);
    box.remove();
  };
}
