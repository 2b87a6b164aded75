// The real Gravity Forms editor for the editor*.test.mjs files: forms made with its API, the editor
// opened, a field selected as a site owner does it, saving, axe, the README's screenshots, and what
// Vormgever did to a form on a page.
import assert from 'node:assert/strict';
import { projectRoot } from '../browser/harness.mjs';
import { enhancement, reach, settle } from './form-page.mjs';
import { url, wp } from './wp.mjs';

export const axeScript = `${projectRoot}/node_modules/axe-core/axe.min.js`;

/** A new form made with the API, as a site owner starts: no Vormgever marker but two typed ones. */
export function newForm(title, fields, cssClass = '') {
  return wp(`
    $form = array( 'title' => ${JSON.stringify(title)}, 'cssClass' => ${JSON.stringify(cssClass)}, 'fields' => json_decode( ${JSON.stringify(JSON.stringify(fields))}, true ),
      'button' => array( 'type' => 'text', 'text' => 'Verzenden' ), 'labelPlacement' => 'top_label' );
    $id = GFAPI::add_form( $form );
    if ( is_wp_error( $id ) ) return $id->get_error_message();
    $page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => '[gravityform id="' . $id . '" title="false" ajax="true"]' ) );
    return array( 'id' => $id, 'path' => wp_make_link_relative( get_permalink( $page ) ) );
  `);
}

export const fieldsOf = (id) => wp(`return array_map( function ( $f ) { return array( 'id' => $f->id, 'cssClass' => (string) $f->cssClass ); }, GFAPI::get_form( ${id} )['fields'] );`);
export const formClass = (id) => wp(`return (string) GFAPI::get_form( ${id} )['cssClass'];`);

export async function openEditor(page, id) {
  await page.goto(`${url}/wp-admin/admin.php?page=gf_edit_forms&id=${id}`);
  await page.waitForSelector('#gform_fields .gfield');
  await page.waitForFunction(() => window.vormgeverEditor);
}

/** Selects a field on the canvas by clicking it, and opens its Appearance tab. */
export async function selectField(page, fieldId) {
  // Its top right corner: the selected field's toolbar can cover the next field's top left.
  const box = await page.locator(`#field_${fieldId}`).boundingBox();
  await page.click(`#field_${fieldId}`, { position: { x: box.width - 6, y: 6 } });
  await page.waitForFunction((id) => window.GetSelectedField?.()?.id == id, fieldId);
  if ((await page.getAttribute('#appearance_tab_toggle', 'aria-expanded')) !== 'true') await page.click('#appearance_tab_toggle');
  await page.waitForSelector('#field_css_class', { state: 'visible' });
}

export async function axeViolations(page, selector) {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (target) => {
    const result = await window.axe.run(target, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

/** A PNG for the README draft: the part of the sidebar these settings are in, with some room around (also returned). */
export async function shoot(page, selectors, name) {
  // The last part's bottom in the window too: a clip past the window is cut off (the picker's options
  // were, once they had pictures), and the sidebar reaches below the window, so scroll what scrolls.
  await page.locator(selectors[0]).scrollIntoViewIfNeeded();
  await page.locator(selectors.at(-1)).evaluate((element) => {
    const over = element.getBoundingClientRect().bottom + 16 - window.innerHeight;
    let box = element.parentElement;
    while (over > 0 && box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    if (over > 0) (box ?? document.scrollingElement).scrollBy(0, over);
  });
  const boxes = await Promise.all(selectors.map((selector) => page.locator(selector).boundingBox()));
  const top = Math.min(...boxes.map((box) => box.y)) - 8;
  const bottom = Math.max(...boxes.map((box) => box.y + box.height)) + 8;
  assert.ok(top >= 0 && bottom <= page.viewportSize().height, `${name}: the whole of ${selectors.join(', ')} in the window (${top}-${bottom})`);
  const left = Math.min(...boxes.map((box) => box.x)) - 8;
  const right = Math.max(...boxes.map((box) => box.x + box.width)) + 8;
  return page.screenshot({ path: `${projectRoot}/docs/${name}`, clip: { x: left, y: top, width: right - left, height: bottom - top } });
}

/** Saves in the editor (by AJAX) and waits until the stored form says `expected`. */
export async function saveEditor(page, id, expected) {
  await page.click('#ajax-save-form-menu-bar');
  for (let tries = 0; ; tries++) {
    const stored = Object.fromEntries(fieldsOf(id).map((field) => [field.id, field.cssClass]));
    if (JSON.stringify(stored) === JSON.stringify(expected) || tries > 50) return assert.deepEqual(stored, expected);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** What Vormgever did to form `id` on a page: switches, icons, placeholders, the form's classes. */
export async function enhanced(page, id) {
  await page.waitForFunction(() => window.vormgever?.controller);
  await settle(page);
  await reach(page, `gform_wrapper_${id}`);
  const seen = await enhancement(page, `gform_wrapper_${id}`);
  return {
    icons: await page.locator(`#field_${id}_1 i.vg-icon`).evaluateAll((icons) => icons.map((icon) => icon.className)),
    switches: seen.switches.map((item) => item.role),
    email: seen.placeholders[`input_${id}_1`],
    form: await page.locator(`#gform_${id}`).evaluate((form) => ['placeholder', 'float-labels'].filter((name) => form.classList.contains(name))),
  };
}
