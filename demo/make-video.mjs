// Generates the demo's hosted video without any encoder installed: a valid H.264 (Baseline) stream in
// an MP4 file, written by hand. Frame 1 is an IDR picture of I_PCM macroblocks (raw samples, no
// compression); later frames are P pictures that skip every unchanged macroblock and send the changed
// ones as I_PCM again. The picture: the windmill of the gallery, its sails turning (a seamless loop).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paint, shapes, writeAtomically } from './make-images.mjs';

const width = 256, height = 144, fps = 10, frames = 30;

class Bits {
  bytes = [];
  #current = 0;
  #count = 0;
  bit(b) {
    this.#current = (this.#current << 1) | b;
    if (++this.#count === 8) this.bytes.push(this.#current), (this.#current = 0), (this.#count = 0);
  }
  u(n, value) {
    for (let i = n - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  ue(value) {
    const length = 32 - Math.clz32(value + 1);
    this.u(length - 1, 0);
    this.u(length, value + 1);
  }
  se(value) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  align() {
    while (this.#count) this.bit(0);
  }
  raw(bytes) {
    for (const byte of bytes) this.bytes.push(byte);
  }
  trailing() {
    this.bit(1);
    this.align();
  }
}

/** NAL unit: header byte, then the RBSP with emulation prevention (00 00 0x -> 00 00 03 0x). */
function nal(type, refIdc, rbsp) {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) out.push(3), (zeros = 0);
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sps() {
  const b = new Bits();
  b.u(8, 66); b.u(8, 0xc0); b.u(8, 30); // Baseline, constraint_set0+1, level 3.0
  b.ue(0); b.ue(0); b.ue(2); b.ue(1); b.u(1, 0); // sps id, log2_max_frame_num-4, poc type 2, 1 ref, no gaps
  b.ue(width / 16 - 1); b.ue(height / 16 - 1);
  b.u(1, 1); b.u(1, 1); b.u(1, 0); b.u(1, 0); // frame_mbs_only, direct_8x8, no cropping, no VUI
  b.trailing();
  return nal(7, 3, b.bytes);
}

function pps() {
  const b = new Bits();
  b.ue(0); b.ue(0); b.u(1, 0); b.u(1, 0); b.ue(0); b.ue(0); b.ue(0); // ids, CAVLC, 1 slice group, 1 ref
  b.u(1, 0); b.u(2, 0); b.se(0); b.se(0); b.se(0); // no weighted prediction, qp 26
  b.u(1, 1); b.u(1, 0); b.u(1, 0); // deblocking control present, no constrained intra, no redundant pics
  b.trailing();
  return nal(8, 3, b.bytes);
}

/** 4:2:0 YCbCr (BT.601, limited range) of an RGB picture. */
function toYuv(rgb) {
  const y = new Uint8Array(width * height), u = new Uint8Array(width * height / 4), v = new Uint8Array(width * height / 4);
  for (let i = 0; i < width * height; i++) {
    const r = rgb[i * 3], g = rgb[i * 3 + 1], b = rgb[i * 3 + 2];
    y[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  for (let j = 0; j < height / 2; j++) for (let i = 0; i < width / 2; i++) {
    let r = 0, g = 0, b = 0;
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
      const k = ((j * 2 + dy) * width + i * 2 + dx) * 3;
      r += rgb[k] / 4; g += rgb[k + 1] / 4; b += rgb[k + 2] / 4;
    }
    u[j * width / 2 + i] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
    v[j * width / 2 + i] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
  }
  return { y, u, v };
}

/** The 384 raw samples of macroblock (mx, my): 16x16 luma, then 8x8 Cb and 8x8 Cr. */
function macroblock(yuv, mx, my) {
  const out = [];
  for (let j = 0; j < 16; j++) for (let i = 0; i < 16; i++) out.push(yuv.y[(my * 16 + j) * width + mx * 16 + i]);
  for (const plane of [yuv.u, yuv.v]) for (let j = 0; j < 8; j++) for (let i = 0; i < 8; i++) out.push(plane[(my * 8 + j) * (width / 2) + mx * 8 + i]);
  return out;
}

function slice(index, yuv, previous) {
  const b = new Bits();
  const idr = index === 0;
  b.ue(0); b.ue(idr ? 7 : 5); b.ue(0); b.u(4, index % 16); // first mb, I or P (all slices), pps, frame_num
  if (idr) b.ue(0); // idr_pic_id
  else b.u(1, 0), b.u(1, 0); // no ref count override, no ref list modification
  if (idr) b.u(1, 0), b.u(1, 0); // dec_ref_pic_marking: keep prior pictures, not long-term
  else b.u(1, 0); // sliding window
  b.se(0); b.ue(1); // slice_qp_delta, deblocking off (so skipped blocks stay exact copies)
  let skipped = 0;
  for (let my = 0; my < height / 16; my++) {
    for (let mx = 0; mx < width / 16; mx++) {
      const samples = macroblock(yuv, mx, my);
      if (!idr && samples.every((value, i) => value === previous[my][mx][i])) {
        skipped++;
        continue;
      }
      if (!idr) b.ue(skipped), (skipped = 0);
      b.ue(idr ? 25 : 30); // I_PCM
      b.align();
      b.raw(samples);
    }
  }
  if (skipped) b.ue(skipped);
  b.trailing();
  return nal(idr ? 5 : 1, idr ? 3 : 2, b.bytes);
}

function box(type, ...parts) {
  const body = Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

const u32 = (...values) => Buffer.concat(values.map((value) => { const b = Buffer.alloc(4); b.writeUInt32BE(value >>> 0); return b; }));
const u16 = (...values) => Buffer.concat(values.map((value) => { const b = Buffer.alloc(2); b.writeUInt16BE(value & 0xffff); return b; }));
const full = (type, version, flags, ...parts) => box(type, u32((version << 24) | flags), ...parts);
const matrix = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

function mp4(samples, spsNal, ppsNal) {
  const duration = samples.length * 100; // timescale 1000, 10 fps
  const avcC = box('avcC', Buffer.from([1, 66, 0xc0, 30, 0xff, 0xe1]), u16(spsNal.length), spsNal, Buffer.from([1]), u16(ppsNal.length), ppsNal);
  const name = Buffer.alloc(32);
  const avc1 = box('avc1', Buffer.alloc(6), u16(1, 0, 0), u32(0, 0, 0), u16(width, height), u32(0x480000, 0x480000, 0), u16(1), name, u16(0x18, 0xffff), avcC);
  const moov = (offset) => box('moov',
    full('mvhd', 0, 0, u32(0, 0, 1000, duration, 0x10000), u16(0x100, 0), u32(0, 0), matrix, u32(0, 0, 0, 0, 0, 0, 2)),
    box('trak',
      full('tkhd', 0, 3, u32(0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), matrix, u32(width << 16, height << 16)),
      box('mdia',
        full('mdhd', 0, 0, u32(0, 0, 1000, duration), u16(0x55c4, 0)),
        full('hdlr', 0, 0, u32(0), Buffer.from('vide'), u32(0, 0, 0), Buffer.from('VideoHandler\0')),
        box('minf',
          full('vmhd', 0, 1, u16(0, 0, 0, 0)),
          box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
          box('stbl',
            full('stsd', 0, 0, u32(1), avc1),
            full('stts', 0, 0, u32(1, samples.length, 100)),
            full('stss', 0, 0, u32(1, 1)),
            full('stsc', 0, 0, u32(1, 1, samples.length, 1)),
            full('stsz', 0, 0, u32(0, samples.length, ...samples.map((sample) => sample.length))),
            full('stco', 0, 0, u32(1, offset)))))));
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const offset = ftyp.length + moov(0).length + 8;
  return Buffer.concat([ftyp, moov(offset), box('mdat', ...samples)]);
}

/** The video file's bytes. */
export function makeVideo() {
  const { sky, glow, disc, hill, box: rect, tri, blade } = shapes;
  const spsNal = sps(), ppsNal = pps();
  const samples = [];
  let previous = null;
  for (let index = 0; index < frames; index++) {
    const turn = (index / frames) * (Math.PI / 2); // four sails: a quarter turn loops seamlessly
    const layers = [sky('#2b1d4f', '#f29f58', 0.75), glow(0.5, 0.68, '#ffd9a0', 0.6), disc(0.5, 0.68, 0.09, '#ffe3b0'),
      hill(0.76, 0.03, 4, 1, '#2f3b2a'), tri(1.05, 0.3, 0.8, 0.07, '#1c1a22'), rect(1.0, 0.62, 1.1, 0.8, '#1c1a22'),
      ...[0.4, 2.0, 3.6, 5.2].map((angle) => blade(1.05, 0.33, angle + turn, 0.27, 0.018, '#1c1a22')), hill(0.86, 0.02, 7, 2, '#1f2a1c')];
    const yuv = toYuv(paint(layers, width, height));
    const sample = slice(index, yuv, previous);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(sample.length);
    samples.push(Buffer.concat([length, sample]));
    previous = Array.from({ length: height / 16 }, (_, my) => Array.from({ length: width / 16 }, (_, mx) => macroblock(yuv, mx, my)));
  }
  return mp4(samples, spsNal, ppsNal);
}

/** Writes the video to `file` unless it is there already; returns true when written. */
export function ensureVideo(file) {
  if (existsSync(file)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeAtomically(file, makeVideo());
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = ensureVideo(new URL('./public/video/rondleiding-molen.mp4', import.meta.url).pathname);
  console.log(written ? 'wrote the video' : 'video already there');
}
