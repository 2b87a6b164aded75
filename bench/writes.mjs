// The pass against its own writes alone: `node bench/writes.mjs [--rounds 30]` (after node build.mjs).
// On Vormgever's bench page (dist/), the independent 500-field form: one untimed pass records every
// write it makes (a MutationObserver: attributes with their values, nodes added and where). Then, in
// alternating rounds on fresh copies, each in a page task of its own:
//   pass     start({ root: wrapper }), as in the forms comparison's apply
//   writes   the recorded writes replayed in the same order on the same elements (setAttribute,
//            removeAttribute, textContent, and each added node cloned from a copy made untimed and
//            inserted): what any code that leaves the same DOM must do, with no reading at all
// (An attribute is replayed with its final value; a removal is not replayed, so a node the pass moved
// would be cloned instead: the printed check that both leave the same DOM says so.)
// Both are script only (no forced style or layout). The difference is what the pass spends finding
// out what to write. Prints medians and the per-round ratio with its spread; asserts nothing.
import { generateIndependentForm } from './independent.mjs';
import { serveBench } from './pages.mjs';
import { findChromium, launchBrowser } from '../test/browser/harness.mjs';
import { printTable, spread } from './table.mjs';

const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 30;
if (!findChromium()) {
  console.log('SKIPPED: no Chromium');
  process.exit(0);
}
const server = await serveBench();
const browser = await launchBrowser({ full: true });
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/bench/vormgever.html`);
  await page.waitForFunction(() => window.vormgever?.controller !== undefined);
  await page.evaluate(() => window.vormgever.controller.stop());
  const result = await page.evaluate(
    async ([html, count]) => {
      const stage = document.getElementById('stage');
      const clear = async () => {
        stage.textContent = '';
        await window.vormgever.enhance(stage); // sweeps the islands, untimed
      };
      // Every node of a fresh copy, in document order (text nodes too: a node goes in before one).
      const nodesOf = () => {
        const walker = document.createTreeWalker(stage);
        const list = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) list.push(node);
        return list;
      };
      // Record: each write as [kind, node index, ...]; a node the pass adds gets the next index.
      stage.innerHTML = html;
      const index = new Map(nodesOf().map((node, i) => [node, i]));
      const observer = new MutationObserver(() => {});
      observer.observe(stage, { subtree: true, childList: true, attributes: true, characterData: true });
      window.vormgever.start({ root: stage.querySelector('.gform_wrapper') }).stop();
      const writes = [];
      for (const record of observer.takeRecords()) {
        const target = index.get(record.target);
        if (record.type === 'attributes') writes.push(['attribute', target, record.attributeName, record.target.getAttribute(record.attributeName)]);
        else if (record.addedNodes[0]?.nodeType === 1) {
          const added = record.addedNodes[0];
          writes.push(['node', target, added.cloneNode(true), record.nextSibling ? index.get(record.nextSibling) : -1]);
          index.set(added, index.size);
        } else if (record.addedNodes[0]) writes.push(['text', target, record.addedNodes[0].data]);
      }
      observer.disconnect();
      const unplaced = writes.filter((write) => write[1] === undefined || (write[0] === 'node' && write[3] === undefined)).length;
      await clear();
      const replay = () => {
        const list = nodesOf();
        const t0 = performance.now();
        for (const [kind, target, a, b] of writes) {
          const element = list[target];
          if (kind === 'attribute') b === null ? element.removeAttribute(a) : element.setAttribute(a, b);
          else if (kind === 'node') list.push(element.insertBefore(a.cloneNode(true), b < 0 ? null : list[b]));
          else element.textContent = a;
        }
        return performance.now() - t0;
      };
      const pass = () => {
        const t0 = performance.now();
        const controller = window.vormgever.start({ root: stage.querySelector('.gform_wrapper') });
        const time = performance.now() - t0;
        controller.stop();
        return time;
      };
      const task = (fn) => new Promise((done) => setTimeout(() => done(fn())));
      const times = { pass: [], writes: [] };
      const same = [];
      for (let round = -3; round < count; round++) {
        const dom = {};
        for (const kind of round % 2 ? ['writes', 'pass'] : ['pass', 'writes']) {
          stage.innerHTML = html;
          const time = await task(kind === 'pass' ? pass : replay);
          if (round >= 0) times[kind].push(time);
          dom[kind] = stage.innerHTML;
          await clear();
        }
        same.push(dom.pass === dom.writes);
      }
      return { times, writes: writes.length, unplaced, same: same.every(Boolean) };
    },
    [generateIndependentForm({ fields: 500 }), rounds],
  );
  const { times } = result;
  const pass = spread(times.pass);
  const writes = spread(times.writes);
  const ratio = spread(times.pass.map((time, i) => time / times.writes[i]));
  const range = (s, digits = 1) => `${s.low.toFixed(digits)}-${s.high.toFixed(digits)}`;
  printTable(
    `the pass against its own writes replayed (${rounds} rounds, alternating; ${result.writes} writes${result.unplaced ? `, ${result.unplaced} NOT placed` : ''}; the same final DOM: ${result.same ? 'yes' : 'NO'})`,
    [{ label: 'figure', align: 'left' }, { label: 'median' }, { label: 'spread' }],
    [
      ['the pass: start({ root: wrapper })', `${pass.median.toFixed(1)} ms`, range(pass)],
      ['its writes alone, replayed (the limit for any script)', `${writes.median.toFixed(1)} ms`, range(writes)],
      ['pass / writes, per round', ratio.median.toFixed(2), range(ratio, 2)],
    ],
    { note: 'Script time only (performance.now() in a page task of its own; no forced style or layout). Spread: 25th-75th percentile of the rounds.' },
  );
} finally {
  await browser.close();
  await server.close();
}
