// The demo's stand-in for Google's reCAPTCHA service: tokens are issued to the page's fake widget and
// accepted once, within two minutes, like real ones.
import { randomBytes } from 'node:crypto';

export function createTokenStore({ lifetime = 120_000, limit = 1000, now = () => Date.now() } = {}) {
  const issued = new Map(); // token -> expiry time

  function prune() {
    const time = now();
    for (const [token, expires] of issued) if (expires <= time) issued.delete(token);
    // Bounded: the oldest tokens go first (a Map keeps insertion order).
    while (issued.size >= limit) issued.delete(issued.keys().next().value);
  }

  return {
    /** A fresh single-use token. */
    issue() {
      prune();
      const token = `03AF${randomBytes(48).toString('base64url')}`;
      issued.set(token, now() + lifetime);
      return token;
    },
    /** True for a token that was issued, has not expired and was not used before; uses it up. */
    verify(token) {
      const expires = issued.get(String(token ?? ''));
      if (expires === undefined) return false;
      issued.delete(token);
      return expires > now();
    },
    get size() {
      return issued.size;
    },
  };
}
