import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/settings';
import { readSwitches } from '../../src/settings/switches';

// The entry decides four things before the full reader (a lazy chunk) has loaded: both must agree.
const flagValue = fc.constantFrom<unknown>('yes', '', 'no', true, false, 1, 0, '1', '0', 'true', 'On', ' off ', 'maybe', null, 2, [], {});
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
// A kit (or the older settings.general): with or without the switch, or not an object at all.
const holder = (key: string) =>
  maybe(fc.oneof(fc.record({ [key]: maybe(flagValue), other: maybe(fc.constant('yes')) }, { requiredKeys: [] }), fc.constantFrom<unknown>([], ['yes'], null, 'yes', 0, '')));
const pageShape = fc.record(
  {
    kit: holder('global_image_lightbox'),
    settings: maybe(fc.oneof(fc.record({ general: holder('elementor_global_image_lightbox') }, { requiredKeys: [] }), fc.constant([]))),
    environmentMode: maybe(fc.oneof(fc.record({ edit: maybe(flagValue) }, { requiredKeys: [] }), fc.constant([]))),
  },
  { requiredKeys: [] },
);
const ownShape = fc.tuple(pageShape, fc.record({ consentMode: maybe(flagValue), handleActionLinks: maybe(flagValue), floatingLabels: maybe(flagValue) }, { requiredKeys: [] })).map(([a, b]) => ({ ...a, ...b }));

describe('readSwitches', () => {
  it('agrees with readSettings on editMode, consentMode, handleActionLinks, floatingLabels and the global image lightbox', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(maybe(pageShape), maybe(ownShape), maybe(ownShape), fc.boolean(), (page, script, options, editorClass) => {
        (window as unknown as Record<string, unknown>).elementorFrontendConfig = page;
        document.head.innerHTML = script === undefined ? '' : `<script type="application/json" id="vormgever-config">${JSON.stringify(script)}</script>`;
        document.body.className = editorClass ? 'elementor-editor-active' : '';
        const full = readSettings(document, options);
        const quick = readSwitches(document, options);
        // Unset switches are undefined (off).
        expect({
          editMode: !!quick.editMode,
          consentMode: !!quick.consentMode,
          handleActionLinks: !!quick.handleActionLinks,
          floatingLabels: !!quick.floatingLabels,
          globalImageLightbox: quick.globalImageLightbox,
        }).toEqual({
          editMode: full.editMode,
          consentMode: full.consentMode,
          handleActionLinks: full.handleActionLinks,
          floatingLabels: full.floatingLabels,
          globalImageLightbox: full.lightbox.globalImageLightbox,
        });
      }),
      { numRuns: 300 },
    );
    delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  });

  it('never throws, whatever the page carries', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (page, options) => {
        (window as unknown as Record<string, unknown>).elementorFrontendConfig = page;
        expect(() => readSwitches(document, options)).not.toThrow();
      }),
    );
    const hostile = new Proxy({}, { get() { throw new Error('nope'); }, has() { throw new Error('nope'); }, getOwnPropertyDescriptor() { throw new Error('nope'); } });
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = hostile;
    expect(readSwitches(document, hostile)).toStrictEqual({ globalImageLightbox: true, mistake: true });
    delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  });
});
