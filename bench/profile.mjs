// Where the pass's script time goes: `node bench/profile.mjs [--passes 40] [--form independent|generated]
// [--pass first|unchanged] [--builder <name>]` (--builder: another builder's 500-field form, bench/builder-forms.mjs,
// with that builder's words on the page, as its dist/builders/ module puts them).
// Bundles src/index.ts unminified (a bench-only build in bench/.cache/), loads it with dist/vormgever.css
// in Chromium, and records a CPU profile (CDP Profiler, 50 µs sampling) of `enhance(wrapper)` on fresh
// copies of the form, switch islands held back (they mount when the page is idle, outside the pass).
// Prints self and total time per function with its source module, and the shares of the rules, the
// field reading and the island bookkeeping. Prints figures; asserts nothing.
import { build } from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, launchBrowser, serveProject } from '../test/browser/harness.mjs';
import { stubIslands } from './bundle.mjs';
import { generateBuilderForm } from './builder-forms.mjs';
import { generateForm } from './form.mjs';
import { generateIndependentForm } from './independent.mjs';
import { ms, pct, printTable } from './table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'bench/.cache/vormgever.profile.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const passes = Number(arg('passes', 40));
const formKind = arg('form', 'independent');
// first: `start({ root: wrapper })` on a fresh copy (the forms comparison's apply); unchanged: the
// script-tag entry's `enhance(wrapper)` again on a copy that pass left (the unchanged pass).
const which = arg('pass', 'first');
const builder = arg('builder', 'gravityforms');

async function bundle() {
  mkdirSync(join(root, 'bench/.cache'), { recursive: true });
  await build({
    absWorkingDir: root,
    // The script-tag entry's start() and enhance() (not the library's, which records its writes).
    stdin: {
      contents:
        "export { start, enhance } from './src/engine/start';\n" +
        (builder === 'gravityforms' ? '' : `import * as words from './src/builders/${builder}';\n(window as any).vormgeverBuilders = Object.values(words).filter((value: any) => value && typeof value === 'object' && 'fieldSelector' in value);\n`),
      resolveDir: root,
      sourcefile: 'profile-entry.ts',
      loader: 'ts',
    },
    outfile: out,
    bundle: true,
    format: 'iife',
    globalName: 'vormgeverProfiled',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { __VERSION__: '"profile"', 'process.env.NODE_ENV': '"production"' },
    // The islands' chunks are never loaded here (idle is held): keep them out of the bundle.
    plugins: [stubIslands(/islands\/(switch|lightbox)\/mount$/)],
    logLevel: 'warning',
    // import.meta is empty in an iife: the lightbox's chunks and the plugin's icon files are never asked for here.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  // Which source module each line of the bundle comes from (esbuild writes `// src/...` above each).
  const modules = [];
  readFileSync(out, 'utf8').split('\n').forEach((line, i) => {
    const match = /^\s*\/\/ (src\/\S+|node_modules\/\S+)$/.exec(line);
    if (match) modules.push([i, match[1]]);
  });
  return (line) => {
    let name = '?';
    for (const [at, module] of modules) if (at <= line) name = module;
    return name.replace(/^src\//, '');
  };
}

const page = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>profile</title>
<link rel="stylesheet" href="/node_modules/@fortawesome/fontawesome-free/css/all.min.css"><link rel="stylesheet" href="/dist/vormgever.css">
<script>window.requestIdleCallback = () => 0; // islands never mount here: the pass alone is profiled</script>
</head><body><main id="stage"></main><script src="/bench/.cache/vormgever.profile.js"></script></body></html>`;

if (!findChromium()) {
  console.log('Chromium not found: nothing to profile');
  process.exit(0);
}
const moduleOf = await bundle();
const server = await serveProject((req, res) => {
  if (!req.url.startsWith('/bench/profile.html')) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  return true;
});
const browser = await launchBrowser({ full: true });
try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${server.url}/bench/profile.html`);
  const { html, wrapperSelector } =
    builder !== 'gravityforms' ? await generateBuilderForm(builder) : { html: formKind === 'generated' ? generateForm({ fields: 500 }) : generateIndependentForm({ fields: 500 }), wrapperSelector: '.gform_wrapper' };
  await tab.evaluate(([markup, which, wrapperSelector]) => {
    const stage = document.getElementById('stage');
    window.__pass = async () => {
      stage.innerHTML = markup;
      const wrapper = stage.querySelector(wrapperSelector);
      const { start, enhance } = window.vormgeverProfiled;
      let controller;
      if (which === 'unchanged') {
        // As in the forms comparison: the first pass, then the visitor reaches for the form (islands mounted).
        controller = start({ root: wrapper });
        wrapper.querySelector('form').dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        await controller.settled();
      }
      const t0 = performance.now();
      // The synchronous pass; switch islands wait for the visitor (the first pass) or are there.
      const pending = which === 'unchanged' ? enhance(wrapper) : (controller = start({ root: wrapper }), null);
      const t1 = performance.now();
      await pending;
      controller.stop();
      return t1 - t0;
    };
    window.__passes = async (n) => {
      const times = [];
      for (let i = 0; i < n; i++) times.push(await window.__pass());
      return times;
    };
    return window.__passes(5); // warm-up
  }, [html, which, wrapperSelector]);
  // The same passes without the profiler first: what a pass costs with no sampling overhead.
  const plain = await tab.evaluate((n) => window.__passes(n), passes);
  const sorted = [...plain].sort((a, b) => a - b);
  console.log(`pass without the profiler: median ${ms(sorted[sorted.length >> 1], 2)} over ${passes} passes (min ${ms(sorted[0], 2)})`);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  const times = await tab.evaluate((n) => window.__passes(n), passes);
  const { profile } = await cdp.send('Profiler.stop');
  report(profile, times, moduleOf);
} finally {
  await browser.close();
  await server.close();
}

function report(profile, times, moduleOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const key = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    if (!url.includes('vormgever.profile')) return functionName || '(anonymous)';
    return `${functionName || '(anonymous)'} (${moduleOf(lineNumber)})`;
  };
  const rows = new Map();
  const bump = (name, field, value) => {
    const row = rows.get(name) ?? { self: 0, total: 0 };
    row[field] += value;
    rows.set(name, row);
  };
  let passTime = 0;
  const byModule = new Map();
  // The unchanged pass: only the samples under enhance() (the first pass before it, start(), is not it).
  const under = (id, test) => {
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id))) if (test(key(node))) return true;
    return false;
  };
  for (const [id, time] of self) {
    if (which === 'unchanged' && !under(id, (name) => name.startsWith('enhance ('))) continue;
    let node = byId.get(id);
    // Self time by module: the innermost frame of the bench build on the stack (DOM calls included).
    for (let frame = node; frame; frame = byId.get(parent.get(frame.id))) {
      if (!frame.callFrame.url.includes('vormgever.profile')) continue;
      const module = moduleOf(frame.callFrame.lineNumber);
      byModule.set(module, (byModule.get(module) ?? 0) + time);
      break;
    }
    bump(key(node), 'self', time);
    // Total: once per distinct function on the stack; the pass: samples under enhance().
    const seen = new Set();
    let inPass = false;
    for (; node; node = byId.get(parent.get(node.id))) {
      const name = key(node);
      if (name.startsWith('enhance (') || name.startsWith('start (')) inPass = true;
      if (!seen.has(name)) bump(name, 'total', time);
      seen.add(name);
    }
    if (inPass) passTime += time;
  }
  // (Names without a module: the browser's own functions, DOM calls among them, where the profiler has a frame for them.)
  const sorted = [...rows].filter(([name]) => name !== '(root)').sort((a, b) => b[1].self - a[1].self);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  printTable(
    `CPU profile of ${times.length} passes (enhance(wrapper) on a fresh copy; mean ${ms(mean, 2)} per pass by performance.now()); time per pass`,
    [{ label: 'function (module)', align: 'left' }, { label: 'self' }, { label: 'total' }, { label: 'self, of the pass' }],
    sorted.slice(0, 30).map(([name, row]) => [name, ms(row.self / times.length, 2), ms(row.total / times.length, 2), pct(row.self, passTime)]),
    { note: 'self includes the DOM calls a function makes (the profiler has no frames for them); the pass = every sample under start() or enhance().' },
  );
  printTable('self time by source module (the innermost frame of the bench build; DOM calls count for the module that makes them)', [{ label: 'module', align: 'left' }, { label: 'per pass' }, { label: 'of the pass' }],
    [...byModule].sort((a, b) => b[1] - a[1]).map(([module, time]) => [module, ms(time / times.length, 2), pct(time, passTime)]),
    { note: 'islands/registry.ts is the island bookkeeping: per switch host an entry and a closure (mount; waking and loading are outside the first pass), and settled().' });
  const share = (test) => [...rows].filter(([name]) => test(name)).reduce((sum, [, row]) => sum + row.total, 0) / times.length;
  printTable('shares (total time per pass of the functions named; nested calls counted once per stack)', [{ label: 'part', align: 'left' }, { label: 'per pass' }], [
    ['the pass (samples under start or enhance)', ms(passTime / times.length, 2)],
    ['switches rule', ms(share((n) => n === 'applyTo (rules/switches.ts)'), 2)],
    ['icons rule', ms(share((n) => n === 'applyTo (rules/icons.ts)'), 2)],
    ['placeholders rule', ms(share((n) => n === 'applyTo (rules/placeholders.ts)'), 2)],
    ['island registry: mount (an entry per switch host)', ms(share((n) => n === 'mount (islands/registry.ts)'), 2)],
  ]);
}
