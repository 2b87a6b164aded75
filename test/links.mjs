// Checks every link and anchor in README.md, bench/README.md and docs/*.md (`npm run test:links`, part of `npm test`):
// a relative link names a file or folder of the project, an anchor names a heading (GitHub's ids) or
// an explicit id in its file, and each of those pages can be reached from README.md by links. Links
// into the web are not fetched (CI is offline). Code blocks are skipped. It also keeps the README's site-owner part (from the top to "## For developers") within
// its budget: the `<!-- part: name -->` lines are sections still to come, counted at their reserve.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const budget = 15_000; // bytes of the site owner's path
const reserve = { editor: 2500, icons: 1500, consent: 1500, accessibility: 1500, firsttap: 1000 };

/** The text without fenced code blocks (their lines kept empty, so line numbers stay true). */
function prose(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) return (fenced = !fenced), '';
      return fenced ? '' : line;
    })
    .join('\n');
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, … */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    // Link text stays, HTML tags go (but not `<head>` in a code span: its letters stay).
    const text = heading
      .replace(/`([^`]*)`/g, (span, code) => code.replace(/[<>]/g, ''))
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '');
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Every link target with its line: inline links and images, reference definitions, HTML href/src. */
export function linksOf(markdown) {
  const links = [];
  prose(markdown)
    .split('\n')
    .forEach((line, index) => {
      const text = line.replace(/`[^`]*`/g, ''); // inline code is not a link
      for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push([target, index + 1]);
      for (const [, target] of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)) links.push([target, index + 1]);
      for (const [, target] of text.matchAll(/\s(?:href|src)="([^"]*)"/g)) links.push([target, index + 1]);
    });
  return links;
}

const files = ['README.md', 'bench/README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const problems = [];
const anchorCache = new Map();
const anchorsIn = (file) => anchorCache.get(file) ?? anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8'))).get(file);

for (const file of files) {
  const markdown = readFileSync(join(root, file), 'utf8');
  for (const [target, line] of linksOf(markdown)) {
    const where = `${file}:${line}`;
    if (!target) problems.push(`${where}: an empty link`);
    else if (/^(https?:|mailto:)/.test(target)) continue;
    else if (/^[a-z][a-z0-9+.-]*:/i.test(target)) problems.push(`${where}: ${target}: not a web or project link`);
    else {
      const [path, anchor] = target.split('#');
      const full = path ? join(dirname(join(root, file)), decodeURIComponent(path)) : join(root, file);
      if (!full.startsWith(root) || !existsSync(full)) problems.push(`${where}: ${target}: no such file in the project`);
      else if (anchor !== undefined) {
        if (!full.endsWith('.md') || statSync(full).isDirectory()) problems.push(`${where}: ${target}: an anchor into a file that is not Markdown`);
        else if (!anchorsIn(full).has(decodeURIComponent(anchor))) problems.push(`${where}: ${target}: no heading or id "${anchor}" in ${relative(root, full)}`);
      }
    }
  }
}

// Every page is reachable from the README by links (a page nothing links to is a page nobody finds).
const linked = new Set(['README.md']);
for (const queue = ['README.md']; queue.length; ) {
  const file = queue.shift();
  for (const [target] of linksOf(readFileSync(join(root, file), 'utf8'))) {
    const path = target.split('#')[0];
    if (!path.endsWith('.md') || /^[a-z][a-z0-9+.-]*:/i.test(path)) continue;
    const name = relative(root, join(dirname(join(root, file)), decodeURIComponent(path)));
    if (files.includes(name) && !linked.has(name)) linked.add(name), queue.push(name);
  }
}
for (const file of files) if (!linked.has(file)) problems.push(`${file}: no link leads to it from README.md`);

// The site owner's path.
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const developers = readme.indexOf('\n## For developers');
if (developers < 0) problems.push('README.md: no "## For developers" heading: where does the site owner\'s part end?');
else {
  const siteOwner = Buffer.byteLength(readme.slice(0, developers));
  const toCome = [...readme.slice(0, developers).matchAll(/^<!-- part: (\w+) -->$/gm)].map(([, name]) => name);
  const unknown = toCome.filter((name) => !(name in reserve));
  if (unknown.length) problems.push(`README.md: unknown part comments: ${unknown.join(', ')}`);
  const reserved = toCome.reduce((sum, name) => sum + (reserve[name] ?? 0), 0);
  console.log(`links: README.md ${Buffer.byteLength(readme)} B; the site owner's part ${siteOwner} B${toCome.length ? ` + ${reserved} B reserved for ${toCome.join(', ')}` : ''} (budget ${budget} B)`);
  if (siteOwner + reserved > budget) problems.push(`README.md: the site owner's part is over its budget: ${siteOwner + reserved} B > ${budget} B`);
}

for (const problem of problems) console.error(`links: ${problem}`);
console.log(`links: ${files.length} files checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
if (problems.length) process.exitCode = 1;
