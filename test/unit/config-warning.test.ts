// A site owner's mistake in <script id="vormgever-config"> is said at start, once, naming the element
// (issue 18, point 2): the entry notes what it cannot use and loads the full reader at once.
import { describe, expect, it, onTestFinished } from 'vitest';
import { startTag } from '../../src/engine/console';
import { readSwitches } from '../../src/settings/switches';
import { configScript, fixture, mount, silenceConsole, started } from './helpers';


const messages = (warn: ReturnType<typeof silenceConsole>['warn']) => warn.mock.calls.map((call: unknown[]) => String(call[0]));

describe('a broken vormgever-config: one warning at start', () => {
  it('invalid JSON: the parser\'s words and the element; the page goes on with the defaults', async () => {
    const { warn } = silenceConsole();
    mount(fixture('gf210-orbital.html'));
    const script = configScript('{"consentMode": tru');
    const controller = started();
    await controller.settled(); // nothing the visitor did: the warning comes by itself
    expect(messages(warn)).toEqual([expect.stringMatching(/^\[vormgever\] settings: vormgever-config: invalid JSON \(.+\); ignored$/)]);
    expect(warn.mock.calls[0]![1]).toBe(startTag(script));
    expect(document.querySelector('.vg-icon')).not.toBeNull(); // the forms are enhanced as ever
    expect((await controller.settings()).consentMode).toBe(false);
  });

  it.each([
    ['{"consentMode": "ja"}', 'vormgever-config.consentMode: expected'],
    ['{"floatingLabels": "aan", "handleActionLinks": true}', 'vormgever-config.floatingLabels: expected'],
    ['{"kit": {"global_image_lightbox": "misschien"}}', 'vormgever-config.kit.global_image_lightbox: expected'],
    ['[true]', 'vormgever-config: expected a JSON object'],
    ['"consentMode"', 'vormgever-config: expected a JSON object'],
  ])('%s: one warning (%s)', async (text, problem) => {
    const { warn } = silenceConsole();
    configScript(text);
    await started().settled();
    expect(messages(warn)).toEqual([expect.stringContaining(problem)]);
    expect(warn.mock.calls[0]![1]).toBe(startTag(document.getElementById('vormgever-config')!));
  });

  it('a value of the wrong type: the valid keys still count', async () => {
    const { warn } = silenceConsole();
    configScript('{"floatingLabels": true, "consentMode": "ja"}');
    const controller = started();
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(true);
    await controller.settled();
    expect(messages(warn)).toHaveLength(1);
  });

  it('not a JSON script: one warning', async () => {
    const { warn } = silenceConsole();
    document.body.innerHTML = '<div id="vormgever-config">{"consentMode": true}</div>';
    await started().settled();
    expect(messages(warn)).toEqual([expect.stringContaining('expected a <script type="application/json">')]);
  });

  it('no second warning when the full reader runs again, or for a second start()', async () => {
    const { warn } = silenceConsole();
    configScript('{"consentMode": tru');
    const first = started();
    await first.settled();
    await first.settings(); // the lightbox or settings() asking: read once already
    first.stop();
    const second = started();
    await second.settings(); // a second reading of the same page: the same mistake
    expect(messages(warn)).toHaveLength(1);
  });

  it('a correct config warns nothing and loads nothing more at start', async () => {
    const { warn } = silenceConsole();
    configScript('{"handleActionLinks": true, "kit": {"lightbox_enable_zoom": ""}}');
    const controller = started();
    await controller.settled();
    expect(warn).not.toHaveBeenCalled();
    expect(controller.device()).toBeNull(); // the settings reader was not loaded: this call starts it
  });
});

describe('readSwitches notes what it cannot use', () => {
  it.each([
    ['{"consentMode": tru', true],
    ['{"consentMode": "ja"}', true],
    ['{"kit": {"global_image_lightbox": []}}', true],
    ['[true]', true],
    ['{"consentMode": true, "kit": {"global_image_lightbox": ""}}', false],
    ['{"consentMode": null}', false],
  ])('%s: %s', (text, mistake) => {
    configScript(text);
    expect(Boolean(readSwitches(document).mistake)).toBe(mistake);
  });

  it('a wrong value in the page builder\'s config or in options too', () => {
    expect(readSwitches(document, { handleActionLinks: 'graag' }).mistake).toBe(true);
    (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig = { environmentMode: { edit: 'misschien' } };
    onTestFinished(() => {
      delete (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
    });
    expect(readSwitches(document).mistake).toBe(true);
  });
});

describe('both readers take the same scripts for the config', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON', true],
    [' application/json ', false],
    ['text/json', false],
  ])('type "%s": %s', async (type, taken) => {
    const { warn } = silenceConsole();
    const script = configScript('{"consentMode": true}');
    script.setAttribute('type', type);
    expect(Boolean(readSwitches(document).consentMode)).toBe(taken);
    expect((await started().settings()).consentMode).toBe(taken);
    expect(warn).toHaveBeenCalledTimes(taken ? 0 : 1);
  });
});
