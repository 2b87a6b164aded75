// Generates the demo site's pictures locally: a tiny PNG encoder (node:zlib) and a few painted scenes
// (gradients and shapes). Nothing is downloaded. Run directly to (re)generate demo/public/images/;
// the demo server calls ensureImages() at startup and only writes what is missing.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

// ---- PNG encoding -------------------------------------------------------------------------------
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Encodes 8-bit RGB pixels (Uint8Array, width*height*3) as PNG, picking the best filter per row. */
export function encodePng(width, height, rgb) {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let best = Infinity;
    for (let type = 0; type < 5; type++) {
      let sum = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3] : 0, b = up[i], c = i >= 3 ? up[i - 3] : 0;
        const predictor = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const value = (row[i] - predictor) & 0xff;
        candidate[i] = value;
        sum += value < 128 ? value : 256 - value;
      }
      if (sum < best) {
        best = sum;
        out[y * (stride + 1)] = type;
        candidate.copy(out, y * (stride + 1) + 1);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(out, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// ---- Painting -----------------------------------------------------------------------------------
// A layer is { at(x, y, px, out) -> alpha, box? } with x in 0..aspect, y in 0..1 (top to bottom) and
// px the size of one pixel; `at` writes its colour into `out`. Shape edges are softened over one pixel
// by their signed distance; `box` ([x0, y0, x1, y1]) lets the painter skip pixels a shape cannot touch.
const hex = (color) => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((value, i) => value + (b[i] - value) * t);
const cover = (distance, px) => Math.min(1, Math.max(0, 0.5 - distance / px));
const clamp = (value) => Math.min(1, Math.max(0, value));

function solid(color, distance, box) {
  const rgb = hex(color);
  return { box, at: (x, y, px, out) => (out.set(rgb), cover(distance(x, y), px)) };
}

function gradient(top, bottom, from, to, alpha = () => 1) {
  const a = hex(top), b = hex(bottom);
  return {
    at(x, y, px, out) {
      const t = clamp((y - from) / (to - from));
      out[0] = a[0] + (b[0] - a[0]) * t; out[1] = a[1] + (b[1] - a[1]) * t; out[2] = a[2] + (b[2] - a[2]) * t;
      return alpha(x, y);
    },
  };
}

const sky = (top, bottom, horizon = 1) => gradient(top, bottom, 0, horizon);
const disc = (cx, cy, r, color) => solid(color, (x, y) => Math.hypot(x - cx, y - cy) - r, [cx - r, cy - r, cx + r, cy + r]);
const glow = (cx, cy, color, strength) => {
  const rgb = hex(color);
  return { at: (x, y, px, out) => (out.set(rgb), strength * Math.exp(-6 * Math.hypot(x - cx, y - cy))) };
};
const hill = (base, amp, freq, phase, color) => solid(color, (x, y) => base + amp * Math.sin(x * freq + phase) - y, [0, base - amp, 9, 1]);
const river = (base, amp, freq, phase, half, color) => solid(color, (x, y) => Math.abs(y - base - amp * Math.sin(x * freq + phase)) - half, [0, base - amp - half, 9, base + amp + half]);
const box = (x0, y0, x1, y1, color) => solid(color, (x, y) => Math.max(x0 - x, x - x1, y0 - y, y - y1), [x0, y0, x1, y1]);
const tri = (cx, top, bottom, half, color) => solid(
  color,
  (x, y) => Math.max(top - y, y - bottom, Math.abs(x - cx) - half * ((y - top) / (bottom - top))),
  [cx - half, top, cx + half, bottom],
);
const water = (horizon, near, far) => {
  const a = hex(far), b = hex(near);
  return {
    box: [0, horizon, 9, 1],
    at(x, y, px, out) {
      const t = (y - horizon) / (1 - horizon);
      const ripple = 1 + 0.06 * Math.sin(y * 420 + Math.sin(x * 9) * 3);
      for (let i = 0; i < 3; i++) out[i] = (a[i] + (b[i] - a[i]) * t) * ripple;
      return 1;
    },
  };
};
const blade = (cx, cy, angle, length, width, color) => {
  const cos = Math.cos(angle), sin = Math.sin(angle);
  return solid(color, (x, y) => {
    const along = (x - cx) * cos + (y - cy) * sin;
    const across = -(x - cx) * sin + (y - cy) * cos;
    return Math.max(Math.abs(across) - width, Math.abs(along - length / 2) - length / 2);
  }, [cx - length, cy - length, cx + length, cy + length]);
};
const stripes = (horizon, colors, count) => {
  const rgbs = colors.map(hex), soil = [70, 110, 40];
  return {
    box: [0, horizon, 9, 1],
    at(x, y, px, out) {
      const t = (x - 0.75) / Math.max(y - horizon, 0.002);
      const color = rgbs[Math.abs(Math.floor(t * count)) % rgbs.length];
      const k = Math.max(0, 0.5 - (y - horizon) * 2);
      for (let i = 0; i < 3; i++) out[i] = color[i] + (soil[i] - color[i]) * k;
      return 1;
    },
  };
};

/** The drawing primitives, for other generated media (the demo video). */
export const shapes = { sky, disc, glow, hill, river, box, tri, water, blade, stripes };

function houses(color, windows) {
  const layers = [];
  const tones = ['#7a3b2e', '#5a4032', '#8c5a3c', '#3f4a52', '#6b2f2f', '#4e5d3a'];
  for (let i = 0; i < 8; i++) {
    const x0 = 0.05 + i * 0.18, x1 = x0 + 0.17, top = 0.22 + ((i * 7) % 5) * 0.03;
    layers.push(box(x0, top, x1, 0.62, tones[i % tones.length]));
    layers.push(tri((x0 + x1) / 2, top - 0.08, top, 0.085, tones[i % tones.length]));
    for (let r = 0; r < 3; r++) for (let c = 0; c < 2; c++) {
      layers.push(box(x0 + 0.03 + c * 0.07, top + 0.05 + r * 0.11, x0 + 0.07 + c * 0.07, top + 0.12 + r * 0.11, windows));
    }
  }
  layers.push(box(0, 0.6, 1.6, 0.64, color));
  return layers;
}

function trees(row, count, height, color) {
  return Array.from({ length: count }, (_, i) => tri(i * (1.6 / count) + ((row * 0.37) % 0.2), 0.75 - height - row * 0.05, 0.75 + row * 0.08, height * 0.28, color));
}

function grid(color, step) {
  const layers = [];
  for (let x = step; x < 1.6; x += step) layers.push(box(x - 0.006, 0, x + 0.006, 1, color));
  for (let y = step; y < 1; y += step) layers.push(box(0, y - 0.006, 1.6, y + 0.006, color));
  return layers;
}

/** The pictures of the demo site: slug, attachment id, title and description as the media library has them. */
export const imageCatalog = [
  { slug: 'molen', id: 101, title: 'Molen De Hoop', description: 'De korenmolen aan de Dijkweg, gebouwd in 1862.',
    layers: [sky('#2b1d4f', '#f29f58', 0.75), glow(0.5, 0.68, '#ffd9a0', 0.6), disc(0.5, 0.68, 0.09, '#ffe3b0'), hill(0.76, 0.03, 4, 1, '#2f3b2a'),
      tri(1.05, 0.3, 0.8, 0.07, '#1c1a22'), box(1.0, 0.62, 1.1, 0.8, '#1c1a22'),
      ...[0.4, 2.0, 3.6, 5.2].map((angle) => blade(1.05, 0.33, angle, 0.27, 0.018, '#1c1a22')), hill(0.86, 0.02, 7, 2, '#1f2a1c')] },
  { slug: 'grachten', id: 102, title: 'Gracht in het centrum', description: 'Grachtenpanden aan de Oudegracht op een zomerochtend.',
    layers: [sky('#5d9bd6', '#d8ecf7', 0.6), ...houses('#3a3a3a', '#f4e7c3'), water(0.64, '#23475e', '#5f8aa3')] },
  { slug: 'tulpen', id: 103, title: 'Tulpenveld in april', description: 'De bollenvelden ten noorden van de stad staan in bloei.',
    layers: [sky('#7fb8e8', '#eaf4fb', 0.45), hill(0.45, 0.01, 12, 0, '#3d5c2e'), stripes(0.47, ['#d62839', '#f7c548', '#e86fa3', '#f5f5f0', '#e0532f'], 9)] },
  { slug: 'strand', id: 104, title: 'Strand bij zonsondergang', description: 'Het strand bij paal 14, vlak voor zonsondergang.',
    layers: [sky('#3d5a80', '#f7a072', 0.55), glow(0.8, 0.5, '#ffcf87', 0.7), disc(0.8, 0.5, 0.07, '#fff1c9'), water(0.55, '#2c4a63', '#c98c6a'), hill(0.8, 0.02, 3, 0.5, '#e8cf9a')] },
  { slug: 'bos', id: 105, title: 'Het Voorbeeldse bos', description: 'Wandelroute door het bos, drie kilometer vanaf het centrum.',
    layers: [sky('#cfe3d2', '#f2f0dc', 0.7), ...trees(0, 9, 0.45, '#4f7a52'), ...trees(1, 7, 0.5, '#355e3b'), ...trees(2, 6, 0.55, '#1f3d25'), box(0, 0.9, 1.6, 1, '#3b2f24')] },
  { slug: 'stadhuis', id: 106, title: 'Het stadhuis', description: 'Het stadhuis aan de Markt, ontworpen in 1936.',
    layers: [sky('#4a86c5', '#cde3f5', 0.8), box(0.3, 0.35, 1.3, 0.9, '#a65b3c'), box(0.72, 0.08, 0.88, 0.36, '#8e4a30'), tri(0.8, 0.0, 0.09, 0.09, '#47525e'),
      disc(0.8, 0.2, 0.045, '#f3efe3'), ...Array.from({ length: 12 }, (_, i) => box(0.36 + (i % 6) * 0.16, 0.45 + Math.floor(i / 6) * 0.2, 0.44 + (i % 6) * 0.16, 0.58 + Math.floor(i / 6) * 0.2, '#f1e5c8')),
      box(0, 0.9, 1.6, 1, '#8a8479')] },
  { slug: 'plattegrond', id: 111, title: 'Plattegrond van het centrum', description: 'Het centrum met het stadhuis (rode stip) en het park.',
    layers: [sky('#f1ead8', '#ebe2cb'), ...grid('#ffffff', 0.125), box(0.9, 0.55, 1.25, 0.85, '#b9d7a1'), river(0.3, 0.08, 5, 0.3, 0.05, '#9cc3de'), disc(0.8, 0.2, 0.03, '#d62839')] },
];

/** Paints `layers` at width x height into an RGB buffer. */
export function paint(layers, width, height) {
  const rgb = new Uint8Array(width * height * 3);
  const px = 1 / height;
  const out = new Float64Array(3);
  for (let j = 0; j < height; j++) {
    const y = (j + 0.5) * px;
    // Only the layers whose box reaches this row (boxes grown by two pixels for the soft edge).
    const row = layers.filter((layer) => !layer.box || (y >= layer.box[1] - 2 * px && y <= layer.box[3] + 2 * px));
    for (let i = 0; i < width; i++) {
      const x = (i + 0.5) * px;
      let r = 0, g = 0, b = 0;
      for (const layer of row) {
        if (layer.box && (x < layer.box[0] - 2 * px || x > layer.box[2] + 2 * px)) continue;
        const alpha = Math.min(1, layer.at(x, y, px, out));
        if (alpha <= 0) continue;
        r += (out[0] - r) * alpha; g += (out[1] - g) * alpha; b += (out[2] - b) * alpha;
      }
      const k = (j * width + i) * 3;
      rgb[k] = r; rgb[k + 1] = g; rgb[k + 2] = b;
    }
  }
  return rgb;
}

export const sizes = [{ suffix: '', width: 1200, height: 800 }, { suffix: '-300x200', width: 300, height: 200 }];

/** Writes via a temporary file, so an interrupted run never leaves a half-written file behind. */
export function writeAtomically(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** Writes every missing picture (full size and 300x200 thumbnail) into `dir`; returns the files written. */
export function ensureImages(dir) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const image of imageCatalog) {
    for (const size of sizes) {
      const file = join(dir, `${image.slug}${size.suffix}.png`);
      if (existsSync(file)) continue;
      writeAtomically(file, encodePng(size.width, size.height, paint(image.layers, size.width, size.height)));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = ensureImages(new URL('./public/images/', import.meta.url).pathname);
  console.log(written.length ? `wrote ${written.length} images` : 'images already there');
}
