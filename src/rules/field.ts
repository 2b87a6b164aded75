// Reading a field: its controls, its labels, whether it is required. Reads only, never writes.

// The types the form plugin renders for text-like fields (date pickers are text inputs).
export const textTypes = /^(text|email|tel|url|number|password|search|date)$/;

export type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Not the visitor's: the captcha widget (its response textarea), the list field's rows.
const notOurs = /ginput_recaptcha|gfield_list_/;

/**
 * The text-like controls a visitor fills in, in document order: textareas, selects and text-like
 * inputs (.type: lower-cased, and "text" for a missing or unknown type, which the browser renders as
 * text).
 */
export function textControls(field: Element): TextControl[] {
  const controls: TextControl[] = [];
  if (field.classList.contains('gform_validation_container')) return controls; // the honeypot
  // By index (past the end: undefined): a NodeList's iterator costs as much as the query itself.
  const all = field.querySelectorAll<TextControl>('input,textarea,select');
  for (let i = 0, element; (element = all[i]); i++) {
    // Of the three the query finds, only an input may be no text control (a check of its own, not a
    // helper called in this loop: 16 B gz in the entry).
    if (element.localName == 'input' && !textTypes.test(element.type)) continue;
    // Up to the field, not closest(): that climbs to the document for every control.
    let box = element.parentElement!;
    while (box !== field && !notOurs.test(box.className)) box = box.parentElement!;
    if (box === field) controls.push(element);
  }
  return controls;
}

// The text under `node` without the required indicator. Sibling links, not a childNodes iterator, and
// no closure per call: this runs for every label on every pass.
function textOf(node: Node): string {
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) text += (child as Text).data;
    else if (child.nodeType === 1 && !(child as Element).classList.contains('gfield_required')) text += textOf(child);
  }
  return text;
}

/** A label's visible text without the required indicator, whitespace collapsed. */
export function labelText(label: Element | null | undefined): string {
  return label ? textOf(label).replace(/\s+/g, ' ').trim() : '';
}

/** The field's main label (label or legend), not a choice's or a sub-input's: a child of the field in every generation. */
export const mainLabelSelector = ':scope>.gfield_label';

export function mainLabel(field: Element): HTMLElement | null {
  return field.querySelector<HTMLElement>(mainLabelSelector);
}

/** A sub-input's own label inside a compound field (the label next to it in its span); none for a field's only control. */
export function subLabel(control: Element): HTMLLabelElement | null | undefined {
  const box = control.parentElement;
  if (box && !box.classList.contains('ginput_complex')) return box.querySelector<HTMLLabelElement>('label:not(.gfield_label)');
}

export function isRequired(field: Element, control: Element): boolean {
  const aria = control.getAttribute('aria-required');
  if (aria === 'true') return true;
  if (aria === 'false') return false;
  // The plugin never requires the second address line, even in a required address field (asked last:
  // closest() climbs to the document when the answer is no).
  return (field.classList.contains('gfield_contains_required') || control.hasAttribute('required')) && !control.closest('.address_line_2');
}
