// The looks matrix (looks.test.mjs) in WebKit: Debian's WebKitGTK (webkit.mjs).
import { looksMatrixIn } from './looks-elsewhere.mjs';
import { openWebKit, webkitMissing } from './webkit.mjs';

looksMatrixIn('WebKit', webkitMissing(), openWebKit);
