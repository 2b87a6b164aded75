// Labels as placeholders / Floating labels on Fluent Forms' Settings & Integrations screen, in both DOMs:
// the component the screen draws for Vormgever's menu entry (its Vue played by hand), the checkboxes
// showing the stored Extra CSS Form Class, each change saved at once (one request at a time, the class
// then as the server stored it), a failed save said and taken back, hostile values inert, the teardown;
// and the PHP's words being the script's English.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fluentFormEditor } from '../../src/editor/fluentform/adapter';
import { formSettingsComponent, screenStrings, type ScreenData } from '../../src/editor/fluentform/form-settings-screen';
import { editorStrings } from '../../src/editor/strings';
import { projectRoot } from './helpers';

type Answer = { ok: boolean; status: number; body: unknown };
const requests: URLSearchParams[] = [];
let answers: Array<(answer: Answer) => void> = [];

/** The screen's fetch: each request waits for the test to answer it. */
function serve() {
  requests.length = 0;
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: { body: URLSearchParams }) => {
      requests.push(new URLSearchParams(init.body));
      return new Promise((done) => answers.push(({ ok, status, body }) => done({ ok, status, json: async () => body })));
    }),
  );
}
const answer = async (formClass: string | null, status = 200) => {
  answers.shift()!({ ok: status === 200, status, body: formClass === null ? { success: false } : { success: true, data: { formClass } } });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
};

/** Mounts the component as the screen's Vue does (render, then mounted); returns its element and its destroy. */
function mount(data: ScreenData) {
  const options = formSettingsComponent(window, fluentFormEditor(window), editorStrings({}), { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce', formId: 7, ...data });
  const vm = {} as { $el: HTMLElement };
  const rendered = options.render((tag, attributes) => ({ tag, attributes })) as { tag: string; attributes?: { staticClass?: string } };
  vm.$el = document.createElement(rendered.tag);
  vm.$el.className = rendered.attributes?.staticClass ?? '';
  document.body.append(vm.$el);
  options.mounted.call(vm);
  return { element: vm.$el, destroy: () => options.beforeDestroy.call(vm) };
}
const box = (id: string) => document.getElementById(id) as HTMLInputElement;
const status = () => document.querySelector('.vormgever-save-status')!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe("Fluent Forms' settings screen: Vormgever's entry", () => {
  it("shows the page's class at once, then the class as stored now (Pro's own field may have changed it): markers as set, whatever else it holds", async () => {
    serve();
    const { element } = mount({ formClass: 'mijn-formulier placeholder float-labels' });
    expect(box('vormgever_placeholder').checked).toBe(true);
    expect(box('vormgever_float-labels').checked).toBe(true);
    expect(Object.fromEntries(requests[0]!)).toEqual({ action: 'vormgever_fluentform_form_class', nonce: 'n0nce', form_id: '7', read: '1' });
    await answer('mijn-formulier placeholder');
    expect(box('vormgever_float-labels').checked).toBe(false);
    expect(status()).toBe(''); // reading is no saving
    expect(element.querySelector('.ff_card_head .title')!.textContent).toBe('Vormgever');
    expect(element.querySelectorAll('input[name]')).toHaveLength(0); // nothing of ours is form data
  });

  it("saves each change at once, as the two settings (the server keeps the form's other classes), and shows the class as stored", async () => {
    serve();
    mount({ formClass: 'mijn-formulier' });
    await answer('mijn-formulier');
    box('vormgever_float-labels').click(); // floating labels take placeholder mode with them
    expect(requests).toHaveLength(2);
    expect(Object.fromEntries(requests[1]!)).toEqual({ action: 'vormgever_fluentform_form_class', nonce: 'n0nce', form_id: '7', placeholder: '1', floating: '1' });
    await answer('iets-van-pro mijn-formulier placeholder float-labels'); // Pro's field changed it meanwhile
    expect(status()).toBe('Saved.');
    expect(box('vormgever_placeholder').checked).toBe(true);
    box('vormgever_placeholder').click(); // off: floating labels go too
    expect(Object.fromEntries(requests[2]!)).toMatchObject({ placeholder: '0', floating: '0' });
    await answer('iets-van-pro mijn-formulier');
    expect(box('vormgever_float-labels').checked).toBe(false);
  });

  it('sends one request at a time: a change made meanwhile goes when it is back, with what the boxes say then', async () => {
    serve();
    mount({ formClass: '' });
    box('vormgever_placeholder').click(); // before the stored class is read: kept, and sent after
    expect(requests).toHaveLength(1);
    await answer('');
    expect(requests).toHaveLength(2);
    expect(box('vormgever_placeholder').checked).toBe(true); // not undone by the read
    box('vormgever_float-labels').click();
    box('vormgever_float-labels').click();
    expect(requests).toHaveLength(2);
    await answer('placeholder');
    expect(requests).toHaveLength(3);
    expect(Object.fromEntries(requests[2]!)).toMatchObject({ placeholder: '1', floating: '0' });
    await answer('placeholder');
    expect(requests).toHaveLength(3);
    expect(box('vormgever_placeholder').checked).toBe(true);
    expect(status()).toBe('Saved.');
  });

  it('says when a change was not saved and shows the class as it was stored; a failed read changes nothing', async () => {
    serve();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount({ formClass: 'mijn-formulier', strings: { notSaved: 'Niet bewaard.', bogus: 1, saved: 3 } });
    await answer(null, 500);
    expect(status()).toBe('');
    box('vormgever_placeholder').click();
    await answer(null, 403);
    expect(status()).toBe('Niet bewaard.');
    expect(box('vormgever_placeholder').checked).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    box('vormgever_placeholder').click();
    await answer('mijn-formulier placeholder');
    expect(status()).toBe('Saved.'); // the odd word fell back to English
  });

  it('shows a hostile stored class as nothing but its markers, and its teardown leaves nothing, a late answer included', async () => {
    serve();
    const { element, destroy } = mount({ formClass: '"><img src=x onerror="window.hacked=1"> placeholder' });
    expect(box('vormgever_placeholder').checked).toBe(true);
    expect(element.querySelector('img')).toBeNull();
    box('vormgever_float-labels').click();
    destroy();
    expect(element.children).toHaveLength(0);
    await answer('placeholder float-labels');
    expect(document.getElementById('vormgever_placeholder')).toBeNull();
    expect(requests).toHaveLength(1); // nothing more was sent once it was gone
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('words fall back to English; PHP passes each of them, its English being the fallback', () => {
    expect(screenStrings(null).saved).toBe('Saved.');
    const php = readFileSync(resolve(projectRoot, 'wordpress/includes/editors/fluentform-settings.php'), 'utf8');
    const body = /function vormgever_fluentform_strings\(\) \{([^]*?)\n\}/.exec(php)![1]!;
    const pairs = [...body.matchAll(/'(\w+)'\s*=>\s*__\( '((?:[^'\\]|\\.)*)', 'vormgever' \)/g)].map(([, key, text]) => [key, text!.replace(/\\(.)/g, '$1')]);
    expect(Object.fromEntries(pairs)).toEqual(screenStrings(undefined));
  });
});
