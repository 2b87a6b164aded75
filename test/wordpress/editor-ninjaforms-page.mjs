// Ninja Forms' real form builder as a site owner uses it, for editor-ninjaforms.test.mjs and
// capture-editor-ninjaforms.mjs: opening it, clicking a field on the canvas (its settings drawer), its
// Display group, Advanced → Display Settings, the drawer's Done, Publish. Clicks only; what the builder
// holds is read from its models through Backbone.Radio (the same object as its own `nfRadio`).

/**
 * A new page for the builder, logged in, in a window wide enough for its desktop layout (at 1,280 px
 * its header's mobile menu button sits under the drawer's Done).
 */
export async function builderPage(browser, newPage, logIn) {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await logIn(page);
  return page;
}

/** Opens the builder on form `id` and waits until it has started (and Vormgever's script, unless `script` is false). */
export async function openBuilder(page, id, { script = true } = {}) {
  await page.goto(`${process.env.VG_WP_URL}/wp-admin/admin.php?page=ninja-forms&form_id=${id}`);
  await page.waitForSelector('#nf-main .nf-field-wrap');
  if (script) await page.waitForFunction(() => window.vormgeverEditor);
}

/** Unfolds the drawer's settings group `name` (Display, Advanced) unless it is open. */
async function unfold(page, name) {
  const group = page.locator('#nf-drawer h3.toggle', { hasText: name });
  if ((await group.locator('.dashicons-arrow-right').count()) > 0) await group.click();
  await page.waitForSelector(`#nf-drawer h3.toggle:has-text("${name}") .dashicons-arrow-down`);
}

/** Clicks field `id` on the canvas (its top, beside the label) and unfolds its Display group. */
export async function openField(page, id) {
  await page.click(`#field-${id}`, { position: { x: 300, y: 8 } });
  // The drawer shows this field once its Label setting holds the field's label.
  await page.waitForFunction(
    (id) => document.querySelector(`#field-${id}.active`) && document.querySelector('#nf-drawer input#label')?.value === window.Backbone.Radio.channel('fields').request('get:collection').get(String(id))?.get('label'),
    id,
  );
  await drawerAtRest(page);
  await unfold(page, 'Display');
}

/**
 * Waits until the drawer has slid in. A click on it before that scrolls the element into view: the
 * whole builder sideways (it is wider than the window), its mobile menu over the drawer's Done.
 */
const drawerAtRest = (page) => page.waitForFunction(() => getComputedStyle(document.getElementById('nf-drawer')).right === '0px');

/**
 * Closes the settings drawer with its Done button (the round tick), clicked at its centre where it is
 * seen: half of the tick is outside its header, and a click that scrolls it into view scrolls the
 * builder sideways, where its mobile menu is (measured: #nf-builder is 1,650 px wide in a 1,400 px
 * window). Its centre stays put while it turns on hover.
 */
export async function closeDrawer(page) {
  // Playwright reaches an element below the drawer's fold by scrolling it into view, which now and then
  // scrolls the whole builder sideways too (seen after a check() in Display Settings, 1 run in 3):
  // a person's wheel scrolls the drawer only. Back where a person would have it.
  await page.evaluate(() => (document.getElementById('nf-builder').scrollLeft = 0));
  // Where it has come to rest: the drawer slides in.
  const done = page.locator('#nf-drawer .nf-close-drawer');
  let tick = await done.boundingBox();
  for (let seen = null; JSON.stringify(seen) !== JSON.stringify(tick); ) {
    seen = tick;
    await page.waitForTimeout(150);
    tick = await done.boundingBox();
  }
  const at = [tick.x + tick.width / 2, tick.y + tick.height / 2];
  await page.mouse.click(...at);
  await page.waitForFunction(() => document.getElementById('nf-builder').classList.contains('nf-drawer-closed'), null, { timeout: 10000 }).catch(async (error) => {
    const state = await page.evaluate(([x, y]) => ({ under: document.elementFromPoint(x, y)?.outerHTML.slice(0, 120), kept: window.Backbone.Radio.channel('drawer').request('get:preventClose'), drawer: window.Backbone.Radio.channel('app').request('get:currentDrawer')?.get('id') }), at);
    throw new Error(`the drawer stayed open: ${JSON.stringify(state)}`, { cause: error });
  });
}

/** Advanced (the builder's menu), then Display Settings, its Advanced group unfolded. */
export async function openFormSettings(page) {
  await page.locator('#nf-builder .nf-app-menu a', { hasText: 'Advanced' }).click();
  await page.click('#nf-main .nf-setting-wrap.display');
  await page.waitForSelector('#nf-drawer input#title');
  await drawerAtRest(page);
  await unfold(page, 'Advanced');
}

/** Back to the canvas: Form Fields in the builder's menu. */
export async function showFields(page) {
  await page.locator('#nf-builder .nf-app-menu a', { hasText: 'Form Fields' }).click();
  await page.waitForSelector('#nf-main .nf-field-wrap');
}

/** Whether the builder has unsaved changes: its Publish button enabled. */
export const unsaved = (page) => page.locator('#nf-builder a.publish').evaluate((button) => !button.classList.contains('disabled'));

/** Publishes (the header's Publish) and waits until the builder is clean again. */
export async function publish(page) {
  await page.click('#nf-builder a.publish');
  await page.waitForFunction(() => document.querySelector('#nf-builder a.publish')?.classList.contains('disabled'), null, { timeout: 30000 });
}

/** A field's class string (its Container) as the builder's model holds it now. */
export const containerOf = (page, id) => page.evaluate((id) => window.Backbone.Radio.channel('fields').request('get:collection').get(String(id))?.get('container_class'), id);

/** The form's Wrapper class as the builder's model holds it now. */
export const wrapperOf = (page) => page.evaluate(() => window.Backbone.Radio.channel('settings').request('get:settings').get('wrapper_class'));

/**
 * Clicks one of a canvas field's hover controls (`.nf-item-duplicate`, `.nf-item-delete`) as a person
 * does: the pointer over the field's controls, the control slid out to where it stays (a 0.5 s
 * transition) and nothing over it, then a click there. Playwright's own click moved the pointer while the
 * control was still sliding (it is visible only while the controls are hovered) and, now and then, met
 * the drawer's leaving layer over it: the controls lost their hover and the control stayed hidden (1 run
 * in 11 of the real builder).
 */
export async function clickItemControl(page, id, control) {
  const link = `#field-${id} ${control} a`;
  for (let attempt = 1; ; attempt++) {
    await page.hover(`#field-${id}`); // its controls show only then
    await page.hover(`#field-${id} .nf-item-controls`);
    let at = null;
    for (let seen; JSON.stringify(seen) !== JSON.stringify(at); ) {
      seen = at;
      await page.waitForTimeout(150);
      at = await page.evaluate((link) => {
        const element = document.querySelector(link);
        const box = element?.getBoundingClientRect();
        if (!box || getComputedStyle(element).visibility !== 'visible' || !box.width) return null;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        return element.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
      }, link);
    }
    if (at) return page.mouse.click(...at);
    if (attempt === 5) throw new Error(`${link}: never shown free to click`);
  }
}
