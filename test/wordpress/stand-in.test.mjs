// The form plugin's stand-in (php/gravityforms-stand-in.php): the project's own fixture forms on real
// WordPress pages with a real theme, posted and re-rendered as the form plugin's AJAX does it (the
// wrapper's children replaced after a failed submit or a page change; the confirmation in its place
// after a complete one). Vormgever, installed from the zip, enhances each form at load, after every
// re-render and on every page. Skipped when GRAVITYFORMS_DIR gives the real plugin (forms.test.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enhancement, openForm, reach, settle } from './form-page.mjs';
import { logIn, newPage, pageErrors, standInOnly, url, useBrowser, wp } from './wp.mjs';

const site = useBrowser(standInOnly);

/** The fixtures' fields (fixtures/gf210-*.html): icons, placeholders, selects and switches, in form `f`. */
function assertEnhanced(seen, f, checked = {}) {
  assert.deepEqual(
    seen.icons,
    [1, 2, 3, 4, 6, 7, 9].map((n) => ({ field: `field_${f}_${n}`, hidden: 'true', beforeControl: true })),
  );
  assert.deepEqual(seen.placeholders, {
    [`input_${f}_1_3`]: 'Naam: Voornaam *',
    [`input_${f}_1_6`]: 'Naam: Achternaam *',
    [`input_${f}_2`]: 'E-mailadres *',
    [`input_${f}_3`]: 'Telefoon',
    [`input_${f}_6`]: 'Bericht *',
    [`input_${f}_7_1`]: 'Adres: Straat en huisnummer',
    [`input_${f}_7_2`]: 'Adres: Adresregel 2',
    [`input_${f}_7_3`]: 'Adres: Plaats',
    [`input_${f}_7_4`]: 'Adres: Provincie',
    [`input_${f}_7_5`]: 'Adres: Postcode',
    [`input_${f}_9`]: 'Bijv. Gemeente Voorbeeld', // the editor's own
  });
  assert.equal(seen.hiddenLabels, Object.keys(seen.placeholders).length);
  assert.deepEqual(seen.selects, [true, true]); // the subject and the address's country
  assert.deepEqual(
    seen.switches,
    [`choice_${f}_5_1`, `choice_${f}_5_2`, `choice_${f}_5_3`, `input_${f}_8_1`].map((id) => ({ id, role: 'switch', island: true, drawn: true, checked: Boolean(checked[id]) })),
  );
}

function assertQuiet(page) {
  assert.deepEqual(pageErrors(page), []);
  assert.deepEqual(page.messages.filter((message) => message.includes('[vormgever]')), [], 'no warning from Vormgever');
}

/** Submits with `button` and waits for the wrapper's new form (a re-render) with `selector` in it. */
async function resubmit(page, f, button, selector) {
  const before = await page.evaluateHandle((id) => document.querySelector(`#gform_wrapper_${id} form`), f);
  await page.click(button);
  await page.waitForFunction(([old, id, inside]) => {
    const form = document.querySelector(`#gform_wrapper_${id} form`);
    return form && form !== old && form.querySelector(inside);
  }, [before, f, selector]);
  await settle(page);
}

describe('the stand-in\'s forms', { skip: standInOnly }, () => {
  it('the contact form (2.10 Orbital, AJAX): says it is a stand-in; enhanced at load and after a failed submit; a complete submit shows the confirmation', async () => {
    const page = await openForm(site.browser, '/');
    assert.equal(await page.locator('#gform_wrapper_1[data-gf-stand-in="gf210-orbital-ajax.html"]').count(), 1);
    assert.match(await page.content(), /<!-- Gravity Forms stand-in of the project's WordPress suite \(not Gravity Forms\)/);
    await reach(page, 'gform_wrapper_1');
    assertEnhanced(await enhancement(page, 'gform_wrapper_1'), 1);

    await page.fill('#input_1_1_3', 'Anna');
    await page.click('#choice_1_5_2');
    await resubmit(page, 1, '#gform_submit_button_1', '.gfield_error');
    assert.equal(await page.locator('#gform_wrapper_1 .gform_validation_errors').count(), 1);
    await reach(page, 'gform_wrapper_1'); // the re-rendered switches wait for the visitor again
    assertEnhanced(await enhancement(page, 'gform_wrapper_1'), 1, { choice_1_5_2: true });
    assert.equal(await page.inputValue('#input_1_1_3'), 'Anna', 'what was typed survives the re-render');
    assert.match(await page.textContent('#validation_message_1_1'), /Achternaam/);

    await page.fill('#input_1_1_6', 'de Vries');
    await page.fill('#input_1_2', 'anna@example.org');
    await page.fill('#input_1_6', 'Graag een afspraak.');
    await page.click('#input_1_8_1');
    await page.click('#gform_submit_button_1');
    await page.waitForSelector('#gform_confirmation_message_1');
    assert.match(await page.textContent('#gform_confirmation_message_1'), /Bedankt voor je inzending/);
    assertQuiet(page);
    await page.close();
  });

  it('the two-page form (Orbital, AJAX): enhanced on page 1, after a failed Next, on page 2 and back', async () => {
    const page = await openForm(site.browser, '/stappen/');
    const check = async (shownPage) => {
      const seen = await enhancement(page, 'gform_wrapper_5');
      assert.deepEqual(seen.icons.map((icon) => icon.field), ['field_5_1', 'field_5_3']); // every page, the hidden one too
      assert.deepEqual(seen.placeholders, { input_5_1: null, input_5_3: null }); // not a placeholder-mode form
      assert.equal(seen.hiddenLabels, 0);
      assert.equal(await page.locator(`#gform_page_5_${shownPage}`).isVisible(), true, `page ${shownPage} shown`);
      assert.equal(await page.locator(`#gform_page_5_${3 - shownPage}`).isVisible(), false);
    };
    await check(1);
    await resubmit(page, 5, '#gform_next_button_5_2', '#field_5_1.gfield_error');
    await check(1);
    await page.fill('#input_5_1', 'Piet');
    await resubmit(page, 5, '#gform_next_button_5_2', '#gform_page_5_2:not([style*="none"])');
    await check(2);
    await page.fill('#input_5_3', 'tweede stap');
    await resubmit(page, 5, '#gform_previous_button_5', '#gform_page_5_1:not([style*="none"])');
    await check(1);
    assert.equal(await page.inputValue('#input_5_1'), 'Piet');
    assert.equal(await page.inputValue('#input_5_3'), 'tweede stap', 'the other page keeps its values too');
    await resubmit(page, 5, '#gform_next_button_5_2', '#gform_page_5_2:not([style*="none"])');
    await page.click('#gform_submit_button_5');
    await page.waitForSelector('#gform_confirmation_message_5');
    assertQuiet(page);
    await page.close();
  });

  it('legacy markup (ul/li, AJAX on): enhanced at load and after a failed submit', async () => {
    const page = await openForm(site.browser, '/legacy/');
    assert.ok((await page.locator('#gform_wrapper_3 ul.gform_fields > li.gfield').count()) > 0, 'legacy markup');
    await reach(page, 'gform_wrapper_3');
    assertEnhanced(await enhancement(page, 'gform_wrapper_3'), 3);
    await page.fill('#input_3_2', 'geen-e-mailadres');
    await page.click('#input_3_8_1');
    await resubmit(page, 3, '#gform_submit_button_3', '.gfield_error');
    await reach(page, 'gform_wrapper_3');
    assertEnhanced(await enhancement(page, 'gform_wrapper_3'), 3, { input_3_8_1: true });
    assert.match(await page.textContent('#validation_message_3_2'), /e-mailadres is ongeldig/);
    assertQuiet(page);
    await page.close();
  });

  it('2.5+ div markup from the form block (gravityforms/form): enhanced at load', async () => {
    const page = await openForm(site.browser, '/blok/');
    assert.equal(await page.locator('#gform_wrapper_2[data-gf-stand-in="gf210-gravity-theme.html"]').count(), 1);
    await reach(page, 'gform_wrapper_2');
    assertEnhanced(await enhancement(page, 'gform_wrapper_2'), 2);
    assertQuiet(page);
    await page.close();
  });

  it('the Preview page (the shape of the plugin\'s preview.php: no wp_head, no wp_footer): enhanced as on the site', async () => {
    const page = await newPage(site.browser);
    await logIn(page);
    await page.goto(`${url}/?gf_page=preview&id=3`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await settle(page);
    await reach(page, 'gform_wrapper_3');
    assertEnhanced(await enhancement(page, 'gform_wrapper_3'), 3);
    assert.equal(await page.locator('script[type=module][src*="vormgever.js"]').count(), 1);
    assert.equal(await page.locator('link[href*="vormgever.css"]').count(), 1, 'the stylesheet once');
    assertQuiet(page);
    await page.close();
  });
});

// Gravity Forms' Preview page hooks (includes/preview.php), with either form plugin.
describe('the Preview page\'s hooks', () => {
  const preview = (filter = '') =>
    wp(`
      ${filter}
      $styles = apply_filters( 'gform_preview_styles', array(), array( 'id' => 3 ) );
      ob_start();
      do_action( 'gform_preview_footer', 3 );
      return array( 'styles' => $styles, 'footer' => ob_get_clean() );
    `);

  it('add the stylesheet, then the config and the module; nothing when vormgever_enqueue says no', () => {
    const { styles, footer } = preview(`update_option( 'vormgever', array( 'floatingLabels' => true ) );`);
    wp(`delete_option( 'vormgever' ); return true;`);
    assert.deepEqual(styles, ['vormgever']);
    // Each tag's attributes, in any order (WordPress 7 prints them sorted), and its text.
    const tags = [...footer.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)].map(([, attributes, text]) => ({
      ...Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
      text: text.trim(),
    }));
    assert.deepEqual(tags.map(({ src, ...tag }) => ({ ...tag, src: src?.replace(/^.*\/plugins\//, '') })), [
      { id: 'vormgever-config', type: 'application/json', text: '{"floatingLabels":true}', src: undefined },
      { id: 'vormgever-js-module', type: 'module', text: '', src: `vormgever/vormgever.js?ver=${wp('return VORMGEVER_VERSION;')}` },
    ]);
    assert.deepEqual(preview(`add_filter( 'vormgever_enqueue', '__return_false' );`), { styles: [], footer: '' });
  });
});

// What a plugin that loads only where a form is (hooking gform_enqueue_scripts) sees: the same from the
// stand-in as from the real plugin (this part runs with either).
describe('the form plugin\'s enqueue actions', () => {
  const hooks = async (path) => {
    const html = await (await fetch(`${url}${path}?vg-form-plugin-hooks`)).text();
    return html.match(/<!-- form plugin hooks: (.*?) -->/)[1].split(' ').filter(Boolean);
  };

  it('fire for the form in the post content in time for <head>, and again when it renders; not on a page without one', async () => {
    // A block theme renders the content before <head>: the render's call comes first.
    assert.deepEqual(await hooks('/'), ['gform_enqueue_scripts:1@head', 'gform_enqueue_scripts:1@head', 'gform_post_enqueue_scripts@head']);
    assert.deepEqual(await hooks('/sample-page/'), []);
  });
});
