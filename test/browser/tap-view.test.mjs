// The tap view in real Chromium: a phone's tap on a lightbox link that comes before the lightbox's
// first chunk shows the picture at once in a modal <dialog> (the entry's), which the first view takes
// over (the same dialog and picture) when the chunk arrives, and the full lightbox after it: one
// dialog in every frame, the picture in every frame, never moving. The chunks are held back by routes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useProjectSite } from './harness.mjs';
import { assertSteady, axe, openHeld, recordFrames, stopFrames } from './views.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OPENER = 'src/islands/lightbox/opener.ts';
const FULL = 'src/islands/lightbox/mount.tsx';
const site = useProjectSite();

/** The lightbox test page as a phone page, both lightbox chunks held back: `release.opener()`, `release.full()`. */
async function open(options = PHONE) {
  const held = await openHeld(site.browser, site.server, { hold: [OPENER, FULL], options, viewportTag: true });
  return { ...held, release: { opener: held.release[OPENER], full: held.release[FULL] } };
}

/** The tap view's picture: loaded and visible. */
const tapShown = (page) =>
  page.waitForFunction(() => {
    const img = document.querySelector('dialog.vg-tap img');
    return img?.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
/** Every dialog in the page: open <dialog> elements and role="dialog" ones, each once. */
const openDialogs = () => new Set([...document.querySelectorAll('dialog[open], [role="dialog"]')]).size;

describe('the tap view (a phone, the lightbox chunk not in yet)', () => {
  it('shows the picture at once as a labelled modal dialog with focus inside, axe clean, the page out of reach', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    const state = await page.evaluate(() => {
      const dialog = document.querySelector('dialog.vg-tap');
      const link = document.querySelector('#single').getBoundingClientRect();
      return {
        modal: dialog.matches(':modal'),
        label: dialog.getAttribute('aria-label'),
        focusInside: dialog.contains(document.activeElement),
        // What a tap on the link's place would reach: the dialog, not the link.
        onLink: document.elementFromPoint(link.x + 4, link.y + 4)?.closest('dialog') === dialog,
        dialogs: document.querySelectorAll('dialog[open]').length,
      };
    });
    assert.deepEqual(state, { modal: true, label: 'Lightbox', focusInside: true, onLink: true, dialogs: 1 });
    assert.deepEqual(await axe(page, 'dialog.vg-tap'), []);
    release.opener();
    release.full();
    await context.close();
    assert.deepEqual(messages, []);
  });

  it('closes on Escape with focus back on the link; the chunk arriving later opens nothing', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'single');
    release.opener();
    release.full();
    await page.evaluate(() => window.vormgever.controller.settled());
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(openDialogs), 0);
    assert.deepEqual(await page.evaluate(() => window.__events), []);
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('is taken over by the first view and then the full lightbox: one dialog and the picture in every frame, the picture never moving', async () => {
    const { page, context, messages, release } = await open();
    await page.tap('#single');
    await tapShown(page);
    await page.evaluate(() => (document.querySelector('dialog.vg-tap img').dataset.tap = 'yes'));
    await recordFrames(page);
    await page.waitForTimeout(100);
    release.opener();
    await page.waitForSelector('.vg-lightbox--first .gslide-title');
    // The same dialog and the same picture, now the first view's: its text and close button, the site's labels.
    const first = await page.evaluate(() => {
      const dialog = document.querySelector('.vg-lightbox--first');
      return {
        tag: dialog.localName,
        modal: dialog.matches(':modal'),
        picture: dialog.querySelector('img').dataset.tap,
        alt: dialog.querySelector('img').alt,
        title: dialog.querySelector('.gslide-title').textContent,
        focus: document.activeElement?.getAttribute('aria-label'),
      };
    });
    assert.deepEqual(first, { tag: 'dialog', modal: true, picture: 'yes', alt: 'Strand', title: 'Strand', focus: 'Sluiten' });
    await page.waitForTimeout(200);
    release.full();
    await page.waitForFunction(() => window.__events.includes('ready'));
    await page.waitForTimeout(400);
    assertSteady(await stopFrames(page));
    assert.equal(await page.locator('dialog').count(), 0, 'the tap view is gone with the first view');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Sluiten');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#glightbox-body', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'single');
    assert.deepEqual(await page.evaluate(() => window.__events), ['open', 'ready', 'close']);
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('goes, with one warning, when the lightbox refuses the link', async () => {
    const { page, context, messages, release } = await open();
    // An image-file address the lightbox does not load (url.ts: not http(s)), and an <img> shows nothing of.
    await page.evaluate(() => document.querySelector('main').insertAdjacentHTML('afterbegin', '<p><a id="refused" href="data:,x.png">Weg</a></p>'));
    await page.tap('#refused');
    await page.waitForSelector('dialog.vg-tap');
    release.opener();
    await page.waitForSelector('dialog', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'refused', messages.join('\n'));
    release.full();
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0], /lightbox not opened/);
    await context.close();
  });

  it('is not shown on a wide screen: there the lightbox chunk opens the first view', async () => {
    const { page, context, release } = await open({ viewport: { width: 1100, height: 700 } });
    await page.evaluate(() => document.querySelector('#single').click());
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(openDialogs), 0);
    release.opener();
    await page.waitForSelector('.vg-lightbox--first img');
    assert.equal(await page.evaluate(() => document.querySelector('.vg-lightbox--first').localName), 'div');
    release.full();
    await context.close();
  });
});
