// The admin script (dist/editor/vormgever-editor.js): loaded by the plugin only on Gravity Forms' form
// editor and form settings screens, never by a visitor's page. Plain DOM and the editor's own jQuery.

import { startCanvas } from './canvas';
import { startFieldSettings } from './field-settings';
import { startFormSettings } from './form-settings';
import type { EditorWindow } from './gravity-forms';
import { editorStrings } from './strings';

/** Starts whatever this screen has; returns the teardown of all of it. */
export function startEditor(win: EditorWindow & { vormgever_editor_strings?: unknown }): () => void {
  const strings = editorStrings(win.vormgever_editor_strings);
  const stops: (() => void)[] = [];
  const canvas = startCanvas(win, strings.iconsUrl);
  if (canvas) stops.push(canvas.stop);
  const fields = startFieldSettings(win, strings, () => canvas?.refresh());
  if (fields) stops.push(fields);
  const form = startFormSettings(win.document, strings);
  if (form) stops.push(form);
  return () => stops.splice(0).reverse().forEach((stop) => stop());
}

const win = window as EditorWindow & { vormgeverEditor?: { stop(): void } };
const begin = () => {
  if (win.vormgeverEditor) return; // once per screen
  win.vormgeverEditor = { stop: startEditor(win) };
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
else begin();
