// How a message names its element on Node's console (src/engine/console.ts): its start tag, on one
// line. A browser's console gets the element itself (the script-tag bundles decide that at build time;
// test/browser/site-settings.test.mjs clicks through to it).
import { describe, expect, it, vi } from 'vitest';
import { onConsole, startTag } from '../../src/engine/console';
import { enhance } from '../../src/index';

describe("an element on Node's console", () => {
  it('is its start tag: every attribute as written, white space folded, at most 200 characters', () => {
    document.body.innerHTML = '<div id="field_1_3" class="gfield\n  add vg-icon-mail" data-x="a&quot;b"><input></div>';
    const field = document.getElementById('field_1_3')!;
    expect(startTag(field)).toBe('<div id="field_1_3" class="gfield add vg-icon-mail" data-x="a"b">');
    expect(startTag(document.querySelector('input')!)).toBe('<input>');
    field.className = 'x'.repeat(300);
    expect(startTag(field)).toHaveLength(200);
    expect(startTag(field)).toMatch(/^<div id="field_1_3" class="x+…>$/);
  });

  it('is what a warning gets here, in one line, instead of the object', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<form id="gform_2" class="placeholder"><div id="field_2_1" class="gfield add end"><input id="input_2_1" type="text"></div></form>';
    await enhance();
    expect(onConsole(document.getElementById('input_2_1')!)).toBe(startTag(document.getElementById('input_2_1')!));
    expect(warn.mock.calls.map((args) => args.join(' '))).toEqual([
      '[vormgever] icon: `add` needs classes, then `end` <div id="field_2_1" class="gfield add end">',
      '[vormgever] placeholder: no label text <input id="input_2_1" type="text">',
    ]);
  });
});
