// Captures the real form editors' markup as the project's fixtures (fixtures/editors/), for the unit
// tests of the editor room's adapters (src/editor/<builder>/). Run by hand, not part of `npm test`:
//
//   WPFORMS_DIR=~/builders [WORDPRESS_DIR=~/wordpress-7.1] node test/wordpress/capture-editor-wpforms.mjs
//
// The variable names a folder holding the plugin's own folder (wpforms-lite/). Like the suite's other
// third-party code, the plugin is copied into the temporary site only, never into the project.
//
// It starts the WordPress suite's site (site.mjs), deactivates Vormgever there (none of its markup may
// reach a capture), activates the builder, makes the editor tests' form through the builder's own API
// (php/editors/<builder>-form.php), opens the builder as a site owner does and, in each state, keeps of
// the builder's page only the parts the adapter reads (with every element above them, so that its
// selectors find them as on the page; scripts left out). One file per state, named with the builder's
// version; the site's address is written http://example.test.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { cachedWordpress, sources as chosenSources } from './sources.mjs';
import { captureReady } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/editors');
const publicAddress = 'http://example.test';

/** The builders' editors: what to capture, in which states. */
const editors = [
  {
    id: 'wpforms',
    title: 'WPForms Lite',
    source: 'wpforms',
    folder: 'wpforms-lite',
    plugin: 'wpforms-lite/wpforms.php',
    form: 'editors/wpforms-form.php',
    url: (form) => `/wp-admin/admin.php?page=wpforms-builder&view=fields&form_id=${form.id}`,
    ready: async (page) => {
      await page.waitForSelector('#wpforms-builder .wpforms-field-wrap .wpforms-field');
      // Its loading overlay goes once wpformsBuilderReady has run.
      await page.waitForFunction(() => !document.querySelector('#wpforms-builder-overlay') || getComputedStyle(document.querySelector('#wpforms-builder-overlay')).display === 'none');
    },
    root: '#wpforms-builder',
    // The fields' options panels, the fields' preview (the canvas), Settings → General (Form CSS Class);
    // a state may keep less (what it changed).
    parts: ['.wpforms-field-options', '.wpforms-preview-wrap', '.wpforms-panel-content-section-general'],
    states: [
      {
        name: 'field-shown',
        says: "the E-mail field clicked on the canvas (its options shown, the field `active`), then its options' Advanced tab",
        act: async (page) => {
          await page.click('#wpforms-field-2', { position: { x: 20, y: 10 } });
          await page.click('#wpforms-field-option-2 .wpforms-field-option-group-advanced .wpforms-field-option-group-toggle');
        },
      },
      {
        name: 'choice-added',
        says: 'the Interesses checkbox field clicked, then "+" after its last choice (the builder rebuilt the preview\'s list), the new choice named "Evenementen"',
        parts: ['#wpforms-field-6'],
        act: async (page) => {
          await page.click('#wpforms-field-6', { position: { x: 20, y: 10 } });
          await page.click('#wpforms-field-option-row-6-choices li:last-child .add');
          await page.fill('#wpforms-field-option-row-6-choices li:last-child input.label', 'Evenementen');
        },
      },
      {
        name: 'duplicated',
        says: 'the Interesses checkbox field clicked, its Advanced tab opened, then its Duplicate button, confirmed: the copy is field 9, shown',
        parts: ['#wpforms-field-9', '#wpforms-field-option-9'],
        act: async (page) => {
          await page.click('#wpforms-field-6', { position: { x: 20, y: 10 } });
          await page.click('#wpforms-field-option-6 .wpforms-field-option-group-advanced .wpforms-field-option-group-toggle');
          await page.click('#wpforms-field-6 .wpforms-field-duplicate');
          await page.click('.jconfirm .btn-confirm');
          await page.waitForSelector('#wpforms-field-9');
        },
      },
    ],
  },
];

/** The builder's page kept to `parts` and every element above them up to `root`, without scripts. */
function keptMarkup({ root, parts }) {
  const top = document.querySelector(root);
  const copy = top.cloneNode(true);
  const path = (element) => {
    const steps = [];
    for (let node = element; node !== top; node = node.parentElement) steps.unshift([...node.parentElement.children].indexOf(node));
    return steps;
  };
  const at = (steps) => steps.reduce((node, index) => node.children[index], copy);
  const kept = parts.flatMap((selector) => [...top.querySelectorAll(selector)]).map((element) => at(path(element)));
  const keep = new Set();
  for (const element of kept) for (let node = element; node; node = node.parentElement) keep.add(node);
  const prune = (node) => {
    for (const child of [...node.children]) {
      if (kept.includes(child)) continue;
      if (keep.has(child)) prune(child);
      else child.remove();
    }
  };
  prune(copy);
  for (const element of copy.querySelectorAll('script, noscript')) element.remove();
  return copy.outerHTML;
}

const sources = chosenSources();
const chosen = editors.filter((editor) => sources[editor.source]);
if (!chosen.length) {
  console.error('name a builder: WPFORMS_DIR (a folder holding wpforms-lite/)');
  process.exit(1);
}
const stopper = captureReady();
let browser;
try {
  sources.wordpress = sources.wordpressDir ?? (await cachedWordpress({ log: (line) => console.log(`[capture] ${line}`) }));
  const site = await startSite({ sources, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { logIn, newPage, wp } = await import('./wp.mjs');
  const about = wp(`deactivate_plugins( '${site.setup.plugin}' ); return [ 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION ];`);
  browser = await launchBrowser();
  mkdirSync(outDir, { recursive: true });
  for (const editor of chosen) {
    const activated = wp(`$result = activate_plugin( '${editor.plugin}' ); return is_wp_error( $result ) ? $result->get_error_message() : 'active';`);
    if (activated !== 'active') throw new Error(`${editor.title}: ${activated}`);
    const form = JSON.parse(wp(`ob_start(); require ${JSON.stringify(new URL(`./php/${editor.form}`, import.meta.url).pathname)}; return ob_get_clean();`));
    for (const state of editor.states) {
      const page = await newPage(browser);
      await page.setViewportSize({ width: 1400, height: 1000 });
      await logIn(page);
      await page.goto(`${site.url}${editor.url(form)}`);
      await editor.ready(page);
      await state.act(page);
      await page.waitForTimeout(500); // the builder's own animations and debounced work
      const parts = state.parts ?? editor.parts;
      const html = (await page.evaluate(keptMarkup, { root: editor.root, parts })).replaceAll(site.url, publicAddress).replaceAll(site.url.replace(/\//g, '\\/'), publicAddress.replace(/\//g, '\\/'));
      const errors = page.messages.filter((message) => message.startsWith('pageerror:'));
      const name = `${editor.id}-${form.version}-${state.name}.html`;
      const header = `<!--
  ${editor.title} ${form.version}, its form builder: a real page, captured ${new Date().toISOString().slice(0, 10)} by test/wordpress/capture-editor-wpforms.mjs.
  WordPress ${about.wordpress} (PHP ${about.php}), Chromium ${browser.version()} (headless, through playwright-core), Vormgever deactivated.
  The form: test/wordpress/php/${editor.form}. Kept: ${parts.join(', ')} and every element above them up to ${editor.root}; no scripts.
  State ${state.name}: ${state.says}.${errors.length ? `\n  Page errors: ${errors.join(' | ')}` : ''}
-->
`;
      writeFileSync(join(outDir, name), `${header}${html}\n`);
      console.log(`[capture] ${name} (${(html.length / 1024).toFixed(1)} kB)`);
      await page.close();
    }
    wp(`deactivate_plugins( '${editor.plugin}' ); return true;`);
  }
} finally {
  await browser?.close();
  await stopper.stop?.();
}
