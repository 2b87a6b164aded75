// Contact Form 7's tag generators (6.x, version 2: admin/includes/js/index.js) as a field whose settings
// are shown: a generator's dialog is opened for a new tag, and the room's rows go below its own "Class
// attribute" box, which they write. Contact Form 7 composes the tag from that box on its `change` (one
// `class:` option per word) and Insert puts the tag in the template, as it always does. The dialog's
// form is reset on every opening (before this runs: its listener is on the button, ours on the
// document); closing it gives the rows back to the panel's field.

import type { ShownField } from '../adapter';

/** A generator's class box and what the tag will be (its base type: the number generator's can change). */
function dialogField(form: HTMLFormElement, input: HTMLInputElement): ShownField {
  return {
    type: form.querySelector<HTMLSelectElement>('[data-tag-part="basetype"]')?.value || form.dataset.id || '',
    input,
    classes: () => input.value,
    store(classes) {
      input.value = classes;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true })); // its composer's
    },
    place(rows) {
      const box = input.closest('fieldset') ?? input.parentElement;
      if (box && rows[0]?.parentElement !== box) box.append(...rows);
    },
  };
}

/**
 * Calls `shown` with a generator's field when its dialog opens (and again when its base type changes),
 * and with `back()` when it closes. Returns the teardown.
 */
export function watchTagDialogs(doc: Document, shown: (field: ShownField | null) => void, back: () => ShownField | null): () => void {
  let open: { dialog: HTMLElement; form: HTMLFormElement; input: HTMLInputElement } | null = null;
  const onChange = (event: Event) => {
    if (open && (event.target as Element).matches?.('[data-tag-part="basetype"]')) shown(dialogField(open.form, open.input));
  };
  const onClose = () => {
    if (!open) return;
    open.dialog.removeEventListener('close', onClose);
    open.form.removeEventListener('change', onChange);
    const dialog = open.dialog;
    open = null;
    const field = back();
    // Nowhere to go back to: the rows leave the closed dialog (its next opening resets its form).
    if (!field) for (const row of dialog.querySelectorAll('[data-vormgever-row]')) row.remove();
    shown(field);
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('[data-taggen="open-dialog"]');
    const dialog = button ? doc.getElementById(button.getAttribute('data-target') ?? '') : null;
    const form = dialog?.querySelector<HTMLFormElement>('form.tag-generator-panel[data-version="2"]');
    const input = form?.querySelector<HTMLInputElement>('input[data-tag-part="option"][data-tag-option="class:"]');
    if (dialog?.localName !== 'dialog' || !form || !input) return;
    onClose();
    open = { dialog, form, input };
    dialog.addEventListener('close', onClose);
    form.addEventListener('change', onChange);
    shown(dialogField(form, input));
  };
  // A search box's Enter would submit the dialog's form (method="dialog": closing it without a tag).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && open && (event.target as Element).closest?.('[data-vormgever-row]')) event.preventDefault();
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    if (open) {
      open.dialog.removeEventListener('close', onClose);
      open.form.removeEventListener('change', onChange);
      open = null;
    }
  };
}
