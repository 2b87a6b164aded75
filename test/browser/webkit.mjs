// WebKit for the browser suite, without a browser download: Debian's WebKitGTK (MiniBrowser, from
// libwebkit2gtk) driven through its WebDriver (webkit2gtk-driver's WebKitWebDriver, classic W3C
// WebDriver over HTTP) by the few commands the suite needs, on a virtual display (xvfb-run) when the
// machine has none.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const driverPath = ['/usr/bin/WebKitWebDriver'].find((path) => existsSync(path));
const browserPath = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .flatMap((arch) => [`/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`, `/usr/lib/${arch}/webkit2gtk-4.0/MiniBrowser`])
  .find((path) => existsSync(path));
const xvfbRun = existsSync('/usr/bin/xvfb-run') ? '/usr/bin/xvfb-run' : null;

/** Why WebKit cannot run here (the Debian packages to install), or null. */
export function webkitMissing() {
  if (!driverPath || !browserPath) return 'WebKitGTK (apt-get install -y webkit2gtk-driver)';
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY && !xvfbRun) return 'a display (apt-get install -y xvfb)';
  return null;
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/**
 * A WebKit session: `goto(url)`, `run(fn, ...args)` (an async function's result, as JSON), `close()`.
 */
export async function openWebKit() {
  const port = await freePort();
  const display = process.env.DISPLAY || process.env.WAYLAND_DISPLAY;
  const args = [`--port=${port}`, '--host=127.0.0.1'];
  const driver = display
    ? spawn(driverPath, args, { stdio: 'ignore', detached: true })
    : spawn(xvfbRun, ['-a', driverPath, ...args], { stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  const send = async (method, path, body) => {
    const response = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  const stop = () => {
    try {
      process.kill(-driver.pid);
    } catch {}
  };
  let session;
  try {
    for (let tries = 0; ; tries++) {
      try {
        await send('GET', '/status');
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    ({ sessionId: session } = await send('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] } } },
    }));
  } catch (error) {
    stop();
    throw error;
  }
  return {
    goto: (url) => send('POST', `/session/${session}/url`, { url }),
    // execute/async: the last argument is the callback; the function's promise settles it.
    run: (fn, ...args) =>
      send('POST', `/session/${session}/execute/async`, {
        script: `const done = arguments[arguments.length - 1]; Promise.resolve((${fn})(...Array.from(arguments).slice(0, -1))).then(done, (error) => done({ error: String(error) }));`,
        args,
      }),
    setSize: (width, height) => send('POST', `/session/${session}/window/rect`, { width, height }),
    async close() {
      await send('DELETE', `/session/${session}`).catch(() => {});
      stop();
    },
  };
}
