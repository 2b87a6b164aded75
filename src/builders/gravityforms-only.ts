// Gravity Forms' words bound at build time, for the script-tag entry of pages whose forms are all
// Gravity Forms' (build.mjs puts this module where ./words.ts is imported): the same exports, nothing
// looked up, no other builder's module taken.
import { fieldSelector } from './gravityforms';
import type { Builder } from './types';

export { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, describedOnRender, labelsReadWhole } from './gravityforms';

export const isBuilderForm = (form: Element | null | undefined): form is HTMLFormElement => (form?.localName == 'form' && form.querySelector(fieldSelector)) as boolean;

export const use = (form: HTMLFormElement): void => void form;

// Its markers are on the field, its label is inside it: neither word is needed (and the rules' other
// path is left out of the entry).
export const markedOf: Builder['markedOf'] = undefined;
export const labelOf: Builder['labelOf'] = undefined;
