// Vormgever's setting in Fluent Forms' editor: a Vue 2 component (its options, with a render function:
// the editor's own Vue builds it, none is bundled here) that the editor draws right after a field's
// Container Class (`CustomSettingsField`, the plugin's placement). Vue owns its one element and never
// its children, so the room's rows (the switch, the icon picker, the notices: field-settings.ts) live
// inside it, put there when it is mounted and shown the field it is given, again when it is given
// another field or the field's Container Class changes (typed, undone), and let go when it is destroyed.

import type { ShownField } from '../adapter';
import { containerClass, type FluentField } from './model';

/** Where the component tells the room which field's settings are shown (null: none). */
export interface SettingsHost {
  shown(field: ShownField | null): void;
}

/** What the component uses of its Vue instance. */
interface SettingsVm {
  readonly $el: HTMLElement;
  readonly editItem?: FluentField;
  $set?(target: object, key: string, value: unknown): void;
}

type Render = (tag: string, data?: { staticClass?: string }) => unknown;

/** The field a component instance is given, in the room's words. */
function shownField(vm: SettingsVm): ShownField {
  return {
    type: typeof vm.editItem?.element === 'string' ? vm.editItem.element : '',
    input: null, // typing in Fluent's own Container Class reaches the room through the watcher below
    classes: () => containerClass(vm.editItem),
    // Into the model, as Fluent's own Container Class input stores it: its canvas, history and unsaved-changes check see it.
    store(classes) {
      const settings = vm.editItem?.settings;
      if (!settings || typeof settings !== 'object') return;
      if ('container_class' in settings) settings.container_class = classes;
      else vm.$set?.(settings, 'container_class', classes);
    },
    place(rows) {
      if (rows.some((row) => row.parentNode !== vm.$el)) vm.$el.append(...rows);
    },
  };
}

/** The component's options; each instance tells `host` when its field is shown. */
export function settingsComponent(host: SettingsHost) {
  let current: SettingsVm | null = null;
  const announce = (vm: SettingsVm) => {
    current = vm;
    host.shown(shownField(vm));
  };
  return {
    name: 'VormgeverSettings',
    props: ['editItem', 'listItem', 'item', 'form_items', 'allElements'],
    render(this: SettingsVm, h: Render) {
      return h('div', { staticClass: 'vormgever-settings' });
    },
    mounted(this: SettingsVm) {
      announce(this);
    },
    watch: {
      editItem(this: SettingsVm) {
        announce(this);
      },
      'editItem.settings.container_class'(this: SettingsVm) {
        if (current === this) announce(this);
      },
    },
    beforeDestroy(this: SettingsVm) {
      if (current !== this) return; // another instance shows a field already
      current = null;
      host.shown(null);
    },
  };
}
