// The live preview (`npm run test:playground`): the WordPress.org directory's Preview button opens
// WordPress Playground with .wordpress-org/blueprints/blueprint.json. This checks that file against
// Playground's schema (validateBlueprint of @wp-playground/blueprints), runs it unchanged with
// Playground's CLI on this machine with no network, and checks the page it lands on in Chromium: the
// gallery opens in Vormgever's lightbox, and the form shows switches, icons and placeholders.
//
// What it needs, like the WordPress suite (docs/testing.md#the-live-preview):
// - WORDPRESS_DIR: a WordPress tree, the release the blueprint's "latest" stands for;
// - ELEMENTOR_DIR: a folder holding elementor/; WPFORMS_DIR: a folder holding wpforms-lite/;
// - Vormgever's plugin as built (dist/vormgever-wordpress.zip: `npm run test:playground` builds first).
// Without the three folders it checks the schema, says what it did not cover and passes. Playground's
// packages (the blueprints package, about 110 MB, and with the folders the CLI, about 320 MB more) are
// installed by `npm ci` from their locks in test/playground/schema/ and cli/ into cache folders outside
// the project (VG_PLAYGROUND_CACHE, else vormgever/ in the user's cache folder), never into
// node_modules: they declare Node 24 (they run on Node 20), and most runs need only the schema. The
// blueprint asks WordPress.org for WordPress and the plugins by their directory slugs;
// offline-fetch.mjs answers from zips of the folders, made here (nothing is changed in the blueprint).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { launchBrowser, recordConsole } from '../browser/harness.mjs';
import { zip } from '../../wordpress/zip.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const blueprintFile = join(root, '.wordpress-org/blueprints/blueprint.json');
const pluginZip = join(root, 'dist/vormgever-wordpress.zip');
const playground = { version: '3.1.56' }; // test/playground/{schema,cli}/package.json pin it
const started = Date.now();
const phase = (name, since) => console.log(`[playground] ${name}: ${((Date.now() - since) / 1000).toFixed(1)} s`);

/** The blueprint's plugins, by slug: what the directory installs. */
const blueprint = JSON.parse(readFileSync(blueprintFile, 'utf8'));
const slugs = blueprint.steps.filter((step) => step.step === 'installPlugin').map((step) => step.pluginData?.slug);

// 1. The blueprint as the directory needs it: every plugin from its directory slug, Vormgever's among them.
assert.deepEqual(
  blueprint.steps.filter((step) => step.step === 'installPlugin').map((step) => step.pluginData?.resource),
  slugs.map(() => 'wordpress.org/plugins'),
  'every plugin comes from the WordPress.org directory',
);
assert.deepEqual([...slugs].sort(), ['elementor', 'vormgever', 'wpforms-lite']);
assert.equal(blueprint.preferredVersions?.wp, 'latest');

// 2. Playground's packages, in the cache folder: its blueprints package (about 110 MB) always, for the
// schema; its CLI (about 320 MB more) when the blueprint is to be run.
const folders = { wordpress: process.env.WORDPRESS_DIR, elementor: process.env.ELEMENTOR_DIR, 'wpforms-lite': process.env.WPFORMS_DIR };
const missing = Object.entries({ WORDPRESS_DIR: folders.wordpress, ELEMENTOR_DIR: folders.elementor, WPFORMS_DIR: folders['wpforms-lite'] }).filter(([, dir]) => !dir);
const cacheRoot = resolve(process.env.VG_PLAYGROUND_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'vormgever'));
/**
 * Playground's packages of `kind` (schema: the blueprints package; cli: the CLI too), installed by
 * `npm ci` from their lock in test/playground/<kind>/ into a cache folder outside the project (again
 * only when the lock changed); the folder.
 */
function installed(kind) {
  const lock = readFileSync(join(root, 'test/playground', kind, 'package-lock.json'), 'utf8');
  const folder = join(cacheRoot, `playground-${playground.version}-${kind}`);
  if (existsSync(join(folder, 'node_modules/.package-lock.json')) && existsSync(join(folder, 'package-lock.json')) && readFileSync(join(folder, 'package-lock.json'), 'utf8') === lock) return folder;
  const since = Date.now();
  mkdirSync(folder, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(folder, file), readFileSync(join(root, 'test/playground', kind, file)));
  // --ignore-scripts: nothing downloads a binary of its own (PHP comes as WebAssembly in the packages).
  // They declare Node 24; they run on Node 20 (docs/testing.md#the-live-preview).
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
  phase(`Playground ${playground.version} (${kind}) installed in ${folder}`, since);
  return folder;
}
const blueprints = join(installed('schema'), 'node_modules/@wp-playground/blueprints/index.js');
const cli = () => join(installed('cli'), 'node_modules/@wp-playground/cli/wp-playground.js');
let since;

// 3. Valid against Playground's own schema.
since = Date.now();
const { validateBlueprint } = await import(blueprints);
const validity = validateBlueprint(blueprint);
assert.deepEqual(validity.errors ?? [], [], "the blueprint follows Playground's schema");
assert.equal(validity.valid, true);
phase('the blueprint is valid (validateBlueprint)', since);

if (missing.length) {
  console.log(`[playground] NOT COVERED: the live preview's blueprint was not run (set ${missing.map(([name]) => name).join(', ')}: docs/testing.md#the-live-preview); its schema, plugins and landing page were checked`);
  console.log('1 passed, 0 failed');
  process.exit(0);
}
if (!existsSync(join(folders.wordpress, 'wp-includes/version.php'))) throw new Error(`WORDPRESS_DIR=${folders.wordpress}: no WordPress in it`);
for (const slug of ['elementor', 'wpforms-lite']) if (!existsSync(join(folders[slug], slug))) throw new Error(`${slug}: no ${slug}/ in ${folders[slug]}`);
if (!existsSync(pluginZip)) throw new Error(`no ${relative(root, pluginZip)}: run npm run build (npm run test:playground builds first)`);

// 4. The zips the directory would send, from the folders.
since = Date.now();
const work = mkdtempSync(join(process.env.VG_PLAYGROUND_TMP || tmpdir(), 'vormgever-playground-'));
const zips = join(work, 'zips');
mkdirSync(zips);
/** Every file below `dir`, as zip entries under `top/`. */
function entries(dir, top) {
  const list = [{ name: `${top}/` }];
  const walk = (path, name) => {
    for (const child of readdirSync(path).sort()) {
      const full = join(path, child);
      const stat = statSync(full);
      if (stat.isDirectory()) list.push({ name: `${name}/${child}/` }), walk(full, `${name}/${child}`);
      else if (stat.isFile()) list.push({ name: `${name}/${child}`, data: readFileSync(full) });
    }
  };
  walk(dir, top);
  return list;
}
const wordpressVersion = /\$wp_version = '([^']+)'/.exec(readFileSync(join(folders.wordpress, 'wp-includes/version.php'), 'utf8'))[1];
const wordpressZip = join(work, `wordpress-${wordpressVersion}.zip`);
writeFileSync(wordpressZip, zip(entries(folders.wordpress, 'wordpress'), undefined, 1));
for (const slug of ['elementor', 'wpforms-lite']) writeFileSync(join(zips, `${slug}.zip`), zip(entries(join(folders[slug], slug), slug), undefined, 1));
writeFileSync(join(zips, 'vormgever.zip'), readFileSync(pluginZip));
phase(`zips of WordPress ${wordpressVersion}, Elementor, WPForms Lite and Vormgever`, since);

// 5. Playground's server, the blueprint as it is. WP_HTTP_BLOCK_EXTERNAL: WordPress's own requests
// (update checks, the plugins' calls home) fail at once instead of waiting 10 s each for a network.
since = Date.now();
const home = join(work, 'home');
const temp = join(work, 'tmp');
mkdirSync(home);
mkdirSync(temp);
const server = spawn(
  process.execPath,
  ['--import', new URL('./offline-fetch.mjs', import.meta.url).pathname, cli(), 'server', '--port=0', '--php=8.3', '--define-bool', 'WP_HTTP_BLOCK_EXTERNAL', 'true', `--blueprint=${blueprintFile}`],
  { env: { ...process.env, HOME: home, TMPDIR: temp, PG_LOCAL_WP_ZIP: wordpressZip, PG_LOCAL_WP_VERSION: wordpressVersion, PG_LOCAL_ZIPS: zips }, stdio: ['ignore', 'pipe', 'pipe'] },
);
let log = '';
const ready = new Promise((done, fail) => {
  const timer = setTimeout(() => fail(new Error(`Playground was not ready after 300 s:\n${log.slice(-3000)}`)), 300_000);
  const read = (chunk) => {
    log += chunk;
    const address = /Ready!.*?(https?:\/\/[\w.:[\]-]+)/.exec(log) ?? (/Ready!/.test(log) && /(http:\/\/127\.0\.0\.1:\d+)/.exec(log));
    if (address) clearTimeout(timer), done(address[1]);
  };
  server.stdout.on('data', read);
  server.stderr.on('data', read);
  server.on('exit', (code) => fail(new Error(`Playground stopped (${code}) before it was ready:\n${log.slice(-3000)}`)));
});

let failed = false;
let browser;
try {
  const url = (await ready).replace(/\/$/, '');
  phase(`Playground ready at ${url}, the blueprint's steps done`, since);
  const fetched = [...log.matchAll(/\[offline-fetch\] (\S+)/g)].map(([, address]) => address);
  assert.ok(fetched.some((address) => /\/vormgever(\.latest-stable)?\.zip$/.test(address)), 'Vormgever was installed from its directory slug');

  // 6. The landing page in Chromium.
  since = Date.now();
  browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const messages = recordConsole(page);
  await page.goto(`${url}${blueprint.landingPage}`, { timeout: 120_000 });
  await page.waitForFunction(() => window.vormgever?.controller, undefined, { timeout: 60_000 });
  const form = await page.evaluate(async () => {
    const fields = document.querySelector('.wpforms-form');
    await window.vormgever.controller.settled();
    return fields && {
      switches: document.querySelectorAll('.wpforms-field.slide-check .vg-switch').length,
      icons: document.querySelectorAll('.wpforms-field .vg-icon').length,
      emailPlaceholder: document.querySelector('.wpforms-field-email input')?.getAttribute('placeholder'),
    };
  });
  assert.ok(form, "WPForms' form is on the page");
  // The plugin of this build loads other builders' words where it has them (dist/builders/ in its zip).
  const builders = await page.evaluate(async (path) => (await fetch(path, { method: 'HEAD' })).ok, '/wp-content/plugins/vormgever/builders/wpforms.js');
  if (builders) assert.deepEqual(form, { switches: 2, icons: 3, emailPlaceholder: 'Email *' }, 'the form shows switches, icons and placeholders');
  else console.log("[playground] NOT COVERED: this build's plugin loads no form builder's words but Gravity Forms' (no builders/wpforms.js in it): the form's switches, icons and placeholders were not checked");

  await page.click('a[data-elementor-lightbox-slideshow] >> nth=0');
  await page.waitForSelector('#glightbox-body .vg-lightbox__close', { timeout: 30_000 });
  const lightbox = await page.evaluate(() => ({
    name: document.querySelector('#glightbox-body').getAttribute('aria-label'),
    live: document.querySelector('.vg-lightbox__live').textContent,
    counter: document.querySelector('.vg-lightbox__counter')?.textContent,
    shown: document.querySelector('#glightbox-body .gslide.current img')?.naturalWidth > 0,
  }));
  assert.deepEqual(lightbox, { name: 'Lightbox', live: 'Image 1 of 3: Town hall', counter: '1 / 3', shown: true }, "the gallery opens in Vormgever's lightbox, in the site's language");
  if (process.env.VG_PLAYGROUND_SCREENSHOT) await page.screenshot({ path: process.env.VG_PLAYGROUND_SCREENSHOT });
  // Vormgever's: its words, or its plugin's files (each line ends with the address it came from, which
  // on this page, /vormgever-demo/, names Vormgever for every inline script).
  const ours = (message) => /vormgever/i.test(message.replace(/ \([^()]*\)$/, '')) || message.includes('/plugins/vormgever/');
  assert.deepEqual(messages.filter(ours), [], 'no console error or warning of Vormgever');
  phase(`the landing page: ${builders ? 'the form enhanced, ' : ''}the gallery in Vormgever's lightbox`, since);
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`[playground] the server's last output:\n${log.slice(-3000)}`);
} finally {
  await browser?.close();
  // The CLI itself (not a wrapper): it deletes its temporary site on SIGTERM (a few seconds).
  since = Date.now();
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.on('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(work, { recursive: true, force: true });
  phase('teardown', since);
  phase('total', started);
}
console.log(failed ? '0 passed, 1 failed' : '1 passed, 0 failed');
process.exit(failed ? 1 : 0);
