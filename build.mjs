// Builds dist/: the script-tag entry (vormgever.js + lazy chunks), the stylesheet,
// the library entry for npm users (dist/lib) and its type declarations.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const target = ['chrome105', 'firefox110', 'safari16', 'edge105'];

const js = {
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: false,
  target,
  jsx: 'automatic',
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  // Stylesheets imported from a lazy chunk (GLightbox's) travel inside it as text.
  loader: { '.css': 'text' },
  define: { __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
};

rmSync('dist', { recursive: true, force: true });

const [auto, lib, css] = await Promise.all([
  build({ ...js, entryPoints: { vormgever: 'src/auto.ts' }, outdir: 'dist' }),
  build({ ...js, minify: false, entryPoints: { index: 'src/index.ts' }, outdir: 'dist/lib' }),
  build({
    entryPoints: { vormgever: 'src/styles/index.css' },
    outdir: 'dist',
    bundle: true,
    minify: true,
    target,
    metafile: true,
    logLevel: 'warning',
  }),
]);

writeFileSync('dist/meta.json', JSON.stringify({ auto: auto.metafile, lib: lib.metafile, css: css.metafile }));

if (!process.argv.includes('--no-types')) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
}
console.log(`built dist/ (vormgever ${pkg.version})`);
