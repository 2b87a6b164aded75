// The pass of two source trees, side by side: `node bench/ab.mjs <other tree> [--rounds 300] [--builder <name>]`.
// For changes too small for the forms comparison to tell apart from the machine's drift (a few %).
// Builds `start()` of each tree's src/ (the other tree: e.g. `git worktree add /tmp/base HEAD`) into one
// page served cross-origin isolated (5 µs timers, not 100 µs), and times `start({ root: wrapper })` on a
// fresh copy of the independent 500-field form, then again on the enhanced copy, and once more after a
// node was added to the form and taken out (as on a page, where a pass always follows a write in its
// form: in Chromium the first thing asked of a form after a write walks all its controls), the two builds
// alternating. Prints medians, and the median of the per-round ratios (this tree / the other): rounds
// next to each other in time see the same machine. Switch islands are stubbed (they wait for the visitor).
// `--builder <name>`: another builder's 500-field form (bench/builder-forms.mjs), each tree's start() with
// that tree's words of the builder on the page (src/builders/<name>.ts, as its dist/builders/ module puts them).
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, serveProject } from '../test/browser/harness.mjs';
import { stubIslands } from './bundle.mjs';
import { generateBuilderForm } from './builder-forms.mjs';
import { generateIndependentForm } from './independent.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const other = process.argv[2] && !process.argv[2].startsWith('--') ? resolve(process.argv[2]) : null;
const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 300;
const named = process.argv.indexOf('--builder');
const builder = named > 0 && process.argv[named + 1] !== 'gravityforms' ? process.argv[named + 1] : null;
const form = builder ? await generateBuilderForm(builder) : { html: generateIndependentForm({ fields: 500 }), wrapperSelector: '.gform_wrapper' };
if (!other) {
  console.log('usage: node bench/ab.mjs <other source tree> [--rounds 300]');
  process.exit(2);
}

const cache = join(root, 'bench/.cache');
mkdirSync(cache, { recursive: true });
for (const [name, tree] of [['other', other], ['this', root]]) {
  const entry = join(cache, `ab-${name}.ts`);
  // The tree's start(), called with the tree's own words of the builder on the page.
  const words = builder
    ? `import * as words from ${JSON.stringify(join(tree, `src/builders/${builder}`))};\nconst builder = Object.values(words).find((value: any) => value && typeof value === 'object' && 'fieldSelector' in value);\n`
    : 'const builder = undefined;\n';
  writeFileSync(entry, `import { start } from ${JSON.stringify(join(tree, 'src/engine/start'))};\n${words}(window as any).__ab_${name} = (options: any) => { (window as any).vormgeverBuilders = builder && [builder]; return start(options); };\n`);
  await build({
    entryPoints: [entry], outfile: join(cache, `ab-${name}.js`), bundle: true, format: 'iife', minify: true, target: 'es2022',
    nodePaths: [join(root, 'node_modules')], loader: { '.css': 'text' }, jsx: 'automatic',
    define: { __VERSION__: '"ab"', 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning', plugins: [stubIslands(/islands\/(switch|lightbox)\/mount$/)],
    logOverride: { 'empty-import-meta': 'silent' }, // an iife has no import.meta: no chunk or icon file is asked for here
  });
}
const page = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>ab</title>
<link rel="stylesheet" href="/node_modules/@fortawesome/fontawesome-free/css/all.min.css"><link rel="stylesheet" href="/dist/vormgever.css">
</head><body><main id="stage"></main><script src="/bench/.cache/ab-other.js"></script><script src="/bench/.cache/ab-this.js"></script></body></html>`;
const isolated = { 'content-type': 'text/html; charset=utf-8', 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
const server = await serveProject((req, res) => (req.url.startsWith('/bench/ab.html') ? (res.writeHead(200, isolated).end(page), true) : false));
const browser = await launchBrowser({ full: true });
try {
  const tab = await (await browser.newContext()).newPage();
  tab.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await tab.goto(`${server.url}/bench/ab.html`);
  const out = await tab.evaluate(
    async ([markup, count, wrapperSelector]) => {
      const stage = document.getElementById('stage');
      const tick = () => new Promise((done) => setTimeout(done));
      const times = { other: [], this: [], other2: [], this2: [], other3: [], this3: [] };
      for (let round = -5; round < count; round++) {
        for (const name of round % 2 ? ['other', 'this'] : ['this', 'other']) {
          await tick();
          stage.innerHTML = markup;
          const root = stage.querySelector(wrapperSelector);
          const t0 = performance.now();
          window[`__ab_${name}`]({ root }).stop();
          const t1 = performance.now();
          window[`__ab_${name}`]({ root }).stop();
          const t2 = performance.now();
          // A node added to the form and taken out again (as the switch islands' mounting writes in it):
          // the watcher's pass always follows a write in its form.
          // (Inside the form's first child: asking the form itself would rebuild that cache here, untimed.)
          const inside = root.querySelector('form > *');
          inside.append(document.createElement('span'));
          inside.lastElementChild.remove();
          const t3 = performance.now();
          window[`__ab_${name}`]({ root }).stop();
          const t4 = performance.now();
          stage.textContent = '';
          if (round >= 0) times[name].push(t1 - t0), times[`${name}2`].push(t2 - t1), times[`${name}3`].push(t4 - t3);
        }
      }
      return { times, isolated: crossOriginIsolated };
    },
    [form.html, rounds, form.wrapperSelector],
  );
  const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
  const ratio = (a, b) => median(a.map((x, i) => x / b[i])).toFixed(3);
  const { times } = out;
  console.log(`${builder ?? 'gravityforms'}: ${rounds} rounds, ${out.isolated ? '5 µs timers' : 'coarse timers (not isolated)'}; this tree vs ${other}`);
  console.log(`  first pass   other ${median(times.other).toFixed(2)} ms  this ${median(times.this).toFixed(2)} ms  this/other per round ${ratio(times.this, times.other)}`);
  console.log(`  second pass  other ${median(times.other2).toFixed(2)} ms  this ${median(times.this2).toFixed(2)} ms  this/other per round ${ratio(times.this2, times.other2)}`);
  console.log(`  after a write other ${median(times.other3).toFixed(2)} ms  this ${median(times.this3).toFixed(2)} ms  this/other per round ${ratio(times.this3, times.other3)}  (a third pass, after a node added to the form and taken out)`);
} finally {
  await browser.close();
  await server.close();
}
