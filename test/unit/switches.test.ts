import fc from 'fast-check';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { enhance, start } from '../../src/index';
import { fixture, generations, microtasks, reach, silenceConsole, started, withOwnIds } from './helpers';

const switchInputs = (root: ParentNode = document) => [...root.querySelectorAll<HTMLInputElement>('.slide-check input[type=checkbox]')];

/** Every attribute of each checkbox, to prove nothing of the native input changed but its role. */
function snapshot(inputs: HTMLInputElement[]) {
  return inputs.map((input) => ({
    element: input,
    attributes: Object.fromEntries([...input.attributes].filter((a) => a.name !== 'role').map((a) => [a.name, a.value])),
    checked: input.checked,
    disabled: input.disabled,
  }));
}

describe.each(Object.entries(generations))('%s', (_name, file) => {
  it('turns each choice into input[role=switch] + island host + its own label, keeping the native input', async () => {
    document.body.innerHTML = fixture(file);
    const before = snapshot(switchInputs());
    const texts = switchInputs().map((input) => document.querySelector(`label[for="${input.id}"]`)!.textContent);
    const controller = started();
    await controller.settled();
    const after = switchInputs();
    expect(after).toHaveLength(4); // three newsletter choices and the consent
    expect(snapshot(after)).toEqual(before); // same elements, same attributes and state
    // Drawn by the stylesheet until the visitor reaches for the form: settled() does not wait for that.
    expect(controller.liveIslands()).toBe(0);
    expect(document.querySelector('.vg-switch__track')).toBeNull();
    reach(document.querySelector('form')!);
    await controller.settled();
    after.forEach((input, i) => {
      expect(input.getAttribute('role')).toBe('switch');
      const host = input.nextElementSibling!;
      expect(host.matches('span.vg-switch[aria-hidden="true"]')).toBe(true);
      expect(host.querySelector('.vg-switch__track > .vg-switch__thumb')).not.toBeNull(); // the island drew
      const label = host.nextElementSibling as HTMLLabelElement;
      expect(label.localName).toBe('label');
      expect(label.htmlFor).toBe(input.id);
      expect(label.textContent).toBe(texts[i]);
      expect(document.querySelectorAll(`label[for="${input.id}"]`)).toHaveLength(1);
    });
    expect(controller.liveIslands()).toBe(4);
  });

  it('submits exactly what an un-enhanced copy submits, for random clicks on switches and labels', async () => {
    const plainBox = document.createElement('div');
    const enhancedBox = document.createElement('div');
    document.body.append(plainBox, enhancedBox);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ choice: fc.nat(3), on: fc.constantFrom('switch', 'label') }), { maxLength: 12 }),
        fc.nat(3),
        async (clicks, disabledChoice) => {
          // Own ids for the plain copy: a label must find its input in its own copy.
          plainBox.innerHTML = withOwnIds(fixture(file), 'plain-');
          enhancedBox.innerHTML = fixture(file);
          switchInputs(plainBox)[disabledChoice]!.disabled = true;
          switchInputs(enhancedBox)[disabledChoice]!.disabled = true;
          await enhance(enhancedBox);
          for (const { choice, on } of clicks) {
            switchInputs(plainBox)[choice]!.click();
            const input = switchInputs(enhancedBox)[choice]!;
            // The island lets pointer events through, so a click on the switch lands on the input.
            if (on === 'switch') input.click();
            else enhancedBox.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!.click();
          }
          const data = (box: HTMLElement) => [...new FormData(box.querySelector('form')!).entries()];
          expect(data(enhancedBox)).toEqual(data(plainBox));
          // And both match the model: a choice is on when clicked an odd number of times, unless disabled.
          const model = [0, 1, 2, 3].map((i) => i !== disabledChoice && clicks.filter((c) => c.choice === i).length % 2 === 1);
          expect(switchInputs(enhancedBox).map((input) => input.checked)).toEqual(model);
        },
      ),
      { numRuns: 25 },
    );
  }, 30_000);
});

describe('switch behaviour', () => {
  it('lets click and change reach listeners on the native input (the plugin\'s conditional logic)', async () => {
    document.body.innerHTML = fixture('gf210-orbital.html');
    const controller = started();
    reach(document.querySelector('form')!);
    await controller.settled();
    const input = switchInputs()[0]!;
    const heard: string[] = [];
    input.addEventListener('click', () => heard.push('click'));
    input.addEventListener('change', () => heard.push('change'));
    document.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!.click();
    input.click();
    expect(heard).toEqual(['click', 'change', 'click', 'change']);
    expect(input.checked).toBe(false);
  });

  it('follows the checked property however it changes: the server, a script, the plugin resetting a hidden field', async () => {
    document.body.innerHTML = fixture('gf210-orbital.html').replace(/(id='choice_1_5_2')/, "$1 checked='checked'");
    await enhance(document);
    const on = () => [...document.querySelectorAll('input:checked + .vg-switch')].map((host) => host.previousElementSibling!.id);
    expect(on()).toEqual(['choice_1_5_2']); // rendered checked by the server
    switchInputs()[0]!.checked = true; // a script, no event
    expect(on()).toEqual(['choice_1_5_1', 'choice_1_5_2']);
    switchInputs()[1]!.checked = false;
    expect(on()).toEqual(['choice_1_5_1']);
  });

  it('re-renders with the posted state and keeps exactly one island per choice', async () => {
    document.body.innerHTML = fixture('gf210-orbital.html');
    const controller = started();
    reach(document.querySelector('form')!);
    await controller.settled();
    expect(controller.liveIslands()).toBe(4);
    const wrapper = document.getElementById('gform_wrapper_1')!;
    const posted = fixture('gf210-orbital-invalid.html').replace(/(id='choice_1_5_3')/, "$1 checked='checked'");
    const template = document.createElement('template');
    template.innerHTML = posted;
    wrapper.innerHTML = template.content.querySelector('.gform_wrapper')!.innerHTML;
    await microtasks();
    await controller.settled();
    expect(document.querySelectorAll('.vg-switch')).toHaveLength(4);
    expect(controller.liveIslands()).toBe(0); // the old islands are gone; the new hosts wait for the visitor
    reach(document.getElementById('choice_1_5_1')!, 'focusin');
    await controller.settled();
    expect(controller.liveIslands()).toBe(4);
    expect((document.getElementById('choice_1_5_3') as HTMLInputElement).checked).toBe(true);
  });
});

describe('island lifecycle', () => {
  const threeSwitches = (n: number) => `<div class="gform_wrapper" id="gform_wrapper_3"><form id="gform_3"><div class="gform_fields">
    <fieldset class="gfield slide-check" id="field_3_1"><legend class="gfield_label">Nieuwsbrieven</legend><div class="ginput_container ginput_container_checkbox"><div class="gfield_checkbox">
    ${[1, 2, 3].map((k) => `<div class="gchoice"><input type="checkbox" id="choice_3_1_${k}" name="input_1.${k}" value="${k}" ${(n + k) % 2 ? 'checked' : ''}><label for="choice_3_1_${k}">Keuze ${k}</label></div>`).join('')}
    </div></div></fieldset></div></form></div>`;

  const form3 = () => document.getElementById('gform_3')!;

  it('leak test: 500 in-place re-renders leave exactly 3 live islands, stop() leaves 0, React never complains', async () => {
    const { error, warn } = silenceConsole();
    document.body.innerHTML = threeSwitches(0);
    const controller = start();
    const wrapper = document.getElementById('gform_wrapper_3')!;
    for (let i = 1; i <= 500; i++) {
      wrapper.innerHTML = threeSwitches(i);
      await microtasks();
      // The visitor reaches for some of the forms: some are replaced before their islands mount, some after.
      if (i % 3 === 0) reach(form3());
      if (i % 50 === 0) await controller.settled();
    }
    reach(form3());
    await controller.settled();
    expect(controller.liveIslands()).toBe(3);
    expect(document.querySelectorAll('.vg-switch__track')).toHaveLength(3);
    controller.stop();
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
    expect(document.querySelectorAll('.vg-switch__track')).toHaveLength(0); // unmounted
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  }, 60_000);

  it('mounts a form\'s switch islands when the visitor reaches for that form, not in the pass nor when idle', async () => {
    // The stylesheet draws the switch on an empty host, so a reading visitor never downloads React.
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    onTestFinished(() => void vi.unstubAllGlobals());
    const other = threeSwitches(0).replace(/gform_wrapper_3/, 'gform_wrapper_4').replace(/gform_3/, 'gform_4').replace(/_3_1/g, '_4_1');
    document.body.innerHTML = `${threeSwitches(0)}${other}`;
    const controller = started();
    const wrapper = document.getElementById('gform_wrapper_3')!;
    const drawn = (root: ParentNode = wrapper) => [...root.querySelectorAll('.vg-switch')].map((host) => host.childElementCount);
    const waitALittle = async () => {
      for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done));
      for (const callback of idleCallbacks.splice(0)) callback(); // idle comes and goes
      await controller.settled();
    };
    expect(drawn()).toEqual([0, 0, 0]); // the pass ran inside start(): hosts in place, empty
    await waitALittle();
    expect(drawn()).toEqual([0, 0, 0]);
    expect(controller.liveIslands()).toBe(0);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true })); // the page, outside every form
    await waitALittle();
    expect(controller.liveIslands()).toBe(0);
    reach(form3().querySelector('legend')!); // the pointer enters the form
    await controller.settled();
    expect(drawn()).toEqual([1, 1, 1]);
    expect(drawn(document.getElementById('gform_wrapper_4')!)).toEqual([0, 0, 0]); // the other form waits
    expect(controller.liveIslands()).toBe(3);
    // A re-render: its new hosts wait for the next reach, which mounts them (focus inside the form).
    wrapper.innerHTML = threeSwitches(1).replace(/^<div[^>]*>|<\/div>$/g, '');
    await microtasks();
    await waitALittle();
    expect(drawn()).toEqual([0, 0, 0]);
    expect(controller.liveIslands()).toBe(0);
    reach(document.getElementById('choice_3_1_2')!, 'focusin');
    await controller.settled();
    expect(drawn()).toEqual([1, 1, 1]);
    reach(document.getElementById('choice_4_1_1')!, 'pointerover');
    await controller.settled();
    expect(controller.liveIslands()).toBe(6);
  });

  it('never mounts anything for a form removed before the visitor reached for it', async () => {
    document.body.innerHTML = `${threeSwitches(0)}<p id="text">Tekst</p>`;
    const controller = started();
    const form = form3();
    form.closest('.gform_wrapper')!.remove();
    await microtasks();
    reach(document.getElementById('text')!);
    form.dispatchEvent(new Event('pointerover', { bubbles: true })); // detached: reaches no listener
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
    expect(form.querySelector('.vg-switch__track')).toBeNull();
  });

  it('enhance() mounts at once and resolves when mounted, also hosts the watcher holds waiting', async () => {
    document.body.innerHTML = `${threeSwitches(0)}<div id="later"></div>`;
    const controller = started();
    expect(controller.liveIslands()).toBe(0);
    await enhance(form3()); // the watcher's hosts: enhance() asks for them now
    expect(form3().querySelectorAll('.vg-switch__track')).toHaveLength(3);
    expect(controller.liveIslands()).toBe(3); // still the watcher's islands
    controller.stop();
    document.getElementById('later')!.innerHTML = threeSwitches(1).replace(/_3/g, '_5');
    await enhance(document.getElementById('later')!);
    expect(document.querySelectorAll('#later .vg-switch__track')).toHaveLength(3);
  });

  it('does not remount a host that was moved (removed and added in one batch)', async () => {
    document.body.innerHTML = `${threeSwitches(0)}<div id="elsewhere"></div>`;
    const controller = started();
    reach(form3());
    await controller.settled();
    const track = document.querySelector('.vg-switch__track');
    expect(track).not.toBeNull();
    document.getElementById('elsewhere')!.append(document.getElementById('gform_wrapper_3')!);
    await microtasks();
    reach(form3());
    await controller.settled();
    expect(document.querySelector('.vg-switch__track')).toBe(track); // same React output: not remounted
    expect(controller.liveIslands()).toBe(3);
  });

  it('never mounts a host added and removed in one batch', async () => {
    document.body.innerHTML = '<div id="slot"></div>';
    const controller = started();
    const slot = document.getElementById('slot')!;
    slot.innerHTML = threeSwitches(0);
    const host = slot.querySelector('.gchoice');
    reach(form3());
    slot.innerHTML = '';
    await microtasks();
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
    expect(host!.querySelector('.vg-switch')).toBeNull();
  });

  it('never mounts an island whose form leaves while its chunk is loading', async () => {
    document.body.innerHTML = threeSwitches(0);
    const controller = started();
    const form = form3();
    reach(form); // asks for the chunk
    form.closest('.gform_wrapper')!.remove(); // gone before it arrives
    await microtasks();
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
    expect(form.querySelector('.vg-switch__track')).toBeNull();
  });

  it('unmounts the islands of a form that is removed', async () => {
    document.body.innerHTML = threeSwitches(0);
    const controller = started();
    reach(form3());
    await controller.settled();
    expect(controller.liveIslands()).toBe(3);
    document.getElementById('gform_wrapper_3')!.remove();
    await microtasks();
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
  });

  it('stop() removes the intent listener: a later reach mounts nothing', async () => {
    document.body.innerHTML = threeSwitches(0);
    const controller = start();
    controller.stop();
    reach(form3());
    await controller.settled();
    expect(controller.liveIslands()).toBe(0);
    expect(document.querySelector('.vg-switch__track')).toBeNull();
  });
});
