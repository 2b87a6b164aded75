// `npm run release -- <version>`: the one step before a maintainer's tag (docs/releasing.md).
// The version lives in package.json only (and its lock's root entry): the build writes it into the
// plugin header, VORMGEVER_VERSION, readme.txt's Stable tag and the bundle (src/version.ts). This sets
// it there and moves CHANGELOG.md's Unreleased entries under it, dated today (UTC). It refuses a dirty
// work tree, a version that is not newer than every released one (CHANGELOG.md, v* tags) or older than
// package.json's, and an empty Unreleased section. It commits nothing: it prints the commands.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { compareVersions, isVersion, parseChangelog, releaseChangelog } from '../wordpress/changelog.mjs';

const refuse = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

const version = process.argv[2]?.replace(/^v/, '');
if (!version || !isVersion(version)) refuse(`give the new version, for example \`npm run release -- 1.2.0\` (got ${process.argv[2] ?? 'nothing'})`);
const dirty = git('status', '--porcelain');
if (dirty) refuse(`the work tree has changes; commit or stash them first:\n${dirty}`);

let pkg, moved;
try {
  pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  const released = [
    ...parseChangelog(changelog).sections.map((section) => section.version).filter((name) => name !== 'Unreleased'),
    ...git('tag', '--list', 'v*').split('\n').map((tag) => tag.slice(1)).filter(isVersion),
  ];
  const newest = released.sort(compareVersions).at(-1);
  if (newest && compareVersions(version, newest) <= 0) refuse(`${version} is not newer than ${newest}, already released`);
  if (compareVersions(version, pkg.version) < 0) refuse(`${version} is older than package.json's ${pkg.version}`);
  moved = releaseChangelog(changelog, version, new Date().toISOString().slice(0, 10));
} catch (error) {
  refuse(error.message); // a broken CHANGELOG.md or package.json, said in one line
}

// Only the version lines change, the rest of each file stays as it is written.
const setVersion = (text, pattern, file) => {
  if (!pattern.test(text)) refuse(`${file}: no version to set`);
  return text.replace(pattern, (_, before) => `${before}"${version}"`);
};
writeFileSync('package.json', setVersion(readFileSync('package.json', 'utf8'), /^(  "version": )"[^"]*"/m, 'package.json'));
const lock = readFileSync('package-lock.json', 'utf8');
// The lock's own version (its third line) and its root package's (`"": { "name": ..., "version": ... }`).
writeFileSync('package-lock.json', setVersion(setVersion(lock, /^(  "version": )"[^"]*"/m, 'package-lock.json'), /^(    "": \{\n      "name": "[^"]*",\n      "version": )"[^"]*"/m, 'package-lock.json'));
writeFileSync('CHANGELOG.md', moved);

console.log(`release: ${pkg.version} -> ${version} in package.json and package-lock.json; CHANGELOG.md's Unreleased entries are under ${version}.
Check the diff and \`npm test\`, then:

  git commit -am "Release ${version}"
  git tag -a v${version} -m "Vormgever ${version}"
  git push origin HEAD v${version}

The tag's workflow (.github/workflows/release.yml) builds, tests and publishes it.`);
