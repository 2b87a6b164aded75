import { icons } from './icons';
import { placeholders } from './placeholders';
import { switches } from './switches';
import type { Rule } from './types';

/** Every presentation rule, in the order they run on each field. */
export const rules: readonly Rule[] = [switches, icons, placeholders];

export type { FieldContext, Rule } from './types';
