// The library entry (no side effects): `import { start, enhance } from 'vormgever'`.
export { start } from './engine/start';
export type { Controller, StartOptions } from './engine/start';
export { enhance, type Enhanced } from './engine/undo';
export type { Settings, Device } from './settings';
export type { Builder } from './builders/types';
export { version } from './version';
