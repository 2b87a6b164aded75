import type { Islands } from '../islands/registry';
import { rules } from '../rules';
import { textControls } from '../rules/field';
import { floatSelector } from '../rules/floating';
import { iconClass } from '../rules/icons';

/** The form passed over and how many writes the pass made (a pair: the entry's bytes are budgeted). */
export type PassResult = [form: HTMLFormElement, writes: number];

/**
 * One pass over one form: every rule on every field. A rule that throws is reported with its field
 * and the pass goes on.
 */
export function passOverForm(form: HTMLFormElement, islands: Islands): PassResult {
  const placeholderMode = form.classList.contains('placeholder');
  let changed = 0;
  // Several rules need the field's text controls: one query per field and pass, on first use. One
  // context for the whole form (no closure per field): `field` and `found` move on with the loop.
  let field: HTMLElement;
  let found: ReturnType<typeof textControls> | undefined;
  // Floating labels (the form's class or the page-wide one around it): read once per form and pass.
  const context = { placeholderMode, floating: !!form.closest(floatSelector), islands,
    fieldControls: () => (found ??= textControls(field)),
    // Our icons in the form's fields, in document order: one query per form and pass, not one per field
    // (a fresh render holds none). The icons rule takes each field's own from the front (iconAt).
    ourIcons: form.querySelectorAll('.gfield .' + iconClass), iconAt: 0 };
  const fields = form.querySelectorAll<HTMLElement>('.gfield');
  // By index (past the end: undefined): a NodeList's iterator costs as much as the query.
  for (let i = 0; (field = fields[i]!); i++) {
    found = undefined;
    for (const rule of rules) {
      try {
        changed += rule.applyTo(field, context);
      } catch (error) {
        console.error('[vormgever] the ' + rule.ruleName + ' rule failed on', field, error); // a sum: '[vormgever] ' as the other messages spell it
      }
    }
  }
  return [form, changed];
}

/**
 * Tells the page each pass is done (after the writes, so listeners see the final DOM): at the wrapper,
 * or the form without one; formId is the plugin's (every generation prints `<form id="gform_N">`).
 * Written out here, and one call for all passes: terser leaves one-line helpers, and a function
 * called in a loop, as calls (15 B gz in the entry).
 */
export function announce(results: PassResult[]): void {
  for (const [form, writes] of results)
    if (form.isConnected)
      (form.closest('.gform_wrapper') ?? form).dispatchEvent(
        new CustomEvent('vormgever:enhanced', { bubbles: true, detail: { formId: form.id.replace(/^gform_/, ''), changed: writes } }),
      );
}
