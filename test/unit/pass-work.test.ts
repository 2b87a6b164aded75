// The work one pass does, counted (not timed), per fixture and field kind: the first pass over a fresh
// form and the unchanged pass over the form it left. Pinned in test/unit/pass-work/<DOM library>.json
// (the two libraries do some reads inside others, so each counts its own): a change that adds a query,
// a read, a write, an observer call or a custom property read to a pass fails here, with a diff naming
// the fixture, the pass and the field kind. An intentional change updates the pins in one place:
// `PASS_WORK=update npx vitest run test/unit/pass-work.test.ts`, then read the files' diff
// (docs/testing.md). `PASS_WORK=show` prints each call of the unchanged pass by name.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhanceNow, watch } from '../../src/engine/observer';
import { createIslands } from '../../src/islands/registry';
import { countWork, describeWork, instrumentDom, type Work } from './dom-work';
import { fixture, mount, projectRoot, withIconFolder } from './helpers';

const library = /jsdom/i.test(navigator.userAgent) ? 'jsdom' : 'happy-dom';
const pinsFile = resolve(projectRoot, `test/unit/pass-work/${library}.json`);
// Every generation's markup, a failed submit, the captcha, the plugin's own icons, a multi-page form.
const fixtures = ['gf24-legacy.html', 'gf25-legacy.html', 'gf25-gravity-theme.html', 'gf210-legacy.html', 'gf210-gravity-theme.html', 'gf210-orbital.html', 'gf210-orbital-invalid.html', 'gf210-orbital-captcha.html', 'gf210-own-icons.html', 'gf210-multipage-ajax.html'];

/** A field's kind: the plugin's type class (2.5+), else its input container's (legacy), plus our markers. */
function kindName(field: Element): string {
  const type = /(?:^|\s)gfield--type-(\S+)/.exec(field.className)?.[1] ?? /(?:^|\s)ginput_container_(\S+)/.exec(field.querySelector('[class*=ginput_container_]')?.className ?? '')?.[1] ?? 'other';
  const list = field.classList;
  return type + (list.contains('slide-check') ? ' slide-check' : '') + (list.contains('add') ? ' icon' : '');
}

// A call on a node inside a field goes to that field's kind; on a node being built (not in the
// document: the icon, the switch host), to the field whose rule is running; anything else to "form".
// (No node: an observer's call, the engine's own.) Kinds are kept per node: bookkeeping is not free.
let current = 'form';
let kinds = new WeakMap<Node, string>();
function bucket(node: Node | null): string {
  if (!node) return 'form';
  const known = kinds.get(node);
  if (known) return (current = known);
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!element?.isConnected) return current;
  const field = element.closest('.gfield');
  const kind = field ? kindName(field) : 'form';
  kinds.set(node, kind);
  return (current = kind);
}

const describeAll = (work: Map<string, Work>) => Object.fromEntries([...work].sort(([a], [b]) => a.localeCompare(b)).map(([kind, counts]) => [kind, describeWork(counts)]));

describe('the work one pass does, per fixture and field kind (pinned)', () => {
  // The plugin's own icons drawn from their folder, as on a page (gf210-own-icons.html).
  withIconFolder();
  let restore: () => void;
  let unwatch: () => void;
  const counted: Record<string, Record<string, Record<string, string>>> = {};
  beforeAll(() => {
    // A running watcher, as on a page (on an element of its own: the passes here are called directly).
    unwatch = watch(document.createElement('div'), createIslands());
    restore = instrumentDom(bucket);
  });
  afterAll(() => {
    restore();
    unwatch();
    if (process.env.PASS_WORK !== 'update') return;
    mkdirSync(dirname(pinsFile), { recursive: true });
    writeFileSync(pinsFile, JSON.stringify(counted, null, 1) + '\n');
  });

  const pins = (existsSync(pinsFile) ? JSON.parse(readFileSync(pinsFile, 'utf8')) : {}) as typeof counted;
  for (const name of fixtures) {
    it(name, () => {
      mount(fixture(name));
      const root = document.body;
      const islands = createIslands(); // switch islands wait for the visitor: no chunk loads here
      kinds = new WeakMap();
      current = 'form';
      const first = countWork(() => enhanceNow(root, islands));
      current = 'form';
      const calls = process.env.PASS_WORK === 'show' ? new Map<string, Map<string, number>>() : undefined;
      const unchanged = countWork(() => enhanceNow(root, islands), calls);
      if (calls) console.log(name, 'unchanged pass', calls);
      counted[name] = { first: describeAll(first), unchanged: describeAll(unchanged) };
      // No writes on the unchanged pass, and nothing asked of a form after a write, whatever the pins say.
      for (const [kind, work] of unchanged) expect(work.writes, `${name}, unchanged pass, ${kind}`).toBe(0);
      for (const [kind, work] of first) expect(work.formAfterWrite, `${name}, first pass, ${kind}: the form asked after a write`).toBe(0);
      if (process.env.PASS_WORK !== 'update') expect(counted[name], `${name}: other work than pinned (more: the pass got costlier; less: update the pins)`).toEqual(pins[name]);
      islands.sweep(true);
    });
  }
});
