// The site's mapping from the consent categories (Complianz's, and WordPress's Consent API's, which
// are the same) to Google consent mode v2 types, and strict readers for the banners' events and
// cookies. Anything unclear grants nothing.

export type Category = 'functional' | 'preferences' | 'statistics' | 'marketing';
export type ConsentValue = 'granted' | 'denied';
export type ConsentType =
  | 'security_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization';
export type ConsentUpdate = Record<ConsentType, ConsentValue>;

/** Which categories the visitor allowed. */
export type Choice = Record<Category, boolean>;

export const CATEGORIES: readonly Category[] = ['functional', 'preferences', 'statistics', 'marketing'];
// Known, but no consent mode type follows it: the Consent API's anonymous statistics (Complianz sets
// it to allow with every statistics change). Passed over without a warning.
const UNMAPPED = 'statistics-anonymous';

/** The category each type follows; null: always granted. */
export const TYPE_CATEGORY: Readonly<Record<ConsentType, Category | null>> = {
  security_storage: null,
  functionality_storage: null,
  personalization_storage: 'preferences',
  analytics_storage: 'statistics',
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
};

export function nothingAllowed(): Choice {
  return { functional: false, preferences: false, statistics: false, marketing: false };
}

export function consentUpdate(choice: Choice): ConsentUpdate {
  const update = {} as ConsentUpdate;
  for (const type of Object.keys(TYPE_CATEGORY) as ConsentType[]) {
    const category = TYPE_CATEGORY[type];
    update[type] = category === null || choice[category] === true ? 'granted' : 'denied';
  }
  return update;
}

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Neither mapped nor known to be unmapped: worth a warning. */
export const isStranger = (name: string): boolean => !isCategory(name) && name !== UNMAPPED;

/** An own property of a plain event detail, or undefined (never throws). */
export function detailField(detail: unknown, key: string): unknown {
  if (detail === null || typeof detail !== 'object') return undefined;
  try {
    return Object.hasOwn(detail, key) ? (detail as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The `categories` list of a Complianz event detail (strings only), or null when it is malformed. */
export function categoryList(detail: unknown): string[] | null {
  const list = detailField(detail, 'categories');
  try {
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? [...(list as string[])] : null;
  } catch {
    return null;
  }
}

/** Exactly the listed mapped categories allowed; unknown names grant nothing. */
export function choiceOf(list: readonly string[]): Choice {
  const choice = nothingAllowed();
  for (const name of list) if (isCategory(name)) choice[name] = true;
  return choice;
}

/** The cookies of a `cookie` string as name → values (a name can appear more than once). */
export function cookieValues(cookieHeader: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    values.set(name, [...(values.get(name) ?? []), part.slice(at + 1).trim()]);
  }
  return values;
}

/** A stored choice, and the cookies whose value was neither allow nor deny (to warn about). */
export interface Stored {
  choice: Choice;
  odd: string[];
}

/**
 * The stored choice in cookies named `<prefix><category>` for any of `prefixes`, or null when there is
 * none. Exactly "allow" grants; when several prefixes are present, all must say so.
 */
export function storedChoice(cookies: Map<string, string[]>, prefixes: readonly string[]): Stored | null {
  const choice = nothingAllowed();
  const odd: string[] = [];
  let found = false;
  for (const category of CATEGORIES) {
    const values = prefixes.flatMap((prefix) => {
      const name = prefix + category;
      const own = cookies.get(name) ?? [];
      if (own.some((value) => value !== 'allow' && value !== 'deny')) odd.push(name);
      return own;
    });
    found ||= values.length > 0;
    choice[category] = values.length > 0 && values.every((value) => value === 'allow');
  }
  return found ? { choice, odd } : null;
}
