// Floating labels in real Chromium, on the demo's callback form (/terugbellen, `placeholder float-labels`):
// focus, type, leave, empty, a value set by a script, a select, a compound field, a re-render with
// values; in every state no control moves (positions and layout-shift entries), axe finds nothing,
// every name is the label's text, and a floated label is readable (>= 4.5:1, >= 11 px). Also right to
// left, reduced motion, forced colors, the config key on a placeholder form, and the README's
// before/after pictures (docs/floating-before.png, docs/floating-after.png) and the RTL one.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { accessibleNode, floatedLabelFit, projectRoot, recordConsole, useDemoSite } from './harness.mjs';

const site = useDemoSite();
const axeScript = `${projectRoot}/node_modules/axe-core/axe.min.js`;
const docs = (name) => `${projectRoot}/docs/${name}`;

// The form's text controls, each with the label that floats for it.
const controls = ['input_3_1_3', 'input_3_1_6', 'input_3_2', 'input_3_3', 'input_3_4', 'input_3_5', 'input_3_6'];

/**
 * Opens a demo page with a layout-shift recorder; `rewrite` may change the page's HTML on its way in
 * (the "before" picture: the same form without `float-labels`).
 */
async function open(path, { rewrite, viewport = { width: 900, height: 1400 }, media, whileLoading = true } = {}) {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = recordConsole(page);
  if (media) await page.emulateMedia(media);
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((entry) => ({ value: entry.value, t: Math.round(entry.startTime), sources: entry.sources.map((s) => (s.node?.id || s.node?.className || s.node?.nodeName) + ' ' + JSON.stringify([s.previousRect, s.currentRect])) })))).observe({ type: 'layout-shift', buffered: true });
  });
  if (rewrite) {
    await page.route(site.base + path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
  await page.goto(site.base + path);
  await page.waitForFunction(() => window.vormgever?.controller);
  await quiet(page);
  // While loading, the icon font's glyphs replace the fallback ones inside their fixed boxes (a shift of
  // about 0.000002, not ours and not the labels'). Counted from here on: every shift.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const loading = await page.evaluate(() => window.__shifts.splice(0));
  const cls = loading.reduce((sum, shift) => sum + shift.value, 0);
  if (whileLoading) assert.ok(cls < 0.0001, `load: ${JSON.stringify(loading)}`);
  return { context, page, problems, cls };
}

/** Lazy work done, the plugin's fade-in over, every transition ended. */
async function quiet(page) {
  await page.evaluate(() => window.vormgever.controller.settled());
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form[id^="gform_"]')].every((form) => ['', '1'].includes(form.style.opacity)) &&
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Per control: its box, whether its label is in sight, the label's text and rendered size, the placeholder's opacity. */
function state(page) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const control = document.getElementById(id);
    const label = document.querySelector(`label[for="${id}"]`);
    const style = getComputedStyle(label);
    const box = control.getBoundingClientRect();
    const scale = new DOMMatrix(style.transform).a;
    // What a sighted visitor reads: the label's text without the plugin's indicator (out of sight), plus the star drawn after it.
    const copy = label.cloneNode(true);
    copy.querySelectorAll('.gfield_required').forEach((indicator) => indicator.remove());
    const after = getComputedStyle(label, '::after').content;
    const star = /^"(.*?)"/.exec(after)?.[1] ?? '';
    return [id, {
      box: [box.x, box.y, box.width, box.height].map(Math.round).join(','),
      shown: !label.hidden && style.opacity === '1' && label.getBoundingClientRect().width > 1,
      text: (copy.textContent + star).replace(/\s+/g, ' ').trim(),
      px: parseFloat(style.fontSize) * scale,
      placeholder: control.localName === 'select' ? null : getComputedStyle(control, '::placeholder').opacity,
    }];
  })), controls);
}

const shown = async (page) => Object.entries(await state(page)).filter(([, s]) => s.shown).map(([id]) => id);
const shifts = (page) => page.evaluate(() => window.__shifts);

async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** axe with every rule but WCAG AAA (as a11y.test.mjs); the plugin's own focusable consent description is accepted there too. */
async function assertAxe(page, label) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const rules = window.axe.getRules().filter((rule) => !rule.tags.includes('wcag2aaa')).map((rule) => rule.ruleId);
    const result = await window.axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).filter((target) => !(v.id === 'focus-order-semantics' && /gfield_consent_description/.test(target))) }))
      .filter((v) => v.nodes.length);
  });
  assert.deepEqual(violations, [], `axe on ${label}`);
}

/** Contrast of an element's text against the colors painted behind it (opaque layers from the element down). */
function contrastOf(page, selector) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const rgba = (value) => {
      const [r, g, b, a = 1] = /rgba?\(([^)]+)\)/.exec(value)[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
    const luminance = ({ r, g, b }) => {
      const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const box = element.getBoundingClientRect();
    // Everything under the label's centre (it lets the pointer through, so it is not in the stack itself).
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of stack.reverse()) {
      const color = rgba(getComputedStyle(layer).backgroundColor);
      if (color.a > 0) background = over(color, background);
    }
    const foreground = over(rgba(getComputedStyle(element).color), background);
    const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  }, selector);
}

describe('floating labels on the callback form', () => {
  it('focus, type, leave, empty, a value set by a script, a select, a compound field: labels in sight when they should be, nothing moves', async () => {
    const { context, page, problems } = await open('/terugbellen');
    try {
      const first = await state(page);
      assert.deepEqual(await shown(page), [], 'an empty form looks like placeholder mode: no label in sight');
      assert.equal(first.input_3_2.placeholder, '1', 'placeholders are shown');
      assert.equal(await page.getAttribute('#input_3_1_3', 'placeholder'), 'Naam: Voornaam *');
      await assertAxe(page, 'the empty form');

      // Focus: the label comes into sight, the placeholder goes.
      await page.focus('#input_3_1_3');
      await settle(page);
      let now = await state(page);
      assert.deepEqual(await shown(page), ['input_3_1_3']);
      assert.equal(now.input_3_1_3.placeholder, '0', 'label and placeholder are never in sight together');
      assert.equal(now.input_3_1_3.text, 'Voornaam *', 'a sub-input floats its own sub-label, with the required star');
      await assertAxe(page, 'a focused empty field');

      // Type, then leave: the label stays.
      await page.keyboard.type('Jan');
      await page.keyboard.press('Tab'); // to Achternaam
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_1_6']);
      await page.keyboard.press('Tab'); // leave Achternaam empty
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_2'], 'leaving an empty field puts its label away');
      await assertAxe(page, 'typed and focused');

      // Emptied again: the label goes once the field is left.
      await page.focus('#input_3_1_3');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.focus('#input_3_6');
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_6']);
      await page.focus('#input_3_1_3');
      await page.keyboard.type('Jan');
      await page.evaluate(() => document.activeElement.blur());

      // A value set by a script without any event (as autofill or a form plugin does).
      await page.evaluate(() => { document.getElementById('input_3_3').value = 'jan@voorbeeld.nl'; });
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_3']);

      // A select: focus alone shows nothing (its placeholder option says what it asks); a real choice does.
      await page.focus('#input_3_4');
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_3']);
      await page.selectOption('#input_3_4', 'Parkeren');
      await page.evaluate(() => { document.getElementById('input_3_5').value = 'Middag (12-17 uur)'; }); // set by a script
      await page.evaluate(() => document.activeElement.blur());
      await settle(page);
      now = await state(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_3', 'input_3_4', 'input_3_5']);
      assert.equal(now.input_3_4.text, 'Onderwerp *');
      await page.selectOption('#input_3_5', '');
      await settle(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_3', 'input_3_4'], 'back to the empty choice: the label goes');
      await assertAxe(page, 'values and a chosen select');

      // Readable: >= 4.5:1 on the control's background, >= 11 px rendered.
      for (const id of ['input_3_1_3', 'input_3_3', 'input_3_4']) {
        assert.ok(now[id].px >= 11, `${id}: the floated label is ${now[id].px} px`);
        const ratio = await contrastOf(page, `label[for="${id}"]`);
        assert.ok(ratio >= 4.5, `${id}: floated label contrast ${ratio.toFixed(2)}:1`);
      }

      // Nothing moved, in any state.
      for (const id of controls) assert.equal(now[id].box, first[id].box, `${id} kept its place and size`);
      assert.deepEqual(await shifts(page), [], 'no layout-shift entries');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('names: every control by its label text (the star is not read), the name group by its legend', async () => {
    const { context, page } = await open('/terugbellen');
    try {
      await page.fill('#input_3_2', '06 12345678');
      const words = (text) => text.replace(/\s+/g, '');
      const expected = {
        input_3_1_3: 'Voornaam', input_3_1_6: 'Achternaam', input_3_2: 'Telefoonnummer(verplicht)', input_3_3: 'E-mailadres',
        input_3_4: 'Onderwerp(verplicht)', input_3_5: 'Bestemoment', input_3_6: 'Toelichting',
      };
      for (const [id, name] of Object.entries(expected)) {
        assert.equal(words((await accessibleNode(page, `#${id}`)).name), name, id);
        assert.equal(await page.evaluate((id) => document.querySelector(`label[for="${id}"]`).hidden, id), false, `${id}: its label stays rendered`);
      }
      const group = await accessibleNode(page, '#field_3_1');
      assert.equal(group.role, 'group');
      assert.equal(words(group.name), 'Naam(verplicht)');
      assert.equal(await page.locator('#field_3_1 > legend').isVisible(), false, 'the group name stays out of sight');
    } finally {
      await context.close();
    }
  });

  it('a re-render with values (the plugin\'s AJAX) and a failed submit: filled fields keep their labels in sight, nothing moves', async () => {
    const { context, page, problems } = await open('/terugbellen');
    try {
      const first = await state(page);
      await page.fill('#input_3_1_3', 'Jan');
      await page.fill('#input_3_2', '06 12345678');
      await page.selectOption('#input_3_4', 'Parkeren');
      const old = await page.evaluateHandle(() => document.getElementById('gform_3'));
      await page.click('[data-gf-demo-reload="3"]');
      await page.waitForFunction((form) => !form.isConnected && document.getElementById('gform_3'), old);
      await page.evaluate(() => document.activeElement.blur()); // the demo's reload button keeps focus
      await page.mouse.move(0, 0); // and the pointer (both color it for the demo's theme)
      await quiet(page);
      assert.equal(await page.inputValue('#input_3_2'), '06 12345678');
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_2', 'input_3_4']);
      const now = await state(page);
      for (const id of controls) assert.equal(now[id].box, first[id].box, `${id} kept its place after the re-render`);
      assert.equal(await page.evaluate(() => document.querySelectorAll('#gform_3 label[hidden]').length), 0);
      await assertAxe(page, 'after a re-render with values');
      assert.deepEqual(await shifts(page), [], 'no layout-shift entries');

      // A failed submit (Achternaam and the consent are missing): errors in place, labels as before.
      const before = await page.evaluateHandle(() => document.getElementById('gform_3'));
      await page.click('#gform_submit_button_3');
      await page.waitForFunction((form) => !form.isConnected && document.querySelector('#gform_wrapper_3 .gfield_error'), before);
      await quiet(page);
      assert.deepEqual(await shown(page), ['input_3_1_3', 'input_3_2', 'input_3_4']);
      await assertAxe(page, 'after a failed submit'); // (the plugin's error messages move what is below them)
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const [how, rewrite] of [
    ['the form class', (html) => html.replace('<html lang="nl"', '<html lang="nl" dir="rtl"')],
    // The config key puts the page-wide class on <html>, where a right-to-left site has its `dir`.
    ['the page-wide class on <html>', (html) => html.replace('<html lang="nl"', '<html lang="nl" dir="rtl" class="vg-float-labels"').replace('placeholder float-labels', 'placeholder')],
  ]) {
    it(`right to left (${how}): the label floats at the right (docs/floating-rtl.png)`, async () => {
      const { context, page } = await open('/terugbellen', { rewrite });
      try {
        assert.equal(await page.evaluate(() => document.querySelector('#gform_3').classList.contains('float-labels')), how === 'the form class');
        assert.equal(await page.evaluate(() => document.dir), 'rtl');
        await page.fill('#input_3_2', '06 12345678');
        await page.fill('#input_3_1_3', 'Jan');
        await page.evaluate(() => document.activeElement.blur());
        await settle(page);
        for (const id of ['input_3_1_3', 'input_3_2']) {
          const [label, control] = await page.evaluate((id) => [document.querySelector(`label[for="${id}"]`), document.getElementById(id)].map((el) => el.getBoundingClientRect().toJSON()), id);
          const fromRight = control.right - label.right;
          assert.ok(fromRight > 0 && fromRight < 60, `${id}: the label starts at the control's right edge (${fromRight} px from it)`);
          assert.ok(label.left > control.left + control.width / 2, `${id}: in the right half`);
        }
        const picture = await page.locator('#gform_wrapper_3').screenshot({ animations: 'disabled', caret: 'hide' });
        if (how === 'the form class' && (process.env.UPDATE_SCREENSHOT === '1' || !existsSync(docs('floating-rtl.png')))) writeFileSync(docs('floating-rtl.png'), picture);
      } finally {
        await context.close();
      }
    });
  }

  it('reduced motion: no transition; forced colors: the label in the field\'s text color', async () => {
    const reduced = await open('/terugbellen', { media: { reducedMotion: 'reduce' } });
    try {
      const duration = await reduced.page.evaluate(() => getComputedStyle(document.querySelector('label[for="input_3_2"]')).transitionDuration);
      assert.equal(duration.split(',').map((d) => d.trim()).every((d) => d === '0s'), true, duration);
    } finally {
      await reduced.context.close();
    }
    const normal = await open('/terugbellen');
    try {
      const duration = await normal.page.evaluate(() => getComputedStyle(document.querySelector('label[for="input_3_2"]')).transitionDuration);
      assert.notEqual(duration, '0s', 'with motion it does move');
    } finally {
      await normal.context.close();
    }
    const forced = await open('/terugbellen', { media: { forcedColors: 'active' } });
    try {
      await forced.page.fill('#input_3_2', '06 12345678');
      await forced.page.evaluate(() => document.activeElement.blur());
      await settle(forced.page);
      const [label, field] = await forced.page.evaluate(() => [
        getComputedStyle(document.querySelector('label[for="input_3_2"]')).color,
        getComputedStyle(document.getElementById('input_3_2')).color,
      ]);
      assert.equal(label, field, 'the label has the field text color');
      assert.deepEqual(await shown(forced.page), ['input_3_2']);
      const ratio = await contrastOf(forced.page, 'label[for="input_3_2"]');
      assert.ok(ratio >= 4.5, `forced colors: ${ratio.toFixed(2)}:1`);
    } finally {
      await forced.context.close();
    }
  });

  it('the config key floatingLabels on the placeholder contact form: labels float, the class is on <html>', async () => {
    const config = '<script type="application/json" id="vormgever-config">{"floatingLabels": true}</script>';
    const { context, page, cls } = await open('/', { rewrite: (html) => html.replace('</head>', `${config}</head>`), whileLoading: false });
    try {
      // The room inside the controls arrives with the class, after the first paint: a site that wants
      // nothing to move prints the class itself (the next test).
      assert.ok(cls > 0, `the class set by the script moves the form once (CLS ${cls.toFixed(3)})`);
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('vg-float-labels')), true);
      await page.fill('#input_1_2', 'an@voorbeeld.nl');
      await page.evaluate(() => document.activeElement.blur());
      await settle(page);
      const label = await page.evaluate(() => {
        const element = document.querySelector('label[for="input_1_2"]');
        const indicator = element.querySelector('.gfield_required').getBoundingClientRect();
        return { hidden: element.hidden, opacity: getComputedStyle(element).opacity, star: getComputedStyle(element, '::after').content, indicator: indicator.width <= 1 };
      });
      assert.deepEqual(label, { hidden: false, opacity: '1', star: '" *" / ""', indicator: true });
    } finally {
      await context.close();
    }
  });
});

describe('a theme with large labels over small controls', () => {
  // As Twenty Twenty-Five with Gravity Forms' theme framework on WordPress 7.1: the labels take a 21.8 px
  // font (the body's), the controls 14 px. The label floated at 0.75 of its own size ended about 5 px
  // into the typed text when the room was made from the control's size only.
  const theme = '<style>body { font-size: 21.8px; } body .gform_wrapper label { font-size: 21.8px; } ' +
    'body .gform_wrapper form :is(input, select, textarea) { font-size: 14px; }</style>';
  it('keeps each floated label in the room above the text line, the text line inside its box', async () => {
    const { context, page } = await open('/terugbellen', { rewrite: (html) => html.replace('</head>', `${theme}</head>`), media: { reducedMotion: 'reduce' } });
    try {
      await page.fill('#input_3_1_3', 'Jan');
      await page.fill('#input_3_1_6', 'de Vries');
      await page.fill('#input_3_2', '06 12345678');
      await page.fill('#input_3_3', 'jan@example.org');
      await page.selectOption('#input_3_4', 'Parkeren');
      await page.selectOption('#input_3_5', { index: 1 });
      await page.fill('#input_3_6', 'Graag na vijven');
      await page.evaluate(() => document.activeElement.blur());
      await settle(page);
      const seen = await page.evaluate(floatedLabelFit, controls);
      assert.deepEqual(seen, controls.map((id) => ({ id, controlPx: 14, floated: true, fits: true, labelInRoom: true })));
    } finally {
      await context.close();
    }
  });
});

describe('the page-wide class in the markup (as the WordPress plugin prints it on <body>)', () => {
  it('floats the contact form\'s labels from the first paint: nothing moves while loading', async () => {
    const { context, page, cls } = await open('/', { rewrite: (html) => html.replace(/<body class="/, '<body class="vg-float-labels ') });
    try {
      assert.equal(cls < 0.0001, true);
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('vg-float-labels')), false, 'the script adds nothing');
      await page.fill('#input_1_3', '010 1234567');
      await page.evaluate(() => document.activeElement.blur());
      await settle(page);
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('label[for="input_1_3"]')).opacity), '1');
      assert.deepEqual(await shifts(page), []);
    } finally {
      await context.close();
    }
  });
});

describe('the README pictures', () => {
  it('docs/floating-before.png (placeholder mode) and docs/floating-after.png (floating labels), the same values typed', async () => {
    const fill = async (page) => {
      await page.fill('#input_3_1_3', 'Jan');
      await page.fill('#input_3_1_6', 'de Vries');
      await page.fill('#input_3_2', '06 12345678');
      await page.selectOption('#input_3_4', 'Parkeren');
      await page.focus('#input_3_3');
      await settle(page);
    };
    for (const [name, rewrite] of [
      ['floating-before.png', (html) => html.replace("class='placeholder float-labels'", "class='placeholder'")],
      ['floating-after.png', undefined],
    ]) {
      const { context, page } = await open('/terugbellen', { rewrite, viewport: { width: 700, height: 1400 } });
      try {
        const float = await page.evaluate(() => document.getElementById('gform_3').classList.contains('float-labels'));
        assert.equal(float, name === 'floating-after.png');
        await page.evaluate(() => document.fonts.ready);
        await fill(page);
        const picture = await page.locator('#gform_3 .gform_fields').screenshot({ animations: 'disabled', caret: 'hide' });
        if (process.env.UPDATE_SCREENSHOT === '1' || !existsSync(docs(name))) writeFileSync(docs(name), picture);
        assert.ok(picture.length < 200 * 1024, `${name} stays small`);
      } finally {
        await context.close();
      }
    }
  });
});
