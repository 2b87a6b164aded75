// The settings of a Dutch page (`<html lang="nl">`, as test/unit/setup.ts makes every page) without any
// other source: the defaults with the built-in Dutch labels.
import { defaultSettings, dutchLabels, type Settings } from '../../src/settings';

export const dutchSettings = (): Settings => ({ ...defaultSettings(), language: 'nl', labels: { ...dutchLabels } });
