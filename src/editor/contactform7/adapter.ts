// Contact Form 7's contact form editor (6.1, read from 6.1.6's admin/includes/js/index.js, editor.php
// and tag-generator.php) in the editor room's words. It has no field settings and no canvas: a field is
// a form-tag in the Form tab's template (textarea#wpcf7-form), a new one is made in a tag generator's
// dialog, and the form has no class of its own. So:
// - a field's settings are shown in a generator's dialog for a new tag (tag-dialogs.ts: they write its
//   "Class attribute" box), and in the plugin's Vormgever panel for a tag in the template (panel.ts:
//   they rewrite that tag's class: options);
// - the form's classes are a line of its Additional Settings (textarea#wpcf7-additional-settings:
//   additional-settings.ts), shown to the room as a class field of this adapter's own;
// - the panel shows Contact Form 7's render of the unsaved template, enhanced (preview.ts).
// The panel's shell (#vormgever-panel) is printed by wordpress/includes/editors/contactform7.php.
// Nothing else knows these names.

import type { EditorAdapter, EditorLook, Setting, ShownField } from '../adapter';
import type { PageBuilderData } from '../page-builders';
import { formClassSetting, settingValue, withSetting } from './additional-settings';
import { coreTypes, type TagTypes } from './form-tags';
import { startPanel, type PanelWords } from './panel';
import { startPreview } from './preview';
import { watchTagDialogs } from './tag-dialogs';

/** What PHP passes (wp_localize_script, `vormgever_contactform7`). */
interface ContactForm7Data {
  words: PanelWords & { previewTitle: string };
  types: TagTypes;
  /** Where the preview is asked for (admin-ajax, its nonce), the form's id, what the visitor's rules need. */
  preview: { url: string; nonce: string; form: number; visitor: PageBuilderData } | null;
}

export interface ContactForm7Window extends Window {
  vormgever_contactform7?: unknown;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The page's data, each part checked (a missing or odd one: the English words, the plugin's own types). */
export function contactForm7Data(given: unknown): ContactForm7Data {
  const data = (given && typeof given === 'object' ? given : {}) as Record<string, Record<string, unknown> | undefined>;
  const words = data.words ?? {};
  const types = data.types ?? {};
  const preview = data.preview;
  const visitor = preview?.visitor as Record<string, unknown> | undefined;
  return {
    words: {
      switchSet: text(words.switchSet, 'Toggle switch'),
      iconSet: text(words.iconSet, 'Icon: %s'),
      previewTitle: text(words.previewTitle, 'The form as a visitor sees it'),
    },
    types: Array.isArray(types.named) ? { named: new Set(texts(types.named)), unnamed: new Set(texts(types.unnamed)) } : coreTypes,
    preview:
      preview && typeof preview.url === 'string' && visitor && typeof visitor.stylesheet === 'string'
        ? {
            url: preview.url,
            nonce: text(preview.nonce, ''),
            form: Number(preview.form) || 0,
            visitor: { stylesheet: visitor.stylesheet, builderStylesheets: texts(visitor.builderStylesheets), iconsUrl: text(visitor.iconsUrl, ''), floatingLabels: visitor.floatingLabels, hiddenForm: '' },
          }
        : null,
  };
}

/** Form-tag base types whose control can be a switch, or can have an icon (src/builders/contactform7.ts, src/rules/field.ts). */
const switchTypes = new Set(['checkbox', 'acceptance']);
const iconTypes = new Set(['text', 'email', 'url', 'tel', 'number', 'date', 'textarea', 'select']);

/** Contact Form 7's own look: its dialogs' boxes, WordPress's inline notices. */
const look: EditorLook = {
  row(doc, setting: Setting) {
    const row = doc.createElement('div');
    row.className = `vormgever-cf7-row vormgever-cf7-${setting}`;
    return row;
  },
  showRow(row, shown) {
    row.hidden = !shown;
  },
  checkbox(doc, id, words) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.append(input, ` ${words}`);
    return { input, parts: [label] };
  },
  heading: 'vormgever-cf7-heading',
  notice: { alert: 'notice notice-warning inline', icon: '', wrap: 'vormgever-cf7-notice', message: '', button: 'button button-small' },
  formBox: 'div',
  formRow: { tag: 'div', className: '' },
};

export function contactForm7Editor(win: ContactForm7Window): EditorAdapter {
  const doc = win.document;
  const data = contactForm7Data(win.vormgever_contactform7);
  const takes = (type: string) => ({ switch: switchTypes.has(type), icon: iconTypes.has(type) });
  const template = () => doc.querySelector<HTMLTextAreaElement>('textarea#wpcf7-form');
  const settings = () => doc.querySelector<HTMLTextAreaElement>('textarea#wpcf7-additional-settings');
  const panel = () => doc.getElementById('vormgever-panel');
  const stops: (() => void)[] = [];

  /** The form's class field for the room: an input of our own, never in Contact Form 7's form (no name, never sent, never in its unsaved-changes check), mirroring the settings' line. */
  function formClassField(textarea: HTMLTextAreaElement): HTMLInputElement {
    const input = doc.createElement('input');
    input.type = 'text';
    input.value = settingValue(textarea.value, formClassSetting);
    // The room wrote it (then `change`): into the settings' line, as typed there.
    const onStored = () => {
      const next = withSetting(textarea.value, input.value, formClassSetting);
      if (next === textarea.value) return;
      textarea.value = next;
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
      textarea.dispatchEvent(new Event('change', { bubbles: true }));
    };
    // The owner typed in Additional Settings: the room shows it.
    const onTyped = () => {
      const value = settingValue(textarea.value, formClassSetting);
      if (value === input.value) return;
      input.value = value;
      input.dispatchEvent(new Event('input'));
    };
    input.addEventListener('change', onStored);
    textarea.addEventListener('input', onTyped);
    stops.push(() => {
      input.removeEventListener('change', onStored);
      textarea.removeEventListener('input', onTyped);
    });
    return input;
  }

  function watch(shown: (field: ShownField | null) => void): () => void {
    const form = template()!;
    const section = panel();
    const list = section?.querySelector<HTMLElement>('#vormgever-cf7-fields');
    const empty = section?.querySelector<HTMLElement>('#vormgever-cf7-no-fields');
    const fields =
      section && list && empty ? startPanel(doc, { template: form, panel: section, list, empty, types: data.types, words: data.words, takes, shown }) : null;
    if (fields) stops.push(fields.stop);
    const box = section?.querySelector<HTMLElement>('#vormgever-cf7-preview');
    const config = data.preview;
    if (section && box && config) {
      const preview = startPreview(win, {
        box,
        title: data.words.previewTitle,
        url: config.url,
        fields: () => ({ action: 'vormgever_contactform7_preview', _ajax_nonce: config.nonce, id: String(config.form), form: form.value, additional_settings: settings()?.value ?? '' }),
        visitor: config.visitor,
        inSight: () => !section.hidden,
      });
      stops.push(preview.stop);
      const onChange = () => preview.refresh();
      const onTab = (event: Event) => {
        if ((event.target as Element).closest?.('#contact-form-editor-tabs [role="tab"]')) preview.refresh();
      };
      form.addEventListener('input', onChange);
      settings()?.addEventListener('input', onChange);
      doc.addEventListener('click', onTab);
      stops.push(() => {
        form.removeEventListener('input', onChange);
        settings()?.removeEventListener('input', onChange);
        doc.removeEventListener('click', onTab);
      });
      preview.refresh();
    }
    // A generator's dialog for a new tag: its field while it is open, then the panel's again.
    stops.push(watchTagDialogs(doc, shown, () => fields?.opened() ?? null));
    return () => stops.splice(0).reverse().forEach((stop) => stop());
  }

  return {
    builder: 'contactform7',
    takes,
    look,
    fieldSettings: {
      // The contact form editor, where its template is (the rows go where a field is shown).
      prepare: () => template() !== null,
      watch,
    },
    formSettings: {
      input: () => {
        const textarea = settings();
        return textarea && template() && panel()?.querySelector('#vormgever-cf7-form') ? formClassField(textarea) : null;
      },
      place: (box) => panel()?.querySelector('#vormgever-cf7-form')?.append(box),
    },
  };
}
