// Reading an icon off the screen, shared by the browser suite (icons.test.mjs) and the WordPress suite:
// where the drawn square of an `i.vg-icon` is, its pixels decoded in a helper page, whether they are
// in the icon's colour, and how near its glyph is to a file drawn alone (a coarse grid of coverage, so
// that a pixel's offset does not count).

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
 * The icon file `svg` (bytes) drawn alone as an image the size of `square` (black on white) in a page
 * of its own: [png, its colours], to hold the screen against.
 */
export async function drawnAlone(browser, svg, square) {
  const page = await browser.newPage({ viewport: { width: 200, height: 200 } });
  await page.setContent(`<body style="margin:0;background:#fff"><img style="display:block;margin:${square.offset}px;width:${square.size}px;height:${square.size}px"
    src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`);
  await page.locator('img').evaluate((img) => img.decode());
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: square.clip.width, height: square.clip.height } });
  await page.close();
  return [png, { color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' }];
}

/**
 * How near the icon on the screen (`png` of `square`) is to each named file drawn alone: a map of
 * name to glyph distance. `file(name)` gives a file's bytes.
 */
export async function distancesTo(browser, png, square, names, file) {
  const helper = await browser.newPage();
  const shown = await decodePng(helper, png);
  const distances = {};
  for (const name of names) {
    const [alone, colours] = await drawnAlone(browser, file(name), square);
    distances[name] = glyphDistance(shown, square, await decodePng(helper, alone), colours);
  }
  await helper.close();
  return distances;
}

/** A PNG's pixels ({ width, height, data }), decoded by `page` (any page without a policy: about:blank). */
export async function decodePng(page, png) {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data] };
  }, png.toString('base64'));
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
