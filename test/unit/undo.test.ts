// The library's enhance() handle: its islands counted and unmounted, its writes undone exactly.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTag } from '../../src/engine/console';
import { undoWrites } from '../../src/engine/undo';
import { enhance, start } from '../../src/index';
import { fixture, projectRoot, silenceConsole } from './helpers';

const fixtures = readdirSync(resolve(projectRoot, 'fixtures')).filter((name) => name.endsWith('.html'));
const switchCount = () => document.querySelectorAll('input[role="switch"]').length;

afterEach(() => document.body.replaceChildren());

describe('enhance() undo', () => {
  it.each(fixtures)('%s: undo() gives back the markup as it was, and unmounts the islands', async (name) => {
    const logged = silenceConsole();
    document.body.innerHTML = fixture(name);
    const before = document.body.innerHTML;
    const enhanced = await enhance();
    expect(document.body.innerHTML).not.toBe(before);
    expect(enhanced.liveIslands()).toBe(switchCount()); // every switch of the form: 0 in the two-page form's first page

    await enhanced.undo();
    expect(document.body.innerHTML).toBe(before);
    expect(enhanced.liveIslands()).toBe(0);
    // The plugin's own icons need the library to be told where they are (iconBase): one warning there,
    // none anywhere else.
    const expected = name === 'gf210-own-icons.html' ? [['[vormgever] icon: where are the icons? Give start() an iconBase.', startTag(document.documentElement)]] : [];
    expect(logged.warn.mock.calls).toEqual(expected);
    expect(logged.error).not.toHaveBeenCalled();
  });

  it('keeps what the visitor typed and ticked', async () => {
    document.body.innerHTML = fixture('gf210-orbital.html');
    const enhanced = await enhance();
    expect(enhanced.liveIslands()).toBe(4);
    const email = document.querySelector<HTMLInputElement>('#input_1_2')!;
    const choice = document.querySelector<HTMLInputElement>('#choice_1_5_2')!;
    email.value = 'a@b.nl';
    choice.click();
    await enhanced.undo();
    expect([email.isConnected, email.value, email.hasAttribute('placeholder')]).toEqual([true, 'a@b.nl', false]);
    expect([choice.checked, choice.getAttribute('role')]).toEqual([true, null]);
  });

  it('undoes once; enhancing again gives the same markup as the first time', async () => {
    document.body.innerHTML = fixture('gf210-orbital-invalid.html');
    const before = document.body.innerHTML;
    const first = await enhance();
    const enhancedMarkup = document.body.innerHTML;
    await first.undo();
    await first.undo();
    expect(document.body.innerHTML).toBe(before);

    const second = await enhance();
    expect(document.body.innerHTML).toBe(enhancedMarkup);
    await second.undo();
    expect(document.body.innerHTML).toBe(before);
  });

  it('undoes only its own call: another call on another form keeps its islands and writes', async () => {
    document.body.innerHTML = `<div id="one">${fixture('gf210-orbital.html')}</div><div id="two">${fixture('gf24-legacy.html').replaceAll('_1', '_2')}</div>`;
    const one = document.getElementById('one')!;
    const two = document.getElementById('two')!;
    const twoBefore = two.innerHTML;
    const first = await enhance(one);
    const second = await enhance(two);
    const twoEnhanced = two.innerHTML;
    await first.undo();
    expect(two.innerHTML).toBe(twoEnhanced);
    expect(second.liveIslands()).toBe(two.querySelectorAll('input[role="switch"]').length);
    await second.undo();
    expect(two.innerHTML).toBe(twoBefore);
  });

  it('leaves start()\'s writes to start(): changes made before the call are not its own', async () => {
    document.body.innerHTML = fixture('gf210-orbital.html');
    const controller = start();
    document.querySelector<HTMLInputElement>('#choice_1_5_1')!.focus(); // the visitor reaches for the form: start()'s islands
    await controller.settled();
    expect(controller.liveIslands()).toBe(4);
    const watched = document.body.innerHTML;
    const enhanced = await enhance();
    await enhanced.undo();
    expect(document.body.innerHTML).toBe(watched); // start() had written it all; enhance() wrote nothing
    expect(controller.liveIslands()).toBe(4);
    controller.stop();
    await controller.settled();
  });

  it('puts a moved choice label back where it was', async () => {
    document.body.innerHTML = `<form id="gform_3"><fieldset class="gfield slide-check" id="field_3_1"><div class="ginput_container">
      <span class="gchoice"><label for="choice_3_1_1">Ja</label><input type="checkbox" id="choice_3_1_1" name="input_1.1" value="Ja"></span>
    </div></fieldset></form>`;
    const before = document.body.innerHTML;
    const enhanced = await enhance();
    expect(document.querySelector('#choice_3_1_1 + .vg-switch + label')).not.toBeNull(); // the label follows the switch
    await enhanced.undo();
    expect(document.body.innerHTML).toBe(before);
  });

  it('undoes newest first: an attribute written twice gets its first value back', () => {
    const box = document.createElement('div');
    box.title = 'a';
    document.body.append(box);
    const recorder = new MutationObserver(() => {});
    recorder.observe(box, { childList: true, attributeOldValue: true });
    box.title = 'b';
    box.title = 'c';
    box.append(document.createElement('i'));
    undoWrites(recorder.takeRecords());
    recorder.disconnect();
    expect(box.outerHTML).toBe('<div title="a"></div>');
  });
});
