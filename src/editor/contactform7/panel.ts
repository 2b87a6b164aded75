// The Vormgever panel's list of the form's fields (Contact Form 7 has no field settings of its own: its
// fields are form-tags in the template's text). Each field that takes a switch or an icon, or holds a
// marker that does nothing, is a button; the one opened shows the room's rows below it, and what they
// store changes only that tag's `class:` options in the template (form-tags.ts), the way a typed change
// is made: the Form tab's text, its `input` and `change`, its caret kept. The list is read again from
// the template when the panel is shown and the text has changed (typing, a generator's Insert).

import type { ShownField, Takes } from '../adapter';
import { chosenIcon, hasToken, switchMarker } from '../markers';
import { mistakesOf } from '../mistakes';
import { fill } from '../strings';
import { applyEdits, classEdits, classesOf, placeAfter, scanFormTags, type FormTag, type TagTypes } from './form-tags';
import { templateFields, type TemplateField } from './template-fields';

export interface PanelWords {
  switchSet: string;
  iconSet: string;
}

export interface PanelParts {
  /** The Form tab's template. */
  readonly template: HTMLTextAreaElement;
  /** The panel (Contact Form 7's tab panel: hidden while another tab is shown). */
  readonly panel: HTMLElement;
  /** The list the fields go in, and what says there are none. */
  readonly list: HTMLElement;
  readonly empty: HTMLElement;
  readonly types: TagTypes;
  readonly words: PanelWords;
  readonly takes: (type: string) => Takes;
  /** The room's: this field's settings are shown now (null: none). */
  readonly shown: (field: ShownField | null) => void;
}

export interface Panel {
  /** The field opened in the panel (its settings go back there when a generator's dialog closes). */
  opened(): ShownField | null;
  /** Reads the list again if the template changed (the panel is shown). */
  refresh(): void;
  stop(): void;
}

interface Key {
  readonly index: number;
  readonly type: string;
  readonly name: string;
}

const sameTag = (tag: FormTag | undefined, key: Key) => tag !== undefined && tag.type === key.type && tag.name === key.name;

export function startPanel(doc: Document, parts: PanelParts): Panel {
  const { template, list, empty, types, words, takes } = parts;
  const settings = doc.createElement('div');
  settings.id = 'vormgever-cf7-field-settings';
  settings.className = 'vormgever-cf7-field-settings';
  settings.setAttribute('role', 'group');
  let rendered: string | null = null;
  let open: { key: Key; item: HTMLElement; field: ShownField } | null = null;

  const tagAt = (key: Key, text = template.value) => {
    const tag = scanFormTags(text, types).filter((item) => item.name)[key.index];
    return sameTag(tag, key) ? tag! : null;
  };
  const summary = (classes: string, type: string) => {
    const take = takes(type);
    const icon = take.icon ? chosenIcon(classes) : null;
    return [take.switch && hasToken(classes, switchMarker) ? words.switchSet : '', icon ? fill(words.iconSet, icon) : ''].filter(Boolean).join(', ');
  };
  // A change the panel makes: the template's text as typed text changes, its caret and scroll kept.
  const write = (text: string, edits: Parameters<typeof placeAfter>[1]) => {
    const { selectionStart, selectionEnd, scrollTop } = template;
    template.value = text;
    try {
      template.setSelectionRange(placeAfter(selectionStart, edits), placeAfter(selectionEnd, edits));
    } catch {} // a textarea out of sight may not take a selection
    template.scrollTop = scrollTop;
    rendered = text; // only class options changed: the list stands
    template.dispatchEvent(new Event('input', { bubbles: true }));
    template.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const fieldOf = (key: Key, item: HTMLElement): ShownField => ({
    type: key.type.replace(/\*+$/, ''),
    input: null, // its class options are in the Form tab's text, not in a box of their own
    classes: () => {
      const tag = tagAt(key);
      return tag ? classesOf(tag) : '';
    },
    store(classes) {
      const text = template.value;
      const tag = tagAt(key, text);
      if (!tag) return;
      const edits = classEdits(text, tag, classes);
      if (edits.length) write(applyEdits(text, edits), edits);
      const state = item.querySelector('.vormgever-cf7-field-summary');
      if (state) state.textContent = summary(classes, key.type.replace(/\*+$/, ''));
    },
    place(rows) {
      if (rows[0]?.parentElement !== settings) settings.append(...rows);
      if (settings.parentElement !== item) item.append(settings);
    },
  });

  const close = () => {
    if (!open) return;
    open.item.querySelector('button')?.setAttribute('aria-expanded', 'false');
    open = null;
    settings.remove();
  };
  const openItem = (key: Key, item: HTMLElement) => {
    close();
    const button = item.querySelector('button')!;
    button.setAttribute('aria-expanded', 'true');
    settings.setAttribute('aria-labelledby', button.querySelector('.vormgever-cf7-field-label')!.id);
    open = { key, item, field: fieldOf(key, item) };
    parts.shown(open.field);
  };

  const itemOf = (field: TemplateField) => {
    const key: Key = { index: field.index, type: field.tag.type, name: field.tag.name };
    const item = doc.createElement('li');
    item.className = 'vormgever-cf7-field';
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', settings.id);
    const label = doc.createElement('span');
    label.className = 'vormgever-cf7-field-label';
    label.id = `vormgever-cf7-field-${field.index}`;
    label.textContent = field.label || field.tag.name;
    const code = doc.createElement('code');
    code.textContent = `[${field.tag.type} ${field.tag.name}]`;
    const state = doc.createElement('span');
    state.className = 'vormgever-cf7-field-summary';
    state.textContent = summary(field.classes, field.tag.basetype);
    button.append(label, ' ', code, ' ', state);
    item.append(button);
    button.addEventListener('click', () => {
      if (open?.item === item) {
        close();
        parts.shown(null);
      } else openItem(key, item);
    });
    return { key, item };
  };

  const refresh = () => {
    if (parts.panel.hidden || template.value === rendered) return;
    rendered = template.value;
    const fields = templateFields(rendered, types).filter((field) => {
      const take = takes(field.tag.basetype);
      return take.switch || take.icon || mistakesOf(field.classes, take).length > 0;
    });
    const items = fields.map(itemOf);
    // The open field again: the tag of that type and name (where the name is there more than once, at the same place).
    const same = open ? items.filter(({ key }) => key.type === open!.key.type && key.name === open!.key.name) : [];
    const reopen = same.length > 1 ? (same.find(({ key }) => key.index === open!.key.index) ?? same[0]) : same[0];
    const wasOpen = open !== null;
    close();
    list.replaceChildren(...items.map(({ item }) => item));
    empty.hidden = items.length > 0;
    if (reopen) openItem(reopen.key, reopen.item);
    else if (wasOpen) parts.shown(null);
  };
  // Contact Form 7 shows a tab's panel on a click of its tab (its listener is on the tab: this one, on
  // the document, comes after it).
  const onClick = (event: Event) => {
    if ((event.target as Element).closest?.('#contact-form-editor-tabs [role="tab"]')) refresh();
  };
  const onTyped = () => refresh(); // read now only where the panel is in sight (rendered is ours after a write)
  doc.addEventListener('click', onClick);
  template.addEventListener('input', onTyped);
  refresh();

  return {
    opened: () => open?.field ?? null,
    refresh,
    stop() {
      doc.removeEventListener('click', onClick);
      template.removeEventListener('input', onTyped);
      close();
      list.replaceChildren();
    },
  };
}
