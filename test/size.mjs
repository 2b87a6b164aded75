// The size budget (`npm run size`, run in CI after the build): prints what each file of dist/ weighs,
// minified and gzipped (-9), what the lazy chunks hold, and what a visitor downloads per kind of page;
// exits non-zero when the entry script, the stylesheet or a kind of page is over its budget. The
// chunk analysis is exported for bench/ as well.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { ICON_BUDGET } from '../src/icons/build.mjs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Gzipped bytes allowed: the entry 4,384 B (4 KiB until issue 24 put the tap view in it, and issue 23
 * the plugin's own icons: finding icons/ beside the script, a name checked, its file set through
 * CSSOM; then 4,416 B, until the entry came down to 4,352 B: its bytes rounded up to 16, plus 32), the
 * stylesheet 2,200 B (issue 29, which let it grow from 2,041 B to take the form's own theme). What
 * binds is their sum, the reader's page kind below (6,659 B).
 */
export const budgets = { 'dist/vormgever.js': 4400, 'dist/vormgever.css': 2200 };

/**
 * A page with another builder's form than Gravity Forms' (issue 41): it loads that builder's module
 * and stylesheet and the entry that takes builder modules (dist/vormgever-builders.js) instead of
 * vormgever.js and vormgever.css, all at once (no round trip before the first pass), and pays at
 * most this much more than a page with only Gravity Forms' forms (gzip -9, in all).
 */
export const otherBuilderAllowance = 1200;

/**
 * The page builder's own lightbox, for comparison (gzipped bytes, ms): Elementor 4.2.3's released
 * assets as measured in issues 12 and 19, in bytes (not 70.5 and 71.3 KiB, which rounded them up):
 * 70,516 B at load + 71,343 B on the first click = 141,859 B; 0.7x of it is 99,301 B.
 */
export const builderReference = { atLoad: 70_516, onClick: 71_343, clickToImage: 140 };

/**
 * What a visitor downloads of Vormgever, by kind of page (gzip -9, the stylesheet included): `lazy` are
 * the sources whose chunks (with their static imports) that kind adds to what the entry loads.
 * - reading: a page whose visitor only reads (forms and lightbox links untouched), idle time included;
 * - links: a page with lightbox links in view that are never tapped: the same (nothing is fetched for
 *   a link before the visitor reaches for it; the tap view is in the entry);
 * - form: after the visitor reached for a form with switches (the switch island, React);
 * - lightbox: after the visitor opened an image in the lightbox (its chunk with GLightbox, React, the
 *   settings reader). A video slide adds the video checker (not counted: the page builder's figure is
 *   for images too).
 * Budgets: reading and links <= 6,659 B (issue 24: the entry and the stylesheet only, 6,500 B; issue 29
 * added the stylesheet's growth it allowed, 2,041 -> 2,200 B: 159 B); form <= 76 KB
 * (React is 68 KB of it); lightbox <= 99,156 B (issue 24: no more than before the tap view went into
 * the entry), under 0.7 x the page builder's lightbox (at load + first click, 99,301 B), which it replaces.
 */
export const pageKinds = [
  { kind: 'reading', label: 'reading only (entry + CSS)', lazy: [], budget: 6659 },
  { kind: 'links', label: 'lightbox links in view, never tapped', lazy: [], budget: 6659 },
  { kind: 'form', label: 'after reaching for a form (+ switch island)', lazy: ['src/islands/switch/'], budget: 76 * 1024 },
  {
    // The first view's chunk (opener.ts), the full lightbox's (mount.tsx) with React, the settings.
    kind: 'lightbox',
    label: 'after opening the lightbox (+ lightbox, settings)',
    lazy: ['src/islands/lightbox/opener.ts', 'src/islands/lightbox/mount.tsx', 'src/settings/site.ts'],
    budget: Math.min(99_156, Math.floor(0.7 * (builderReference.atLoad + builderReference.onClick))),
  },
];

// Read the strict way: what `gzip -9 <file>` writes, its header's file name included (13 bytes for
// vormgever.js that a server would not send). The command itself where there is one (its deflate and
// zlib's differ by a few bytes either way), else zlib's output plus the name field.
function gzipSize(buffer, file) {
  try {
    return execFileSync('gzip', ['-9', '-c', file], { maxBuffer: 1 << 28 }).length;
  } catch {
    return gzipSync(buffer, { level: 9 }).length + basename(file).length + 1;
  }
}

// What an input file is, in the product's words. The first match wins.
const categories = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'React'],
  [/node_modules\/glightbox\//, 'GLightbox'],
  [/node_modules\//, 'other packages'],
  [/^src\/islands\/switch\//, 'switch island'],
  [/^src\/islands\/lightbox\//, 'lightbox island'],
  [/^src\/links\//, 'lightbox links'],
  [/^src\/consent\//, 'consent bridge'],
  [/^src\/settings\//, 'settings'],
  [/^src\/(engine|rules)\//, 'engine & rules'],
  [/^src\/islands\//, 'island registry'],
  [/^src\/styles\//, 'styles'],
  [/^src\/(auto|index)\.ts$/, 'entry'],
];

export function categoryOf(input) {
  const path = input.replace(/\\/g, '/');
  for (const [pattern, name] of categories) if (pattern.test(path)) return name;
  return 'other';
}

/**
 * Reads dist/meta.json (written by build.mjs: `{ auto, lib, css }` esbuild metafiles) and the files it
 * names. Returns the script-tag build's outputs and the stylesheet with their sizes and contents.
 */
export function readBuild(root = projectRoot) {
  const metaPath = join(root, 'dist/meta.json');
  if (!existsSync(metaPath)) throw new Error(`${metaPath} is missing: run \`node build.mjs\` first`);
  const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
  const outputs = [];
  for (const [name, kind] of [['auto', 'js'], ['css', 'css']]) {
    for (const [path, output] of Object.entries(meta[name].outputs)) {
      if (!/\.(js|css)$/.test(path)) continue;
      const buffer = readFileSync(join(root, path));
      const shares = {};
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const category = categoryOf(input);
        shares[category] = (shares[category] ?? 0) + bytesInOutput;
      }
      outputs.push({
        path,
        kind,
        entryPoint: output.entryPoint ?? null,
        min: buffer.length,
        gz: gzipSize(buffer, join(root, path)),
        shares,
        // What the file really imports (build.mjs post-processes the entry), not what the metafile says.
        staticImports: (output.imports ?? [])
          .filter((i) => i.kind === 'import-statement')
          .map((i) => i.path)
          .filter((target) => buffer.toString('utf8').includes(basename(target))),
        dynamicImports: (output.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
      });
    }
  }
  return { meta, outputs, byPath: new Map(outputs.map((output) => [output.path, output])) };
}

/** The files a browser fetches to evaluate `path`: itself and its static imports, transitively. */
export function staticClosure(build, path, into = new Set()) {
  if (into.has(path)) return into;
  into.add(path);
  for (const next of build.byPath.get(path)?.staticImports ?? []) staticClosure(build, next, into);
  return into;
}

/**
 * What the first use of a lazy chunk costs over the entry: the chunk whose entry point matches
 * `source` (e.g. 'src/islands/switch/') plus every static import not already loaded with the entry.
 */
export function lazyCost(build, source, entry = 'dist/vormgever.js') {
  const chunk = build.outputs.find((output) => output.entryPoint?.replace(/\\/g, '/').includes(source));
  if (!chunk) return null;
  const atLoad = staticClosure(build, entry);
  const files = [...staticClosure(build, chunk.path)].filter((path) => !atLoad.has(path));
  const sum = (key) => files.reduce((total, path) => total + (build.byPath.get(path)?.[key] ?? 0), 0);
  return { chunk, files, min: sum('min'), gz: sum('gz') };
}

/** Each page kind with its files (entry's static graph, CSS, the lazy chunks' closures) and their gzip -9 sum. */
export function pageCosts(build, entry = 'dist/vormgever.js') {
  const css = build.outputs.filter((output) => output.kind === 'css').map((output) => output.path);
  return pageKinds.map((page) => {
    const files = new Set([...staticClosure(build, entry), ...css]);
    for (const source of page.lazy) {
      const chunk = build.outputs.find((output) => output.entryPoint?.replace(/\\/g, '/').includes(source));
      if (!chunk) throw new Error(`size: no chunk has its entry point in ${source}`);
      staticClosure(build, chunk.path, files);
    }
    const gz = [...files].reduce((total, path) => total + build.byPath.get(path).gz, 0);
    return { ...page, files: [...files], gz };
  });
}

/** What a page with one other builder's form (each of dist/builders/) downloads at load, against a Gravity Forms page's. */
export function builderPageCosts(build, root = projectRoot) {
  const reading = pageCosts(build).find((page) => page.kind === 'reading');
  const gz = (path) => gzipSize(readFileSync(join(root, path)), join(root, path));
  const names = readdirSync(join(root, 'dist/builders')).filter((name) => name.endsWith('.js')).map((name) => name.replace(/\.js$/, '')).sort();
  return names.map((name) => {
    const files = ['dist/vormgever-builders.js', `dist/builders/${name}.js`, `dist/builders/${name}.css`];
    const total = files.reduce((sum, path) => sum + gz(path), 0);
    return { name, files, gz: total, more: total - reading.gz, budget: reading.gz + otherBuilderAllowance };
  });
}

/**
 * A name for each file of the build, by file name: a chunk's name is its hash only (the entry's
 * bytes: names in it cost 16 B gz), so reports say what it holds, e.g. `lightbox/opener (JDH6KMJN.js)`.
 */
export function fileLabels(build) {
  const labels = new Map();
  for (const output of build.outputs) {
    const file = basename(output.path);
    if (!output.path.includes('/chunks/')) labels.set(file, file);
    else if (output.entryPoint) labels.set(file, `${output.entryPoint.replace(/^.*?src\//, '').replace(/^islands\//, '').replace(/\.tsx?$/, '')} (${file})`);
    else labels.set(file, `${Object.values(output.shares).some(Boolean) ? Object.entries(output.shares).sort((a, b) => b[1] - a[1])[0][0] : 'esbuild helpers'} (${file})`);
  }
  return labels;
}

let labels;
/** A served file's name for reports (`/chunks/JDH6KMJN.js` -> `lightbox/opener (JDH6KMJN.js)`); other paths as they are. */
export function labelOf(path) {
  if (!labels) {
    try {
      labels = fileLabels(readBuild());
    } catch {
      labels = new Map(); // no build: the paths themselves
    }
  }
  return labels.get(basename(path)) ?? path;
}

/** In words: what a chunk mainly holds, and who loads it. */
export function describe(build, output) {
  if (output.entryPoint) return `${categoryOf(output.entryPoint)} (${output.entryPoint.replace(/^.*?src\//, 'src/')})`;
  const total = Object.values(output.shares).reduce((a, b) => a + b, 0);
  const importers = build.outputs
    .filter((other) => other.staticImports.includes(output.path))
    .map((other) => (other.entryPoint ? categoryOf(other.entryPoint) : other.path.replace(/^.*\//, '')));
  const by = importers.length ? `, shared by ${[...new Set(importers)].join(', ')}` : '';
  if (total === 0) return `esbuild runtime helpers${by}`;
  const [main, bytes] = Object.entries(output.shares).sort((a, b) => b[1] - a[1])[0];
  return `${main} ${Math.round((100 * bytes) / total)} %${by}`;
}

function pad(rows, align) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row, r) =>
    `  ${row.map((cell, i) => (align[i] === 'l' ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ')}`.trimEnd() +
    (r === 0 ? `\n  ${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
  );
}

const n = (value) => `${value.toLocaleString('en-US')} B`;
const share = (part, whole) => (part ? `${n(part)} (${((100 * part) / whole).toFixed(0)} %)` : '-');

function main() {
  let build;
  try {
    build = readBuild();
  } catch (error) {
    console.error(`size: ${error.message}`);
    process.exit(1);
  }
  const files = [...build.outputs].sort((a, b) => (a.path.includes('/chunks/') - b.path.includes('/chunks/')) || a.path.localeCompare(b.path));
  const rows = [['file', 'minified', 'gzip -9', 'budget (gz)', 'status', 'holds']];
  let over = 0;
  const check = (gz, budget) => {
    if (budget === undefined) return '';
    if (gz <= budget) return 'ok';
    over++;
    return 'OVER';
  };
  const entryPath = 'dist/vormgever.js';
  const atLoad = [...staticClosure(build, entryPath)];
  for (const output of files) {
    const holds = output.path.includes('/chunks/')
      ? `${atLoad.includes(output.path) ? '[at load] ' : ''}${describe(build, output)}`
      : output.kind === 'css' ? 'stylesheet (at load)' : 'entry (at load)';
    // The entry's budget is checked on everything it loads at once (below), not on the file alone.
    const budget = output.path === entryPath ? undefined : budgets[output.path];
    rows.push([output.path, n(output.min), n(output.gz), budget === undefined ? '' : n(budget), check(output.gz, budget), holds]);
  }
  const sum = (key) => atLoad.reduce((total, path) => total + build.byPath.get(path)[key], 0);
  rows.push([`entry JS at load (${atLoad.length} files)`, n(sum('min')), n(sum('gz')), n(budgets[entryPath]), check(sum('gz'), budgets[entryPath]), 'vormgever.js + its static imports']);
  console.log('\nBuild sizes (dist/, script-tag build; `gzip -9 <file>` of each file, the file name in its header included)');
  console.log(pad(rows, ['l', 'r', 'r', 'r', 'l', 'l']).join('\n'));

  const shareRows = [['chunk', 'minified', 'React', 'GLightbox']];
  for (const output of files.filter((o) => o.path.includes('/chunks/'))) {
    shareRows.push([fileLabels(build).get(basename(output.path)), n(output.min), share(output.shares.React ?? 0, output.min), share(output.shares.GLightbox ?? 0, output.min)]);
  }
  console.log("\nReact's and GLightbox's share of the lazy chunks (metafile bytesInOutput, minified)");
  console.log(pad(shareRows, ['l', 'r', 'r', 'r']).join('\n'));

  const lazyRows = [['first use of', 'files fetched', 'minified', 'gzip -9']];
  for (const [label, source] of [['switch island', 'src/islands/switch/'], ['lightbox (first view)', 'src/islands/lightbox/opener.ts'], ['lightbox (full)', 'src/islands/lightbox/mount.tsx'], ['settings reader', 'src/settings/site.ts'], ['consent bridge', 'src/consent/']]) {
    const cost = lazyCost(build, source);
    if (cost) lazyRows.push([label, String(cost.files.length), n(cost.min), n(cost.gz)]);
  }
  console.log('\nLoaded on first use, beyond what the entry already loaded (chunk + its static imports)');
  console.log(pad(lazyRows, ['l', 'r', 'r', 'r']).join('\n'));

  const kindRows = [['page kind', 'files', 'gzip -9', 'budget (gz)', 'status', 'fetched']];
  const labels = fileLabels(build);
  for (const page of pageCosts(build)) {
    const names = page.files.map((path) => labels.get(basename(path))).join(', ');
    kindRows.push([page.label, String(page.files.length), n(page.gz), n(page.budget), check(page.gz, page.budget), names]);
  }
  console.log("\nWhat a visitor downloads of Vormgever, by kind of page (lightbox budget: issue 24's, under 0.7x the page builder's at load + first click)");
  console.log(pad(kindRows, ['l', 'r', 'r', 'r', 'l', 'l']).join('\n'));

  const builderRows = [['page with a form of', 'files', 'gzip -9', 'more than Gravity Forms\'', 'budget (gz)', 'status', 'fetched']];
  for (const page of builderPageCosts(build)) {
    builderRows.push([page.name, String(page.files.length), n(page.gz), n(page.more), n(page.budget), check(page.gz, page.budget), page.files.map((path) => path.replace(/^dist\//, '')).join(', ')]);
  }
  console.log(`\nA reading visitor of a page with another builder's form (its module and stylesheet, and the entry that takes builder modules, all at load): at most ${n(otherBuilderAllowance)} more than with only Gravity Forms' forms`);
  console.log(pad(builderRows, ['l', 'r', 'r', 'r', 'r', 'l', 'l']).join('\n'));

  // The plugin's own icons: a page fetches only the ones its forms show, one file each (the build stops
  // at one over ICON_BUDGET).
  const icons = readdirSync(join(projectRoot, 'dist/icons')).filter((name) => name.endsWith('.svg'));
  const iconGz = icons.map((name) => gzipSync(readFileSync(join(projectRoot, 'dist/icons', name)), { level: 9 }).length).sort((a, b) => a - b);
  if (icons.length) {
    const median = iconGz[Math.floor(iconGz.length / 2)];
    console.log(`\nThe plugin's own icons (dist/icons/, fetched one file per icon a page shows; zlib -9, no header): ${icons.length} files, ${n(iconGz[0])} to ${n(iconGz.at(-1))} gz, median ${n(median)} (budget ${n(ICON_BUDGET)} each)`);
  }

  if (over) {
    console.error(`\nsize: ${over} budget(s) exceeded (entry JS <= ${n(budgets['dist/vormgever.js'])} gz, CSS <= ${n(budgets['dist/vormgever.css'])} gz, page kinds as above)`);
    process.exit(1);
  }
  console.log('\nsize: every budget met');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
