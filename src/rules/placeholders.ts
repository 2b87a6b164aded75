import { warnOnce } from '../engine/warn';
import { describedOnRender, labelOf, labelSelector, labelsReadWhole, subLabelOf } from '../builders/words';
import { isRequired, labelText, type TextControl } from './field';
import type { Rule } from './types';

/** The class a select gets in placeholder mode (selects have no placeholder attribute). */
export const selectMarker = 'vg-placeholder-select';

// Placeholders this module wrote, per control: anything else in the attribute is the editor's.
const written = new WeakMap<Element, string>();

function setPlaceholder(control: HTMLInputElement | HTMLTextAreaElement, text: string): number {
  const current = control.getAttribute('placeholder');
  if (current === text) return 0;
  if (current && written.get(control) !== current) return 0; // the editor's own placeholder wins
  control.setAttribute('placeholder', text);
  written.set(control, text);
  return 1;
}

/**
 * Selects get a marker class; an empty first option (the country select has one) gets the label text,
 * so a select whose label is hidden still says what it asks. Its value stays "": nothing submitted
 * changes (an option without a value attribute is valued by its text: it is left alone).
 */
function markSelect(select: HTMLSelectElement, text: string): number {
  let writes = 0;
  if (!select.classList.contains(selectMarker)) {
    select.classList.add(selectMarker);
    writes++;
  }
  const first = select.querySelector('option');
  const current = first?.textContent ?? '';
  if (first?.getAttribute('value') === '' && text && current !== text && (!current.trim() || written.get(first) === current)) {
    first.textContent = text;
    written.set(first, text);
    writes++;
  }
  return writes;
}

/**
 * A visually hidden label still costs its box and its text's layout on every render of the form; a
 * `hidden` one costs nothing and still names through aria-labelledby (the name computation reads a
 * referenced element even when it is hidden). Only where the label already names the element (a
 * label's `for` = a control's id, a fieldset's own legend), does not wrap it, and no one else named
 * it: the accessible name stays the same. A control with a description keeps its label rendered:
 * audit tools (axe's label-title-only) would read a hidden label next to a description as "named by
 * its description only"; one that gets a description later (a builder's validation message) gets its
 * label back. So does a label with a part hidden from screen readers (WPForms' required star): a
 * hidden label is read whole, that part too. A builder whose words say neither can happen
 * (describedOnRender, labelsReadWhole: Gravity Forms') is not asked.
 */
function nameByLabel(named: Element, label: HTMLElement | null | false): number {
  // Hidden here (it names by aria-labelledby: every pass after the first) until a description comes (a
  // builder's validation message): then rendered again, still naming, out of sight. A label someone else
  // hid, or that names someone else's way, stays as it is. Where the builder's script describes nothing
  // (describedOnRender) nothing more is read: one read per control on every pass after the first.
  if (!label || (describedOnRender && label.hidden)) return 0;
  if (!describedOnRender && label.hidden) {
    const by = named.getAttribute('aria-labelledby');
    if (!by || by !== label.id || !named.hasAttribute('aria-describedby')) return 0;
    label.hidden = false;
    return 1;
  }
  const by = named.getAttribute('aria-labelledby');
  // Named by someone else: nothing more to read. (Every check only reads, so their order changes no answer.)
  if (by && by !== label.id) return 0;
  const id = named.id;
  // A legend here is the field's own (mainLabel: a child of the field): it names its parent, a fieldset
  // (the rule asks for a fieldset field only), never a control.
  if (!id || (label.localName === 'legend' ? named !== label.parentElement : (label as HTMLLabelElement).htmlFor !== id) || label.contains(named) || named.matches('[aria-label],[aria-describedby]') || (!labelsReadWhole && label.querySelector('[aria-hidden]'))) return 0;
  const labelId = label.id || id + '_label';
  if (/\s/.test(labelId)) return 0; // aria-labelledby is a list of ids: one with a space would name wrongly
  let writes = 1;
  if (!label.id) {
    label.id = labelId;
    writes++;
  }
  if (!by) {
    named.setAttribute('aria-labelledby', labelId);
    writes++;
  }
  label.hidden = true;
  return writes;
}

/** What a control's placeholder should say: `Main` or `Main: Sub`, then ` *` when required. */
export function placeholderText(field: Element, control: TextControl, main: string, sub: string): string {
  const text = main && sub ? `${main}: ${sub}` : main || sub;
  return text && isRequired(field, control) ? text + ' *' : text;
}

/**
 * Placeholder mode (`<form class="placeholder">`): labels are hidden visually by the stylesheet from
 * the first paint; this rule gives text-like controls the label text as placeholder, marks selects,
 * and takes the labels out of rendering where that keeps every name (nameByLabel).
 */
export const placeholders: Rule = {
  ruleName: 'placeholders',
  applyTo(field, { placeholderMode, floating, fieldControls: textControlsOf }) {
    if (!placeholderMode) return 0;
    // The query itself, not mainLabel(): terser leaves that call as a function (6 B gz in the entry).
    // (Or where its builder finds it, outside the field.)
    // (The field's text controls: read once per pass, whoever asks first.)
    const label = labelOf ? labelOf(field, textControlsOf()[0]) : field.querySelector<HTMLElement>(labelSelector);
    // A fieldset (a compound field) and its legend; a field of another kind has no name of its own.
    let writes = nameByLabel(field, field.localName == 'fieldset' && label);
    const main = labelText(label);
    for (const control of textControlsOf()) {
      // A sub-input of a compound field (name, address) has a label of its own beside it: "Main: Sub".
      const own = subLabelOf(control) ?? label;
      const text = placeholderText(field, control, main, own === label ? '' : labelText(own));
      // A select's label stays rendered: out of sight (the stylesheet's) where its empty first choice
      // shows the label's text, in sight where nothing can (placeholder.css: the stylesheet alone knows
      // which, from the first paint).
      if (control.localName === 'select') {
        writes += markSelect(control as HTMLSelectElement, text);
        continue;
      }
      // Floating labels stay rendered: they keep naming by `for`.
      if (!floating) writes += nameByLabel(control, own);
      if (!text) {
        warnOnce(control, 'placeholder: no label text');
        continue;
      }
      writes += setPlaceholder(control as HTMLInputElement | HTMLTextAreaElement, text);
    }
    return writes;
  },
};
