import { computeAccessibleName } from 'dom-accessibility-api';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import type { Builder } from '../../src/builders/types';
import { start, type Controller, type StartOptions } from '../../src/index';
import { useIconFolder } from '../../src/rules/icons';

// Paths, not URLs: the DOM environments replace the global URL class.
export const projectRoot = resolve(import.meta.dirname, '../..');

export function fixture(name: string): string {
  return readFileSync(resolve(projectRoot, 'fixtures', name), 'utf8');
}

/**
 * Stops `controller` when the test ends, once the lazy work it began (the settings reader, the consent
 * bridge: import()s) has settled. A worker runs many files in one module graph and one document
 * (isolate: false): work still under way when its test ends would read the next test's page, and an
 * import() cut off when its file ends leaves the module broken for the files after it.
 */
export function stopWhenDone(controller: Controller): Controller {
  onTestFinished(async () => {
    controller.stop();
    await controller.settled();
  });
  return controller;
}

/** start(), stopped when the test ends (stopWhenDone). */
export const started = (options: StartOptions = {}): Controller => stopWhenDone(start(options));

/**
 * The accessible name of each element, as the document is now. dom-accessibility-api asks for an
 * element's computed style for every name it takes part in; within one call the document does not
 * change, so each element's is asked of the DOM once and the names are those computeAccessibleName
 * gives one by one. (jsdom applies its whole default stylesheet on every getComputedStyle: most of
 * the accessible-name tests' time there.)
 */
export function accessibleNames(elements: Iterable<Element>): Map<Element, string> {
  const styles = new Map<Element, Map<string, CSSStyleDeclaration>>();
  const getComputedStyle = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    let own = styles.get(element);
    if (!own) styles.set(element, (own = new Map()));
    let style = own.get(pseudo ?? '');
    if (!style) own.set(pseudo ?? '', (style = window.getComputedStyle(element, pseudo)));
    return style;
  };
  // jsdom has no pseudo-elements' styles: asked, it says so on the console and gives the element's own.
  const computedStyleSupportsPseudoElements = !navigator.userAgent.includes('jsdom');
  return new Map([...elements].map((element) => [element, computeAccessibleName(element, { getComputedStyle, computedStyleSupportsPseudoElements })]));
}

/** The accessible name of every control and fieldset below `root`, by element (accessibleNames). */
export function controlNames(root: ParentNode = document): Map<Element, string> {
  return accessibleNames(root.querySelectorAll('input:not([type=hidden], [type=submit], [type=button], [type=image]), select, textarea, fieldset'));
}

/** Puts a fixture (or HTML) into the document body and returns the first builder form. */
export function mount(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form in fixture');
  return form;
}

/** The page's `<script type="application/json" id="vormgever-config">` with `text`, in <head>. */
export function configScript(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'vormgever-config';
  script.textContent = text;
  document.head.append(script);
  return script;
}

/** The plugin's AJAX re-render after a failed submit: the wrapper's inner HTML is replaced. */
export function rerenderInPlace(wrapper: Element, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fresh = template.content.querySelector(`#${wrapper.id}`);
  wrapper.innerHTML = fresh ? fresh.innerHTML : html;
}

/** Waits until queued microtasks (MutationObserver callbacks) have run, inside the same task. */
export async function microtasks(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/**
 * The visitor reaches for `element` as a pointer entering it does (a bubbling pointerover; focus and a
 * touch start do the same): the auto-started watcher mounts the switch islands of its form, and a
 * lightbox link starts loading the lightbox.
 */
export function reach(element: Element, type = 'pointerover'): void {
  element.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Records `vormgever:enhanced` events on the document. */
export function recordPasses(): Array<{ formId: string; changed: number; target: EventTarget | null }> {
  const passes: Array<{ formId: string; changed: number; target: EventTarget | null }> = [];
  document.addEventListener('vormgever:enhanced', (event) => {
    const { formId, changed } = (event as CustomEvent<{ formId: string; changed: number }>).detail;
    passes.push({ formId, changed, target: event.target });
  });
  return passes;
}

/** Where the plugin's own icons are, as a library user gives it: `start({ iconBase })`. */
export const iconBase = 'https://example.test/icons/';

/**
 * For a file whose fixtures have the plugin's own icons (`vg-icon-…`) and that enhances them with
 * enhance(), which has no iconBase of its own: the folder as a running start({ iconBase }) gives it,
 * for each test. Without it the icon rule warns once per page view (own-icons.test.ts tests that).
 */
export function withIconFolder(): void {
  let stop = () => {};
  beforeEach(() => void (stop = useIconFolder(iconBase, document)));
  afterEach(() => stop());
}

export function silenceConsole(): { warn: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> } {
  return {
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

export const generations = {
  legacy: 'gf24-legacy.html',
  'legacy (2.5 legacy mode)': 'gf25-legacy.html',
  '2.5 div/fieldset': 'gf25-gravity-theme.html',
  '2.10 div/fieldset': 'gf210-gravity-theme.html',
  orbital: 'gf210-orbital.html',
} as const;

export const failedSubmits = {
  legacy: 'gf24-legacy-invalid.html',
  '2.5 div/fieldset': 'gf25-gravity-theme-invalid.html',
  orbital: 'gf210-orbital-invalid.html',
} as const;

/** The same markup with every id and label `for` prefixed, so two copies can share one document. */
export function withOwnIds(html: string, prefix: string): string {
  return html.replace(/\b(id|for)=(['"])/g, `$1=$2${prefix}`);
}

/** For the file's tests: these builders' words on the page (as their modules put them), then what was there before. */
export function useBuilders(...builders: Builder[]): void {
  let before: Builder[] | undefined;
  beforeAll(() => {
    before = window.vormgeverBuilders;
    window.vormgeverBuilders = builders;
  });
  afterAll(() => {
    window.vormgeverBuilders = before;
  });
}
