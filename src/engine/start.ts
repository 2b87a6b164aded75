import { createIslands, idle } from '../islands/registry';
import { watchLinks } from '../links';
import { floatClass } from '../rules/floating';
import { readSwitches } from '../settings/switches';
import type { Device, Settings, Site } from '../settings/types';
import { enhanceNow, watch } from './observer';

export interface StartOptions {
  /** What to watch: the document (default) or one element. */
  root?: Node;
  /** Bridge the cookie banner's categories to Google consent mode (off unless asked for). */
  consentMode?: boolean;
  /** Handle action links even when the page builder's own frontend script is on the page. */
  handleActionLinks?: boolean;
  /** Float the labels of every placeholder-mode form (as the form class `float-labels` does). */
  floatingLabels?: boolean;
  /** Any page-config-shaped settings (kit, i18n, breakpoints, ...) override the page's own. */
  [setting: string]: unknown;
}

export interface Controller {
  /** The full, validated settings, read once (a lazy chunk, loaded when the page is idle). */
  settings(): Promise<Settings>;
  /** Disconnects everything: later changes do nothing; islands are unmounted. */
  stop(): void;
  /** Resolves when pending work (lazy islands, lazy chunks) is done. */
  settled(): Promise<void>;
  /** The number of mounted islands (switches and an open lightbox). */
  liveIslands(): number;
  /** The current device from the enabled breakpoints; null until the settings are read. */
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
  let opened: Site | null = null;
  const later = (teardown: () => void) => (stopped ? teardown() : teardowns.push(teardown));

  let site: Promise<Site> | null = null;
  const readSite = (): Promise<Site> =>
    (site ??= import('../settings/site').then((chunk) => {
      const read = chunk.openSite(doc, win, options);
      later(read.close);
      return (opened = read);
    }));

  // Work that can wait for the page to be idle; settled() waits for it too.
  const whenIdle = (task: () => void) => islands.track(idle().then(task));

  // In the page builder's editor preview Vormgever leaves forms and links alone.
  if (!switches.editMode) {
    // `floatingLabels: true`: the page-wide class on <html> before the first pass reads it (a site that
    // prints the class itself puts it on <body>). The teardown is the same toggle without a direction.
    if (switches.floatingLabels) {
      const float = (on?: boolean) => doc.documentElement.classList.toggle(floatClass, on);
      float(true);
      teardowns.push(float);
    }
    teardowns.push(watch(options.root ?? doc, islands));
    if (switches.handleActionLinks || !('elementorFrontend' in win)) {
      teardowns.push(watchLinks(doc, win, switches, readSite, islands, whenIdle));
    }
    if (switches.consentMode) islands.track(import('../consent/bridge').then((chunk) => later(chunk.startConsentBridge(win))));
    // The settings' warnings and the device, ready before the first click.
    whenIdle(() => stopped || readSite());
  }

  return {
    settings: () => readSite().then((read) => read.settings),
    stop() {
      if (stopped) return;
      stopped = true;
      for (const teardown of teardowns.splice(0).reverse()) teardown();
      islands.sweep(true);
    },
    settled: () => islands.settled(),
    liveIslands: () => islands.count(),
    device: () => opened?.device() ?? null,
  };
}

// Islands of one-off enhance() calls; hosts that have left the document are swept on the next call.
const enhanceIslands = createIslands();

/** Applies every rule once to the forms in/at `root`; resolves when their islands are mounted. */
export async function enhance(root: Node = document): Promise<void> {
  enhanceIslands.sweep();
  enhanceNow(root, enhanceIslands);
  await enhanceIslands.settled();
}
