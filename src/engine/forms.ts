// Finding form-builder forms (their builders' words: src/builders/). Reads only.
import { isBuilderForm } from '../builders/words';
import { switchHostClass } from '../rules/switches';

const elementOf = (node: Node): Element | null => (node.nodeType === 1 ? (node as Element) : node.parentElement);

/** Adds the builder form that holds `node` (a changed field, a replaced page), if any. */
export function addFormAround(node: Node, found: Set<HTMLFormElement>): void {
  const form = elementOf(node)?.closest('form');
  if (isBuilderForm(form)) found.add(form);
}

/** Adds every builder form at or inside an added node (a new wrapper, a popup's content). */
export function addFormsIn(node: Node, found: Set<HTMLFormElement>): void {
  if (isBuilderForm(node as Element)) found.add(node as HTMLFormElement);
  if ('querySelectorAll' in node) for (const form of (node as ParentNode).querySelectorAll('form')) if (isBuilderForm(form)) found.add(form);
}

/** Inside a switch island's host (the only island in a form): React's writes there are not the form's. The host, if so. */
export function insideIsland(node: Node): Element | null | undefined {
  return elementOf(node)?.closest('.' + switchHostClass);
}
