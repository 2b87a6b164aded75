// The real WordPress test site, in a temporary folder: WordPress (6.5.5 from the cache, or WORDPRESS_DIR;
// see sources.mjs), a private MariaDB (own datadir and socket, no network), PHP's built-in server on
// loopback, the form plugin (the project's stand-in, or GRAVITYFORMS_DIR's), Plugin Check when
// PLUGIN_CHECK_DIR gives it, the Consent API and Complianz when WP_CONSENT_API_DIR and COMPLIANZ_DIR
// give them (installed, not activated), the other form builders when their variables give them
// (otherBuilders: installed, not activated), and Vormgever installed from dist/vormgever-wordpress.zip.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, cpSync, statfsSync, openSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(new URL('../..', import.meta.url).pathname);
export const pluginZip = join(projectRoot, 'dist/vormgever-wordpress.zip');
const phpDir = new URL('./php/', import.meta.url).pathname;
// The stand-in's forms: the project's fixtures (2.10 Orbital with AJAX, 2.5+ div markup, legacy, two pages,
// the plugin's own icons).
/** The form builders other than Gravity Forms a run may be given, by slug: their label, variable, plugin folder and what else they need. */
export const otherBuilders = {
  wpforms: { label: 'WPForms', variable: 'WPFORMS_DIR', folder: 'wpforms-lite', file: 'wpforms-lite/wpforms.php' },
  fluentform: { label: 'Fluent Forms', variable: 'FLUENTFORM_DIR', folder: 'fluentform', file: 'fluentform/fluentform.php' },
  formidable: { label: 'Formidable Forms', variable: 'FORMIDABLE_DIR', folder: 'formidable', file: 'formidable/formidable.php' },
  ninjaforms: { label: 'Ninja Forms', variable: 'NINJAFORMS_DIR', folder: 'ninja-forms', file: 'ninja-forms/ninja-forms.php' },
  contactform7: { label: 'Contact Form 7', variable: 'CONTACTFORM7_DIR', folder: 'contact-form-7', file: 'contact-form-7/wp-contact-form-7.php', needs: 'with WORDPRESS_DIR: 6.1 needs WordPress 6.7+' },
  // Elementor Pro's Form widget, as Pro Elements (its GPL fork) ships it; it runs on Elementor (ELEMENTOR_DIR).
  elementorform: { label: 'Elementor Pro (Pro Elements)', variable: 'ELEMENTORPRO_DIR', folder: 'pro-elements', file: 'pro-elements/pro-elements.php', needs: 'with ELEMENTOR_DIR and WORDPRESS_DIR: Pro Elements 3.33 needs Elementor 3.31+ and WordPress 6.6+', tests: 'elementor-form.test.mjs, editor-elementorform.test.mjs' },
};
const standInForms = ['gf210-orbital-ajax.html', 'gf210-gravity-theme.html', 'gf210-legacy.html', 'gf210-multipage-ajax.html', 'gf210-own-icons.html'];

/** A command's path: on PATH, or in /usr/sbin (where Debian puts mariadbd; not on a user's PATH). */
export function tool(name) {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/bin'];
  for (const dir of dirs) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {}
  }
  return null;
}

/** What the suite needs from the machine; an empty list means it can run. */
export function missingPrerequisites() {
  const missing = [];
  const command = (name) => tool(name) !== null;
  for (const name of ['php', 'mariadbd', 'mariadb-install-db', 'mariadb-admin', 'mariadb', 'tar']) if (!command(name)) missing.push(name);
  if (command('php')) {
    const modules = execFileSync('php', ['-m'], { encoding: 'utf8' });
    for (const module of ['mysqli', 'gd', 'mbstring', 'curl', 'xml']) if (!new RegExp(`^${module}$`, 'm').test(modules)) missing.push(`php-${module}`);
  }
  return missing;
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

// In memory where the machine has /dev/shm: the disk here is shared and slow (removing the site's
// ~4,000 files from /tmp took up to 10 s after a run). VG_WP_TMP chooses another folder.
function scratchDir() {
  if (process.env.VG_WP_TMP) return process.env.VG_WP_TMP;
  try {
    accessSync('/dev/shm', constants.W_OK);
    if (statfsSync('/dev/shm').bavail * statfsSync('/dev/shm').bsize > 1e9) return '/dev/shm';
  } catch {}
  return tmpdir();
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {} // already gone
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function until(what, check, timeout = 30_000) {
  const start = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Starts the site from `sources` (sources.mjs, with `wordpress`: the tree to copy). `phase(name, fn)`
 * times each step. Returns the site; `site.stop()` tears everything down and is safe to call more than
 * once, also when start() failed halfway (see `stopper`).
 */
export async function startSite({ sources, phase = (_, fn) => fn(), stopper = {} }) {
  const dir = mkdtempSync(join(scratchDir(), 'vormgever-wp-'));
  const site = { dir, wp: join(dir, 'wordpress'), processes: [] };
  const dataDir = join(dir, 'mysql');
  const socket = join(dir, 'mysql.sock');
  site.debugLog = join(dir, 'debug.log');
  site.serverLog = join(dir, 'php-server.log');
  site.password = randomBytes(12).toString('hex');
  // Every PHP of the site (the server, the setup scripts, the tests' wp()) with OPcache, which Debian's
  // CLI leaves off: in memory for the server's workers, in files across the one-off processes. Here
  // that made a page ~13% and a wp() call ~20% faster on a loaded machine. Interned strings get 32 MB, not
  // the default 8: with the real WPForms, Fluent Forms, Formidable and Ninja Forms active at once (6.5.5,
  // PHP 8.2.36), every CLI PHP segfaulted at boot once builders.test.mjs had run (3 of 3; any two of
  // them, or OPcache's file cache off: never); with 32 MB, 3 of 3 ran clean.
  mkdirSync(join(dir, 'php.ini.d'));
  mkdirSync(join(dir, 'opcache'));
  // MariaDB's temporary tables in the site's own folder, not the machine's /tmp: there another suite's
  // server, or its cleanup, could take them from under a query (lifecycle.test once logged "Error on
  // delete of '/tmp/#sql-temptable-…' (Errcode: 2)" with two suites side by side).
  mkdirSync(join(dir, 'mysql-tmp'));
  writeFileSync(join(dir, 'php.ini.d/vormgever-suite.ini'), `opcache.enable_cli=1\nopcache.file_cache=${join(dir, 'opcache')}\nopcache.interned_strings_buffer=32\n`);
  site.env = { PHP_INI_SCAN_DIR: `:${join(dir, 'php.ini.d')}` }; // the leading ':' keeps Debian's own conf.d
  site.php = phpRunner(site);

  let stopped = false;
  site.stop = stopper.stop = async () => {
    if (stopped) return;
    stopped = true;
    const stopping = Date.now();
    for (const child of site.processes.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        // A throwaway database and server: no clean shutdown needed. The PHP server's workers
        // (PHP_CLI_SERVER_WORKERS) are in its process group, and outlive it unless the group is killed.
        const exited = new Promise((done) => child.once('exit', done));
        signalGroup(child, 'SIGKILL');
        await Promise.race([exited, sleep(5000)]);
      }
      signalGroup(child, 'SIGKILL');
    }
    const killed = Date.now();
    // rm -rf: several times faster here than fs.rmSync on this tree of ~4,000 files.
    if (!process.env.VG_WP_KEEP) execFileSync('rm', ['-rf', '--', dir]);
    if (process.env.VG_WP_TIMING) console.log(`stop: kill ${killed - stopping} ms, rm ${Date.now() - killed} ms`);
  };

  const start = (command, args, options = {}) => {
    // Its own process group, so teardown reaches its children too.
    const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
    site.processes.push(child);
    return child;
  };

  await phase('database', async () => {
    // A small, fast, throwaway server: a 4 MB redo log (not 96 MB), no fsync at commit, no O_DIRECT (tmpfs).
    const tuning = [`--tmpdir=${join(dir, 'mysql-tmp')}`, '--innodb-log-file-size=4M', '--innodb-buffer-pool-size=32M', '--innodb-flush-log-at-trx-commit=0', '--innodb-flush-method=fsync', '--skip-log-bin', '--performance-schema=OFF'];
    execFileSync(tool('mariadb-install-db'), ['--no-defaults', '--user=root', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...tuning], {
      stdio: 'pipe',
    });
    const mariadb = start(tool('mariadbd'), ['--no-defaults', '--user=root', `--datadir=${dataDir}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${join(dir, 'mysql.pid')}`, `--log-error=${join(dir, 'mysql.err')}`, ...tuning]);
    mariadb.on('exit', (code) => code && !stopped && console.error(`mariadbd exited with ${code}`));
    await until('MariaDB', () => {
      try {
        execFileSync(tool('mariadb-admin'), ['--no-defaults', `--socket=${socket}`, '--user=root', 'ping'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    });
    execFileSync(tool('mariadb'), ['--no-defaults', `--socket=${socket}`, '--user=root', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);
  });

  site.port = await freePort();
  site.url = `http://127.0.0.1:${site.port}`;

  const plugins = [];
  await phase('wordpress files', () => {
    cpSync(sources.wordpress, site.wp, { recursive: true, dereference: true });
    writeFileSync(join(site.wp, 'wp-config.php'), wpConfig(site, socket));
    const muPlugins = join(site.wp, 'wp-content/mu-plugins');
    mkdirSync(muPlugins, { recursive: true });
    cpSync(join(phpDir, 'test-bed.php'), join(muPlugins, 'vormgever-test-bed.php'));
    cpSync(join(phpDir, 'elementor-preview.php'), join(muPlugins, 'vormgever-test-bed/elementor-preview.php'));
    if (sources.gravityForms) {
      cpSync(sources.gravityForms, join(site.wp, 'wp-content/plugins/gravityforms'), { recursive: true });
      plugins.push('gravityforms/gravityforms.php');
    } else {
      const standIn = join(muPlugins, 'gravityforms-stand-in');
      cpSync(join(phpDir, 'gravityforms-stand-in.php'), join(muPlugins, 'gravityforms-stand-in.php'));
      cpSync(join(phpDir, 'gravityforms-stand-in'), standIn, { recursive: true });
      for (const name of standInForms) cpSync(join(projectRoot, 'fixtures', name), join(standIn, 'forms', name));
      // The demo site's emulation of the plugin's front end, and the spinner it shows for legacy markup.
      cpSync(join(projectRoot, 'demo/public/gf-ajax.js'), join(standIn, 'gf-ajax.js'));
      cpSync(join(projectRoot, 'demo/public/spinner.svg'), join(site.wp, 'spinner.svg'));
    }
    if (sources.pluginCheck) {
      cpSync(sources.pluginCheck, join(site.wp, 'wp-content/plugins/plugin-check'), { recursive: true });
      plugins.push('plugin-check/plugin.php');
    }
    // Installed, not activated: consent.test.mjs and page-builders.test.mjs turn them on for their own tests.
    if (sources.consentApi) cpSync(sources.consentApi, join(site.wp, 'wp-content/plugins/wp-consent-api'), { recursive: true });
    if (sources.complianz) cpSync(sources.complianz, join(site.wp, 'wp-content/plugins/complianz-gdpr'), { recursive: true });
    if (sources.elementor) cpSync(sources.elementor, join(site.wp, 'wp-content/plugins/elementor'), { recursive: true });
    for (const [name, { folder }] of Object.entries(otherBuilders)) {
      if (sources[name]) cpSync(sources[name], join(site.wp, `wp-content/plugins/${folder}`), { recursive: true });
    }
  });

  await phase('wordpress install', () => {
    site.php(null, ['install.php', site.wp, site.password, ...plugins]);
  });

  await phase('forms, pages, vormgever zip', () => {
    site.setup = JSON.parse(site.php(null, ['site.php', site.wp, pluginZip]));
  });

  await phase('php server', async () => {
    const log = openSync(site.serverLog, 'a');
    start('php', ['-S', `127.0.0.1:${site.port}`, '-t', site.wp, join(phpDir, 'router.php')], {
      env: { ...process.env, ...site.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    await until('the PHP server', async () => {
      try {
        return (await fetch(`${site.url}/wp-login.php`)).ok;
      } catch {
        return false;
      }
    });
  });
  return site;
}

// Runs a PHP file of php/ with arguments, or PHP code (stdin) inside WordPress through eval.php.
export function phpRunner(site) {
  return (code, args) =>
    execFileSync('php', args ?? ['eval.php', site.wp], { cwd: phpDir, env: { ...process.env, ...site.env }, input: code ?? '', encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

// The test site's own wp-config.php: the private database, the served URL, WP_DEBUG to a log, no network.
function wpConfig(site, socket) {
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', '${randomBytes(24).toString('hex')}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${site.url}' );
define( 'WP_SITEURL', '${site.url}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${site.debugLog}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'FS_METHOD', 'direct' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}
