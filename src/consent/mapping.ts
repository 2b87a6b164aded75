// The site's mapping from the cookie banner's categories (Complianz) to Google consent mode v2 types,
// and strict readers for the banner's events and cookies. Anything unclear grants nothing.

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

/** An own property of a plain event detail, or undefined (never throws). */
export function detailField(detail: unknown, key: string): unknown {
  if (detail === null || typeof detail !== 'object') return undefined;
  try {
    return Object.hasOwn(detail, key) ? (detail as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The allowed categories of a `cmplz_fire_categories` detail, or null when it is malformed. */
export function firedCategories(detail: unknown): Category[] | null {
  const list = detailField(detail, 'categories');
  try {
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
    // Unknown categories are not ours to map: they grant nothing.
    return (list as string[]).filter(isCategory);
  } catch {
    return null;
  }
}

/** Stored choices from the banner's cookies (`cmplz_<category>`, or `cmplz_rt_<category>`). */
export function storedChoice(cookieHeader: string): Choice | null {
  const values = new Map<string, string[]>();
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const match = /^cmplz_(?:rt_)?(functional|preferences|statistics|marketing)$/.exec(name);
    if (match?.[1]) values.set(match[1], [...(values.get(match[1]) ?? []), part.slice(at + 1).trim()]);
  }
  if (values.size === 0) return null;
  const choice = nothingAllowed();
  for (const category of CATEGORIES) {
    // Exactly "allow" grants; when both prefixes are present, both must say so.
    const found = values.get(category);
    choice[category] = found !== undefined && found.every((value) => value === 'allow');
  }
  return choice;
}
