import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionHashOf, actionKey } from '../../src/links/hash';
import { matchLink } from '../../src/links/match';
import { carriedHash } from '../../src/links/slides';
import { actionHash, spellings } from './links-fixtures';

function element(html: string): Element {
  document.body.innerHTML = html;
  const found = document.body.firstElementChild;
  if (!found) throw new Error('no element');
  return found;
}

const image = { type: 'image', url: 'https://example.com/a.jpg' };

describe('action links', () => {
  for (const spelling of spellings) {
    it(`recognises the ${spelling} spelling as href and as data-e-action-hash`, () => {
      const hash = actionHash(image, spelling);
      expect(matchLink(element(`<a href="${hash}">x</a>`), true)).toBe('action');
      expect(matchLink(element(`<img data-e-action-hash="${hash}" alt="">`), true)).toBe('action');
      expect(matchLink(element(`<div data-e-action-hash="${hash}"></div>`), true)).toBe('action');
    });
  }

  it('gives all three spellings the same key', () => {
    const keys = spellings.map((spelling) => actionKey(actionHash(image, spelling)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^action=lightbox&settings=/);
  });

  it('ignores other actions (popups) and non-action hashes', () => {
    expect(matchLink(element(`<a href="${actionHash({ id: 12 }, 'server', 'popup:open')}">x</a>`), true)).toBeNull();
    expect(matchLink(element(`<a href="${actionHash({ id: 12 }, 'literal', 'popup:close')}">x</a>`), true)).toBeNull();
    expect(matchLink(element(`<a href="#elementor-action:action=lightboxes&settings=e30=">x</a>`), true)).toBeNull();
    expect(matchLink(element('<a href="#top">x</a>'), true)).toBeNull();
    expect(matchLink(element('<a href="/contact/">x</a>'), true)).toBeNull();
  });

  it('respects download and data-elementor-open-lightbox="no" on action links too', () => {
    const hash = actionHash(image);
    expect(matchLink(element(`<a href="${hash}" download>x</a>`), true)).toBeNull();
    expect(matchLink(element(`<a href="${hash}" data-elementor-open-lightbox="no">x</a>`), true)).toBeNull();
  });

  it('never throws on malformed percent-encoding (the chunk reports it)', () => {
    expect(matchLink(element('<a href="#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A">x</a>'), true)).toBe('action');
  });
});

describe('image links', () => {
  const table: Array<[string, boolean]> = [
    ['photo.png', true],
    ['photo.jpg', true],
    ['/uploads/photo.JPEG', true],
    ['https://example.com/photo.gif', true],
    ['logo.svg', true],
    ['photo.webp?ver=2', true],
    ['photo.avif', true],
    ['photo.jpg#x', false],
    ['photo.jpg.html', false],
    ['photo.pdf', false],
    ['/page/?img=photo.jpg', false],
    ['', false],
  ];
  for (const [href, expected] of table) {
    it(`${expected ? 'opens' : 'leaves'} href="${href}"`, () => {
      expect(matchLink(element(`<a href="${href}">x</a>`), true)).toBe(expected ? 'image' : null);
    });
  }

  it('follows global_image_lightbox, overridden per link', () => {
    const on = true;
    const off = false;
    expect(matchLink(element('<a href="a.jpg">x</a>'), off)).toBeNull();
    expect(matchLink(element('<a href="a.jpg" data-elementor-open-lightbox="yes">x</a>'), off)).toBe('image');
    expect(matchLink(element('<a href="a.jpg" data-elementor-open-lightbox="default">x</a>'), off)).toBeNull();
    expect(matchLink(element('<a href="a.jpg" data-elementor-open-lightbox="no">x</a>'), on)).toBeNull();
    expect(matchLink(element('<a href="a.jpg" download>x</a>'), on)).toBeNull();
    expect(matchLink(element('<a href="a.jpg" data-elementor-open-lightbox="yes" download>x</a>'), on)).toBeNull();
  });

  it('opens gallery video links whatever their href', () => {
    const link = element('<a href="/video/" data-elementor-lightbox-video="https://www.youtube.com/embed/dQw4w9WgXcQ">x</a>');
    expect(matchLink(link, true)).toBe('image');
  });

  it('does not treat other elements with an image-ish attribute as links', () => {
    expect(matchLink(element('<div href="a.jpg"></div>'), true)).toBeNull();
  });
});

describe('the chunk reads the same attribute as the entry', () => {
  it('carriedHash agrees with actionHashOf on lightbox links (property)', () => {
    const attribute = fc.constantFrom('href', 'data-e-action-hash');
    const tag = fc.constantFrom('a', 'img', 'div');
    const spelling = fc.constantFrom(...spellings);
    fc.assert(
      fc.property(tag, attribute, spelling, fc.string(), (name, attr, how, title) => {
        const el = document.createElement(name);
        el.setAttribute(attr, actionHash({ type: 'image', url: 'https://example.com/a.jpg', title }, how));
        const entry = actionHashOf(el);
        const chunk = carriedHash(el);
        if (entry === null) return chunk === '';
        return chunk === (entry.startsWith('%23') ? `#${entry.slice(3)}` : entry);
      }),
    );
  });
});
