import { fieldSelector, fieldsInFields, formNumber, markedOf, use, wrapperSelector } from '../builders/words';
import type { Islands } from '../islands/registry';
import { rules, type FieldContext } from '../rules';
import { textControls } from '../rules/field';
import { floatSelector } from '../rules/floating';
import { iconClass } from '../rules/icons';
import { onConsole } from './console';

/** What the pass announces (the plugin's form id, its writes) and where: the form's wrapper, else the form. */
export type PassResult = [target: Element, detail: { formId: string; changed: number }];

/**
 * One pass over one form: every rule on every field. A rule that throws is reported with its field
 * and the pass goes on.
 */
export function passOverForm(form: HTMLFormElement, islands: Islands): PassResult {
  use(form); // its builder's words, for this pass
  // All the pass reads of the form itself, before its first write. In Chromium every property of a
  // form is looked up among its controls' names first (form.<name>), in a cache that any write inside
  // the form throws away and the next lookup rebuilds over all its controls: 0.5 ms on the bench's
  // 500-field form, for reading form.isConnected after the pass.
  const result: PassResult = [form.closest(wrapperSelector) ?? form, { formId: formNumber(form), changed: 0 }];
  // Several rules need the field's text controls: one query per field and pass, on first use. One
  // context for the whole form (no closure per field): `field` and `found` move on with the loop.
  let field: HTMLElement;
  let found: ReturnType<typeof textControls> | undefined;
  // Floating labels (the form's class or the page-wide one around it): read once per form and pass.
  // The form's markers: on the form, or on an element around it (its wrapper, where some builders put
  // the form's classes).
  const context: FieldContext = { placeholderMode: form.closest('.placeholder'), floating: form.closest(floatSelector), islands,
    fieldControls: () => (found ??= textControls(field)),
    // Our icons in the form's fields, in document order: one query per form and pass, not one per field
    // (a fresh render holds none). The icons rule takes each field's own from the front (iconAt).
    ourIcons: form.querySelectorAll(':is(' + fieldSelector + ') .' + iconClass), iconAt: 0 };
  const fields = form.querySelectorAll<HTMLElement>(fieldSelector);
  // By index (past the end: undefined): a NodeList's iterator costs as much as the query.
  for (let i = 0, outer: HTMLElement | undefined; (field = fields[i]!); i++) {
    // A field's own parts (in document order, right after it) are its: no rule takes one alone.
    if (fieldsInFields) {
      if (outer?.contains(field)) continue;
      outer = field;
    }
    found = undefined;
    // Where the field's markers are, once per field (two rules read them; Contact Form 7's is a query).
    if (markedOf) context.marked = markedOf(field);
    for (const rule of rules) {
      try {
        result[1].changed += rule.applyTo(field, context);
      } catch (error) {
        console.error('[vormgever] ' + rule.ruleName + ' rule failed on', typeof __SCRIPT_TAG__ === 'boolean' ? field : onConsole(field), error); // a sum: '[vormgever] ' as the other messages spell it
      }
    }
  }
  return result;
}
