// The library's enhance(): the script tag's one-off pass, with a handle that counts its islands and
// undoes it (a test between fixtures, a page that hands a form back). Library only: the script-tag
// entry keeps start.ts's enhance() and its 4 KiB.
import { createIslands, type Islands } from '../islands/registry';
import { enhanceRecorded } from './observer';

/** What one enhance() call did. */
export interface Enhanced {
  /** The number of switch islands this call mounted that are still mounted. */
  liveIslands(): number;
  /** Unmounts this call's islands and undoes its writes, newest first; resolves when they are gone. Once. */
  undo(): Promise<void>;
}

// The islands of settled calls that still have some mounted: a host that left the document is
// unmounted on the next call (a call with none left is forgotten).
const calls = new Set<Islands>();

/** Applies every rule once to the forms in/at `root`; resolves, once their islands are mounted, to the handle. */
export async function enhance(root: Node = document): Promise<Enhanced> {
  for (const earlier of calls) {
    earlier.sweep();
    if (!earlier.liveCount()) calls.delete(earlier);
  }
  const islands = createIslands(true);
  const writes = enhanceRecorded(root, islands);
  await islands.idle();
  if (islands.liveCount()) calls.add(islands);
  let undone = false;
  return {
    liveIslands: islands.liveCount,
    undo() {
      if (!undone) {
        undone = true;
        calls.delete(islands);
        islands.sweep(true);
        undoWrites(writes);
      }
      return islands.idle();
    },
  };
}

/**
 * Puts back what `records` say changed, newest first: an attribute's old value, nodes taken out again,
 * removed nodes back in their place. Values are properties, never attributes here: what a visitor
 * typed or ticked stays.
 */
export function undoWrites(records: readonly MutationRecord[]): void {
  for (let i = records.length - 1; i >= 0; i--) {
    const { type, target, attributeName, oldValue, addedNodes, removedNodes, previousSibling, nextSibling } = records[i]!;
    if (type === 'attributes') {
      if (oldValue === null) (target as Element).removeAttribute(attributeName!);
      else (target as Element).setAttribute(attributeName!, oldValue);
      continue;
    }
    for (const node of addedNodes) if (node.parentNode === target) target.removeChild(node);
    const before = nextSibling?.parentNode === target ? nextSibling : previousSibling?.parentNode === target ? previousSibling.nextSibling : null;
    for (const node of removedNodes) target.insertBefore(node, before);
  }
}
