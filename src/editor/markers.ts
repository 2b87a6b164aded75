// Reading and writing Vormgever's markers in a class string: a field's "Custom CSS Class" (cssClass)
// or a form's "CSS Class Name". The class string is the one source of truth: the editor's settings
// show what it holds (a hand-typed marker shows as set) and change only their own tokens, so every
// other class keeps its place, export and import carry everything, and the front end reads the same.
// Pure functions of strings: no DOM, nothing stored anywhere else.

import { iconPrefix, inCatalogue } from '../icons/catalogue';

export const switchMarker = 'slide-check';
export const placeholderMarker = 'placeholder';
/** The form class that floats a placeholder form's labels (src/rules/floating.ts: floatSelector). */
export const floatMarker = 'float-labels';

/** The class tokens, as the browser splits a class attribute (any ASCII white space). */
export function classTokens(classes: unknown): string[] {
  return typeof classes === 'string' ? classes.split(/[\t\n\f\r ]+/).filter(Boolean) : [];
}

const join = (tokens: readonly string[]) => tokens.join(' ');

export function hasToken(classes: unknown, token: string): boolean {
  return classTokens(classes).includes(token);
}

/** The class string with `token` on (appended once, if missing) or off (every copy removed). */
export function withToken(classes: unknown, token: string, on: boolean): string {
  const tokens = classTokens(classes);
  if (on) return tokens.includes(token) ? join(tokens) : join([...tokens, token]);
  return join(tokens.filter((item) => item !== token));
}

export interface IconMarker {
  /** Index of `add` in the tokens, -1 when there is none. */
  readonly start: number;
  /** Index of the `end` that closes it, -1 when there is none. */
  readonly end: number;
  /** The icon classes between them (what the front end puts on the icon), [] when broken. */
  readonly icon: readonly string[];
}

/** The `add … end` marker, read as the front end reads it (src/rules/icons.ts: iconTokens). */
export function iconMarker(classes: unknown): IconMarker {
  const tokens = classTokens(classes);
  const start = tokens.indexOf('add');
  if (start < 0) return { start, end: -1, icon: [] };
  const end = tokens.indexOf('end', start + 1);
  const icon = end < 0 ? [] : tokens.slice(start + 1, end).filter((token) => token !== 'add' && token !== 'vg-icon');
  return { start, end, icon };
}

/** A name the set could hold: lower-case letters, digits and single hyphens (never markup). */
export const isIconName = (name: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && name.length <= 64;

/** The catalogue's name when the marker is exactly one of the plugin's icons, else null. */
export function chosenIcon(classes: unknown): string | null {
  const { icon } = iconMarker(classes);
  if (icon.length !== 1 || !icon[0]!.startsWith(iconPrefix)) return null;
  const name = icon[0]!.slice(iconPrefix.length);
  return inCatalogue(name) ? name : null;
}

/**
 * The class string with the plugin's icon `name` as the field's icon (`add vg-icon-<name> end`, where
 * the old marker was, or at the end), or with no icon marker at all (name null). A name that is not
 * in the catalogue changes nothing. A broken `add` (no `end`) is replaced by the new marker; the
 * tokens after it stay (they are plain classes to the front end, and may be the owner's own).
 */
export function withIcon(classes: unknown, name: string | null): string {
  const tokens = classTokens(classes);
  if (name !== null && !inCatalogue(name)) return join(tokens);
  const marker = name === null ? [] : ['add', iconPrefix + name, 'end'];
  const { start, end } = iconMarker(classes);
  if (start < 0) return join([...tokens, ...marker]);
  const stop = end < 0 ? start + 1 : end + 1; // a broken `add`: only the `add` itself goes
  return join([...tokens.slice(0, start), ...marker, ...tokens.slice(stop)]);
}

/** A form's placeholder mode with its floating labels: floating labels only exist with placeholders. */
export function formModes(classes: unknown): { placeholder: boolean; floating: boolean } {
  const placeholder = hasToken(classes, placeholderMarker);
  return { placeholder, floating: placeholder && hasToken(classes, floatMarker) };
}

/** The form's class string with placeholder mode on or off; off takes floating labels with it. */
export function withPlaceholder(classes: unknown, on: boolean): string {
  const next = withToken(classes, placeholderMarker, on);
  return on ? next : withToken(next, floatMarker, false);
}

/** The form's class string with floating labels on (which needs placeholder mode, so turns it on) or off. */
export function withFloating(classes: unknown, on: boolean): string {
  return on ? withToken(withToken(classes, placeholderMarker, true), floatMarker, true) : withToken(classes, floatMarker, false);
}

/**
 * The token of the plugin's icon marker that an owner deleted on its own, where an editor shows each
 * class as a token to delete (Formidable's chips: deleting one takes every copy of it): `after` is
 * `before`, which held the marker, without `add`, `vg-icon-<name>` or `end`. Null for any other edit.
 */
export function deletedIconToken(before: unknown, after: unknown): string | null {
  const name = chosenIcon(before);
  if (!name) return null;
  const tokens = classTokens(before);
  const now = join(classTokens(after));
  for (const token of ['add', iconPrefix + name, 'end']) if (join(tokens.filter((item) => item !== token)) === now) return token;
  return null;
}

/**
 * `target` with what Vormgever's settings say in `source` (a field's copy made from the stored field
 * while its original has changes not yet saved): its switch marker, and its chosen icon or none where
 * the two differ. Every other token of `target` stays; a marker the picker did not write is left.
 */
export function withMarkersOf(source: unknown, target: unknown): string {
  const next = withToken(target, switchMarker, hasToken(source, switchMarker));
  const icon = chosenIcon(source);
  if (icon === chosenIcon(next)) return next;
  if (icon) return withIcon(next, icon);
  return iconMarker(source).start < 0 ? withIcon(next, null) : next;
}
