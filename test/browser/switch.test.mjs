// Toggle switches in real Chromium: keyboard, accessibility tree, pointer, layout stability.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessibleNode, animationsDone, chunkFile, recordConsole, useFixtureSite } from './harness.mjs';

const site = useFixtureSite();

async function open(name = 'gf210-orbital.html', query = '') {
  const page = await site.browser.newPage();
  const messages = recordConsole(page);
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site.url}/fixture/${name}${query}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await page.evaluate(() => window.vormgever.controller.settled());
  return { page, messages };
}

const checked = (page, id) => page.evaluate((id) => document.getElementById(id).checked, id);
const drawn = (page) => page.evaluate(() => [...document.querySelectorAll('.vg-switch')].map((host) => host.childElementCount));

/** The visitor reaches for the form (the pointer enters it) and leaves again; resolves when its islands are mounted. */
async function reachForm(page, selector = '#gform_1') {
  const box = await page.locator(selector).boundingBox();
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.evaluate(() => window.vormgever.controller.settled());
  await page.mouse.move(0, 0);
}

describe('switches in Chromium', () => {
  it('has role switch, the choice text as name, and its state in the accessibility tree', async () => {
    const { page, messages } = await open();
    const node = await accessibleNode(page, '#choice_1_5_1');
    assert.equal(node.role, 'switch');
    assert.equal(node.name, 'Ik wil de nieuwsbrief ontvangen');
    assert.equal(node.checked, 'false');
    await page.click('label[for=choice_1_5_1]');
    assert.equal((await accessibleNode(page, '#choice_1_5_1')).checked, 'true');
    const consent = await accessibleNode(page, '#input_1_8_1');
    assert.equal(consent.role, 'switch');
    assert.equal(consent.name, 'Ik ga akkoord met de privacyverklaring.');
    assert.deepEqual(messages, []);
    await page.close();
  });

  it('is reached once by Tab and toggled by Space, with a visible focus ring', async () => {
    const { page } = await open();
    await page.focus('#input_1_4'); // the select before the switches
    const order = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement.id));
    }
    assert.deepEqual(order, ['choice_1_5_1', 'choice_1_5_2', 'choice_1_5_3']);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(outline, 'solid');
    await page.keyboard.press('Space');
    assert.equal(await checked(page, 'choice_1_5_3'), true);
    await page.keyboard.press('Space');
    assert.equal(await checked(page, 'choice_1_5_3'), false);
    await page.close();
  });

  it('toggles by clicking the switch and by clicking its label; the thumb follows', async () => {
    const { page } = await open();
    await reachForm(page);
    const thumbLeft = () => page.evaluate(() => document.querySelector('#choice_1_5_2 + .vg-switch .vg-switch__thumb').getBoundingClientRect().left);
    const off = await thumbLeft();
    const box = await page.locator('#choice_1_5_2 + .vg-switch').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await checked(page, 'choice_1_5_2'), true);
    await animationsDone(page); // the thumb's transition
    assert.ok((await thumbLeft()) > off + 5);
    await page.click('label[for=choice_1_5_2]');
    assert.equal(await checked(page, 'choice_1_5_2'), false);
    await page.evaluate(() => { document.getElementById('choice_1_5_2').checked = true; }); // a script, no event
    await animationsDone(page);
    assert.ok((await thumbLeft()) > off + 5);
    await page.close();
  });

  it('behaves disabled when the choice is disabled', async () => {
    const { page } = await open();
    await page.evaluate(() => { document.getElementById('choice_1_5_1').disabled = true; });
    await page.click('label[for=choice_1_5_1]', { force: true });
    assert.equal(await checked(page, 'choice_1_5_1'), false);
    await page.close();
  });

  it('mounting the islands shifts nothing (CLS 0), also for a form added later', async () => {
    // Without the icon font, whose glyph swap is not ours to measure here.
    const { page } = await open('gf210-orbital.html', '?no-icon-font');
    await reachForm(page);
    assert.deepEqual(await drawn(page), [1, 1, 1, 1]);
    const labelBefore = await page.evaluate(() => document.querySelector('label[for=choice_1_5_1]').getBoundingClientRect().left);
    await page.evaluate(async () => {
      const html = await (await fetch('/fixtures/gf25-gravity-theme.html')).text();
      const box = document.createElement('div');
      box.innerHTML = html;
      box.querySelector('.gform_wrapper').style.display = '';
      document.querySelector('main').append(box);
      await window.vormgever.controller.settled();
      box.querySelector('form').dispatchEvent(new PointerEvent('pointerover', { bubbles: true })); // reached for
      await window.vormgever.controller.settled();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    assert.ok((await drawn(page)).every((count) => count === 1), 'every island mounted');
    const shifts = await page.evaluate(() => window.__shifts);
    assert.deepEqual(shifts, []);
    const labelAfter = await page.evaluate(() => document.querySelector('label[for=choice_1_5_1]').getBoundingClientRect().left);
    assert.equal(labelAfter, labelBefore);
    await page.close();
  });

  it('looks the same before its island mounts, and without it when the chunk never loads, in every state', async () => {
    // The island mounts when the visitor reaches for the form; until then (or for good, offline) the
    // stylesheet draws the switch on the empty host. Same pixels either way: off, on, disabled, disabled
    // and on (set by a script, as the plugin's conditional logic does; no event). Each picture is a page
    // of its own, painted anew: an on switch once drew a seam pixel that Chromium rounded differently
    // from one paint to the next (so "on" is painted three times).
    const states = {
      off: [],
      on: [['choice_1_5_1', 'checked'], ['choice_1_5_3', 'checked']],
      disabled: [['choice_1_5_2', 'disabled']],
      'disabled and on': [['choice_1_5_3', 'checked'], ['choice_1_5_3', 'disabled']],
      'on, painted again': [['choice_1_5_1', 'checked']],
      'on, a third time': [['choice_1_5_2', 'checked']],
    };
    const shoot = async ({ blockChunk }, changes) => {
      const page = await site.browser.newPage();
      const messages = recordConsole(page);
      if (blockChunk) await page.route((url) => url.pathname.endsWith(`/chunks/${chunkFile('src/islands/switch/mount.tsx')}`), (route) => route.abort());
      await page.goto(`${site.url}/fixture/gf210-orbital.html?no-icon-font`);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.evaluate(() => window.vormgever.controller.settled());
      await reachForm(page);
      const islands = await drawn(page);
      await page.evaluate((list) => list.forEach(([id, property]) => (document.getElementById(id)[property] = true)), changes);
      await animationsDone(page); // the transitions run their course, as a visitor sees them
      const picture = await page.locator('#field_1_5 .gfield_checkbox').screenshot({ animations: 'disabled' });
      await page.close();
      return { drawn: islands, picture, messages };
    };
    const pictures = {};
    for (const [state, changes] of Object.entries(states)) {
      const island = await shoot({ blockChunk: false }, changes);
      const sheet = await shoot({ blockChunk: true }, changes);
      assert.deepEqual(island.drawn, [1, 1, 1, 1]); // the React track in each host
      assert.deepEqual(sheet.drawn, [0, 0, 0, 0]); // empty hosts: the stylesheet's drawing
      assert.ok(sheet.messages.some((message) => /lazy work failed/.test(message)), 'the failed chunk is reported');
      assert.ok(island.picture.equals(sheet.picture), `the island and the stylesheet draw the same pixels (${state})`);
      pictures[state] = island.picture;
    }
    assert.ok(!pictures.off.equals(pictures.on) && !pictures.on.equals(pictures['disabled and on']), 'the pictures show the state');
  });

  it('a reading visitor downloads the entry and the stylesheet only; reaching for the form brings the switch chunk', async () => {
    const page = await site.browser.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/fixture/gf210-orbital.html`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.waitForTimeout(2000); // idle time included
    const ours = () => requests.filter((path) => /^\/(dist\/)?(vormgever\.(js|css)|chunks\/)/.test(path.replace(/^\/dist/, '')));
    assert.deepEqual(ours().map((path) => path.replace(/^.*\//, '')).sort(), ['vormgever.css', 'vormgever.js']);
    assert.deepEqual(await drawn(page), [0, 0, 0, 0]);
    await reachForm(page);
    assert.deepEqual(await drawn(page), [1, 1, 1, 1]);
    const chunks = ours().filter((path) => path.includes('/chunks/'));
    const named = (source) => chunks.some((path) => path.endsWith(`/${chunkFile(source)}`));
    assert.ok(named('src/islands/switch/mount.tsx'), chunks.join(' '));
    assert.ok(!named('src/settings/site.ts') && !named('src/islands/lightbox/opener.ts'), `no settings or lightbox chunk: ${chunks.join(' ')}`);
    await page.close();
  });

  it('never loses the first Space on a focused switch while its island mounts', async () => {
    const page = await site.browser.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    // The switch chunk arrives only when we say so: the Space comes while it is on its way.
    await page.route((url) => url.pathname.endsWith(`/chunks/${chunkFile('src/islands/switch/mount.tsx')}`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/fixture/gf210-orbital.html`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.focus('#input_1_4'); // the select before the switches (inside the form: the chunk is asked for)
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'choice_1_5_1');
    await page.keyboard.press('Space');
    assert.deepEqual(await drawn(page), [0, 0, 0, 0], 'not mounted yet');
    assert.equal(await checked(page, 'choice_1_5_1'), true);
    release();
    await page.waitForFunction(() => document.querySelectorAll('.vg-switch__track').length === 4);
    await page.evaluate(() => window.vormgever.controller.settled());
    assert.equal(await page.evaluate(() => document.activeElement.id), 'choice_1_5_1', 'focus stays on the switch');
    assert.equal(await checked(page, 'choice_1_5_1'), true, 'mounting changed nothing');
    await page.keyboard.press('Space');
    assert.equal(await checked(page, 'choice_1_5_1'), false);
    await page.close();
  });
});
