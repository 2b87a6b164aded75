// CHANGELOG.md (Keep a Changelog) read and written: the release script moves the Unreleased entries
// under a version; the plugin's build renders readme.txt's Changelog and Upgrade Notice from it.
// A version's section: `## [1.2.3] - 2026-11-25`, an optional paragraph (its upgrade notice, at most
// 300 characters, as WordPress.org shows it), then `### Added` / `### Fixed` ... with `- ` entries.

const heading = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$/;
const semver = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

/** -1, 0 or 1 as version `a` is older than, the same as or newer than `b` (semver, pre-releases included). */
export function compareVersions(a, b) {
  const [x, y] = [semver.exec(a), semver.exec(b)];
  if (!x || !y) throw new Error(`not a version: ${x ? b : a}`);
  for (let i = 1; i <= 3; i++) if (Number(x[i]) !== Number(y[i])) return Number(x[i]) < Number(y[i]) ? -1 : 1;
  if (x[4] === y[4]) return 0;
  if (!x[4] || !y[4]) return x[4] ? -1 : 1; // 1.0.0-rc.1 comes before 1.0.0
  const [p, q] = [x[4].split('.'), y[4].split('.')];
  for (let i = 0; i < Math.max(p.length, q.length); i++) {
    if (p[i] === undefined || q[i] === undefined) return p[i] === undefined ? -1 : 1;
    if (p[i] === q[i]) continue;
    const [m, n] = [/^\d+$/.test(p[i]) ? Number(p[i]) : p[i], /^\d+$/.test(q[i]) ? Number(q[i]) : q[i]];
    if (typeof m !== typeof n) return typeof m === 'number' ? -1 : 1;
    return m < n ? -1 : 1;
  }
  return 0;
}

export const isVersion = (text) => semver.test(text);

/**
 * The sections of a changelog, in file order.
 * @returns {{ lines: string[], sections: { version: string, date?: string, start: number, end: number, notice: string, groups: { kind: string, entries: string[] }[] }[] }}
 */
export function parseChangelog(markdown) {
  const lines = markdown.split('\n');
  const sections = [];
  lines.forEach((line, index) => {
    const match = heading.exec(line);
    if (!match) return;
    if (sections.length) sections.at(-1).end = index;
    sections.push({ version: match[1], date: match[2], start: index, end: lines.length });
  });
  for (const section of sections) {
    if (section.version !== 'Unreleased' && !semver.test(section.version)) throw new Error(`CHANGELOG.md: "${section.version}" is no version`);
    if (section.version !== 'Unreleased' && !section.date) throw new Error(`CHANGELOG.md: ${section.version} has no date`);
    const body = lines.slice(section.start + 1, section.end);
    const firstGroup = body.findIndex((line) => line.startsWith('### '));
    section.notice = (firstGroup < 0 ? body : body.slice(0, firstGroup)).join(' ').replace(/\s+/g, ' ').trim();
    if (section.notice.length > 300) throw new Error(`CHANGELOG.md: the upgrade notice of ${section.version} is over 300 characters`);
    section.groups = [];
    for (const line of firstGroup < 0 ? [] : body.slice(firstGroup)) {
      if (line.startsWith('### ')) section.groups.push({ kind: line.slice(4).trim(), entries: [] });
      else if (line.startsWith('- ')) section.groups.at(-1).entries.push(line.slice(2).trim());
      else if (line.trim() && section.groups.at(-1).entries.length) section.groups.at(-1).entries.push(`${section.groups.at(-1).entries.pop()} ${line.trim()}`);
      else if (line.trim()) throw new Error(`CHANGELOG.md: under ${section.version}, "${line}" is no entry`);
    }
  }
  if (sections[0]?.version !== 'Unreleased') throw new Error('CHANGELOG.md: the first section must be ## [Unreleased]');
  return { lines, sections };
}

/** CHANGELOG.md with the Unreleased entries (and notice) moved under `version`, dated `date`. */
export function releaseChangelog(markdown, version, date) {
  const { lines, sections } = parseChangelog(markdown);
  const [unreleased] = sections;
  if (!unreleased.groups.some((group) => group.entries.length)) throw new Error('CHANGELOG.md: nothing under Unreleased to release');
  const body = lines.slice(unreleased.start + 1, unreleased.end);
  return [...lines.slice(0, unreleased.start + 1), '', `## [${version}] - ${date}`, ...body, ...lines.slice(unreleased.end)].join('\n');
}

/**
 * readme.txt's `== Changelog ==` and `== Upgrade Notice ==` bodies. Unreleased entries are shown under
 * `current` (the version being built) marked as unreleased; versions without a notice have none.
 */
export function readmeSections(markdown, current) {
  const { sections } = parseChangelog(markdown);
  const shown = sections.filter((section) => section.version !== 'Unreleased' || section.groups.some((group) => group.entries.length));
  const title = (section) => (section.version === 'Unreleased' ? `${current} (unreleased)` : section.version);
  const changelog = shown
    .map((section) => [`= ${title(section)} =`, ...section.groups.flatMap((group) => group.entries.map((entry) => `* ${group.kind}: ${entry}`))].join('\n'))
    .join('\n\n');
  const notices = shown.filter((section) => section.notice).map((section) => `= ${title(section)} =\n${section.notice}`).join('\n\n');
  return { changelog, upgradeNotice: notices };
}

/** The markdown under `## [version]` (its notice and entries), for the release's notes. */
export function releaseNotes(markdown, version) {
  const { lines, sections } = parseChangelog(markdown);
  const section = sections.find((item) => item.version === version);
  if (!section) throw new Error(`CHANGELOG.md has no ${version}`);
  return lines.slice(section.start + 1, section.end).join('\n').trim();
}
