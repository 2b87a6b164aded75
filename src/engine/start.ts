// In the order that packs the entry best (12 B gzipped less than by name): the bundle follows the
// imports, and none of these modules runs anything when imported.
import { floatClass } from '../rules/floating';
import { createIslands } from '../islands/registry';
import { enhanceNow, watch } from './observer';
import { readSwitches } from '../settings/switches';
import { scriptTag, useIconFolder } from '../rules/icons';
import { watchLinks } from '../links';
import type { Device, Settings, Site } from '../settings/types';

export interface StartOptions {
  /** What to watch: the document (default) or one element. */
  root?: Node;
  /** Bridge the cookie banner's categories to Google consent mode (off unless asked for). */
  consentMode?: boolean;
  /** Handle action links even when the page builder's own frontend script is on the page. */
  handleActionLinks?: boolean;
  /** Float the labels of every placeholder-mode form (as the form class `float-labels` does). */
  floatingLabels?: boolean;
  /**
   * The folder (URL ending in '/') holding the plugin's own icons (<name>.svg, as built to dist/icons/):
   * the library cannot know it. The script-tag entry always uses the icons/ folder beside vormgever.js.
   */
  iconBase?: string;
  /** Any page-config-shaped settings (kit, i18n, breakpoints, ...) override the page's own. */
  [setting: string]: unknown;
}

export interface Controller {
  /** The full, validated settings, read once (a lazy chunk, loaded on the first call, or with the lightbox). */
  settings(): Promise<Settings>;
  /** Disconnects everything: later changes do nothing; islands are unmounted. */
  stop(): void;
  /**
   * Resolves when the work already started (islands being mounted, chunks being loaded) is done. Switch
   * islands the visitor has not reached for yet are not pending: they wait, drawn by the stylesheet.
   */
  settled(): Promise<void>;
  /** The number of mounted islands (switches and an open lightbox). */
  liveIslands(): number;
  /** The current device from the enabled breakpoints; null until the settings are read (the first call starts reading them). */
  device(): Device | null;
}

/** Watches the document (or `options.root`) and keeps every form enhanced; see the README. */
export function start(options: StartOptions = {}): Controller {
  const doc = document;
  const win = window;
  // What must be known at once; the full reader (and its warnings) is a lazy chunk.
  const switches = readSwitches(doc, options);
  const islands = createIslands(); // also tracks every other piece of lazy work, for settled()
  const teardowns: Array<() => void> = [];
  let stopped = false;
  let opened: Site | undefined;
  const later = (teardown: () => void) => (stopped ? teardown() : teardowns.push(teardown));

  let site: Promise<Site> | undefined;
  // The settings chunk loads when something needs it: the lightbox, settings(), device().
  const readSite = (): Promise<Site> =>
    (site ??= islands.track(
      import('../settings/site').then((chunk) => (opened = chunk.default(doc, win, options, later))),
    ));
  // The script-tag entry's files (chunks/, icons/): where the plugin says they are (an optimizer or a
  // CDN may have moved this module without them), else beside it ('./'). build.mjs points the entry's
  // import()s here; nothing else may (a static import could not follow). Set before the first of them.
  if (scriptTag) import.meta.files = switches.base || './';
  // A mistake in the page's settings is said at start, by the full reader.
  if (switches.mistake) readSite();

  // The library's icon folder, before the first pass draws an icon (the script-tag entry's is its own).
  if (!scriptTag && options.iconBase != null) teardowns.push(useIconFolder(options.iconBase, doc));
  // In the page builder's editor preview Vormgever leaves forms and links alone.
  if (!switches.editMode) {
    // `floatingLabels: true`: the page-wide class on <html> before the first pass reads it. Only a class
    // this call added is taken off again: one the site printed there stays.
    // (toggle() is true when it added the class; a class that was there is put straight back.)
    const float = () => doc.documentElement.classList.toggle(floatClass);
    if (switches.floatingLabels) float() ? teardowns.push(float) : float();
    teardowns.push(
      watch(options.root ?? doc, islands),
      // Lightbox links, and the visitor's reach for a form (its switch islands) or a link (its chunks).
      watchLinks(doc, win, switches, readSite, islands),
    );
    if (switches.consentMode) islands.track(import('../consent/bridge').then((chunk) => later(chunk.default(win))));
  }

  return {
    settings: () => readSite().then((read) => read.settings),
    stop() {
      if (stopped) return;
      stopped = true;
      // Once: later() runs what comes after this at once.
      for (const teardown of teardowns.reverse()) teardown();
      islands.sweep(true);
    },
    settled: islands.idle, // neither uses `this`
    liveIslands: islands.liveCount,
    device: () => (readSite(), opened?.device() ?? null),
  };
}

// Islands of one-off enhance() calls, mounted at once; hosts that have left the document are swept on
// the next call.
const enhanceIslands = createIslands(true);

/** Applies every rule once to the forms in/at `root`; resolves when their islands are mounted. */
export function enhance(root: Node = document): Promise<void> {
  enhanceIslands.sweep();
  enhanceNow(root, enhanceIslands);
  return enhanceIslands.idle();
}
