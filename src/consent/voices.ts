// Whether someone else already sends consent updates: a `consent`, `update` command on the dataLayer
// that is not one of ours. Ours are known by their update object, which any gtag passes on as is.

/** Looks at the dataLayer's entries from `from` on; returns where it stopped and whether it found one. */
export function otherUpdate(layer: unknown, from: number, ours: WeakSet<object>): { next: number; found: boolean } {
  if (!Array.isArray(layer)) return { next: from, found: false };
  // A dataLayer that was emptied or replaced: look at it anew.
  const start = from > layer.length ? 0 : from;
  for (let at = start; at < layer.length; at++) {
    if (isForeignUpdate(layer[at], ours)) return { next: layer.length, found: true };
  }
  return { next: layer.length, found: false };
}

function isForeignUpdate(entry: unknown, ours: WeakSet<object>): boolean {
  try {
    if (entry === null || typeof entry !== 'object') return false;
    const command = entry as ArrayLike<unknown>;
    if (command[0] !== 'consent' || command[1] !== 'update') return false;
    const update = command[2];
    return !(update !== null && typeof update === 'object' && ours.has(update));
  } catch {
    return false; // an entry that throws when read is nobody's consent update
  }
}
