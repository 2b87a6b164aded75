// Every builder, every visitor (issue 48): the demo's builder pages (their contact form in placeholder
// mode, the short form below it without) read off the screen as a visitor sees them, in Chromium, with
// its placeholder forms as printed and floating (`vg-float-labels`), at load and after a failed submit,
// in the page's colours and in forced colours (emulated: Windows' contrast themes):
// - nothing drawn over another control or text, no label beside its own placeholder, every label and
//   placeholder in sight readable (4.5:1), every icon drawn (painted.mjs); in forced colours each switch
//   shows its state as the system's checkbox;
// - every text control in sight in a placeholder form has a text in sight saying what it asks (its
//   label, its placeholder, a select's empty choice where that can say it);
// - every icon inside its control, on its text line, clear of the text (looks-measure.mjs);
// - axe (WCAG 2.2 A/AA and best practices) finds nothing in the forms that the same page without
//   Vormgever (its module and stylesheet refused) does not have;
// - every control named as without Vormgever, and every switch as far from its text as the builder
//   keeps its own checkbox.
// (Gravity Forms' selects in placeholder mode: the looks matrix's, pages/looks/selects.js; the real
// builders read the same way: the WordPress suite's builder-looks.test.mjs.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { animationsDone, projectRoot, recordConsole, useDemoSite } from './harness.mjs';
import { builderLooks, measureLooks } from './looks-measure.mjs';
import { controlsInSight, paintOf, paintProblems, switchGaps, unnamedInSight } from './painted.mjs';

const site = useDemoSite();
const axeScript = `${projectRoot}/node_modules/axe-core/axe.min.js`;

// Each builder's page: its forms, measureLooks' words for it, when its script is done (`ready`), and its
// failed submits (a click, then what shows the errors; `tick` first: a box the submit waits for).
// `selectsKeep`: every select keeps its label in placeholder mode (its empty choice says nothing).
const builders = {
  WPForms: {
    path: '/wpforms', forms: '.wpforms-form', looks: builderLooks.wpforms, ready: '#wpforms-418 [data-field-id="NaN"]',
    fail: [['#wpforms-412 .wpforms-page-next', '#wpforms-412-field_1-error'], ['#wpforms-submit-418', '#wpforms-418-field_1-error']],
  },
  'Fluent Forms': {
    path: '/fluent-forms', forms: 'form.frm-fluent-form', looks: builderLooks.fluentform, ready: '#fluentform_7.ff-form-loaded', selectsKeep: true,
    fail: [['#fluentform_5 .ff-btn-next', '#fluentform_5 .ff-el-is-error'], ['#fluentform_7 .ff-btn-submit', '#fluentform_7 .ff-el-is-error']],
  },
  Formidable: {
    path: '/formidable', forms: 'form.frm-show-form', looks: builderLooks.formidable, ready: '#form_snelcontact',
    fail: [['#form_contactformulier .frm_button_submit', '#frm_field_2_container .frm_error'], ['#form_snelcontact .frm_button_submit', '#frm_field_12_container .frm_error']],
  },
  'Ninja Forms': {
    path: '/ninja-forms', forms: '.nf-form-cont form', looks: builderLooks.ninjaforms, ready: '#nf-form-4-cont form .nf-field-container',
    fail: [['#nf-field-10', '#nf-error-1 .nf-error-msg'], ['#nf-field-18', '#nf-error-11 .nf-error-msg']],
  },
  'Contact Form 7': {
    path: '/contact-form-7', forms: 'form.wpcf7-form', looks: builderLooks.contactform7, ready: '#wpcf7-f565-p569-o2.js', selectsKeep: true,
    tick: ['[name="consent"]', '[name="snel-akkoord"]'],
    fail: [['#wpcf7-f564-p569-o1 .wpcf7-submit', '[data-name="your-name"] .wpcf7-not-valid-tip'], ['#wpcf7-f565-p569-o2 .wpcf7-submit', '[data-name="snel-naam"] .wpcf7-not-valid-tip']],
  },
  // Elementor Pro's Form widget: its contact form's select has no empty first choice (Elementor prints
  // none of its own), so its label stays in sight. (Its popup's form is a string until opened: not here.)
  'Elementor Pro': {
    path: '/elementor-form', forms: '.elementor-widget-form form', looks: builderLooks.elementorform, ready: '.elementor-element-e9f0a01 form',
    fail: [['.elementor-element-e1f0a01 [type=submit]', '.elementor-element-e1f0a01 .elementor-message-danger:not(.elementor-help-inline)'], ['.elementor-element-e9f0a01 [type=submit]', '.elementor-element-e9f0a01 .elementor-message-danger:not(.elementor-help-inline)']],
  },
};

/**
 * The builder's page in a context of its own; `floating`: `vg-float-labels` on <html> from the start
 * (every placeholder form floats); `vormgever: false`: its module and stylesheet refused.
 */
async function open(words, { floating = false, vormgever = true } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems = recordConsole(page);
  if (!vormgever) for (const refused of ['**/vormgever-builders.js', '**/builders/*.css']) await page.route(refused, (route) => route.fulfill({ status: 404, body: '' }));
  // (The init script runs before <html> exists: the class as soon as it does.)
  if (floating) await page.addInitScript(() => new MutationObserver((records, observer) => document.documentElement && (document.documentElement.classList.add('vg-float-labels'), observer.disconnect())).observe(document, { childList: true }));
  await page.goto(site.base + words.path);
  await page.waitForSelector(words.ready, { state: 'attached' });
  if (vormgever) await page.waitForFunction(() => window.vormgever?.controller);
  await quiet(page);
  // Fluent Forms answers a failed submit with HTTP 422; without Vormgever its files are 404s.
  const expected = (text) => /status of 422/.test(text) || (!vormgever && /status of 404/.test(text));
  return { context, page, problems: () => problems.filter((text) => !expected(text)) };
}

/** The builder's animations over (its slides, jQuery's), Vormgever's lazy work done. */
async function quiet(page) {
  await page.waitForFunction(() => !window.jQuery || !window.jQuery(':animated').length);
  await animationsDone(page);
  await page.evaluate(() => window.vormgever?.controller?.settled());
}

/** Both forms' failed submits, each waited for until its errors show. */
async function failSubmits(page, words) {
  for (const box of words.tick ?? []) await page.click(box);
  for (const [button, errors] of words.fail) {
    await page.click(button);
    await page.waitForSelector(errors, { state: 'visible' });
  }
  await quiet(page);
}

/** measureLooks' icons on the builder's forms: on the control's text line within 1.5 px, inside it, at its start, clear of its text. */
async function iconProblems(page, words) {
  const forms = await page.evaluate(measureLooks, { words: words.looks });
  return forms.flatMap((form) => form.icons.filter((icon) => icon.inSight).flatMap((icon) => [
    Math.abs(icon.offCentre) > 1.5 && `${form.cell} ${icon.control}: icon ${icon.offCentre} px off its text line`,
    icon.inControl === false && `${form.cell} ${icon.control}: icon outside its control's height`,
    icon.startSide > 1 && `${form.cell} ${icon.control}: icon ${icon.startSide} px from its control's start edge`,
    icon.gap < 4 && `${form.cell} ${icon.control}: text ${icon.gap} px after the icon`,
  ].filter(Boolean)));
}

/**
 * Axe's violations in the forms (their builder's wrappers): one line per rule and element (its id, else
 * its name, else its tag and classes: the same element with and without Vormgever).
 */
async function axeFindings(page, words) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (formSelector) => {
    const rules = window.axe.getRules().filter((rule) => !rule.tags.includes('wcag2aaa')).map((rule) => rule.ruleId);
    const include = [...document.querySelectorAll(formSelector)].map((form) => form.closest('.wpcf7, .nf-form-cont, .frm_forms, .fluentform, .wpforms-container, .elementor-widget-form') ?? form);
    const { violations } = await window.axe.run({ include }, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    const name = (target) => {
      const element = document.querySelector(target);
      if (!element) return target;
      return element.id ? `#${element.id}` : element.getAttribute('name') ? `[name="${element.getAttribute('name')}"]` : `${element.localName}.${[...element.classList].filter((c) => !c.startsWith('vg-')).join('.')}`;
    };
    return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${name(node.target[0])}`)).sort();
  }, words.forms);
}

/** What `ours` has that `theirs` has not (counted: an element twice where the page without has it once). */
function beyond(ours, theirs) {
  const left = [...theirs];
  return ours.filter((finding) => {
    const at = left.indexOf(finding);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Chromium's name of each text control and checkbox in sight in the forms, by key (one CDP session). */
async function names(page, words) {
  const keys = await page.evaluate((formSelector) => {
    const keyOf = (e) => e.id || `[name="${e.name}"]${e.type === 'checkbox' ? `[value="${e.value}"]` : ''}`;
    return [...document.querySelectorAll(`:is(${formSelector}) :is(input[type=text], input[type=email], input[type=tel], input[type=checkbox], select, textarea)`)]
      .filter((control) => control.checkVisibility() && !control.closest('[data-field-type], .wpforms-field-hp, .ff-hpsf-container, .nf-form-hp') && !control.matches('.frm_verify, [aria-hidden=true]'))
      .map(keyOf);
  }, words.forms);
  const cdp = await page.context().newCDPSession(page);
  const result = {};
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    for (const key of keys) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: key.startsWith('[') ? key : `[id="${key}"]` });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      result[key] = (nodes[0].name?.value ?? '').replace(/\s+/g, ' ').trim();
    }
  } finally {
    await cdp.detach();
  }
  return result;
}

/** Everything `paint`, the controls and the icons of `page` now show wrong, each line prefixed with `at`. */
async function seenProblems(page, words, at, forced) {
  const paint = await paintOf(page, words.forms);
  assert.ok(paint.texts.some((text) => text.inked) && paint.icons.length >= 5, `${at}: the forms read`);
  return [
    ...paintProblems(paint, { forced }),
    ...unnamedInSight(await page.evaluate(controlsInSight, words.forms), paint, words.selectsKeep),
    ...(await iconProblems(page, words)),
  ].map((problem) => `${at}: ${problem}`);
}

describe('every builder, every visitor: the demo\'s builder pages as a visitor sees them', { concurrency: true }, () => {
  for (const [builder, words] of Object.entries(builders)) {
    it(`${builder}: its placeholder forms as printed and floating, the short form without; at load and after a failed submit; in the page's and in forced colours`, async () => {
      // The page without Vormgever (its labels and checkboxes as the builder makes them), and with it:
      // placeholder mode as printed, and floating.
      const theirs = await open(words, { vormgever: false });
      const ours = { placeholder: await open(words), floating: await open(words, { floating: true }) };
      const pages = Object.values(ours);
      const problems = [];
      try {
        assert.ok(await ours.floating.page.evaluate(() => document.querySelector('.vg-float-labels .placeholder') !== null), 'floating: its placeholder forms float');
        const plainNames = await names(theirs.page, words);
        for (const [mode, { page }] of Object.entries(ours)) {
          const ourNames = await names(page, words);
          for (const [key, name] of Object.entries(plainNames)) if (ourNames[key] !== name) problems.push(`${mode}: ${key} named "${ourNames[key]}", without Vormgever "${name}"`);
        }
        // The builder's own gap beside its checkbox (without Vormgever), kept beside the switch.
        const [gaps, own] = await Promise.all([ours.placeholder.page.evaluate(switchGaps, words.forms), theirs.page.evaluate(switchGaps, words.forms)]);
        console.log(`${builder}: switch to text ${JSON.stringify(Object.values(gaps))}; its own checkbox to text ${JSON.stringify(Object.values(own))}`);
        assert.ok(Object.keys(gaps).length >= 4, `${builder}: switches in sight`);
        for (const [key, gap] of Object.entries(gaps)) if (!(gap >= own[key] - 1)) problems.push(`${key}: the switch ${gap} px from its text, the builder's checkbox ${own[key]} px`);
        for (const state of ['at load', 'after a failed submit']) {
          if (state !== 'at load') await Promise.all([theirs, ...pages].map(({ page }) => failSubmits(page, words)));
          for (const forcedColors of ['none', 'active']) {
            await Promise.all([theirs, ...pages].map(({ page }) => page.emulateMedia({ forcedColors }).then(() => quiet(page))));
            let without;
            for (const [mode, { page }] of Object.entries(ours)) {
              const at = `${mode}, ${state}${forcedColors === 'active' ? ', forced colours' : ''}`;
              problems.push(...(await seenProblems(page, words, at, forcedColors === 'active')));
              // Axe: nothing the page without Vormgever does not have (read there only when needed).
              const found = await axeFindings(page, words);
              if (found.length) without ??= await axeFindings(theirs.page, words);
              problems.push(...beyond(found, without ?? []).map((finding) => `${at}: axe: ${finding} (not without Vormgever)`));
            }
          }
        }
        assert.deepEqual(problems, [], builder);
        for (const { problems: logged } of pages) assert.deepEqual(logged(), []);
      } finally {
        await Promise.all([theirs, ...pages].map(({ context }) => context.close()));
      }
    });
  }
});
