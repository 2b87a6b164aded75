// The looks matrix (looks.test.mjs) in Firefox: Debian's Firefox ESR through WebDriver BiDi (firefox.mjs).
import { firefoxMissing, openFirefox } from './firefox.mjs';
import { looksMatrixIn } from './looks-elsewhere.mjs';

looksMatrixIn('Firefox', firefoxMissing(), openFirefox, { focusRings: true });
