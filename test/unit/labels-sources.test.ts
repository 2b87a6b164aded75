// The visitor strings have one list of keys and three places: the script's built-in English and Dutch
// (src/settings/labels.ts), the plugin's PHP that WordPress translates (wordpress/includes/visitor-strings.php,
// English source strings in the text domain `vormgever`) and the plugin's Dutch translation
// (wordpress/languages/vormgever-nl_NL.po). A string added to the script but not made translatable, a
// source string that is not the built-in English, a Dutch one that differs, a string missing from the
// .pot the build makes, or a visitor string written straight into the lightbox's code fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { dutchLabels, englishLabels } from '../../src/settings';
// @ts-expect-error: a build helper in plain JavaScript
import { parsePo } from '../../wordpress/mo.mjs';
// @ts-expect-error: a build helper in plain JavaScript
import { extractStrings, potText } from '../../wordpress/pot.mjs';

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const php = read('wordpress/includes/visitor-strings.php');

/** The plugin's files as the build packs them: the main file first. */
function pluginPhp(): Array<{ path: string; code: string }> {
  const includes = readdirSync(resolve(root, 'wordpress/includes'), { recursive: true }).map(String).filter((name) => name.endsWith('.php'));
  const paths = ['vormgever.php', 'uninstall.php', ...includes.sort().map((name) => `includes/${name}`)];
  return paths.map((path) => ({ path, code: read(`wordpress/${path}`) }));
}

it('the plugin passes every built-in string, its English source being the built-in English', () => {
  const body = /function vormgever_visitor_strings\(\) \{([^]*?)\n\}/.exec(php)![1]!;
  const pairs = [...body.matchAll(/'(\w+)'\s*=>\s*__\( '((?:[^'\\]|\\.)*)', 'vormgever' \)/g)].map(([, key, text]) => [key, text!.replace(/\\(.)/g, '$1')]);
  expect(Object.fromEntries(pairs)).toEqual(englishLabels);
  expect(pairs.map(([key]) => key)).toEqual(Object.keys(englishLabels));
});

it("the .pot the build makes holds every visitor string, with a translators' note where one is needed", () => {
  const entries = extractStrings(pluginPhp()) as Array<{ msgid: string; comments: string[]; references: string[] }>;
  const pot = potText(entries, { version: '0.0.0' });
  for (const text of Object.values(englishLabels)) {
    const entry = entries.find((found) => found.msgid === text);
    expect(entry?.references.some((where) => where.startsWith('includes/visitor-strings.php:')), text).toBe(true);
    expect(pot).toContain(`msgid "${text}"`);
    if (text.includes('{')) expect(entry!.comments.join(' '), text).toMatch(/translators: .*\{n\}/);
  }
  // What `wp i18n make-pot` writes for the header: the plugin's name and description.
  expect(pot).toMatch(/#\. Name of the plugin\n(#.*\n)*msgid "Vormgever"/);
  expect(pot).toMatch(/#\. Description of the plugin\nmsgid "[^"]*in the site's language\."/);
});

it("the Dutch translation is the built-in Dutch, and the .po translates every string of the .pot", () => {
  const po = new Map((parsePo(read('wordpress/languages/vormgever-nl_NL.po')) as Array<{ id: string; str: string }>).map(({ id, str }) => [id, str]));
  for (const [key, text] of Object.entries(englishLabels)) expect(po.get(text), key).toBe(dutchLabels[key as keyof typeof dutchLabels]);
  const missing = (extractStrings(pluginPhp()) as Array<{ msgid: string }>).map(({ msgid }) => msgid).filter((msgid) => msgid !== 'Vormgever' && !po.has(msgid));
  expect(missing).toEqual([]);
});

it('the tap view names its dialog as both built-in sets do (islands/lightbox/tap.ts)', () => {
  expect(englishLabels.lightbox).toBe(dutchLabels.lightbox);
  expect(read('src/islands/lightbox/tap.ts')).toContain(`name || '${englishLabels.lightbox}'`);
});

it("no visitor string is written straight into the visitor's code: each comes from the labels", () => {
  const files = (dir: string): string[] =>
    readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]));
  const visitorCode = ['src/islands', 'src/rules', 'src/links', 'src/engine', 'src/consent'].flatMap(files).filter((path) => /\.tsx?$/.test(path));
  const literal = /(setAttribute\(\s*'(aria-label|title|alt|placeholder)',\s*'[^']+'|(aria-label|title|alt)="[^"{]+"|(textContent|ariaLabel|title|alt)\s*=\s*'[^']+')/;
  expect(visitorCode.filter((path) => literal.test(read(path)))).toEqual([]);
  expect(visitorCode.length).toBeGreaterThan(20);
});
