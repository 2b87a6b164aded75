// The editor's canvas (#gform_fields) shows what a visitor will see: switches for slide-check fields,
// the chosen icon in front of the first text control, and the labels as placeholders in a placeholder
// form. Only look: classes our stylesheet (editor.css) draws from, one icon element per field, and
// placeholder attributes we set ourselves (marked, so they are taken back). Gravity Forms keeps
// selecting, dragging and re-rendering its fields; this module owns the editor's one MutationObserver
// and re-decorates a field the editor has re-rendered. Its own writes are taken off the record.

import { subLabelOf } from '../builders/gravityforms';
import { onConsole } from '../engine/console';
import { isRequired, labelText, mainLabel, textControls } from '../rules/field';
import { chosenIcon, formModes, hasToken, switchMarker } from './markers';
import { takesIcon, takesSwitch, typeOf } from './mistakes';
import { iconPicture } from './picker';
import { fieldById, type EditorWindow } from './gravity-forms';

const switchClass = 'vormgever-canvas-switch';
const iconClass = 'vormgever-canvas-icon';
const placeholderClass = 'vormgever-canvas-placeholder';
const ownPlaceholder = 'data-vormgever-placeholder';

/** Decorates one field of the canvas from its field object; running it again changes nothing. */
export function decorateField(win: EditorWindow, element: HTMLElement, iconsUrl: string, placeholders: boolean): void {
  const field = fieldById(win, element.id.replace(/^field_/, ''));
  if (!field) return;
  const classes = typeof field.cssClass === 'string' ? field.cssClass : '';
  const type = typeOf(field);
  element.classList.toggle(switchClass, takesSwitch(type) && hasToken(classes, switchMarker));

  const name = takesIcon(type) ? chosenIcon(classes) : null;
  const controls = textControls(element);
  const existing = element.querySelector<HTMLElement>(`.${iconClass}`);
  const control = controls[0];
  if (existing && (existing.dataset.icon !== name || existing.nextElementSibling !== control)) existing.remove();
  if (name && control && !element.querySelector(`.${iconClass}`)) {
    const icon = win.document.createElement('span');
    icon.className = iconClass;
    icon.dataset.icon = name;
    icon.setAttribute('aria-hidden', 'true');
    icon.append(iconPicture(win.document, iconsUrl, name));
    control.before(icon);
  }
  element.classList.toggle('vormgever-canvas-has-icon', Boolean(name && control));

  // The editor wraps a field's content: its label is not always the field's child, as on the site.
  const main = labelText(mainLabel(element) ?? element.querySelector('.gfield_label'));
  for (const control of controls) {
    const ours = control.hasAttribute(ownPlaceholder);
    if (placeholders && control.localName !== 'select' && (ours || !control.getAttribute('placeholder'))) {
      const sub = subLabelOf(control);
      const text = (sub ? `${main}: ${labelText(sub)}` : main) + (isRequired(element, control) ? ' *' : '');
      if (control.getAttribute('placeholder') !== text) control.setAttribute('placeholder', text);
      if (!ours) control.setAttribute(ownPlaceholder, '');
    } else if (!placeholders && ours) {
      control.removeAttribute('placeholder');
      control.removeAttribute(ownPlaceholder);
    }
  }
}

/** Decorates the canvas now and after each re-render; returns the teardown (decorations taken back). */
export function startCanvas(win: EditorWindow, iconsUrl: string): { refresh(): void; stop(): void } | null {
  const canvas = win.document.getElementById('gform_fields');
  if (!canvas) return null;
  const placeholders = () => formModes(win.form?.cssClass).placeholder;
  const pass = (on: boolean) => {
    canvas.classList.toggle(placeholderClass, on && placeholders());
    for (const element of canvas.querySelectorAll<HTMLElement>('.gfield[id^="field_"]')) {
      try {
        if (on) decorateField(win, element, iconsUrl, placeholders());
        else undo(element);
      } catch (error) {
        console.warn('[vormgever] could not show the preview of', onConsole(element), error);
      }
    }
    observer.takeRecords(); // our own writes are not new work
  };
  let queued = 0;
  const observer = new MutationObserver(() => {
    if (!queued) queued = win.requestAnimationFrame(() => ((queued = 0), pass(true)));
  });
  pass(true);
  observer.observe(canvas, { childList: true, subtree: true });
  return {
    refresh: () => pass(true),
    stop() {
      observer.disconnect();
      if (queued) win.cancelAnimationFrame(queued);
      pass(false);
    },
  };
}

function undo(element: HTMLElement): void {
  element.classList.remove(switchClass, 'vormgever-canvas-has-icon');
  element.querySelector(`.${iconClass}`)?.remove();
  for (const control of element.querySelectorAll(`[${ownPlaceholder}]`)) {
    control.removeAttribute('placeholder');
    control.removeAttribute(ownPlaceholder);
  }
}
