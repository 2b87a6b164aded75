// Prints the forms comparison (bench/forms.mjs): the counters per contender, then the overheads over the
// floor, the ratio of overheads, the distance to the limit and the pass's script time against the snippet's.
import { ms, printTable, ratio, spread } from './table.mjs';

const left = (label) => ({ label, align: 'left' });
const right = (label) => ({ label });

export function printForms(result, { timed, verdict }) {
  const { medians: m, paired, counts, rounds } = result;
  const { floor: F, snippet: S, vormgever: V, limit: L } = m;
  const names = { other: 'other build (--against: vormgever.css + start())', floor: 'floor (no script, no stylesheet of either)', snippet: 'jQuery snippet + its stylesheet', vormgever: 'Vormgever (vormgever.css + start())', limit: 'limit (Vormgever\'s final DOM as static HTML)' };
  printTable(
    `Chromium's counters for insert + apply + forced style and layout (CDP Performance.getMetrics; medians of ${rounds} round(s))`,
    [left('contender'), right('script'), right('style'), right('layout'), right('total'), right('task'), right('recalcs / layouts'), right('of the script: insert (parse)'), right('apply (the pass)')],
    Object.entries(m).map(([c, x]) => [names[c], ms(x.script), ms(x.style), ms(x.layout), ms(x.total), ms(x.task), `${x.styleCount} / ${x.layoutCount}`, ms(x.insert), c === 'floor' || c === 'limit' ? '' : ms(x.apply)]),
    {
      note: [
        'script = ScriptDuration: the round runs in a page task of its own (a timer), so this is parsing the inserted HTML plus the pass;',
        'style, layout = RecalcStyleDuration, LayoutDuration (the forced document.body.offsetHeight; not counted in script); total = the three;',
        'task = TaskDuration of the round: also the microtasks after it (promise callbacks are not counted as script) and GC.',
        'insert, apply: performance.now() around `stage.innerHTML = form` and around the pass itself (all script: no forced style or layout inside).',
      ],
    },
  );
  const over = (x) => ({ script: x.script - F.script, style: x.style - F.style, layout: x.layout - F.layout, total: x.total - F.total });
  const [oS, oV, oL] = [over(S), over(V), over(L)];
  const row = (label, o) => [label, ms(o.script), ms(o.style), ms(o.layout), ms(o.total)];
  printTable('overhead over the floor (medians subtracted)', [left('contender'), right('script'), right('style'), right('layout'), right('total')], [
    row('jQuery snippet', oS),
    row('Vormgever', oV),
    row('limit', oL),
    ['Vormgever - limit (distance to the limit)', ms(V.script - L.script), ms(V.style - L.style), ms(V.layout - L.layout), ms(V.total - L.total)],
  ], { note: 'A negative overhead is a saving: labels taken out of rendering cost less style and layout than the floor\'s rendered labels.' });

  const passRatio = V.apply / S.apply;
  const overheadRatio = oV.total / oS.total;
  printTable('ratios', [left('figure'), right('value'), left('target'), left('')], [
    ['overhead ratio (V - floor) / (S - floor), total, of the medians', ratio(overheadRatio), '<= 0.5 (aim 0.25)', timed(overheadRatio <= 0.5)],
    ['  the same per round, median over the rounds', ratio(paired.overheadRatio), '', ''],
    ['distance to the limit V - limit, total', ms(V.total - L.total), 'as small as possible', ''],
    ['  the same per round, median over the rounds', ms(paired.toLimit), '', ''],
    ['  the same in task time (microtasks, GC, DevTools: noisy), per round', ms(paired.toLimitTask), '', ''],
    ['pass script time V / S (apply, of the medians)', `${ratio(passRatio)} (${ms(V.apply)} / ${ms(S.apply)})`, '<= 0.25', timed(passRatio <= 0.25)],
    ['  the same per round, median over the rounds', ratio(paired.applyRatio), '', ''],
    [`  the pass alone, ${result.passOnly.samples} more pair${result.passOnly.samples === 1 ? '' : 's'} of the apply alone (alternating, seconds apart), median per pair`, `${ratio(result.passOnly.ratio)} (${ms(result.passOnly.vormgever)} / ${ms(result.passOnly.snippet)})`, '<= 0.25', timed(result.passOnly.ratio <= 0.25)],
    ['unchanged (second) pass V / S', `${ratio(V.second / S.second)} (${ms(V.second)} / ${ms(S.second)})`, '<= 1.00', timed(V.second <= S.second)],
    ['Vormgever\'s islands after the pass (when the pointer reaches for the form): task time / script + style + layout', `${ms(V.islandsTask)} / ${ms(V.islandsTotal)}`, '', ''],
  ]);
  printIssueFigures(result, timed);
  const c = counts;
  printTable('what each run changed (an untimed round)', [left('contender'), right('mutation records 1st / 2nd'), right('own count 1st / 2nd'), right('icons'), right('switches'), right('placeholders'), right('elements')], Object.entries(c).map(([k, x]) => [
    k, `${x.records[0]} / ${x.records[1]}`, x.reported.length ? x.reported.join(' / ') : '', String(x.icons), String(x.switches), String(x.placeholders), String(x.nodes),
  ]), { note: `Vormgever's writes on an unchanged pass: ${c.vormgever.records[1]} (target 0: ${verdict(c.vormgever.records[1] === 0)}); its own count equals the records: ${verdict(c.vormgever.reported[0] === c.vormgever.records[0])}. Elements: Vormgever's after its islands mounted, the limit's before (it has no islands).` });
  for (const error of result.errors) console.log(`  page error: ${error}`);
}

// The pass's three figures (issue 32), each the median of its per-round values (bench/forms.mjs perRound).
const figures = [
  ['unchanged', 'unchanged pass V / S (apply again on the same form + forced layout)', 0.4],
  ['overhead', 'first pass: overhead over the floor (V - floor) / (S - floor), script + style + layout', 0.4],
  ['overLimit', 'first pass over the limit, a share of the snippet\'s: (V - limit) / (S - limit)', 0.3],
  ['apply', 'first pass: script time of the apply V / S', 0.25],
  // Gauges and second readings, not the issue's figures: the static pages' own spread, the parse of
  // the same HTML (no code of either contender), and the first-pass figures without each page's parse.
  ['staticShare', 'the limit\'s own overhead (static HTML, no script), (limit - floor) / (S - floor)', null],
  ['parseShare', 'the parse alone (same HTML, no script), V\'s page - floor\'s, on the overhead\'s scale', null],
  ['overheadNoParse', 'first pass: overhead over the floor, each page\'s parse taken out', 0.4],
  ['overLimitNoParse', 'first pass over the limit, each page\'s parse taken out', 0.3],
];

const range = ({ low, high }) => (Number.isFinite(low) ? `${ratio(low)}-${ratio(high)}` : 'n/a');

/**
 * Each figure's median, its spread (the middle half of the rounds) and a verdict only where the spread
 * is narrower than the distance to the target; with another build (--against), the per-round
 * difference of the two builds, and "noisy" where its spread is wider than the difference.
 */
export function printIssueFigures(result, timed) {
  const { perRound } = result;
  const verdict = (values, target) => {
    const s = spread(values);
    if (target === null) return ''; // a gauge, no target
    if (!Number.isFinite(s.width)) return timed(s.median <= target); // one round: the caller's no-verdict
    if (s.width > Math.abs(s.median - target)) return `noisy: spread ${ratio(s.width)} > distance to target ${ratio(Math.abs(s.median - target))}`;
    return s.median <= target ? 'met' : 'NOT met';
  };
  const rows = [];
  for (const [key, label, target] of figures) {
    for (const build of Object.keys(perRound)) {
      const values = perRound[build][key];
      const s = spread(values);
      rows.push([`${label}${build === 'other' ? ' [other build]' : ''}`, ratio(s.median), range(s), target === null ? '' : `<= ${target}`, verdict(values, target)]);
    }
    if (perRound.other) {
      const diffs = perRound.vormgever[key].map((v, i) => v - perRound.other[key][i]);
      const d = spread(diffs);
      const noisy = !Number.isFinite(d.width) || d.width > Math.abs(d.median);
      rows.push(['  this build - other build, per round', `${d.median >= 0 ? '+' : ''}${ratio(d.median)}`, range(d), '', noisy ? `noisy: spread ${ratio(d.width)} wider than the difference` : d.median < 0 ? 'this build lower' : 'this build higher']);
    }
  }
  printTable(`the pass's figures, per round (${result.rounds} rounds): median, spread (25th-75th percentile of the rounds)`, [{ label: 'figure', align: 'left' }, { label: 'median' }, { label: 'spread' }, { label: 'target', align: 'left' }, { label: '', align: 'left' }], rows, {
    note: [
      'A verdict only where the spread is narrower than the distance between the median and the target (else "noisy": re-run on a quieter machine;',
      '`node bench/steadiness.mjs` says how steady this one is).',
      'V, S: Vormgever, the snippet; floor, limit: their pages (bench/README.md); unchanged: performance.now(), the rest: CDP counters.',
    ],
  });
}

/**
 * Every other builder's forms comparison in one table (bench/run.mjs): per builder, its medians (ms,
 * script + style + layout) and the pass's figures per round (median, spread, verdict as
 * printIssueFigures gives them), and what its runs wrote.
 */
export function printBuilderForms(results, { timed }) {
  const rows = [];
  const figure = (values, target) => {
    const s = spread(values);
    const verdict = !Number.isFinite(s.width) ? timed(s.median <= target) : s.width > Math.abs(s.median - target) ? 'noisy' : s.median <= target ? 'met' : 'NOT met';
    return `${ratio(s.median)} (${Number.isFinite(s.low) ? `${ratio(s.low)}-${ratio(s.high)}` : 'n/a'}) ${verdict}`;
  };
  for (const { label, result } of results) {
    const { medians: m, perRound, counts } = result;
    const V = perRound.vormgever;
    rows.push([
      label,
      `${m.floor.total.toFixed(0)} / ${m.snippet.total.toFixed(0)} / ${m.vormgever.total.toFixed(0)} / ${m.limit.total.toFixed(0)}`,
      `${m.vormgever.second.toFixed(1)} / ${m.snippet.second.toFixed(1)}`,
      figure(V.unchanged, 0.4),
      figure(V.overhead, 0.4),
      figure(V.apply, 0.25),
      `${counts.vormgever.records[0]} / ${counts.vormgever.records[1]}${counts.vormgever.reported[0] === counts.vormgever.records[0] ? '' : ' (own count differs)'}`,
    ]);
    for (const error of result.errors) console.log(`  page error (${label}): ${error}`);
  }
  printTable(
    `every other builder's 500-field form (bench/builder-forms.mjs), ${results[0]?.result.rounds ?? 0} round(s): the medians, and the pass's figures per round: median (spread) verdict`,
    [
      { label: 'builder', align: 'left' },
      { label: 'total: floor / snippet / V / limit (ms)' },
      { label: 'unchanged: V / S (ms)' },
      { label: 'unchanged V / S <= 0.4', align: 'left' },
      { label: 'first pass: overhead <= 0.4', align: 'left' },
      { label: 'apply V / S <= 0.25', align: 'left' },
      { label: "V's writes 1st / 2nd" },
    ],
    rows,
    { note: 'As the Gravity Forms comparison above (bench/README.md), on the builder\'s own pages: its stylesheet, its module and vormgever-builders.js; the snippet for its markup (bench/snippet-builders.js).' },
  );
}
