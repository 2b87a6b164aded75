// Which addresses a slide may load: http(s) anywhere, or a relative address that stays on this site.
// Everything else (javascript:, data:, vbscript:, file:, blob:, protocol-relative to another host) is refused.

export interface UrlContext {
  /** What relative addresses resolve against (the document's base URL). */
  base: string;
  /** The page's own origin: relative addresses must stay on it. */
  origin: string;
}

export const MAX_URL_LENGTH = 4096;

const WEB = /^https?:$/;

/** The absolute address when `raw` is allowed, else null. Never throws. */
export function safeUrl(raw: unknown, context: UrlContext): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return null;
  try {
    let absolute: URL | null = null;
    try {
      absolute = new URL(text);
    } catch {
      // Not absolute: relative to the page.
    }
    if (absolute) return WEB.test(absolute.protocol) && absolute.hostname ? absolute.href : null;
    const resolved = new URL(text, context.base);
    return WEB.test(resolved.protocol) && resolved.origin === context.origin ? resolved.href : null;
  } catch {
    return null;
  }
}
