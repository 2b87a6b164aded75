import type { Islands } from '../islands/registry';

export interface FormContext {
  form: HTMLFormElement;
  /** The form carries the `placeholder` class. */
  placeholderMode: boolean;
  islands: Islands;
}

/**
 * A presentation rule: a function of one field that reads before it writes and returns the number of
 * DOM writes it made. Applied to its own output it makes none.
 */
export interface Rule {
  readonly name: string;
  apply(field: HTMLElement, context: FormContext): number;
}
