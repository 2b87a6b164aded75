// Reading a field: its controls, its labels, whether it is required. Reads only, never writes. What
// these are in a builder's markup, its Builder says (src/builders/).
import { labelSelector, notOurs, requiredMarker, requires } from '../builders/words';

// The types the form plugin renders for text-like fields (date pickers are text inputs).
export const textTypes = /^(text|email|tel|url|number|password|search|date)$/;

export type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The text-like controls a visitor fills in, in document order: textareas, selects and text-like
 * inputs (.type: lower-cased, and "text" for a missing or unknown type, which the browser renders as
 * text), none in a box that is not the visitor's (a captcha's, a list's rows).
 */
export function textControls(field: Element): TextControl[] {
  const controls: TextControl[] = [];
  // By index (past the end: undefined): a NodeList's iterator costs as much as the query itself.
  const all = field.querySelectorAll<TextControl>('input,textarea,select');
  for (let i = 0, element; (element = all[i]); i++) {
    // Of the three the query finds, only an input may be no text control (a check of its own, not a
    // helper called in this loop: 16 B gz in the entry).
    if (element.localName == 'input' && !textTypes.test(element.type)) continue;
    // From the control itself up to the field, not closest(): that climbs to the document for every
    // control. (A control's own class may say it is not the visitor's: Contact Form 7's quiz.)
    let box: Element = element;
    while (box !== field && !notOurs.test(box.className)) box = box.parentElement!;
    if (box === field) controls.push(element);
  }
  return controls;
}

// The text under `node` without the builder's required marker. Sibling links, not a childNodes
// iterator, and no closure per call: this runs for every label on every pass.
function textOf(node: Node): string {
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) text += (child as Text).data;
    else if (child.nodeType === 1 && !(child as Element).classList.contains(requiredMarker)) text += textOf(child);
  }
  return text;
}

/** A label's visible text without the builder's required marker, whitespace collapsed. */
export function labelText(label: Element | null | undefined): string {
  return label ? textOf(label).replace(/\s+/g, ' ').trim() : '';
}

/** The field's main label (label or legend), not a choice's or a sub-input's. */
export function mainLabel(field: Element): HTMLElement | null {
  return field.querySelector<HTMLElement>(labelSelector);
}

export function isRequired(field: Element, control: Element): boolean {
  const aria = control.getAttribute('aria-required');
  if (aria === 'true') return true;
  if (aria === 'false') return false;
  return requires(field, control);
}
