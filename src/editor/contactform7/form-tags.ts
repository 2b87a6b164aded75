// Contact Form 7's form-tags, read from a form template as Contact Form 7 6.1.6 reads them
// (includes/form-tags-manager.php: tag_regex(), scan_callback(), parse_atts()), and a tag's `class:`
// options rewritten in the template's text with every other character left as it was. Pure functions
// of strings: no DOM, nothing thrown for any text (markup, quotes, unbalanced brackets, thousands of
// tags), linear in the template's length.
//
// What Contact Form 7 takes for a tag, and so what this module does:
//   `[`type` ` attr`]` with an optional `content[/type]` after it, the first `]` ending the tag (its attr
//   never holds one); `[[…]]` is no tag; attr is options (`[-+*=0-9a-zA-Z:.!?#$&@_/|%]`, separated by
//   white space) then quoted values ("…" or '…'), else the tag is text; a named type's first option is
//   its name (`^[A-Za-z][-A-Za-z0-9_:.]*$`), else the tag is text. A class option is `class:<class>`,
//   `<class>` of `[-0-9a-zA-Z_]+` (any case of "class").

/** Contact Form 7 6.1.6's own form-tag types with a name (modules/*.php), in case the page gives none. */
export const namedTypes: readonly string[] = [
  'text', 'text*', 'email', 'email*', 'url', 'url*', 'tel', 'tel*', 'textarea', 'textarea*', 'select', 'select*', 'checkbox', 'checkbox*',
  'radio', 'acceptance', 'number', 'number*', 'range', 'range*', 'date', 'date*', 'file', 'file*', 'quiz', 'hidden', 'count',
  'captchac', 'captchar', 'reflection', 'output',
];
/** Its types without a name (a submit button, the response output, a captcha's place). */
export const unnamedTypes: readonly string[] = ['submit', 'response', 'recaptcha', 'turnstile', 'stripe'];

/** The form-tag types the template is read with: those with a name (the first option) and the others. */
export interface TagTypes {
  readonly named: ReadonlySet<string>;
  readonly unnamed: ReadonlySet<string>;
}

export const coreTypes: TagTypes = { named: new Set(namedTypes), unnamed: new Set(unnamedTypes) };

/** One white-space separated option of a tag, where it is in the template. */
export interface TagOption {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export interface FormTag {
  /** Its type as written (`text*`). */
  readonly type: string;
  /** Without the required star (`text`). */
  readonly basetype: string;
  /** Its name ('' for a type without one). */
  readonly name: string;
  /** Where it is: from its `[` to past its `]` (or its `[/type]`). */
  readonly start: number;
  readonly end: number;
  /** Its options after the name, in order. */
  readonly options: readonly TagOption[];
  /** Where a new option goes: past its last option, its name, or its type. */
  readonly optionsEnd: number;
  /** Its quoted values, without their quotes (as written: Contact Form 7 trims them where it uses them). */
  readonly values: readonly string[];
  /** What is between `[type …]` and `[/type]`, trimmed, without a `<br>` at a line's end ('' when there is none). */
  readonly content: string;
}

// Contact Form 7's white space (wpcf7_get_unicode_whitespaces()); inside a tag's attr a zero-width space
// and a no-break space are a space too, and its ends are stripped of a BOM as well (parse_atts()).
const space = '\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const isSpace = new RegExp(`^[${space}]$`);
const isAttrSpace = new RegExp(`^[${space}\\u200b]$`);
const isStripped = new RegExp(`^[${space}\\u200b\\ufeff]$`);
const isOptionChar = /^[-+*=0-9a-zA-Z:.!?#$&@_/|%]$/;
const isName = /^[A-Za-z][-A-Za-z0-9_:.]*$/;
/** A class a class option can hold as it is (Contact Form 7 prints the others sanitised). */
export const isClassOptionValue = (token: string): boolean => /^[-0-9a-zA-Z_]+$/.test(token);

/**
 * The class an option gives the control, as WPCF7_FormTag::get_class_option() reads it: any
 * `class:<value>` (any case of "class"), the value as sanitize_html_class() leaves it ('' for none).
 */
function classOf(option: TagOption): string | null {
  const value = /^class:(.+)$/i.exec(option.text)?.[1];
  return value === undefined ? null : value.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');
}

/** Every form-tag of the template, in order (a tag Contact Form 7 would print as text is none). */
export function scanFormTags(text: string, types: TagTypes = coreTypes): FormTag[] {
  const tags: FormTag[] = [];
  if (typeof text !== 'string') return tags;
  let longest = 0;
  for (const type of [...types.named, ...types.unnamed]) longest = Math.max(longest, type.length);
  // The next `]` from a place: each tag ends at the first one, so once there is none, no tag follows.
  let close = -2;
  const closeFrom = (from: number) => {
    if (close !== -1 && close < from) close = text.indexOf(']', from);
    return close;
  };
  for (let pos = 0; ; ) {
    const open = text.indexOf('[', pos);
    if (open < 0) break;
    const escapedOpen = text[open + 1] === '[';
    const at = escapedOpen ? open + 1 : open;
    // The type: the run up to white space or `]`, no longer than the longest type.
    let typeEnd = at + 1;
    while (typeEnd < text.length && typeEnd - at <= longest + 1 && text[typeEnd] !== ']' && !isSpace.test(text[typeEnd]!)) typeEnd++;
    const type = text.slice(at + 1, typeEnd);
    const known = types.named.has(type) || types.unnamed.has(type);
    const closeAt = !known || typeEnd >= text.length ? -1 : text[typeEnd] === ']' ? typeEnd : closeFrom(typeEnd);
    if (closeAt < 0) {
      if (known && close === -1) break; // no `]` left: nothing further is a tag
      pos = open + 1;
      continue;
    }
    // Its content, when `[/type]` comes at the next `[`.
    let end = closeAt + 1;
    let content = '';
    const next = text.indexOf('[', end);
    if (next >= 0 && text.startsWith(`[/${type}]`, next)) {
      content = text.slice(end, next);
      end = next + type.length + 3;
    }
    const escapedClose = text[end] === ']';
    pos = escapedClose ? end + 1 : end;
    if (escapedOpen && escapedClose) continue; // [[…]]: written out as text
    const tag = readTag(text, type, types.named.has(type), at, typeEnd, closeAt, end, content);
    if (tag) tags.push(tag);
  }
  return tags;
}

/** The tag from its parts, or null where Contact Form 7 prints it as text. */
function readTag(text: string, type: string, named: boolean, start: number, typeEnd: number, closeAt: number, end: number, content: string): FormTag | null {
  // Its attr without a closing ` /` (a self-closing tag, as tag_regex() takes one: the white space
  // that follows the type, then the shortest attr that leaves white space and `/` before the `]`).
  let lead = typeEnd;
  while (lead < closeAt && isSpace.test(text[lead]!)) lead++;
  let attrEnd = closeAt;
  if (text[closeAt - 1] === '/') {
    let run = closeAt - 1;
    while (run > typeEnd && isSpace.test(text[run - 1]!)) run--;
    if (Math.max(lead, run) < closeAt - 1) attrEnd = Math.max(lead, run);
  }
  let from = lead;
  while (from < attrEnd && isStripped.test(text[from]!)) from++;
  let to = attrEnd;
  while (to > from && isStripped.test(text[to - 1]!)) to--;
  // Options up to the first quote, then only quoted values and white space.
  let quote = from;
  while (quote < to && text[quote] !== '"' && text[quote] !== "'") quote++;
  const options: TagOption[] = [];
  for (let i = from; i < quote; ) {
    if (isAttrSpace.test(text[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < quote && !isAttrSpace.test(text[j]!)) {
      if (!isOptionChar.test(text[j]!)) return named ? null : plain(type, start, end, typeEnd, content);
      j++;
    }
    options.push({ text: text.slice(i, j), start: i, end: j });
    i = j;
  }
  const values: string[] = [];
  for (let i = quote; i < to; ) {
    if (isAttrSpace.test(text[i]!)) {
      i++;
      continue;
    }
    const mark = text[i]!;
    const shut = mark === '"' || mark === "'" ? text.indexOf(mark, i + 1) : -1;
    if (shut < 0 || shut >= to) return named ? null : plain(type, start, end, typeEnd, content);
    values.push(text.slice(i + 1, shut));
    i = shut + 1;
  }
  let name = '';
  if (named) {
    const first = options.shift();
    if (!first || !isName.test(first.text)) return null;
    name = first.text;
    return { ...plain(type, start, end, options.at(-1)?.end ?? first.end, content), name, options, values };
  }
  return { ...plain(type, start, end, options.at(-1)?.end ?? typeEnd, content), options, values };
}

function plain(type: string, start: number, end: number, optionsEnd: number, content: string): FormTag {
  return { type, basetype: type.replace(/^\*+|\*+$/g, ''), name: '', start, end, options: [], optionsEnd, values: [], content: content.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '').replace(/<br[\r\n\t ]*\/?>$/gm, '') };
}

/** The tag's classes, as Contact Form 7 puts them on its control: each class once, in order. */
export function classesOf(tag: FormTag): string {
  const classes: string[] = [];
  for (const option of tag.options) {
    const value = classOf(option);
    if (value && !classes.includes(value)) classes.push(value);
  }
  return classes.join(' ');
}

/** A change to the template's text: [start, end) becomes `insert`. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly insert: string;
}

/**
 * The edits that give `tag` the classes of `classes` (a class string): the class options of a class
 * that stays are kept where they are (all of them, as written), those of a class that goes are taken
 * out with the white space before each, and each new class is put in as `class:<class>` with one space,
 * after the last option of the class before it in `classes` (else before the first of the class after
 * it, else past the tag's last option). Nothing else of the tag or the template changes. A class no class
 * option holds as it is (not `[-0-9a-zA-Z_]+`) is not put in.
 */
export function classEdits(text: string, tag: FormTag, classes: string): Edit[] {
  const wanted = [...new Set(classes.split(/[\t\n\f\r ]+/).filter((token) => token && isClassOptionValue(token)))];
  const current = classesOf(tag).split(' ').filter(Boolean);
  const kept = commonOrder(current, wanted);
  const keptClasses = new Set([...kept.old].map((index) => current[index]!));
  const firstOf = new Map<string, TagOption>();
  const lastOf = new Map<string, TagOption>();
  const edits: Edit[] = [];
  for (const option of tag.options) {
    const value = classOf(option);
    if (value === null || value === '') continue;
    if (keptClasses.has(value)) {
      if (!firstOf.has(value)) firstOf.set(value, option);
      lastOf.set(value, option);
      continue;
    }
    // Taken out: the option and the white space that separates it from what is before it.
    let start = option.start;
    while (start > tag.start && isAttrSpace.test(text[start - 1]!)) start--;
    edits.push({ start, end: option.end, insert: '' });
  }
  // Put in: after the kept class before it, else before the kept class after it, else at the end.
  let pending: string[] = [];
  let after: TagOption | null = null;
  const flush = (before: TagOption | null) => {
    if (!pending.length) return;
    const words = pending.map((value) => `class:${value}`);
    if (after) edits.push({ start: after.end, end: after.end, insert: words.map((word) => ` ${word}`).join('') });
    else if (before) edits.push({ start: before.start, end: before.start, insert: words.map((word) => `${word} `).join('') });
    else edits.push({ start: tag.optionsEnd, end: tag.optionsEnd, insert: words.map((word) => ` ${word}`).join('') });
    pending = [];
  };
  const keptAt = new Map(kept.pairs);
  wanted.forEach((value, index) => {
    if (keptAt.has(index)) {
      flush(firstOf.get(value)!);
      after = lastOf.get(value)!;
    } else pending.push(value);
  });
  flush(null);
  return edits;
}

/** The text with the edits made (they do not overlap; made from the last to the first). */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const edit of sorted) out = out.slice(0, edit.start) + edit.insert + out.slice(edit.end);
  return out;
}

/** Where a place in the text is after the edits (a caret before, inside or after them). */
export function placeAfter(place: number, edits: readonly Edit[]): number {
  let moved = place;
  for (const edit of edits) {
    if (edit.end <= place) moved += edit.insert.length - (edit.end - edit.start);
    else if (edit.start < place) moved += edit.start - place + edit.insert.length;
  }
  return moved;
}

/**
 * A common subsequence of two lists, its pairs (new index, old index) and the old indexes in it: the
 * longest one, or for lists too long to compare whole (thousands of classes) the first match of each
 * new item after the last one.
 */
function commonOrder(old: readonly string[], wanted: readonly string[]): { pairs: [number, number][]; old: Set<number> } {
  const pairs: [number, number][] = [];
  const rows = old.length + 1;
  const cols = wanted.length + 1;
  if (rows * cols > 1 << 16) {
    let from = 0;
    wanted.forEach((value, j) => {
      const i = old.indexOf(value, from);
      if (i >= 0) pairs.push([j, i]), (from = i + 1);
    });
    return { pairs, old: new Set(pairs.map(([, i]) => i)) };
  }
  const length = new Array<number>(rows * cols).fill(0);
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = wanted.length - 1; j >= 0; j--) {
      length[i * cols + j] = old[i] === wanted[j] ? length[(i + 1) * cols + j + 1]! + 1 : Math.max(length[(i + 1) * cols + j]!, length[i * cols + j + 1]!);
    }
  }
  for (let i = 0, j = 0; i < old.length && j < wanted.length; ) {
    if (old[i] === wanted[j]) pairs.push([j++, i++]);
    else if (length[(i + 1) * cols + j]! >= length[i * cols + j + 1]!) i++;
    else j++;
  }
  return { pairs, old: new Set(pairs.map(([, i]) => i)) };
}
