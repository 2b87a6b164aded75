// A field's own Vormgever settings, in whichever builder's editor: "Show as toggle switch", the icon
// picker and the notices, in three rows drawn in the editor's own look (its adapter's). One set of rows
// per screen: the adapter puts them where the shown field's settings are. Each shows what the field's
// class string says and writes only its own marker into it, the way a typed class is stored.

import type { EditorAdapter, ShownField } from './adapter';
import { chosenIcon, deletedIconToken, hasToken, switchMarker, withIcon, withToken } from './markers';
import { mistakesOf, type Mistake } from './mistakes';
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
  /** The class string the rows show. */
  let showing = '';
  /** A token of the icon's marker put back since the owner's last change (its notice stays till then). */
  let kept: string | null = null;
  const show = (classes: string) => {
    if (!field) return;
    showing = classes;
    const takes = adapter.takes(field.type);
    look.showRow(switchRow, takes.switch);
    look.showRow(iconRow, takes.icon);
    // What the class string says is not a change of the box's own (Contact Form 7's unsaved-changes
    // check compares each checkbox with its default): the class field holds the change.
    switchBox.checked = switchBox.defaultChecked = hasToken(classes, switchMarker);
    picker.show(chosenIcon(classes));
    const said: Mistake[] = kept ? [{ kind: 'icon-token-kept', token: kept }] : [];
    showNotices(notices, look.notice, strings, [...said, ...mistakesOf(classes, takes)], (name) => write(withIcon(classes, name)));
  };
  const write = (classes: string) => {
    if (!field) return;
    showing = classes; // its own change event, if the editor's script echoes it, is no edit
    kept = null;
    field.store(classes);
    show(classes);
    changed();
  };
  const current = () => field?.classes() ?? '';
  const picker = createPicker(doc, strings, 'vormgever_icon_label', (name) => write(withIcon(current(), name)));
  pickerBox.append(picker.element);

  // A hand-typed class shows in the settings and on the canvas as it is typed (where the editor stores
  // it only on change, as Gravity Forms does, the canvas follows then).
  const onTyped = () => {
    show(current());
    changed();
  };
  const onStored = () => changed();
  // The editor's own script changed the class string (an owner deleted a chip): shown, and where the
  // editor shows tokens, a token of the icon's marker deleted on its own is put back.
  const onEdited = () => {
    const now = current();
    if (!field || now === showing) return;
    const token = words.tokens ? deletedIconToken(showing, now) : null;
    kept = token;
    if (token) field.store(showing);
    show(token ? showing : now);
    changed();
  };
  let unedited = () => {};
  const listen = (shownField: ShownField | null, on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    shownField?.input?.[method]('input', onTyped);
    shownField?.input?.[method]('change', onStored);
    unedited();
    unedited = (on && shownField?.edited?.(onEdited)) || (() => {});
  };
  const onShown = (next: ShownField | null) => {
    // A copy of the rows (the editor copied a field's settings as HTML) holds the picker's ids twice.
    for (const copy of doc.querySelectorAll(`[${rowMark}]`)) if (!rows.includes(copy as HTMLElement)) copy.remove();
    listen(field, false);
    field = next;
    kept = null;
    if (!field) return;
    field.place(rows);
    listen(field, true);
    show(current());
  };
  const onSwitch = () => write(withToken(current(), switchMarker, switchBox.checked));
  switchBox.addEventListener('change', onSwitch);
  const unwatch = words.watch(onShown);

  return () => {
    unwatch();
    listen(field, false);
    switchBox.removeEventListener('change', onSwitch);
    picker.destroy();
    for (const row of rows) row.remove();
  };
}
