// A stylesheet an island brings with it as text (the lightbox's travels inside its lazy chunk).
// Adopted as a constructed stylesheet (new CSSStyleSheet + replaceSync, in the document's
// adoptedStyleSheets): that is not subject to the page's style-src, so it works under a strict
// Content Security Policy without a nonce or 'unsafe-inline', where an injected <style> is refused.
// Only where constructed stylesheets are missing (Safari before 16.4, jsdom): a <style> element,
// with the page's own nonce if it has one. Idempotent per key; the returned function takes it out.

/** The sheets adopted per document, by key: adopted again if the page has replaced the list. */
const adopted = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** A constructed sheet for `key` in `doc` (made once), or null where the browser has none. */
function constructed(doc: Document, key: string, cssText: string): CSSStyleSheet | null {
  // The sheet must come from the document's own window (its "constructor document").
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (!Sheet || !Array.isArray(doc.adoptedStyleSheets) || typeof Sheet.prototype.replaceSync !== 'function') return null;
  let sheets = adopted.get(doc);
  let sheet = sheets?.get(key);
  if (sheet) return sheet;
  try {
    sheet = new Sheet();
    sheet.replaceSync(cssText);
  } catch {
    return null;
  }
  if (!sheets) adopted.set(doc, (sheets = new Map()));
  sheets.set(key, sheet);
  return sheet;
}

/** The page's own nonce, from an element that carries one (the `nonce` property: browsers hide the attribute). */
export function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLElement>('style[nonce],link[nonce],script[nonce]')?.nonce ?? '';
}

/** `key` doubles as the fallback <style>'s id. */
export function adoptStyles(doc: Document, key: string, cssText: string): () => void {
  // A <style> already there (put in where constructed sheets were missing) stays the one.
  const sheet = doc.getElementById(key) ? null : constructed(doc, key, cssText);
  if (sheet) {
    const own = sheet;
    if (!doc.adoptedStyleSheets.includes(own)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, own];
    return () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((candidate) => candidate !== own);
      adopted.get(doc)?.delete(key);
    };
  }
  let style = doc.getElementById(key);
  if (!style) {
    style = doc.createElement('style');
    style.id = key;
    const nonce = pageNonce(doc);
    if (nonce) style.nonce = nonce;
    style.textContent = cssText;
    doc.head.append(style);
  }
  const own = style;
  return () => own.remove();
}

/** Whether the stylesheet `key` is in the document (adopted, or as its <style>). */
export function hasStyles(doc: Document, key: string): boolean {
  const sheet = adopted.get(doc)?.get(key);
  if (doc.getElementById(key)) return true;
  return !!sheet && Array.isArray(doc.adoptedStyleSheets) && doc.adoptedStyleSheets.includes(sheet);
}
