// A field's mistakes as notices in its settings, drawn like Gravity Forms' own field warnings
// (`gform-alert … gform-alert--inline`, js.php). Every value from the class string goes in as text.

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
  }
}

/**
 * Replaces the notices in `box` with one per mistake; a Font Awesome icon with a twin in the plugin's
 * set gets a button that chooses it (`useIcon`).
 */
export function showNotices(box: HTMLElement, strings: EditorStrings, mistakes: readonly Mistake[], useIcon: (name: string) => void): void {
  const doc = box.ownerDocument;
  box.replaceChildren(
    ...mistakes.map((mistake) => {
      const alert = doc.createElement('div');
      alert.className = 'gform-alert gform-alert--notice gform-alert--inline vormgever-notice gform-visible-notice';
      alert.dataset.mistake = mistake.kind;
      const icon = doc.createElement('span');
      icon.className = 'gform-alert__icon gform-icon gform-icon--circle-notice-fine';
      icon.setAttribute('aria-hidden', 'true');
      const wrap = doc.createElement('div');
      wrap.className = 'gform-alert__message-wrap';
      const text = doc.createElement('p');
      text.className = 'gform-alert__message';
      text.textContent = message(strings, mistake);
      wrap.append(text);
      if (mistake.kind === 'font-awesome' && mistake.instead) {
        const name = mistake.instead.name;
        const button = doc.createElement('button');
        button.type = 'button';
        button.className = 'gform-alert__cta gform-button gform-button--white gform-button--size-xs';
        button.textContent = fill(strings.useInstead, name);
        button.addEventListener('click', () => useIcon(name));
        wrap.append(button);
      }
      alert.append(icon, wrap);
      return alert;
    }),
  );
  box.hidden = mistakes.length === 0;
}
