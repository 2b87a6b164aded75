// The library entry (no side effects): `import { start, enhance } from 'vormgever'`.
export { start, enhance } from './engine/start';
export type { Controller, StartOptions } from './engine/start';
export type { Settings, Device } from './settings';
export { version } from './version';
