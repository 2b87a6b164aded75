import { Islands } from '../islands/registry';
import { watchLinks } from '../links';
import { currentDevice, readSettings, watchDevice, type Device, type Settings } from '../settings';
import { enhanceNow, watch } from './observer';

export interface StartOptions {
  /** What to watch: the document (default) or one element. */
  root?: Node;
  /** Bridge the cookie banner's categories to Google consent mode (off unless asked for). */
  consentMode?: boolean;
  /** Handle action links even when the page builder's own frontend script is on the page. */
  handleActionLinks?: boolean;
  /** Any page-config-shaped settings (kit, i18n, breakpoints, ...) override the page's own. */
  [setting: string]: unknown;
}

export interface Controller {
  /** The settings in force, read once at start. */
  readonly settings: Settings;
  /** Disconnects everything: later changes do nothing; islands are unmounted. */
  stop(): void;
  /** Resolves when pending work (lazy islands, lazy chunks) is done. */
  settled(): Promise<void>;
  /** The number of mounted islands (switches and an open lightbox). */
  liveIslands(): number;
  /** The current device from the enabled breakpoints. */
  device(): Device;
}

/** Watches the document (or `options.root`) and keeps every form enhanced; see the README. */
export function start(options: StartOptions = {}): Controller {
  const doc = document;
  const win = window;
  const settings = readSettings(doc, options);
  const islands = new Islands();
  const teardowns: Array<() => void> = [];
  const loading = new Set<Promise<unknown>>();
  let device = currentDevice(settings, win);
  let stopped = false;

  // In the page builder's editor preview Vormgever leaves forms and links alone.
  if (!settings.editMode) {
    teardowns.push(watch(options.root ?? doc, islands));
    const builderPresent = (win as { elementorFrontend?: unknown }).elementorFrontend !== undefined;
    if (settings.handleActionLinks || !builderPresent) teardowns.push(watchLinks({ doc, win, settings, islands }));
    teardowns.push(watchDevice(settings, win, (next) => (device = next)));
    if (settings.consentMode) {
      const bridge = import('../consent/bridge').then(({ startConsentBridge }) => {
        if (!stopped) teardowns.push(startConsentBridge(win));
      });
      loading.add(bridge.catch((error: unknown) => console.error('[vormgever] consent bridge failed to load', error)));
    }
  }

  return {
    settings,
    stop() {
      if (stopped) return;
      stopped = true;
      for (const teardown of teardowns.splice(0).reverse()) teardown();
      islands.clear();
    },
    async settled() {
      await Promise.all(loading);
      await islands.settled();
    },
    liveIslands: () => islands.count(),
    device: () => device,
  };
}

// Islands of one-off enhance() calls; hosts that have left the document are swept on the next call.
const enhanceIslands = new Islands();

/** Applies every rule once to the forms in/at `root`; resolves when their islands are mounted. */
export async function enhance(root: Node = document): Promise<void> {
  enhanceIslands.sweep();
  enhanceNow(root, enhanceIslands);
  await enhanceIslands.settled();
}
