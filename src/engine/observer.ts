// The one MutationObserver. Every watched root shares it, so "the records queued while we write are
// ours" holds: after a pass they are dropped and never come back as new work. Changes are turned into
// passes over the affected forms in the same task (an observer callback runs before the next paint).
import type { Islands } from '../islands/registry';
import { switchHostClass } from '../rules/switches';
import { addFormAround, addFormsIn } from './forms';
import { passOverForm, type PassResult } from './pass';

interface Watch {
  watched: Node;
  islands: Islands;
}

const options: MutationObserverInit = { childList: true, subtree: true, attributeFilter: ['class'] };
const watches = new Set<Watch>();
let observer: MutationObserver | undefined;

/** Enhances every form under `root` now and after every change; returns the teardown. */
export function watch(root: Node, islands: Islands): () => void {
  observer ??= new MutationObserver(handle);
  const entry: Watch = { watched: root, islands };
  enhanceNow(root, islands);
  watches.add(entry);
  observer.observe(root, options);
  return () => {
    // (observer is set: this watch made it)
    if (!watches.delete(entry)) return;
    handle(observer!.takeRecords()); // what is queued still counts for the other roots
    observer!.disconnect();
    for (const other of watches) observer!.observe(other.watched, options);
  };
}

/** One pass over every form in/at `root`, without waking the observer. */
export function enhanceNow(root: Node, islands: Islands): void {
  if (observer) handle(observer.takeRecords()); // changes made before ours are someone else's
  const forms = new Set<HTMLFormElement>();
  addFormAround(root, forms);
  addFormsIn(root, forms);
  run([[forms, islands]]);
}

/**
 * enhanceNow(), and its writes as a second observer saw them (attributes with their old values, nodes
 * added and removed), for undoing them (undo.ts). Library only: the script-tag entry never calls it.
 */
export function enhanceRecorded(root: Node, islands: Islands): MutationRecord[] {
  if (observer) handle(observer.takeRecords()); // someone else's changes: start()'s passes, not this call's
  const recorder = new MutationObserver(() => {}); // read by takeRecords() only
  // The whole tree: a root inside a form gets a pass over that form.
  recorder.observe(root.getRootNode(), { childList: true, subtree: true, attributeOldValue: true });
  enhanceNow(root, islands);
  const writes = recorder.takeRecords();
  recorder.disconnect();
  return writes;
}

function handle(records: MutationRecord[]): void {
  const work: Array<[Set<HTMLFormElement>, Islands]> = [];
  for (const entry of watches) {
    const forms = new Set<HTMLFormElement>();
    let removed = false;
    for (const record of records) {
      // Inside a switch island's host (the only island in a form): React's writes there are not the form's.
      if (!entry.watched.contains(record.target) || (record.target as Element).closest?.('.' + switchHostClass)) continue;
      // A changed class, or nodes added to or removed from a form: that form's pass reconciles.
      addFormAround(record.target, forms);
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) addFormsIn(node, forms);
    }
    // Removals first: islands whose hosts left the document go; a moved host is still connected.
    if (removed) entry.islands.sweep();
    if (forms.size) work.push([forms, entry.islands]);
  }
  run(work);
}

function run(work: Array<[Set<HTMLFormElement>, Islands]>): void {
  const results: PassResult[] = [];
  for (const [forms, islands] of work) {
    // Added and removed in one batch: never enhanced. (A failing rule is caught per field.)
    for (const form of forms) if (form.isConnected) results.push(passOverForm(form, islands));
  }
  observer?.takeRecords(); // our own writes
  // Each pass announced last (after every write, so listeners see the final DOM): what listeners change
  // is a new change, seen by the next callback. At the wrapper, or the form without one; formId is the
  // plugin's (every generation prints `<form id="gform_N">`). Written out here: terser leaves a helper
  // called once as a call (bytes in the entry).
  for (const [target, detail] of results) if (target.isConnected) target.dispatchEvent(new CustomEvent('vormgever:enhanced', { bubbles: true, detail }));
}
