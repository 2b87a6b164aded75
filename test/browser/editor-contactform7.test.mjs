// Contact Form 7's admin script (dist/editor/vormgever-editor-contactform7.js) in real Chromium, on the
// captured editor (fixtures/editors/contactform7-6.1.6-editor.html) with a stand-in of what Contact Form
// 7's own script does on a tab's click, and of the preview's page (the captured render of its form,
// fixtures/form-builders/cf7-6.1.6-first-render.html, with scripts of a hostile template): the Vormgever
// tab by keyboard alone and axe, and the preview: a sandboxed frame where no script runs, the form
// enhanced with the visitor's stylesheets (their rules for a page with scripts holding there), rendered
// again after a change, no history entry. The real editor and its server render are driven by
// test/wordpress/editor-contactform7.test.mjs (it needs CONTACTFORM7_DIR); this file runs in CI.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, projectRoot, recordConsole, serveProject } from './harness.mjs';

const editor = readFileSync(`${projectRoot}/fixtures/editors/contactform7-6.1.6-editor.html`, 'utf8').replace(/^<!--[^]*?-->\n/, '');
const render = readFileSync(`${projectRoot}/fixtures/form-builders/cf7-6.1.6-first-render.html`, 'utf8').replace(/^<!--[^]*?-->\n/, '');
const data = {
  words: { switchSet: 'Toggle switch', iconSet: 'Icon: %s', previewTitle: 'The form as a visitor sees it' },
  preview: { url: '/preview', nonce: 'n0nce', form: 564, visitor: { stylesheet: '/dist/vormgever.css', builderStylesheets: ['/dist/builders/contactform7.css'], iconsUrl: '/dist/icons/', floatingLabels: '' } },
};
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Edit Contact Form</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/editor/vormgever-editor-contactform7.css"></head><body><main>${editor}</main>
<script>
  // What Contact Form 7's script does on a tab's click: its panel shown, the others hidden.
  document.querySelectorAll('#contact-form-editor-tabs [role="tab"]').forEach((tab) => tab.addEventListener('click', () => {
    document.querySelectorAll('#contact-form-editor > [role="tabpanel"]').forEach((panel) => { panel.hidden = panel.id !== tab.getAttribute('aria-controls'); });
  }));
  var vormgever_contactform7 = ${JSON.stringify(data)};
</script>
<script src="/dist/editor/vormgever-editor-contactform7.js"></script>
</body></html>`;
/** The preview's page, as wordpress/includes/editors/contactform7-preview.php prints it, for what was posted. */
const previewPage = (posted) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>body{margin:0;padding:1rem;font:16px/1.5 sans-serif}</style></head>
<body class="vormgever-cf7-preview-page"><main class="entry-content" data-posted="${posted.get('form').includes('class:vg-icon-user') ? 'icon' : 'plain'}">
<script>parent.vgRan = 'script';</script><img src="/missing.png" onerror="parent.vgRan = 'onerror'">
${render}</main></body></html>`;

let browser;
let server;
const posts = [];
before(async () => {
  server = await serveProject((req, res) => {
    if (req.url === '/editor') return res.writeHead(200, { 'content-type': 'text/html' }).end(page), true;
    if (req.url !== '/preview' || req.method !== 'POST') return false;
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const posted = new URLSearchParams(body);
      posts.push(Object.fromEntries(posted));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': 'sandbox allow-same-origin' }).end(previewPage(posted));
    });
    return true;
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open() {
  const tab = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  tab.messages = recordConsole(tab);
  await tab.goto(`${server.url}/editor`);
  await tab.waitForFunction(() => window.vormgeverEditor && document.readyState === 'complete');
  return tab;
}
const shownFrame = (tab) => tab.waitForFunction(() => document.querySelector('.vormgever-cf7-frame:not(.vormgever-cf7-frame-loading)')?.contentDocument?.querySelector('.wpcf7 form'));

describe("Contact Form 7's Vormgever tab", () => {
  it('is used by keyboard alone and is axe-clean', async () => {
    const tab = await open();
    await tab.focus('#vormgever-panel-tab');
    await tab.keyboard.press('Enter');
    await tab.focus('#vormgever_placeholder');
    await tab.keyboard.press('Tab'); // floating labels
    await tab.keyboard.press('Tab'); // the first field
    assert.equal(await tab.evaluate(() => document.activeElement.textContent.replace(/\s+/g, ' ').trim()), 'Naam [text* your-name]');
    await tab.keyboard.press('Enter');
    assert.equal(await tab.getAttribute('#vormgever-cf7-fields button >> nth=0', 'aria-expanded'), 'true');
    await tab.keyboard.press('Tab'); // into its settings: the search box
    assert.equal(await tab.evaluate(() => document.activeElement.id), 'vormgever-picker-search');
    await tab.keyboard.type('user');
    await tab.keyboard.press('ArrowDown');
    assert.match(await tab.inputValue('#wpcf7-form'), /\[text\* your-name autocomplete:name class:add class:vg-icon-user class:end\]/);
    await tab.addScriptTag({ path: `${projectRoot}/node_modules/axe-core/axe.min.js` });
    const violations = await tab.evaluate(async () => (await window.axe.run('#vormgever-panel', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })).violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`));
    assert.deepEqual(violations, []);
    assert.deepEqual(tab.messages.filter((text) => text.startsWith('pageerror')), []);
    await tab.close();
  });
});

describe('the preview', () => {
  it('shows the form enhanced in a frame where no script runs, again after a change, without a history entry', async () => {
    const tab = await open();
    const history = await tab.evaluate(() => history.length);
    await tab.click('#vormgever-panel-tab');
    await shownFrame(tab);
    const frame = tab.frameLocator('.vormgever-cf7-frame');
    assert.equal(await tab.getAttribute('.vormgever-cf7-frame', 'sandbox'), 'allow-same-origin');
    assert.equal(posts.at(-1).action, 'vormgever_contactform7_preview');
    assert.equal(posts.at(-1)._ajax_nonce, 'n0nce');
    // (A form's post sends a line break as CR LF: Contact Form 7's Save gets its template so too.)
    assert.equal(posts.at(-1).form.replace(/\r\n/g, '\n'), await tab.inputValue('#wpcf7-form'), 'the template in the editor now is posted');
    // Enhanced by the visitor's rules, styled by the visitor's stylesheets (a form with placeholders:
    // its labels' text in no colour, a rule for a page with scripts, which the frame has not).
    await tab.waitForFunction(() => document.querySelector('.vormgever-cf7-frame').contentDocument.querySelector('link[href*="builders/contactform7.css"]')?.sheet);
    assert.equal(await frame.locator('[data-name="your-email"] i.vg-icon').count(), 1);
    assert.equal(await frame.locator('[data-name="your-name"] input').getAttribute('placeholder'), 'Naam *');
    assert.equal(await frame.locator('label:has([data-name="your-name"])').evaluate((label) => getComputedStyle(label).webkitTextFillColor), 'rgba(0, 0, 0, 0)');
    assert.equal(await frame.locator('.wpcf7').getAttribute('class'), 'wpcf7 js');
    assert.equal(await tab.evaluate(() => window.vgRan), undefined, 'no script of the page ran');
    // As high as its page.
    const [frameHeight, pageHeight] = await tab.evaluate(() => {
      const frameElement = document.querySelector('.vormgever-cf7-frame');
      return [frameElement.clientHeight, frameElement.contentDocument.documentElement.scrollHeight];
    });
    assert.ok(pageHeight <= frameHeight + 1, `${pageHeight} px of page in ${frameHeight} px of frame`);

    // A change: rendered again, in place of the first frame.
    const before = posts.length;
    await tab.click('#vormgever-cf7-fields button >> nth=0');
    await tab.fill('#vormgever-picker-search', 'user');
    await tab.press('#vormgever-picker-search', 'ArrowDown');
    await tab.waitForFunction(() => document.querySelector('.vormgever-cf7-frame:not(.vormgever-cf7-frame-loading)')?.contentDocument?.querySelector('main[data-posted="icon"]'));
    assert.equal(posts.length, before + 1, 'one render for one change');
    assert.equal(await tab.locator('.vormgever-cf7-frame').count(), 1, 'the old frame is gone');
    assert.equal(await tab.evaluate(() => history.length), history, 'no history entry');
    // A link or the submit button in the preview goes nowhere.
    await frame.locator('input[type=submit]').click({ force: true });
    assert.equal(await tab.evaluate(() => location.pathname), '/editor');
    assert.equal(await tab.evaluate(() => window.vgRan), undefined);
    await tab.evaluate(() => window.vormgeverEditor.stop());
    assert.equal(await tab.locator('.vormgever-cf7-frame, .vormgever-cf7-preview-post').count(), 0, 'the teardown takes the preview away');
    await tab.close();
  });
});
