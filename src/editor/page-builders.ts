// The page-builder script (dist/editor/vormgever-page-builders.js): the look of Vormgever where pages
// are built, in the block editor's canvas (a form builder's block renders the form's server-side HTML
// there) and in Elementor's preview. The plugin loads it only there, for a user who can edit the
// page, on a page with a form (wordpress/includes/page-builders.php). It runs the visitor's own rules
// through the visitor's one observer, so every re-render of a block or widget is enhanced again before
// it is painted; but without islands (the stylesheet draws a switch on its empty host: no React in
// wp-admin), lightbox, links or consent: nothing here listens to a click or a key.

import { contactForm7 } from '../builders/contactform7';
import { elementorForm } from '../builders/elementorform';
import { fluentForm } from '../builders/fluentform';
import { formidable } from '../builders/formidable';
import { ninjaForms } from '../builders/ninjaforms';
import { wpforms } from '../builders/wpforms';
import { watch } from '../engine/observer';
import { createIslands } from '../islands/registry';
import { floatClass } from '../rules/floating';
import { useIconFolder } from '../rules/icons';

/** What PHP passes (wp_localize_script, `vormgever_page_builders`). */
export interface PageBuilderData {
  /** Vormgever's visitor stylesheet (Gravity Forms' words). */
  stylesheet: string;
  /** The stylesheets of the other active builders (dist/builders/<name>.css). */
  builderStylesheets?: unknown;
  /** The folder of the plugin's icons (<name>.svg). */
  iconsUrl: string;
  /** The site's floating-labels setting ("1" or ""). */
  floatingLabels?: unknown;
  /** The note beside a form Gravity Forms keeps hidden until its scripts run (they do not here). */
  hiddenForm: string;
}

const noteClass = 'vormgever-hidden-form';

/**
 * A form Gravity Forms renders `display:none` until its conditional logic has run (Elementor's
 * preview runs none of its scripts) gets a note in front of it; a form that shows has none.
 */
function noteHiddenForm(wrapper: Element, text: string): void {
  const note = wrapper.previousElementSibling?.classList.contains(noteClass) ? (wrapper.previousElementSibling as HTMLElement) : null;
  const hidden = (wrapper as HTMLElement).style?.display === 'none';
  if (!hidden) return void note?.remove();
  if (note) return;
  const made = wrapper.ownerDocument.createElement('p');
  made.className = noteClass;
  made.textContent = text;
  // The look of an editor's notice, in CSSOM (a strict style-src allows it): readable on any theme.
  made.style.cssText = 'margin:0;padding:1em;border:1px dashed currentColor;font-style:italic';
  wrapper.before(made);
}

/** Enhances every form in `doc` now and after every re-render; returns the teardown. */
export function startPageBuilders(doc: Document, data: PageBuilderData): () => void {
  const teardowns: Array<() => void> = [useIconFolder(data.iconsUrl, doc)];
  const root = doc.documentElement;
  if (data.floatingLabels && !root.classList.contains(floatClass)) {
    root.classList.add(floatClass);
    teardowns.push(() => root.classList.remove(floatClass));
  }
  const onPass = (event: Event) => {
    const wrapper = (event.target as Element).closest?.('.gform_wrapper');
    if (wrapper) noteHiddenForm(wrapper, data.hiddenForm);
  };
  doc.addEventListener('vormgever:enhanced', onPass);
  teardowns.push(() => {
    doc.removeEventListener('vormgever:enhanced', onPass);
    for (const note of doc.querySelectorAll('.' + noteClass)) note.remove();
  });
  // Islands that are never woken: the switch's chunk (React) is neither loaded nor bundled here.
  const islands = createIslands();
  teardowns.push(watch(doc, islands), () => islands.sweep(true));
  // The stylesheets after the rules' first pass, and taken away with them: never one without the other.
  const others = Array.isArray(data.builderStylesheets) ? data.builderStylesheets.filter((href): href is string => typeof href == 'string') : [];
  [data.stylesheet, ...others].forEach((href, index) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.id = index ? `vormgever-page-builders-css-${index}` : 'vormgever-page-builders-css';
    doc.head.append(link);
    teardowns.push(() => link.remove());
  });
  return () => teardowns.splice(0).reverse().forEach((teardown) => teardown());
}

const win = window as Window & { vormgever_page_builders?: PageBuilderData; vormgeverPageBuilders?: { stop(): void } };
const data = win.vormgever_page_builders;
if (data && typeof data.stylesheet === 'string' && !win.vormgeverPageBuilders) {
  // Every builder Vormgever knows (Gravity Forms' are the engine's own): the editor's room is not a
  // visitor's page, and a block or widget of any of them may be on it.
  win.vormgeverBuilders = [...(win.vormgeverBuilders ?? []), wpforms, fluentForm, formidable, ninjaForms, contactForm7, elementorForm];
  const begin = () => {
    if (!win.vormgeverPageBuilders) win.vormgeverPageBuilders = { stop: startPageBuilders(document, data) };
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
}
