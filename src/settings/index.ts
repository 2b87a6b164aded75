// The settings module: the typed Settings, the site's defaults, the built-in labels, the reader and the
// current device.
export type * from './types';
export { defaultSettings } from './defaults';
export { dutchLabels, englishLabels } from './labels';
export type { LabelKey, Labels } from './labels';
export { readSettings, START_OPTION_KEYS } from './read';
export { currentDevice, watchDevice } from './device';
