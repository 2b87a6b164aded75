// A field's own Vormgever settings, in whichever builder's editor: "Show as toggle switch", the icon
// picker and the notices, in three rows drawn in the editor's own look (its adapter's). One set of rows
// per screen: the adapter puts them where the shown field's settings are. Each shows what the field's
// class string says and writes only its own marker into it, the way a typed class is stored.

import type { EditorAdapter, ShownField } from './adapter';
import { chosenIcon, hasToken, switchMarker, withIcon, withToken } from './markers';
import { mistakesOf } from './mistakes';
import { showNotices } from './notices';
import { createPicker } from './picker';
import type { EditorStrings } from './strings';

/** Marks the room's rows: a copy the editor made of them (WPForms copies a field's settings as HTML) is found by it. */
export const rowMark = 'data-vormgever-row';

/** Sets up the field settings; returns their teardown, or null when the screen has no field settings. */
export function startFieldSettings(doc: Document, adapter: EditorAdapter, strings: EditorStrings, changed: () => void): (() => void) | null {
  const words = adapter.fieldSettings;
  const { look } = adapter;
  if (!words) return null;

  const switchRow = look.row(doc, 'switch');
  const { input: switchBox, parts } = look.checkbox(doc, 'vormgever_switch', strings.toggleSwitch, 'field');
  switchRow.append(...parts);
  const iconRow = look.row(doc, 'icon');
  const heading = doc.createElement('span');
  heading.className = look.heading;
  heading.id = 'vormgever_icon_label';
  heading.textContent = strings.icon;
  const pickerBox = doc.createElement('div');
  pickerBox.id = 'vormgever_icon_picker';
  iconRow.append(heading, pickerBox);
  const noticeRow = look.row(doc, 'notices');
  const notices = doc.createElement('div');
  notices.id = 'vormgever_notices';
  notices.className = 'vormgever-notices';
  notices.setAttribute('aria-live', 'polite');
  notices.hidden = true;
  noticeRow.append(notices);
  const rows = [switchRow, iconRow, noticeRow];
  for (const row of rows) row.setAttribute(rowMark, '');
  if (!words.prepare(rows)) return null;

  let field: ShownField | null = null;
  const show = (classes: string) => {
    if (!field) return;
    const takes = adapter.takes(field.type);
    look.showRow(switchRow, takes.switch);
    look.showRow(iconRow, takes.icon);
    // What the class string says is not a change of the box's own (Contact Form 7's unsaved-changes
    // check compares each checkbox with its default): the class field holds the change.
    switchBox.checked = switchBox.defaultChecked = hasToken(classes, switchMarker);
    picker.show(chosenIcon(classes));
    showNotices(notices, look.notice, strings, mistakesOf(classes, takes), (name) => write(withIcon(classes, name)));
  };
  const write = (classes: string) => {
    if (!field) return;
    field.store(classes);
    show(classes);
    changed();
  };
  const current = () => field?.classes() ?? '';
  const picker = createPicker(doc, strings, 'vormgever_icon_label', (name) => write(withIcon(current(), name)));
  pickerBox.append(picker.element);

  // A hand-typed class shows in the settings as it is typed; the canvas follows once it is stored.
  const onTyped = () => show(current());
  const onStored = () => changed();
  const listen = (input: HTMLInputElement | null | undefined, on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    input?.[method]('input', onTyped);
    input?.[method]('change', onStored);
  };
  const onShown = (shown: ShownField | null) => {
    // A copy of the rows (the editor copied a field's settings as HTML) holds the picker's ids twice.
    for (const copy of doc.querySelectorAll(`[${rowMark}]`)) if (!rows.includes(copy as HTMLElement)) copy.remove();
    listen(field?.input, false);
    field = shown;
    if (!field) return;
    field.place(rows);
    listen(field.input, true);
    show(current());
  };
  const onSwitch = () => write(withToken(current(), switchMarker, switchBox.checked));
  switchBox.addEventListener('change', onSwitch);
  const unwatch = words.watch(onShown);

  return () => {
    unwatch();
    listen(field?.input, false);
    switchBox.removeEventListener('change', onSwitch);
    picker.destroy();
    for (const row of rows) row.remove();
  };
}
