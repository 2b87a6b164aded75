// The looks matrix (looks.test.mjs) in WebKit: Debian's WebKitGTK (webkit.mjs).
import { looksMatrixIn } from './looks-elsewhere.mjs';
import { openWebKit, webkitMissing } from './webkit.mjs';

// WebKit answers getComputedStyle(control, '::placeholder') with the control's own style: its
// placeholders' colours are measured in Chromium and Firefox only.
looksMatrixIn('WebKit', webkitMissing(), openWebKit, { placeholders: false });
