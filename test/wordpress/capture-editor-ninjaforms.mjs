// Captures Ninja Forms' real form builder as the project's fixtures (fixtures/editors/ninjaforms-<version>-*.html),
// for the unit tests of its adapter (src/editor/ninjaforms/, test/unit/editor-ninjaforms.test.ts). Run
// by hand, not part of `npm test`:
//
//   npm run build && NINJAFORMS_DIR=/path/holding [WORDPRESS_DIR=…] node test/wordpress/capture-editor-ninjaforms.mjs
//
// NINJAFORMS_DIR names a folder holding ninja-forms/; like the suite's other third-party code it is
// copied into the temporary site only, never into the project. The site is the WordPress suite's
// (site.mjs) with Ninja Forms activated as on a fresh install (its Developer Mode off), the editor test's
// form (php/editors/ninjaforms-form.php) and Vormgever active but its admin script and stylesheet kept
// off the page (a must-use plugin of the temporary site): the builder renders Vormgever's settings from
// its PHP (their empty boxes), and nothing of the script is in a capture. Each state keeps #nf-builder
// (the canvas #nf-main, the drawer #nf-drawer; no scripts) and the builder's models as JSON at that
// moment (its field collection and form settings: what its Radio channels hand the adapter).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { cachedWordpress, sources as chosenSources } from './sources.mjs';
import { clickItemControl, closeDrawer, openBuilder, openField, openFormSettings } from './editor-ninjaforms-page.mjs';
import { captureReady } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/editors');
const publicAddress = 'http://example.test';

/** The states captured: what the owner did in the builder. */
const states = [
  { name: 'field-shown', says: 'the E-mailadres field clicked on the canvas, its Display group unfolded', act: (page, form) => openField(page, form.fields.email) },
  { name: 'checkbox-shown', says: 'the "Ik wil graag" checkbox list clicked, its Display group unfolded', act: (page, form) => openField(page, form.fields.interesses) },
  { name: 'form-settings', says: 'Advanced, then Display Settings, its Advanced group unfolded', act: (page) => openFormSettings(page) },
  {
    name: 'duplicated',
    says: "the E-mailadres field's Duplicate control (the cog hovered), the drawer closed first: the copy is tmp-1",
    act: async (page, form) => {
      await openField(page, form.fields.email);
      await closeDrawer(page);
      await clickItemControl(page, form.fields.email, '.nf-item-duplicate');
      await page.waitForSelector('#tmp-1');
    },
  },
];

/** #nf-builder without scripts, and the builder's models now. */
function capture() {
  const builder = document.getElementById('nf-builder').cloneNode(true);
  for (const element of builder.querySelectorAll('script, noscript')) element.remove();
  const radio = window.Backbone.Radio;
  // Attributes as JSON: a Backbone model or collection as its own JSON; what the builder keeps besides
  // (a view, a tooltip, the window) left out.
  const plain = (value, depth = 0) => {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
    if (depth > 6 || typeof value !== 'object') return undefined;
    if (typeof value.toJSON === 'function' && (value.attributes || value.models)) return plain(value.toJSON(), depth + 1);
    if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
    if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, depth + 1)]).filter(([, item]) => item !== undefined));
  };
  const data = { fields: plain(radio.channel('fields').request('get:collection')), settings: plain(radio.channel('settings').request('get:settings')) };
  return { html: builder.outerHTML, data: JSON.stringify(data, null, 1), body: document.body.className };
}

const sources = chosenSources();
if (!sources.ninjaforms) {
  console.error('give the builder: NINJAFORMS_DIR (a folder holding ninja-forms/)');
  process.exit(1);
}
const stopper = captureReady();
let browser;
try {
  sources.wordpress = sources.wordpressDir ?? (await cachedWordpress({ log: (line) => console.log(`[capture] ${line}`) }));
  const site = await startSite({ sources, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { logIn, newPage, wp } = await import('./wp.mjs');
  writeFileSync(
    join(site.wp, 'wp-content/mu-plugins/vormgever-capture.php'),
    "<?php\n// The capture's: Vormgever's settings rendered by the builder, its admin script and stylesheet off the page.\nadd_action( 'nf_admin_enqueue_scripts', function () { wp_dequeue_script( 'vormgever-editor-ninjaforms' ); wp_dequeue_style( 'vormgever-editor-ninjaforms' ); }, 20 );\n",
  );
  const about = wp(`$r = activate_plugin( 'ninja-forms/ninja-forms.php' ); return array( 'error' => is_wp_error( $r ) ? $r->get_error_message() : '', 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION, 'version' => Ninja_Forms::VERSION, 'devMode' => Ninja_Forms()->get_setting( 'builder_dev_mode' ) );`);
  if (about.error) throw new Error(`Ninja Forms: ${about.error}`);
  const form = wp(`return require ${JSON.stringify(new URL('./php/editors/ninjaforms-form.php', import.meta.url).pathname)};`);
  browser = await launchBrowser();
  mkdirSync(outDir, { recursive: true });
  for (const state of states) {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page);
    await openBuilder(page, form.id, { script: false });
    await state.act(page, form);
    await page.waitForTimeout(600); // the builder's own animations
    const seen = await page.evaluate(capture);
    const local = (text) => text.replaceAll(site.url, publicAddress).replaceAll(site.url.replace(/\//g, '\\/'), publicAddress.replace(/\//g, '\\/'));
    const errors = page.messages.filter((message) => message.startsWith('pageerror:'));
    const name = `ninjaforms-${about.version}-${state.name}.html`;
    const header = `<!--
  Ninja Forms ${about.version}, its form builder: a real page, captured ${new Date().toISOString().slice(0, 10)} by test/wordpress/capture-editor-ninjaforms.mjs.
  WordPress ${about.wordpress} (PHP ${about.php}), Chromium ${browser.version()} (headless, through playwright-core); Developer Mode ${about.devMode ? 'on' : 'off'} (a fresh install's).
  The form: test/wordpress/php/editors/ninjaforms-form.php. Vormgever active, its admin script and stylesheet kept off the page.
  Kept: #nf-builder (no scripts), the <body>'s classes, and the builder's models at that moment (#vormgever-fixture-data).
  State ${state.name}: ${state.says}.${errors.length ? `\n  Page errors: ${errors.join(' | ')}` : ''}
-->
`;
    const html = `${header}<body class="${seen.body}">\n${local(seen.html)}\n<script type="application/json" id="vormgever-fixture-data">\n${local(seen.data).replaceAll('</', '<\\/')}\n</script>\n</body>\n`;
    writeFileSync(join(outDir, name), html);
    console.log(`[capture] ${name} (${(html.length / 1024).toFixed(1)} kB)`);
    await page.close();
  }
} finally {
  await browser?.close();
  await stopper.stop?.();
}
