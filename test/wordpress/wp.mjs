// Helpers for the WordPress suite's test files: the running site (from run.mjs), PHP inside it, the
// browser, and logging in.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { launchBrowser, recordConsole } from '../browser/harness.mjs';

export const url = process.env.VG_WP_URL;
if (!url) throw new Error('run these through `npm run test:wordpress` (test/wordpress/run.mjs), which sets up the site');
export const wpDir = process.env.VG_WP_DIR;
export const setup = JSON.parse(process.env.VG_WP_SETUP);
export const password = process.env.VG_WP_PASSWORD;
/** The form plugin of the run: 'stand-in' (the project's, php/gravityforms-stand-in.php) or 'gravityforms'. */
export const formPlugin = setup.formPlugin;
/** A describe()'s skip option for what needs the real form plugin (its PHP, scripts and CSS). */
export const realFormPluginOnly = formPlugin === 'gravityforms' ? false : 'NOT COVERED: needs the real Gravity Forms (GRAVITYFORMS_DIR)';
/** A describe()'s skip option for what tests the stand-in's own forms. */
export const standInOnly = formPlugin === 'stand-in' ? false : 'the stand-in is not installed (GRAVITYFORMS_DIR gave the real plugin)';
const phpDir = new URL('./php/', import.meta.url).pathname;

/** Runs PHP code inside the site's WordPress and returns what it returns (through JSON). */
export function wp(code) {
  return JSON.parse(execFileSync('php', ['eval.php', wpDir], { cwd: phpDir, input: code, encoding: 'utf8' }));
}

/**
 * Makes the site Dutch until the returned function is called. WordPress takes WPLANG only for an
 * installed language (a .mo in wp-content/languages/), and the site has no network to fetch its own
 * Dutch: an empty catalogue installs nl_NL, so every Dutch word on a page comes from Vormgever's .mo.
 */
export function useDutch() {
  const languages = join(wpDir, 'wp-content/languages');
  mkdirSync(languages, { recursive: true });
  const catalogue = Buffer.alloc(28);
  [0x950412de, 0, 0, 28, 28, 0, 28].forEach((value, i) => catalogue.writeUInt32LE(value, 4 * i)); // magic, revision, 0 strings, offsets
  writeFileSync(join(languages, 'nl_NL.mo'), catalogue);
  assert.equal(wp(`update_option('WPLANG', 'nl_NL'); return get_option('WPLANG');`), 'nl_NL', 'a Dutch site');
  return () => {
    wp(`update_option('WPLANG', ''); return true;`);
    rmSync(join(languages, 'nl_NL.mo'));
  };
}

/** One Chromium for the file, `site.browser`; none when the file's tests are skipped (`skip`, a reason). */
export function useBrowser(skip = false) {
  const site = {};
  before(async () => {
    if (!skip) site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
  });
  return site;
}

/** A new page that records console errors and uncaught page errors in `page.messages`. */
export async function newPage(browserOrContext) {
  const page = await browserOrContext.newPage();
  page.messages = recordConsole(page);
  return page;
}

/**
 * Resolves once the block editor in `page` has loaded what it asks the REST API for: no selector of
 * its data stores is resolving, also after the page has handled the last answers (its main thread
 * idle: the answers re-render the blocks, and may ask for more).
 */
export async function editorLoaded(page) {
  const stores = ['core', 'core/editor', 'core/block-editor'];
  const loaded = (names) => !names.some((name) => window.wp.data.select(name)?.hasResolvingSelectors());
  do {
    await page.waitForFunction(loaded, stores, { timeout: 30000 });
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done())));
  } while (!(await page.evaluate(loaded, stores)));
}

/**
 * Opens Elementor's editor on `post` and returns its preview's frame once the editor's loading screen
 * has gone. Elementor fades `#elementor-loading` out over 600 ms after it has attached the preview, and
 * the screen lies over the preview until then: a click meant for the preview lands on it and selects
 * nothing (Playwright's check that nothing covers the target looks inside the preview's frame only).
 * So would the announcement Elementor greets a user with once (its AI trial), whichever file opens
 * the editor first: it is marked seen.
 */
export async function openElementor(page, post) {
  wp(`\\Elementor\\User::set_introduction_viewed( array( 'introductionKey' => 'ai-get-started-announcement' ) ); return true;`);
  await page.goto(`${url}/wp-admin/post.php?post=${post}&action=elementor`);
  const preview = await (await page.waitForSelector('#elementor-preview-iframe', { timeout: 90000 })).contentFrame();
  await page.waitForSelector('#elementor-loading', { state: 'hidden', timeout: 90000 });
  return preview;
}

let adminCookies = null;

/**
 * Logs in as the site's administrator in this page's context: through the login screen the first time
 * in a file, then with that session's cookies (each login costs seconds on a loaded machine).
 */
export async function logIn(page) {
  if (adminCookies) return page.context().addCookies(adminCookies);
  // Twice at most: on a loaded machine a first post has come back to the login form (no message) once.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${url}/wp-login.php`);
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', password);
    const [inside] = await Promise.all([
      // Inside once wp-admin answers; the dashboard need not finish loading.
      page.waitForURL(/\/wp-admin\//, { timeout: 20000, waitUntil: 'commit' }).then(() => true, () => false),
      page.click('#wp-submit'),
    ]);
    if (inside) {
      adminCookies = await page.context().cookies();
      return;
    }
    const said = (await page.locator('#login_error').first().textContent({ timeout: 1000 }).catch(() => null))?.trim();
    if (attempt === 2) throw new Error(`log-in failed: still on ${page.url()}${said ? `: ${said}` : ''}`);
    console.log(`[wordpress] log-in came back to ${page.url()}${said ? ` (${said})` : ''}; once more`);
  }
}

// WordPress 7's wp-admin navigates with cross-document view transitions (@view-transition in its
// admin CSS); Chromium reports an aborted one as an uncaught error when the next page was shown first
// (seen on a loaded machine). WordPress's, in wp-admin, where Vormgever never loads.
const wordpressNoise = /^pageerror: Transition was aborted because of invalid state/;

/** Uncaught errors only (console errors from the site's own setup, e.g. a missing favicon, are not ours). */
export const pageErrors = (page) => page.messages.filter((message) => message.startsWith('pageerror:') && !wordpressNoise.test(message));
