// The plugin's own icons (`add vg-icon-<name> end`) in the library: where the files are (start's
// iconBase), what a name may be, and that nothing changes a second time. The script-tag entry's folder
// (beside vormgever.js) and the drawing itself are tested in Chromium (test/browser/icons.test.mjs).
import { describe, expect, it } from 'vitest';
import { startTag } from '../../src/engine/console';
import { enhance } from '../../src/index';
import { microtasks, mount, recordPasses, rerenderInPlace, silenceConsole, started } from './helpers';

const base = 'https://example.test/wp-content/plugins/vormgever/icons/';

/** A form of one text field with `classes` on it (set as a property: any characters at all). */
function form(classes: string, id = 5): string {
  const template = document.createElement('template');
  template.innerHTML = `<div class="gform_wrapper" id="gform_wrapper_5"><form id="gform_5"><div class="gform_fields">
    <div class="gfield" id="field_5_1"><label class="gfield_label" for="input_5_1">E-mail</label>
      <div class="ginput_container"><input type="email" id="input_5_1" name="input_1" value="bezoeker@example.test"></div></div>
  </div></form></div>`.replaceAll('_5', `_${id}`);
  template.content.querySelector('.gfield')!.className = `gfield ${classes}`;
  const holder = document.createElement('div');
  holder.append(template.content);
  return holder.innerHTML;
}

const icon = () => document.querySelector<HTMLElement>('#field_5_1 i.vg-icon');
const file = (element: HTMLElement | null) => element?.style.getPropertyValue('--vg-icon').trim() ?? '';

describe('the plugin\'s own icons', () => {
  it('draws vg-icon-<name> from <iconBase><name>.svg, set through CSSOM, hidden from screen readers', () => {
    mount(form('add vg-icon-mail end'));
    started({ iconBase: base });
    const drawn = icon()!;
    expect(drawn.className).toBe('vg-icon-mail vg-icon');
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
    expect(file(drawn)).toBe(`url("${base}mail.svg")`);
    expect(drawn.nextElementSibling?.id).toBe('input_5_1');
  });

  it('resolves a relative iconBase against the page, once per start', () => {
    mount(form('add vg-icon-phone end'));
    started({ iconBase: '/assets/vormgever/icons/' });
    expect(file(icon())).toBe(`url("${new URL('/assets/vormgever/icons/phone.svg', document.baseURI).href}")`);
  });

  it('keeps a Font Awesome marker exactly as before: no file, no style', () => {
    mount(form('add fa-solid fa-envelope end'));
    started({ iconBase: base });
    expect(icon()!.className).toBe('fa-solid fa-envelope vg-icon');
    expect(icon()!.hasAttribute('style')).toBe(false);
  });

  it.each([
    ['vg-icon-../../x'],
    ['vg-icon-mail"'],
    ["vg-icon-a')"],
    ['vg-icon-url(https://evil.test/x)'],
    ['vg-icon-%2e%2e'],
    ['vg-icon-mail?x=1'],
    ['vg-icon-'],
  ])('takes %s for no icon: one warning naming the field, no file, nothing thrown', (token) => {
    const { warn, error } = silenceConsole();
    mount(form(`add ${token} end`));
    started({ iconBase: base });
    const box = icon()!;
    expect(box.hasAttribute('style')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    const said = warn.mock.calls.filter(([message]: unknown[]) => String(message).includes('icon'));
    expect(said).toHaveLength(1);
    expect(said[0]![0]).toContain(token);
    expect(said[0]![1]).toBe(startTag(document.getElementById('field_5_1')!));
  });

  it('without an iconBase warns once for the page and draws nothing', () => {
    const { warn } = silenceConsole();
    mount(form('add vg-icon-mail end') + form('add vg-icon-user end', 6));
    started();
    expect(document.querySelectorAll('i.vg-icon[style]')).toHaveLength(0);
    expect(document.querySelectorAll('i.vg-icon')).toHaveLength(2);
    expect(warn.mock.calls.filter(([message]: unknown[]) => String(message).includes('iconBase'))).toHaveLength(1);
  });

  it('warns about an iconBase that is no URL and draws nothing', () => {
    const { warn } = silenceConsole();
    mount(form('add vg-icon-mail end'));
    started({ iconBase: 42 as unknown as string });
    expect(icon()!.hasAttribute('style')).toBe(false);
    expect(warn.mock.calls.some(([message]: unknown[]) => String(message).includes('iconBase'))).toBe(true);
  });

  it('changes nothing the second time, and a re-render keeps exactly one icon with its file', async () => {
    mount(form('add vg-icon-mail end'));
    const passes = recordPasses();
    started({ iconBase: base });
    const first = icon();
    await enhance(document);
    expect(passes.at(-1)!.changed).toBe(0);
    expect(icon()).toBe(first);
    // The plugin's AJAX re-render: the same form again, without our icon.
    rerenderInPlace(document.getElementById('gform_wrapper_5')!, form('add vg-icon-mail end'));
    await microtasks();
    expect(document.querySelectorAll('#field_5_1 i')).toHaveLength(1);
    expect(file(icon())).toBe(`url("${base}mail.svg")`);
  });

  it('stop() gives back the folder: a later start without iconBase draws nothing, an earlier one stays in force', async () => {
    const { warn } = silenceConsole();
    const outer = started({ iconBase: base });
    const inner = started({ iconBase: 'https://other.test/icons/' });
    inner.stop();
    mount(form('add vg-icon-mail end'));
    await microtasks();
    expect(file(icon())).toBe(`url("${base}mail.svg")`);
    outer.stop();
    mount(form('add vg-icon-user end'));
    started();
    expect(icon()!.hasAttribute('style')).toBe(false);
    expect(warn.mock.calls).toEqual([['[vormgever] icon: where are the icons? Give start() an iconBase.', startTag(document.documentElement)]]);
  });
});
