import { describe, expect, it } from 'vitest';
import { start } from '../../src/index';
import { driveForm, installCaptcha, type Submission } from './fake-captcha';
import { fixture, microtasks, stopWhenDone, withOwnIds } from './helpers';

const tick = () => new Promise((done) => setTimeout(done, 5));

/** A visitor fills in the form the same way on both copies. */
function fill(form: HTMLFormElement): void {
  const set = (suffix: string, value: string) => {
    const control = form.querySelector<HTMLInputElement>(`[id$="_${suffix}"]`)!;
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
  set('1_3', 'Anna');
  set('1_6', 'de Vries');
  set('2', 'anna@example.nl');
  set('6', 'Graag meer informatie over de bijeenkomst.');
  form.querySelector<HTMLInputElement>('[id$="_5_2"]')!.click();
  form.querySelector<HTMLLabelElement>('label[for$="_8_1"]')!.click();
}

async function submitOnce(box: HTMLElement, enhanced: boolean): Promise<Submission[]> {
  box.innerHTML = enhanced ? fixture('gf210-orbital-captcha.html') : withOwnIds(fixture('gf210-orbital-captcha.html'), 'plain-');
  const form = box.querySelector('form')!;
  if (enhanced) {
    const controller = start({ root: box });
    stopWhenDone(controller);
    await controller.settled();
  }
  const submitted: Submission[] = [];
  driveForm(form, installCaptcha(document), submitted);
  fill(form);
  form.requestSubmit();
  await tick();
  return submitted;
}

describe('the invisible captcha', () => {
  it('submits exactly the same data with Vormgever as without it, after the token arrives', async () => {
    const plain = document.createElement('div');
    const enhanced = document.createElement('div');
    document.body.append(plain, enhanced);
    const without = await submitOnce(plain, false);
    const withVormgever = await submitOnce(enhanced, true);
    expect(enhanced.querySelectorAll('.vg-icon').length).toBeGreaterThan(0); // it really was enhanced
    expect(without).toHaveLength(1);
    expect(withVormgever).toHaveLength(1);
    expect(withVormgever[0]!.data.filter(([k]) => k !== 'g-recaptcha-response')).toEqual(without[0]!.data.filter(([k]) => k !== 'g-recaptcha-response'));
    // The token is in the submitted data, in both.
    expect(withVormgever[0]!.data).toContainEqual(['g-recaptcha-response', withVormgever[0]!.token]);
    expect(without[0]!.data).toContainEqual(['g-recaptcha-response', without[0]!.token]);
  });

  it('leaves the widget alone and enhances the form again when it re-renders after a failed submit', async () => {
    document.body.innerHTML = fixture('gf210-orbital-captcha.html');
    const controller = start();
    stopWhenDone(controller);
    const grecaptcha = installCaptcha(document);
    const submitted: Submission[] = [];
    driveForm(document.querySelector('form')!, grecaptcha, submitted);
    const wrapper = document.querySelector('.gform_wrapper')!;
    const before = wrapper.querySelector('.ginput_recaptcha')!.innerHTML;
    await microtasks();
    expect(wrapper.querySelector('.ginput_recaptcha')!.innerHTML).toBe(before); // nothing of ours in the widget

    // The plugin's AJAX answer: the wrapper's inner HTML, then the widget rendered again.
    const template = document.createElement('template');
    template.innerHTML = fixture('gf210-orbital-captcha.html').replace("class='gform_body", "class='gform_validation_errors'>Er was een probleem.</div><div class='gform_body");
    wrapper.innerHTML = template.content.querySelector('.gform_wrapper')!.innerHTML;
    await microtasks();
    driveForm(document.querySelector('form')!, grecaptcha, submitted);
    await controller.settled();
    expect(document.querySelectorAll('.vg-icon')).toHaveLength(7);
    expect(document.querySelectorAll('.vg-switch')).toHaveLength(4);
    expect(document.querySelectorAll('.g-recaptcha-response')).toHaveLength(1);
    expect(document.querySelectorAll('.grecaptcha-badge')).toHaveLength(1);
    document.querySelector('form')!.requestSubmit();
    await tick();
    expect(submitted.map((s) => s.token)).toEqual(['token-1']);
  });
});
