import { warnOnce } from '../engine/warn';
import type { Rule } from './types';

export const iconClass = 'vg-icon';

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
  name: 'icons',
  apply(field, { fieldControls, hasIcons }) {
    const tokens = iconTokens(field);
    if (!tokens && !hasIcons) return 0; // nothing asked for, nothing to take away
    const existing = field.querySelectorAll(`.${iconClass}`); // static: a live collection taxes every later write
    let control: Element | undefined;
    let className = '';

    if (tokens && tokens.length === 0) {
      warnOnce(field, 'icon: `add` needs icon classes, then `end`.');
    } else if (tokens) {
      control = fieldControls()[0];
      if (control) className = `${tokens.join(' ')} ${iconClass}`;
      else warnOnce(field, 'icon: no text control here.');
    }

    const first = existing[0];
    if (control && existing.length === 1 && first?.className === className && first.nextElementSibling === control) {
      return 0;
    }
    // Reconcile: drop what is there, put exactly one icon where it belongs.
    let writes = 0;
    for (const icon of existing) icon.remove(), writes++;
    if (control) {
      const icon = field.ownerDocument.createElement('i');
      icon.className = className;
      icon.setAttribute('aria-hidden', 'true');
      control.before(icon);
      writes++;
    }
    return writes;
  },
};
