// Runs the real-WordPress suite: sets up the site (site.mjs) from its sources (sources.mjs), runs the
// *.test.mjs files against it with node's test runner, and tears everything down, also when something
// fails. Without Debian's packages it skips loudly, except in CI, where that is a failure. What a run
// without GRAVITYFORMS_DIR, WORDPRESS_DIR, PLUGIN_CHECK_DIR, WP_CONSENT_API_DIR, COMPLIANZ_DIR, ELEMENTOR_DIR,
// WPFORMS_DIR, FLUENTFORM_DIR, FORMIDABLE_DIR, NINJAFORMS_DIR or CONTACTFORM7_DIR
// leaves uncovered, it says at the start and at the end.
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from '../browser/harness.mjs';
import { endOfSuite, runTestFile } from '../file-runs.mjs';
import { missingPrerequisites, otherBuilders, pluginZip, startSite } from './site.mjs';
import { cachedWordpress, cacheDir, sources as chosenSources, wordpressBuilds } from './sources.mjs';

const banner = '!'.repeat(72);
const missing = missingPrerequisites();
if (!findChromium()) missing.push('chromium (or CHROME_PATH)');
if (missing.length) {
  const what = `the WordPress suite needs: ${missing.join(', ')}.\nOn Debian: apt-get install -y mariadb-server php-cli php-mysql php-gd php-mbstring php-curl php-xml gettext chromium`;
  if (process.env.CI) {
    console.error(`${banner}\nCI is set and ${what}\n${banner}`);
    process.exit(1);
  }
  console.warn(`${banner}\nSKIPPED: ${what}\n${banner}`);
  process.exit(0);
}
if (!existsSync(pluginZip)) {
  console.error(`no ${pluginZip}: run \`npm run build\` first (npm run test:wordpress does)`);
  process.exit(1);
}

let sources;
try {
  sources = chosenSources();
} catch (error) {
  console.error(`[wordpress] ${error.message}`);
  process.exit(1);
}
const notCovered = [
  !sources.gravityForms &&
    'the real Gravity Forms: the forms ran on the stand-in (the project\'s fixtures); conditional logic on switches, the plugin\'s own two-page legacy form and its theme framework were not tested. Set GRAVITYFORMS_DIR to a folder holding gravityforms/.',
  !sources.gravityForms &&
    'THE FORM EDITOR (editor*.test.mjs): Vormgever\'s field and form settings, the icon picker, the canvas preview, the notices, saving, export/import and the hostile import in Gravity Forms\' own editor were not tested (the stand-in has no editor). Set GRAVITYFORMS_DIR.',
  !sources.formidable &&
    "THE FORMIDABLE EDITOR (editor-formidable.test.mjs): Vormgever's settings in Formidable Forms' builder and form Settings page, its chips, its canvas, saving, its unsaved-changes prompt, its Preview, fields loaded later, a field's copy, export/import and hostile classes were not tested (the unit tests ran its adapter on captured markup only). Set FORMIDABLE_DIR.",
  !sources.contactform7 &&
    "CONTACT FORM 7'S EDITOR (editor-contactform7.test.mjs): the Vormgever tab, its preview, the tag generators, the unsaved-changes prompt, Save, the front end and Contact Form 7's own reading of templates against the editor's parser were not tested in the real editor (the unit tests cover its captured markup). Set CONTACTFORM7_DIR (with WORDPRESS_DIR: 6.7+).",
  !sources.wordpressDir && `any WordPress but ${wordpressBuilds.wordpress}. Set WORDPRESS_DIR to a WordPress tree (e.g. the newest release).`,
  !sources.pluginCheck && 'Plugin Check: not run. Set PLUGIN_CHECK_DIR to a folder holding plugin-check/ (with its vendor/).',
  !sources.consentApi &&
    "WordPress's real Consent API: the consent bridge followed only a stand-in of its script (demo/public/fake-consent-api.js). Set WP_CONSENT_API_DIR to a folder holding wp-consent-api/.",
  !sources.complianz &&
    "the real Complianz: whether its consent-mode option keeps the bridge out was asked of a stand-in cmplz_consent_mode(). Set COMPLIANZ_DIR to a folder holding complianz-gdpr/.",
  !sources.wpforms &&
    "WPFORMS' FORM BUILDER (editor-wpforms.test.mjs): Vormgever's settings in it, the canvas, saving, WPForms' duplicate, export/import and revisions, the hostile classes and who gets the script were not tested in the real builder (test/unit/editor-wpforms.test.ts covers its adapter on captured markup). Set WPFORMS_DIR.",
  !sources.fluentform &&
    "FLUENT FORMS' EDITOR (editor-fluentform.test.mjs): Vormgever's setting after each field's Container Class, the canvas, the form's entry on its settings screen, saving, export/import/duplicate and a hostile form in the real Fluent Forms were not tested (test/unit/fluentform-*.test.ts cover the adapter on captured markup). Set FLUENTFORM_DIR.",
  !sources.ninjaforms &&
    "NINJA FORMS' BUILDER (editor-ninjaforms.test.mjs): Vormgever's settings in its drawer, the canvas, publishing, the Preview, export/import/duplicate and a hostile class in the real builder were not tested (its adapter's unit tests ran on captured markup). Set NINJAFORMS_DIR.",
  !sources.elementor && "Elementor's editor (page-builders.test.mjs): the form in its preview was not tested. Set ELEMENTOR_DIR to a folder holding elementor/ (with WORDPRESS_DIR: it needs WordPress 6.8+).",
  ...Object.entries(otherBuilders).map(
    ([name, { label, variable, folder, needs, tests = 'builders.test.mjs' }]) =>
      !sources[name] && `the real ${label} (${tests}): its form ran on the stand-in (the project's fixture); its own scripts, its API's form and a failed submit's re-render were not tested. Set ${variable} to a folder holding ${folder}/${needs ? ` (${needs})` : ''}.`,
  ),
  !process.env.OPTIMIZERS_DIR &&
    'the real performance plugins: their exclusions were registered against stand-ins of their constants. Set OPTIMIZERS_DIR to a folder holding e.g. autoptimize/, wp-optimize/, sg-cachepress/.',
].filter(Boolean);
const sayNotCovered = () => {
  if (notCovered.length) console.warn(`${banner}\nNOT COVERED by this run:\n${notCovered.map((line) => `- ${line}`).join('\n')}\n${banner}`);
};
console.log(
  `[wordpress] WordPress: ${sources.wordpressDir ?? `${wordpressBuilds.wordpress} (${wordpressBuilds.name}@${wordpressBuilds.version}, cache ${cacheDir()})`}; ` +
    `form plugin: ${sources.gravityForms ?? 'the stand-in'}; Plugin Check: ${sources.pluginCheck ?? 'not run'}; Consent API: ${sources.consentApi ?? 'the stand-in of its script'}; Complianz: ${sources.complianz ?? 'stand-ins'}; Elementor: ${sources.elementor ?? 'not run'}; ` +
    `other form builders: ${Object.keys(otherBuilders).map((name) => `${name} ${sources[name] ?? 'stand-in'}`).join(', ')}`,
);
sayNotCovered();

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
async function phase(name, fn) {
  const start = Date.now();
  const result = await fn();
  console.log(`[wordpress] ${name}: ${seconds(Date.now() - start)}`);
  return result;
}

const stopper = {};
const results = [];
let setupError = null;
const teardown = async () => {
  if (stopper.stop) await phase('teardown', stopper.stop);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await teardown();
    process.exit(130);
  });
}

// Every *.test.mjs, one after the other, each in its own process; Plugin Check before the lifecycle
// file, which removes the plugin and reads the PHP log of the whole run, so it comes last.
const dir = new URL('.', import.meta.url).pathname;
const last = ['plugin-check.test.mjs', 'lifecycle.test.mjs'];
const only = process.argv.slice(2);
// A file that tests only what this run was not given is not started (the banner says so): started,
// it would launch nothing and pass 0 tests in 3 to 4 s (a process, its imports) under load.
const anyRealBuilder = Object.keys(otherBuilders).some((name) => sources[name]) || null;
const needs = {
  'forms.test.mjs': sources.gravityForms,
  'editor.test.mjs': sources.gravityForms,
  'editor-dutch.test.mjs': sources.gravityForms,
  'editor-hostile.test.mjs': sources.gravityForms,
  'looks.test.mjs': sources.gravityForms,
  'plugin-check.test.mjs': sources.pluginCheck,
  'consent-complianz.test.mjs': sources.complianz,
  'builder-looks.test.mjs': anyRealBuilder,
};
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.mjs') && needs[name] !== null)
  .sort((a, b) => last.indexOf(a) - last.indexOf(b) || a.localeCompare(b))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)));
const notStarted = Object.keys(needs).filter((name) => needs[name] === null && (only.length === 0 || only.some((part) => name.includes(part))));
if (notStarted.length) console.log(`[wordpress] not started, what they test was not given: ${notStarted.join(', ')}`);

try {
  sources.wordpress = sources.wordpressDir ?? (await phase(`wordpress ${wordpressBuilds.wordpress} (cache)`, () => cachedWordpress({ log: (line) => console.log(`[wordpress] ${line}`) })));
  const site = await startSite({ sources, phase, stopper });
  const env = {
    ...process.env,
    ...site.env,
    VG_WP_URL: site.url,
    VG_WP_DIR: site.wp,
    VG_WP_PASSWORD: site.password,
    VG_WP_DEBUG_LOG: site.debugLog,
    VG_WP_SERVER_LOG: site.serverLog,
    VG_WP_SETUP: JSON.stringify(site.setup),
    VG_WP_PLUGIN_CHECK: sources.pluginCheck ? '1' : '',
    VG_WP_CONSENT_API: sources.consentApi ? '1' : '',
    VG_WP_COMPLIANZ: sources.complianz ? '1' : '',
    VG_WP_ELEMENTOR: sources.elementor ? '1' : '',
    VG_WP_BUILDERS: JSON.stringify(Object.fromEntries(Object.keys(otherBuilders).filter((name) => sources[name]).map((name) => [name, true]))),
  };
  // Each file a line when it ends (a failed one's report whole), its report kept (test/file-runs.mjs).
  for (const file of files) results.push(await runTestFile('wordpress', dir + file, { env }));
} catch (error) {
  console.error(error);
  setupError = error;
} finally {
  await teardown();
  sayNotCovered();
}
// Last, what failed and why: the failed tests, or what stopped the site.
const status = endOfSuite('wordpress', 'WordPress suite', results, { ms: Date.now() - started });
if (setupError) console.error(`\n# WordPress suite FAILED before its tests ended: ${setupError.stack ?? setupError}`);
process.exit(setupError ? 1 : status);
