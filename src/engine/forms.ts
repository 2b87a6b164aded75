// Finding form-builder forms and their wrappers. Reads only.

const islandSelector = '[data-vg-island]';

/** A Gravity Forms form: `form#gform_N`, a form inside a wrapper, or any form holding fields. */
export function isBuilderForm(form: Element): form is HTMLFormElement {
  return (
    form.localName === 'form' &&
    (/^gform_\d+$/.test(form.id) || form.closest('.gform_wrapper') !== null || form.querySelector('.gfield') !== null) &&
    form.closest(islandSelector) === null
  );
}

/** The element the `vormgever:enhanced` event goes to: the wrapper, or the form without one. */
export function wrapperOf(form: HTMLFormElement): HTMLElement {
  return form.closest<HTMLElement>('.gform_wrapper') ?? form;
}

export function formIdOf(form: HTMLFormElement): string {
  return form.getAttribute('data-formid') ?? /^gform_(\d+)$/.exec(form.id)?.[1] ?? form.id;
}

/** Adds to `found` every builder form at, in, or around `node`. */
export function collectForms(node: Node, found: Set<HTMLFormElement>): void {
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  const around = element?.closest('form');
  if (around && isBuilderForm(around)) found.add(around);
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  for (const form of (node as ParentNode).querySelectorAll('form')) if (isBuilderForm(form)) found.add(form);
}

export function insideIsland(node: Node): boolean {
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return element?.closest(islandSelector) != null;
}
