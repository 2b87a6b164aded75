// The demo under a strict Content Security Policy (demo/csp.mjs: no nonce, no 'unsafe-inline'),
// with Trusted Types in report-only: every page in every state (the other builders' pages too, their
// honeypots still hidden), forms and lightbox, gives no
// violation of the policy; the lightbox looks the same as without the policy; no Trusted Types
// report comes from Vormgever's files (its own code or GLightbox in its chunk), and the lightbox
// opens with Trusted Types enforced. The reports of the demo's form-plugin stand-in (it applies
// the plugin's postback HTML) are counted. A page whose policy has a nonce keeps working, also
// where constructed stylesheets are missing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, pageErrorLine } from './harness.mjs';

const servers = {};
let browser;
/** Per state: [state, enforced violations, Trusted Types reports from Vormgever's files, from the demo's]. */
const table = [];

async function listen(options) {
  const { createDemoServer } = await import('../../demo/server.mjs');
  const server = createDemoServer(options);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

before(async () => {
  servers.strict = await listen({ csp: true });
  servers.plain = await listen({});
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const { server } of Object.values(servers)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  if (table.length) {
    console.log('\n  state                                            enforced  TT (Vormgever files)  TT (demo files)');
    for (const [state, enforced, own, demo] of table) console.log(`  ${state.padEnd(48)} ${String(enforced).padStart(8)}  ${String(own).padStart(20)}  ${String(demo).padStart(15)}`);
  }
});

/** Records every securitypolicyviolation (enforced and report-only) from the first byte on. */
function recordViolations() {
  window.__violations = [];
  const record = (event) =>
    window.__violations.push({
      directive: event.effectiveDirective,
      disposition: event.disposition,
      source: event.sourceFile,
      line: event.lineNumber,
      blocked: event.blockedURI,
      sample: event.sample,
    });
  document.addEventListener('securitypolicyviolation', record, true);
}

async function open(path, { base = servers.strict.base, viewport = { width: 1100, height: 700 }, reducedMotion = 'reduce', init } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = [];
  page.on('pageerror', (error) => problems.push(pageErrorLine(error)));
  // Video services are not reached from here: answered locally.
  await page.route((url) => !url.href.startsWith(base), (route) => route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }));
  await page.addInitScript(recordViolations);
  if (init) await page.addInitScript(init);
  const response = await page.goto(base + path);
  await page.waitForFunction(() => window.vormgever?.controller);
  await settled(page);
  return { context, page, response, problems };
}

const settled = (page) => page.evaluate(() => window.vormgever.controller.settled());
const ownFile = (source) => /\/(vormgever\.js|chunks\/[^/]+\.js)$/.test(new URL(source || 'about:blank', 'http://x').pathname);

/**
 * The violations since the last call, entered in the table under `state`; they are asserted by
 * clean() at the end of the test, so that the table shows every state walked.
 */
async function check(page, state) {
  const violations = await page.evaluate(() => window.__violations.splice(0));
  const enforced = violations.filter((violation) => violation.disposition === 'enforce');
  const trusted = violations.filter((violation) => violation.directive === 'require-trusted-types-for');
  const own = trusted.filter((violation) => ownFile(violation.source));
  const other = violations.filter((violation) => violation.disposition !== 'enforce' && violation.directive !== 'require-trusted-types-for');
  table.push([state, enforced.length, own.length, trusted.length - own.length, { enforced, other, own }]);
}

/** Asserts the states entered since table row `from`. */
function clean(from) {
  for (const [state, , , , { enforced, other, own }] of table.slice(from)) {
    assert.deepEqual(enforced, [], `${state}: no violation of the policy`);
    assert.deepEqual(other, [], `${state}: no other report`);
    assert.deepEqual(own, [], `${state}: no Trusted Types report from Vormgever's files`);
  }
}

const tick = (page, id) => page.evaluate((inputId) => document.getElementById(inputId).click(), id);

async function replaced(page, formId, action) {
  const old = await page.evaluateHandle((id) => document.getElementById(`gform_${id}`), formId);
  await action();
  await page.waitForFunction((form) => !form.isConnected, old);
  await page.waitForSelector(`#gform_${formId}`);
  await settled(page);
}

describe('the demo under the strict policy: no violation on any page, in any state', () => {
  it('serves the policy, and Trusted Types in report-only', async () => {
    const { context, response } = await open('/galerij');
    try {
      const headers = response.headers();
      assert.match(headers['content-security-policy'], /^default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:;/);
      assert.doesNotMatch(headers['content-security-policy'], /unsafe-inline|nonce-/);
      assert.equal(headers['content-security-policy-report-only'], "require-trusted-types-for 'script'");
    } finally {
      await context.close();
    }
  });

  it('the contact form: first render, switches, a re-render, a failed submit', async () => {
    const from = table.length;
    const { context, page, problems } = await open('/');
    try {
      await page.waitForSelector('#input_1_9 .g-recaptcha-response', { state: 'attached' });
      assert.equal(await page.locator('#field_1_1 i.vg-icon').count(), 1, 'enhanced');
      await check(page, '/ first render');
      await page.click('#choice_1_7_1');
      await page.waitForSelector('#field_1_7 .vg-switch__track', { state: 'attached' });
      await settled(page);
      assert.equal(await page.isChecked('#choice_1_7_1'), true);
      await check(page, '/ switch ticked');
      await replaced(page, 1, () => page.click('[data-gf-demo-reload="1"]'));
      assert.equal(await page.isChecked('#choice_1_7_1'), true, 'the ticked switch stays ticked');
      await check(page, '/ re-rendered (reload button)');
      await replaced(page, 1, () => page.click('#gform_submit_button_1'));
      await page.waitForSelector('#gform_1_validation_container');
      assert.equal(await page.locator('#field_1_1 i.vg-icon').count(), 1, 'enhanced again');
      await check(page, '/ failed submit');
      clean(from);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('the two-page enquiry form: page 1, its errors, page 2, back', async () => {
    const from = table.length;
    const { context, page, problems } = await open('/offerte-aanvragen');
    try {
      assert.equal(await page.locator('#gform_page_2_2').isVisible(), false, 'page 2 is hidden');
      await check(page, '/offerte-aanvragen page 1');
      await replaced(page, 2, () => page.click('#gform_next_button_2_5'));
      await page.waitForSelector('#gform_wrapper_2 .validation_error');
      await check(page, '/offerte-aanvragen page 1 errors');
      await page.fill('#input_2_1_3', 'An');
      await page.fill('#input_2_1_6', 'de Vries');
      await page.fill('#input_2_3', 'an@example.nl');
      await replaced(page, 2, () => page.click('#gform_next_button_2_5'));
      await page.waitForSelector('#gform_page_2_2', { state: 'visible' });
      assert.equal(await page.locator('#gform_page_2_1').isVisible(), false);
      await check(page, '/offerte-aanvragen page 2');
      await replaced(page, 2, () => page.click('#gform_previous_button_2'));
      await page.waitForSelector('#gform_page_2_1', { state: 'visible' });
      await check(page, '/offerte-aanvragen back to page 1');
      clean(from);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('the callback form (floating labels): filled in, re-rendered, a failed submit', async () => {
    const from = table.length;
    const { context, page, problems } = await open('/terugbellen');
    try {
      await page.fill('#input_3_1_3', 'Jan');
      await page.focus('#input_3_2');
      await settled(page);
      await check(page, '/terugbellen filled in');
      await replaced(page, 3, () => page.click('[data-gf-demo-reload="3"]'));
      await check(page, '/terugbellen re-rendered');
      await replaced(page, 3, () => page.click('#gform_submit_button_3'));
      await check(page, '/terugbellen failed submit');
      clean(from);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('the other builders\' pages: first render, a failed submit, a page change, a form added later, a view rendered again; honeypots hidden', async () => {
    const from = table.length;
    const hiddenTrap = (page, selector) =>
      page.locator(selector).evaluate((trap) => {
        const box = trap.getBoundingClientRect();
        return trap.getClientRects().length === 0 || box.width * box.height <= 1;
      });
    const walks = {
      '/wpforms': async (page) => {
        assert.ok(await hiddenTrap(page, '#wpforms-412-field_10-container'), 'the anti-spam honeypot hidden by its moved <style>');
        await page.click('.wpforms-page-1 .wpforms-page-next');
        await page.waitForSelector('#wpforms-412-field_1-error');
        await check(page, '/wpforms failed Volgende');
        await page.selectOption('#wpforms-412-field_4', 'Terugbelverzoek');
        for (const [id, value] of [['1', 'An'], ['1-last', 'de Vries'], ['2', 'an@voorbeeld.nl']]) await page.fill(`#wpforms-412-field_${id}`, value);
        await page.click('.wpforms-page-1 .wpforms-page-next');
        await page.waitForSelector('#wpforms-412-field_7', { state: 'visible' });
        await check(page, '/wpforms page 2');
      },
      '/fluent-forms': async (page) => {
        assert.ok(await hiddenTrap(page, '#fluentform_5 .ff-hpsf-container'), 'the honeypot hidden by its moved style attribute');
        await page.click('#fluentform_5 .ff-btn-next');
        await page.waitForSelector('#fluentform_5 .ff-el-is-error');
        await check(page, '/fluent-forms failed Volgende');
        await page.click('.demo-popup-open');
        await page.waitForSelector('#fluentform_6.ff-form-loaded');
        await settled(page);
        assert.equal(await page.locator('#fluentform_6 i.vg-icon').count(), 2, 'the popup\'s form enhanced');
        await check(page, '/fluent-forms popup form');
      },
      '/formidable': async (page) => {
        assert.ok(await hiddenTrap(page, '#frm_field_10_container'), 'the honeypot hidden by its moved <style>');
        await page.click('.frm_button_submit');
        await page.waitForSelector('#frm_field_2_container .frm_error');
        await check(page, '/formidable failed Volgende');
        for (const [id, value] of [['naam_first', 'An'], ['naam_last', 'de Vries'], ['email', 'an@voorbeeld.nl']]) await page.fill(`#field_${id}`, value);
        await page.click('.frm_button_submit');
        await page.waitForSelector('#field_bericht');
        await settled(page);
        await check(page, '/formidable page 2 (container replaced)');
      },
      // Its form's data is a JSON block (the real plugin's inline script would be refused), built by its script.
      '/ninja-forms': async (page) => {
        await page.waitForSelector('#nf-form-3-cont form .nf-field-container');
        await settled(page);
        assert.ok(await page.locator('#nf-field-hp-3').evaluate((input) => !input.checkVisibility({ visibilityProperty: true })), 'the honeypot hidden by its stylesheet (visibility)');
        await page.click('#nf-field-10');
        await page.waitForSelector('#nf-error-1 .nf-error-msg');
        await check(page, '/ninja-forms failed submit');
        await page.check('#nf-field-7-other');
        await page.waitForSelector('#nf-field-7-other-text');
        await settled(page);
        await check(page, '/ninja-forms a view rendered again');
      },
      '/contact-form-7': async (page) => {
        await page.fill('[name="your-email"]', 'jan@');
        await page.locator('[name="your-email"]').blur();
        await page.waitForSelector('[data-name="your-email"] .wpcf7-not-valid-tip');
        await check(page, '/contact-form-7 live validation');
        await page.click('[name="consent"]');
        await page.click('.wpcf7-submit');
        await page.waitForSelector('[data-name="quiz-1"] .wpcf7-not-valid-tip');
        await settled(page);
        await check(page, '/contact-form-7 failed submit');
      },
      // Its honeypot hides itself by a style attribute; its popup's form is built anew from a string on every open.
      '/elementor-form': async (page) => {
        assert.ok(await hiddenTrap(page, '.elementor-element-e1f0a01 .elementor-field-type-text:not(.elementor-field-group)'), 'the honeypot hidden by its style attribute');
        await page.click('.elementor-element-e1f0a01 [type=submit]');
        await page.waitForSelector('.elementor-element-e1f0a01 .elementor-message-danger');
        await settled(page);
        await check(page, '/elementor-form failed submit');
        await page.click('.elementor-widget-button a');
        await page.waitForSelector('.elementor-popup-modal .elementor-widget-form .vg-switch');
        await settled(page);
        assert.equal(await page.locator('.elementor-popup-modal i.vg-icon').count(), 5, "the popup's form enhanced");
        await check(page, '/elementor-form popup');
      },
    };
    for (const [path, walk] of Object.entries(walks)) {
      const { context, page, problems } = await open(path);
      try {
        assert.ok((await page.locator('i.vg-icon').count()) >= 3, `${path}: enhanced`);
        await check(page, `${path} first render`);
        await walk(page);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
    clean(from);
  });

  it('the lightbox: image, slideshow, zoom, share, fullscreen, video slot', async () => {
    const from = table.length;
    const { context, page, problems } = await open('/galerij');
    try {
      await check(page, '/galerij');
      const openLightbox = async (link, media) => {
        await page.click(link);
        await page.waitForSelector(`#glightbox-body .gslide.current ${media}`);
        await page.waitForSelector('#glightbox-body .vg-lightbox__close');
      };
      const closeLightbox = async () => {
        await page.keyboard.press('Escape');
        await page.waitForSelector('#glightbox-body', { state: 'detached' });
      };
      const lightbox = (state) => check(page, state);

      await openLightbox('a.elementor-button:has-text("Bekijk de plattegrond")', 'img');
      await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current img').complete);
      const position = await page.evaluate(() => getComputedStyle(document.getElementById('glightbox-body')).position);
      await lightbox('lightbox: image');
      await page.click('.vg-lightbox__zoom');
      await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current').matches('.zoomed') || document.querySelector('#glightbox-body .gslide.current img.vg-zoomed'));
      await lightbox('lightbox: zoomed in');
      await page.click('.vg-lightbox__zoom');
      await page.waitForFunction(() => !document.querySelector('#glightbox-body .gslide.current.zoomed, #glightbox-body img.vg-zoomed'));
      await lightbox('lightbox: zoomed out');
      await page.click('.vg-lightbox__share-button');
      await page.waitForSelector('#vg-lightbox-share', { state: 'visible' });
      await lightbox('lightbox: share menu');
      await page.click('.vg-lightbox__share-button');
      await page.click('.vg-lightbox__fullscreen');
      await page.waitForFunction(() => document.fullscreenElement?.id === 'glightbox-body');
      await lightbox('lightbox: fullscreen');
      // Leaving fullscreen needs no user activation (and headless Chromium's fullscreen viewport may
      // leave the button outside of what a pointer reaches).
      await page.evaluate(() => document.querySelector('.vg-lightbox__fullscreen').click());
      await page.waitForFunction(() => !document.fullscreenElement);
      await closeLightbox();
      await lightbox('lightbox: closed');

      await openLightbox('a[data-elementor-lightbox-slideshow="galerij-1"] >> nth=1', 'img');
      assert.equal(await page.locator('#glightbox-body .gslide').count(), 4);
      await lightbox('lightbox: slideshow');
      await page.click('.vg-lightbox__next');
      await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current img')?.complete);
      await page.click('.vg-lightbox__previous');
      await page.waitForFunction(() => document.querySelector('#glightbox-body .gslide.current img')?.complete);
      await lightbox('lightbox: slideshow next, previous');
      await closeLightbox();

      await openLightbox('a.elementor-button:has-text("Bekijk de video")', '.vg-lightbox__video video');
      await lightbox('lightbox: video slot');
      await closeLightbox();
      await lightbox('lightbox: closed');
      clean(from);
      assert.equal(position, 'fixed', 'the lightbox is styled');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('the not-found page', async () => {
    const from = table.length;
    const { context, page, response } = await open('/bestaat-niet');
    try {
      assert.equal(response.status(), 404);
      await check(page, '404');
      clean(from);
    } finally {
      await context.close();
    }
  });
});

/** A screenshot of the lightbox open on `link`, its picture in and everything still. */
async function lightboxShot(base, link, viewport) {
  const { context, page } = await open('/galerij', { base, viewport });
  try {
    await page.click(link);
    await page.waitForSelector('#glightbox-body .vg-lightbox__close');
    await page.waitForFunction(() => {
      const image = document.querySelector('#glightbox-body .gslide.current img');
      return image?.complete && image.naturalWidth > 0;
    });
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const violations = await page.evaluate(() => window.__violations.filter((violation) => violation.disposition === 'enforce'));
    return { shot: await page.screenshot({ animations: 'disabled', caret: 'hide' }), violations };
  } finally {
    await context.close();
  }
}

describe('the lightbox looks the same with and without the policy', () => {
  const cases = [
    ['the map on a wide screen', 'a.elementor-button:has-text("Bekijk de plattegrond")', { width: 1100, height: 700 }],
    ['a slideshow picture on a phone', 'a[data-elementor-lightbox-slideshow="galerij-1"] >> nth=1', { width: 390, height: 844 }],
  ];
  for (const [name, link, viewport] of cases) {
    it(`${name}: the screenshots are equal, pixel for pixel`, async () => {
      const plain = await lightboxShot(servers.plain.base, link, viewport);
      const strict = await lightboxShot(servers.strict.base, link, viewport);
      assert.deepEqual(strict.violations, []);
      assert.ok(plain.shot.equals(strict.shot), 'the same screenshot');
    });
  }
});

describe('Trusted Types enforced', () => {
  let site;
  before(async () => {
    const { STRICT_POLICY } = await import('../../demo/csp.mjs');
    site = await listen({ csp: { enforce: `${STRICT_POLICY}; require-trusted-types-for 'script'` } });
  });
  after(async () => {
    site.server.closeAllConnections();
    await new Promise((done) => site.server.close(done));
  });

  it('the lightbox opens, on an image and on a slideshow, with no violation', async () => {
    const { context, page, problems } = await open('/galerij', { base: site.base });
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    try {
      for (const link of ['a.elementor-button:has-text("Bekijk de plattegrond")', 'a[data-elementor-lightbox-slideshow="galerij-1"] >> nth=1']) {
        await page.click(link);
        await page.waitForSelector('#glightbox-body .gslide.current img');
        await page.waitForSelector('#glightbox-body .vg-lightbox__close');
        await page.keyboard.press('Escape');
        await page.waitForSelector('#glightbox-body', { state: 'detached' });
      }
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      assert.deepEqual([...problems, ...warnings], []);
    } finally {
      await context.close();
    }
  });
});

describe('a policy with a nonce', () => {
  const nonce = 'c3RyaWN0LW5vbmNl';
  let site;
  before(async () => {
    site = await listen({ csp: { enforce: `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data: blob:` } });
  });
  after(async () => {
    site.server.closeAllConnections();
    await new Promise((done) => site.server.close(done));
  });
  // The page carries the nonce on a <style> of its own, as a site whose policy has one does.
  const withNonce = (value) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.setAttribute('nonce', value);
      style.textContent = '.demo-nonce-check { color: inherit }';
      document.head.append(style);
    });
  };

  for (const [name, constructed] of [['with constructed stylesheets', true], ['without them: a <style> with the page\'s nonce', false]]) {
    it(`styles the lightbox and gives no violation (${name})`, async () => {
      const init = constructed
        ? `(${withNonce})(${JSON.stringify(nonce)})`
        : `(${withNonce})(${JSON.stringify(nonce)}); delete Document.prototype.adoptedStyleSheets;`;
      const { context, page } = await open('/galerij', { base: site.base, init });
      try {
        await page.click('a.elementor-button:has-text("Bekijk de plattegrond")');
        await page.waitForSelector('#glightbox-body .vg-lightbox__close');
        assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('glightbox-body')).position), 'fixed', 'styled');
        const style = await page.evaluate(() => {
          const element = document.getElementById('vormgever-lightbox-style');
          return element && { nonce: element.nonce };
        });
        assert.deepEqual(style, constructed ? null : { nonce });
        const violations = await page.evaluate(() => window.__violations.filter((violation) => violation.disposition === 'enforce'));
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }
});
