// The editor's canvas shows what a visitor will see: switches for slide-check fields, the chosen icon
// in front of the first text control, and the labels as placeholders in a placeholder form. Builder-
// blind: the adapter's canvas words say where the fields are, what the editor's model says of each, and
// where its labels and controls are. Only look: classes the builder's editor stylesheet draws from,
// one icon element per field, and placeholder attributes we set ourselves (marked with what we wrote,
// so they are taken back, and an owner's own placeholder wins). The editor keeps selecting, dragging
// and re-rendering its fields; this module owns the admin script's one MutationObserver and
// re-decorates a field the editor has re-rendered. Its own writes are taken off the record.

import type { CanvasWords, Takes } from './adapter';
import { onConsole } from '../engine/console';
import { labelText } from '../rules/field';
import { chosenIcon, hasToken, switchMarker } from './markers';
import { iconPicture } from './picker';

const canvasClass = 'vormgever-canvas';
const switchClass = 'vormgever-canvas-switch';
const iconClass = 'vormgever-canvas-icon';
const hasIconClass = 'vormgever-canvas-has-icon';
const placeholderClass = 'vormgever-canvas-placeholder';
/** On a field whose labels a placeholder form hides (its editor stylesheet hides them). */
const placeholdersClass = 'vormgever-canvas-placeholders';
/** What we wrote into a control's placeholder: while the attribute still says it, it is ours. */
const ownPlaceholder = 'data-vormgever-placeholder';

/** What the canvas decorator reads besides the adapter's words. */
export interface CanvasContext {
  readonly words: CanvasWords;
  readonly takes: (type: string) => Takes;
  readonly iconsUrl: string;
}

/** Decorates one field of the canvas from the editor's model; running it again changes nothing. */
export function decorateField(element: HTMLElement, context: CanvasContext, placeholders: boolean): void {
  const { words } = context;
  const field = words.field(element);
  if (!field) return;
  const takes = context.takes(field.type);
  element.classList.toggle(switchClass, takes.switch && hasToken(field.classes, switchMarker));

  const name = takes.icon ? chosenIcon(field.classes) : null;
  const controls = words.controls(element);
  const control = controls[0];
  const existing = element.querySelector<HTMLElement>(`.${iconClass}`);
  if (existing && (existing.dataset.icon !== name || existing.nextElementSibling !== control)) existing.remove();
  if (name && control && !element.querySelector(`.${iconClass}`)) {
    const doc = element.ownerDocument;
    const icon = doc.createElement('span');
    icon.className = iconClass;
    icon.dataset.icon = name;
    icon.setAttribute('aria-hidden', 'true');
    icon.append(iconPicture(doc, context.iconsUrl, name));
    control.before(icon);
  }
  element.classList.toggle(hasIconClass, Boolean(name && control));

  const read = words.labelText ?? labelText;
  const main = read(words.mainLabel(element));
  let shown = false;
  for (const control of controls) {
    const current = control.getAttribute('placeholder');
    const ours = control.hasAttribute(ownPlaceholder) && control.getAttribute(ownPlaceholder) === current;
    if (placeholders && control.localName !== 'select' && (ours || !current)) {
      const sub = words.subLabelOf(control);
      // As the site's placeholders read them (src/rules/placeholders.ts): a part of a field with no main label is its own label.
      const part = read(sub);
      const text = (main && part ? `${main}: ${part}` : main || part) + (words.required(element, control) ? ' *' : '');
      if (current !== text) control.setAttribute('placeholder', text);
      if (control.getAttribute(ownPlaceholder) !== text) control.setAttribute(ownPlaceholder, text);
    } else if (control.hasAttribute(ownPlaceholder)) {
      // Placeholder mode off: ours goes; the editor wrote its own over ours: that one stays.
      if (ours) control.removeAttribute('placeholder');
      control.removeAttribute(ownPlaceholder);
    }
  }
  // Its labels go where a visitor's do: every field with a text box or drop-down (a drop-down shows its
  // first option; the site writes the label into an empty one).
  element.classList.toggle(placeholdersClass, placeholders && controls.length > 0);
}

/** Takes a field's decorations back. */
function undo(element: HTMLElement): void {
  element.classList.remove(switchClass, hasIconClass, placeholdersClass);
  element.querySelector(`.${iconClass}`)?.remove();
  for (const control of element.querySelectorAll(`[${ownPlaceholder}]`)) {
    if (control.getAttribute('placeholder') === control.getAttribute(ownPlaceholder)) control.removeAttribute('placeholder');
    control.removeAttribute(ownPlaceholder);
  }
}

/** Decorates the canvas now and after each re-render; returns the teardown (decorations taken back). */
export function startCanvas(win: Window, context: CanvasContext): { refresh(): void; stop(): void } | null {
  const { words } = context;
  const canvas = words.root();
  if (!canvas) return null;
  const hadClass = canvas.classList.contains(canvasClass);
  const pass = (on: boolean) => {
    const placeholders = on && words.placeholders();
    canvas.classList.toggle(canvasClass, on || hadClass);
    canvas.classList.toggle(placeholderClass, placeholders);
    for (const element of words.fields(canvas)) {
      try {
        if (on) decorateField(element, context, placeholders);
        else undo(element);
      } catch (error) {
        console.warn('[vormgever] could not show the preview of', onConsole(element), error);
      }
    }
    observer.takeRecords(); // our own writes are not new work
  };
  let queued = 0;
  const schedule = () => {
    if (!queued) queued = win.requestAnimationFrame(() => ((queued = 0), pass(true)));
  };
  const observer = new MutationObserver(schedule);
  pass(true);
  const attributes = words.watchAttributes;
  observer.observe(canvas, { childList: true, subtree: true, ...(attributes?.length ? { attributes: true, attributeFilter: [...attributes] } : {}) });
  // The editor's own word that its model changed where the canvas did not (Fluent Forms', Ninja Forms').
  const unwatch = words.watch?.(() => pass(true));
  return {
    refresh: () => pass(true),
    stop() {
      unwatch?.();
      observer.disconnect();
      if (queued) win.cancelAnimationFrame(queued);
      pass(false);
    },
  };
}
