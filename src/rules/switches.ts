import { markedOf } from '../builders/words';
import type { IslandLoader } from '../islands/registry';
import type { Rule } from './types';

export const switchHostClass = 'vg-switch';

// One import() for all hosts and passes: each call costs a module-map lookup and promises. A chunk
// that failed to load is not asked for again: the stylesheet draws the switch without it.
let switchChunk: ReturnType<IslandLoader<void>> | undefined;
const loadSwitch: IslandLoader<void> = () => (switchChunk ??= import('../islands/switch/mount'));

/**
 * `slide-check` on a checkbox or consent field: each choice becomes
 * `<input role="switch"> <span class="vg-switch"> <label for>`.
 * The native input stays the single source of truth (and the focusable, named control); the island
 * only draws the track and thumb, and the stylesheet follows `:checked` / `:disabled` on the input.
 */
export const switches: Rule = {
  ruleName: 'switches',
  applyTo(field, context) {
    // (Its markers: on the field, or where its builder puts a site owner's class.)
    if (!(markedOf ? context.marked! : field).classList.contains('slide-check')) return 0;
    let writes = 0;
    for (const input of field.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      if (input.getAttribute('role') !== 'switch') {
        input.setAttribute('role', 'switch');
        writes++;
      }
      let host = input.nextElementSibling;
      if (!host?.classList.contains(switchHostClass)) {
        host = field.ownerDocument.createElement('span');
        host.className = switchHostClass;
        host.setAttribute('aria-hidden', 'true');
        input.after(host);
        writes++;
      }
      // The choice's own label right after the switch (every pass after the first): nothing to look up.
      // (No id, no label: a label for "" found here moves nothing either.)
      const id = input.id;
      if (id && (host.nextElementSibling as HTMLLabelElement | null)?.htmlFor !== id) {
        for (const label of input.parentElement!.children) {
          if ((label as HTMLLabelElement).htmlFor === id) {
            host.after(label); // the choice text follows the switch
            writes++;
            break;
          }
        }
      }
      // Mounts when the visitor reaches for the form (enhance(): at once); until then, or if its chunk
      // never loads, the stylesheet draws the same switch on the empty host. No props: the island reads
      // nothing, the stylesheet follows the input's state.
      context.islands.mount(host as HTMLElement, loadSwitch);
    }
    return writes;
  },
};
