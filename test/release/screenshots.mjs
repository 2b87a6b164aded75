// The WordPress.org listing's screenshots (.wordpress-org/screenshot-N.png, readme.txt's
// == Screenshots == in the same order), each taken by the suite that opens its page:
// 1 the browser suite's demo contact form (a11y.test.mjs), 2 the WordPress suite's real form editor
// with GRAVITYFORMS_DIR (editor.test.mjs, the same picture as docs/editor-picker.png), 3 the browser
// suite's lightbox on a phone (a11y-lightbox.test.mjs). The release test checks they are there.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const screenshots = [
  { number: 1, what: 'the demo contact form: switches (one on), icons, placeholders', minWidth: 600 },
  { number: 2, what: "the icon picker in Gravity Forms' form editor", minWidth: 300 },
  { number: 3, what: 'the lightbox on a phone', minWidth: 390 },
];

export const screenshotFile = (number) => fileURLToPath(new URL(`../../.wordpress-org/screenshot-${number}.png`, import.meta.url));

/** Writes listing screenshot `number` when it is missing or with UPDATE_SCREENSHOT=1 (as docs/*.png), or `always`. */
export function keepScreenshot(number, png, always = false) {
  const { minWidth } = screenshots.find((item) => item.number === number);
  assert.ok(png.readUInt32BE(16) >= minWidth, `screenshot-${number}.png: at least ${minWidth} px wide`);
  assert.ok(png.length < 400 * 1024, `screenshot-${number}.png: under 400 KB`);
  const file = screenshotFile(number);
  if (!always && process.env.UPDATE_SCREENSHOT !== '1' && existsSync(file)) return;
  mkdirSync(fileURLToPath(new URL('../../.wordpress-org/', import.meta.url)), { recursive: true });
  writeFileSync(file, png);
}
