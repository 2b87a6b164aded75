// Finding form-builder forms (their builders' words: src/builders/). Reads only.
import { isBuilderForm } from '../builders/words';

// A mutation's target is an element, or the document (which has no closest()): an observer that watches
// neither text nor comments never has a text node as its target.
/** Adds the builder form that holds `node` (a changed field, a replaced page), if any. */
export function addFormAround(node: Node, found: Set<HTMLFormElement>): void {
  const form = (node as Element).closest?.('form');
  if (isBuilderForm(form)) found.add(form);
}

/** Adds every builder form at or inside an added node (a new wrapper, a popup's content). */
export function addFormsIn(node: Node, found: Set<HTMLFormElement>): void {
  // (A text node has neither a form's name nor querySelectorAll().)
  for (const form of [node as Element, ...((node as ParentNode).querySelectorAll?.('form') ?? [])]) if (isBuilderForm(form)) found.add(form);
}

