// Where the plugin loads (issue 17): only on pages where Vormgever has work (a form-builder form, a
// lightbox link, consent mode), in a block theme and in a classic theme of the test's own; the
// stylesheet in <head> wherever the form is known before the page is sent, CLS 0; the
// vormgever_enqueue filter; no load_plugin_textdomain() (the Dutch screen from the zip's own
// languages/ is settings.test.mjs's); the WordPress 6.5+ header. The test's must-use plugin and classic theme
// (loading/) are copied into the site for this file and removed after it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { footerWidget, installBed, removeBed, tags, visit as loadingVisit } from './loading-page.mjs';
import { pageErrors, setup, url, useBrowser, wp, wpDir } from './wp.mjs';

const site = useBrowser();
const installed = join(wpDir, 'wp-content/plugins/vormgever');
// The enquiry: the contact form has conditional logic, for which the form plugin shows the form only
// once its script has run (CLS 0.30-0.45 on the real one, with or without Vormgever).
const form = (setup.offerte ?? setup.legacy).form; // the real plugin's enquiry, or the stand-in's legacy form
const shortcode = `[gravityform id="${form}" title="false" ajax="true"]`;
const image = `${url}/wp-admin/images/wordpress-logo.png`;

/** A lightbox action link as the page builder renders it: percent-encoded after the "#". */
const actionHash = (action, settings) =>
  `#elementor-action%3Aaction%3D${encodeURIComponent(action)}%26settings%3D${encodeURIComponent(Buffer.from(JSON.stringify(settings)).toString('base64'))}`;
// Written after the page builder's image widget and button (4.2.3): an image link marked for the
// lightbox carrying its action hash, and a button whose href is an action link.
const imageWidget = `<a href="${image}" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="Stadhuis" data-e-action-hash="${actionHash('lightbox', { id: 5, url: image })}"><img src="${image}" width="240" height="60" alt="Stadhuis"></a>`;
const button = `<a class="elementor-button elementor-button-link" id="vg-action" href="${actionHash('lightbox', { type: 'image', id: 8, url: image })}"><span class="elementor-button-text">Bekijk de markt</span></a>`;

// The pages, by slug: post_content, and the page-builder stand-in's widgets where it is a builder page.
const pages = {
  'gewoon': { content: `<p>Een gewone pagina: tekst, <a href="/contact/">een gewone link</a>, een afbeelding zonder link <img src="${image}" width="240" height="60" alt="">, en een pop-up van de paginabouwer (geen lightbox): <a href="${actionHash('popup:open', { id: 12 })}">open</a>.</p>` },
  'formulier-inhoud': { content: `<!-- wp:shortcode -->${shortcode}<!-- /wp:shortcode -->` },
  'formulier-blok': { content: `<!-- wp:gravityforms/form {"formId":"${form}","title":false,"description":false,"ajax":true} /-->` },
  // The builder's plain copy of a shortcode widget is the shortcode as written.
  'formulier-bouwer': { content: shortcode, builder: [{ type: 'shortcode', content: shortcode }] },
  'links-inhoud': { content: `<!-- wp:html --><p>${imageWidget}</p><p>${button}</p><!-- /wp:html -->` },
  'afbeelding-link': { content: `<!-- wp:html --><p><a href="${image}">De foto</a></p><!-- /wp:html -->` },
  // Links that only the builder's rendering shows (as in a template part): nothing in post_content.
  'links-bouwer': { content: '<p>Links</p>', builder: [{ type: 'html', content: `<p>${button}</p>` }] },
};
const ids = {};
const themes = { block: '', classic: '&vg-theme=vg-classic' };

before(() => Object.assign(ids, installBed(pages)));
after(() => removeBed(ids));

const visit = (path) => loadingVisit(site.browser, path);

/** What Vormgever did to the enquiry on the page: its placeholders and icon. */
const formEnhanced = (page) =>
  page.evaluate((id) => {
    const wrapper = document.getElementById(`gform_wrapper_${id}`);
    return Boolean(wrapper) && wrapper.querySelectorAll('[placeholder]').length > 1 && wrapper.querySelectorAll('i.vg-icon').length > 0;
  }, form);

const pathOf = (slug) => `/?page_id=${ids[slug]}`;

describe('a page where Vormgever has no work', () => {
  it('gets no Vormgever tag at all, in a block theme and in a classic theme, whatever the settings', async () => {
    const settings = `&vg-settings=${encodeURIComponent(JSON.stringify({ handleActionLinks: true, floatingLabels: true }))}`;
    const paths = Object.entries(themes).flatMap(([theme, query]) => [pathOf('gewoon'), '/?p=1'].map((path) => [theme, `${path}${query}${settings}`]));
    for (const [[theme, path], seen] of await Promise.all(paths.map(async ([theme, path]) => [[theme, path], await tags(path)]))) {
      assert.equal(seen.theme, theme);
      assert.equal(seen.mentions, false, `${path}: ${seen.html.match(/.{0,80}(vormgever|vg-float-labels).{0,80}/i)?.[0]}`);
    }
  });

  it('gets Vormgever on every page with consent mode on (the bridge listens on every page)', async () => {
    for (const query of Object.values(themes)) {
      const seen = await tags(`${pathOf('gewoon')}${query}&vg-settings=${encodeURIComponent(JSON.stringify({ consentMode: true }))}`);
      assert.deepEqual([seen.style, seen.module === 'none' ? 'none' : 'printed', seen.config], ['head', 'printed', true], query);
    }
  });
});

describe('forms', () => {
  const placements = ['formulier-inhoud', 'formulier-bouwer', 'formulier-blok'];
  for (const [theme, query] of Object.entries(themes)) {
    it(`in the post content, a page-builder shortcode widget and a block (${theme} theme): stylesheet in <head>, enhanced, CLS 0`, async () => {
      await Promise.all(
        placements.map(async (slug) => {
          const seen = await tags(pathOf(slug) + query);
          assert.equal(seen.theme, theme);
          assert.equal(seen.style, 'head', `${slug}: the stylesheet`);
          // WordPress prints script modules in <head> for a block theme, in the footer for a classic one.
          assert.equal(seen.module, theme === 'block' ? 'head' : 'body', `${slug}: the module`);
          assert.match(seen.moduleTag, /type="module"/);
          assert.match(seen.moduleTag, /id="vormgever-js-module"/, 'printed by wp_enqueue_script_module()');
          const page = await visit(pathOf(slug) + query);
          assert.equal(await formEnhanced(page), true, `${slug}: enhanced`);
          assert.equal(page.cls, 0, `${slug}: CLS ${JSON.stringify(page.shifts)}`);
          assert.deepEqual(pageErrors(page), []);
          await page.close();
        }),
      );
    });
  }

  it("in a classic theme's footer widget (rendered after <head>): the stylesheet just before the form, the module in the footer; enhanced, CLS 0", async () => {
    footerWidget(`<!-- wp:shortcode -->${shortcode}<!-- /wp:shortcode -->`);
    try {
      const seen = await tags(pathOf('gewoon') + themes.classic);
      assert.equal(seen.theme, 'classic');
      assert.equal(seen.style, 'body');
      const at = (text) => seen.html.indexOf(text);
      assert.ok(at('<footer>') < at(seen.styleTag) && at(seen.styleTag) < at(`gform_wrapper_${form}`), 'in the footer area, before the form');
      assert.equal(seen.module, 'body');
      assert.ok(at(seen.moduleTag) > at(`gform_wrapper_${form}`), 'the module after the form');
      // Where WordPress prints the form plugin's own stylesheets after the form (6.5.5 does),
      // their arrival moves its own step indicator, with Vormgever deactivated too (seen: CLS 0.013):
      // not ours, so there they are put in <head>, as a site owner does, and Vormgever's are measured.
      const formStylesLate = at(`gform_wrapper_${form}`) < seen.html.search(/<link[^>]*\/plugins\/gravityforms\/[^>]*\.css/);
      const page = await visit(pathOf('gewoon') + themes.classic + (formStylesLate ? '&vg-form-styles-in-head' : ''));
      assert.equal(await formEnhanced(page), true);
      assert.equal(page.cls, 0, `CLS ${JSON.stringify(page.shifts)}`);
      assert.deepEqual(pageErrors(page), []);
      await page.close();
    } finally {
      footerWidget(null);
    }
  });
});

describe('lightbox links', () => {
  it('load Vormgever in the content (block theme) and in a page-builder widget rendered after <head> (classic theme); the action link opens the lightbox', async () => {
    const cases = [['block', 'links-inhoud', 'head'], ['classic', 'links-inhoud', 'head'], ['classic', 'links-bouwer', 'body']];
    await Promise.all(
      cases.map(async ([theme, slug, style]) => {
        const seen = await tags(pathOf(slug) + themes[theme]);
        assert.equal(seen.theme, theme);
        assert.equal(seen.style, style, `${theme} ${slug}: the stylesheet`);
        assert.notEqual(seen.module, 'none', `${theme} ${slug}: the module`);
        const page = await visit(pathOf(slug) + themes[theme]);
        assert.equal(page.cls, 0, `${theme} ${slug}: CLS ${JSON.stringify(page.shifts)}`);
        await page.click('#vg-action');
        await page.waitForSelector('#glightbox-body', { timeout: 10_000 });
        assert.deepEqual(pageErrors(page), []);
        await page.close();
      }),
    );
  });

  it('load Vormgever for a plain link to an image file (image links open in the lightbox by default)', async () => {
    const seen = await tags(pathOf('afbeelding-link'));
    assert.deepEqual([seen.style, seen.module], ['head', 'head']);
  });
});

describe('the vormgever_enqueue filter', () => {
  it('forces Vormgever on and off, and is told what was found and where', async () => {
    const on = await tags(`${pathOf('gewoon')}&vg-enqueue=on`);
    assert.deepEqual([on.style, on.module], ['head', 'head'], 'forced on where there is no work');
    const off = await tags(`/?vg-enqueue=off`);
    assert.equal(off.mentions, false, 'forced off on the contact form page');
    const calls = (html) => JSON.parse(html.match(/<script type="application\/json" id="vg-test-enqueue-calls">(.*?)<\/script>/)[1]);
    const nothing = calls((await tags(`${pathOf('gewoon')}&vg-record`)).html);
    assert.deepEqual(nothing, [[false, { found: 'nothing', where: 'content', head: true }]]);
    const forms = calls((await tags(`/?vg-enqueue=off&vg-record`)).html);
    assert.ok(forms.length >= 1);
    assert.ok(forms.every(([load]) => load === true), 'work found: true until a filter says otherwise');
    assert.ok(forms.some(([, context]) => context.found === 'form' && context.builder === 'gravityforms' && context.head === true), JSON.stringify(forms));
    const links = calls((await tags(`${pathOf('links-inhoud')}&vg-record`)).html);
    // A block theme renders its template, blocks and all, before <head>.
    assert.deepEqual(links, [[true, { found: 'link', where: 'block', head: true }]]);
  });
});

describe('the plugin for WordPress 6.5+, as Plugin Check wants it', () => {
  it('declares Requires at least: 6.5 in its header and readme.txt', () => {
    assert.match(readFileSync(join(installed, 'vormgever.php'), 'utf8'), /^ \* Requires at least: +6\.5$/m);
    assert.match(readFileSync(join(installed, 'readme.txt'), 'utf8'), /^Requires at least: 6\.5$/m);
  });

  it('prints no tag by hand and never calls load_plugin_textdomain()', () => {
    const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    for (const file of files(installed).filter((name) => name.endsWith('.php'))) {
      const source = readFileSync(file, 'utf8');
      assert.doesNotMatch(source, /load_plugin_textdomain\s*\(/, file);
      assert.doesNotMatch(source, /['"]<script/i, file);
    }
  });
});
