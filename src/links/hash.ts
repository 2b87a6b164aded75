// Reading an element's action link and comparing spellings. Lazy chunk only (the address-bar hash
// and the props of an opening); the entry recognises action links with one regular expression.

/** Decodes %XX escapes of ASCII characters only: it never throws, and all three spellings meet. */
function decodeAscii(text: string): string {
  return text.replace(/%[0-7][\da-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/** The action link an element carries (its data-e-action-hash, or an href that is one), as written. */
export function actionHashOf(element: Element): string | null {
  const attribute = element.getAttribute('data-e-action-hash') ?? (element.localName === 'a' ? element.getAttribute('href') : null);
  const hash = attribute?.trim();
  return hash && /^(#|%23)elementor-action/i.test(hash) ? hash : null;
}

/** What identifies an action link whatever its spelling: the part after "elementor-action:". */
export function actionKey(hash: string): string | null {
  const match = /^#?elementor-action:([^]*)$/.exec(decodeAscii(hash.trim()));
  return match ? (match[1] ?? '') : null;
}
