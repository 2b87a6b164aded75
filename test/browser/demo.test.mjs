// The demo site: pages, page config, static files, media, the server's form handling without a browser.
// (Vormgever's own behaviour is tested elsewhere; this checks that the demo works.)
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import { contactForm, enquiryForm, processSubmission, recaptchaSiteKey } from '../../demo/forms/index.mjs';
import { pageErrorLine, useDemoSite } from './harness.mjs';

const site = useDemoSite();

/** Console errors and warnings, except the 404 page's own "Failed to load resource" for its document. */
function watchConsole(page) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/^Failed to load resource/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(pageErrorLine(error)));
  return problems;
}

async function open(path, options = {}) {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = watchConsole(page);
  const response = await page.goto(site.base + path);
  await page.waitForLoadState('networkidle');
  return { context, page, response, problems };
}

const config = (page) => page.evaluate(() => window.elementorFrontendConfig);

for (const [path, title, id] of [
  ['/', 'Contact - Gemeente Voorbeeld', 8],
  ['/offerte-aanvragen', 'Offerte aanvragen - Gemeente Voorbeeld', 41],
  ['/terugbellen', 'Terugbelverzoek - Gemeente Voorbeeld', 63],
  ['/galerij', 'Galerij - Gemeente Voorbeeld', 57],
]) {
  test(`${path} loads with status 200, its page config and no console errors`, async () => {
    const { context, page, response, problems } = await open(path);
    try {
      assert.equal(response.status(), 200);
      assert.equal(await page.title(), title);
      assert.equal(await page.getAttribute('html', 'lang'), 'nl');
      const settings = await config(page);
      assert.equal(settings.post.id, id);
      assert.equal(decodeURIComponent(settings.post.title), title);
      assert.equal(settings.is_rtl, false);
      assert.deepEqual(settings.breakpoints, { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 });
      assert.equal(settings.responsive.breakpoints.mobile.value, 767);
      assert.equal(settings.responsive.breakpoints.widescreen.direction, 'min');
      assert.equal(settings.kit.global_image_lightbox, 'yes');
      assert.equal(settings.i18n.close, 'Sluiten');
      assert.equal(settings.urls.ajaxurl, '/wp-admin/admin-ajax.php');
      // Loaded exactly as a site owner loads it.
      assert.equal(await page.locator('head link[rel=stylesheet][href="/vormgever.css"]').count(), 1);
      assert.equal(await page.locator('body > script[type=module][src="/vormgever.js"]').count(), 1);
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
      assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'no duplicate ids');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('an unknown path answers the not-found page with HTTP 404', async () => {
  const { context, page, response, problems } = await open('/bestaat-niet');
  try {
    assert.equal(response.status(), 404);
    assert.equal(await page.title(), 'Pagina niet gevonden - Gemeente Voorbeeld');
    const { post } = await config(page);
    assert.deepEqual(post, { id: 562, title: 'Pagina%20niet%20gevonden%20-%20Gemeente%20Voorbeeld', excerpt: '', featuredImage: false });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the gallery: action links, slideshow, plain and opted-out links; images and the video load', async () => {
  const { context, page, problems } = await open('/galerij');
  try {
    const decode = (href) => JSON.parse(atob(/settings=([^&]+)/.exec(decodeURIComponent(href))[1]));
    const actionHrefs = await page.locator('a[href^="#elementor-action%3Aaction%3Dlightbox%26settings%3D"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(actionHrefs.length, 2);
    const [image, video] = actionHrefs.map(decode);
    assert.deepEqual(Object.keys(image), ['type', 'id', 'url', 'title', 'description']);
    assert.equal(image.type, 'image');
    assert.equal(image.url, `${site.base}/images/plattegrond.png`);
    assert.deepEqual({ type: video.type, videoType: video.videoType }, { type: 'video', videoType: 'hosted' });

    const slides = page.locator('a[data-elementor-lightbox-slideshow="galerij-1"]');
    assert.equal(await slides.count(), 4);
    assert.equal(await slides.first().getAttribute('data-elementor-lightbox-title'), 'Molen De Hoop');
    assert.equal(decode(await slides.first().getAttribute('data-e-action-hash')).slideshow, 'galerij-1');
    assert.equal(await page.locator('a[data-elementor-open-lightbox="no"][href$=".png"]').count(), 1);

    // Every picture has its size in the markup and really loads.
    const images = await page.locator('img').evaluateAll((all) => all.map((img) => ({ w: img.getAttribute('width'), h: img.getAttribute('height'), loaded: img.complete && img.naturalWidth > 0, src: img.src })));
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => null))));
    assert.ok(images.length >= 6);
    for (const img of images) assert.ok(img.w && img.h, `${img.src} has width and height`);
    assert.ok(await page.evaluate(() => [...document.images].every((img) => img.naturalWidth > 0)));

    // The generated video is a real, playable H.264 file.
    const media = await page.evaluate(async (url) => {
      const element = document.createElement('video');
      element.muted = true;
      element.src = url;
      await new Promise((done, fail) => { element.onloadeddata = done; element.onerror = () => fail(new Error(String(element.error?.message))); });
      return { duration: element.duration, width: element.videoWidth, height: element.videoHeight };
    }, video.url);
    assert.deepEqual(media, { duration: 3, width: 256, height: 144 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('static files come from dist/, the icon font package and demo/public, and nothing else', async () => {
  const expect = async (path, status, type) => {
    const response = await fetch(site.base + path);
    assert.equal(response.status, status, path);
    if (type) assert.match(response.headers.get('content-type'), type, path);
    return response;
  };
  await expect('/vormgever.js', 200, /javascript/);
  await expect('/vormgever.css', 200, /text\/css/);
  const fontCss = await (await expect('/vendor/fontawesome/css/all.min.css', 200, /text\/css/)).text();
  for (const font of new Set(fontCss.match(/\.\.\/webfonts\/[\w-]+\.woff2/g))) await expect(`/vendor/fontawesome/${font.slice(3)}`, 200, /font\/woff2/);
  const png = Buffer.from(await (await expect('/images/molen-300x200.png', 200, /image\/png/)).arrayBuffer());
  assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  const part = await fetch(`${site.base}/video/rondleiding-molen.mp4`, { headers: { range: 'bytes=0-15' } });
  assert.equal(part.status, 206);
  assert.equal(Buffer.from(await part.arrayBuffer()).subarray(4, 8).toString(), 'ftyp');

  const outside = ['/..%2fserver.mjs', '/images/..%2f..%2fserver.mjs', '/%2e%2e/%2e%2e/package.json', '/chunks/..%2f..%2fpackage.json',
    '/vendor/fontawesome/webfonts/..%2f..%2f..%2f..%2fpackage.json', '/vendor/fontawesome/package.json', '/server.mjs', '/forms/index.mjs',
    '/.gitignore', '/images/%00.png', '/%E0%A4%A'];
  for (const path of outside) await expect(path, 404, /text\/html/);
  // A raw request path with "..", not normalised by a client.
  const status = await new Promise((done, fail) => {
    request(`${site.base}/`, { path: '/chunks/../../package.json' }, (res) => { res.resume(); done(res.statusCode); }).on('error', fail).end();
  });
  assert.equal(status, 404);
});

test('the server validates posts: Dutch messages, values kept, single-use reCAPTCHA tokens', async () => {
  const token = async (key = recaptchaSiteKey) => fetch(`${site.base}/recaptcha/token`, { method: 'POST', body: new URLSearchParams({ k: key }) });
  assert.equal((await token('verkeerde-sleutel')).status, 400);
  const valid = { gform_submit: '1', 'input_1.3': 'Jan', 'input_1.6': 'Jansen', input_2: 'jan@example.nl', input_5: 'Hallo', 'input_8.1': '1', gform_target_page_number_1: '0', gform_source_page_number_1: '1' };
  const post = async (values, ajax = true, path = '/') => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    const response = await fetch(site.base + path, { method: 'POST', body, headers: ajax ? { 'X-GF-Ajax': '1' } : {} });
    assert.equal(response.status, 200);
    return response.text();
  };
  const { token: fresh } = await (await token()).json();
  const confirmed = await post({ ...valid, 'g-recaptcha-response': fresh });
  assert.match(confirmed, /<body class='GF_AJAX_POSTBACK'>.*gform_confirmation_message/s);
  for (const used of [fresh, 'nep-token', '']) {
    const again = await post({ ...valid, 'g-recaptcha-response': used });
    assert.match(again, /De reCAPTCHA was ongeldig/);
    assert.match(again, /value='jan@example\.nl'/);
  }
  // Without JavaScript the answer is the whole page.
  const page = await post({ ...valid, input_2: 'geen-adres' }, false);
  assert.match(page, /^<!DOCTYPE html>\n<html lang="nl">/);
  assert.match(page, /value='geen-adres'.*Voer een geldig e-mailadres in\./s);
  // A page change of the legacy form without JavaScript.
  const next = await post({ gform_submit: '2', 'input_1.3': 'An', 'input_1.6': 'de Vries', input_3: 'an@example.nl', gform_target_page_number_2: '2', gform_source_page_number_2: '1' }, false, '/offerte-aanvragen');
  assert.match(next, /<div id='gform_page_2_1' class='gform_page' style='display:none;'>/);
  assert.match(next, /<div id='gform_page_2_2' class='gform_page'>/);
});

test('page flow of a multi-page form: next validates the page it leaves, previous never validates', () => {
  const page1 = { 'input_1.3': 'An', 'input_1.6': 'de Vries', input_3: 'an@example.nl' };
  const flow = (values, source, target) => processSubmission(enquiryForm, { ...values, gform_source_page_number_2: source, gform_target_page_number_2: target });
  assert.deepEqual(flow({}, '1', '2'), { confirmed: false, page: 1, failed: true, errors: { 1: 'Dit veld is verplicht. Vul je voornaam en achternaam in.', 3: 'Dit veld is verplicht.' } });
  assert.deepEqual(flow(page1, '1', '2'), { confirmed: false, page: 2, errors: {}, failed: false });
  assert.deepEqual(flow({}, '2', '1'), { confirmed: false, page: 1, errors: {}, failed: false });
  const final = flow({ input_6: 'Raadzaal', input_8: 'Vergadering', 'input_10.1': '1' }, '2', '0');
  assert.deepEqual({ page: final.page, fields: Object.keys(final.errors) }, { page: 1, fields: ['1', '3'] });
  assert.deepEqual(flow({ ...page1, input_6: 'Raadzaal', input_8: 'Vergadering', 'input_10.1': '1' }, '2', '0'), { confirmed: true });
  // The contact form asks the captcha only on the final submit, once.
  let asked = 0;
  processSubmission(contactForm, { gform_source_page_number_1: '1', gform_target_page_number_1: '0' }, { verifyCaptcha: () => (asked++, true) });
  assert.equal(asked, 1);
});
