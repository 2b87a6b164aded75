// The plugin's translation template, languages/vormgever.pot, made by the build from the plugin's PHP:
// every call of WordPress's gettext functions with the text domain `vormgever`, with its translators'
// comment and where it is, and the plugin header's name and description, as `wp i18n make-pot` writes
// them (translate.wordpress.org makes its own from the same files; this one is for translators
// working on a copy). Only single literal strings are read (what the plugin uses): a call whose text
// is not one stops the build, so nothing translatable is left out by accident.

// The functions and where their text, context and domain are (0-based argument positions).
const FUNCTIONS = {
  __: { text: 0, domain: 1 },
  _e: { text: 0, domain: 1 },
  esc_html__: { text: 0, domain: 1 },
  esc_html_e: { text: 0, domain: 1 },
  esc_attr__: { text: 0, domain: 1 },
  esc_attr_e: { text: 0, domain: 1 },
  _x: { text: 0, context: 1, domain: 2 },
  esc_html_x: { text: 0, context: 1, domain: 2 },
  esc_attr_x: { text: 0, context: 1, domain: 2 },
};
const HEADERS = [
  ['Plugin Name', 'Name of the plugin'],
  ['Description', 'Description of the plugin'],
  ['Author', 'Author of the plugin'],
];

/** A PHP single- or double-quoted literal at `at` in `code`: [value, end] or undefined. */
function phpString(code, at) {
  const quote = code[at];
  if (quote !== "'" && quote !== '"') return undefined;
  let value = '';
  for (let i = at + 1; i < code.length; i++) {
    const char = code[i];
    if (char === quote) return [value, i + 1];
    if (char === '\\') {
      const next = code[++i];
      if (quote === "'") value += next === "'" || next === '\\' ? next : `\\${next}`;
      else value += { n: '\n', t: '\t', '"': '"', '\\': '\\', $: '$' }[next] ?? `\\${next}`;
    } else if (quote === '"' && char === '$') {
      throw new Error('pot: a PHP string with a variable in it');
    } else value += char;
  }
  throw new Error('pot: an unterminated PHP string');
}

/** The arguments of the call whose "(" is at `open`: literal strings as strings, anything else as null. */
function callArguments(code, open) {
  const args = [];
  let i = open + 1;
  for (;;) {
    while (/\s/.test(code[i])) i++;
    if (code[i] === ')') return args;
    const literal = phpString(code, i);
    if (literal) {
      args.push(literal[0]);
      i = literal[1];
    } else {
      // Something else (a variable, a call): skip to the next top-level comma or the closing parenthesis.
      let depth = 0;
      for (; depth > 0 || (code[i] !== ',' && code[i] !== ')'); i++) {
        if (code[i] === '(') depth++;
        else if (code[i] === ')') depth--;
        else if (code[i] === "'" || code[i] === '"') i = phpString(code, i)[1] - 1;
      }
      args.push(null);
    }
    while (/\s/.test(code[i])) i++;
    if (code[i] === ',') i++;
  }
}

/**
 * Every translatable string of the plugin: [{ msgid, msgctxt?, comments: [], references: [] }], in the
 * order found. `files`: [{ path, code }] (paths relative to the plugin's folder, its main file first).
 */
export function extractStrings(files, domain = 'vormgever') {
  const entries = new Map();
  const add = ({ msgid, msgctxt, comment, reference }) => {
    const key = `${msgctxt ?? ''}\x04${msgid}`;
    const entry = entries.get(key) ?? { msgid, msgctxt, comments: [], references: [] };
    if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
    if (reference) entry.references.push(reference);
    entries.set(key, entry);
  };
  const [main] = files;
  for (const [header, comment] of HEADERS) {
    const value = new RegExp(`^[ \\t/*#@]*${header}:\\s*(.+)$`, 'mi').exec(main.code)?.[1]?.trim();
    if (value) add({ msgid: value, comment });
  }
  const calls = new RegExp(`(?<![\\w$>:])(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');
  for (const { path, code } of files) {
    for (const match of code.matchAll(calls)) {
      const at = FUNCTIONS[match[1]];
      const args = callArguments(code, match.index + match[0].length - 1);
      if (args[at.domain] !== domain) continue;
      const line = code.slice(0, match.index).split('\n').length;
      if (typeof args[at.text] !== 'string' || ('context' in at && typeof args[at.context] !== 'string')) throw new Error(`pot: ${path}:${line}: ${match[1]}() without a literal string`);
      // A translators' comment on the lines just before the call, or on its own line before it.
      const before = code.slice(0, match.index).split('\n').slice(-3).join('\n');
      const comment = /\/\*\s*translators:([^]*?)\*\/[^\n]*\n?[^\n]*$/i.exec(before)?.[1]?.trim().replace(/\s+/g, ' ');
      add({ msgid: args[at.text], msgctxt: 'context' in at ? args[at.context] : undefined, comment: comment && `translators: ${comment}`, reference: `${path}:${line}` });
    }
  }
  return [...entries.values()];
}

const quoted = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/** The .pot text for the entries. */
export function potText(entries, { version }) {
  const header = [
    '# Copyright (C) Vormgever',
    '# This file is distributed under the same licence as the Vormgever plugin (MIT).',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: Vormgever ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
    '"X-Domain: vormgever\\n"',
  ].join('\n');
  const blocks = entries.map((entry) => {
    const lines = [...entry.comments.map((comment) => `#. ${comment}`), ...entry.references.map((reference) => `#: ${reference}`)];
    if (/%(\d+\$)?[sd]/.test(entry.msgid)) lines.push('#, php-format');
    if (entry.msgctxt !== undefined) lines.push(`msgctxt ${quoted(entry.msgctxt)}`);
    lines.push(`msgid ${quoted(entry.msgid)}`, 'msgstr ""');
    return lines.join('\n');
  });
  return `${[header, ...blocks].join('\n\n')}\n`;
}
