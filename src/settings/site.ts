// The lazy settings chunk's door: read the settings once and follow the device from then on.
import { currentDevice, watchDevice } from './device';
import { readSettings } from './read';
import type { Device, Site } from './types';

export interface OpenSite extends Site {
  /** Stops following the device. */
  close(): void;
}

export function openSite(doc: Document, win: Window, options?: unknown): OpenSite {
  const settings = readSettings(doc, options);
  let device: Device = currentDevice(settings, win);
  const close = watchDevice(settings, win, (next) => (device = next));
  return { settings, device: () => device, close };
}
