import { markedOf } from '../builders/words';
import { warnOnce } from '../engine/warn';
import type { Rule } from './types';

export const iconClass = 'vg-icon';

// Where the plugin's own icons are. The script-tag entry knows:
// icons/ in its files' folder (import.meta.files, set by start(): the plugin's word, else beside the
// running vormgever.js), where the build and the WordPress plugin put them; it
// carries no more than that (its bytes are budgeted). The library cannot know: start({ iconBase })
// says, the last running start() first.
/** This is the script-tag entry (build.mjs defines __SCRIPT_TAG__), not the library. */
export const scriptTag = typeof __SCRIPT_TAG__ === 'boolean' && __SCRIPT_TAG__;
const folders: string[] = [];

/** start({ iconBase }) in the library: the folder of <name>.svg; the returned function is stop()'s. */
export function useIconFolder(base: unknown, doc: Document): () => void {
  let folder: string;
  try {
    if (typeof base != 'string') throw 0;
    folder = new URL(base, doc.baseURI).href;
  } catch {
    console.warn('[vormgever] iconBase: expected a folder URL; ignored', base);
    return () => {};
  }
  folders.push(folder);
  return () => void folders.splice(folders.lastIndexOf(folder), 1);
}

/** The library's file of the plugin's own icon `name` (a plain name), or none, with a warning. */
function libraryIcon(name: string, field: Element): URL | void {
  if (folders[0]) return new URL(`${name}.svg`, folders[folders.length - 1]);
  // Once per page: keyed by <html>, which has neither form nor id.
  warnOnce(field.ownerDocument.documentElement, 'icon: where are the icons? Give start() an iconBase.');
}

// `vg-icon-<name>` among the icon classes; the name only if it is a plain one (letters, digits, '-',
// '_', then the space before `vg-icon`): no '.', '/', '%', '?' or quote, so nothing leaves the folder.
const ownIconClass = /(^| )vg-icon-(?:([\w-]+) |\S*)/;

/**
 * The icon classes a field asks for: the class tokens between `add` and the next `end`.
 * Returns null when the field has no `add` marker, [] when the marker is broken.
 */
export function iconTokens(field: Element): string[] | null {
  if (!field.classList.contains('add')) return null; // most fields: no string to split
  // A string split: far cheaper than iterating classList. It holds `add` too (\s splits at least where classList does).
  const tokens = field.className.split(/\s+/);
  const start = tokens.indexOf('add');
  const end = tokens.indexOf('end', start + 1);
  if (end < 0) return [];
  return tokens.slice(start + 1, end).filter((token) => token !== 'add' && token !== iconClass);
}

/** `add fa-solid fa-envelope end` on a field: an <i> icon in front of its first text-like control. */
export const icons: Rule = {
  ruleName: 'icons',
  applyTo(field, context) {
    const tokens = iconTokens(markedOf ? context.marked! : field);
    const existing: Element[] = [];
    for (let icon; (icon = context.ourIcons[context.iconAt]) && field.contains(icon); context.iconAt++) existing.push(icon);
    if (!tokens && !existing.length) return 0; // nothing asked for, nothing to take away
    let control: Element | undefined;
    let className = '';

    if (tokens) {
      if (!tokens.length) warnOnce(field, 'icon: `add` needs classes, then `end`');
      else if ((control = context.fieldControls()[0])) className = `${tokens.join(' ')} ${iconClass}`;
      else warnOnce(field, 'icon: no text control');
    }

    const first = existing[0]!; // read only when there is one
    if (control && existing.length === 1 && first.className === className && first.nextElementSibling === control) {
      return 0;
    }
    // Reconcile: drop what is there, put exactly one icon where it belongs.
    let writes = existing.length;
    for (const icon of existing) icon.remove();
    if (control) {
      const icon = field.ownerDocument.createElement('i');
      icon.className = className;
      icon.setAttribute('aria-hidden', 'true');
      // The plugin's own icon: its file as --vg-icon, set through CSSOM (which a strict style-src
      // allows); the stylesheet draws it.
      const own = ownIconClass.exec(className);
      // (A sum, not a template literal: bundlers such as Vite take `new URL(`…`, import.meta.url)` for an asset.)
      const file = own?.[2] && (scriptTag ? new URL(import.meta.files + 'icons/' + own[2] + '.svg', import.meta.url) : libraryIcon(own[2], field));
      if (file) icon.style.cssText = `--vg-icon:url("${file}")`;
      else if (own && !own[2]) warnOnce(field, 'icon: no such icon:' + own[0]);
      control.before(icon);
      writes++;
    }
    return writes;
  },
};
