// Where real sites differ (issue 18), on the demo site in Chromium: the page builder's kit without the
// lightbox switches a site owner turned off, a broken vormgever-config said once at start, and one
// consent update per action of a banner that reports like the real one (demo/public/fake-cookiebanner.js).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useDemoSite } from './harness.mjs';

const site = useDemoSite();

/** A page of the demo; `rewrite(html)` changes the page as the server sent it (a site set up otherwise). */
async function open(path, { rewrite, cookies = [] } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 700 } });
  if (cookies.length) await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: site.base })));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message);
  });
  if (rewrite) {
    await page.route(`${site.base}${path}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
  await page.goto(site.base + path);
  await page.waitForFunction(() => window.vormgever?.controller);
  return { context, page, warnings };
}

/** The page config the demo prints, with Site Settings changed as the page builder prints them. */
const withKit = (change) => (html) =>
  html.replace(/var elementorFrontendConfig = (.*);\n/, (_all, json) => {
    const config = JSON.parse(json);
    change(config.kit);
    return `var elementorFrontendConfig = ${JSON.stringify(config)};\n`;
  });

describe('the page builder\'s kit: a switch turned off is absent', () => {
  // The full lightbox (its toolbar) takes over from the first view: the ready event says it has.
  async function openFull(page) {
    const opened = page.evaluate(() => new Promise((done) => document.addEventListener('vormgever:lightbox-ready', done, { once: true })));
    await page.click('.gallery-item a >> nth=0');
    await opened;
    await page.waitForSelector('.vg-lightbox__close');
  }
  const tools = (page) =>
    page.evaluate(() => ['.vg-lightbox__counter', '.vg-lightbox__fullscreen', '.vg-lightbox__zoom', '.vg-lightbox__share-button'].filter((selector) => document.querySelector(selector)));

  it('switches on (the demo as it is): counter, fullscreen, zoom and share', async () => {
    const { context, page } = await open('/galerij');
    try {
      await openFull(page);
      assert.deepEqual(await tools(page), ['.vg-lightbox__counter', '.vg-lightbox__fullscreen', '.vg-lightbox__zoom', '.vg-lightbox__share-button']);
    } finally {
      await context.close();
    }
  });

  it('counter, fullscreen, zoom and share turned off (left out of the kit): none of them', async () => {
    const off = withKit((kit) => {
      for (const key of ['lightbox_enable_counter', 'lightbox_enable_fullscreen', 'lightbox_enable_zoom', 'lightbox_enable_share']) delete kit[key];
    });
    const { context, page, warnings } = await open('/galerij', { rewrite: off });
    try {
      assert.equal(await page.evaluate(() => 'lightbox_enable_zoom' in window.elementorFrontendConfig.kit), false);
      await openFull(page);
      assert.deepEqual(await tools(page), []);
      assert.deepEqual(warnings.map((message) => message.text()), []);
    } finally {
      await context.close();
    }
  });

  it('the global image lightbox turned off: a plain image link opens as a link', async () => {
    const { context, page } = await open('/galerij', { rewrite: withKit((kit) => delete kit.global_image_lightbox) });
    try {
      const plain = page.locator('.demo-figures a').first();
      const href = await plain.getAttribute('href');
      await plain.click();
      await page.waitForURL(href);
    } finally {
      await context.close();
    }
  });
});

describe('a broken vormgever-config', () => {
  it('is said once at start, naming the element; the forms are enhanced as ever', async () => {
    const broken = (html) => html.replace('</head>', '<script type="application/json" id="vormgever-config">{"consentMode": tru</script>\n</head>');
    const { context, page, warnings } = await open('/', { rewrite: broken });
    try {
      await page.evaluate(() => window.vormgever.controller.settled());
      assert.equal(warnings.length, 1, warnings.map((message) => message.text()).join('\n'));
      assert.match(warnings[0].text(), /^\[vormgever\] settings: vormgever-config: invalid JSON \(.+\); ignored/);
      const element = await warnings[0].args()[1]?.evaluate((node) => `${node.localName}#${node.id}`);
      assert.equal(element, 'script#vormgever-config');
      assert.equal(await page.locator('.vg-icon').count() > 0, true);
      assert.equal(await page.evaluate(() => window.dataLayer), undefined); // consent mode stays off
    } finally {
      await context.close();
    }
  });
});

describe('consent: one update per banner action', () => {
  const updates = (page) =>
    page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry)).filter(([command, action]) => command === 'consent' && action === 'update').map(([, , update]) => update));
  const grants = (update) => Object.keys(update).filter((key) => update[key] === 'granted').sort();
  const ALWAYS = ['functionality_storage', 'security_storage'];
  const ALL = ['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage', 'functionality_storage', 'personalization_storage', 'security_storage'];
  /** Waits for the bridge, the banner's action and a little longer (a second update would be in by then). */
  async function act(page, selector) {
    await page.evaluate(() => window.vormgever.controller.settled());
    const before = (await updates(page)).length;
    await page.click(selector);
    await page.waitForFunction((count) => window.dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length > count, before);
    await page.waitForTimeout(200);
    return (await updates(page)).slice(before);
  }

  it('Accept: one update, everything granted', async () => {
    const { context, page } = await open('/cookies');
    try {
      assert.deepEqual((await act(page, '.cmplz-accept')).map(grants), [ALL]);
    } finally {
      await context.close();
    }
  });

  it('Deny after Accept: one update, everything denied', async () => {
    const { context, page } = await open('/cookies');
    try {
      await act(page, '.cmplz-accept');
      await page.click('.cmplz-manage-consent');
      assert.deepEqual((await act(page, '.cmplz-deny')).map(grants), [ALWAYS]);
    } finally {
      await context.close();
    }
  });

  it('Save preferences: one update, equal to the choice', async () => {
    const { context, page } = await open('/cookies');
    try {
      await page.check('.cmplz-cookiebanner input.cmplz-statistics');
      assert.deepEqual((await act(page, '.cmplz-save-preferences')).map(grants), [['analytics_storage', ...ALWAYS].sort()]);
    } finally {
      await context.close();
    }
  });

  it('a returning visitor: the stored choice once, however the banner reports it at load', async () => {
    const cookies = [['cmplz_functional', 'allow'], ['cmplz_statistics', 'allow'], ['cmplz_marketing', 'deny'], ['cmplz_preferences', 'deny'], ['cmplz_banner-status', 'dismissed']];
    const { context, page } = await open('/cookies', { cookies });
    try {
      await page.evaluate(() => window.vormgever.controller.settled());
      await page.waitForTimeout(300);
      assert.deepEqual((await updates(page)).map(grants), [['analytics_storage', ...ALWAYS].sort()]);
      assert.equal(await page.isVisible('.cmplz-cookiebanner'), false);
    } finally {
      await context.close();
    }
  });
});
