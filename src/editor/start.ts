// The editor room's start, for every builder's editor: the field settings, the form settings and the
// canvas of this screen, from the builder's adapter. Each builder's admin script (./<builder>/index.ts)
// is its adapter and a call of bootEditor(); the plugin loads it only on that builder's editor screens.

import type { EditorAdapter } from './adapter';
import { startCanvas } from './canvas';
import { startFieldSettings } from './field-settings';
import { startFormSettings } from './form-settings';
import { editorStrings } from './strings';

/** Starts whatever this screen has; returns the teardown of all of it. */
export function startEditor(win: Window & { vormgever_editor_strings?: unknown }, adapter: EditorAdapter): () => void {
  const strings = editorStrings(win.vormgever_editor_strings);
  const doc = win.document;
  const stops: (() => void)[] = [];
  const words = adapter.canvas;
  const canvas = words ? startCanvas(win, { words, takes: adapter.takes, iconsUrl: strings.iconsUrl }) : null;
  if (canvas) stops.push(canvas.stop);
  const refresh = () => canvas?.refresh();
  const fields = startFieldSettings(doc, adapter, strings, refresh);
  if (fields) stops.push(fields);
  const form = startFormSettings(doc, adapter, strings, refresh);
  if (form) stops.push(form);
  return () => stops.splice(0).reverse().forEach((stop) => stop());
}

/** Starts the editor room once per screen, when the page is parsed: `window.vormgeverEditor.stop()` ends it. */
export function bootEditor<W extends Window>(win: W, adapter: (win: W) => EditorAdapter): void {
  const begin = () => {
    const screen = win as W & { vormgeverEditor?: { stop(): void } };
    if (screen.vormgeverEditor) return; // once per screen
    screen.vormgeverEditor = { stop: startEditor(win, adapter(win)) };
  };
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
}
