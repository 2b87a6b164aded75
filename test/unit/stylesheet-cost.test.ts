// The stylesheet's own style and layout time (issue 32): no size containment on what it puts on every
// marked field. A size container (container-type, contain: size / inline-size, which container units
// and container queries need) makes Chromium recalculate style once per container during layout: with
// one on every field icon, a forced layout of the 500-field bench form did 289 recalculations and ~20 ms
// more style and layout. (The looks matrix counts the recalculations in Chromium, test/browser/looks.test.mjs.)
// Nor a grid on what it puts in every field: a one-glyph grid on every icon cost 4-7 ms of layout on the
// bench's 500-field forms where a flex box draws the same (issue 50, bench/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/styles');
/** Each stylesheet source of src/styles/, by name, its comments left out. */
const sources = () =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .map((name) => [name, readFileSync(resolve(folder, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')] as const);

describe('the stylesheet: what it costs', () => {
  it('makes no size container and uses no container units or queries', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(4);
    for (const [name, css] of files) {
      expect(css, name).not.toMatch(/(?<![\w-])container(-type)?\s*:|@container|content-visibility/);
      expect(css, name).not.toMatch(/contain\s*:[^;}]*(size|strict|content)/);
      expect(css, name).not.toMatch(/\d(cq[whib]|cqmin|cqmax)\b/);
    }
  });

  it('lays out no grid', () => {
    for (const [name, css] of sources()) {
      expect(css, name).not.toMatch(/display\s*:\s*(inline-)?grid/);
    }
  });
});
