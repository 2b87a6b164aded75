// A hostile class arriving in a form (GRAVITYFORMS_DIR): by import, and stored whole, it stays text in
// Gravity Forms' editor (Vormgever's notices), on the Preview page and on the front end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openEditor, selectField } from './editor-page.mjs';
import { settle } from './form-page.mjs';
import { logIn, newPage, pageErrors, realFormPluginOnly, url, useBrowser, wp } from './wp.mjs';

const site = useBrowser(realFormPluginOnly);
const hacked = () => window.__vgHacked ?? null;

describe('a hostile import (the real Gravity Forms)', { skip: realFormPluginOnly }, () => {
  it('stays text in the editor, the Preview page and the front end', async () => {
    const hostileField = 'x"><img src=x onerror="window.__vgHacked=1"> add vg-icon-"><img/src/onerror=window.__vgHacked=2> end';
    const hostileForm = 'placeholder "><script>window.__vgHacked=3</script>';
    const imported = wp(`
      require_once GFCommon::get_base_path() . '/export.php';
      $forms = array( array( 'title' => 'Hostile', 'cssClass' => ${JSON.stringify(hostileForm)}, 'fields' => array(
        array( 'id' => 1, 'type' => 'email', 'label' => 'E-mailadres', 'cssClass' => ${JSON.stringify(hostileField)} ),
        array( 'id' => 2, 'type' => 'text', 'label' => 'Naam', 'cssClass' => 'slide-check add "><svg/onload=window.__vgHacked=4>' ),
      ), 'button' => array( 'type' => 'text', 'text' => 'Verzenden' ) ), 'version' => GFForms::$version );
      GFExport::import_json( wp_json_encode( $forms ), $result );
      $id = $result[0]['id'];
      $page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Hostile', 'post_content' => '[gravityform id="' . $id . '" title="false"]' ) );
      return array( 'id' => $id, 'path' => wp_make_link_relative( get_permalink( $page ) ), 'classes' => array_map( function ( $f ) { return $f->cssClass; }, GFAPI::get_form( $id )['fields'] ) );
    `);
    const page = await newPage(site.browser);
    await logIn(page);
    // The import strips tags (measured on 2.10: `x"> add vg-icon-"> end`); what another way of storing
    // (GFAPI, a database edit) keeps whole must stay text as well.
    assert.equal(imported.classes[0].includes('<'), false);
    const stored = wp(`
      $form = GFAPI::get_form( ${imported.id} );
      $form['cssClass'] = ${JSON.stringify(hostileForm)};
      $form['fields'][0]->cssClass = ${JSON.stringify(hostileField)};
      GFAPI::update_form( $form );
      return GFAPI::get_form( ${imported.id} )['fields'][0]->cssClass;
    `);
    assert.equal(stored, hostileField);
    await openEditor(page, imported.id);
    await selectField(page, 1);
    const notices = await page.locator('#vormgever_notices').innerText();
    assert.match(notices, /vg-icon-/, 'the hostile icon name is named, as text');
    await selectField(page, 2);
    assert.match(await page.locator('#vormgever_notices').innerText(), /slide-check/);
    assert.equal(await page.locator('#vormgever_notices img, #vormgever_notices svg, #vormgever_notices script').count(), 0);
    assert.equal(await page.evaluate(hacked), null);

    await page.goto(`${url}/?gf_page=preview&id=${imported.id}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await settle(page);
    assert.equal(await page.evaluate(hacked), null, 'the Preview page ran nothing');
    await page.goto(`${url}${imported.path}`);
    await page.waitForFunction(() => window.vormgever?.controller);
    await settle(page);
    assert.equal(await page.evaluate(hacked), null, 'the front end ran nothing');
    assert.deepEqual(pageErrors(page), []);
    await page.close();
  });
});
