// Reading an action link: percent-decoding, base64, JSON. The page builder does the same with no
// checks at all; here every step can fail, and a failure is a reason, never an exception.

/** Longest action link read, in characters as written (about 24 KB of JSON). Longer ones are refused. */
export const MAX_ACTION_HASH_LENGTH = 32_768;

/** Keys that have no business in a payload and only ever appear in attacks. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type Payload = Record<string, unknown>;

export type Parsed = { action: string; settings: Payload } | { problem: string };

export function isPayload(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseActionHash(hash: string): Parsed {
  if (typeof hash !== 'string') return { problem: 'the action link is not text' };
  if (hash.length > MAX_ACTION_HASH_LENGTH) return { problem: `the action link is longer than ${MAX_ACTION_HASH_LENGTH} characters` };
  let text: string;
  try {
    text = decodeURIComponent(hash.trim());
  } catch {
    return { problem: 'the action link has bad percent-encoding' };
  }
  const match = /^#?elementor-action:action=([^&]*)&settings=([^]*)$/.exec(text);
  if (!match) return { problem: 'the action link has no action and settings' };
  const [, action = '', encoded = ''] = match;
  let json: string;
  try {
    // Spaces are pluses a server decoded too eagerly; - and _ are base64url.
    const binary = atob(encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/'));
    json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return { problem: 'the action link settings are not base64' };
  }
  let forbidden = '';
  let value: unknown;
  try {
    value = JSON.parse(json, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden = key;
      return item;
    });
  } catch {
    return { problem: 'the action link settings are not valid JSON' };
  }
  if (forbidden) return { problem: `the action link settings contain the key "${forbidden}"` };
  if (!isPayload(value)) return { problem: 'the action link settings are not a JSON object' };
  return { action, settings: value };
}
