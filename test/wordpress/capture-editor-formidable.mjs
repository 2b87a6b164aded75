// Captures Formidable Forms' form builder and form Settings page as the project's fixtures
// (fixtures/editors/formidable-<version>-*.html), for the unit tests of its editor adapter
// (src/editor/formidable/, test/unit/editor-formidable.test.ts). Run by hand, not part of `npm test`:
//
//   FORMIDABLE_DIR=~/builders [WORDPRESS_DIR=~/wordpress-7.1] node test/wordpress/capture-editor-formidable.mjs
//
// The variable names a folder holding formidable/. Like the suite's other third-party code, the plugin
// is copied into the temporary site only, never into the project.
//
// It starts the WordPress suite's site (site.mjs), deactivates Vormgever there (none of its markup may
// reach a capture), activates Formidable, makes the editor tests' form through its own API
// (php/editors/formidable-form.php: thirteen fields), opens its screens as a site owner does and, in
// each state, keeps of the page only the parts the adapter reads, with every element above them (so
// that its selectors find them as on the page) and without scripts. The site's address is written
// http://example.test.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { cachedWordpress, sources as chosenSources } from './sources.mjs';
import { captureReady } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/editors');
const publicAddress = 'http://example.test';
const builderUrl = (form) => `/wp-admin/admin.php?page=formidable&frm_action=edit&id=${form.id}`;

/** The states: what was done, and which parts of the page are kept. */
const states = [
  {
    name: 'builder',
    says: 'the builder opened, then the E-mailadres field clicked on the canvas (its settings moved into the sidebar, its CSS Layout Classes drawn as chips)',
    url: builderUrl,
    parts: ['#frm-show-fields', '#frm-options-panel'],
    act: async (page, form) => {
      await page.click(`#frm_field_id_${form.fields.email} .frm_primary_label`);
      await page.waitForSelector(`#frm-options-panel #frm-single-settings-${form.fields.email}:not(.frm_hidden)`);
    },
  },
  {
    name: 'lazy',
    says: 'the builder with its form setting "Load and save form builder page with AJAX" on: the server\'s HTML, where the fields after the tenth are placeholders (li.frm_field_loading) that its script loads by AJAX; only those are kept',
    url: builderUrl,
    parts: ['li.frm_field_loading'],
    server: true,
    before: (wp, form) => wp(`$o = FrmForm::getOne( ${form.id} )->options; $o['ajax_load'] = 1; FrmForm::update( ${form.id}, array( 'options' => $o ) ); return true;`),
    after: (wp, form) => wp(`$o = FrmForm::getOne( ${form.id} )->options; $o['ajax_load'] = 0; FrmForm::update( ${form.id}, array( 'options' => $o ) ); return true;`),
  },
  {
    name: 'settings',
    says: 'the form\'s Settings page (General tab shown; Customize HTML with Form Classes in the page too)',
    url: (form) => `/wp-admin/admin.php?page=formidable&frm_action=settings&id=${form.id}`,
    parts: ['#advanced_settings', '#html_settings .frm_field_html_box > p:first-child'],
  },
  {
    name: 'duplicated',
    says: 'the builder opened, then the Interesses field\'s "Duplicate" (its menu on the canvas): the copy, made by the server from the stored field (frm_duplicate_field), right after it',
    url: builderUrl,
    parts: ['#frm-show-fields'],
    act: async (page, form) => {
      const field = `#frm_field_id_${form.fields.interest}`;
      await page.hover(field);
      await page.click(`${field} .frm-field-action-icons .dropdown-toggle`);
      const copied = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && response.request().postData()?.includes('action=frm_duplicate_field'));
      await page.click(`${field} .frm_clone_field`);
      const response = await copied;
      await page.waitForFunction(() => document.querySelectorAll('#frm-show-fields li[data-type="checkbox"]').length === 2);
      const answer = await response.text();
      const copy = /id="frm_field_id_(\d+)"/.exec(answer)[1];
      // The builder has moved every field's settings into the sidebar by now: the two fields' are kept.
      return { response: answer, parts: [`#frm-single-settings-${form.fields.interest}`, `#frm-single-settings-${copy}`] };
    },
  },
];

/**
 * The body kept to every element `parts` match and every element above them (each a bare copy), without
 * scripts and styles: of the page, or of `html` parsed (the server's HTML, no script run). In the
 * browser (page.evaluate): one function.
 */
function keptMarkup([parts, html]) {
  const doc = html ? new DOMParser().parseFromString(html, 'text/html') : document;
  const targets = parts.flatMap((selector) => {
    const found = [...doc.querySelectorAll(selector)];
    if (!found.length) throw new Error(`no ${selector}`);
    return found;
  });
  const copyOf = (element) => {
    if (targets.includes(element)) return element.cloneNode(true);
    const clone = element.cloneNode(false);
    for (const child of element.children) if (targets.some((target) => child.contains(target))) clone.append(copyOf(child));
    return clone;
  };
  const body = copyOf(doc.body);
  for (const element of body.querySelectorAll('script, style, link, noscript')) element.remove();
  // A long list of choices (the address field's 250 countries) kept to its first five: the fixture stays small.
  for (const select of body.querySelectorAll('select')) if (select.options.length > 20) while (select.options.length > 5) select.options[5].remove();
  return body.innerHTML;
}

function publicAddresses(text, siteUrl) {
  const host = new URL(siteUrl).host;
  const out = text.replaceAll(siteUrl, publicAddress).replaceAll(siteUrl.replaceAll('/', '\\/'), publicAddress.replaceAll('/', '\\/')).replaceAll(host, 'example.test');
  if (/127\.0\.0\.1|localhost:\d/.test(out)) throw new Error("the site's address is still in a capture");
  return out;
}

const source = chosenSources().formidable;
if (!source) {
  console.error('name the plugin: FORMIDABLE_DIR (a folder holding formidable/)');
  process.exit(1);
}
const stopper = captureReady();
let status = 0;
let browser;
try {
  const sources = chosenSources();
  sources.wordpress = sources.wordpressDir ?? (await cachedWordpress({ log: (line) => console.log(`[capture] ${line}`) }));
  const site = await startSite({ sources, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { wp } = await import('./wp.mjs');
  const about = wp(`
deactivate_plugins( '${site.setup.plugin}' );
$active = activate_plugin( 'formidable/formidable.php' );
return array( 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION, 'error' => is_wp_error( $active ) ? $active->get_error_message() : '', 'active' => get_option( 'active_plugins' ) );`);
  if (about.error || about.active.join() !== 'formidable/formidable.php') throw new Error(`plugins: ${about.error} ${about.active.join(', ')}`);
  const form = wp(`$vg_title = 'Editor'; return require ${JSON.stringify(new URL('./php/editors/formidable-form.php', import.meta.url).pathname)};`);
  const version = wp('return FrmAppHelper::plugin_version();');
  browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${site.url}/wp-login.php`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', site.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit', timeout: 60000 }), page.click('#wp-submit')]);
  mkdirSync(outDir, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);

  for (const state of states) {
    state.before?.(wp, form);
    const response = await page.goto(`${site.url}${state.url(form)}`);
    const server = await response.text();
    let body;
    let extra = '';
    let parts = state.parts;
    if (state.server) body = await page.evaluate(keptMarkup, [parts, server]);
    else {
      await page.waitForLoadState('load');
      await page.waitForFunction(() => !document.querySelector('.frm_field_loading'));
      const done = await state.act?.(page, form);
      if (done?.response) extra = `\n<template id="vormgever-fixture-response">\n${done.response.trim()}\n</template>`;
      parts = [...parts, ...(done?.parts ?? [])];
      body = await page.evaluate(keptMarkup, [parts, null]);
    }
    state.after?.(wp, form);
    const header = [
      `Formidable Forms ${version} (Lite): its ${state.name === 'settings' ? 'form Settings page' : 'form builder'}, captured ${today} by test/wordpress/capture-editor-formidable.mjs.`,
      `WordPress ${about.wordpress} (PHP ${about.php}), Chromium ${browser.version()} (headless); Vormgever not active.`,
      `The form: php/editors/formidable-form.php (its fields' ids: ${JSON.stringify(form.fields)}).`,
      `State ${state.name}: ${state.says}.`,
      `Kept: ${parts.join(', ')}${state.server ? ' from the server\'s HTML' : ', with every element above them, as the page held them'}; no scripts; a list of more than 20 choices kept to its first five.${extra ? ' The template at the end holds the AJAX answer the copy was made from.' : ''} The site's address is written ${publicAddress}.`,
    ];
    const text = `<!--\n${header.map((line) => `  ${line.replaceAll('--', '- -')}`).join('\n')}\n-->\n${publicAddresses(body + extra, site.url)}\n`;
    const name = `formidable-${version}-${state.name}.html`;
    writeFileSync(join(outDir, name), text);
    console.log(`[capture] ${name} (${(text.length / 1024).toFixed(1)} kB)`);
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser?.close();
  await stopper.stop?.();
}
process.exit(status);
