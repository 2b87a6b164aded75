// Defensive reads of untrusted config values. Nothing here throws: a getter that throws, a proxy, a
// cyclic object or a `__proto__` key is reported through `warn` and read as absent.

/** Reports one problem with the key path it concerns. */
export type Warn = (path: string, problem: string) => void;

export type ConfigRecord = Readonly<Record<string, unknown>>;

/** An own property of an object-like value; absent, inherited or unreadable keys give undefined. */
export function field(source: unknown, key: string, path: string, warn: Warn): unknown {
  if (source === null || (typeof source !== 'object' && typeof source !== 'function')) return undefined;
  try {
    return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined;
  } catch {
    warn(path, 'could not be read');
    return undefined;
  }
}

/**
 * An object to read keys from. `null`, `undefined` and an empty array (PHP's empty map) are absent
 * without a warning; any other non-object is reported.
 */
export function asRecord(value: unknown, path: string, warn: Warn): ConfigRecord | undefined {
  if (value === undefined || value === null) return undefined;
  try {
    if (Array.isArray(value)) {
      if (value.length > 0) warn(path, 'expected an object, got a list');
      return undefined;
    }
    // A proxy that refuses to list its keys is reported once here rather than once per key.
    if (typeof value === 'object') Reflect.ownKeys(value);
  } catch {
    warn(path, 'could not be read');
    return undefined;
  }
  if (typeof value === 'object') return value as ConfigRecord;
  warn(path, `expected an object, got ${describe(value)}`);
  return undefined;
}

/** Own enumerable string keys with their values, without `__proto__` (reported) or unreadable ones. */
export function entries(source: ConfigRecord, path: string, warn: Warn): Array<[string, unknown]> {
  let keys: string[];
  try {
    keys = Object.keys(source);
  } catch {
    warn(path, 'could not be read');
    return [];
  }
  const result: Array<[string, unknown]> = [];
  for (const key of keys) {
    if (key === '__proto__') {
      warn(`${path}.__proto__`, 'not allowed');
      continue;
    }
    result.push([key, field(source, key, `${path}.${key}`, warn)]);
  }
  return result;
}

const TRUE_WORDS = new Set(['yes', 'true', '1', 'on']);
const FALSE_WORDS = new Set(['', 'no', 'false', '0', 'off']);

/** A switch: booleans, 1/0, and the strings "yes"/"" (also "true"/"false", "1"/"0", "on"/"off", "no"). */
export function asFlag(value: unknown, path: string, warn: Warn): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  warn(path, `expected "yes", "" or a boolean, got ${describe(value)}`);
  return undefined;
}

/** A pixel value: a finite number >= 0, also written as a string ("767"). */
export function asPixels(value: unknown, path: string, warn: Warn): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number) && number >= 0) return number;
  warn(path, `expected a number of pixels, got ${describe(value)}`);
  return undefined;
}

/** A string; numbers are accepted and written out. */
export function asText(value: unknown, path: string, warn: Warn): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  warn(path, `expected a string, got ${describe(value)}`);
  return undefined;
}

/** A list of strings (copied); anything else is reported. */
export function asTextList(value: unknown, path: string, warn: Warn): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  try {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...(value as string[])];
  } catch {
    // A proxy that throws: reported below like any other wrong value.
  }
  warn(path, 'expected a list of strings');
  return undefined;
}

/** A short, safe description of a value for a warning (never calls into the value). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
