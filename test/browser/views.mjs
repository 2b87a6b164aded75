// What the browser tests of the lightbox's early views share (first-view.test.mjs, tap-view.test.mjs):
// the test page with chunks held back until the test lets them through, axe with the WCAG 2.2 AA tags,
// and a record of every frame (how many dialogs, the visible picture's box).
import assert from 'node:assert/strict';
import { chunkFile, projectRoot, recordConsole } from './harness.mjs';

export const PAGE = '/test/browser/pages/lightbox.html';

/**
 * The lightbox test page in a fresh context, with the chunks of `hold` (entry points, e.g.
 * 'src/islands/lightbox/mount.tsx') held back: `release[source]()` lets one through. `viewportTag`:
 * the page gets `<meta name="viewport">`, as a phone page has (without it a phone lays it out 980 px
 * wide). The lightbox's events are recorded in `window.__events`.
 */
export async function openHeld(browser, server, { hold, options = {}, viewportTag = false }) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const messages = recordConsole(page);
  const release = {};
  for (const source of hold) {
    const held = new Promise((resolve) => (release[source] = resolve));
    const path = `/dist/chunks/${chunkFile(source)}`;
    await page.route((url) => url.pathname === path, async (route) => {
      await held;
      await route.continue();
    });
  }
  if (viewportTag) {
    await page.route(`${server.url}${PAGE}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<head>', '<head><meta name="viewport" content="width=device-width,initial-scale=1">') });
    });
  }
  await page.addInitScript(() => {
    window.__events = [];
    for (const type of ['open', 'ready', 'close']) document.addEventListener(`vormgever:lightbox-${type}`, () => window.__events.push(type));
  });
  await page.goto(`${server.url}${PAGE}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  return { page, context, messages, release };
}

/** axe with the WCAG 2.2 AA tags and best practices, on `selector`: the violations, one line each. */
export async function axe(page, selector) {
  await page.addScriptTag({ path: `${projectRoot}/node_modules/axe-core/axe.min.js` });
  return page.evaluate(async (context) => {
    const result = await window.axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * From now on, every frame: the dialogs in the page (role="dialog" elements and open <dialog>s, each
 * once) and the visible picture's box. `stopFrames()` ends the record and returns it.
 */
export function recordFrames(page) {
  return page.evaluate(() => {
    window.__frames = [];
    const frame = () => {
      const shown = Array.from(document.querySelectorAll('[role="dialog"] img, dialog[open] img')).filter(
        (img) => img.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      const rect = shown[0]?.getBoundingClientRect();
      const dialogs = new Set(document.querySelectorAll('[role="dialog"], dialog[open]')).size;
      window.__frames.push({ dialogs, pictures: new Set(shown).size, box: rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round) });
      if (!window.__stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const stopFrames = (page) => page.evaluate(() => ((window.__stop = true), window.__frames));

/** Every frame showed one dialog and one picture, and the picture never moved by more than 1 px. */
export function assertSteady(frames) {
  assert.ok(frames.length > 5, `${frames.length} frames`);
  for (const frame of frames) {
    assert.equal(frame.dialogs, 1, JSON.stringify(frame));
    assert.equal(frame.pictures, 1, JSON.stringify(frame));
  }
  const [first] = frames;
  for (const frame of frames) for (let i = 0; i < 4; i++) assert.ok(Math.abs(frame.box[i] - first.box[i]) <= 1, `moved: ${JSON.stringify(first.box)} -> ${JSON.stringify(frame.box)}`);
}
