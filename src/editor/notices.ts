// A field's mistakes as notices in its settings, drawn as the editor draws its own field warnings (its
// adapter's look: Gravity Forms' `gform-alert … --inline`, WPForms' `wpforms-alert`). Every value from
// the class string goes in as text.

import type { EditorLook } from './adapter';
import type { Mistake } from './mistakes';
import { fill, type EditorStrings } from './strings';

function message(strings: EditorStrings, mistake: Mistake): string {
  switch (mistake.kind) {
    case 'add-without-end': return strings.addWithoutEnd;
    case 'add-empty': return strings.addEmpty;
    case 'switch-not-checkbox': return strings.switchNotCheckbox;
    case 'icon-not-here': return strings.iconNotHere;
    case 'unknown-icon': return fill(strings.unknownIcon, mistake.classes);
    case 'font-awesome': return fill(strings.fontAwesome, mistake.classes);
    case 'icon-token-kept': return fill(strings.iconKept, mistake.token);
  }
}

/**
 * Replaces the notices in `box` with one per mistake; a Font Awesome icon with a twin in the plugin's
 * set gets a button that chooses it (`useIcon`).
 */
export function showNotices(box: HTMLElement, look: EditorLook['notice'], strings: EditorStrings, mistakes: readonly Mistake[], useIcon: (name: string) => void): void {
  const doc = box.ownerDocument;
  box.replaceChildren(
    ...mistakes.map((mistake) => {
      const alert = doc.createElement('div');
      alert.className = `${look.alert} vormgever-notice`;
      alert.dataset.mistake = mistake.kind;
      if (look.icon) {
        const icon = doc.createElement('span');
        icon.className = look.icon;
        icon.setAttribute('aria-hidden', 'true');
        alert.append(icon);
      }
      const wrap = doc.createElement('div');
      wrap.className = look.wrap;
      const text = doc.createElement('p');
      text.className = look.message;
      text.textContent = message(strings, mistake);
      wrap.append(text);
      if (mistake.kind === 'font-awesome' && mistake.instead) {
        const name = mistake.instead.name;
        const button = doc.createElement('button');
        button.type = 'button';
        button.className = look.button;
        button.textContent = fill(strings.useInstead, name);
        button.addEventListener('click', () => useIcon(name));
        wrap.append(button);
      }
      alert.append(wrap);
      return alert;
    }),
  );
  box.hidden = mistakes.length === 0;
}
