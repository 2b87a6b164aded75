// Runs the real-WordPress suite: sets up the site (site.mjs) from its sources (sources.mjs), runs the
// *.test.mjs files against it with node's test runner, and tears everything down, also when something
// fails. Without Debian's packages it skips loudly, except in CI, where that is a failure. What a run
// without GRAVITYFORMS_DIR, WORDPRESS_DIR, PLUGIN_CHECK_DIR, WP_CONSENT_API_DIR, COMPLIANZ_DIR, ELEMENTOR_DIR,
// WPFORMS_DIR, FLUENTFORM_DIR, FORMIDABLE_DIR, NINJAFORMS_DIR or CONTACTFORM7_DIR
// leaves uncovered, it says at the start and at the end.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from '../browser/harness.mjs';
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
  !sources.wordpressDir && `any WordPress but ${wordpressBuilds.wordpress}. Set WORDPRESS_DIR to a WordPress tree (e.g. the newest release).`,
  !sources.pluginCheck && 'Plugin Check: not run. Set PLUGIN_CHECK_DIR to a folder holding plugin-check/ (with its vendor/).',
  !sources.consentApi &&
    "WordPress's real Consent API: the consent bridge followed only a stand-in of its script (demo/public/fake-consent-api.js). Set WP_CONSENT_API_DIR to a folder holding wp-consent-api/.",
  !sources.complianz &&
    "the real Complianz: whether its consent-mode option keeps the bridge out was asked of a stand-in cmplz_consent_mode(). Set COMPLIANZ_DIR to a folder holding complianz-gdpr/.",
  !sources.ninjaforms &&
    "NINJA FORMS' BUILDER (editor-ninjaforms.test.mjs): Vormgever's settings in its drawer, the canvas, publishing, the Preview, export/import/duplicate and a hostile class in the real builder were not tested (its adapter's unit tests ran on captured markup). Set NINJAFORMS_DIR.",
  !sources.elementor && "Elementor's editor (page-builders.test.mjs): the form in its preview was not tested. Set ELEMENTOR_DIR to a folder holding elementor/ (with WORDPRESS_DIR: it needs WordPress 6.8+).",
  ...Object.entries(otherBuilders).map(
    ([name, { label, variable, folder, needs }]) =>
      !sources[name] && `the real ${label} (builders.test.mjs): its form ran on the stand-in (the project's fixture); its own scripts, its API's form and a failed submit's re-render were not tested. Set ${variable} to a folder holding ${folder}/${needs ? ` (${needs})` : ''}.`,
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
let status = 1;
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
// A file that tests only what this run was not given is not started (the banner says so).
const needs = { 'forms.test.mjs': sources.gravityForms, 'plugin-check.test.mjs': sources.pluginCheck };
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.mjs') && needs[name] !== null)
  .sort((a, b) => last.indexOf(a) - last.indexOf(b) || a.localeCompare(b))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)));

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
  status = 0;
  for (const file of files) {
    const code = await phase(`tests: ${file}`, () =>
      new Promise((done) => {
        const child = spawn(process.execPath, ['--test', '--test-reporter=spec', dir + file], { stdio: 'inherit', env });
        child.on('exit', (exitCode) => done(exitCode ?? 1));
      }),
    );
    if (code !== 0) status = code;
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await teardown();
  console.log(`[wordpress] total: ${seconds(Date.now() - started)}`);
  sayNotCovered();
}
process.exit(status);
