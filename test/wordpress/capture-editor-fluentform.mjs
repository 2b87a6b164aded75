// Captures Fluent Forms' real editor as the project's fixtures (fixtures/editors/fluentform-<version>-*.html),
// for the unit tests of Vormgever's adapter (src/editor/fluentform/). Run by hand, not part of `npm test`:
//
//   FLUENTFORM_DIR=~/builders node test/wordpress/capture-editor-fluentform.mjs
//
// FLUENTFORM_DIR names a folder holding fluentform/ (copied into the temporary site only, never into the
// project). It starts the WordPress suite's site (site.mjs), activates Fluent Forms, makes the form of
// editor-fluentform-page.mjs through its own PHP API and opens its editor in Chromium with Vormgever's
// PHP active (its setting is placed after each Container Class, its key on the fields) but its admin
// script kept out, so that what is saved is Fluent Forms' own markup, with the empty place where the
// editor draws Vormgever's component. It saves:
// - editor-canvas: the canvas (#js-form-editor--body) as the editor drew it, and after it each canvas
//   item's field from the editor's model (a script element of JSON: `fields`, one per .js-editor-item in
//   document order, a column container's fields as paths into it), which the tests give each item as its
//   Vue component would (`__vue__.draggable`);
// - editor-settings-<field>: the sidebar (.form-editor--sidebar) with that field's settings shown, the
//   section holding its Container Class open, and its field from the model.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, recordConsole } from '../browser/harness.mjs';
import { newFormPhp, openEditor, selectField } from './editor-fluentform-page.mjs';
import { projectRoot, startSite } from './site.mjs';
import { cachedWordpress, wordpressBuilds } from './sources.mjs';
import { captureReady } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/editors');
const publicAddress = 'http://example.test';
const today = new Date().toISOString().slice(0, 10);
// The fields whose settings are captured, by the text that finds them on the canvas (a file each).
const settingsOf = { email: 'E-mail', name: 'Voornaam', consent: 'privacyverklaring' };

const source = process.env.FLUENTFORM_DIR && join(resolve(process.env.FLUENTFORM_DIR), 'fluentform');
if (!source || !existsSync(source)) {
  console.error('FLUENTFORM_DIR: a folder holding fluentform/');
  process.exit(1);
}
const stopper = captureReady();
/** What a canvas item holds of the model: for each item, its field, or the path of a field in a column. */
function canvasModel() {
  const items = [...document.querySelectorAll('#js-form-editor--body .js-editor-item')];
  const dropzone = window.fluentFormEditorApp.form.dropzone;
  const paths = items.map((item) => {
    const field = item.__vue__.draggable;
    const top = dropzone.indexOf(field);
    if (top >= 0) return [top];
    for (const [index, container] of dropzone.entries()) {
      for (const [column, { fields }] of (container.columns ?? []).entries()) if (fields.includes(field)) return [index, column, fields.indexOf(field)];
    }
    throw new Error('a canvas item whose field is not in the form');
  });
  return { dropzone: JSON.parse(JSON.stringify(dropzone)), paths };
}

const header = (lines) => `<!--\n${lines.map((line) => `  ${line.replaceAll('--', '- -')}`).join('\n')}\n-->\n`;
const json = (value) => `<script type="application/json" class="fixture-model">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>\n`;

let status = 0;
let browser;
try {
  const wordpress = await cachedWordpress({ log: (line) => console.log(`[capture] ${line}`) });
  const site = await startSite({ sources: { wordpress }, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { logIn, wp } = await import('./wp.mjs');
  cpSync(source, join(site.wp, 'wp-content/plugins/fluentform'), { recursive: true });
  const activated = wp(`$result = activate_plugin( 'fluentform/fluentform.php' ); return is_wp_error( $result ) ? $result->get_error_message() : FLUENTFORM_VERSION;`);
  if (!/^\d/.test(activated)) throw new Error(`Fluent Forms: ${activated}`);
  const about = wp(`return [ 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION ];`);
  const form = wp(newFormPhp('Editor'));
  browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.messages = recordConsole(page);
  await page.route(/vormgever-editor-fluentform\.(js|css)/, (route) => route.abort());
  await logIn(page);
  await openEditor(page, site.url, form.id, { script: false });
  const common = [
    `WordPress ${about.wordpress} (PHP ${about.php}), Chromium ${browser.version()} (headless, through playwright-core); the site's address written ${publicAddress}.`,
    "The form: test/wordpress/editor-fluentform-page.mjs's, made through Fluent Forms' PHP API. Vormgever active, its admin script kept out.",
  ];
  const address = (html) => html.replaceAll(site.url, publicAddress);
  mkdirSync(outDir, { recursive: true });

  const canvas = await page.evaluate(() => document.getElementById('js-form-editor--body').outerHTML);
  const name = `fluentform-${activated}-editor-canvas.html`;
  writeFileSync(join(outDir, name), header([`Fluent Forms ${activated}: its editor's canvas, captured ${today} by test/wordpress/capture-editor-fluentform.mjs.`, ...common, "Saved: the canvas as outerHTML, then each item's field from the editor's model."]) + address(canvas) + '\n' + json(await page.evaluate(canvasModel)));
  console.log(`[capture] ${name}`);

  for (const [slug, text] of Object.entries(settingsOf)) {
    await selectField(page, text, { script: false });
    const sidebar = await page.evaluate(() => document.querySelector('.form-editor--sidebar').outerHTML);
    const field = await page.evaluate(() => JSON.parse(JSON.stringify(document.querySelector('#js-form-editor--body .js-editor-item.selected').__vue__.draggable)));
    const file = `fluentform-${activated}-editor-settings-${slug}.html`;
    writeFileSync(join(outDir, file), header([`Fluent Forms ${activated}: its editor's sidebar showing the settings of the field "${text}", captured ${today} by test/wordpress/capture-editor-fluentform.mjs.`, ...common, "Saved: the editor's sidebar as outerHTML (the section with the field's Container Class open), then the field from the editor's model."]) + address(sidebar) + '\n' + json({ field }));
    console.log(`[capture] ${file}`);
  }
  const errors = page.messages.filter((message) => message.startsWith('pageerror:'));
  if (errors.length) console.warn(`[capture] page errors: ${errors.join(' | ')}`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser?.close();
  await stopper.stop?.();
}
process.exit(status);
