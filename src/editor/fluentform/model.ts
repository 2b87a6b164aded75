// Fluent Forms' model of a form, as its editor holds it (a field of `form.dropzone` or of a column
// container's `columns[].fields`): what Vormgever reads of a field, and where a canvas item keeps it.

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
