// `node .ci/release-notes.mjs <version>`: CHANGELOG.md's section of that version, for the GitHub release
// (.github/workflows/release.yml). Fails when the version is not in CHANGELOG.md.
import { readFileSync } from 'node:fs';
import { releaseNotes } from '../wordpress/changelog.mjs';

console.log(releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), process.argv[2]));
