// WCAG 2.2 success criteria that axe has no rule for, measured in the browser:
// - 2.5.8 Target Size (Minimum): every control at least 24 x 24 CSS px (axe's target-size rule lets a
//   smaller target pass when it has room around it; ours must be that large themselves);
// - 2.4.11 Focus Not Obscured (Minimum): Tab through a dialog; the focused element is never entirely
//   hidden, by the lightbox's own toolbar, counter, share menu or caption or anything else painted over it.
import assert from 'node:assert/strict';

export const MIN_TARGET = 24;

/** Every visible element matching `selector`, with its name and size (CSS px). */
export function targets(page, selector) {
  return page.evaluate((selector) =>
    [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') || element.textContent.trim() || element.id || element.className;
        return { name, width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
      }),
  selector);
}

/** 2.5.8: the controls matching `selector` (at least `count` of them) are all at least 24 x 24. */
export async function assertTargetSize(page, selector, label, count = 1) {
  const found = await targets(page, selector);
  assert.ok(found.length >= count, `${label}: ${found.length} controls found for ${selector}, expected at least ${count}`);
  const small = found.filter((target) => target.width < MIN_TARGET || target.height < MIN_TARGET);
  assert.deepEqual(small, [], `${label}: controls smaller than ${MIN_TARGET} x ${MIN_TARGET} px`);
  return found;
}

/**
 * Where the focused element is: its name, and whether it is entirely hidden, that is no point of it is
 * on top (nine points sampled with `elementFromPoint`). The toolbar layer lets the pointer through
 * and so is not hit: for this measurement, what it paints (the counter, the share menu) is made hit.
 */
function focusSeen(scope) {
  const element = document.activeElement;
  const dialog = document.querySelector(scope);
  if (!element || !dialog?.contains(element)) return { name: element?.localName ?? null, inside: false, hidden: false };
  const box = element.getBoundingClientRect();
  const name = element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent.trim() || element.className;
  const hit = document.createElement('style');
  hit.textContent = '.vg-lightbox__counter, .vg-lightbox__share-menu, .vg-lightbox__share-menu * { pointer-events: auto !important; }';
  document.head.append(hit);
  const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [box.left + fx * box.width, box.top + fy * box.height]));
  const tops = points.map(([x, y]) => document.elementFromPoint(x, y));
  hit.remove();
  const onTop = tops.some((top) => !!top && (top === element || element.contains(top)));
  const by = tops.find((top) => top && !element.contains(top));
  return { name, inside: true, hidden: !onTop, by: by ? `${by.localName}.${by.className}` : 'nothing: off the screen' };
}

/**
 * 2.4.11: Tab goes round the dialog `scope` (Shift+Tab too), and no focused element is entirely
 * hidden. Returns the names in Tab order.
 */
export async function assertFocusNotObscured(page, scope, label) {
  const names = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = [];
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press(key);
      const focus = await page.evaluate(focusSeen, scope);
      assert.ok(focus.inside, `${label}: ${key} left the dialog (to ${focus.name})`);
      assert.equal(focus.hidden, false, `${label}: the focused "${focus.name}" is entirely hidden (by ${focus.by})`);
      if (seen.includes(focus.name) && seen[0] === focus.name) break;
      seen.push(focus.name);
    }
    if (key === 'Tab') names.push(...seen);
  }
  return names;
}
