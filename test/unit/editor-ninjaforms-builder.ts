// Ninja Forms' form builder as its adapter meets it, for test/unit/editor-ninjaforms.test.ts: the
// captured page (fixtures/editors/ninjaforms-3.14.3-*.html) and, in place of its Backbone bundle (not
// part of the project), what that bundle does, written as its 3.14.3 sources do it: Backbone.Radio's
// channels (events, request/reply), its field models (models/fields/fieldModel.js: a change announced
// on `fieldSetting-<name>`, `fields` and `app`), the form settings model, its change tracker
// (controllers/app/trackChanges.js, coreUndo.js), its clean state (cleanState.js), and a setting view
// rendered and destroyed (views/app/drawer/itemSetting.js: a textbox's value escaped while rendered).

type Callback = (...args: never[]) => void;

/** Backbone.Events, as far as the builder uses them. */
class Events {
  private handlers = new Map<string, Callback[]>();
  on(name: string, callback: Callback): this {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), callback]);
    return this;
  }
  off(name: string, callback: Callback): this {
    this.handlers.set(name, (this.handlers.get(name) ?? []).filter((item) => item !== callback));
    return this;
  }
  trigger(name: string, ...args: unknown[]): this {
    for (const callback of [...(this.handlers.get(name) ?? [])]) (callback as (...args: unknown[]) => void)(...args);
    return this;
  }
  /** How many listeners are left (a teardown leaves none of its own). */
  listeners(): number {
    return [...this.handlers.values()].reduce((sum, list) => sum + list.length, 0);
  }
}

class Channel extends Events {
  private replies = new Map<string, (...args: unknown[]) => unknown>();
  reply(name: string, answer: (...args: unknown[]) => unknown): void {
    this.replies.set(name, answer);
  }
  request(name: string, ...args: unknown[]): unknown {
    return this.replies.get(name)?.(...args);
  }
}

export class Radio {
  readonly channels = new Map<string, Channel>();
  channel(name: string): Channel {
    if (!this.channels.has(name)) this.channels.set(name, new Channel());
    return this.channels.get(name)!;
  }
}

export class Model extends Events {
  constructor(readonly attributes: Record<string, unknown>, private changed: (model: Model, name: string, options: Record<string, unknown>) => void = () => {}) {
    super();
  }
  get(name: string): unknown {
    return this.attributes[name];
  }
  set(name: string, value: unknown, options: Record<string, unknown> = {}): this {
    if (this.attributes[name] === value) return this;
    this.attributes[name] = value;
    if (options.silent) return this;
    this.trigger(`change:${name}`, this, value, options);
    this.changed(this, name, options);
    this.trigger('change', this, options);
    return this;
  }
}

/** A collection of models: found by id, their events its own too. */
class Collection extends Events {
  constructor(readonly models: Model[]) {
    super();
    for (const model of models) model.on('change:container_class', ((...args: unknown[]) => this.trigger('change:container_class', ...args)) as Callback);
  }
  get(id: string): Model | undefined {
    return this.models.find((model) => String(model.get('id')) === String(id));
  }
}

export interface Change {
  action: string;
  model: Model;
  changes: { attr: string; before: unknown; after: unknown };
  label: { object: string; label: string; change: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;' })[c]!);
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#x60);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#x60;': '`' })[entity]!);

/** The builder behind a captured page: its Radio, models, tracked changes and clean state. */
export class Builder {
  readonly radio = new Radio();
  readonly changes: Change[] = [];
  clean = true;
  readonly fields: Collection;
  readonly settings: Model;
  private readonly settingModels = { container_class: new Model({ name: 'container_class', label: 'Container' }), wrapper_class: new Model({ name: 'wrapper_class', label: 'Wrapper' }) };

  constructor(data: { fields: Record<string, unknown>[]; settings: Record<string, unknown> }) {
    const { radio } = this;
    // fieldModel.changeSetting and settingsModel.changeSetting; cleanState.setAppClean.
    const fieldChanged = (model: Model, name: string, options: Record<string, unknown>) => {
      radio.channel(`fieldSetting-${name}`).trigger('update:setting', model, options.settingModel);
      radio.channel('fields').trigger('update:setting', model, options.settingModel);
      radio.channel('app').trigger('update:setting', model, options.settingModel);
    };
    this.fields = new Collection(data.fields.map((attributes) => new Model({ objectType: 'Field', ...attributes }, fieldChanged)));
    this.settings = new Model({ objectType: 'Form Setting', ...data.settings }, (model, _name, options) => radio.channel('app').trigger('update:setting', model, options.settingModel));
    radio.channel('app').on('update:setting', () => (this.clean = false));
    radio.channel('fields').reply('get:collection', () => this.fields);
    radio.channel('fields').reply('get:settingModel', (name) => this.settingModels.container_class.get('name') === name ? this.settingModels.container_class : undefined);
    radio.channel('settings').reply('get:settings', () => this.settings);
    radio.channel('settings').reply('get:settingModel', (name) => this.settingModels.wrapper_class.get('name') === name ? this.settingModels.wrapper_class : undefined);
    radio.channel('changes').reply('register:change', (action, model, changes, label) => this.changes.push({ action, model, changes, label } as Change));
  }

  /** coreUndo.undoChangeSetting for every change, newest first (the change list's Undo All). */
  undoAll(): void {
    for (const change of this.changes.splice(0).reverse()) change.model.set(change.changes.attr, change.changes.before);
  }

  /**
   * Setting views of the drawer rendered for a model, as its group renders them: each rendered detached
   * (itemSetting.onBeforeRender, its template, onRender: a textbox's value escaped in the model and
   * printed from it), then all put on the page, each in place of its captured element, and attached
   * (onAttach). Each view's destroy() removes it (onBeforeDestroy's messages, a textbox's value
   * unescaped), leaving an unrendered copy of its template in its place for the next render.
   */
  render(views: { name: string; type: string; model: Model; el: HTMLElement; template: HTMLElement }[]): { el: HTMLElement; destroy(): void }[] {
    const rendered = views.map(({ name, type, model, el, template }) => {
      const setting = new Model({ name, type });
      const fresh = el.ownerDocument.importNode(template, true);
      const view = {
        el: fresh,
        destroy: () => {
          this.radio.channel(`setting-${name}`).trigger('destroy:setting', setting, model, view);
          this.radio.channel(`setting-type-${type}`).trigger('destroy:setting', setting, model, view);
          if (type === 'textbox') model.set(name, unescapeHtml(String(model.get(name) ?? '')), { silent: true });
          fresh.replaceWith(fresh.ownerDocument.importNode(template, true));
        },
      };
      if (type === 'textbox') model.set(name, escapeHtml(String(model.get(name) ?? '')), { silent: true });
      this.radio.channel(`setting-${name}`).trigger('before:renderSetting', setting, model, view);
      if (type === 'textbox') fresh.querySelector('input')!.value = unescapeHtml(String(model.get(name))); // value="{{{ data.value }}}"
      this.radio.channel(`setting-${name}`).trigger('render:setting', setting, model, view);
      this.radio.channel(`setting-type-${type}`).trigger('render:setting', setting, model, view);
      return { view, attach: () => {
        el.replaceWith(fresh);
        this.radio.channel(`setting-${name}`).trigger('attach:setting', setting, model, view);
        this.radio.channel(`setting-type-${type}`).trigger('attach:setting', setting, model, view);
      } };
    });
    rendered.forEach(({ attach }) => attach());
    return rendered.map(({ view }) => view);
  }

  /** Every listener left on its channels and models. */
  listeners(): number {
    return [...this.radio.channels.values(), this.fields, this.settings, ...this.fields.models].reduce((sum, events) => sum + events.listeners(), 0);
  }
}
