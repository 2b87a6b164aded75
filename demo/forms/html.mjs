// Small helpers shared by the markup renderers: escaping, and the little encodings WordPress uses.
import { createHash } from 'node:crypto';

const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Escapes text for an element body or a quoted attribute (WordPress' esc_attr / esc_html). */
export function esc(value) {
  return String(value ?? '').replace(/[&<>"']/g, (char) => entities[char]);
}

/** PHP's rawurlencode: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
export function rawurlencode(text) {
  return encodeURIComponent(String(text)).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * WordPress' wp_json_encode with default flags: slashes escaped as "\/" and every non-ASCII character
 * as \uXXXX. Safe inside an inline <script> ("</" can never appear).
 */
export function wpJsonEncode(value) {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page builder's server-side action hash: '#' + rawurlencode('elementor-action:action=…&settings=<base64 JSON>'). */
export function actionHash(action, settings) {
  const base64 = Buffer.from(wpJsonEncode(settings), 'utf8').toString('base64');
  return `#${rawurlencode(`elementor-action:action=${action}&settings=${base64}`)}`;
}

/** A stable md5 (the plugin signs its state and AJAX parameters with md5 hashes). */
export function md5(text) {
  return createHash('md5').update(String(text)).digest('hex');
}

/** The browser class the plugin derives from the user agent (GFCommon::get_browser_class). */
export function browserClass(userAgent = '') {
  if (/Chrome\//.test(userAgent)) return 'gf_browser_chrome';
  if (/Firefox\//.test(userAgent)) return 'gf_browser_gecko';
  if (/Safari\//.test(userAgent)) return 'gf_browser_safari';
  return 'gf_browser_unknown';
}

/** `checked='checked'` / `selected='selected'` as the plugin prints them (PHP's checked()/selected()). */
export function flag(name, on) {
  return on ? `${name}='${name}'` : '';
}
