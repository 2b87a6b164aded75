import type { Islands } from '../islands/registry';
import type { TextControl } from './field';

export interface FormContext {
  /** The form carries the `placeholder` class. */
  placeholderMode: boolean;
  islands: Islands;
}

/** What a rule is given with each field: the form's context, and the field's text controls read once. */
export interface FieldContext extends FormContext {
  controls(): TextControl[];
}

/**
 * A presentation rule: a function of one field that reads before it writes and returns the number of
 * DOM writes it made. Applied to its own output it makes none.
 */
export interface Rule {
  readonly name: string;
  apply(field: HTMLElement, context: FieldContext): number;
}
