// The browser and WordPress suites' files, each run in node's test runner in a process of its own, and
// reported so that a green run is a few lines and a red one ends with what failed and why:
// - a line per file as it ends: its tests and its time (a failed file's whole report before it);
// - every file's whole report in a log folder, named at the end: VG_TEST_LOGS, kept; else a new one
//   in the system's temporary folder, kept when a file failed (removed after a green run);
//   VG_TEST_VERBOSE=1 prints every report as it ends, as before;
// - at the end (endOfSuite): the suite's counts, its slowest files, and for each failed test its
//   name, its file and line, and the first lines of its error: the last lines a CI excerpt shows.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
let logs;

/** The folder that keeps this run's reports of `suite` (made on first use). */
function logFolder(suite) {
  logs ??= process.env.VG_TEST_LOGS || mkdtempSync(join(tmpdir(), 'vormgever-test-logs-'));
  const folder = join(logs, suite);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Runs one test file (`path`) in node's test runner with the spec reporter; resolves, once it has
 * ended and been reported, with its name, exit code, time, counts and report.
 */
export function runTestFile(suite, path, { env = process.env } = {}) {
  return new Promise((done) => {
    const start = Date.now();
    const output = [];
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', path], { stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = plain(Buffer.concat(output).toString());
      const count = (what) => Number(new RegExp(`^ℹ ${what} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      const name = basename(path);
      const result = { name, code: code ?? 1, ms: Date.now() - start, tests: count('tests'), pass: count('pass'), fail: count('fail'), skipped: count('skipped') + count('todo'), text };
      writeFileSync(join(logFolder(suite), `${name}.log`), text);
      if (result.code || process.env.VG_TEST_VERBOSE) process.stdout.write(`\n# ${name}\n${text}\n`);
      console.log(fileLine(result));
      done(result);
    });
  });
}

/** One line for a file that ended: ✔ or ✖, its counts and its time. */
function fileLine({ name, code, ms, tests, pass, fail, skipped }) {
  const counts = fail ? `${fail} of ${tests} failed` : `${pass} of ${tests} passed${skipped ? `, ${skipped} skipped` : ''}`;
  return `${code ? '✖' : '✔'} ${name}: ${counts} (${seconds(ms)})${code && !fail ? `, exit code ${code}` : ''}`;
}

/**
 * What node's spec reporter says of each failed test at the end of its report (after "✖ failing
 * tests:"), each cut to its first `lines` lines: where it is, its name, its error.
 */
export function failedTests(text, lines = 12) {
  const at = text.lastIndexOf('✖ failing tests:');
  if (at < 0) return [];
  return text
    .slice(at + '✖ failing tests:'.length)
    .split(/\n(?=test at )/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      // node's own frames say nothing of the test.
      const all = part.split('\n').filter((line) => !/^\s+at (async )?(.*\(node:internal\/[^)]*\)|Promise\.all \(index \d+\))/.test(line));
      return all.slice(0, lines).join('\n') + (all.length > lines ? `\n  … (${all.length - lines} more lines in the file's report)` : '');
    });
}

/**
 * The end of a suite's run (`suite`: the name its files ran under; `label`: its words), printed last: its counts and time, its slowest files, where the reports
 * are, and each failed test (a failed file without a failed test: its last lines). Returns the exit code.
 */
export function endOfSuite(suite, label, results, { ms, slowest = 5, extra = '' } = {}) {
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const failed = results.filter((result) => result.code);
  console.log(`\n# ${label}: ${results.length} files, ${sum('tests')} tests, ${sum('pass')} passed, ${sum('fail')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}, ${seconds(ms)}${extra}`);
  const slow = [...results].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  console.log(`# slowest: ${slow.map((result) => `${result.name} ${seconds(result.ms)}`).join(', ')}`);
  if (!failed.length) {
    if (logs && !process.env.VG_TEST_LOGS) rmSync(logs, { recursive: true, force: true });
    else if (logs) console.log(`# every file's report: ${join(logs, suite)}/`);
    return 0;
  }
  if (logs) console.log(`# every file's report: ${join(logs, suite)}/`);
  console.error(`\n# ${label} FAILED: ${failed.map((result) => result.name).join(', ')}`);
  for (const result of failed) {
    const tests = failedTests(result.text);
    if (tests.length) for (const test of tests) console.error(`\n${result.name}: ${test}`);
    else console.error(`\n${result.name} (exit code ${result.code}), its last lines:\n${result.text.trimEnd().split('\n').slice(-15).join('\n')}`);
  }
  return 1;
}
