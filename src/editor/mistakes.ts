// What a field's markers will not do on the site, said where the owner typed them. A pure function of
// the field's class string and what its type takes (its builder's adapter says): the settings show its
// list as notices on the field.

import { catalogue, iconPrefix, inCatalogue, type IconEntry } from '../icons/catalogue';
import type { Takes } from './adapter';
import { classTokens, iconMarker, switchMarker } from './markers';

/** Font Awesome's style classes (4 to 7) and its icon classes (`fa-…`). */
const fontAwesomeStyle = /^(fa|fas|far|fab|fal|fad|fat|fass|fa-(solid|regular|brands|light|thin|duotone|sharp|sharp-solid|sharp-regular|sharp-light|sharp-thin|sharp-duotone-solid|fw|lg|xl|2x|3x))$/;
const isFontAwesome = (token: string): boolean => fontAwesomeStyle.test(token) || /^fa-[a-z0-9-]+$/.test(token);

export type Mistake =
  | { kind: 'add-without-end' }
  | { kind: 'add-empty' }
  | { kind: 'switch-not-checkbox' }
  | { kind: 'icon-not-here' }
  | { kind: 'unknown-icon'; classes: string }
  | { kind: 'font-awesome'; classes: string; instead: IconEntry | null }
  // Not in the class string but what the room did to it: a token of the icon's marker deleted on its
  // own in an editor of tokens (its adapter's `tokens`) was put back.
  | { kind: 'icon-token-kept'; token: string };

/** The catalogue's icon meaning the same as these Font Awesome classes, if there is one. */
export function catalogueIconFor(classes: readonly string[]): IconEntry | null {
  return catalogue.find((entry) => entry.fa?.some((name) => classes.includes(name))) ?? null;
}

/** Every marker on this field that does not do what it says, in the order the owner reads them. */
export function mistakesOf(cssClass: unknown, takes: Takes): Mistake[] {
  const found: Mistake[] = [];
  const tokens = classTokens(cssClass);
  if (tokens.includes(switchMarker) && !takes.switch) found.push({ kind: 'switch-not-checkbox' });
  const { start, end, icon } = iconMarker(cssClass);
  if (start < 0) return found;
  if (end < 0) return [...found, { kind: 'add-without-end' }];
  if (icon.length === 0) return [...found, { kind: 'add-empty' }];
  if (!takes.icon) return [...found, { kind: 'icon-not-here' }];
  const classes = icon.join(' ');
  const own = icon.filter((token) => token.startsWith(iconPrefix));
  if (own.length > 0) {
    const known = own.every((token) => inCatalogue(token.slice(iconPrefix.length)));
    if (!known) found.push({ kind: 'unknown-icon', classes });
  } else if (icon.some(isFontAwesome)) {
    found.push({ kind: 'font-awesome', classes, instead: catalogueIconFor(icon) });
  } else {
    found.push({ kind: 'unknown-icon', classes });
  }
  return found;
}
