import type { Islands } from '../islands/registry';
import type { TextControl } from './field';

/** What a rule is given with each field. */
export interface FieldContext {
  /** The form is in placeholder mode: the element with its class `placeholder` (the form or its wrapper), else null. */
  placeholderMode: Element | null;
  /** The form floats its labels: the element with its class `float-labels` or `vg-float-labels` (the form or one around it), else null. */
  floating: Element | null;
  /** Our icons in the form's fields when the pass began, in document order (one query per form and pass). */
  ourIcons: NodeListOf<Element>;
  /** The first of ourIcons no field has taken yet: the fields come in the same order, each takes its own from the front. */
  iconAt: number;
  islands: Islands;
  /** Where the field's markers are, where its builder has a word for it (markedOf): set for each field. */
  marked?: Element;
  /** The field's text controls, read once per field and pass (on first use). */
  fieldControls(): TextControl[];
}

/**
 * A presentation rule: a function of one field that reads before it writes and returns the number of
 * DOM writes it made. Applied to its own output it makes none.
 */
export interface Rule {
  readonly ruleName: string;
  applyTo(field: HTMLElement, context: FieldContext): number;
}
