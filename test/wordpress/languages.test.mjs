// The visitor's language is the site's (issue 43): an English, a Dutch and a German site (WordPress's
// locale), each with a page of lightbox links, opened in Chromium on a phone (the tap view) and on a wide
// screen (the full lightbox). English: the built-in English, no strings printed. Dutch: the plugin's own
// Dutch translation (languages/ in the zip). German: a language pack as translate.wordpress.org
// delivers one (wp-content/languages/plugins/vormgever-de_DE.mo, made here from a .po of the plugin's
// .pot), with no change to the plugin; without it, English throughout.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { compileMo } from '../../wordpress/mo.mjs';
import { dutch, english, german, lightboxIn } from '../languages.mjs';
import { newPage, pageErrors, useBrowser, useDutch, url, wp, wpDir } from './wp.mjs';

const site = useBrowser();
const languages = join(wpDir, 'wp-content/languages');
const image = (name) => `${url}/wp-admin/images/${name}`;
const slides = `<!-- wp:html --><p>
  <a id="first" href="${image('wordpress-logo.png')}" data-elementor-lightbox-slideshow="stad" data-elementor-lightbox-title="Stadhuis">Stadhuis</a>
  <a href="${image('w-logo-blue.png')}" data-elementor-lightbox-slideshow="stad">Markt</a>
</p><!-- /wp:html -->`;
let id;

/** A German language pack of the plugin: the .pot in the installed plugin, every visitor string translated. */
function germanPack() {
  const pot = readFileSync(join(wpDir, 'wp-content/plugins/vormgever/languages/vormgever.pot'), 'utf8');
  let po = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de_DE\\n"\n';
  for (const [key, text] of Object.entries(english)) {
    assert.ok(pot.includes(`msgid "${text}"`), `the .pot has ${text}`);
    po += `\nmsgid "${text}"\nmsgstr "${german[key]}"\n`;
  }
  return compileMo(po);
}

/** Makes the site German (an empty core catalogue, as useDutch() does) until the returned function is called; `pack`: with the plugin's German. */
function useGerman(pack) {
  mkdirSync(join(languages, 'plugins'), { recursive: true });
  const catalogue = Buffer.alloc(28);
  [0x950412de, 0, 0, 28, 28, 0, 28].forEach((value, i) => catalogue.writeUInt32LE(value, 4 * i));
  writeFileSync(join(languages, 'de_DE.mo'), catalogue);
  if (pack) writeFileSync(join(languages, 'plugins/vormgever-de_DE.mo'), germanPack());
  assert.equal(wp(`update_option('WPLANG', 'de_DE'); return get_option('WPLANG');`), 'de_DE', 'a German site');
  return () => {
    wp(`update_option('WPLANG', ''); return true;`);
    rmSync(join(languages, 'de_DE.mo'));
    rmSync(join(languages, 'plugins/vormgever-de_DE.mo'), { force: true });
  };
}

before(() => {
  id = wp(`return wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'talen', 'post_title' => 'Talen', 'post_content' => ${JSON.stringify(slides)} ) ) );`);
});
after(() => wp(`wp_delete_post( ${id}, true ); return true;`));

/**
 * What a visitor of the page meets: the config's strings, the tap view's name on a phone (`tap`: where
 * the plugin prints strings; else it is the built-in "Lightbox", as the browser suite holds), and the
 * full lightbox on a wide screen.
 */
async function meet(tap = false) {
  const seen = { tapView: 'Lightbox' };
  if (tap) await tapView(seen);
  return wide(seen);
}

/** The tap view's name on a phone: the tap comes before the lightbox's chunk (held back). */
async function tapView(seen) {
  const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tapPage = await newPage(phone);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await tapPage.route(/\/plugins\/vormgever\/chunks\//, async (route) => (await held, route.continue()));
  await tapPage.goto(`${url}/talen/`);
  await tapPage.tap('#first');
  seen.tapView = await tapPage.locator('dialog.vg-tap').getAttribute('aria-label');
  release();
  await tapPage.waitForSelector('#glightbox-body .vg-lightbox__close', { timeout: 15_000 });
  assert.deepEqual(pageErrors(tapPage), []);
  await phone.close();
}

/** The full lightbox on a wide screen, its share menu open. */
async function wide(seen) {
  const page = await newPage(site.browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The page as WordPress sent it: its language and the strings the plugin printed.
  const html = await (await page.goto(`${url}/talen/`)).text();
  const config = /<script[^>]*id="vormgever-config"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  Object.assign(seen, { lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1], strings: config ? JSON.parse(config).strings : undefined });
  await page.click('#first');
  await page.waitForSelector('#glightbox-body .vg-lightbox__close');
  await page.click('.vg-lightbox__share-button');
  Object.assign(
    seen,
    await page.evaluate(() => ({
      dialog: document.querySelector('#glightbox-body')?.getAttribute('aria-label'),
      buttons: Array.from(document.querySelectorAll('.vg-lightbox__ui button'), (button) => button.getAttribute('aria-label')),
      live: document.querySelector('.vg-lightbox__live')?.textContent,
      counter: document.querySelector('.vg-lightbox__counter')?.textContent,
      share: Array.from(document.querySelectorAll('.vg-lightbox__share-menu a'), (a) => a.textContent),
    })),
  );
  assert.deepEqual(pageErrors(page), []);
  await page.close();
  return seen;
}

/** What meet() should find in `labels` (`strings`: what the config holds). */
const expected = (lang, labels, strings) => ({ lang, strings, ...lightboxIn(labels, 2) });

describe("every visitor string in the site's language", () => {
  it('an English site: the built-in English (no strings in the page)', async () => {
    assert.deepEqual(await meet(), expected('en-US', english, undefined));
  });

  it("a Dutch site: the plugin's own Dutch translation", async () => {
    const back = useDutch();
    try {
      assert.deepEqual(await meet(), expected('nl-NL', dutch, dutch));
    } finally {
      back();
    }
  });

  it('a German site with a language pack of the plugin: German, from WordPress, with no change to the plugin', async () => {
    const back = useGerman(true);
    try {
      assert.deepEqual(await meet(true), expected('de-DE', german, german));
    } finally {
      back();
    }
  });

  it('a German site without one: English throughout, no strings in the page', async () => {
    const back = useGerman(false);
    try {
      assert.deepEqual(await meet(), expected('de-DE', english, undefined));
    } finally {
      back();
    }
  });
});
