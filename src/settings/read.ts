// readSettings(): one Settings object from, later wins: defaults < window.elementorFrontendConfig
// (plus what the document itself says: lang, dir, editor classes) < <script id="vormgever-config">
// < the options passed to start(). The labels have a rule of their own (labelsFor(), below). Problems
// are warned about once each per page view (the entry loads this reader at start when it sees one, see
// switches.ts); nothing throws.
import { onConsole } from '../engine/console';
import { defaultSettings } from './defaults';
import { builtInLabels, builtInLanguage, type Labels } from './labels';
import { applyPageConfig, PAGE_CONFIG_KEYS, readLabels } from './page-config';
import type { Settings } from './types';
import { asFlag, asRecord, asText, entries, field, type ConfigRecord, type Warn } from './values';

/**
 * Keys of start()'s options that are not settings: read elsewhere, skipped here without a warning. The
 * script-tag entry (build.mjs defines __SCRIPT_TAG__) has no iconBase: its icons are beside it. The
 * test is written again, not imported from rules/icons.ts (scriptTag): a module shared by the entry and
 * this lazy chunk would become a chunk of its own that the entry fetches (measured: +446 B at load).
 */
export const START_OPTION_KEYS: readonly string[] =
  typeof __SCRIPT_TAG__ === 'boolean' && __SCRIPT_TAG__ ? ['root'] : ['root', 'iconBase'];

const OWN_SWITCHES = ['consentMode', 'handleActionLinks', 'floatingLabels'] as const;
const EDITOR_CLASSES = ['elementor-editor-active', 'elementor-editor-preview'];

// What was said this page view: each problem once, however often the settings are read (every
// start() reads them once; the same mistake is one mistake).
const said = new Set<string>();

/** A new page view: everything may be said once more (tests start one per test). */
export function forgetSettingsWarnings(): void {
  said.clear();
}

export function readSettings(doc: Document, options?: unknown): Settings {
  const settings = defaultSettings();
  // Problems in <script id="vormgever-config"> name that element, so the console can show it.
  let script: Element | null = null;
  const warn: Warn = (path, problem) => {
    const message = `[vormgever] settings: ${path}: ${problem}; ignored`;
    if (said.has(message)) return;
    said.add(message);
    if (script && /^vormgever-config\b/.test(path)) console.warn(message, typeof __SCRIPT_TAG__ === 'boolean' ? script : onConsole(script));
    else console.warn(message);
  };
  /** A source that fails in a way the readers did not foresee is reported and skipped. */
  const guarded = (path: string, read: () => void): void => {
    try {
      read();
    } catch {
      warn(path, 'could not be read');
    }
  };
  // The labels' three layers: the page builder's i18n, the site's strings, its own words (`i18n`).
  const layers: Layers = { builder: {}, strings: {}, own: {} };
  guarded('elementorFrontendConfig', () => {
    const win = doc.defaultView;
    const config = win && asRecord(field(win, 'elementorFrontendConfig', 'elementorFrontendConfig', warn), 'elementorFrontendConfig', warn);
    if (config) applyPageConfig(settings, config, 'elementorFrontendConfig', warn, layers.builder, true);
  });
  guarded('document', () => applyDocument(settings, doc));
  guarded('vormgever-config', () => {
    script = doc.getElementById('vormgever-config');
    const config = script && readConfigScript(script, warn);
    if (config) applyOwnConfig(doc, settings, config, 'vormgever-config', [], warn, layers);
  });
  guarded('options', () => {
    const config = asRecord(options, 'options', warn);
    if (config) applyOwnConfig(doc, settings, config, 'options', START_OPTION_KEYS, warn, layers);
  });
  settings.labels = labelsFor(settings.language, layers, warn);
  return settings;
}

interface Layers {
  builder: Partial<Labels>;
  strings: Partial<Labels>;
  own: Partial<Labels>;
}

/**
 * The labels, in one language:
 * 1. the site's `strings` (the plugin's: WordPress's translations) over the built-in set of the page's
 *    language (Dutch for `nl`, else English);
 * 2. the page builder's own labels over those, for the keys it has, only where that set is in the
 *    page's language: the site gave strings, or the page is English or Dutch. A German page without
 *    strings is English throughout: the page builder's German labels beside English ones would mix;
 * 3. `i18n` of vormgever-config and of start()'s options: the site's own word for a key, always.
 * The tap view's name (settings/switches.ts) follows the same rule for `lightbox`, which the page
 * builder does not have.
 */
function labelsFor(language: string, { builder, strings, own }: Layers, warn: Warn): Labels {
  const labels = builtInLabels(language);
  const given = Object.keys(strings);
  if (given.length && builtInLanguage(language) !== language) {
    const missing = Object.keys(labels).filter((key) => !given.includes(key));
    if (missing.length) warn('strings', `no ${missing.join(', ')} for the page's language (${language}): English is used`);
  }
  Object.assign(labels, strings);
  if (given.length || builtInLanguage(language) === language) Object.assign(labels, builder);
  return Object.assign(labels, own);
}

/** What the document says: its language, its direction, and whether the page builder's editor shows it. */
function applyDocument(settings: Settings, doc: Document): void {
  const html = doc.documentElement;
  const lang = /^[a-z]{2}(?![a-z])/i.exec(html?.getAttribute('lang')?.trim() ?? '');
  if (lang) settings.language = lang[0].toLowerCase();
  if (html?.getAttribute('dir')?.trim().toLowerCase() === 'rtl') settings.isRtl = true;
  const body = doc.body;
  if (body && EDITOR_CLASSES.some((name) => body.classList.contains(name))) settings.editMode = true;
}

/** The optional <script type="application/json" id="vormgever-config">. */
function readConfigScript(script: Element, warn: Warn): ConfigRecord | undefined {
  // The same test as the entry's reader (switches.ts): the element's type exactly, in any case (only
  // a few elements have a type; a <script> is the one that holds text as it is written).
  const type: unknown = (script as HTMLScriptElement).type;
  if (typeof type !== 'string' || type.toLowerCase() !== 'application/json') {
    warn('vormgever-config', 'expected a <script type="application/json">');
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch (error) {
    // The parser's own words say what and where (e.g. "Unexpected end of JSON input").
    warn('vormgever-config', `invalid JSON (${(error as Error)?.message})`);
    return undefined;
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as ConfigRecord;
  warn('vormgever-config', 'expected a JSON object');
  return undefined;
}

/** Vormgever's own switches plus page-config-shaped keys; any other key is warned about. */
function applyOwnConfig(doc: Document, settings: Settings, config: ConfigRecord, path: string, skipped: readonly string[], warn: Warn, layers: Layers): void {
  // Each key is read once (a getter may have effects or throw), into a prototype-free copy.
  const copy: Record<string, unknown> = Object.create(null);
  for (const [key, value] of entries(config, path, warn)) {
    copy[key] = value;
    const switchName = OWN_SWITCHES.find((name) => name === key);
    if (switchName) {
      const flag = asFlag(value, `${path}.${key}`, warn);
      if (flag !== undefined) settings[switchName] = flag;
    } else if (key === 'strings') {
      const strings = asRecord(value, `${path}.${key}`, warn);
      if (strings) readLabels(strings, `${path}.${key}`, warn, layers.strings, undefined, true);
    } else if (key === 'builderScript') {
      asFlag(value, `${path}.${key}`, warn); // the entry's (links/): only checked here
    } else if (key === 'base') {
      // The entry's (engine/start.ts): the folder of its chunks and icons, as the plugin says.
      try {
        const base = asText(value, `${path}.${key}`, warn) ?? 'x:/';
        if (!base.endsWith('/')) throw 0;
        new URL(base, doc.baseURI);
      } catch {
        warn(`${path}.${key}`, 'expected a folder URL');
      }
    } else if (!PAGE_CONFIG_KEYS.includes(key) && !skipped.includes(key)) {
      warn(`${path}.${key}`, 'unknown key');
    }
  }
  applyPageConfig(settings, copy, path, warn, layers.own);
}
