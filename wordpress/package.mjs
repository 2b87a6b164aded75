// Writes dist/vormgever-wordpress.zip: one top folder `vormgever/` with the plugin's PHP, readme.txt,
// languages (the .po and the .mo compiled from it, the .pot made from the PHP), the built scripts
// (vormgever.js, vormgever-builders.js and builders/), chunks, stylesheets and icons, and
// the admin script and stylesheet of the form editor (editor/).
// Called by build.mjs after dist/ is built; needs neither PHP nor gettext.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readmeSections } from './changelog.mjs';
import { compileMo } from './mo.mjs';
import { extractStrings, potText } from './pot.mjs';
import { zip } from './zip.mjs';

const pluginDir = new URL('.', import.meta.url).pathname;

/** Files below `dir` (relative, `/`-separated), sorted, without the build helpers (*.mjs) and the listing's picture. */
function filesBelow(dir, base = dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesBelow(path, base) : [relative(base, path)];
    })
    .filter((path) => !path.endsWith('.mjs') && path !== 'listing.svg');
}

/**
 * @param {{ version: string, dist?: string, out?: string }} options
 * @returns {{ file: string, bytes: number, entries: string[] }}
 */
export function buildPluginZip({ version, dist = 'dist', out = join(dist, 'vormgever-wordpress.zip') }) {
  const files = new Map();
  for (const path of filesBelow(pluginDir)) {
    let data = readFileSync(join(pluginDir, path));
    if (/\.(php|txt)$/.test(path)) {
      const text = data.toString('utf8');
      if (path === 'vormgever.php' && !text.includes('{{version}}')) throw new Error('wordpress/vormgever.php: no {{version}} to fill in');
      let filled = text.replaceAll('{{version}}', version);
      // readme.txt's Changelog and Upgrade Notice, from CHANGELOG.md (changelog.mjs).
      if (path === 'readme.txt') {
        const { changelog, upgradeNotice } = readmeSections(readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'), version);
        if (!filled.includes('{{changelog}}') || !filled.includes('{{upgrade_notice}}')) throw new Error('wordpress/readme.txt: no {{changelog}} or {{upgrade_notice}} to fill in');
        filled = filled.replace('{{changelog}}', () => changelog).replace('{{upgrade_notice}}', () => upgradeNotice);
      }
      data = Buffer.from(filled);
    }
    files.set(path, data);
    if (path.endsWith('.po')) files.set(path.replace(/\.po$/, '.mo'), compileMo(data.toString('utf8')));
  }
  // The translation template, from the plugin's PHP as packed (pot.mjs): vormgever.php first.
  const php = [...files].filter(([path]) => path.endsWith('.php')).sort(([a], [b]) => (a === 'vormgever.php' ? -1 : b === 'vormgever.php' ? 1 : a < b ? -1 : 1));
  files.set('languages/vormgever.pot', Buffer.from(potText(extractStrings(php.map(([path, data]) => ({ path, code: data.toString('utf8') }))), { version })));
  files.set('vormgever.js', readFileSync(join(dist, 'vormgever.js')));
  files.set('vormgever-builders.js', readFileSync(join(dist, 'vormgever-builders.js')));
  files.set('vormgever.css', readFileSync(join(dist, 'vormgever.css')));
  // Each other form builder's module (its words, put on the page before vormgever-builders.js) and its stylesheet.
  for (const name of readdirSync(join(dist, 'builders')).sort()) if (/\.(js|css)$/.test(name)) files.set(`builders/${name}`, readFileSync(join(dist, 'builders', name)));
  for (const name of readdirSync(join(dist, 'chunks')).sort()) files.set(`chunks/${name}`, readFileSync(join(dist, 'chunks', name)));
  // The admin script and stylesheet of Gravity Forms' editor screens, and the page builders' script (src/editor/).
  for (const name of ['vormgever-editor.js', 'vormgever-editor-style.css', 'vormgever-page-builders.js', 'vormgever-editor-elementorform.js', 'vormgever-editor-elementorform.css']) files.set(`editor/${name}`, readFileSync(join(dist, 'editor', name)));
  // The plugin's own icons beside vormgever.js, where the script looks for them (and the set's LICENSE).
  for (const name of readdirSync(join(dist, 'icons')).sort()) files.set(`icons/${name}`, readFileSync(join(dist, 'icons', name)));

  const folders = new Set(['vormgever/']);
  for (const path of files.keys()) {
    const parts = path.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(`vormgever/${parts.slice(0, index + 1).join('/')}/`));
  }
  const entries = [
    ...[...folders].sort().map((name) => ({ name })),
    ...[...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, data]) => ({ name: `vormgever/${path}`, data })),
  ];
  const bytes = zip(entries);
  writeFileSync(out, bytes);
  return { file: out, bytes: bytes.length, entries: entries.map(({ name }) => name) };
}
