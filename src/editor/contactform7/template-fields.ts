// The fields of a Contact Form 7 template as the Vormgever panel lists them: each named form-tag with
// the words an owner knows it by, read from the template's markup around it: the <label> around it, a
// <label for> its id:, an acceptance's own text, the text just before it (past one <br>), its
// fieldset's <legend>. The markup is only read, as text, by a small scanner of tags and text (no HTML
// is parsed into a document: nothing of it can run or load, and every DOM reads it alike).

import { classesOf, scanFormTags, type FormTag, type TagTypes } from './form-tags';

export interface TemplateField {
  /** Its place among the template's named tags (the panel's key, with its type and name). */
  readonly index: number;
  readonly tag: FormTag;
  /** Its classes, as Contact Form 7 prints them. */
  readonly classes: string;
  /** The words before or around it ('' when there are none). */
  readonly label: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Text with its character references read and its white space collapsed. */
function words(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markup (a comment, a start or end tag with its attributes), or text between. */
const markup = /<!--[^]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);
const inline = new Set(['b', 'strong', 'em', 'i', 'span', 'small', 'u', 'abbr']);
const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes)?.slice(1).find((value) => value !== undefined);

interface Box {
  kind: 'label' | 'fieldset' | 'legend';
  text: string;
  /** A label's `for`. */
  for?: string | undefined;
  /** A fieldset's first legend. */
  fieldset?: Box;
}

/** What the markup says around each tag (by its index among `tags`). */
function surroundings(template: string, tags: readonly FormTag[]) {
  const labels = new Map<number, Box>();
  const fieldsets = new Map<number, Box>();
  const before = new Map<number, string>();
  const labelsFor = new Map<string, Box>();
  const open: Box[] = [];
  // The text since the last markup that is not inline (or the last <br>), and the text before that <br>.
  let run = '';
  let previous = '';
  const addText = (text: string) => {
    for (const box of open) if (box.kind !== 'fieldset') box.text += text;
    run += text;
  };
  /** Reads from `from` up to `to`; returns where it got (past `to` when markup or raw text spans it). */
  const read = (from: number, to: number) => {
    let at = from;
    markup.lastIndex = from;
    for (let match = markup.exec(template); match && match.index < to; match = markup.exec(template)) {
      addText(template.slice(at, match.index));
      at = markup.lastIndex;
      const [, end, rawName, attributes = ''] = match;
      const name = rawName?.toLowerCase();
      if (!name || inline.has(name)) continue; // a comment, an inline element: the words go on
      if (name === 'br') {
        previous = run;
        run = '';
        continue;
      }
      run = previous = ''; // other markup: the words before it are not the next field's
      if (!end && rawText.has(name)) {
        // Its content is text, not markup (a form-tag in it is no field a visitor sees).
        const close = template.toLowerCase().indexOf(`</${name}`, at);
        at = markup.lastIndex = close < 0 ? template.length : close;
      } else if (end) {
        const index = open.map((box) => box.kind).lastIndexOf(name as Box['kind']);
        if (index >= 0) open.splice(index);
      } else if (name === 'label') {
        const box: Box = { kind: 'label', text: '', for: attribute(attributes, 'for') };
        if (box.for && !labelsFor.has(box.for)) labelsFor.set(box.for, box);
        open.push(box);
      } else if (name === 'fieldset') open.push({ kind: 'fieldset', text: '' });
      else if (name === 'legend') {
        const fieldset = [...open].reverse().find((box) => box.kind === 'fieldset');
        const legend: Box = { kind: 'legend', text: '' };
        if (fieldset && !fieldset.fieldset) fieldset.fieldset = legend; // its first legend
        open.push(legend);
      }
    }
    if (at < to) addText(template.slice(at, to));
    return Math.max(at, to);
  };
  let at = 0;
  tags.forEach((tag, index) => {
    if (tag.start < at) return; // inside markup or raw text already read
    at = read(at, tag.start);
    if (at > tag.start) return;
    const label = [...open].reverse().find((box) => box.kind === 'label');
    if (label) labels.set(index, label);
    const fieldset = [...open].reverse().find((box) => box.kind === 'fieldset');
    if (fieldset) fieldsets.set(index, fieldset);
    const text = run.trim() ? run : previous;
    before.set(index, text.split('\n').map(words).filter(Boolean).at(-1) ?? '');
    run = previous = ''; // the tag itself is no text before the next
    at = tag.end;
  });
  read(at, template.length);
  return { labels, fieldsets, before, labelsFor };
}

/** The template's named form-tags with their labels, in order. */
export function templateFields(template: string, types?: TagTypes): TemplateField[] {
  const tags = scanFormTags(template, types).filter((tag) => tag.name);
  if (!tags.length) return [];
  const around = surroundings(template, tags);
  return tags.map((tag, index) => {
    const id = tag.options.find((option) => /^id:/i.test(option.text))?.text.slice(3);
    const label =
      (tag.basetype === 'acceptance' && tag.content ? words(tag.content.replace(/<[^>]*>/g, '')) : '') ||
      words(around.labels.get(index)?.text ?? '') ||
      words((id && around.labelsFor.get(id)?.text) || '') ||
      around.before.get(index) ||
      words(around.fieldsets.get(index)?.fieldset?.text ?? '');
    return { index, tag, classes: classesOf(tag), label };
  });
}
