// Vormgever in Elementor's editor, for Pro's Form widget (dist/editor/vormgever-editor-elementorform.js, in the
// editor's window: wordpress/includes/builders/elementorform-controls.php loads it there). Vormgever's
// controls themselves are Elementor's, declared in PHP; this script gives them what PHP cannot:
// - the icon picker's control view (`vormgever_icon`): the same picker as in Gravity Forms' editor
//   (./picker.ts), made once its field item is opened, its ids its own (several items hold one);
// - the markers in the widget's JavaScript template, which re-renders the widget in the preview on every
//   setting change: Pro's filter of each field item there (`elementor_pro/forms/content_template/item`)
//   gets a copy of the item with its markers added to its CSS class value, which the template prints on
//   the control, the select's wrapper or the choice group (the words' markedOf finds them there). What
//   is stored stays the item's own settings;
// - the preview's pass asked for again when a class control of the widget changes (onControlChange).
// Plain DOM and Elementor's own Backbone views: no framework of ours.
import { catalogue } from '../../icons/catalogue';
import { createPicker, type Picker } from '../picker';
import { editorStrings, type EditorStrings } from '../strings';

/** The field types that take a switch, and an icon (as the PHP's VORMGEVER_ELEMENTORFORM_*). */
export const switchTypes = ['checkbox', 'acceptance'];
export const iconTypes = ['text', 'email', 'textarea', 'url', 'tel', 'number', 'password', 'date', 'select'];

/** A Form widget's field item as its template reads it (Elementor's settings: strings). */
export interface FieldItem {
  field_type?: unknown;
  css_classes?: unknown;
  vormgever_switch?: unknown;
  vormgever_icon?: unknown;
  [key: string]: unknown;
}

/**
 * The item with its markers on its CSS class value (a copy; the item itself as it was where it has
 * none): `slide-check` for a switch, `add vg-icon-<name> end` for one of the plugin's icons.
 */
export function withMarkers(item: FieldItem): FieldItem {
  if (!item || typeof item != 'object') return item;
  const type = String(item.field_type ?? '');
  const markers: string[] = [];
  if (item.vormgever_switch === 'yes' && switchTypes.includes(type)) markers.push('slide-check');
  const icon = item.vormgever_icon;
  if (typeof icon == 'string' && iconTypes.includes(type) && catalogue.some((entry) => entry.name === icon)) markers.push('add', `vg-icon-${icon}`, 'end');
  if (!markers.length) return item;
  const own = typeof item.css_classes == 'string' ? item.css_classes.trim() : '';
  return { ...item, css_classes: [own, ...markers].filter(Boolean).join(' ') };
}

/** What this script uses of Elementor's editor (`window.elementor`). */
interface ElementorEditor {
  addControlView(type: string, view: unknown): void;
  hooks: { addFilter(name: string, callback: (...args: never[]) => unknown): void };
  modules: { controls: { BaseData: { extend(properties: object): unknown } } };
  channels?: { editor?: { on(event: string, callback: (control: unknown, element: unknown) => void): void } };
}

/** The widget's controls whose value Elementor puts on its element as a class (`prefix_class`). */
export const classControls = ['vormgever_placeholders', 'vormgever_float_labels', '_css_classes'];

/**
 * A control of a Form widget changed in the panel (`control`, `element`: Elementor's views). Where it puts
 * a class on the widget's element, Elementor does so in a task of its own, after the template's render
 * where there is one (and with no render for Advanced → CSS Classes), while the preview's one observer
 * hears class changes inside a form only: for a second, each class change of the element asks the
 * preview's pass again, by a touch of each form's class.
 */
export function onControlChange(control: unknown, element: unknown): void {
  const name = (control as { model?: { get?(key: string): unknown } })?.model?.get?.('name');
  const view = element as { el?: Element; model?: { get?(key: string): unknown } } | undefined;
  const el = view?.el;
  if (!el || !classControls.includes(String(name)) || view.model?.get?.('widgetType') !== 'form') return;
  const watcher = new MutationObserver(() => {
    for (const form of el.querySelectorAll('form')) {
      form.classList.add('vormgever-pass');
      form.classList.remove('vormgever-pass');
    }
  });
  watcher.observe(el, { attributes: true, attributeFilter: ['class'] });
  setTimeout(() => watcher.disconnect(), 1000);
}

/**
 * Vormgever's picker in `host`, with ids of its own (`<prefix>-…`: a form's items each hold a picker, its
 * ids are the same for each), naming its listbox by the control's title. (The picker names its search
 * box and its listbox as it names the options `search` and `list`: those two get ids apart here.)
 */
export function picker(host: HTMLElement, strings: EditorStrings, prefix: string, chosen: string, choose: (name: string) => void): Picker {
  const made = createPicker(host.ownerDocument, strings, host.dataset.labelledBy ?? '', (name) => choose(name ?? ''));
  const search = made.element.querySelector<HTMLInputElement>('input[type=search]');
  const list = made.element.querySelector('[role=listbox]');
  for (const element of made.element.querySelectorAll('[role=option][id]')) element.id = `${prefix}-${element.id}`;
  if (list) list.id = `${prefix}-icons`;
  if (search) {
    search.id = `${prefix}-search-icons`;
    search.setAttribute('aria-controls', list?.id ?? '');
    for (const label of made.element.querySelectorAll('label')) label.htmlFor = search.id;
  }
  host.append(made.element);
  made.show(chosen || null);
  return made;
}

/** A control view of Elementor's, as ours uses it. */
interface ControlView {
  el: HTMLElement;
  cid: string;
  getControlValue(): unknown;
  setValue(value: unknown): void;
  vgPicker?: Picker;
  vgWatch?: ResizeObserver;
}

/** The icon picker's control view: its picker made when its box first shows (its field item opened). */
function iconControlView(elementor: ElementorEditor, strings: EditorStrings): unknown {
  return elementor.modules.controls.BaseData.extend({
    onReady(this: ControlView) {
      const host = this.el.querySelector<HTMLElement>('.vormgever-elementor-picker');
      if (!host || typeof ResizeObserver != 'function') return;
      this.vgWatch = new ResizeObserver(() => {
        if (this.vgPicker || !host.offsetWidth) return;
        this.vgPicker = picker(host, strings, `vormgever-${this.cid}`, String(this.getControlValue() ?? ''), (name) => this.setValue(name));
      });
      this.vgWatch.observe(host);
    },
    // A value set from elsewhere (undo, redo, a paste): shown.
    applySavedValue(this: ControlView) {
      this.vgPicker?.show(String(this.getControlValue() ?? '') || null);
    },
    onBeforeDestroy(this: ControlView) {
      this.vgWatch?.disconnect();
      this.vgPicker?.destroy();
    },
  });
}

/** Registers the control view and the template's filter in `elementor` (its editor). */
export function startElementorForm(elementor: ElementorEditor, given: unknown): void {
  const strings = editorStrings(given);
  elementor.addControlView('vormgever_icon', iconControlView(elementor, strings));
  elementor.hooks.addFilter('elementor_pro/forms/content_template/item', withMarkers as (...args: never[]) => unknown);
  elementor.channels?.editor?.on('change', (control, element) => onControlChange(control, element));
}

const win = window as Window & { elementor?: ElementorEditor; vormgever_editor_strings?: unknown; vormgeverElementorForm?: boolean };
const begin = () => {
  if (win.vormgeverElementorForm || !win.elementor?.hooks) return;
  win.vormgeverElementorForm = true;
  startElementorForm(win.elementor, win.vormgever_editor_strings);
};
// Elementor's editor says `elementor/init` once its document is open, before its panel shows a control;
// its hooks and control views are there from `elementor/loaded` on.
if (win.elementor?.hooks) begin();
else for (const type of ['elementor/loaded', 'elementor/init']) window.addEventListener(type, begin, { once: true });
