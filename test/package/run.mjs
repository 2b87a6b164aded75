// The package as a developer gets it: `npm pack`, installed into a fresh project (a temporary folder)
// with pinned versions, through npm's own cache. There it checks
// - the packed files: the library, its types, the stylesheet, the script-tag bundle, four fixtures,
//   README, CHANGELOG and LICENSE, and nothing else;
// - the types: consumer.ts type-checks under the tsconfig `tsc --init` writes (nodenext; skipLibCheck
//   off) and under `moduleResolution: bundler`, and its wrong calls are refused in both;
// - the README's example test, exactly as printed (the code block after `<!-- test: readme-example -->`),
//   run by vitest in jsdom;
// - one React: a React application that imports Vormgever bundles React once.
// Run after a build (`npm run test:package`). VG_PACKAGE_KEEP=1 keeps the folder.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const step = (what) => console.log(`package: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const failures = [];
const fail = (message) => {
  console.error(`package: ${message}`);
  failures.push(message);
  process.exitCode = 1;
};

// What the temporary project installs beside the package: the versions this project tests with.
const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinned = Object.fromEntries(['react', 'react-dom', 'typescript', 'vitest', 'jsdom'].map((name) => [name, own.devDependencies[name]]));

/** The fenced code block right after `marker` in `markdown` (its fences excluded). */
export function codeAfter(markdown, marker) {
  const at = markdown.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in README.md`);
  const block = /^\s*```\w*\n([^]*?\n)```(?:\n|$)/.exec(markdown.slice(at + marker.length));
  if (!block) throw new Error(`no code block right after ${marker} in README.md`);
  return block[1];
}

const project = mkdtempSync(join(tmpdir(), 'vormgever-package-'));
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
/** run(), without waiting: resolves to its output; a failure carries stdout and stderr, as run()'s does. */
const runLater = (command, args, options = {}) => promisify(execFile)(command, args, { cwd: project, encoding: 'utf8', ...options }).then(({ stdout }) => stdout);
/** The steps under way beside others: waited for before the folder goes, whatever happened. */
const pending = [];

try {
  // 1. The packed files.
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', project, root]));
  const files = packed.files.map((file) => file.path).sort();
  const allowed = /^(README\.md|CHANGELOG\.md|LICENSE|package\.json|dist\/lib\/(index|chunks\/\w+)\.js|dist\/types\/[\w/-]+\.d\.ts|dist\/vormgever(-builders)?\.js|dist\/vormgever\.css|dist\/builders\/([\w-]+\.(js|css)|module\.d\.ts)|dist\/chunks\/\w+\.js|dist\/icons\/([\w-]+\.svg|LICENSE)|fixtures\/gf[\w-]+\.html)$/;
  for (const file of files) if (!allowed.test(file)) fail(`packed, but no library user needs it: ${file}`);
  for (const needed of ['LICENSE', 'README.md', 'dist/lib/index.js', 'dist/types/index.d.ts', 'dist/vormgever.js', 'dist/vormgever.css', 'dist/vormgever-builders.js', 'dist/builders/wpforms.js', 'dist/builders/module.d.ts', 'fixtures/gf210-orbital.html']) {
    if (!files.includes(needed)) fail(`not packed: ${needed}`);
  }
  step(`packed ${packed.filename}: ${files.length} files, ${packed.size} B (unpacked ${packed.unpackedSize} B)`);

  // 2. A fresh project that installs it, from npm's cache where it can.
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'vormgever-user', private: true, type: 'module', devDependencies: { vormgever: `file:./${packed.filename}`, ...pinned } }, null, 2));
  run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  step('installed into a fresh project');

  // 3. The types, in both setups.
  run(process.execPath, ['node_modules/typescript/bin/tsc', '--init']);
  const init = readFileSync(join(project, 'tsconfig.json'), 'utf8');
  if (!/"module": "nodenext"/.test(init) || !/"skipLibCheck": true/.test(init)) fail(`tsc --init wrote other defaults than expected:\n${init}`);
  writeFileSync(join(project, 'tsconfig.json'), init.replace('"skipLibCheck": true', '"skipLibCheck": false'));
  copyFileSync(join(here, 'consumer.ts'), join(project, 'consumer.ts'));
  const setups = {
    'tsc --init (nodenext)': { extends: './tsconfig.json', compilerOptions: { noEmit: true }, files: ['consumer.ts'] },
    'moduleResolution bundler': { compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: false, noEmit: true, types: [] }, files: ['consumer.ts'] },
  };
  // 3 to 5 need nothing from each other's results: they run side by side (each a process of its own,
  // the bundle in this one), and each step is printed as it ends.
  pending.push(...Object.entries(setups).map(async ([name, config]) => {
    const file = `tsconfig.${name.split(' ').at(-1).replace(/\W/g, '')}.json`;
    writeFileSync(join(project, file), JSON.stringify(config, null, 2));
    try {
      await runLater(process.execPath, ['node_modules/typescript/bin/tsc', '-p', file]);
      step(`types hold under ${name}: consumer.ts checks, its wrong calls are refused`);
    } catch (error) {
      fail(`types under ${name}:\n${error.stdout}${error.stderr}`);
    }
  }));

  // 4. The README's example test, exactly as printed.
  const example = codeAfter(readFileSync(join(root, 'README.md'), 'utf8'), '<!-- test: readme-example -->');
  writeFileSync(join(project, 'form.test.ts'), example);
  pending.push(runLater(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'form.test.ts'], { env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } }).then(
    (output) => step(`the README's example test passes (${/Tests\s+.*/.exec(output)?.[0]?.trim() ?? 'ok'})`),
    (error) => fail(`the README's example test:\n${error.stdout}${error.stderr}`),
  ));

  // 5. One React: an application that imports React and Vormgever bundles React's code once.
  const app = join(project, 'app.js');
  writeFileSync(app, "import { createRoot } from 'react-dom/client';\nimport { enhance } from 'vormgever';\nexport { createRoot, enhance };\n");
  const bundled = await build({ entryPoints: [app], bundle: true, write: false, minify: true, format: 'esm', platform: 'browser', metafile: true, logLevel: 'error', absWorkingDir: project, define: { 'process.env.NODE_ENV': '"production"' } });
  const fromPackage = Object.keys(bundled.metafile.inputs).filter((input) => input.includes('node_modules/vormgever/') && /react\.transitional\.element/.test(readFileSync(join(project, input), 'utf8')));
  if (fromPackage.length) fail(`the package carries React of its own: ${fromPackage.join(', ')}`);
  step(`a React application bundling Vormgever: ${bundled.outputFiles[0].contents.length} B minified, its React only from node_modules/react (none inside the package)`);
} catch (error) {
  fail(error.stack ?? String(error));
} finally {
  await Promise.allSettled(pending);
  if (process.env.VG_PACKAGE_KEEP) console.log(`package: kept ${project}`);
  else rmSync(project, { recursive: true, force: true });
}
// Last, what failed (each in full above), in a few lines each.
if (failures.length) console.error(`\npackage check FAILED:\n${failures.map((message) => `✖ ${message.split('\n').slice(0, 8).join('\n  ')}`).join('\n')}`);
else step('every check passed');
