// Types of test/languages.mjs, for the unit tests (TypeScript).
import type { Labels } from '../src/settings';

export declare const english: Labels;
export declare const dutch: Labels;
export declare const german: Labels;
export declare function lightboxIn(labels: Labels, total: number): { tapView: string; dialog: string; buttons: string[]; live: string; counter: string; share: string[] };
