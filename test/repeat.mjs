// Runs one command many times in a row, to find a flaky test: `node test/repeat.mjs 30 node
// test/wordpress/run.mjs page-builders`. Each run's output goes to a log file of its own (kept for the
// failing runs, printed at the end with the tally); `--until-fail` stops at the first failure. A run
// is the whole command, set-up included, as CI runs it. docs/testing.md#finding-a-flaky-test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const untilFail = args[0] === '--until-fail' && args.shift();
const times = Number(args.shift());
if (!Number.isInteger(times) || times < 1 || args.length === 0) {
  console.error('usage: node test/repeat.mjs [--until-fail] <times> <command> [args...]');
  process.exit(2);
}

const logs = mkdtempSync(join(tmpdir(), 'vg-repeat-'));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const runs = [];
for (let run = 1; run <= times; run++) {
  const start = Date.now();
  const output = [];
  const code = await new Promise((done) => {
    const child = spawn(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (exitCode, signal) => done(exitCode ?? signal));
  });
  const log = join(logs, `run-${String(run).padStart(3, '0')}.log`);
  if (code === 0) rmSync(log, { force: true });
  else writeFileSync(log, Buffer.concat(output));
  runs.push({ run, code, ms: Date.now() - start, log });
  console.log(`run ${run}/${times}: ${code === 0 ? 'green' : `RED (exit ${code}, ${log})`} in ${seconds(Date.now() - start)}`);
  if (code !== 0 && untilFail) break;
}

const red = runs.filter((run) => run.code !== 0);
const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
console.log(`\n${runs.length - red.length} of ${runs.length} green; ${red.length} red${red.length ? `: runs ${red.map((run) => run.run).join(', ')} (logs in ${logs})` : ''}`);
console.log(`time per run: ${seconds(ms[0])} to ${seconds(ms.at(-1))}, median ${seconds(ms[Math.floor(ms.length / 2)])}`);
if (!red.length) rmSync(logs, { recursive: true, force: true });
process.exit(red.length ? 1 : 0);
