// Builds the plugin's own icon set: dist/icons/<name>.svg for every entry of the catalogue, from the
// Lucide set (the devDependency lucide-static, ISC; its LICENSE goes beside the icons), each reduced to
// what drawing it needs and at most ICON_BUDGET bytes gzipped. Called by build.mjs; stops the build
// when a catalogue name has no SVG, an SVG holds anything but plain shapes, or one is over budget.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reduceSvg } from './svg.mjs';

/** Gzipped bytes one icon may cost a page (issue 23). */
export const ICON_BUDGET = 300;

const setDir = dirname(createRequire(import.meta.url).resolve('lucide-static/package.json'));

/** The catalogue, read from its TypeScript source (bundled to a module in memory). */
export async function readCatalogue() {
  const { outputFiles } = await build({ entryPoints: ['src/icons/catalogue.ts'], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return module.catalogue;
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
