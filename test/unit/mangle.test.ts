// build.mjs shortens some internal property names (esbuild's mangleProps) in every chunk of the
// script-tag build, React's and GLightbox's included. That is safe only for names no bundled package
// uses as a property (its objects would lose theirs: a DOM or library property renamed) and that our
// own code never spells as a string (a quoted key is not renamed, the accesses are). This checks both
// on the whole bundle, built here the way build.mjs builds it (one file, nothing mangled).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const buildScript = readFileSync(resolve(root, 'build.mjs'), 'utf8');

/** The names in build.mjs's `mangleProps: /^(a|b|c)$/`. */
export function mangledNames(script: string): string[] {
  const match = /mangleProps:\s*\/\^\(([\w|$]+)\)\$\//.exec(script);
  if (!match) throw new Error('build.mjs has no mangleProps: /^(…)$/ list');
  return match[1]!.split('|');
}

/** Where `name` is used as a property: `.name`, `?.name`, an object key `name:`, a method `name(…) {`, shorthand `{ name }`. */
export function propertyUses(code: string, name: string): string[] {
  const uses = new RegExp(`(?:\\??\\.${name}(?![\\w$])|[{,]\\s*${name}\\s*(?:[:,}]|\\([^)]*\\)\\s*\\{)|^\\s*${name}\\s*\\([^)]*\\)\\s*\\{)`, 'gm');
  return [...code.matchAll(uses)].map((match) => code.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' '));
}

const names = mangledNames(buildScript);

it('finds the list, and the checks find what they look for', () => {
  expect(names.length).toBeGreaterThan(5);
  expect(propertyUses('a.track(x); b?.track; ({ track: 1, y }); ({ track }); ({ track(x) {} })\nclass A {\n  track(x) {}\n}', 'track')).toHaveLength(6);
  expect(propertyUses('var tracks = "track"; trackEvent(); a.tracked; if (a) { track(element); }\n  track(element);', 'track')).toEqual([]);
});

it('no bundled package uses a mangled name as a property, and our code never spells one as a string', () => {
  // In a child process: esbuild's API does not run inside a DOM test environment (jsdom's TextEncoder).
  const options = {
    entryPoints: [resolve(root, 'src/auto.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' }, // as build.mjs's minify: React's production build
    logLevel: 'silent',
    outdir: resolve(root, 'dist-mangle-check'), // nothing is written
  };
  // Twice: everything (which package files are bundled), then our code alone (packages left out).
  const script = `const { build } = await import('esbuild'); const o = ${JSON.stringify(options)};
    const all = await build(o); const own = await build({ ...o, packages: 'external' });
    process.stdout.write(JSON.stringify({ inputs: Object.keys(all.metafile.inputs), code: own.outputFiles.find((f) => f.path.endsWith('.js')).text }));`;
  const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, maxBuffer: 1 << 28, encoding: 'utf8' })) as { inputs: string[]; code: string };
  const inputs = result.inputs;
  const packages = inputs.filter((path) => path.includes('node_modules/'));
  // React and GLightbox are in it (dynamic imports bundled into the one file).
  expect(packages.some((path) => path.includes('node_modules/react-dom/'))).toBe(true);
  expect(packages.some((path) => path.includes('node_modules/glightbox/'))).toBe(true);
  const clashes: string[] = [];
  for (const path of packages) {
    const code = readFileSync(resolve(root, path), 'utf8');
    for (const name of names) for (const use of propertyUses(code, name)) clashes.push(`${path}: ${name} in "${use}"`);
  }
  expect(clashes).toEqual([]);

  // Our own code, compiled (types gone, no package in it): a mangled name as a string would be a key left unrenamed.
  const own = inputs.filter((path) => path.startsWith('src/'));
  expect(own.length).toBeGreaterThan(20);
  const bundle = result.code;
  const quoted = names.filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(bundle));
  expect(quoted).toEqual([]);
});
