// Contact Form 7's labels in placeholder mode and with floating labels, in real Chromium: its default
// template puts the label's text as bare text around the control (`<label> Naam<br> [text* naam] </label>`),
// which no selector can hide without the control. Its stylesheet (src/builders/contactform7.ts, `rules`)
// lays such a label out as a grid: the text out of sight in a row of no height, or, floating, over the
// control's top edge while the control has focus or a value. On its real render and other templates
// (fixtures/form-builders/cf7-6.1.6-*.html) under a theme of 18 px controls that inherit their font:
// the text takes no room and is not drawn, nothing moves from the first paint on, each control keeps
// its name, a floated label sits inside its control's room and is readable; a question (choices, the
// quiz) and a label `for` a control are left as placeholder mode leaves them. And its icons on a theme
// that leaves controls small under large text: no field grows when the script puts them there.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { assertAccessible } from './axe.mjs';
import { accessibleNode, projectRoot, recordConsole, useProjectSite } from './harness.mjs';
import { decodePng } from './icon-pixels.mjs';

const site = useProjectSite();
// A theme's look, and what Contact Form 7's own stylesheet does to its wraps (styles.css: position).
const theme = 'body{font:18px/1.6 Georgia,serif;color:#222;margin:2rem;max-width:40rem} input,textarea,select{font:inherit;border:1px solid #767676;padding:.5em .75em;border-radius:4px;width:100%;box-sizing:border-box;background:#fff;color:#222} label{color:#444} .hidden-fields-container{display:none} .wpcf7-form-control-wrap{position:relative}';

/** A page with a CF7 fixture's form (its form classes replaced by `formClass`), its stylesheet and modules. */
function page(state, formClass, { style = theme, script = true } = {}) {
  let form = readFileSync(join(projectRoot, `fixtures/form-builders/cf7-6.1.6-${state}.html`), 'utf8');
  if (formClass !== undefined) form = form.replace(/class="wpcf7-form init placeholder"/, `class="wpcf7-form init ${formClass}"`);
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>CF7</title><link rel="icon" href="data:,">
<style>${style}</style><link rel="stylesheet" href="/dist/builders/contactform7.css">
${script ? '<script type="module" src="/dist/builders/contactform7.js"></script><script type="module" src="/dist/vormgever-builders.js"></script>' : ''}
</head><body><main><h1>Contact</h1>${form}</main></body></html>`;
}

async function open(state, formClass, options) {
  const context = await site.browser.newContext({ viewport: { width: 900, height: 1600 } });
  const tab = await context.newPage();
  const problems = recordConsole(tab);
  await tab.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
  });
  await tab.route(`${site.url}/cf7`, (route) => route.fulfill({ body: page(state, formClass, options), contentType: 'text/html; charset=utf-8' }));
  // The renders were captured on http://example.test (their captcha's picture): answered here, as that site would.
  await tab.route('http://example.test/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24"/>' }));
  await tab.goto(`${site.url}/cf7`);
  if (options?.script !== false) {
    await tab.waitForFunction(() => window.vormgever?.controller);
    await tab.evaluate(() => window.vormgever.controller.settled());
  }
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return { context, tab, problems };
}

/** Each control's box, its label's box and visibility, and the box of its label's own text (outside the wrap). */
const boxes = (tab, names) =>
  tab.evaluate((names) => {
    const rect = (r) => ({ top: r.top, left: r.left, bottom: r.bottom, right: r.right, height: r.height, width: r.width });
    return Object.fromEntries(
      names.map((name) => {
        const control = document.querySelector(`[name="${name}"]`);
        const label = control.labels[0];
        const wrap = control.closest('.wpcf7-form-control-wrap');
        // The label's text outside the wrap: its text nodes' rects.
        const text = [...label.childNodes].filter((node) => node.nodeType === 3 && node.textContent.trim());
        const range = document.createRange();
        range.selectNodeContents(text[0]);
        const style = getComputedStyle(label);
        return [name, { control: rect(control.getBoundingClientRect()), wrap: rect(wrap.getBoundingClientRect()), label: rect(label.getBoundingClientRect()), text: rect(range.getBoundingClientRect()), visibility: style.webkitTextFillColor === 'rgba(0, 0, 0, 0)' ? 'hidden' : 'visible', fontSize: parseFloat(style.fontSize), color: style.color, paddingTop: parseFloat(getComputedStyle(control).paddingTop), placeholder: control.getAttribute('placeholder') }];
      }),
    );
  }, names);

/** WCAG's contrast of two `rgb(...)` colours. */
function contrast(a, b) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The pixels two screenshots differ in by more than a glyph's edge could: a drawn letter differs from
 * the page by far more (#444 on white: 187); repainting a region re-rasterises the rounded edges of
 * what else is in it (a switch's border) by up to 26.
 */
function strokes(a, b) {
  const [one, two] = [decodePng(a), decodePng(b)];
  let count = 0;
  for (let i = 0; i < one.data.length; i += 4) {
    if (Math.max(...[0, 1, 2].map((c) => Math.abs(one.data[i + c] - two.data[i + c]))) > 64) count++;
  }
  return count;
}

/**
 * Whether the label text of the control named `name` draws nothing in `rect`: no stroke of difference
 * there between the text and none. The region must hold still meanwhile (the same before and after: an
 * icon's file arriving nearby repaints it), else it is looked at again. (Seen: 1 run in 3 beside another
 * file, exact pixels differed by a switch's re-rasterised edge under the text's region.)
 */
async function drawsNothing(tab, name, rect) {
  const clip = { x: rect.left, y: rect.top, width: Math.max(1, rect.width), height: Math.max(1, rect.height) };
  // The label's text node, kept by the page while the test swaps its text.
  const text = (value) =>
    tab.evaluate(([name, value]) => {
      window.__vgText ??= {};
      const node = (window.__vgText[name] ??= [...document.querySelector(`[name="${name}"]`).labels[0].childNodes].find((node) => node.nodeType === 3 && node.textContent.trim()));
      const before = node.textContent;
      node.textContent = value;
      return before;
    }, [name, value]);
  for (let attempt = 0; attempt < 5; attempt++) {
    const withText = await tab.screenshot({ clip });
    const words = await text(' ');
    const without = await tab.screenshot({ clip });
    await text(words);
    if ((await tab.screenshot({ clip })).equals(withText)) return strokes(withText, without) === 0;
    await tab.waitForTimeout(200);
  }
  throw new Error(`${name}: the region ${JSON.stringify(clip)} never held still`);
}

const typed = ['your-name', 'your-email', 'your-message'];
const shifts = (tab) => tab.evaluate(() => window.__shifts.reduce((sum, entry) => sum + entry.value, 0));

describe('Contact Form 7: a label around its control', () => {
  it('placeholder mode: its text takes no room and is not drawn (in forced colours too), the control keeps its place and name, nothing shifts; a select\'s label stays', async () => {
    const { context, tab, problems } = await open('first-render');
    const at = await boxes(tab, [...typed, 'your-subject']);
    for (const name of typed) {
      const box = at[name];
      assert.equal(box.visibility, 'hidden', `${name}: its label's text is drawn`);
      assert.ok(Math.abs(box.label.height - box.wrap.height) < 0.5 && Math.abs(box.label.top - box.wrap.top) < 0.5, `${name}: its label's text takes room (label ${JSON.stringify(box.label)}, wrap ${JSON.stringify(box.wrap)})`);
    }
    // The select's choices are all real ones (Vraag first): no choice can say what it asks, so its label
    // stays in sight, above it, as without placeholder mode (select-label: every select's).
    const select = at['your-subject'];
    assert.equal(select.visibility, 'visible', 'the select\'s label out of sight');
    assert.ok(select.text.bottom <= select.wrap.top + 0.5 && select.text.height > 1, `the select's label's text not above it (text ${JSON.stringify(select.text)}, wrap ${JSON.stringify(select.wrap)})`);
    assert.equal(select.placeholder, null, 'no placeholder on a select');
    assert.deepEqual(typed.map((name) => at[name].placeholder), ['Naam *', 'E-mail *', 'Bericht']);
    // Where the text lies (below the control, in a row of no height), nothing of it is drawn: the same
    // pixels with the text taken out. In forced colours too, where the system's text colour replaces
    // every colour, the fill's too (seen failing: "Naam" drawn across the e-mail box).
    for (const forcedColors of ['none', 'active']) {
      await tab.emulateMedia({ forcedColors });
      for (const name of typed) assert.ok(await drawsNothing(tab, name, at[name].text), `${name}: its label's text is drawn at ${JSON.stringify(at[name].text)} (forced colours: ${forcedColors})`);
      const where = (all) => Object.fromEntries(Object.entries(all).map(([name, { control, wrap, label, text }]) => [name, { control, wrap, label, text }]));
      assert.deepEqual(where(await boxes(tab, [...typed, 'your-subject'])), where(at), `forced colours ${forcedColors}: nothing moves`);
    }
    await tab.emulateMedia({ forcedColors: 'none' });
    for (const [name, label] of [['your-name', 'Naam'], ['your-email', 'E-mail'], ['your-message', 'Bericht'], ['your-subject', 'Onderwerp']]) {
      assert.equal((await accessibleNode(tab, `[name="${name}"]`)).name, label, `${name}: its name`);
    }
    await assertAccessible(tab, 'CF7, placeholder mode');
    assert.equal(await shifts(tab), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('floating: out of sight while empty; over the control\'s top edge, readable, with focus or a value; nothing moves', async () => {
    const { context, tab, problems } = await open('first-render', 'placeholder float-labels');
    const empty = await boxes(tab, [...typed, 'your-subject']);
    for (const name of typed) assert.equal(empty[name].visibility, 'hidden', `${name}: floated while empty`);
    // The select shows a real choice (Vraag): its label floats from the start.
    assert.equal(empty['your-subject'].visibility, 'visible', 'the select with a real choice: not floated');
    await tab.fill('[name="your-name"]', 'Jan');
    await tab.focus('[name="your-email"]');
    const floated = await boxes(tab, [...typed, 'your-subject']);
    for (const name of ['your-name', 'your-email', 'your-subject']) {
      const { control, text, visibility, fontSize, color, paddingTop } = floated[name];
      assert.equal(visibility, 'visible', `${name}: not floated`);
      assert.deepEqual(control, empty[name].control, `${name}: the control moved`);
      // Inside the control's box, above its own text (the room of its top padding), from its start edge in.
      assert.ok(text.top >= control.top && text.bottom <= control.top + paddingTop + 2 && text.left > control.left && text.right <= control.right, `${name}: the floated text ${JSON.stringify(text)} is not in the control's room ${JSON.stringify(control)}, padding ${paddingTop}`);
      assert.ok(fontSize >= 11, `${name}: ${fontSize} px`);
      assert.ok(contrast(color, 'rgb(255, 255, 255)') >= 4.5, `${name}: ${color} on white`);
    }
    assert.equal(floated['your-message'].visibility, 'hidden', 'the empty textarea without focus: floated');
    // Drawn over the control (not under its background): the pixels change when the text is taken out.
    const { text } = floated['your-email'];
    const clip = { x: text.left, y: text.top, width: text.width, height: text.height };
    const before = await tab.screenshot({ clip });
    await tab.evaluate(() => {
      const label = document.querySelector('[name="your-email"]').labels[0];
      label.dataset.text = label.firstChild.textContent;
      label.firstChild.textContent = ' ';
    });
    assert.ok(!(await tab.screenshot({ clip })).equals(before), 'the floated text is not drawn (under the control?)');
    await tab.evaluate(() => {
      const label = document.querySelector('[name="your-email"]').labels[0];
      label.firstChild.textContent = label.dataset.text;
      delete label.dataset.text;
    });
    // In forced colours: the empty one's text still not drawn, the floated ones' drawn in the field's
    // text colour (over the control's field colour, readable), where they were (seen failing: the empty
    // textarea's "Bericht" drawn over its placeholder).
    await tab.emulateMedia({ forcedColors: 'active' });
    assert.ok(await drawsNothing(tab, 'your-message', floated['your-message'].text), 'forced colours: the empty textarea\'s label is drawn');
    const forced = await boxes(tab, [...typed, 'your-subject']);
    for (const name of ['your-name', 'your-email', 'your-subject']) {
      assert.deepEqual(forced[name].text, floated[name].text, `${name}: forced colours moved the floated text`);
      const [text, field] = await tab.evaluate((name) => {
        const control = document.querySelector(`[name="${name}"]`);
        return [getComputedStyle(control.labels[0]).color, getComputedStyle(control).backgroundColor];
      }, name);
      assert.ok(contrast(text, field) >= 4.5, `${name}: forced colours, ${text} on ${field}`);
      assert.ok(!(await drawsNothing(tab, name, forced[name].text)), `${name}: forced colours, the floated text not drawn`);
    }
    await tab.emulateMedia({ forcedColors: 'none' });
    // The control's text and the icon's room: the floated text starts where the typed text does.
    const start = await tab.evaluate(() => {
      const control = document.querySelector('[name="your-name"]');
      const style = getComputedStyle(control);
      return control.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    });
    assert.ok(Math.abs(floated['your-name'].text.left - start) <= 2, `the floated label at ${floated['your-name'].text.left}, the text at ${start}`);
    for (const [name, label] of [['your-name', 'Naam'], ['your-email', 'E-mail']]) {
      assert.equal((await accessibleNode(tab, `[name="${name}"]`)).name, label, `${name}: its name`);
    }
    // A click on the floated text reaches the control.
    await tab.mouse.click(floated['your-name'].text.left + 2, floated['your-name'].text.top + 2);
    assert.equal(await tab.evaluate(() => document.activeElement?.getAttribute('name')), 'your-name');
    await assertAccessible(tab, 'CF7, floating labels, one floated');
    assert.equal(await shifts(tab), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('leaves a question in sight (choices, the quiz), and a label `for` its control out of sight, as placeholder mode does', async () => {
    for (const formClass of ['placeholder', 'placeholder float-labels']) {
      const { context, tab, problems } = await open('templates', formClass);
      const seen = await tab.evaluate(() => {
        const drawn = (element) => getComputedStyle(element).visibility === 'visible' && getComputedStyle(element).webkitTextFillColor !== 'rgba(0, 0, 0, 0)' && element.getBoundingClientRect().height > 1;
        return {
          quiz: drawn(document.querySelector('.wpcf7-quiz-label')),
          choice: drawn(document.querySelector('[data-name="extras"] .wpcf7-list-item-label')),
          consent: drawn(document.querySelector('[data-name="consent"] .wpcf7-list-item-label')),
          labelFor: drawn(document.querySelector('label[for="vg-naam"]')),
          // around, its text first and no <br>
          around: drawn(document.querySelector('[name="your-message"]').labels[0]),
        };
      });
      assert.deepEqual(seen, { quiz: true, choice: true, consent: true, labelFor: false, around: false }, formClass);
      // The template's deliberate mistakes, said once each: text before the phone field names nothing, the captcha is marked.
      assert.deepEqual(problems.map((line) => line.replace(/ JSHandle@node .*$/, '')), ['warning: [vormgever] placeholder: no label text', 'warning: [vormgever] icon: no text control']);
      await context.close();
    }
  });
});

describe('Contact Form 7: icons on a theme that leaves its controls small', () => {
  // Twenty Twenty-Five's way: 21.8 px text, the controls left at the browser's 13.3 px (21 px high). The
  // icon's glyph is sized from the text (the builder says nothing of its controls' size), larger than
  // such a control: it must not make the field taller once the script puts it there.
  const small = 'body{font:21.8px/1.6 system-ui,sans-serif;margin:2rem} .hidden-fields-container{display:none}';
  const heights = (tab) => tab.evaluate(() => [...document.querySelectorAll('.wpcf7-form-control-wrap')].map((wrap) => wrap.getBoundingClientRect().height));

  for (const formClass of ['', 'placeholder', 'placeholder float-labels']) {
    it(`keeps every field as high as without the script (${formClass || 'no form class'}), the icon on the control's middle`, async () => {
      const without = await open('first-render', formClass, { style: small, script: false });
      const expected = await heights(without.tab);
      await without.context.close();
      const { context, tab, problems } = await open('first-render', formClass, { style: small });
      assert.equal(await tab.evaluate(() => document.querySelectorAll('i.vg-icon').length), 2);
      assert.deepEqual(await heights(tab), expected);
      if (!formClass.includes('float')) {
        const offsets = await tab.evaluate(() => [...document.querySelectorAll('i.vg-icon')].map((icon) => {
          const control = icon.nextElementSibling.getBoundingClientRect();
          const box = icon.getBoundingClientRect();
          return Math.abs(box.top + box.height / 2 - (control.top + control.height / 2));
        }));
        assert.ok(offsets.every((offset) => offset < 1), `icons off the control's middle by ${offsets}`);
      }
      assert.equal(await shifts(tab), 0);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
