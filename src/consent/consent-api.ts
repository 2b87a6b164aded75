// WordPress's Consent API (the wp-consent-api plugin), as a banner that speaks it reports a choice:
// `wp_set_consent(category, value)` stores `<prefix>_<category>` = allow/deny and, when the value
// changed, dispatches `wp_listen_for_consent_change` on document with a detail holding that one
// category. `wp_has_consent(category)` answers for a category. Same categories as Complianz's.
import { CATEGORIES, isCategory, isStranger, nothingAllowed, storedChoice, type Category, type Stored } from './mapping';

type ApiWindow = Window & { wp_has_consent?: unknown; consent_api?: unknown };

/** What one `wp_listen_for_consent_change` detail says, and what in it was not understood. */
export interface ApiChange {
  changes: Array<[Category, boolean]>;
  problems: string[];
}

export function apiChange(detail: unknown): ApiChange {
  const result: ApiChange = { changes: [], problems: [] };
  let names: string[] = [];
  try {
    // The plugin's detail is an Array carrying the category as a named property: own keys, not items.
    if (detail !== null && typeof detail === 'object') names = Object.keys(detail);
  } catch {}
  if (names.length === 0) result.problems.push('wp_listen_for_consent_change without a category');
  for (const name of names) {
    let value: unknown;
    try {
      value = (detail as Record<string, unknown>)[name];
    } catch {}
    if (isStranger(name)) result.problems.push(`wp_listen_for_consent_change for an unknown category ${JSON.stringify(name.slice(0, 40))}`);
    if (!isCategory(name)) continue;
    if (value !== 'allow' && value !== 'deny') result.problems.push(`wp_listen_for_consent_change value for ${name} is neither allow nor deny`);
    result.changes.push([name, value === 'allow']);
  }
  return result;
}

/** The Consent API's cookie prefix (its localized `consent_api.cookie_prefix`), else its default. */
function cookiePrefix(win: ApiWindow): string {
  try {
    const api = win.consent_api;
    const prefix = api !== null && typeof api === 'object' ? (api as Record<string, unknown>).cookie_prefix : undefined;
    if (typeof prefix === 'string' && /^[\w-]{1,64}$/.test(prefix)) return prefix;
  } catch {}
  return 'wp_consent';
}

/**
 * A returning visitor's choice as the Consent API has it, when it is on the page and a cookie of its
 * own says so. A category is granted when its cookie says allow and wp_has_consent agrees: the API's
 * presumed consent (no consent type, or opt-out without a cookie) is no choice of the visitor's.
 */
export function apiStored(win: Window, cookies: Map<string, string[]>): Stored | null {
  const has = (win as ApiWindow).wp_has_consent;
  if (typeof has !== 'function') return null;
  const stored = storedChoice(cookies, [`${cookiePrefix(win as ApiWindow)}_`]);
  if (!stored) return null;
  const choice = nothingAllowed();
  for (const category of CATEGORIES) {
    try {
      choice[category] = stored.choice[category] && (has as (category: string) => unknown)(category) === true;
    } catch {
      stored.odd.push(`wp_has_consent('${category}')`);
    }
  }
  return { choice, odd: stored.odd };
}
