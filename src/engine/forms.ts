// Finding form-builder forms and their wrappers. Reads only.

/** A Gravity Forms form: `form#gform_N`, a form inside a wrapper, or any form holding fields. */
export function isBuilderForm(form: Element | null | undefined): form is HTMLFormElement {
  return !!form && form.localName === 'form' && (form.matches('[id^="gform_"],.gform_wrapper form') || !!form.querySelector('.gfield'));
}

/** The element the `vormgever:enhanced` event goes to: the wrapper, or the form without one. */
export function wrapperOf(form: HTMLFormElement): HTMLElement {
  return form.closest<HTMLElement>('.gform_wrapper') ?? form;
}

export function formIdOf(form: HTMLFormElement): string {
  return form.getAttribute('data-formid') ?? form.id.replace(/^gform_/, '');
}

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

export function insideIsland(node: Node): boolean {
  return !!elementOf(node)?.closest('[data-vg-island]');
}
