/// <reference types="vite/client" />
// The work one pass does, counted (not timed), per fixture and field kind: the first pass over a fresh
// form and the unchanged pass over the form it left, on every builder's real renders (Gravity Forms'
// fixtures, and each other builder's in fixtures/form-builders/). Pinned in test/unit/pass-work/<DOM library>.json
// (the two libraries do some reads inside others, so each counts its own): a change that adds a query,
// a read, a write, an observer call or a custom property read to a pass fails here, with a diff naming
// the fixture, the pass and the field kind. An intentional change updates the pins in one place:
// `PASS_WORK=update npx vitest run test/unit/pass-work.test.ts`, then read the files' diff
// (docs/testing.md). `PASS_WORK=show` prints each call of the unchanged pass by name.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Builder } from '../../src/builders/types';
import { enhanceNow, watch } from '../../src/engine/observer';
import { createIslands } from '../../src/islands/registry';
import { countWork, describeWork, instrumentDom, type Work } from './dom-work';
import { fixture, projectRoot, withIconFolder } from './helpers';

const library = /jsdom/i.test(navigator.userAgent) ? 'jsdom' : 'happy-dom';
const pinsFile = resolve(projectRoot, `test/unit/pass-work/${library}.json`);
// Every generation's markup, a failed submit, the captcha, the plugin's own icons, a multi-page form.
const gravityFormsFixtures = ['gf24-legacy.html', 'gf25-legacy.html', 'gf25-gravity-theme.html', 'gf210-legacy.html', 'gf210-gravity-theme.html', 'gf210-orbital.html', 'gf210-orbital-invalid.html', 'gf210-orbital-captcha.html', 'gf210-own-icons.html', 'gf210-multipage-ajax.html'];

// Every other builder: its module in src/builders/ (by file name) and the start of its renders' names in
// fixtures/form-builders/ (every state of them). A new builder is one line here, then
// `PASS_WORK=update` to pin its counts.
const otherBuilders: Record<string, string> = {
  wpforms: 'wpforms-2.0.0.2-',
  fluentform: 'fluentform-6.2.2-',
  formidable: 'formidable-6.34-',
  ninjaforms: 'ninja-forms-3.14.3-',
  contactform7: 'cf7-6.1.6-',
  elementorform: 'elementor-form-3.33.1-',
};
const builderModules = import.meta.glob<Record<string, unknown>>('../../src/builders/*.ts', { eager: true });
/** The Builder a module exports (the one export holding a fieldSelector). */
function builderIn(name: string): Builder {
  const module = builderModules[`../../src/builders/${name}.ts`];
  const builder = Object.values(module ?? {}).find((value): value is Builder => typeof value === 'object' && !!value && 'fieldSelector' in value);
  if (!builder) throw new Error(`pass-work: src/builders/${name}.ts exports no Builder`);
  return builder;
}
const renders = readdirSync(resolve(projectRoot, 'fixtures/form-builders'));
/** Each fixture counted, with the builder whose words the page has for it (none: Gravity Forms' alone). */
const cases: Array<[fixture: string, builder?: Builder]> = [
  ...gravityFormsFixtures.map((name): [string] => [name]),
  ...Object.entries(otherBuilders).flatMap(([name, prefix]) => {
    const files = renders.filter((file) => file.startsWith(prefix) && file.endsWith('.html'));
    if (!files.length) throw new Error(`pass-work: no render of ${name} in fixtures/form-builders/ (${prefix}*)`);
    return files.map((file): [string, Builder] => [`form-builders/${file}`, builderIn(name)]);
  }),
];

/** A Gravity Forms field's kind: the plugin's type class (2.5+), else its input container's (legacy), plus our markers. */
function gravityFormsKind(field: Element): string {
  const type = /(?:^|\s)gfield--type-(\S+)/.exec(field.className)?.[1] ?? /(?:^|\s)ginput_container_(\S+)/.exec(field.querySelector('[class*=ginput_container_]')?.className ?? '')?.[1] ?? 'other';
  const list = field.classList;
  return type + (list.contains('slide-check') ? ' slide-check' : '') + (list.contains('add') ? ' icon' : '');
}

/**
 * Another builder's field's kind, in no builder's words: the kinds of its controls (`text ×2`, `email`,
 * `checkbox ×3`, `select`, `none`), plus our markers where the builder puts them (markedOf).
 */
function controlsKind(field: Element, builder: Builder): string {
  const counts = new Map<string, number>();
  for (const control of field.querySelectorAll<HTMLInputElement>('input:not([type=hidden],[type=submit],[type=button]),select,textarea')) {
    const type = control.localName === 'input' ? control.type : control.localName;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const type = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(' + ') || 'none';
  const list = (builder.markedOf?.(field) ?? field).classList;
  return type + (list.contains('slide-check') ? ' slide-check' : '') + (list.contains('add') ? ' icon' : '');
}

// The fixture's builder (undefined: Gravity Forms) and what a field is in its words.
let builder: Builder | undefined;
/** The field a node is in (a builder whose fields hold fields: the outermost), or, for a label around a field (Contact Form 7's), that field. */
function fieldOf(element: Element): Element | null {
  const selector = builder?.fieldSelector ?? '.gfield';
  let field = element.closest(selector);
  for (let outer = field; builder?.fieldsInFields && outer; outer = outer.parentElement?.closest(selector) ?? null) field = outer;
  return field ?? (element.closest('label')?.querySelector(selector) || null);
}
const kindName = (field: Element) => (builder ? controlsKind(field, builder) : gravityFormsKind(field));

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
  const field = fieldOf(element);
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
  for (const [name, its] of cases) {
    it(name, () => {
      builder = its;
      window.vormgeverBuilders = its && [its];
      // (A site owner's mistake in a render, said once: not this test's subject, and no DOM work of the pass.)
      if (its) vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      document.body.innerHTML = fixture(name);
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
      window.vormgeverBuilders = undefined;
    });
  }
});
