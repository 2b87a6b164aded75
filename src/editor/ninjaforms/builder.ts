// Ninja Forms' form builder (3.x; read from 3.14.3's builder.js.map sources, checked in the running
// builder) as the adapter uses it: Backbone.Radio (the builder's `nfRadio`, private to its bundle but
// the same object as the global Backbone.Radio), its field collection and form settings model, and the
// two class settings Vormgever writes: a field's Container (`container_class`) and the form's Wrapper
// (`wrapper_class`) under Custom Class Names.
//
// A class setting is written as the builder's own setting views write a typed value
// (controllers/app/changeSettingDefault.js): the model's attribute set, then the change registered with
// its change tracker, so its undo, "View Changes" and unsaved state (the Publish button) take it in.

/** A Backbone model or collection, as far as the adapter uses one. */
export interface Model {
  get(attribute: string): unknown;
  set(attribute: string, value: unknown, options?: Record<string, unknown>): unknown;
  on(event: string, callback: (...args: never[]) => void): unknown;
  off(event: string, callback: (...args: never[]) => void): unknown;
}

export interface Collection {
  get(id: string): Model | undefined;
  on(event: string, callback: (...args: never[]) => void): unknown;
  off(event: string, callback: (...args: never[]) => void): unknown;
}

/** A Backbone.Radio channel. */
export interface Channel {
  request(name: string, ...args: unknown[]): unknown;
  trigger(name: string, ...args: unknown[]): unknown;
  on(name: string, callback: (...args: never[]) => void): unknown;
  off(name: string, callback: (...args: never[]) => void): unknown;
}

export interface Radio {
  channel(name: string): Channel;
}

export interface NinjaFormsWindow extends Window {
  Backbone?: { Radio?: Radio };
}

// Underscore's escape and unescape (what the builder applies to a textbox setting's value).
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;' };
const characters = Object.fromEntries(Object.entries(entities).map(([character, entity]) => [entity, character]));
export const escapeHtml = (text: string): string => text.replace(/[&<>"'`]/g, (character) => entities[character]!);
export const unescapeHtml = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#x27|#x60);/g, (entity) => characters[entity]!);

/** A class setting of the builder's models: read and written as the owner sees and types it. */
export interface ClassSetting {
  /** The class string of `model`, as its textbox shows it. */
  read(model: Model): string;
  /** Stores `classes` into `model` as a typed value is stored (undo, changes, unsaved state). */
  write(model: Model, classes: string): void;
  /** The class string as the owner sees it: what they are typing into its textbox, else `read`. */
  typed(model: Model): string;
  /** The setting's own textbox, when it is on the page for `model` (null: not rendered now). */
  input(model: Model): HTMLInputElement | null;
  /** Calls `changed(model)` on each change of this setting in a model (an undo too); returns the teardown. */
  changes(changed: (model: Model) => void): () => void;
  /** Follows the builder's setting views (each user of the setting calls it); returns the user's teardown. */
  track(): () => void;
}

/**
 * The class setting `name` of the fields' or the form settings' models. While the builder shows its
 * textbox (a drawer open on its group), the builder holds the model's value HTML-escaped
 * (views/app/drawer/itemSetting.js: escaped before it renders, unescaped when it is destroyed), so the
 * value is read and written in the form the model holds it then.
 */
export function classSetting(doc: Document, radio: Radio, domain: 'fields' | 'settings', name: 'container_class' | 'wrapper_class'): ClassSetting {
  const live = new Set<Model>();
  const settingChannel = radio.channel(`setting-${name}`);
  const rendered = (_setting: unknown, model: Model) => void live.add(model);
  const destroyed = (_setting: unknown, model: Model) => void live.delete(model);
  let users = 0;
  const raw = (model: Model) => {
    const value = model.get(name);
    return typeof value === 'string' ? value : '';
  };
  const read = (model: Model) => (live.has(model) ? unescapeHtml(raw(model)) : raw(model));
  const input = (model: Model) => (live.has(model) ? doc.querySelector<HTMLInputElement>(`#nf-drawer input#${name}`) : null);
  // The builder renders its textbox only when it is shown and stores it on `change`: while the owner
  // types, the box is ahead of the model; after an undo (or our own write), behind it until synced.
  const sync = (model: Model) => {
    const box = input(model);
    if (box && box !== doc.activeElement && box.value !== read(model)) box.value = read(model);
  };
  // This setting's changes (the fields' collection repeats its models' events). Only this setting's:
  // the builder changes others as focus leaves a textbox (drawerDisabled), before its own `change`
  // handler reads the box.
  const changes = (changed: (model: Model) => void) => {
    const source = (domain === 'fields' ? radio.channel('fields').request('get:collection') : radio.channel('settings').request('get:settings')) as Collection | Model | undefined;
    source?.on(`change:${name}`, changed);
    return () => void source?.off(`change:${name}`, changed);
  };
  let unsync = () => {};
  return {
    read,
    input,
    changes,
    typed(model) {
      const box = input(model);
      return box && box === doc.activeElement ? box.value : read(model);
    },
    write(model, classes) {
      const shown = read(model);
      if (shown === classes) return;
      const before = model.get(name);
      const after = live.has(model) ? escapeHtml(classes) : classes;
      const settingModel = radio.channel(domain).request('get:settingModel', name) as Model | undefined;
      model.set(name, after, { settingModel });
      settingChannel.trigger('after:updateSetting', model, settingModel);
      sync(model);
      // The "View Changes" list prints these as HTML: every value goes in escaped.
      const text = (value: unknown) => escapeHtml(typeof value === 'string' ? value : '');
      const label = { object: text(model.get('objectType')), label: text(model.get('label')), change: `Changed ${text(settingModel?.get('label') ?? name)} from ${text(shown)} to ${text(classes)}` };
      radio.channel('changes').request('register:change', 'changeSetting', model, { attr: name, before, after }, label);
    },
    track() {
      if (users++ === 0) {
        settingChannel.on('before:renderSetting', rendered);
        settingChannel.on('destroy:setting', destroyed);
        unsync = changes(sync);
      }
      let tracking = true;
      return () => {
        if (!tracking) return;
        tracking = false;
        if (--users > 0) return;
        settingChannel.off('before:renderSetting', rendered);
        settingChannel.off('destroy:setting', destroyed);
        unsync();
        live.clear();
      };
    },
  };
}
