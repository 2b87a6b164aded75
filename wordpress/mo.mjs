// Compiles a gettext .po file to the binary .mo WordPress loads, in Node, so `npm run build` needs no
// gettext. The layout is GNU msgfmt's with --no-hash (the WordPress suite compares the two byte for byte):
// header, table of original strings, table of translations, then the strings, each ending in NUL.
// Handles what our .po uses: msgctxt, msgid, msgstr, multi-line strings, #, fuzzy (skipped), C escapes.

const escapes = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' };

function unquote(text, line) {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim());
  if (!match) throw new Error(`po line ${line}: expected a quoted string, got ${text}`);
  return match[1].replace(/\\(.)/g, (_, char) => {
    if (!(char in escapes)) throw new Error(`po line ${line}: unknown escape \\${char}`);
    return escapes[char];
  });
}

/** The translated entries of a .po file: [{ id, str }] (msgctxt joined with \x04, as gettext does). */
export function parsePo(source) {
  const entries = [];
  let entry = {};
  let field = null;
  let fuzzy = false;
  const finish = () => {
    if (entry.msgid !== undefined && entry.msgstr && !(fuzzy && entry.msgid !== '')) {
      entries.push({ id: entry.msgctxt !== undefined ? `${entry.msgctxt}\x04${entry.msgid}` : entry.msgid, str: entry.msgstr });
    }
    entry = {};
    field = null;
    fuzzy = false;
  };
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return finish();
    if (line.startsWith('#')) {
      if (entry.msgid !== undefined) finish();
      if (/^#,.*\bfuzzy\b/.test(line)) fuzzy = true;
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && entry.msgstr !== undefined)) {
        if (entry.msgid !== undefined) finish();
      }
      if (keyword[1].startsWith('msgid_plural') || keyword[1].startsWith('msgstr[')) {
        throw new Error(`po line ${index + 1}: plural forms are not supported here`);
      }
      field = keyword[1];
      entry[field] = unquote(keyword[2], index + 1);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line, index + 1);
    } else {
      throw new Error(`po line ${index + 1}: cannot read ${line}`);
    }
  });
  finish();
  return entries;
}

/** The .mo bytes for the entries of a .po file. */
export function compileMo(poSource) {
  const entries = parsePo(poSource)
    .map(({ id, str }) => ({ id: Buffer.from(id), str: Buffer.from(str) }))
    .sort((a, b) => Buffer.compare(a.id, b.id));
  const count = entries.length;
  const headerSize = 28;
  const originals = headerSize;
  const translations = originals + count * 8;
  let offset = translations + count * 8;
  const table = Buffer.alloc(offset);
  table.writeUInt32LE(0x950412de, 0);
  table.writeUInt32LE(0, 4); // revision
  table.writeUInt32LE(count, 8);
  table.writeUInt32LE(originals, 12);
  table.writeUInt32LE(translations, 16);
  table.writeUInt32LE(0, 20); // no hash table
  table.writeUInt32LE(offset, 24);
  const strings = [];
  const place = (buffer, at) => {
    table.writeUInt32LE(buffer.length, at);
    table.writeUInt32LE(offset, at + 4);
    strings.push(buffer, Buffer.alloc(1));
    offset += buffer.length + 1;
  };
  entries.forEach(({ id }, index) => place(id, originals + index * 8));
  entries.forEach(({ str }, index) => place(str, translations + index * 8));
  return Buffer.concat([table, ...strings]);
}
