// The other builders' 500-field forms, for the Chromium forms comparison and bench/ab.mjs: each cut from
// that builder's real render (fixtures/form-builders/), as bench/independent.mjs cuts Gravity Forms' from
// fixtures/gf210-orbital.html. The render's fields (with the markers typed in the builder's own editor:
// fixtures/form-builders/README.md) repeat in their order, each copy's ids, `for`s, names and id
// references given a suffix of their own, until the form holds 500 fields; the wrapper, the form, the
// honeypot and the submit stay as the builder printed them, once. A field's "unit" is what the builder
// prints around one field (Ninja Forms' <nf-field>, a Contact Form 7 template's <p>): the largest box
// around the field that holds no other field.
//
// Each builder here: the start of its render's file name, the module of its words (src/builders/<module>.ts:
// fieldSelector, wrapperSelector, read from the module itself), and what its jQuery snippet
// (bench/snippet-builders.js) is told of its markup. Adding a builder: one entry here.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The builders the bench knows besides Gravity Forms, by the name of their module in src/builders/ (and
 * of their files in dist/builders/). `snippet`: the words bench/snippet-builders.js reads (see there).
 */
export const benchBuilders = {
  wpforms: {
    label: 'WPForms 2.0.0.2 (modern markup)',
    render: 'wpforms-2.0.0.2-modern-first-render.html',
    snippet: { placeholderOn: 'wrapper', label: '> .wpforms-field-label, > fieldset > .wpforms-field-label', subBox: '.wpforms-field-row-block', subLabel: '.wpforms-field-sublabel' },
  },
  fluentform: {
    label: 'Fluent Forms 6.2.2',
    render: 'fluentform-6.2.2-first-render.html',
    snippet: { placeholderOn: 'wrapper', label: '> .ff-el-input--label > label', subBox: '.ff-t-cell .ff-el-group', subLabel: '.ff-el-input--label > label', nested: true },
  },
  formidable: {
    label: 'Formidable Forms 6.34',
    render: 'formidable-6.34-first-render.html',
    snippet: { placeholderOn: 'form', label: '> .frm_primary_label', subBox: '[data-sub-field-name]', subLabel: 'label' },
  },
  ninjaforms: {
    label: 'Ninja Forms 3.14.3',
    render: 'ninja-forms-3.14.3-first-render.html',
    snippet: { placeholderOn: 'wrapper', label: '.nf-field-label > label, .nf-field-label > .nf-label-span', subBox: null, subLabel: null },
  },
  contactform7: {
    label: 'Contact Form 7 6.1.6',
    render: 'cf7-6.1.6-first-render.html',
    // Its markers are on the control (a choice group's inner span, an acceptance's input); its label is around the field.
    snippet: { placeholderOn: 'form', label: null, labelAround: true, subBox: null, subLabel: null, marked: '> .wpcf7-form-control:not(.wpcf7-acceptance), .wpcf7-acceptance input', switches: '.slide-check input[type=checkbox], input.slide-check[type=checkbox]' },
  },
  elementorform: {
    label: "Elementor Pro's Form widget (Pro Elements 3.33.1)",
    render: 'elementor-form-3.33.1-first-render.html',
    // Its markers where Elementor prints a field item's own CSS class (the render's): an icon's on the text
    // control or the select's wrapper, a switch's on the choice group or the acceptance's input; `placeholder`
    // on the widget's element, its wrapper.
    snippet: { placeholderOn: 'wrapper', label: '> .elementor-field-label', subBox: null, subLabel: null, marked: '> input, > textarea, > .elementor-select-wrapper', switches: '.slide-check input[type=checkbox], input.slide-check[type=checkbox]' },
  },
};

const words = new Map();
/** A builder module's words (src/builders/<name>.ts), bundled and imported here as build.mjs reads its style words. */
export async function builderWords(name) {
  if (!words.has(name)) {
    const { outputFiles } = await build({ entryPoints: [`${root}src/builders/${name}.ts`], bundle: true, write: false, format: 'esm', logLevel: 'warning' });
    const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
    const builder = Object.values(module).find((value) => value && typeof value === 'object' && 'fieldSelector' in value);
    if (!builder) throw new Error(`bench: src/builders/${name}.ts exports no Builder`);
    words.set(name, builder);
  }
  return words.get(name);
}

// Attributes that name an element by id (each of their tokens gets the copy's suffix) or a control's name.
const idLists = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-errormessage', 'aria-controls', 'list'];

function renumber(element, suffix) {
  for (const node of [element, ...element.querySelectorAll('*')]) {
    for (const name of idLists) {
      const value = node.getAttribute(name);
      if (value) node.setAttribute(name, value.split(/\s+/).filter(Boolean).map((token) => token + suffix).join(' '));
    }
    // A name's first part, before any [key]: a copy's radio buttons are a group of their own.
    for (const name of ['name', 'data-name']) {
      const value = node.getAttribute(name);
      if (value) node.setAttribute(name, value.replace(/^[^[]*/, (first) => first + suffix));
    }
  }
}

/**
 * `fields` fields in `name`'s markup (a key of benchBuilders): the render's wrapper (with the <style>s
 * before it: its honeypot's) as HTML. Also returns the wrapper's selector.
 */
export async function generateBuilderForm(name, { fields = 500 } = {}) {
  const spec = benchBuilders[name];
  if (!spec) throw new Error(`bench: no builder ${name} (one of ${Object.keys(benchBuilders).join(', ')})`);
  const { fieldSelector, wrapperSelector } = await builderWords(name);
  const { JSDOM } = await import('jsdom');
  const { document } = new JSDOM(`<!doctype html><body>${readFileSync(`${root}fixtures/form-builders/${spec.render}`, 'utf8')}</body>`).window;
  const wrapper = document.querySelector(wrapperSelector);
  const form = wrapper.querySelector('form');
  // The fields a site owner places (not a field's own parts), each in its unit.
  const all = [...form.querySelectorAll(fieldSelector)];
  const top = all.filter((field) => !all.some((other) => other !== field && other.contains(field)));
  const holdsOne = (box) => top.filter((field) => box.contains(field)).length === 1;
  const units = top.map((field) => {
    let unit = field;
    while (unit.parentElement !== form && holdsOne(unit.parentElement)) unit = unit.parentElement;
    return unit;
  });
  // A submit's own field (Formidable's, Ninja Forms') stays once, where it was.
  const repeated = units.filter((unit) => !unit.querySelector('[type=submit],button'));
  const anchor = repeated[0];
  const copies = [];
  for (let k = 0, count = 0; count < fields; k++) {
    const unit = repeated[k % repeated.length];
    const copy = unit.cloneNode(true);
    if (k >= repeated.length) renumber(copy, `_c${Math.floor(k / repeated.length)}`);
    copies.push(copy);
    count += top.filter((field) => unit.contains(field)).length;
  }
  for (const copy of copies) anchor.before(copy, document.createTextNode('\n'));
  for (const unit of repeated) unit.remove();
  // The capture site's own files (WPForms' submit spinner) are not served here: asked for, each page's
  // console says so on every round. Hidden until a submit; the bench never submits.
  for (const image of wrapper.querySelectorAll('img[src^="http://example.test/"]')) image.removeAttribute('src');
  const styles = [...document.body.querySelectorAll(':scope > style')].map((style) => style.outerHTML).join('\n');
  return { html: `${styles}\n${wrapper.outerHTML}`, wrapperSelector, fieldSelector, fields: copies.length };
}
