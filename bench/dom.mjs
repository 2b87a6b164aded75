// The Node DOM benchmark: the library (bench/bundle.mjs) evaluated inside a jsdom or a happy-dom
// window, timing `await vormgever.enhance(wrapper)` on fresh copies of the generated form.
// Each DOM runs in its own child process (`node bench/dom.mjs <env> <rounds> <switch rounds>`), which prints one
// JSON line; runDomBench() starts them one after the other and collects the results.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundlePath } from './bundle.mjs';
import { expectedWork, generateForm, generateSwitchPage } from './form.mjs';

const self = fileURLToPath(import.meta.url);
const page = '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Bench</title></head><body><main id="stage"></main></body></html>';

async function openWindow(env) {
  if (env === 'jsdom') {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM(page, { runScripts: 'outside-only', pretendToBeVisual: true, url: 'https://www.example.nl/contact/' });
    return { window: dom.window, close: () => dom.window.close() };
  }
  const { Window } = await import('happy-dom');
  const window = new Window({
    url: 'https://www.example.nl/contact/',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  window.document.write(page);
  return { window, close: () => window.happyDOM.close() };
}

/** One environment, `rounds` rounds; returns the raw samples. */
async function measure(env, rounds, switchRounds) {
  const { window, close } = await openWindow(env);
  window.eval(readFileSync(bundlePath, 'utf8'));
  const vg = window.vormgever;
  if (!vg?.enhance) throw new Error(`${env}: the bundle did not define vormgever.enhance`);
  const stage = window.document.getElementById('stage');
  const formHtml = generateForm({ fields: 500 });
  const switchHtml = generateSwitchPage(100);

  const pass = async (wrapper) => {
    const reported = [];
    const listener = (event) => reported.push(event.detail.changed);
    wrapper.addEventListener('vormgever:enhanced', listener);
    const t0 = performance.now();
    await vg.enhance(wrapper);
    const time = performance.now() - t0;
    wrapper.removeEventListener('vormgever:enhanced', listener);
    return { time, writes: reported.reduce((a, b) => a + b, 0), events: reported.length };
  };
  const clear = async () => {
    stage.textContent = '';
    await vg.enhance(stage); // sweeps the islands of the removed form, outside the timing
  };

  // Fresh copies are clones of a form parsed once (cloning is cheaper than parsing, outside the timing).
  const template = window.document.createElement('template');
  template.innerHTML = formHtml;
  const form = { first: [], second: [], writesFirst: [], writesSecond: [], icons: 0, switches: 0, placeholders: 0 };
  for (let round = 0; round < rounds; round++) {
    stage.append(template.content.cloneNode(true));
    const wrapper = stage.querySelector('.gform_wrapper');
    const first = await pass(wrapper);
    const second = await pass(wrapper);
    form.first.push(first.time);
    form.second.push(second.time);
    form.writesFirst.push(first.writes);
    form.writesSecond.push(second.writes);
    if (round === 0) {
      form.icons = wrapper.querySelectorAll('.vg-icon').length;
      form.switches = wrapper.querySelectorAll('.vg-switch__track').length;
      form.placeholders = wrapper.querySelectorAll('[placeholder]').length;
    }
    await clear();
  }

  // Switches: 100 slide-check choices, from the pass until every island is drawn. Round 0 is cold
  // (the island module and React are initialised on first use); the others are warm.
  const switches = { times: [], drawn: 0 };
  for (let round = 0; round < switchRounds; round++) {
    stage.innerHTML = switchHtml;
    const wrapper = stage.querySelector('.gform_wrapper');
    const t0 = performance.now();
    await vg.enhance(wrapper);
    switches.times.push(performance.now() - t0);
    switches.drawn = wrapper.querySelectorAll('.vg-switch__track').length;
    await clear();
  }
  await close();
  return { env, form, switches, expected: expectedWork({ fields: 500 }) };
}

function runChild(env, rounds, switchRounds) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [self, env, String(rounds), String(switchRounds)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop();
      try {
        resolve(JSON.parse(line));
      } catch {
        resolve({ env, error: `exit ${code}: ${(err || out).trim().split('\n').slice(-5).join(' | ')}` });
      }
    });
  });
}

/** Both DOMs, each in its own process: one after the other, or side by side (`parallel`, for --smoke). */
export async function runDomBench({ rounds, switchRounds = 5, parallel = false }) {
  const envs = ['jsdom', 'happy-dom'];
  if (parallel) return Promise.all(envs.map((env) => runChild(env, rounds, switchRounds)));
  const results = [];
  for (const env of envs) results.push(await runChild(env, rounds, switchRounds));
  return results;
}

if (process.argv[1] && fileURLToPath(new URL(`file://${process.argv[1]}`)) === self) {
  const [env, rounds, switchRounds] = process.argv.slice(2);
  measure(env, Number(rounds) || 1, Math.max(2, Number(switchRounds) || 2)).then(
    (result) => {
      console.log(JSON.stringify(result));
      process.exit(0); // a DOM's leftover timers must not keep the process alive
    },
    (error) => {
      console.error(error?.stack ?? error);
      process.exit(1);
    },
  );
}
