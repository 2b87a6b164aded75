// Where the suite's WordPress and third-party plugins come from.
// - WordPress 6.5.5 from the npm registry (@wp-playground/wordpress-builds, pinned by version and
//   integrity), packed on demand into a cache folder outside the project and unpacked there once;
//   WORDPRESS_DIR runs the suite on another WordPress tree instead.
// - The form plugin: the project's own stand-in (php/gravityforms-stand-in/), or the real one from
//   GRAVITYFORMS_DIR (a folder holding gravityforms/).
// - Plugin Check from PLUGIN_CHECK_DIR (a folder holding plugin-check/), when given.
// - WPForms Lite, Fluent Forms, Formidable Forms, Ninja Forms and Contact Form 7 from WPFORMS_DIR,
//   FLUENTFORM_DIR, FORMIDABLE_DIR, NINJAFORMS_DIR and CONTACTFORM7_DIR (folders holding wpforms-lite/,
//   fluentform/, formidable/, ninja-forms/, contact-form-7/), when given: installed, and activated by
//   builders.test.mjs for its own tests only (else it runs their stand-ins).
// - Pro Elements (Elementor Pro's GPL fork, its Form widget) from ELEMENTORPRO_DIR (a folder holding
//   pro-elements/), with Elementor from ELEMENTOR_DIR: installed, activated by elementor-form.test.mjs and
//   builder-looks.test.mjs for their own tests only (else elementor-form.test.mjs runs the widget's stand-in).
// - WordPress's Consent API from WP_CONSENT_API_DIR (a folder holding wp-consent-api/), when given:
//   installed, and activated by consent.test.mjs for its own tests only. Complianz from COMPLIANZ_DIR
//   (a folder holding complianz-gdpr/), the same way.
// Third-party code only ever comes from these folders: nothing of it is in the project.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createReadStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzip } from './unzip.mjs';

export const wordpressBuilds = {
  name: '@wp-playground/wordpress-builds',
  version: '0.9.19',
  integrity: 'sha512-dlqvh/MJDpE5W68vgPPKUjpip6zMuBh59L3D18ZX+pdwurC4q4ydrTww/3sTMV69BBcoH6kF93YtAtujNC5Mpw==',
  tarball: 'wp-playground-wordpress-builds-0.9.19.tgz',
  wordpress: '6.5.5',
  // The PHP (the zip) and the static files the zip leaves out (CSS, JS, images), merged.
  zip: 'package/src/wordpress/wp-6.5.zip',
  public: 'package/public/wp-6.5',
};

/** VG_WP_CACHE, or vormgever/ in the user's cache folder (XDG_CACHE_HOME, else ~/.cache). */
export function cacheDir() {
  return resolve(process.env.VG_WP_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'vormgever'));
}

const folderOf = (variable, child) => {
  const dir = process.env[variable];
  if (!dir) return null;
  const path = join(resolve(dir), child);
  if (!existsSync(path)) throw new Error(`${variable}=${dir}: no ${child}/ in it`);
  return path;
};

/** The run's choices, from the environment: what each source is, for the banner and the setup. */
export function sources() {
  const wordpressDir = process.env.WORDPRESS_DIR ? resolve(process.env.WORDPRESS_DIR) : null;
  if (wordpressDir && !existsSync(join(wordpressDir, 'wp-settings.php'))) throw new Error(`WORDPRESS_DIR=${wordpressDir}: no wp-settings.php in it`);
  return {
    wordpressDir, // null: 6.5.5 from the cache
    gravityForms: folderOf('GRAVITYFORMS_DIR', 'gravityforms'), // null: the stand-in
    pluginCheck: folderOf('PLUGIN_CHECK_DIR', 'plugin-check'), // null: not run
    consentApi: folderOf('WP_CONSENT_API_DIR', 'wp-consent-api'), // null: only the stand-in of its script
    complianz: folderOf('COMPLIANZ_DIR', 'complianz-gdpr'), // null: only stand-ins of its events and cmplz_consent_mode()
    elementor: folderOf('ELEMENTOR_DIR', 'elementor'), // null: Elementor's editor not tested (needs WordPress 6.8+: WORDPRESS_DIR)
    // The other form builders (null: builders.test.mjs runs their stand-ins): installed, activated by that file only.
    wpforms: folderOf('WPFORMS_DIR', 'wpforms-lite'),
    fluentform: folderOf('FLUENTFORM_DIR', 'fluentform'),
    formidable: folderOf('FORMIDABLE_DIR', 'formidable'),
    ninjaforms: folderOf('NINJAFORMS_DIR', 'ninja-forms'),
    contactform7: folderOf('CONTACTFORM7_DIR', 'contact-form-7'),
    // Elementor Pro's Form widget (Pro Elements, its GPL fork; with ELEMENTOR_DIR): activated by elementor-form.test.mjs only.
    elementorform: folderOf('ELEMENTORPRO_DIR', 'pro-elements'),
  };
}

async function sha512(file) {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return `sha512-${hash.digest('base64')}`;
}

/** The package's tarball in the cache, packed from the npm registry when it is not there yet. */
async function packedTarball(cache, log) {
  const file = join(cache, wordpressBuilds.tarball);
  if (!existsSync(file)) {
    log(`packing ${wordpressBuilds.name}@${wordpressBuilds.version} (158 MB) from the npm registry into ${cache}`);
    // npm's own cache would keep a second copy of the 158 MB: a throwaway one instead.
    const npmCache = mkdtempSync(join(cache, 'npm-cache-'));
    try {
      execFileSync('npm', ['pack', `${wordpressBuilds.name}@${wordpressBuilds.version}`, '--pack-destination', cache, '--cache', npmCache, '--silent'], {
        cwd: cache,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } finally {
      rmSync(npmCache, { recursive: true, force: true });
    }
  }
  const integrity = await sha512(file);
  if (integrity !== wordpressBuilds.integrity) {
    rmSync(file, { force: true });
    throw new Error(`${file} has integrity ${integrity}, not the pinned ${wordpressBuilds.integrity}: removed; the next run packs it again`);
  }
  return file;
}

/**
 * WordPress 6.5.5, unpacked once into the cache (wordpress-6.5.5/) and reused: the tree each run
 * copies. Unpacked into a temporary folder first and renamed at the end, so a cut-off run leaves
 * nothing half-made behind.
 */
export async function cachedWordpress({ log = console.log } = {}) {
  const cache = cacheDir();
  const tree = join(cache, `wordpress-${wordpressBuilds.wordpress}`);
  if (existsSync(join(tree, 'wp-settings.php'))) return tree;
  mkdirSync(cache, { recursive: true });
  const tarball = await packedTarball(cache, log);
  log(`unpacking WordPress ${wordpressBuilds.wordpress} into ${tree}`);
  const work = mkdtempSync(join(cache, 'unpacking-'));
  try {
    execFileSync('tar', ['xzf', tarball, '-C', work, wordpressBuilds.zip, wordpressBuilds.public]);
    const made = join(work, 'wordpress');
    unzip(join(work, wordpressBuilds.zip), made);
    cpSync(join(work, wordpressBuilds.public), made, { recursive: true });
    writeFileSync(join(made, '.vormgever-source'), `${wordpressBuilds.name}@${wordpressBuilds.version} ${wordpressBuilds.integrity}\n`);
    try {
      renameSync(made, tree);
    } catch (error) {
      if (!existsSync(join(tree, 'wp-settings.php'))) throw error; // else another run made it meanwhile
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return tree;
}

