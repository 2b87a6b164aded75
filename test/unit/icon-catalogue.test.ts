// The catalogue of the plugin's own icons (what the editor's picker searches) and the reduction of the
// set's SVG files (src/icons/svg.mjs): every entry has a file, words in both languages, Font Awesome
// names of the right shape; a file with anything but plain shapes stops the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogue, iconPrefix } from '../../src/icons/catalogue';
// @ts-expect-error: a build module in plain JavaScript, without declarations
import { reduceSvg } from '../../src/icons/svg.mjs';
import { projectRoot } from './helpers';

const setFile = (name: string) => readFileSync(resolve(projectRoot, 'node_modules/lucide-static/icons', `${name}.svg`), 'utf8');
const find = (word: string) => catalogue.filter((entry) => entry.words.some((candidate) => candidate.includes(word))).map((entry) => entry.name);

describe('the icon catalogue', () => {
  it('holds a curated set of unique plain names, each with a file of at most 300 B gzipped', () => {
    expect(iconPrefix).toBe('vg-icon-');
    expect(catalogue.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.length).toBeLessThanOrEqual(200);
    expect(new Set(catalogue.map((entry) => entry.name)).size).toBe(catalogue.length);
    for (const { name } of catalogue) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(gzipSync(reduceSvg(name, setFile(name)), { level: 9 }).length, name).toBeLessThanOrEqual(300);
    }
  });

  it('gives every icon lower-case search words, and Font Awesome names as fa-<name>', () => {
    for (const entry of catalogue) {
      expect(entry.words.length, entry.name).toBeGreaterThanOrEqual(3);
      for (const word of entry.words) expect(word, entry.name).toBe(word.toLowerCase().trim());
      for (const fa of entry.fa ?? []) expect(fa, entry.name).toMatch(/^fa-[a-z0-9-]+$/);
    }
  });

  it('finds icons by English and Dutch words alike', () => {
    for (const word of ['mail', 'e-mail', 'email', 'envelope', 'envelop', 'post', 'bericht']) expect(find(word), word).toContain('mail');
    expect(find('telefoon')).toContain('phone');
    expect(find('phone')).toContain('phone');
    expect(find('naam')).toContain('user');
    expect(find('adres')).toContain('map-pin');
    expect(find('datum')).toContain('calendar');
    expect(find('wachtwoord')).toContain('lock');
    expect(find('bijlage')).toContain('paperclip');
    expect(catalogue.find((entry) => entry.name === 'mail')?.fa).toContain('fa-envelope');
  });
});

describe('reducing an icon file', () => {
  it('keeps the drawing and drops the comment, class and size', () => {
    const svg = reduceSvg('mail', setFile('mail'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" [^>]*stroke="currentColor"[^>]*><path d="[^"]+"\/><rect [^>]+\/><\/svg>$/);
    expect(svg).not.toMatch(/<!--|class=|width="24"|\n/);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>'],
    ['a link to another file', '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.test/x.svg#a"/></svg>'],
    ['a url() in an attribute', '<svg xmlns="http://www.w3.org/2000/svg"><path fill="url(https://evil.test/#g)" d="M0 0"/></svg>'],
    ['a style element', '<svg xmlns="http://www.w3.org/2000/svg"><style>path{fill:red}</style><path d="M0 0"/></svg>'],
    ['a style attribute', '<svg xmlns="http://www.w3.org/2000/svg"><path style="fill:red" d="M0 0"/></svg>'],
    ['text', '<svg xmlns="http://www.w3.org/2000/svg">hello<path d="M0 0"/></svg>'],
    ['no svg at all', '<html></html>'],
  ])('stops at %s', (_what, text) => {
    expect(() => reduceSvg('x', text)).toThrow(/build: icon x/);
  });
});
