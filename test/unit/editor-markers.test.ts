// The editor's marker logic (src/editor/markers.ts, mistakes.ts, icon-search.ts): what the settings
// read from and write to a class string, checked against what the front end reads from the same
// class on an element, in both DOMs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIcons } from '../../src/editor/icon-search';
import { chosenIcon, classTokens, formModes, hasToken, iconMarker, withFloating, withIcon, withPlaceholder, withToken } from '../../src/editor/markers';
import { gravityFormsEditor } from '../../src/editor/gravityforms/adapter';
import { mistakesOf as mistakesWith } from '../../src/editor/mistakes';
import { iconTokens } from '../../src/rules/icons';

/** A Gravity Forms field's mistakes, by its type (what the type takes: its adapter's words). */
const mistakesOf = (classes: string, type: string) => mistakesWith(classes, gravityFormsEditor(window).takes(type));

const hostile = '"><script>alert(1)</script> <img src=x onerror=alert(1)> add "><b> end';

/** What the front end sees on a field with this class: its class list and its icon classes. */
function frontEnd(classes: string) {
  const field = document.createElement('div');
  field.className = classes;
  return { tokens: [...field.classList], icon: iconTokens(field) };
}

describe('switch marker', () => {
  it('shows a hand-typed slide-check as set and adds or removes only its own token', () => {
    expect(hasToken('gf_left_half slide-check  my-class', 'slide-check')).toBe(true);
    expect(hasToken('slide-checked', 'slide-check')).toBe(false);
    expect(withToken('gf_left_half my-class', 'slide-check', true)).toBe('gf_left_half my-class slide-check');
    expect(withToken('a slide-check b slide-check', 'slide-check', false)).toBe('a b');
    expect(withToken('a slide-check', 'slide-check', true)).toBe('a slide-check');
    expect(withToken(undefined, 'slide-check', true)).toBe('slide-check');
    expect(frontEnd(withToken('x', 'slide-check', true)).tokens).toContain('slide-check');
  });
});

describe('icon marker', () => {
  it('reads the marker as the front end does, and writes one the front end reads as the chosen icon', () => {
    for (const classes of ['add vg-icon-mail end', 'x add fa-solid fa-envelope end y', 'add end', 'add fa-x', 'end add a end', '']) {
      const { start, icon } = iconMarker(classes);
      const seen = frontEnd(classes).icon;
      expect(start < 0 ? null : icon, classes).toEqual(seen);
    }
    const written = withIcon('gf_left_half add fa-solid fa-envelope end my-class', 'phone');
    expect(written).toBe('gf_left_half add vg-icon-phone end my-class');
    expect(frontEnd(written).icon).toEqual(['vg-icon-phone']);
    expect(chosenIcon(written)).toBe('phone');
    expect(chosenIcon('add fa-solid fa-envelope end')).toBe(null);
    expect(chosenIcon('add vg-icon-nonexistent end')).toBe(null);
  });

  it('"none" takes the marker away and nothing else; an unknown name changes nothing', () => {
    expect(withIcon('a add vg-icon-mail end b', null)).toBe('a b');
    expect(withIcon('a b', null)).toBe('a b');
    expect(withIcon('a add vg-icon-mail end', 'not-in-the-set')).toBe('a add vg-icon-mail end');
    expect(withIcon('a', '"><script>')).toBe('a');
  });

  it('replaces a broken `add` (no `end`) and keeps what followed it', () => {
    expect(withIcon('add fa-solid fa-envelope', 'mail')).toBe('add vg-icon-mail end fa-solid fa-envelope');
    expect(frontEnd(withIcon('add fa-solid', 'mail')).icon).toEqual(['vg-icon-mail']);
  });

  it('keeps every other token of any class string, in order, and writing twice changes nothing', () => {
    const token = fc.stringMatching(/^[^\s]{1,12}$/).filter((text) => !['add', 'end', 'vg-icon'].includes(text));
    fc.assert(
      fc.property(fc.array(token, { maxLength: 8 }), fc.constantFrom('mail', 'phone', 'user', null), (tokens, name) => {
        const classes = tokens.join('  \t');
        const once = withIcon(classes, name);
        expect(withIcon(once, name)).toBe(once);
        expect(chosenIcon(once)).toBe(name);
        expect(classTokens(withIcon(once, null))).toEqual(tokens);
        expect(frontEnd(once).icon).toEqual(name ? [`vg-icon-${name}`] : null);
      }),
    );
  });

  it('leaves a hostile class string as tokens: nothing is parsed or added to it', () => {
    const written = withIcon(hostile, 'mail');
    expect(classTokens(written).filter((token) => !['add', 'end', 'vg-icon-mail'].includes(token))).toEqual(
      classTokens(hostile).filter((token) => !['add', 'end', '"><b>'].includes(token)),
    );
    expect(frontEnd(written).tokens).toEqual(classTokens(written));
  });
});

describe('form markers', () => {
  it('floating labels only with placeholder mode', () => {
    expect(formModes('float-labels')).toEqual({ placeholder: false, floating: false });
    expect(formModes('my placeholder float-labels')).toEqual({ placeholder: true, floating: true });
    expect(withFloating('my', true)).toBe('my placeholder float-labels');
    expect(withPlaceholder('my placeholder float-labels x', false)).toBe('my x');
    expect(withFloating('my placeholder float-labels', false)).toBe('my placeholder');
    expect(withPlaceholder('placeholder_wrapper', true)).toBe('placeholder_wrapper placeholder');
  });
});

describe('mistakes', () => {
  it('names each marker that does nothing', () => {
    expect(mistakesOf('add fa-solid fa-envelope', 'email')).toEqual([{ kind: 'add-without-end' }]);
    expect(mistakesOf('add end', 'email')).toEqual([{ kind: 'add-empty' }]);
    expect(mistakesOf('slide-check', 'text')).toEqual([{ kind: 'switch-not-checkbox' }]);
    expect(mistakesOf('slide-check', 'checkbox')).toEqual([]);
    expect(mistakesOf('slide-check', 'consent')).toEqual([]);
    expect(mistakesOf('add vg-icon-mail end', 'checkbox')).toEqual([{ kind: 'icon-not-here' }]);
    expect(mistakesOf('add vg-icon-mail end', 'email')).toEqual([]);
    expect(mistakesOf('add vg-icon-nope end', 'email')).toEqual([{ kind: 'unknown-icon', classes: 'vg-icon-nope' }]);
    expect(mistakesOf('add my-glyph end', 'email')).toEqual([{ kind: 'unknown-icon', classes: 'my-glyph' }]);
    const [fa] = mistakesOf('add fa-solid fa-envelope end', 'email');
    expect(fa).toMatchObject({ kind: 'font-awesome', classes: 'fa-solid fa-envelope', instead: { name: 'mail' } });
    expect(mistakesOf('add fa-solid fa-rocket end', 'email')).toEqual([{ kind: 'font-awesome', classes: 'fa-solid fa-rocket', instead: null }]);
    expect(mistakesOf(hostile, 'text')).toEqual([{ kind: 'unknown-icon', classes: '"><b>' }]);
  });
});

describe('icon search', () => {
  it('finds an icon by its English and Dutch words, whatever the case or hyphen', () => {
    for (const query of ['mail', 'e-mail', 'E-Mail', 'envelop', 'envelope', ' Mail ']) {
      expect(findIcons(query).map((entry) => entry.name), query).toContain('mail');
    }
    // The phone first; only phones (the catalogue has more than one).
    const phones = findIcons('telefoon').map((entry) => entry.name);
    expect(phones[0]).toBe('phone');
    expect(phones.every((name) => name.startsWith('phone'))).toBe(true);
    expect(findIcons('zzz')).toEqual([]);
    expect(findIcons('').length).toBeGreaterThanOrEqual(3);
  });
});
