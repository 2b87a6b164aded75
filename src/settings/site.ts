// The lazy settings chunk's door: read the settings once and follow the device from then on.
import { currentDevice, watchDevice } from './device';
import { readSettings } from './read';
import type { Device, Site } from './types';

/** Reads the settings and follows the device until the teardown given to `later` runs. */
export function openSite(doc: Document, win: Window, options: unknown, later: (teardown: () => void) => void): Site {
  const settings = readSettings(doc, options);
  let device: Device = currentDevice(settings, win);
  later(watchDevice(settings, win, (next) => (device = next)));
  return { settings, device: () => device };
}

// The entry asks for this chunk by import() and calls its default export: a name it does not carry
// (its 4 KB budget).
export { openSite as default };
