// What a field's markers will not do on the site, said where the owner typed them. A pure function of
// the field's class string and type: the settings show its list as notices on the field.

import { catalogue, iconPrefix, inCatalogue, type IconEntry } from '../icons/catalogue';
import { classTokens, iconMarker, switchMarker } from './markers';

/** Gravity Forms field types (or input types) whose choices can be switches (src/rules/switches.ts). */
const switchTypes = new Set(['checkbox', 'consent']);
/** Field types the front end puts an icon on: one with a text-like control first (src/rules/field.ts). */
const iconTypes = new Set([
  'text', 'textarea', 'select', 'multiselect', 'number', 'name', 'date', 'time', 'phone', 'address', 'website',
  'email', 'password', 'post_title', 'post_excerpt', 'post_content', 'post_tags', 'post_category', 'post_custom_field',
]);

/** The type that decides: a field's input type (a product field shown as checkboxes) or else its type. */
export const typeOf = (field: { type?: unknown; inputType?: unknown }): string =>
  String((typeof field.inputType === 'string' && field.inputType) || field.type || '');

export const takesSwitch = (type: string): boolean => switchTypes.has(type);
export const takesIcon = (type: string): boolean => iconTypes.has(type);

/** Font Awesome's style classes (4 to 7) and its icon classes (`fa-…`). */
const fontAwesomeStyle = /^(fa|fas|far|fab|fal|fad|fat|fass|fa-(solid|regular|brands|light|thin|duotone|sharp|sharp-solid|sharp-regular|sharp-light|sharp-thin|sharp-duotone-solid|fw|lg|xl|2x|3x))$/;
const isFontAwesome = (token: string): boolean => fontAwesomeStyle.test(token) || /^fa-[a-z0-9-]+$/.test(token);

export type Mistake =
  | { kind: 'add-without-end' }
  | { kind: 'add-empty' }
  | { kind: 'switch-not-checkbox' }
  | { kind: 'icon-not-here' }
  | { kind: 'unknown-icon'; classes: string }
  | { kind: 'font-awesome'; classes: string; instead: IconEntry | null };

/** The catalogue's icon meaning the same as these Font Awesome classes, if there is one. */
export function catalogueIconFor(classes: readonly string[]): IconEntry | null {
  return catalogue.find((entry) => entry.fa?.some((name) => classes.includes(name))) ?? null;
}

/** Every marker on this field that does not do what it says, in the order the owner reads them. */
export function mistakesOf(cssClass: unknown, type: string): Mistake[] {
  const found: Mistake[] = [];
  const tokens = classTokens(cssClass);
  if (tokens.includes(switchMarker) && !takesSwitch(type)) found.push({ kind: 'switch-not-checkbox' });
  const { start, end, icon } = iconMarker(cssClass);
  if (start < 0) return found;
  if (end < 0) return [...found, { kind: 'add-without-end' }];
  if (icon.length === 0) return [...found, { kind: 'add-empty' }];
  if (!takesIcon(type)) return [...found, { kind: 'icon-not-here' }];
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
