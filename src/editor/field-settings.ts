// The field's own Vormgever settings on its Appearance tab (the <li>s PHP prints on
// gform_field_appearance_settings): "Show as toggle switch", the icon picker, and the notices. Each
// shows what the field's class string says and writes only its own marker into it.

import { chosenIcon, hasToken, switchMarker, withIcon, withToken } from './markers';
import { mistakesOf, takesIcon, takesSwitch, typeOf } from './mistakes';
import { showNotices } from './notices';
import { createPicker } from './picker';
import { cssClassInput, offerSettings, storeFieldClass, type EditorField, type EditorWindow } from './gravity-forms';
import type { EditorStrings } from './strings';

export const settingClasses = ['vormgever_switch_setting', 'vormgever_icon_setting', 'vormgever_notice_setting'] as const;

/** Sets up the field settings; returns their teardown, or null when the page has none of them. */
export function startFieldSettings(win: EditorWindow, strings: EditorStrings, changed: (field: EditorField) => void): (() => void) | null {
  const doc = win.document;
  const switchBox = doc.getElementById('vormgever_switch') as HTMLInputElement | null;
  const pickerBox = doc.getElementById('vormgever_icon_picker');
  const notices = doc.getElementById('vormgever_notices');
  const $ = win.jQuery;
  if (!switchBox || !pickerBox || !notices || !$) return null;
  offerSettings(win, settingClasses);

  let field: EditorField | undefined;
  const show = (classes: string) => {
    if (!field) return;
    const type = typeOf(field);
    for (const [setting, applies] of [['vormgever_switch_setting', takesSwitch(type)], ['vormgever_icon_setting', takesIcon(type)]] as const) {
      const item = doc.querySelector<HTMLElement>(`.${setting}`);
      if (item && !applies) item.style.display = 'none'; // the editor showed it for every type (offerSettings)
    }
    switchBox.checked = hasToken(classes, switchMarker);
    picker.show(chosenIcon(classes));
    showNotices(notices, strings, mistakesOf(classes, type), (name) => write(withIcon(classes, name)));
  };
  const write = (classes: string) => {
    if (!field) return;
    storeFieldClass(win, classes);
    show(classes);
    changed(field);
  };
  const current = () => cssClassInput(doc)?.value ?? field?.cssClass ?? '';
  const picker = createPicker(doc, strings, 'vormgever_icon_label', (name) => write(withIcon(current(), name)));
  pickerBox.replaceChildren(picker.element);

  const onLoad = (_event: unknown, loaded: EditorField) => {
    field = loaded;
    show(typeof loaded?.cssClass === 'string' ? loaded.cssClass : '');
  };
  const onSwitch = () => write(withToken(current(), switchMarker, switchBox.checked));
  // A hand-typed class shows in the settings as it is typed (Gravity Forms stores it on change).
  const onTyped = () => show(current());
  const onStored = () => field && changed(field);
  $(doc).on('gform_load_field_settings', onLoad);
  switchBox.addEventListener('change', onSwitch);
  const input = cssClassInput(doc);
  input?.addEventListener('input', onTyped);
  input?.addEventListener('change', onStored);

  return () => {
    $(doc).off('gform_load_field_settings', onLoad);
    switchBox.removeEventListener('change', onSwitch);
    input?.removeEventListener('input', onTyped);
    input?.removeEventListener('change', onStored);
    picker.destroy();
  };
}
