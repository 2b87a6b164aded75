// What a visitor sees of a form, read off the screen (builders-visitors.test.mjs): every text, icon and
// shown placeholder in the forms, whether it is drawn at all (the same pixels with it hidden are not
// the same: a computed style cannot say, as forced colours repaint text whatever its fill says), and
// what it is drawn over. Measured in the page (`collectPaint`), judged here (`paintProblems`).

import { decodePng } from './icon-pixels.mjs';

/**
 * Runs in the page: the forms' texts (their line boxes, whether in a label and the control that label
 * names, their colour and what is behind), our icons' squares, the visitor's controls' boxes, and the
 * placeholders in sight (the first line of the control's content box, as wide as the text), in page
 * coordinates. Marks each text's element (`data-vg-ink`, its visible child elements `data-vg-ink-child`)
 * so that the caller can hide the texts alone (`hidePaint`) and keep the layout.
 */
export function collectPaint(formSelector) {
  const textish = 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], input[type=search], input[type=password], textarea, select';
  const at = (r) => ({ x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height });
  const keyOf = (e) => e.id || `[name="${e.name}"]${e.type === 'checkbox' || e.type === 'radio' ? `[value="${e.value}"]` : ''}`;
  const rgba = (value) => {
    const m = /rgba?\(([^)]+)\)/.exec(value);
    const [r, g, b, a = 1] = m ? m[1].split(/[\s,/]+/).filter(Boolean).map(Number) : [0, 0, 0, 0];
    return { r, g, b, a };
  };
  const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
  /** The colour behind the point, from `from` (an element under it) down. */
  const ground = (from, x, y) => {
    const stack = document.elementsFromPoint(x - scrollX, y - scrollY);
    const start = Math.max(0, stack.indexOf(from));
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of stack.slice(start).reverse()) {
      const c = rgba(getComputedStyle(layer).backgroundColor);
      if (c.a > 0) colour = over(c, colour);
    }
    return colour;
  };
  const luminance = ({ r, g, b }) => {
    const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (fg, bg) => {
    const [l, d] = [luminance(over(fg, bg)), luminance(bg)].sort((p, q) => q - p);
    return Math.round(((l + 0.05) / (d + 0.05)) * 100) / 100;
  };
  const forms = [...document.querySelectorAll(formSelector)].filter((form) => form.checkVisibility());
  const texts = [];
  const icons = [];
  const controls = [];
  const placeholders = [];
  const holders = new Set();
  /**
   * What of `rect` (client coordinates) its ancestors from `element` up let be drawn: each one that clips
   * its overflow, or clips itself whole (a visually hidden label's `clip-path: inset(50%)`, `clip: rect(0
   * 0 0 0)`), cuts it.
   */
  const clipped = (rect, element) => {
    let { left, top, right, bottom } = rect;
    for (let e = element; e && e !== document.documentElement; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.clipPath === 'inset(50%)' || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)) return null;
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = e.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, width: right - left, height: bottom - top } : null;
  };
  for (const form of forms) {
    const placeholderMode = !!form.closest('.placeholder');
    const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode()); ) {
      const holder = node.parentElement;
      if (!node.data.trim() || holder.closest('option, select, textarea, script, style, button, noscript, template')) continue;
      // Not drawn at all: hidden, or fully transparent (a floating label not floated).
      if (!holder.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].map((r) => clipped(r, holder)).filter(Boolean).map(at);
      if (!rects.length) continue;
      // A label's own words: not what is in its control's box (Contact Form 7's label around its control
      // holds the control's validation tip).
      let label = holder.closest('label, legend');
      const control = label?.localName === 'label' ? label.control : null;
      for (let e = holder; control && e !== label; e = e.parentElement) if (e.contains(control)) label = null;
      const own = label && control;
      const style = getComputedStyle(holder);
      // The colour it is drawn in: its fill (where one is set), but in forced colours the system's, which
      // its computed `color` says and its computed fill does not (unless it keeps its own colours).
      const forced = matchMedia('(forced-colors: active)').matches && style.forcedColorAdjust !== 'none';
      const fill = !forced && style.webkitTextFillColor && rgba(style.webkitTextFillColor).a > 0 ? style.webkitTextFillColor : style.color;
      const mid = { x: rects[0].x + rects[0].w / 2, y: rects[0].y + rects[0].h / 2 };
      const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
      texts.push({ text: node.data.trim().slice(0, 40), rects, label: !!label, own: own ? keyOf(own) : null, ownTyped: !!own?.matches(textish), placeholderMode, ratio: ratio(rgba(fill), ground(holder, mid.x, mid.y)), large });
      holders.add(holder);
    }
    for (const icon of form.querySelectorAll('i.vg-icon')) {
      if (!icon.checkVisibility()) continue;
      const box = icon.getBoundingClientRect();
      const after = getComputedStyle(icon, '::after');
      const size = 2 * (parseFloat(after.borderTopWidth) || 0) || parseFloat(after.width) || 0;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      icons.push({ control: keyOf(icon.nextElementSibling), rect: at({ left: x - size / 2, top: y - size / 2, width: size, height: size }) });
      holders.add(icon);
    }
    for (const control of form.querySelectorAll('input:not([type=hidden], [type=submit], [type=button]), select, textarea')) {
      const box = control.getBoundingClientRect();
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || box.width * box.height < 4) continue;
      const style = getComputedStyle(control);
      const host = control.nextElementSibling?.matches('.vg-switch') ? control.nextElementSibling : null;
      controls.push({
        key: keyOf(control),
        type: control.type,
        rect: at(box),
        placeholderMode,
        appearance: style.appearance,
        host: host ? { display: getComputedStyle(host).display } : null,
      });
      const text = control.getAttribute('placeholder');
      const shown = text && control.matches(':placeholder-shown') && getComputedStyle(control, '::placeholder').opacity !== '0';
      if (!shown) continue;
      const px = (name) => parseFloat(style[name]) || 0;
      const ph = getComputedStyle(control, '::placeholder');
      const canvas = document.createElement('canvas').getContext('2d');
      canvas.font = `${ph.fontStyle} ${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
      const line = px('lineHeight') || 1.2 * px('fontSize');
      const top = box.top + px('borderTopWidth') + px('paddingTop');
      const bottom = box.bottom - px('borderBottomWidth') - px('paddingBottom');
      // A one-line control centres its line in its content box; a textarea starts at its top.
      const y = control.localName === 'textarea' ? top : (top + bottom - line) / 2;
      const left = box.left + px('borderLeftWidth') + px('paddingLeft');
      placeholders.push({
        control: keyOf(control),
        labels: [...control.labels].map((label) => label.textContent.replace(/\s+/g, ' ').trim()),
        placeholderMode,
        rect: at({ left, top: y, width: canvas.measureText(text).width, height: line }),
        ratio: ratio(rgba(ph.color), ground(control, left + scrollX + 1, y + scrollY + line / 2)),
      });
    }
  }
  for (const holder of holders) {
    holder.setAttribute('data-vg-ink', '');
    for (const child of holder.children) if (child.checkVisibility({ visibilityProperty: true })) child.setAttribute('data-vg-ink-child', '');
  }
  // Where the forms are (with their builder's wrapper: its messages), for the shots.
  const where = forms.map((form) => at((form.closest('.wpcf7, .nf-form-cont, .frm_forms, .fluentform, .wpforms-container, .gform_wrapper, .elementor-widget-form') ?? form).getBoundingClientRect()));
  return { texts, icons, controls, placeholders, where };
}

/** Runs in the page: the marked texts and icons hidden (`on`), or shown again and unmarked (`off`). */
export function hidePaint(on) {
  let style = document.getElementById('vg-ink-style');
  if (on) {
    style ??= document.head.appendChild(Object.assign(document.createElement('style'), { id: 'vg-ink-style' }));
    // (The hidden rule last: an element that is both a text's and a child of one hides its own text.)
    style.textContent = '[data-vg-ink-child] { visibility: visible !important } [data-vg-ink] { visibility: hidden !important }';
    return;
  }
  style?.remove();
  for (const element of document.querySelectorAll('[data-vg-ink], [data-vg-ink-child]')) {
    element.removeAttribute('data-vg-ink');
    element.removeAttribute('data-vg-ink-child');
  }
}

const box = (rects) => {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, w: Math.max(...rects.map((r) => r.x + r.w)) - x, h: Math.max(...rects.map((r) => r.y + r.h)) - y };
};

const inside = (r, x, y) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/**
 * The pixels of `rect` (page coordinates) that differ between two decoded shots of `clip` and lie in no
 * rect of `others` (the other things hidden for the second shot: a change there may be theirs).
 */
function changed(a, b, clip, rect, others) {
  let count = 0;
  const x0 = Math.max(0, Math.floor(rect.x - clip.x));
  const y0 = Math.max(0, Math.floor(rect.y - clip.y));
  const x1 = Math.min(a.width, Math.ceil(rect.x + rect.w - clip.x));
  const y1 = Math.min(a.height, Math.ceil(rect.y + rect.h - clip.y));
  const near = others.filter((r) => r.x < clip.x + x1 && r.x + r.w > clip.x + x0 && r.y < clip.y + y1 && r.y + r.h > clip.y + y0);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 4;
      if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) <= 96) continue;
      if (!near.some((r) => inside(r, clip.x + x + 0.5, clip.y + y + 0.5))) count++;
    }
  }
  return count;
}

/**
 * The forms of `formSelector` on `page` as painted now: collectPaint's data, each text and icon with
 * `inked` (drawn: a shot with it hidden differs where it lies).
 */
export async function paintOf(page, formSelector) {
  // A full-page shot first, whose layout the measure then takes: Chromium lays a page out again for the
  // first one (its device metrics change), and a control in the generic monospace font (Contact Form 7's
  // textarea in Twenty Twenty-Five) came out 30 px shorter, under texts measured before it.
  await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, fullPage: true });
  const paint = await page.evaluate(collectPaint, formSelector);
  try {
    const clip = box(paint.where.map((r) => ({ x: Math.floor(r.x) - 4, y: Math.floor(r.y) - 4, w: Math.ceil(r.w) + 8, h: Math.ceil(r.h) + 8 })));
    const shot = async () => decodePng(await page.screenshot({ clip: { x: Math.max(0, clip.x), y: Math.max(0, clip.y), width: clip.w, height: clip.h }, fullPage: true, animations: 'disabled', caret: 'hide' }));
    const shown = await shot();
    await page.evaluate(hidePaint, true);
    const hidden = await shot();
    const origin = { x: Math.max(0, clip.x), y: Math.max(0, clip.y) };
    // Each thing's own pixels: where two hidden things lie on each other, neither is judged by the pixels
    // they share (a clipped label's line box over a drawn one's, a label's over an icon).
    const things = [...paint.texts.map((text) => ({ thing: text, rects: text.rects })), ...paint.icons.map((icon) => ({ thing: icon, rects: [icon.rect] }))];
    for (const { thing, rects } of things) {
      // (A pixel round each, for the edges' antialiasing.)
      const others = things.filter((other) => other.thing !== thing).flatMap((other) => other.rects).map((r) => ({ x: r.x - 1, y: r.y - 1, w: r.w + 2, h: r.h + 2 }));
      thing.inked = rects.some((rect) => changed(shown, hidden, origin, rect, others) >= 3);
    }
  } finally {
    await page.evaluate(hidePaint, false);
  }
  return paint;
}

const area = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
// Touching, not a rounding: more than 4 px² and a tenth of the smaller box.
const overlaps = (a, b) => {
  const shared = area(a, b);
  return shared > 4 && shared > 0.1 * Math.min(a.w * a.h, b.w * b.h);
};

/**
 * What is wrong with `paint` (paintOf), one line each: a drawn text over another drawn text, over a
 * control (a label's text over its own text control is a floated label's place), over an icon or a
 * shown placeholder; a label drawn beside its control's placeholder in placeholder mode (one of the
 * two, never both); a drawn label or a shown placeholder under 4.5:1 (3:1 large); an icon not drawn.
 * `forced`: in forced colours, each switch's checkbox drawn by the system (its state shows) and its
 * host out of the way.
 */
export function paintProblems(paint, { forced = false } = {}) {
  const problems = [];
  const drawn = paint.texts.filter((text) => text.inked);
  for (const [i, a] of drawn.entries()) {
    for (const b of drawn.slice(i + 1)) {
      if (a.rects.some((r) => b.rects.some((s) => overlaps(r, s)))) problems.push(`"${a.text}" drawn over "${b.text}"`);
    }
    for (const control of paint.controls) {
      if (a.ownTyped && control.key === a.own) continue;
      if (a.rects.some((r) => overlaps(r, control.rect))) problems.push(`"${a.text}" drawn over the control ${control.key}`);
    }
    for (const icon of paint.icons) if (a.rects.some((r) => overlaps(r, icon.rect))) problems.push(`"${a.text}" drawn over the icon of ${icon.control}`);
    for (const placeholder of paint.placeholders) if (a.rects.some((r) => overlaps(r, placeholder.rect))) problems.push(`"${a.text}" drawn over the placeholder of ${placeholder.control}`);
    if (a.label && a.ratio < (a.large ? 3 : 4.5)) problems.push(`label "${a.text}" at ${a.ratio}:1`);
  }
  for (const placeholder of paint.placeholders) {
    if (placeholder.ratio < 4.5) problems.push(`the placeholder of ${placeholder.control} at ${placeholder.ratio}:1`);
    if (!placeholder.placeholderMode) continue;
    const label = drawn.find((text) => text.own === placeholder.control);
    if (label) problems.push(`${placeholder.control}: its label "${label.text}" drawn beside its placeholder`);
  }
  for (const icon of paint.icons) if (!icon.inked) problems.push(`the icon of ${icon.control} not drawn`);
  if (forced) {
    for (const control of paint.controls.filter((c) => c.host)) {
      if (control.appearance === 'none') problems.push(`${control.key}: forced colours, its checkbox not drawn by the system (its state would not show)`);
      if (control.host.display !== 'none') problems.push(`${control.key}: forced colours, its switch's host still drawn over its checkbox`);
    }
  }
  return problems;
}

/**
 * Runs in the page: each text control in sight in a placeholder form, with what could say what it asks
 * besides a label (its value, a select's empty choice's text), by the key paint data uses.
 */
export function controlsInSight(formSelector) {
  const keyOf = (e) => e.id || `[name="${e.name}"]`;
  return [...document.querySelectorAll(formSelector)]
    .filter((form) => form.closest('.placeholder'))
    .flatMap((form) => [...form.querySelectorAll('input:not([type]), input[type=text], input[type=email], input[type=tel], textarea, select')])
    .filter((control) => control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && control.getBoundingClientRect().width > 4)
    .map((control) => {
      const choice = control.localName === 'select' ? control.selectedOptions[0] : null;
      return { key: keyOf(control), select: !!choice, value: control.value, emptyChoice: choice && choice.getAttribute('value') === '' && choice.textContent.trim() ? choice.textContent.trim() : null };
    });
}

/**
 * Placeholder mode never leaves a control without a text in sight saying what it asks: its label drawn,
 * its placeholder shown, a value (typed: the visitor knows), or a select's empty choice with text where
 * that choice can say it (not `selectsKeep`: there it is the builder's "- Select -").
 */
export function unnamedInSight(controls, paint, selectsKeep) {
  return controls
    .filter((control) => {
      if (paint.texts.some((text) => text.inked && text.own === control.key)) return false;
      if (paint.placeholders.some((placeholder) => placeholder.control === control.key)) return false;
      if (control.select) return !(control.emptyChoice && !selectsKeep);
      return control.value === '';
    })
    .map((control) => `${control.key}: nothing in sight says what it asks`);
}

/**
 * Runs in the page: for each switch in sight (a checkbox marked `slide-check`), the distance from its
 * box's end to its text's start (the first text outside the box of its label after it or around it), by key.
 */
export function switchGaps(formSelector) {
  // (By name and value: some builders' ids change on every render, Fluent Forms'.)
  const keyOf = (e) => `[name="${e.name}"][value="${e.value}"]`;
  const gaps = {};
  for (const box of document.querySelectorAll(`:is(${formSelector}) :is(.slide-check input, input.slide-check)[type=checkbox]`)) {
    if (!box.checkVisibility()) continue;
    // Its label beside it: the first after it or around it (Elementor's acceptance is named by its
    // field's label above it too, first in `labels`).
    const label = [...box.labels].find((l) => l.contains(box) || box.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!label) continue;
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    let text;
    for (let node; (node = walker.nextNode()); ) if (node.data.trim() && !box.contains(node)) { text = node; break; }
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const first = [...range.getClientRects()].find((r) => r.width > 0);
    gaps[keyOf(box)] = Math.round((first.left - box.getBoundingClientRect().right) * 10) / 10;
  }
  return gaps;
}
