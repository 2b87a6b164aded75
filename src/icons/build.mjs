// Builds the plugin's own icon set: dist/icons/<name>.svg for every entry of the catalogue, from the
// Lucide set (the devDependency lucide-static, ISC; its LICENSE goes beside the icons), each reduced to
// what drawing it needs and at most ICON_BUDGET bytes gzipped. Called by build.mjs; stops the build
// when a catalogue name has no SVG, an SVG holds anything but plain shapes, or one is over budget.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes one icon may cost a page (issue 23). */
export const ICON_BUDGET = 300;

const setDir = dirname(createRequire(import.meta.url).resolve('lucide-static/package.json'));

/** The catalogue, read from its TypeScript source (bundled to a module in memory). */
export async function readCatalogue() {
  const { outputFiles } = await build({ entryPoints: ['src/icons/catalogue.ts'], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return module.catalogue;
}

// The only elements an icon may hold: shapes. No <style>, <script>, <use>, <image>, links or events.
const SHAPE = /^<(path|rect|circle|ellipse|line|polyline|polygon)( (?!on|href|xlink)[a-zA-Z][\w-]*="[^"<>&]*")*\/>$/;

/** One of the set's SVG files as the few bytes a browser needs to draw it (throws at anything unexpected). */
export function reduceSvg(name, text) {
  const source = text
    .replace(/<!--[^]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/>/g, '/>')
    .replace(/> </g, '><')
    .trim();
  const svg = /^<svg ([^>]*)>(.*)<\/svg>$/.exec(source);
  if (!svg) throw new Error(`build: icon ${name}: not an <svg> element`);
  // Its own attributes minus the class and size; the drawing attributes (stroke etc.) as the set gives them.
  // Without width and height: a mask or background then takes the box's size (the viewBox keeps the ratio).
  const attributes = (svg[1].match(/[\w:-]+="[^"]*"/g) ?? []).filter((item) => !/^(class|width|height)=/.test(item)).join(' ');
  if (!/^xmlns="http:\/\/www\.w3\.org\/2000\/svg"( (?!on|href|xlink)[a-zA-Z][\w-]*="[^"<>&]*")*$/.test(attributes)) {
    throw new Error(`build: icon ${name}: unexpected <svg> attributes: ${attributes}`);
  }
  const shapes = svg[2].match(/<[^>]*>/g) ?? [];
  if (!shapes.length || shapes.join('') !== svg[2]) throw new Error(`build: icon ${name}: text between its shapes`);
  for (const shape of shapes) if (!SHAPE.test(shape)) throw new Error(`build: icon ${name}: not a plain shape: ${shape}`);
  return `<svg ${attributes}>${svg[2]}</svg>`;
}

/** Writes `${dist}/icons/`; returns { name: gzipped bytes } for every icon. */
export async function buildIcons(dist = 'dist') {
  const catalogue = await readCatalogue();
  const out = join(dist, 'icons');
  mkdirSync(out, { recursive: true });
  const sizes = {};
  const over = [];
  const seen = new Set();
  for (const { name } of catalogue) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || seen.has(name)) throw new Error(`build: icon name ${JSON.stringify(name)} is not a unique lower-case name`);
    seen.add(name);
    let text;
    try {
      text = readFileSync(join(setDir, 'icons', `${name}.svg`), 'utf8');
    } catch {
      throw new Error(`build: the catalogue's icon ${name} has no SVG in lucide-static`);
    }
    const svg = reduceSvg(name, text);
    sizes[name] = gzipSync(svg, { level: 9 }).length;
    if (sizes[name] > ICON_BUDGET) over.push(`${name} (${sizes[name]} B)`);
    writeFileSync(join(out, `${name}.svg`), svg);
  }
  if (over.length) throw new Error(`build: icons over ${ICON_BUDGET} B gzipped: ${over.join(', ')}`);
  // The set's licence travels with its files (ISC, and MIT for the icons drawn from Feather).
  writeFileSync(join(out, 'LICENSE'), readFileSync(join(setDir, 'LICENSE')));
  return sizes;
}
