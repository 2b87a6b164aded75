// Small helpers for printing figures: medians, number formats, aligned tables.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The `q` quantile (0..1) of the finite values, linearly interpolated (median = quantile(values, 0.5)). */
export function quantile(values, q) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/**
 * A figure's spread across rounds: the middle half of its values (25th to 75th percentile), and its
 * width. One value has no spread (NaN): a one-round run gets no timing verdict.
 */
export function spread(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  const low = quantile(finite, 0.25);
  const high = quantile(finite, 0.75);
  return { median: median(finite), low, high, width: finite.length > 1 ? high - low : NaN };
}

/** The machine's load average (1, 5 and 15 minutes): every timed figure moves with it. */
export const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** `12.3 ms`; `n/a` for missing values. */
export const ms = (value, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a');
export const bytes = (value) => (Number.isFinite(value) ? `${value.toLocaleString('en-US')} B` : 'n/a');
export const kb = (value) => (Number.isFinite(value) ? `${(value / 1024).toFixed(1)} KB` : 'n/a');
export const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
export const mb = (value) => (Number.isFinite(value) ? `${(value / 1048576).toFixed(2)} MB` : 'n/a');
export const pct = (part, whole) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a');

/**
 * Prints a table. `columns`: [{ label, align: 'left' | 'right' }]; `rows`: arrays of cells (strings).
 * Numbers (and cells that look like measurements) are right-aligned unless said otherwise.
 */
export function printTable(title, columns, rows, { note } = {}) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '')));
  const widths = columns.map((column, i) => Math.max(column.label.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const pad = (text, i) => (columns[i].align === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i]));
  const line = (row) => `  ${row.map(pad).join('  ')}`.trimEnd();
  const out = [``, title, line(columns.map((column) => column.label)), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`];
  for (const row of cells) out.push(line(row));
  if (note) for (const text of [].concat(note)) out.push(`  ${text}`);
  console.log(out.join('\n'));
}

export function heading(text) {
  console.log(`\n${'='.repeat(text.length + 4)}\n  ${text}\n${'='.repeat(text.length + 4)}`);
}
