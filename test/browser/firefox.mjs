// Firefox for the browser suite, without a browser download: Debian's Firefox ESR, driven through the
// WebDriver BiDi it has built in (no geckodriver) over one WebSocket (`ws`), by the few commands the
// suite needs. Each session has its own fresh profile and a port Firefox picks (it says which on
// stderr), so two files can run at once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const firefoxPath = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => path && existsSync(path));

/** Why Firefox cannot run here (the Debian package to install), or null. */
export function firefoxMissing() {
  return firefoxPath ? null : 'Firefox (apt-get install -y firefox-esr, or set FIREFOX_PATH)';
}

// Beside the preferences the remote agent sets itself (after playwright's for Firefox): no first-run or
// start pages, no updates, extensions or network of its own; focus and timers as in a shown window.
const prefs = {
  'app.normandy.api_url': '',
  'app.update.disabledForTesting': true,
  'browser.aboutwelcome.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage': 'about:blank',
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'datareporting.policy.dataSubmissionEnabled': false,
  'dom.min_background_timeout_value': 0,
  'extensions.autoDisableScopes': 0,
  'extensions.enabledScopes': 5,
  'extensions.installDistroAddons': false,
  'extensions.update.enabled': false,
  'focusmanager.testmode': true,
  'hangmonitor.timeout': 0,
  'layout.testing.top-level-always-active': true,
  'media.gmp-manager.updateEnabled': false,
  'media.sanity-test.disabled': true,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.cosmeticAnimations.enabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
};

/**
 * A Firefox session: `goto(url)`, `run(fn, ...args)` (an async function's result, as JSON),
 * `setSize(width, height)` (the viewport), `screenshot()` (a PNG of the viewport), `close()`.
 */
export async function openFirefox() {
  const profile = mkdtempSync(join(tmpdir(), 'vg-firefox-'));
  writeFileSync(join(profile, 'user.js'), Object.entries(prefs).map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`).join(''));
  const firefox = spawn(firefoxPath, ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => firefox.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-firefox.pid);
    } catch {}
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  let socket;
  const pending = new Map();
  let nextId = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params }));
    });
  let context;
  try {
    const address = await new Promise((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error(`Firefox did not start its WebDriver BiDi:\n${said}`)), 30_000);
      firefox.once('exit', (code) => reject(new Error(`Firefox exited (${code}):\n${said}`)));
      firefox.stderr.on('data', (chunk) => {
        said += chunk;
        const found = said.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
    });
    firefox.stderr.resume();
    socket = new WebSocket(`${address}/session`, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (data) => {
      const message = JSON.parse(data);
      const waiting = pending.get(message.id);
      if (!waiting) return; // an event
      pending.delete(message.id);
      if (message.type === 'error') waiting.reject(new Error(`WebDriver BiDi ${waiting.method}: ${message.error}: ${message.message}`));
      else waiting.resolve(message.result);
    });
    socket.on('close', () => {
      for (const waiting of pending.values()) waiting.reject(new Error(`WebDriver BiDi ${waiting.method}: Firefox went away`));
      pending.clear();
    });
    await send('session.new', { capabilities: {} });
    // A window of its own: headless, the first one's document never has focus, so no control takes
    // it and no focus ring shows.
    ({ context } = await send('browsingContext.create', { type: 'window' }));
  } catch (error) {
    socket?.terminate();
    await stop();
    throw error;
  }
  return {
    goto: (url) => send('browsingContext.navigate', { context, url, wait: 'complete' }),
    // The result travels as a JSON string, so it needs none of BiDi's typed remote values.
    async run(fn, ...args) {
      const { result, exceptionDetails } = await send('script.callFunction', {
        functionDeclaration: `async (json) => JSON.stringify(await (${fn})(...JSON.parse(json)))`,
        arguments: [{ type: 'string', value: JSON.stringify(args) }],
        target: { context },
        awaitPromise: true,
        resultOwnership: 'none',
      });
      if (exceptionDetails) throw new Error(`in Firefox: ${exceptionDetails.text}`);
      return result.value === undefined ? undefined : JSON.parse(result.value);
    },
    setSize: (width, height) => send('browsingContext.setViewport', { context, viewport: { width, height } }),
    screenshot: async () => Buffer.from((await send('browsingContext.captureScreenshot', { context })).data, 'base64'),
    async close() {
      await send('session.end').catch(() => {});
      socket.terminate();
      await stop();
    },
  };
}
