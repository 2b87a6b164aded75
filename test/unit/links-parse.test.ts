import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ACTION_HASH_LENGTH, parseActionHash } from '../../src/links/parse';
import { slidesFromPayload } from '../../src/links/payload';
import { actionHash, base64Json, spellings } from './links-fixtures';

const urls = { base: 'https://site.test/page/', origin: 'https://site.test' };
const image = { type: 'image', id: 7, url: 'https://site.test/a.jpg', title: 'Strand' };

function problemOf(hash: string): string | undefined {
  const parsed = parseActionHash(hash);
  return 'problem' in parsed ? parsed.problem : undefined;
}

describe('parseActionHash', () => {
  for (const spelling of spellings) {
    it(`reads the ${spelling} spelling`, () => {
      expect(parseActionHash(actionHash(image, spelling))).toEqual({ action: 'lightbox', settings: image });
    });
  }

  it('reads UTF-8 (Dutch titles) and base64 whose pluses became spaces', () => {
    const settings = { type: 'image', url: 'https://site.test/é.jpg', title: 'Café ’t Hoekje ü' };
    expect(parseActionHash(actionHash(settings))).toEqual({ action: 'lightbox', settings });
    const b64 = base64Json({ type: 'image', url: 'https://site.test/a.jpg?>>>' });
    expect(b64).toContain('+');
    expect(parseActionHash(`#elementor-action:action=lightbox&settings=${b64.replace(/\+/g, ' ')}`)).toHaveProperty('action', 'lightbox');
  });

  const refused: Array<[string, string, RegExp]> = [
    ['bad percent-encoding', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A', /percent-encoding/],
    ['a lone %', '%23elementor-action%3Aaction%3Dlightbox%26settings%3De30%', /percent-encoding/],
    ['bad base64', '#elementor-action:action=lightbox&settings=!!!!', /base64/],
    ['base64 of non-JSON', `#elementor-action:action=lightbox&settings=${btoa('{type:image}')}`, /JSON/],
    ['a JSON array', actionHash([1, 2]), /object/],
    ['a JSON string', actionHash('image'), /object/],
    ['a JSON number', actionHash(5), /object/],
    ['JSON null', actionHash(null), /object/],
    ['a __proto__ key', `#elementor-action:action=lightbox&settings=${btoa('{"__proto__":{"polluted":1},"type":"image"}')}`, /__proto__/],
    ['a nested __proto__', `#elementor-action:action=lightbox&settings=${btoa('{"type":"image","x":{"__proto__":{"a":1}}}')}`, /__proto__/],
    ['a constructor key', actionHash({ type: 'image', constructor: { prototype: 1 } }), /constructor|prototype/],
    ['no settings', '#elementor-action:action=lightbox', /no action and settings/],
    ['not an action link', '#top', /no action and settings/],
    ['a huge payload', actionHash({ type: 'image', url: 'https://site.test/a.jpg', title: 'x'.repeat(MAX_ACTION_HASH_LENGTH) }), /longer than/],
  ];
  for (const [name, hash, reason] of refused) {
    it(`refuses ${name}`, () => {
      expect(problemOf(hash)).toMatch(reason);
    });
  }

  it('does not pollute Object.prototype', () => {
    parseActionHash(`#elementor-action:action=lightbox&settings=${btoa('{"__proto__":{"polluted":1}}')}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on random text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (tail) => {
        for (const hash of [tail, `#elementor-action:${tail}`, `#elementor-action:action=lightbox&settings=${tail}`, `%23elementor-action%3A${tail}`]) {
          const parsed = parseActionHash(hash);
          expect('problem' in parsed || 'action' in parsed).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random bytes as base64 (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        const parsed = parseActionHash(`#elementor-action:action=lightbox&settings=${btoa(binary)}`);
        expect('problem' in parsed || 'action' in parsed).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('random JSON through the whole reader (property)', () => {
  const trigger = () => document.createElement('a');
  const known = fc.record(
    {
      type: fc.oneof(fc.constantFrom('image', 'video', 'slideshow', 'html', 'null'), fc.anything()),
      id: fc.anything(),
      url: fc.oneof(fc.constantFrom('https://site.test/a.jpg', 'https://youtu.be/dQw4w9WgXcQ', '/a.mp4', 'javascript:alert(1)'), fc.anything()),
      title: fc.anything(),
      description: fc.anything(),
      videoType: fc.oneof(fc.constantFrom('youtube', 'vimeo', 'hosted'), fc.anything()),
      videoParams: fc.oneof(fc.dictionary(fc.constantFrom('autoplay', 'muted', 'poster', 'preload', 'onerror', 'x'), fc.anything()), fc.anything()),
      slideshow: fc.oneof(fc.record({ slides: fc.array(fc.anything(), { maxLength: 4 }), swiper: fc.anything() }), fc.anything()),
      modalOptions: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it('names an unsupported type without converting it (found by the property below: {"toString": 0})', () => {
    for (const [type, named] of [[{ toString: 0 }, 'of kind object'], ['html', '"html"'], [7, 'of kind number']] as const) {
      const parsed = parseActionHash(actionHash({ type }));
      if (!('settings' in parsed)) throw new Error(`not parsed: ${parsed.problem}`);
      const outcome = slidesFromPayload(parsed.settings, { doc: document, urls, trigger: trigger(), hash: '' });
      expect(outcome).toEqual({ problem: `lightbox type ${named} is not supported` });
    }
  });

  it('never throws, and always gives slides or a problem', () => {
    fc.assert(
      fc.property(fc.oneof(known, fc.jsonValue()), (value) => {
        const parsed = parseActionHash(actionHash(value));
        if ('problem' in parsed) return;
        const outcome = slidesFromPayload(parsed.settings, { doc: document, urls, trigger: trigger(), hash: '' });
        if ('problem' in outcome) return;
        expect(outcome.slides.length).toBeGreaterThan(0);
        expect(outcome.index).toBeGreaterThanOrEqual(0);
        expect(outcome.index).toBeLessThan(outcome.slides.length);
        for (const slide of outcome.slides) {
          expect(slide.url).toMatch(/^https?:\/\//);
          expect(typeof slide.title).toBe('string');
          expect(typeof slide.description).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });
});
