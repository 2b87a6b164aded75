// "Labels as placeholders" and "Floating labels" on Fluent Forms' Settings & Integrations screen: a
// Vue 2 component (options with a render function, built by the screen's own Vue) that the screen
// draws for Vormgever's entry in its menu (`/custom-settings-component/vormgever`, the plugin's
// fluentform-settings.php). Inside it the room's two checkboxes (form-settings.ts) on a field of its
// own holding the form's Extra CSS Form Class; each change is saved at once (the screen has no Save
// of its own for it), the server changing only these two classes in what it has stored, and the
// field then shows the class as stored.

import type { EditorAdapter } from '../adapter';
import { startFormSettings } from '../form-settings';
import { formModes } from '../markers';
import { wordsOf, type EditorStrings } from '../strings';

export interface ScreenStrings {
  about: string;
  saved: string;
  notSaved: string;
}

const fallback: ScreenStrings = {
  about: "Stored in the form's Extra CSS Form Class, beside its other classes.",
  saved: 'Saved.',
  notSaved: 'Not saved. Reload the page and try again.',
};

/** What the plugin passes on the settings screen (`vormgever_fluentform`). */
export interface ScreenData {
  formId?: unknown;
  formClass?: unknown;
  ajaxUrl?: unknown;
  nonce?: unknown;
  strings?: unknown;
}

/** The screen's words from the page, each a string (a missing or odd one falls back to English). */
export const screenStrings = (given: unknown): ScreenStrings => wordsOf(fallback, given);

/** Draws the entry into `element`; returns its teardown. */
export function startScreen(win: Window, element: HTMLElement, adapter: EditorAdapter, strings: EditorStrings, data: ScreenData): () => void {
  const doc = win.document;
  const words = screenStrings(data.strings);
  const card = doc.createElement('div');
  card.className = 'ff_card vormgever-fluentform-card';
  const head = doc.createElement('div');
  head.className = 'ff_card_head';
  const title = doc.createElement('h5');
  title.className = 'title';
  title.textContent = 'Vormgever';
  const about = doc.createElement('p');
  about.className = 'text';
  about.textContent = words.about;
  head.append(title, about);
  const body = doc.createElement('div');
  body.className = 'ff_card_body';
  // The class string the room's checkboxes read and write (never sent as form data: no name).
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.value = typeof data.formClass === 'string' ? data.formClass : '';
  const status = doc.createElement('p');
  status.className = 'vormgever-save-status';
  status.setAttribute('role', 'status');
  body.append(input, status);
  card.append(head, body);
  element.append(card);

  let saved = input.value;
  let busy = false;
  let again = false;
  let stopped = false;
  const showClass = (classes: string) => {
    input.value = classes;
    input.dispatchEvent(new Event('input')); // the checkboxes show it
  };
  /** The class as stored, after saving the two settings the checkboxes say (reading: after nothing). */
  const send = async (reading: boolean): Promise<string> => {
    const modes = formModes(input.value);
    const fields = { action: 'vormgever_fluentform_form_class', nonce: String(data.nonce ?? ''), form_id: String(data.formId ?? '') };
    const response = await win.fetch(String(data.ajaxUrl), {
      method: 'POST',
      credentials: 'same-origin',
      body: new URLSearchParams(reading ? { ...fields, read: '1' } : { ...fields, placeholder: modes.placeholder ? '1' : '0', floating: modes.floating ? '1' : '0' }),
    });
    const answer: unknown = await response.json().catch(() => null);
    const stored = (answer as { success?: unknown; data?: { formClass?: unknown } } | null)?.data?.formClass;
    if (!response.ok || (answer as { success?: unknown }).success !== true || typeof stored !== 'string') throw new Error(`the server answered ${response.status}`);
    return stored;
  };
  // One request at a time; a change made meanwhile is sent when it is back. The first reads what is
  // stored now (the page's value may be older: saved here before, or by Pro's own field).
  const run = async (reading: boolean) => {
    if (busy) return void (again = true);
    busy = true;
    status.textContent = '';
    do {
      again = false;
      try {
        saved = await send(reading);
        if (!again && !stopped) {
          showClass(saved);
          if (!reading) status.textContent = words.saved;
        }
      } catch (error) {
        console.warn(`[vormgever] the form's settings were not ${reading ? 'read' : 'saved'}:`, error);
        if (!reading) again = false;
        if (!stopped && !again) {
          showClass(saved);
          if (!reading) status.textContent = words.notSaved;
        }
      }
      reading = false;
    } while (again && !stopped);
    busy = false;
  };
  const save = () => run(false);
  const onChange = () => void save();
  input.addEventListener('change', onChange);
  const stop = startFormSettings(doc, { ...adapter, formSettings: { input: () => input, place: (box) => body.prepend(box) } }, strings);
  void run(true);

  return () => {
    stopped = true;
    stop?.();
    input.removeEventListener('change', onChange);
    card.remove();
  };
}

/** The component's options: each instance draws the entry into its own element. */
export function formSettingsComponent(win: Window, adapter: EditorAdapter, strings: EditorStrings, data: ScreenData) {
  const stops = new WeakMap<object, () => void>();
  type Vm = { readonly $el: HTMLElement };
  return {
    name: 'VormgeverFormSettings',
    props: ['form_id', 'form', 'has_pro', 'inputs', 'editorShortcodes', 'has_pdf', 'app'],
    render(h: (tag: string, data?: { staticClass?: string }) => unknown) {
      return h('div', { staticClass: 'vormgever-fluentform-form' });
    },
    mounted(this: Vm) {
      stops.set(this, startScreen(win, this.$el, adapter, strings, data));
    },
    beforeDestroy(this: Vm) {
      stops.get(this)?.();
      stops.delete(this);
    },
  };
}
