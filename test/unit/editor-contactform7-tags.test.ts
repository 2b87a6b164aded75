// Contact Form 7's form-tags read and rewritten by the editor (src/editor/contactform7/form-tags.ts,
// additional-settings.ts, template-fields.ts): compared with what Contact Form 7 6.1.6's own scan()
// read in real, odd and hostile templates (fixtures/editors/contactform7-6.1.6-templates.json, captured
// from the running plugin), and, for generated templates (fast-check), never more changed than the
// class: options of the tag being set. In both DOMs (nothing of a template reaches the document).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formClassSetting, settingValue, withSetting } from '../../src/editor/contactform7/additional-settings';
import { applyEdits, classEdits, classesOf, coreTypes, placeAfter, scanFormTags, type FormTag } from '../../src/editor/contactform7/form-tags';
import { templateFields } from '../../src/editor/contactform7/template-fields';
import { withIcon, withToken } from '../../src/editor/markers';

interface Scanned {
  type: string;
  basetype: string;
  name: string;
  options: string[];
  values: string[];
  content: string;
  classes: string;
}
const fixture = JSON.parse(readFileSync(resolve(__dirname, '../../fixtures/editors/contactform7-6.1.6-templates.json'), 'utf8')) as { templates: { name: string; template: string; tags: Scanned[] }[] };
const template = (name: string) => fixture.templates.find((item) => item.name === name)!.template;

/** What our reading says of a tag, in the words of the capture's scan(). */
const seen = (tag: FormTag): Scanned => ({ type: tag.type, basetype: tag.basetype, name: tag.name, options: tag.options.map((option) => option.text), values: [...tag.values], content: tag.content, classes: classesOf(tag) });

/** The template with the class options of `tag` (and the white space before each) taken out. */
function withoutClassOptions(text: string, tag: FormTag): string {
  let out = text;
  for (const option of [...tag.options].reverse()) {
    if (!/^class:/i.test(option.text)) continue;
    let start = option.start;
    while (start > tag.start && /[\s\u200b\u0085\u00a0]/.test(out[start - 1]!)) start--;
    out = out.slice(0, start) + out.slice(option.end);
  }
  return out;
}

/** Everything of a tag but its classes (and where it is). */
const besidesClasses = (tag: FormTag) => ({ type: tag.type, name: tag.name, options: tag.options.filter((option) => !/^class:/i.test(option.text)).map((option) => option.text), values: tag.values, content: tag.content });

/** Sets `classes` on tag `index` of `text`, and checks that nothing but its class options changed. */
function setClasses(text: string, index: number, classes: string): string {
  const before = scanFormTags(text);
  const tag = before[index]!;
  const after = applyEdits(text, classEdits(text, tag, classes));
  const again = scanFormTags(after);
  expect(again.map(besidesClasses)).toEqual(before.map(besidesClasses));
  expect(again.filter((_, at) => at !== index).map(classesOf)).toEqual(before.filter((_, at) => at !== index).map(classesOf));
  const wanted = [...new Set(classes.split(/\s+/).filter((token) => /^[-\w]+$/.test(token)))];
  expect(classesOf(again[index]!).split(' ').filter(Boolean).sort()).toEqual(wanted.sort());
  expect(withoutClassOptions(after, again[index]!)).toBe(withoutClassOptions(text, tag));
  expect(after.slice(0, tag.start)).toBe(text.slice(0, tag.start));
  expect(after.slice(again[index]!.end)).toBe(text.slice(tag.end));
  return after;
}

describe('reading form-tags as Contact Form 7 does', () => {
  for (const { name, template: text, tags } of fixture.templates) {
    it(`reads the ${name} template's ${tags.length} tags as Contact Form 7 6.1.6's scan() does`, () => {
      expect(scanFormTags(text).map(seen)).toEqual(tags);
    });
  }

  it('reads any text without throwing, in order, each tag where it is', () => {
    const pieces = fc.oneof(
      fc.constantFrom('[', ']', '[[', ']]', '"', "'", '/', ' ', '\n', '\t', '\u00a0', '\u200b', '\ufeff', '*', ':', '<label>', '</label>', '<br>', '[/text]', '[/acceptance]'),
      fc.constantFrom('text', 'text*', 'email', 'checkbox', 'acceptance', 'select', 'submit', 'textarea', 'class:', 'class:a', 'CLASS:b', 'x.y', 'naam', '9x', '"v"', "'w'", 'optional'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join('')), (text) => {
        const tags = scanFormTags(text);
        let at = 0;
        for (const tag of tags) {
          expect(tag.start).toBeGreaterThanOrEqual(at);
          expect(text[tag.start]).toBe('[');
          expect(text.slice(tag.start + 1).startsWith(tag.type)).toBe(true);
          at = tag.end;
        }
        expect(at).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads long and pathological text in one pass (no tag left open waits for the end each time)', () => {
    expect(scanFormTags('['.repeat(200_000))).toEqual([]);
    expect(scanFormTags('[text a '.repeat(30_000))).toEqual([]);
    expect(scanFormTags(`[text a ${' '.repeat(200_000)}/]`)).toHaveLength(1);
    expect(scanFormTags(`[text a ${'"x" '.repeat(30_000)}]`)[0]!.values).toHaveLength(30_000);
    const many = Array.from({ length: 5000 }, (_, i) => `<label> ${i} [text* veld-${i} class:a] </label>`).join('\n');
    expect(scanFormTags(many)).toHaveLength(5000);
    expect(scanFormTags(undefined as unknown as string)).toEqual([]);
  });

  it('reads only the types it is given (the page gives the registered ones)', () => {
    const types = { named: new Set(['dynamic_text']), unnamed: new Set<string>() };
    expect(scanFormTags('[dynamic_text d class:x] [text t]', types).map((tag) => tag.name)).toEqual(['d']);
    expect(scanFormTags('[dynamic_text d class:x] [text t]', coreTypes).map((tag) => tag.name)).toEqual(['t']);
  });
});

describe('rewriting a tag\'s class options', () => {
  it('adds, replaces and removes markers in the fixtures\' templates, and changes nothing else', () => {
    for (const { name, template: text } of fixture.templates.filter((item) => item.name !== 'thousand')) {
      scanFormTags(text).forEach((tag, index) => {
        if (!tag.name) return;
        const classes = classesOf(tag);
        const on = setClasses(text, index, withToken(classes, 'slide-check', true));
        expect(setClasses(on, index, classes), `${name} ${tag.name}: off again is the template as it was`).toBe(text);
        const mail = setClasses(text, index, withIcon(classes, 'mail'));
        setClasses(mail, index, withIcon(classesOf(scanFormTags(mail)[index]!), 'user'));
        setClasses(mail, index, withIcon(classesOf(scanFormTags(mail)[index]!), null));
      });
    }
  });

  it('puts a new class after the class before it, keeps the options around it and the way they are written', () => {
    const text = '<label> E-mail\n    [email* your-email autocomplete:email class:mijn-veld "x"] </label>';
    const tag = scanFormTags(text)[0]!;
    expect(applyEdits(text, classEdits(text, tag, 'mijn-veld add vg-icon-mail end'))).toBe('<label> E-mail\n    [email* your-email autocomplete:email class:mijn-veld class:add class:vg-icon-mail class:end "x"] </label>');
    const multiline = '[email* e\n\tclass:add\n\tclass:vg-icon-mail\n\tclass:end\n]';
    const replaced = applyEdits(multiline, classEdits(multiline, scanFormTags(multiline)[0]!, 'add vg-icon-user end'));
    expect(replaced).toBe('[email* e\n\tclass:add class:vg-icon-user\n\tclass:end\n]');
    const odd = '[text d CLASS:Groot class:x.y class:ok class:ok /]';
    expect(applyEdits(odd, classEdits(odd, scanFormTags(odd)[0]!, 'Groot xy ok slide-check'))).toBe('[text d CLASS:Groot class:x.y class:ok class:ok class:slide-check /]');
    expect(applyEdits(odd, classEdits(odd, scanFormTags(odd)[0]!, 'Groot ok'))).toBe('[text d CLASS:Groot class:ok class:ok /]');
    const content = '[acceptance consent] Ik ga akkoord [/acceptance]';
    expect(applyEdits(content, classEdits(content, scanFormTags(content)[0]!, 'slide-check'))).toBe('[acceptance consent class:slide-check] Ik ga akkoord [/acceptance]');
  });

  it('puts in no class a class option cannot hold, and changes nothing for the same classes', () => {
    const text = '[text naam class:a]';
    const tag = scanFormTags(text)[0]!;
    expect(classEdits(text, tag, 'a')).toEqual([]);
    expect(applyEdits(text, classEdits(text, tag, 'a "><b> b'))).toBe('[text naam class:a class:b]');
  });

  it('keeps the caret where it was in the text around the change', () => {
    const text = '[text a] [text b] tail';
    const edits = classEdits(text, scanFormTags(text)[0]!, 'slide-check');
    expect(placeAfter(text.indexOf('tail'), edits)).toBe(applyEdits(text, edits).indexOf('tail'));
    expect(placeAfter(1, edits)).toBe(1);
  });

  it('changes nothing but the class options of one tag in generated templates (fast-check)', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/);
    const value = fc.string({ maxLength: 8 }).map((text) => text.replace(/["\]]/g, ''));
    const tag = fc
      .record({
        type: fc.constantFrom('text', 'text*', 'email*', 'tel', 'number', 'date', 'textarea', 'select*', 'checkbox', 'radio', 'acceptance', 'quiz', 'file'),
        name: word,
        options: fc.array(fc.oneof(word.map((w) => `class:${w}`), fc.constantFrom('class:slide-check', 'class:add', 'class:end', 'CLASS:X', 'class:a.b', 'optional', 'id:x', 'min:1', 'use_label_element')), { maxLength: 5 }),
        space: fc.constantFrom(' ', '  ', '\n\t', '\u00a0'),
        values: fc.array(value.map((v) => `"${v}"`), { maxLength: 3 }),
        content: fc.option(value, { nil: undefined }),
      })
      .map(({ type, name, options, space, values, content }) => `[${[type, name, ...options, ...values].join(space)}]${content === undefined ? '' : `${content.replace(/\[/g, '')}[/${type}]`}`);
    const junk = fc.constantFrom('<label> Naam ', '</label>\n', '<p>', '[[text escaped]]', '[text', ']', '"', "'", '<script>[text s]</script>', '<!-- [email c] -->', ' ');
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, junk), { minLength: 1, maxLength: 12 }), fc.nat(), fc.array(fc.constantFrom('slide-check', 'add', 'vg-icon-mail', 'end', 'x', 'a', 'b-c'), { maxLength: 6 }), (parts, pick, classes) => {
        const text = parts.join('');
        const named = scanFormTags(text).map((item, index) => ({ item, index })).filter(({ item }) => item.name);
        if (!named.length) return;
        const { index } = named[pick % named.length]!;
        setClasses(text, index, classes.join(' '));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the form's classes in Additional Settings", () => {
  it('reads the first line as Contact Form 7\'s pref() does, and changes only that line', () => {
    const settings = 'skip_mail: on\nvormgever_form_class :  placeholder mijn  \ndemo_mode: on\nvormgever_form_class: other';
    expect(settingValue(settings)).toBe('placeholder mijn');
    expect(withSetting(settings, 'placeholder float-labels mijn')).toBe('skip_mail: on\nvormgever_form_class : placeholder float-labels mijn\ndemo_mode: on\nvormgever_form_class: other');
    expect(withSetting(settings, '')).toBe('skip_mail: on\ndemo_mode: on\nvormgever_form_class: other');
    expect(withSetting('skip_mail: on', 'placeholder')).toBe(`skip_mail: on\n${formClassSetting}: placeholder`);
    expect(withSetting('skip_mail: on\n', 'placeholder')).toBe('skip_mail: on\nvormgever_form_class: placeholder');
    expect(withSetting('', 'placeholder')).toBe('vormgever_form_class: placeholder');
    expect(withSetting('a: 1\r\nvormgever_form_class: placeholder', '')).toBe('a: 1');
    expect(withSetting('vormgever_form_class: x\r\nb: 2', 'y')).toBe('vormgever_form_class: y\r\nb: 2');
    expect(withSetting('skip_mail: on', '')).toBe('skip_mail: on');
    expect(settingValue('my_vormgever_form_class: x\n vormgever_form_class: y')).toBe('');
    expect(settingValue(undefined)).toBe('');
  });
});

describe('the fields the panel lists', () => {
  it("names each by the words around it: its label, a label for its id, an acceptance's text, the text before it, its legend", () => {
    const labels = (text: string) => templateFields(text).map((field) => `${field.tag.name}: ${field.label}`);
    expect(labels('Naam <b>*</b> [text a] <p>Een<br>Twee<br>\n[text b]</p> Drie<br><br>[text c] &quot;Vier&amp;&#x35;&quot; [email d] <textarea>[text e]</textarea> <fieldset><legend>Vijf <!-- x --></legend><p>[checkbox f "x"]</p></fieldset>')).toEqual([
      'a: Naam *', 'b: Twee', 'c: ', 'd: "Vier&5"', 'e: ', 'f: Vijf',
    ]);
    expect(labels(template('owner'))).toEqual(['your-name: Naam', 'your-email: E-mail', 'your-subject: Onderwerp', 'your-message: Bericht', 'interests: Interesses', 'consent: Ik ga akkoord met de privacyverklaring']);
    expect(labels(template('labels'))).toEqual(['your-name: Naam', 'your-phone: Telefoon', 'your-message: Bericht', 'interests: ', 'extras: ', 'consent: Ik ga akkoord', 'quiz-1: ', 'aantal: Vraag']);
    expect(labels(template('default'))).toEqual(['your-name: Your name', 'your-email: Your email', 'your-subject: Subject', 'your-message: Your message (optional)']);
  });

  it('reads a hostile template as text, and a thousand tags', () => {
    const fields = templateFields(template('hostile'));
    expect(fields.map((field) => [field.tag.name, field.label])).toEqual([['naam', '">'], ['mail', 'E-mail vet'], ['keus', '']]);
    expect(document.title).not.toBe('vormgever-hostile');
    expect(document.querySelector('svg, script, iframe')).toBeNull();
    expect(templateFields(template('thousand'))).toHaveLength(1000);
    expect(templateFields('')).toEqual([]);
  });
});
