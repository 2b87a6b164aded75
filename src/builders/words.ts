// The words of the form in hand, for the engine and the rules: the builder of each form is found among
// those the page knows (Gravity Forms', and every builder module loaded before Vormgever runs:
// dist/builders/<name>.js pushes its Builder onto `window.vormgeverBuilders`), and use() makes its
// words current for that form's pass (passes are synchronous: one form at a time).
// The script-tag entry for pages with Gravity Forms' forms only binds Gravity Forms' words instead, at
// build time (./gravityforms-only.ts, the same exports): nothing to look up there.
import { gravityForms } from './gravityforms';
import type { Builder } from './types';

// Each form's builder, once found: a form never changes builder, and asking each builder in turn is a
// query of the whole form for each one before it (two per pass: whether it is a builder form, then use()).
// A form of none yet (Ninja Forms' empty shell, before its fields are rendered) is asked again.
const known = new WeakMap<Element, Builder>();

/** The builder whose form `form` is (it holds one of that builder's fields), if any. */
function builderOf(form: Element | null | undefined): Builder | undefined {
  if (form?.localName != 'form') return;
  let found = known.get(form);
  if (!found && (found = [gravityForms, ...(window.vormgeverBuilders ?? [])].find((builder) => form.querySelector(builder.fieldSelector)))) known.set(form, found);
  return found;
}

/** Whether `form` is a form of a builder the page knows. */
export const isBuilderForm = (form: Element | null | undefined): form is HTMLFormElement => !!builderOf(form);

export let { fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, describedOnRender, labelsReadWhole, markedOf, labelOf } = gravityForms;

/** Makes the words of `form`'s builder current (for its pass). */
export function use(form: HTMLFormElement): void {
  ({ fieldSelector, fieldsInFields, wrapperSelector, formNumber, labelSelector, requiredMarker, notOurs, subLabelOf, requires, describedOnRender, labelsReadWhole, markedOf, labelOf } = builderOf(form) ?? gravityForms);
}

export type { Builder } from './types';
