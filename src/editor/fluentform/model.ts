// Fluent Forms' model of a form, as its editor holds it (a field of `form.dropzone` or of a column
// container's `columns[].fields`): what Vormgever reads of a field, and where a canvas item keeps it.

/** The key of Vormgever's setting in a field's settings while the editor is open (the plugin's, never saved). */
export const settingKey = 'vormgever';

/** A field in Fluent Forms' model. */
export interface FluentField {
  element?: unknown;
  settings?: Record<string, unknown>;
  columns?: unknown;
}

/** A canvas item's field: its Vue component (vddl's draggable) holds it as `draggable`. */
export function canvasField(element: Element): FluentField | null {
  const item = (element as Element & { __vue__?: { draggable?: unknown } }).__vue__?.draggable;
  return item && typeof item === 'object' && typeof (item as FluentField).element === 'string' ? (item as FluentField) : null;
}

/** A field's Container Class ('' for none, or for a value that is not a string). */
export function containerClass(field: FluentField | null | undefined): string {
  const value = field?.settings?.container_class;
  return typeof value === 'string' ? value : '';
}

/**
 * Gives every field with a Container Class the setting's key (a field added from the palette, restored
 * from the history), as the plugin gives the fields the editor loads: the editor draws the setting only
 * on a field that holds it. `set` is Vue's, so that the editor sees the new key.
 */
export function withSettingKey(fields: unknown, set: (target: object, key: string, value: unknown) => void): void {
  if (!Array.isArray(fields)) return;
  for (const field of fields as FluentField[]) {
    const settings = field?.settings;
    if (settings && typeof settings === 'object' && 'container_class' in settings && !(settingKey in settings)) set(settings, settingKey, '');
    if (Array.isArray(field?.columns)) for (const column of field.columns as { fields?: unknown }[]) withSettingKey(column?.fields, set);
  }
}
