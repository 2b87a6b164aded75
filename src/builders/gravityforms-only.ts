// Gravity Forms' words bound at build time, for the script-tag entry of pages whose forms are all
// Gravity Forms' (build.mjs puts this module where ./words.ts is imported): the same exports, nothing
// looked up, no other builder's module taken.
import { fieldSelector } from './gravityforms';

export { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, describedOnRender, labelsReadWhole } from './gravityforms';

export const isBuilderForm = (form: Element | null | undefined): form is HTMLFormElement => form?.localName == 'form' && !!form.querySelector(fieldSelector);

export const use = (form: HTMLFormElement): void => void form;
