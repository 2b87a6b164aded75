// The icon picker's search: every word the owner types must start one of an icon's words (English and
// Dutch) or its name. Case, accents and hyphens do not matter: "E-mail", "email" and "envelop" all
// find the envelope.

import { catalogue, type IconEntry } from '../icons/catalogue';

const fold = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/-/g, '');

/** The icons matching `query`, in the catalogue's order; all of them for an empty query. */
export function findIcons(query: string, icons: readonly IconEntry[] = catalogue): IconEntry[] {
  const wanted = query.split(/\s+/).map(fold).filter(Boolean);
  if (wanted.length === 0) return [...icons];
  return icons.filter((entry) => {
    const words = [entry.name, ...entry.words].map(fold);
    return wanted.every((part) => words.some((word) => word.startsWith(part)));
  });
}
