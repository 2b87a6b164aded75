// Every string a visitor sees or hears, in the page's language, in Chromium, as a script tag gets it
// (issue 43): <html lang> chooses the built-in English or Dutch; a German page without strings is English
// throughout (the page builder's German labels left out); the site's strings (vormgever-config, as the
// plugin prints them) give German, and an Arabic page its own words, mirrored. On a phone the tap view
// (the lightbox's chunk held back) is named too; on a wide screen the full lightbox's every name.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dutch, english, german, lightboxIn } from '../languages.mjs';
import { chunkFile, launchBrowser, recordConsole, serveProject } from './harness.mjs';

const arabic = { lightbox: 'عارض الصور', slideOf: 'الصورة {n} من {total}', slideCounter: '{n} / {total}', close: 'إغلاق', previous: 'السابق', next: 'التالي', fullscreen: 'ملء الشاشة', zoom: 'تكبير', share: 'مشاركة', shareOnFacebook: 'مشاركة على فيسبوك', shareOnX: 'مشاركة على X', pinIt: 'ثبّت', downloadImage: 'تنزيل الصورة', playVideo: 'تشغيل الفيديو' };
// The page builder's own labels on a German page, as its config prints them.
const elementorGerman = { close: 'Schließen (E)', zoom: 'Zoom (E)', share: 'Teilen (E)', a11yCarouselWrapperAriaLabel: 'Karussell' };

/** The pages, by name: <html> attributes, the page builder's config, Vormgever's config. */
const pages = {
  en: { html: 'lang="en"' },
  nl: { html: 'lang="nl-BE"' },
  de: { html: 'lang="de-DE"', elementor: { i18n: elementorGerman } },
  'de-strings': { html: 'lang="de-DE"', elementor: { i18n: elementorGerman }, config: { strings: german } },
  ar: { html: 'lang="ar" dir="rtl"', config: { strings: arabic } },
};

function page({ html, elementor, config }) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html ${html}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Talen</title>
  <link rel="stylesheet" href="/dist/vormgever.css">
  ${elementor ? `<script>window.elementorFrontendConfig = ${json(elementor)};</script>` : ''}
  ${config ? `<script type="application/json" id="vormgever-config">${json(config)}</script>` : ''}
  <script type="module" src="/dist/vormgever.js"></script></head>
<body><main>
  <a id="one" href="/test/browser/pages/lightbox-img/1.svg" data-elementor-lightbox-slideshow="stad" data-elementor-lightbox-title="Stadhuis">1</a>
  <a id="two" href="/test/browser/pages/lightbox-img/2.svg" data-elementor-lightbox-slideshow="stad">2</a>
</main></body></html>`;
}

const site = {};
before(async () => {
  site.browser = await launchBrowser();
  site.server = await serveProject((req, res) => {
    const name = /^\/languages\/([\w-]+)$/.exec(req.url)?.[1];
    if (!name || !pages[name]) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(pages[name]));
    return true;
  });
});
after(async () => {
  await site.browser?.close();
  await site.server?.close();
});

/**
 * What a visitor meets on page `name`: the tap view on a phone (`tap`: only where its name is not the
 * built-in "Lightbox", which tap-view.test.mjs holds), the full lightbox and its share menu on a wide
 * screen, and whether it is mirrored.
 */
async function meet(name, tap = false) {
  if (!tap) return { tapView: 'Lightbox', ...(await wide(name)) };
  const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tapPage = await phone.newPage();
  const tapMessages = recordConsole(tapPage);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const opener = `/dist/chunks/${chunkFile('src/islands/lightbox/opener.ts')}`;
  await tapPage.route((url) => url.pathname === opener, async (route) => (await held, route.continue()));
  await tapPage.goto(`${site.server.url}/languages/${name}`);
  await tapPage.waitForFunction(() => window.vormgever?.controller);
  await tapPage.tap('#one');
  const tapView = await tapPage.locator('dialog.vg-tap').getAttribute('aria-label');
  release();
  await tapPage.waitForSelector('#glightbox-body .vg-lightbox__close');
  await phone.close();
  assert.deepEqual(tapMessages, []);
  return { tapView, ...(await wide(name)) };
}

async function wide(name) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const messages = recordConsole(page);
  await page.goto(`${site.server.url}/languages/${name}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.click('#one');
  await page.waitForSelector('#glightbox-body .vg-lightbox__close');
  await page.click('.vg-lightbox__share-button');
  const seen = await page.evaluate(() => {
    const x = (selector) => document.querySelector(selector).getBoundingClientRect().x;
    return {
      dialog: document.querySelector('#glightbox-body').getAttribute('aria-label'),
      buttons: Array.from(document.querySelectorAll('.vg-lightbox__ui button'), (button) => button.getAttribute('aria-label')),
      live: document.querySelector('.vg-lightbox__live').textContent,
      counter: document.querySelector('.vg-lightbox__counter').textContent,
      share: Array.from(document.querySelectorAll('.vg-lightbox__share-menu a'), (a) => a.textContent),
      // Right to left: "previous" on the right, "next" on the left.
      mirrored: x('.vg-lightbox__previous') > x('.vg-lightbox__next'),
    };
  });
  await context.close();
  assert.deepEqual(messages, []);
  return seen;
}

const expected = (labels, mirrored = false) => ({ ...lightboxIn(labels, 2), mirrored });

describe("every visitor string in the page's language (a script tag)", () => {
  it('an English page: the built-in English', async () => assert.deepEqual(await meet('en'), expected(english)));
  it('a Dutch page (nl-BE): the built-in Dutch', async () => assert.deepEqual(await meet('nl'), expected(dutch)));
  it("a German page without strings: English throughout, the page builder's German labels left out", async () => assert.deepEqual(await meet('de'), expected(english)));
  it("a German page with the site's strings: German, the page builder's labels where it has them", async () =>
    assert.deepEqual(await meet('de-strings', true), expected({ ...german, close: 'Schließen (E)', zoom: 'Zoom (E)', share: 'Teilen (E)' })));
  it("an Arabic page with the site's strings: Arabic, mirrored", async () => assert.deepEqual(await meet('ar', true), expected(arabic, true)));
});
