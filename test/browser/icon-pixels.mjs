// Reading an icon off the screen, shared by the browser suite (icons.test.mjs, looks.test.mjs) and the
// WordPress suite: where the drawn square of an `i.vg-icon` is, its pixels (decoded here, in Node),
// whether they are in the icon's colour, and how near its glyph is to a file drawn alone (a coarse grid
// of coverage, so that a pixel's offset does not count).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { projectRoot } from './harness.mjs';

/** A built icon file's bytes (dist/icons/<name>.svg): what readIcon holds the screen against by default. */
export const builtIcon = (name) => readFileSync(join(projectRoot, 'dist/icons', `${name}.svg`));

/**
 * Runs in the page (`page.evaluate(iconSquare, selector)`): the square the stylesheet draws the icon
 * in (its ::after, centred in the <i>'s content box) with a margin, its size in CSS pixels, its
 * currentColor and the background of the control under it.
 */
export function iconSquare(selector) {
  const icon = document.querySelector(selector);
  const box = icon.getBoundingClientRect();
  const style = getComputedStyle(icon);
  const after = getComputedStyle(icon, '::after');
  const px = (value) => parseFloat(value) || 0;
  // A square of borders around nothing (Chromium draws and reports them snapped to whole pixels); or,
  // drawn some other way, its width.
  const size = 2 * px(after.borderTopWidth) || px(after.width);
  const x = box.left + px(style.paddingLeft) + (box.width - px(style.paddingLeft) - px(style.paddingRight)) / 2;
  const y = box.top + px(style.paddingTop) + (box.height - px(style.paddingTop) - px(style.paddingBottom)) / 2;
  // A margin of up to 3 px for a pixel's offset, but only as far as the control's border: a control
  // hardly taller than the glyph (an unstyled input) would put its border lines in the square.
  const control = icon.nextElementSibling;
  const edge = control.getBoundingClientRect();
  const inner = getComputedStyle(control);
  const room = Math.min(y - size / 2 - edge.top - px(inner.borderTopWidth), edge.bottom - px(inner.borderBottomWidth) - y - size / 2);
  const offset = Math.max(0, Math.min(3, Math.floor(room)));
  const left = Math.round(x - size / 2 - offset);
  const top = Math.round(y - size / 2 - offset);
  const side = Math.round(size + 2 * offset);
  return {
    size,
    offset: offset + (x - size / 2 - offset - left),
    // A screenshot's clip is in page coordinates.
    clip: { x: left + scrollX, y: top + scrollY, width: side, height: side },
    color: after.color, // currentColor (in forced colors: the forced text colour)
    background: getComputedStyle(icon.nextElementSibling).backgroundColor,
  };
}

/**
 * The icon `selector` read off `page`'s screen: its square, its signature (see `signature`) and its
 * glyph's distance to each of `names`' files drawn alone (`file(name)` gives a file's bytes; the built
 * icons by default).
 * `fullPage`: the square may lie below the viewport.
 */
export async function readIcon(page, selector, { names = [], file = builtIcon, fullPage = false } = {}) {
  const square = await page.evaluate(iconSquare, selector);
  const shown = decodePng(await page.screenshot({ clip: square.clip, fullPage }));
  const distances = {};
  if (names.length) {
    // One page draws every file in turn (a page each cost a renderer each).
    const alone = await page.context().browser().newPage({ viewport: { width: 200, height: 200 } });
    try {
      for (const name of names) {
        await alone.setContent(`<body style="margin:0;background:#fff"><img style="display:block;margin:${square.offset}px;width:${square.size}px;height:${square.size}px"
          src="data:image/svg+xml;base64,${Buffer.from(file(name)).toString('base64')}"></body>`);
        await alone.locator('img').evaluate((img) => img.decode());
        const png = await alone.screenshot({ clip: { x: 0, y: 0, width: square.clip.width, height: square.clip.height } });
        distances[name] = glyphDistance(shown, square, decodePng(png), { color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
      }
    } finally {
      await alone.close();
    }
  }
  return { square, mark: signature(shown, square), distances };
}

/**
 * Asserts that the glyph read by `readIcon` is `own`'s: nearer to its file than 0.6 of its distance to
 * every other file read. Returns the distances as a line for the log.
 */
export function assertOwnGlyph({ distances }, own, label = own) {
  const others = Object.entries(distances).filter(([name]) => name !== own);
  for (const [name, distance] of others) {
    assert.ok(distances[own] < 0.6 * distance, `${label}: the glyph is nearer ${name} (${distance.toFixed(3)}) than ${own} (${distances[own].toFixed(3)})`);
  }
  return `${own} ${distances[own].toFixed(3)}; ${others.map(([name, distance]) => `${name} ${distance.toFixed(3)}`).join(', ')}`;
}

/** A screenshot's pixels ({ width, height, data: RGBA bytes }): 8-bit RGB or RGBA, not interlaced, as Chromium writes them. */
export function decodePng(png) {
  const chunks = [];
  let header;
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9], interlace: body[12] };
    if (type === 'IDAT') chunks.push(body);
    at += 12 + length;
  }
  const { width, height, depth, colour, interlace } = header;
  if (depth !== 8 || ![2, 6].includes(colour) || interlace) throw new Error(`a PNG this reader does not decode: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
  const channels = colour === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  // Each row by its filter (PNG's five), one loop each: a full page's shot decodes in a fraction of the
  // time a per-byte choice took.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const from = y * (stride + 1) + 1;
    const at = y * stride;
    const up = at - stride; // the row above (absent on the first)
    if (filter === 0) raw.copy(rows, at, from, from + stride);
    else if (filter === 1) for (let x = 0; x < stride; x++) rows[at + x] = (raw[from + x] + (x >= channels ? rows[at + x - channels] : 0)) & 0xff;
    else if (filter === 2) for (let x = 0; x < stride; x++) rows[at + x] = (raw[from + x] + (y ? rows[up + x] : 0)) & 0xff;
    else if (filter === 3) for (let x = 0; x < stride; x++) rows[at + x] = (raw[from + x] + (((x >= channels ? rows[at + x - channels] : 0) + (y ? rows[up + x] : 0)) >> 1)) & 0xff;
    else {
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? rows[at + x - channels] : 0;
        const b = y ? rows[up + x] : 0;
        const c = x >= channels && y ? rows[up + x - channels] : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        rows[at + x] = (raw[from + x] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
      }
    }
  }
  if (channels === 4) return { width, height, data: new Uint8Array(rows.buffer, rows.byteOffset, rows.length) };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    data[i] = rows[j];
    data[i + 1] = rows[j + 1];
    data[i + 2] = rows[j + 2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

const rgb = (text) => (/(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(text) ?? [0, 0, 0, 0]).slice(1, 4).map(Number);

/** Each pixel's coverage (0: background, 1: the icon's colour) and its distance from that mix. */
function coverage(image, square) {
  const [fg, bg] = [rgb(square.color), rgb(square.background)];
  const span = fg.map((value, i) => value - bg[i]);
  const length = span.reduce((sum, value) => sum + value * value, 0) || 1;
  const out = [];
  for (let i = 0; i < image.data.length; i += 4) {
    const pixel = [image.data[i], image.data[i + 1], image.data[i + 2]];
    const t = pixel.reduce((sum, value, k) => sum + (value - bg[k]) * span[k], 0) / length;
    const off = Math.hypot(...pixel.map((value, k) => value - (bg[k] + t * span[k])));
    out.push({ t, off });
  }
  return out;
}

/**
 * `inked`: the share of the square mostly in the icon's colour; `colourMatch`: of the pixels that are
 * not background, the share that is a mix of background and the icon's colour (nothing else drawn).
 */
export function signature(image, square) {
  // Inside the square only: the margin may hold the control's border.
  const inside = (i) => {
    const [x, y] = [i % image.width, Math.floor(i / image.width)];
    return [x, y].every((at) => at >= Math.floor(square.offset) && at < Math.ceil(square.offset + square.size));
  };
  const pixels = coverage(image, square).filter((_, i) => inside(i));
  const marked = pixels.filter((pixel) => pixel.t > 0.25 || pixel.off > 40);
  return {
    inked: pixels.filter((pixel) => pixel.t > 0.5).length / pixels.length,
    colourMatch: marked.length ? marked.filter((pixel) => pixel.off < 40).length / marked.length : 0,
  };
}

/** The mean difference of two images' coverage (each with its own colours) on a 6 x 6 grid (0: the same glyph). */
export function glyphDistance(a, squareA, b, squareB) {
  const grid = (image, square) => {
    const pixels = coverage(image, square);
    const cells = new Array(36).fill(0);
    const counts = new Array(36).fill(0);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const cell = Math.min(5, Math.floor((6 * y) / image.height)) * 6 + Math.min(5, Math.floor((6 * x) / image.width));
        cells[cell] += Math.max(0, Math.min(1, pixels[y * image.width + x].t));
        counts[cell]++;
      }
    }
    return cells.map((sum, i) => sum / counts[i]);
  };
  const [ga, gb] = [grid(a, squareA), grid(b, squareB)];
  return ga.reduce((sum, value, i) => sum + Math.abs(value - gb[i]), 0) / ga.length;
}
