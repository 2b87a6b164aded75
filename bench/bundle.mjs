// Bundles start() and enhance() as the script-tag entry has them (src/engine/start.ts; the library's
// enhance() also records its writes, for undo()) as one classic script for the Node DOM benchmarks: an
// IIFE that sets `vormgever` ({ start, enhance, version }) when evaluated inside a jsdom or happy-dom window.
// Lazy chunks are inlined (esbuild turns `import()` into a deferred call when not splitting), so the
// switch island still loads lazily, just without a network fetch. The lightbox island is replaced by
// a stub: these benchmarks never open it, and a lightbox under construction must not stop them.
import { build } from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const bundlePath = join(root, 'bench/.cache/vormgever.iife.js');

/** An esbuild plugin: the named islands' mount modules become a stub that mounts nothing. */
export function stubIslands(pattern = /islands\/lightbox\/mount$/) {
  return {
    name: 'stub-islands',
    setup(b) {
      b.onResolve({ filter: pattern }, () => ({ path: 'island-stub', namespace: 'bench-stub' }));
      b.onLoad({ filter: /.*/, namespace: 'bench-stub' }, () => ({
        contents: 'export function mount() { return { unmount() {} }; }',
        loader: 'js',
      }));
    },
  };
}

export async function bundleForNode() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  mkdirSync(join(root, 'bench/.cache'), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: { contents: "export { start, enhance } from './src/engine/start';\nexport { version } from './src/version';", resolveDir: root, loader: 'ts', sourcefile: 'bench-entry.ts' },
    outfile: bundlePath,
    bundle: true,
    format: 'iife',
    globalName: 'vormgever',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
    // The bundle starts with "use strict", and a strict script's `var` stays inside an eval: publish it.
    footer: { js: 'globalThis.vormgever = vormgever;' },
    plugins: [stubIslands()],
    logLevel: 'warning',
    // The lightbox's opener asks for chunks relative to import.meta.url; no bench here opens a lightbox.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  return bundlePath;
}
