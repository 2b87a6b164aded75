// Builds dist/: the script-tag entry (vormgever.js + lazy chunks), the stylesheet,
// the library entry for npm users (dist/lib), its type declarations and the WordPress plugin zip.
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildIcons } from './src/icons/build.mjs';
import { inBuilderWords } from './src/styles/build.mjs';
import { buildPluginZip } from './wordpress/package.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const target = ['chrome105', 'firefox110', 'safari16', 'edge105'];

// GLightbox's source, cut down at build time to what this lightbox reaches (the plugins below). Each
// cut [what, pattern, replacement] must be found, else the build stops (a new GLightbox version: look again).
function leaveOut(code, whose, cuts) {
  for (const [what, pattern, replacement] of cuts) {
    if (!pattern.test(code)) throw new Error(`build: ${whose} has no ${what} to leave out`);
    code = code.replace(pattern, replacement);
  }
  return code;
}

/** A plugin that loads GLightbox's `file` (under src/js/) with `cuts` left out. */
function glightboxCuts(name, file, whose, cuts) {
  const filter = new RegExp(`node_modules/glightbox/src/js/${file.replace(/\./g, '\\.')}$`);
  return {
    name,
    setup(builder) {
      builder.onLoad({ filter }, ({ path }) => ({ contents: leaveOut(readFileSync(path, 'utf8'), whose, cuts), loader: 'js' }));
    },
  };
}

// The scripts of wp-admin's rooms (dist/editor/): classic scripts, one file each.
// No script-tag entry here (__SCRIPT_TAG__ unset): the icons' import.meta.files branch is never taken;
// defined so that esbuild does not warn that an iife has no import.meta.
// The builders whose form editor has Vormgever's settings (src/editor/<name>/: its adapter, its entry and
// its stylesheet): dist/editor/vormgever-editor-<name>.js and .css, which wordpress/package.mjs packs.
const formEditors = ['gravityforms', 'wpforms', 'formidable', 'ninjaforms', 'fluentform', 'contactform7', 'elementorform'];
const adminScript = { outdir: 'dist/editor', bundle: true, format: 'iife', minify: true, target, legalComments: 'none', logLevel: 'warning', define: { 'import.meta.files': '""' } };
// The switch island's import() is never reached where the visitor's rules run in wp-admin (their islands
// are never woken: the stylesheet draws a switch): a stub, so that no React is bundled into wp-admin.
const noSwitchIsland = {
  name: 'no-switch-island',
  setup(builder) {
    builder.onResolve({ filter: /\/islands\/switch\/mount$/ }, ({ path }) => ({ path, namespace: 'no-switch-island' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-switch-island' }, () => ({
      contents: "export function mount() { throw new Error('[vormgever] no switch island in wp-admin'); }",
      loader: 'js',
    }));
  },
};

const js = {
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: false,
  target,
  jsx: 'automatic',
  legalComments: 'none',
  // A chunk's name is its content hash only (a new name when it changes: long caching is safe): the
  // entry names four chunks, and their source names in it cost 16 B of its 4 KiB gzipped. Reports
  // name them by what they hold (test/size.mjs fileLabels()).
  chunkNames: 'chunks/[hash]',
  // Stylesheets imported from a lazy chunk (GLightbox's) travel inside it as text, minified.
  plugins: [
    {
      // GLightbox modules the lightbox never reaches: its keyboard handling (keyboardNavigation: false,
      // the dialog has its own), its video and iframe slides (videos are inline slides of our own
      // embeds), dragging a slide with the mouse to change it (draggable: false: the buttons, the arrow
      // keys and swiping change slides), its touch navigation with its touch-event library and its
      // desktop zoom (src/islands/lightbox/zoom.ts does swiping, pinch, double tap and panning, on
      // phones and desktops alike). A stub that says so if it is ever reached.
      name: 'glightbox-unused',
      setup(builder) {
        builder.onResolve({ filter: /(core\/keyboard-navigation|\.\/drag|\.\/zoom|core\/touch-navigation|slides\/video|slides\/iframe)\.js$/ }, ({ path, importer }) =>
          importer.includes('/node_modules/glightbox/') ? { path, namespace: 'glightbox-unused' } : undefined,
        );
        builder.onLoad({ filter: /.*/, namespace: 'glightbox-unused' }, ({ path }) => ({
          contents: `export default function unused() { throw new Error('[vormgever] GLightbox ${path} is not bundled'); }`,
          loader: 'js',
        }));
      },
    },
    {
      // GLightbox's methods this lightbox never reaches: public ones neither it nor GLightbox calls
      // (adding and removing slides after opening, reloading, playing a Plyr video from outside, ...),
      // and those only reached for page elements (we give it slide objects): cut out of its class at
      // build time. Its Plyr players' play and pause get empty bodies (videos are our own inline
      // slides: there is never a player). A method that is no longer there stops the build (a new
      // GLightbox version: look again).
      name: 'glightbox-uncalled-methods',
      setup(builder) {
        // getSlidePlayerInstance(): the player of a slide, for its events, is never one (only its video
        // slides make them): each call is `false`, what it returned without players.
        const uncalled = ['insertSlide', 'removeSlide', 'reload', 'playSlideVideo', 'stopSlideVideo', 'getActiveSlide', 'version', 'once', 'getGalleryElements', 'getElementIndex', 'setElements', 'getAllPlayers', 'getSlidePlayerInstance', 'getSelector'];
        const emptied = ['slidePlayerPlay', 'slidePlayerPause'];
        builder.onLoad({ filter: /node_modules\/glightbox\/src\/js\/glightbox\.js$/ }, ({ path }) => {
          let code = readFileSync(path, 'utf8');
          // Defaults and branches it never reaches here: its button icons (gallery.ts gives its own frame,
          // without them) and that frame, Plyr's CDN addresses (no Plyr), resize()'s sizing of a Plyr
          // video (videos are inline slides: no .gvideo-wrapper), its selector. Each must be found, as the methods.
          const unreached = [
            ['svg defaults', /\n    svg: \{\n[^]*?\n    \}\n/, '\n    svg: {}\n'],
            ['plyr defaults', /\n    plyr: \{\n[^]*?\n    \},\n/, '\n    plyr: { config: {} },\n'],
            ['lightboxHTML default', /\ndefaults\.lightboxHTML = `[^`]*`;\n/, '\n'],
            ['resize() video branch', /\n        if \(video\) \{\n            let ratio[^]*?\n        \}\n    \}\n/, '\n    }\n'],
            // Its selector, for slides from page elements: there is none when it is given elements.
            ['init() for a selector', /\n        const selector = this\.getSelector\(\);\n\n        if \(selector\) \{\n[^]*?\n        \}\n/, '\n'],
            ['getElements() for a selector', /\n        let nodes = false;\n[^]*?\n        return list;\n    \}\n/, '\n        return list;\n    }\n'],
          ];
          code = leaveOut(code, 'GLightbox', unreached);
          for (const name of [...uncalled, ...emptied]) {
            // A class member: four spaces in, its body ends at the next line of four spaces and "}".
            const method = new RegExp(`\\n    ${name}\\([^)]*\\) \\{\\n[^]*?\\n    \\}\\n`);
            if (!method.test(code)) throw new Error(`build: GLightbox has no method ${name}() to leave out`);
            code = code.replace(method, (text) => (emptied.includes(name) ? `\n    ${name}() {}\n` : '\n'));
          }
          code = code.replace(/player: this\.getSlidePlayerInstance\([\w.]*\)/g, 'player: false');
          if (code.includes('getSlidePlayerInstance')) throw new Error('build: GLightbox calls getSlidePlayerInstance() where it was not looked for');
          return { contents: code, loader: 'js' };
        });
      },
    },
    // GLightbox's slide parser, for slide objects that always say their type (gallery.ts): what it
    // does for a page element (reading its data attributes, title, description element) and its
    // guessing of a type from the address are never reached. A stub that says so if it ever is.
    glightboxCuts('glightbox-slide-objects-only', 'core/slide-parser.js', "GLightbox's slide parser", [
      ['sourceType()', /\n    sourceType\(url\) \{\n[^]*?\n    \}\n/, "\n    sourceType() { throw new Error('[vormgever] a GLightbox slide without a type'); }\n"],
      ['parseConfig() for page elements', /\n        let url = '';\n[^]*?\n        return data;\n    \}\n/, "\n        throw new Error('[vormgever] GLightbox slides from page elements are not bundled');\n    }\n"],
      ['sanitizeValue()', /\n    sanitizeValue\(val\) \{\n[^]*?\n    \}\n/, '\n'],
    ]),
    // GLightbox's slide: its "more" link, shortening a description on phones, is never reached
    // (gallery.ts: moreLength 0): a stub that says so if it ever is. Its player, as in glightbox.js
    // above, is never one.
    glightboxCuts('glightbox-slide-unreached', 'core/slide.js', "GLightbox's slide", [
      ['"more" link', /\n    slideShortDesc\([^)]*\) \{\n[^]*?\n    descriptionEvents\(desc, data\) \{\n[^]*?\n    \}\n/, "\n    slideShortDesc() { throw new Error('[vormgever] GLightbox\\'s \"more\" link is not bundled'); }\n    descriptionEvents() {}\n"],
      ['player', /player: this\.instance\.getSlidePlayerInstance\(this\.index\)/, 'player: false'],
    ]),
    {
      name: 'css-as-minified-text',
      setup(builder) {
        builder.onLoad({ filter: /\.css$/ }, async ({ path }) => {
          const { code } = await transform(readFileSync(path, 'utf8'), { loader: 'css', minify: true, target });
          return { contents: code, loader: 'text' };
        });
      },
    },
  ],
  define: { __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
};

rmSync('dist', { recursive: true, force: true });

// Every form builder Vormgever knows but Gravity Forms (whose words are in the entry): its module in
// src/builders/ and the name it exports its Builder as. Each gets dist/builders/<name>.js, which puts its
// Builder on the page for dist/vormgever-builders.js (and for the library), and dist/builders/<name>.css,
// the stylesheet in its words.
export const otherBuilders = { wpforms: 'wpforms', fluentform: 'fluentForm', formidable: 'formidable', ninjaforms: 'ninjaForms', contactform7: 'contactForm7', elementorform: 'elementorForm' };

/** dist/builders/<name>.js: the builder's words, put where Vormgever finds them. A module of its own, importing nothing. */
function builderModule(name) {
  return build({
    stdin: { contents: `import { ${otherBuilders[name]} } from './${name}';\n(window.vormgeverBuilders ??= []).push(${otherBuilders[name]});\n`, resolveDir: 'src/builders', loader: 'ts', sourcefile: `${name}-module.ts` },
    outfile: `dist/builders/${name}.js`,
    bundle: true,
    format: 'esm',
    minify: true,
    target,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
}

/** A builder module's words for the stylesheet (its `style`): the module bundled here and read. */
async function styleWordsOf(name) {
  const { outputFiles } = await build({ entryPoints: [`src/builders/${name}.ts`], bundle: true, write: false, format: 'esm', logLevel: 'warning' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  if (!module.style) throw new Error(`build: src/builders/${name}.ts has no style words`);
  return module.style;
}

/** The stylesheet (src/styles/, Vormgever's words) in one builder's words: `outfile`. */
async function stylesheet(name, outfile) {
  const style = await styleWordsOf(name);
  return build({
    entryPoints: ['src/styles/index.css'],
    outfile,
    bundle: true,
    minify: true,
    target,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'builder-words',
        setup(builder) {
          builder.onLoad({ filter: /\/src\/styles\/[^/]+\.css$/ }, ({ path }) => ({
            contents: inBuilderWords(readFileSync(path, 'utf8'), style, path) + (path.endsWith('/index.css') && style.rules ? `\n${style.rules}\n` : ''),
            loader: 'css',
          }));
        },
      },
    ],
  });
}

// The script-tag entries. Internal property names are shortened (one build per entry; the chunks of both
// are the same files). Only names that are no option, no event detail, no export and no property any
// bundled package uses (test/unit/mangle.test.ts checks the last two). __SCRIPT_TAG__: its icons are in
// icons/ beside it (src/rules/icons.ts).
const scriptTag = { ...js, define: { ...js.define, __SCRIPT_TAG__: 'true' }, mangleProps: /^(ruleName|applyTo|placeholderMode|ourIcons|iconAt|marked|wake|floating|sweep|openFromHash|islands|track|handle|fieldControls|watched|mistake|idle|liveCount|tapName)$/ };
// dist/vormgever.js, for pages whose forms are all Gravity Forms': its words bound at build time
// (src/builders/gravityforms-only.ts where src/builders/words.ts is imported), so such a page pays
// nothing for other builders. dist/vormgever-builders.js finds each form's builder among those whose
// module (dist/builders/<name>.js) came before it.
const gravityFormsOnly = {
  name: 'gravity-forms-only',
  setup(builder) {
    builder.onResolve({ filter: /\/builders\/words$/ }, ({ path, resolveDir }) => ({ path: resolve(resolveDir, path.replace(/words$/, 'gravityforms-only.ts')) }));
  },
};

// The library entry for bundlers and tests (dist/lib, unminified). React is the application's: a
// peer dependency, imported, so that a React application has one React (bundled, it carried its own
// 671 KB copy). GLightbox stays bundled: the lightbox uses its source, cut down at build time (above).
function buildLibrary() {
  const external = ['react', 'react/*', 'react-dom', 'react-dom/*'];
  for (const name of ['react', 'react-dom']) {
    if (!pkg.peerDependencies?.[name]) throw new Error(`build: ${name} is imported by dist/lib but is no peer dependency`);
  }
  return build({ ...js, minify: false, external, entryPoints: { index: 'src/index.ts' }, outdir: 'dist/lib' });
}

// The declarations (dist/types). tsc writes relative imports as the source spells them, without an
// extension: under `moduleResolution: nodenext` (tsc --init's default) such an import does not resolve
// and every type from the package is silently `any`. Each gets the `.js` of the file it names.
function emitTypes() {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  for (const file of walk('dist/types').filter((name) => name.endsWith('.d.ts'))) {
    const code = readFileSync(file, 'utf8');
    const fixed = code.replace(/((?:from|import\()\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (text, before, quote, specifier) => {
      if (/\.js$/.test(specifier)) return text;
      const target = resolve(dirname(file), specifier);
      const withExtension = existsSync(`${target}.d.ts`) ? `${specifier}.js` : existsSync(join(target, 'index.d.ts')) ? `${specifier}/index.js` : undefined;
      if (!withExtension) throw new Error(`build: ${file} imports ${specifier}, which has no declaration file`);
      return `${before}${quote}${withExtension}${quote}`;
    });
    if (fixed !== code) writeFileSync(file, fixed);
  }
}

const [auto, builders, lib, , , , css] = await Promise.all([
  // The entry's 4 KB: internal property names are shortened (one build, so every chunk agrees). Only
  // names that are no option, no event detail, no export and no property any bundled package uses
  // (test/unit/mangle.test.ts checks the last two).
  // __SCRIPT_TAG__: its icons are in icons/ beside it (src/rules/icons.ts).
  build({ ...scriptTag, entryPoints: { vormgever: 'src/auto.ts' }, outdir: 'dist', plugins: [gravityFormsOnly, ...js.plugins] }),
  // Its chunks are the same as the other entry's (same content, same names): written beside, then moved.
  build({ ...scriptTag, entryPoints: { 'vormgever-builders': 'src/auto.ts' }, outdir: 'dist/.builders' }),
  buildLibrary(),
  // The admin script and stylesheet of each builder's form editor (src/editor/<builder>/: its adapter
  // and the editor room): a room of their own, one classic script per editor (the plugin passes its
  // words with wp_localize_script), never imported by the visitor's entry.
  build({ ...adminScript, define: { ...adminScript.define, 'import.meta.url': '""' }, plugins: [noSwitchIsland], entryPoints: Object.fromEntries(formEditors.map((name) => [`vormgever-editor-${name}`, `src/editor/${name}/index.ts`])) }),
  build({ ...adminScript, entryPoints: Object.fromEntries(formEditors.map((name) => [`vormgever-editor-${name}`, `src/editor/${name}/editor.css`])) }),
  // The page builders' script (src/editor/page-builders.ts): the visitor's rules in the block editor's
  // canvas and Elementor's preview, without islands (so is Contact Form 7's editor preview, which runs them).
  build({
    ...adminScript,
    entryPoints: { 'vormgever-page-builders': 'src/editor/page-builders.ts' },
    define: { ...adminScript.define, 'import.meta.url': '""' },
    plugins: [noSwitchIsland],
  }),
  stylesheet('gravityforms', 'dist/vormgever.css'),
]);
const builderFiles = await Promise.all(Object.keys(otherBuilders).flatMap((name) => [builderModule(name), stylesheet(name, `dist/builders/${name}.css`)]));
// `import 'vormgever/builders/<name>'` (package.json's exports): a module of side effects, no exports.
writeFileSync('dist/builders/module.d.ts', "// A builder's module (dist/builders/<name>.js): it puts the builder's words where Vormgever finds them; it exports nothing.\nexport {};\n");

// esbuild puts its CommonJS interop helpers (needed by React's chunk) into a shared chunk and adds a
// bare `import "./chunks/…"` of it to the entry and to the lazy chunks that use none of them (the
// lightbox's first chunk, the settings reader, the consent bridge, the video checker): one request
// too many at load, a chain of two for the first view, and bytes. The chunks that use the helpers
// import them by name. Drop the bare import, and only that.
// The second entry, its chunks beside the first's: each the same file (the same content and name) or one of its own.
for (const name of readdirSync('dist/.builders/chunks')) {
  const chunk = readFileSync(`dist/.builders/chunks/${name}`);
  if (!existsSync(`dist/chunks/${name}`)) writeFileSync(`dist/chunks/${name}`, chunk);
  else if (!readFileSync(`dist/chunks/${name}`).equals(chunk)) throw new Error(`build: two different chunks named ${name}`);
}
writeFileSync('dist/vormgever-builders.js', readFileSync('dist/.builders/vormgever-builders.js'));
rmSync('dist/.builders', { recursive: true });
const entryFiles = { 'dist/vormgever.js': auto, 'dist/vormgever-builders.js': builders };
const entryFile = 'dist/vormgever.js';
function dropBareImport(file) {
  const code = readFileSync(file, 'utf8');
  const helpers = /^import"(\.\/(?:chunks\/)?[\w-]+\.js)";/.exec(code);
  if (!helpers) return;
  const chunk = readFileSync(join(dirname(file), helpers[1]), 'utf8');
  // Only a chunk of helper definitions (it starts with `var` and imports nothing); anything else stops the build.
  if (/^var /.test(chunk) && !/^import|\bimport\(/.test(chunk)) writeFileSync(file, code.slice(helpers[0].length));
  else throw new Error(`build: ${file} imports ${helpers[1]} for its side effects; check what it holds`);
}
for (const file of [...Object.keys(entryFiles), ...readdirSync('dist/chunks').map((name) => `dist/chunks/${name}`)]) dropBareImport(file);

// The lightbox without a chain of requests. The opener's chunk (the first view) must import nothing
// statically: it is one request, next to the picture. When it asks for the full lightbox's chunk, it
// asks for that chunk's static imports (React, the helpers) at the same moment: their names go where
// opener.ts says (GRAPH), instead of being learnt from the chunk once it has arrived.
{
  const outputs = auto.metafile.outputs;
  const byEntry = (source) => Object.keys(outputs).find((path) => outputs[path].entryPoint === source);
  const opener = byEntry('src/islands/lightbox/opener.ts');
  const full = byEntry('src/islands/lightbox/mount.tsx');
  const statics = (path) => outputs[path].imports.filter((item) => item.kind === 'import-statement').map((item) => item.path);
  if (!opener || !full) throw new Error('build: the lightbox chunks (opener.ts, mount.tsx) are missing');
  dropBareImport(opener);
  if (/^import|\bfrom"\.\//.test(readFileSync(opener, 'utf8'))) throw new Error(`build: the lightbox's first chunk ${opener} imports another chunk: it must be one request`);
  const graph = new Set();
  const walk = (path) => statics(path).forEach((next) => graph.has(next) || (graph.add(next), walk(next)));
  walk(full);
  const code = readFileSync(opener, 'utf8');
  const marker = '"vormgever:lightbox-graph"';
  if (!code.includes(marker)) throw new Error(`build: ${opener} has no ${marker} to fill in`);
  writeFileSync(opener, code.replace(marker, JSON.stringify([...graph].map((path) => path.replace(/^dist\/chunks\//, '')).join(' '))));
}

// A second minifier pass over the script-tag build: terser's compressor finds ~5% more than esbuild's,
// and the entry has a 4 KB (gzipped) budget. hoist_funs (function declarations first in their scope,
// where JavaScript hoists them anyway) lets it share more: ~50 B gz off the entry. The chunks, already
// minified by esbuild, gzip smaller when terser neither inlines single-use functions into their callers
// (reduce_funcs) nor joins statements into comma sequences: both break up text that repeats, which is
// what gzip shrinks (-513 B gz on the lightbox's page kind, -491 B of it React's).
for (const file of [...Object.keys(entryFiles), ...readdirSync('dist/chunks').map((name) => `dist/chunks/${name}`)]) {
  const code = readFileSync(file, 'utf8');
  const compress = file in entryFiles ? { passes: 2, hoist_funs: true } : { passes: 2, reduce_funcs: false, sequences: false };
  const result = await minify(code, { module: true, ecma: 2020, compress, format: { comments: false } });
  if (result.code && result.code.length < code.length) writeFileSync(file, result.code);
}

// The entry's chunks are found where the plugin says its files are (engine/start.ts sets
// import.meta.files: the config's `base`, else the folder of the running module), not beside wherever the
// module was served from: WP-Optimize serves it from its cache folder, a CDN from elsewhere. Only a
// dynamic import() can be pointed there, so the entry must import nothing statically.
for (const [entryFile, { metafile }] of Object.entries(entryFiles)) {
  const code = readFileSync(entryFile, 'utf8');
  if (/(?:^|[;}])import\s*(?:["'{*]|[\w$]+\s*(?:,|from))/.test(code)) throw new Error(`build: ${entryFile} imports a chunk statically; it could not be found once the module is moved`);
  const rebased = code.replace(/\bimport\("\.\/chunks\//g, 'import(import.meta.files+"chunks/');
  const wanted = Object.values(Object.values(metafile.outputs).find((output) => output.entryPoint === 'src/auto.ts').imports).filter((item) => item.kind === 'dynamic-import').length;
  if ((rebased.match(/import\(import\.meta\.files\+/g) ?? []).length !== wanted || /\bimport\((?!import\.meta\.files\+)/.test(rebased))
    throw new Error(`build: ${entryFile}: not every one of its ${wanted} import()s of a chunk could be pointed at its files' folder`);
  writeFileSync(entryFile, rebased);
}

writeFileSync('dist/meta.json', JSON.stringify({ auto: auto.metafile, builders: builders.metafile, lib: lib.metafile, css: css.metafile, builderFiles: builderFiles.map((result) => result.metafile) }));

// The plugin's own icon set: dist/icons/<name>.svg beside vormgever.js (src/icons/build.mjs).
await buildIcons('dist');

// The WordPress plugin: dist/vormgever-wordpress.zip (wordpress/package.mjs).
buildPluginZip({ version: pkg.version });

if (!process.argv.includes('--no-types')) emitTypes();
console.log(`built dist/ (vormgever ${pkg.version})`);
