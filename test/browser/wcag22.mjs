// WCAG 2.2 success criteria that axe has no rule for, measured in the browser:
// - 2.5.8 Target Size (Minimum): every control at least 24 x 24 CSS px (axe's target-size rule lets a
//   smaller target pass when it has room around it; ours must be that large themselves);
// - 2.4.11 Focus Not Obscured (Minimum): Tab through a dialog; the focused element is never entirely
//   hidden, by the lightbox's own toolbar or caption or anything else painted over it.
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
 * Where the focused element is, in the page: its name, and whether it is entirely hidden: no point of
 * it is on top (nine points sampled: `elementFromPoint` is what the visitor sees there, except layers
 * that let the pointer through), or its whole box lies under a box of the lightbox's toolbar layer (which
 * lets the pointer through, and so is not seen by `elementFromPoint`) or caption painted above it.
 */
function focusSeen(scope) {
  const element = document.activeElement;
  const dialog = document.querySelector(scope);
  if (!element || !dialog?.contains(element)) return { name: element?.localName ?? null, inside: false, hidden: false };
  const box = element.getBoundingClientRect();
  const name = element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent.trim() || element.className;
  const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [box.left + fx * box.width, box.top + fy * box.height]));
  const onTop = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === element || element.contains(hit));
  });
  const layer = (node) => (node.closest('.vg-lightbox__ui') ? 1 : 0);
  const covers = [...dialog.querySelectorAll('.vg-lightbox__bar, .vg-lightbox__bar *, .vg-lightbox__nav, .gslide.current .gslide-description, .vg-lightbox--first .gslide-description')]
    .filter((cover) => !cover.contains(element) && !element.contains(cover) && cover.checkVisibility({ visibilityProperty: true }))
    // Painted above the element: the toolbar layer over the slides; within a layer, later over earlier.
    .filter((cover) => layer(cover) > layer(element) || (layer(cover) === layer(element) && element.compareDocumentPosition(cover) & Node.DOCUMENT_POSITION_FOLLOWING));
  const under = covers.find((cover) => {
    const c = cover.getBoundingClientRect();
    return box.left >= c.left && box.right <= c.right && box.top >= c.top && box.bottom <= c.bottom && box.width > 0;
  });
  return { name, inside: true, hidden: !onTop || !!under, by: under ? under.className : onTop ? null : 'something painted over it' };
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
