// Captures real renders of Elementor Pro's Form widget (as Pro Elements ships it) as the project's
// fixtures (fixtures/form-builders/elementor-form-<Pro's version>-<state>.html). Run by hand, not part
// of `npm test`:
//
//   ELEMENTORPRO_DIR=~/plugins ELEMENTOR_DIR=~/plugins WORDPRESS_DIR=~/wordpress-7.1 node test/wordpress/capture-elementor-form.mjs
//
// ELEMENTORPRO_DIR names a folder holding pro-elements/, ELEMENTOR_DIR one holding elementor/ (Pro
// Elements 3.33 needs Elementor 3.31+), WORDPRESS_DIR a WordPress tree (it needs WordPress 6.6+). Like the
// suite's other third-party code they are copied into the temporary site only, never into the project.
// VG_CAPTURE_MARKERS says where the form's markers are (php/elementor-form/forms.php): `css_classes` (the
// default: each field item's own CSS class value and the widget's Advanced → CSS Classes, as code, imports
// and older kits set them; Vormgever deactivated) or `controls` (Vormgever's own controls in the widget,
// which its PHP renders onto the field groups: Vormgever active, its scripts and stylesheets refused in
// the browser, so that only its server side shows).
//
// It starts the WordPress suite's site (site.mjs), activates Elementor and Pro Elements, makes the Dutch
// contact form's pages through Elementor's own API, and captures in Chromium: the page as sent and after
// Elementor's scripts ran, after a failed submit and after a successful one, a popup's form (printed in the
// footer, then opened, then closed), a form in two steps, reCAPTCHA v2 and v3 fields, the Login widget (its
// form shares `elementor-form`), and the editor's render of the widget from its JavaScript template. It
// writes one file per state, the findings table in fixtures/form-builders/README.md (between its
// `elementor-form findings` markers), and prints what fired and what the scripts kept, moved or replaced.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, recordConsole } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { sources as chosenSources } from './sources.mjs';
import { captureReady, phase } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/form-builders');
const publicAddress = 'http://example.test';
const today = new Date().toISOString().slice(0, 10);
const markers = process.env.VG_CAPTURE_MARKERS || 'css_classes';
if (!['css_classes', 'controls'].includes(markers)) throw new Error(`VG_CAPTURE_MARKERS=${markers}: css_classes or controls`);
const phpDir = new URL('./php/', import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------------
// In the page: what fired (an init script, before any of the page's own).
// ---------------------------------------------------------------------------------------------------

function recorder() {
  const log = [];
  const removed = [];
  const name = (el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '');
  const where = (target) => {
    if (target === document) return 'document';
    if (target === window) return 'window';
    if (!target || target.nodeType !== 1) return String(target?.constructor?.name ?? target);
    if (target.tagName === 'FORM') return 'form';
    if (target.closest('form')) return `in form ${name(target)}`;
    return name(target);
  };
  // Events a script dispatches (the browser's own never come through here).
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    log.push({ kind: event.constructor.name, type: event.type, target: where(this) });
    return dispatch.call(this, event);
  };
  // jQuery's: every trigger, once WordPress's jQuery sets window.jQuery.
  let jquery;
  Object.defineProperty(window, 'jQuery', {
    configurable: true,
    get: () => jquery,
    set: (value) => {
      jquery = value;
      if (!value?.event?.trigger || value.event.vgCapture) return;
      const trigger = value.event.trigger;
      value.event.trigger = function (event, data, elem, onlyHandlers) {
        log.push({ kind: 'jQuery', type: typeof event === 'string' ? event : event?.type, target: where(elem || document), onlyHandlers: !!onlyHandlers });
        return trigger.apply(this, arguments);
      };
      value.event.vgCapture = true;
    },
  });
  // Removed widgets, forms and field groups (the parser never removes: a script did).
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType !== 1) continue;
        for (const el of [node, ...node.querySelectorAll('.elementor-widget-form, form, .elementor-field-group, .e-form__step')]) {
          if (el.matches('.elementor-widget-form, form.elementor-form, .elementor-field-group, .e-form__step')) removed.push(el);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });

  let marked = null;
  const groups = (box) => [...(box?.querySelectorAll('.elementor-field-group, .elementor-field-type-text') ?? [])];
  window.vgCapture = {
    log,
    mark(selector) {
      const box = document.querySelector(selector);
      marked = { box, form: box?.querySelector('form'), fields: groups(box), parents: new Map(groups(box).map((el) => [el, el.parentElement])) };
      log.length = 0;
      removed.length = 0;
    },
    compare(selector) {
      const box = document.querySelector(selector);
      if (!marked) return null;
      const now = groups(box);
      return {
        widget: box === marked.box ? 'kept' : box ? 'replaced' : 'gone',
        form: box?.querySelector('form') === marked.form ? 'kept' : 'replaced',
        before: marked.fields.length,
        kept: now.filter((el) => marked.fields.includes(el)).length,
        added: now.filter((el) => !marked.fields.includes(el)).map(name),
        gone: marked.fields.filter((el) => !now.includes(el)).map(name),
        moved: now.filter((el) => marked.parents.has(el) && marked.parents.get(el) !== el.parentElement).map(name),
        removed: [...new Set(removed)].map(name),
      };
    },
  };
}

/** The element `selector` as the page holds it now. */
const snapshot = (page, selector) => page.evaluate((sel) => document.querySelector(sel)?.outerHTML ?? null, selector);

/** The element with `className` whose opening tag is found first in `html`, cut out up to its closing tag. */
function cutElement(html, className) {
  const opening = [...html.matchAll(/<div\b[^>]*>/gi)].find((tag) => (tag[0].match(/\sclass=(?:"([^"]*)"|'([^']*)')/i)?.slice(1).find((v) => v !== undefined) ?? '').split(/\s+/).includes(className));
  if (!opening) throw new Error(`no .${className} in the page`);
  const token = /<!--[\s\S]*?-->|<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<div\b[^>]*>|<\/div\s*>/gi;
  token.lastIndex = opening.index;
  let depth = 0;
  for (let match; (match = token.exec(html)); ) {
    if (/^<div/i.test(match[0])) depth++;
    else if (/^<\/div/i.test(match[0]) && --depth === 0) return html.slice(opening.index, token.lastIndex);
  }
  throw new Error(`no closing </div> for .${className}`);
}

/** The site's address, however written (plain, JSON-escaped, URL-encoded), as http://example.test. */
function publicAddresses(text, siteUrl) {
  const host = new URL(siteUrl).host;
  const out = text
    .replaceAll(siteUrl, publicAddress)
    .replaceAll(siteUrl.replaceAll('/', '\\/'), publicAddress.replaceAll('/', '\\/'))
    .replaceAll(encodeURIComponent(siteUrl), encodeURIComponent(publicAddress))
    .replaceAll(host, 'example.test')
    .replaceAll(encodeURIComponent(host), 'example.test');
  if (/127\.0\.0\.1|localhost:\d/.test(out)) throw new Error("the site's address is still in a capture");
  return out;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Until the DOM under `selector` has not changed for 0.5 s (at most 10 s). */
async function settle(page, selector = 'body') {
  await page.evaluate(
    (sel) =>
      new Promise((done) => {
        let timer;
        const quiet = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            observer.disconnect();
            done();
          }, 500);
        };
        const observer = new MutationObserver(quiet);
        observer.observe(document.querySelector(sel) ?? document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        quiet();
        setTimeout(() => {
          observer.disconnect();
          done();
        }, 10000);
      }),
    selector,
  );
}

/** A new visitor on `url`, Elementor's scripts done (its frontend initialised and the page loaded). */
async function open(browser, url, { block = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.messages = recordConsole(page);
  // No network here: Google's reCAPTCHA and fonts are refused at once rather than waited for.
  await page.route(/^https:\/\//, (route) => route.abort());
  for (const pattern of block) await page.route(pattern, (route) => route.abort());
  await page.addInitScript(recorder);
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.elementorFrontend?.hooks && window.jQuery);
  await settle(page);
  return { page, context, serverHtml: await response.text() };
}

/** Types and picks what a visitor would, in the form of `widget`; `complete` also the e-mail and the acceptance. */
async function fill(page, widget, { complete }) {
  const box = page.locator(widget);
  await box.locator('input[name="form_fields[naam]"]').fill('Anna de Vries');
  await box.locator('input[name="form_fields[onderwerp]"]').fill('Afvalkalender');
  await box.locator('select[name="form_fields[soort]"]').selectOption('Vraag');
  await box.locator('textarea[name="form_fields[bericht]"]').fill('Wanneer wordt het groenafval opgehaald?');
  await box.locator('input[name="form_fields[interesses][]"]').first().check();
  if (complete) {
    await box.locator('input[name="form_fields[email]"]').fill('anna@example.org');
    await box.locator('input[name="form_fields[toestemming]"]').check();
  }
}

/** The jQuery events and dispatched events since the last mark, in words. */
function events(log) {
  const out = [];
  for (const entry of log) {
    if (entry.kind === 'jQuery' && /^(focus|focusin|focusout|blur|change|input|click|keyup|keydown|ajax(Start|Send|Success|Error|Complete|Stop)|mouse\w+|pointer\w+)$/.test(entry.type)) continue;
    if (entry.kind !== 'jQuery' && /^(DOMContentLoaded|load|readystatechange|resize|scroll|message)$/.test(entry.type)) continue;
    const text = `${entry.type} (${entry.kind === 'jQuery' ? `jQuery${entry.onlyHandlers ? ' handlers only' : ''}` : entry.kind}, on ${entry.target.replace(/^in form .*/, 'an element in the form')})`;
    const last = out[out.length - 1];
    if (last?.text === text) last.count++;
    else out.push({ text, count: 1 });
  }
  return out.map(({ text, count }) => (count > 1 ? `${text} ×${count}` : text));
}

function domWords(dom) {
  if (!dom) return '';
  const parts = [`widget ${dom.widget}, form ${dom.form}, field groups kept ${dom.kept}/${dom.before}`];
  if (dom.added.length) parts.push(`added ${dom.added.join(', ')}`);
  if (dom.gone.length) parts.push(`gone ${dom.gone.join(', ')}`);
  if (dom.moved.length) parts.push(`moved into another parent ${dom.moved.length}`);
  return parts.join('; ');
}

// ---------------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------------

let sources;
try {
  sources = chosenSources();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!sources.elementorform || !sources.elementor || !sources.wordpressDir) {
  console.error('capturing needs ELEMENTORPRO_DIR (a folder holding pro-elements/), ELEMENTOR_DIR (a folder holding elementor/) and WORDPRESS_DIR (WordPress 6.6+)');
  process.exit(1);
}
const stopper = captureReady();

let status = 0;
let browser;
const findings = [];
try {
  // Only what this capture needs: no other builder, no Gravity Forms stand-in on its pages.
  const site = await startSite({ sources: { wordpress: sources.wordpressDir, elementor: sources.elementor, elementorform: sources.elementorform }, phase, stopper });
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { wp, logIn } = await import('./wp.mjs');
  const about = wp(`
    ${markers === 'controls' ? '' : `deactivate_plugins( '${site.setup.plugin}' );`}
    $out = array();
    foreach ( array( 'elementor/elementor.php', 'pro-elements/pro-elements.php' ) as $plugin ) {
      $result = activate_plugin( $plugin );
      $out[] = is_wp_error( $result ) ? $result->get_error_message() : 'active';
    }
    delete_transient( 'elementor_activation_redirect' );
    return array( 'activated' => $out, 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION, 'theme' => wp_get_theme()->get( 'Name' ) );`);
  if (about.activated.some((said) => said !== 'active')) throw new Error(`activating: ${about.activated.join(', ')}`);
  const made = wp(`require ${JSON.stringify(join(phpDir, 'elementor-form/forms.php'))}; return vg_elementor_form_pages( '${markers}' );`);
  Object.assign(about, { elementor: made.elementor, pro: made.pro });
  console.log(`[capture] WordPress ${about.wordpress} (PHP ${about.php}, ${about.theme}), Elementor ${about.elementor}, Pro Elements ${about.pro}; markers: ${markers}`);
  browser = await launchBrowser();
  const chromium = browser.version();
  mkdirSync(outDir, { recursive: true });
  // With Vormgever active, only its server side may show: its scripts and stylesheets are refused.
  const block = markers === 'controls' ? [/\/plugins\/vormgever\//] : [];

  const write = (state, says, html, extra = {}) => {
    const name = `elementor-form-${about.pro}${markers === 'controls' ? '-controls' : ''}-${state}.html`;
    const lines = [
      `Elementor Pro's Form widget, Pro Elements ${about.pro} on Elementor ${about.elementor}: a real render, captured ${today} by test/wordpress/capture-elementor-form.mjs.`,
      `WordPress ${about.wordpress} (PHP ${about.php}, theme ${about.theme}); Elementor's defaults of a new site (Optimized Markup on: no .elementor-widget-container).`,
      `State ${state}: ${says}.`,
      `How: Chromium ${chromium} (headless, through playwright-core), a new visitor; read when the DOM had not changed for 0.5 s. The site's address is written ${publicAddress}.`,
      `The form: the project's Dutch contact form made through Elementor's document API (test/wordpress/php/elementor-form/forms.php), markers ${markers === 'controls' ? "from Vormgever's own controls in the widget (Vormgever's PHP active, its scripts and stylesheets refused)" : "in each field item's own CSS class value and the widget's Advanced → CSS Classes (Vormgever deactivated)"}; Form Validation: Custom; no submit action.`,
      extra.events ? `Events: ${extra.events.join('; ') || 'none'}.` : '',
      extra.dom ? `DOM: ${domWords(extra.dom)}.` : '',
    ].filter(Boolean);
    const text = `<!--\n${lines.map((line) => `  ${line.replaceAll('--', '- -')}`).join('\n')}\n-->\n${publicAddresses(html, site.url)}\n`;
    writeFileSync(join(outDir, name), text);
    findings.push({ state, events: extra.events ?? [], dom: domWords(extra.dom), file: name });
    console.log(`  ${name} (${(text.length / 1024).toFixed(1)} kB)${extra.events ? `\n    events: ${extra.events.join('; ')}` : ''}${extra.dom ? `\n    DOM: ${domWords(extra.dom)}` : ''}`);
  };
  const errorsOf = (page) => page.messages.filter((message) => message.startsWith('pageerror:'));
  const widget = '.elementor-widget-form';

  // The page: as sent, after Elementor's scripts, after a failed and after a successful submit.
  await phase('page', async () => {
    const { page, context, serverHtml } = await open(browser, made.contact.link, { block });
    write('server', 'the page as the server sent it, before any script: the widget cut out of the HTML', cutElement(serverHtml, 'elementor-widget-form'));
    write('first-render', "the DOM after Elementor's scripts ran (its frontend and the form's handlers)", await snapshot(page, widget));
    console.log(`    page errors: ${errorsOf(page).join(' | ') || 'none'}`);
    await context.close();
  });
  await phase('after a failed submit', async () => {
    const { page, context } = await open(browser, made.contact.link, { block });
    await fill(page, widget, { complete: false });
    await page.evaluate((sel) => window.vgCapture.mark(sel), widget);
    await page.click(`${widget} button[type=submit]`);
    await page.waitForSelector(`${widget} .elementor-message-danger`, { timeout: 30000 });
    await settle(page, widget);
    const { log, dom } = await page.evaluate((sel) => ({ log: window.vgCapture.log, dom: window.vgCapture.compare(sel) }), widget);
    write('after-failed-submit', 'Naam, Onderwerp, Soort, Bericht and one Interesse filled in, E-mail and Toestemming left empty, Verzenden clicked; the server refused it (its required fields: Form Validation Custom, so no browser validation) and the form sender showed the errors', await snapshot(page, widget), { events: events(log), dom });
    await context.close();
  });
  await phase('after a success', async () => {
    const { page, context } = await open(browser, made.contact.link, { block });
    await fill(page, widget, { complete: true });
    await page.evaluate((sel) => window.vgCapture.mark(sel), widget);
    await page.click(`${widget} button[type=submit]`);
    await page.waitForSelector(`${widget} .elementor-message-success`, { timeout: 30000 });
    await settle(page, widget);
    const { log, dom } = await page.evaluate((sel) => ({ log: window.vgCapture.log, dom: window.vgCapture.compare(sel) }), widget);
    const values = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} input:not([type=hidden]), ${sel} textarea, ${sel} select`)].map((el) => `${el.name}=${el.type === 'checkbox' ? el.checked : el.value}`), widget);
    console.log(`    after the success: ${values.join(', ')}`);
    write('after-success', 'every field filled in, the acceptance ticked, Verzenden clicked; the server accepted it, the form sender showed the success message and reset the form', await snapshot(page, widget), { events: events(log), dom });
    await context.close();
  });

  // Two steps: the form sender's steps handler moves the field groups into its steps.
  await phase('multi-step', async () => {
    const { page, context, serverHtml } = await open(browser, made.stappen.link, { block });
    write('multi-step-server', 'a form in two steps (Form Fields → Type: Step) as the server sent it', cutElement(serverHtml, 'elementor-widget-form'));
    write('multi-step', "the same form after Elementor's scripts ran: its steps handler has moved the field groups into a box per step", await snapshot(page, widget));
    await page.evaluate((sel) => window.vgCapture.mark(sel), widget);
    await page.locator(`${widget} input[name="form_fields[naam]"]`).fill('Anna de Vries');
    await page.locator(`${widget} input[name="form_fields[email]"]`).fill('anna@example.org');
    await page.click(`${widget} .e-form__buttons__wrapper__button-next >> visible=true`);
    await settle(page, widget);
    const { log, dom } = await page.evaluate((sel) => ({ log: window.vgCapture.log, dom: window.vgCapture.compare(sel) }), widget);
    write('multi-step-next', 'the first step filled in, Volgende clicked: the second step shown', await snapshot(page, widget), { events: events(log), dom });
    await context.close();
  });

  // A popup: printed in the footer, kept as a string on init, a fresh copy built on every open.
  await phase('popup', async () => {
    const { page, context, serverHtml } = await open(browser, made['popup-knop'].link, { block });
    const popup = `[data-elementor-type="popup"][data-elementor-id="${made.popup.id}"]`;
    write('popup-server', "the popup as the server printed it in the footer (Elementor's popup handler takes it out of the page on init and keeps its HTML as a string)", cutElement(serverHtml, `elementor-${made.popup.id}`));
    const inPage = await page.evaluate((sel) => !!document.querySelector(sel), popup);
    await page.evaluate(() => window.vgCapture.mark('.elementor-popup-modal .elementor-widget-form'));
    await page.click('.elementor-widget-button a');
    await page.waitForSelector(`.elementor-popup-modal ${widget}`, { state: 'visible', timeout: 30000 });
    await settle(page);
    const first = await page.evaluate(() => document.querySelector('.elementor-popup-modal .elementor-widget-form'));
    const { log } = await page.evaluate(() => ({ log: window.vgCapture.log }));
    write('popup', `the button clicked: the popup opened, its form a fresh copy built from that string (the popup's element in the page before: ${inPage ? 'yes' : 'no'})`, await snapshot(page, `.elementor-popup-modal ${widget}`), { events: events(log) });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.elementor-popup-modal .elementor-widget-form'), null, { timeout: 15000 });
    await page.click('.elementor-widget-button a');
    await page.waitForSelector(`.elementor-popup-modal ${widget}`, { state: 'visible', timeout: 30000 });
    const fresh = await page.evaluate((old) => document.querySelector('.elementor-popup-modal .elementor-widget-form') !== old, first);
    console.log(`    closed: the form removed; opened again: ${fresh ? 'a new copy' : 'the same element'}`);
    await context.close();
  });

  // reCAPTCHA v2 and v3 (keys that name no site; Google's script refused), and the Login widget.
  await phase('captcha, login', async () => {
    let opened = await open(browser, made.captcha.link, { block });
    write('captcha', "a form with reCAPTCHA v2 and v3 fields after Elementor's scripts ran (keys that name no site; Google's script refused: its boxes stay as Pro prints them)", await snapshot(opened.page, widget));
    await opened.context.close();
    opened = await open(browser, made.inloggen.link, { block });
    write('login', "the Login widget after Elementor's scripts ran: its form shares `elementor-form` and `elementor-field-group`, and is no Form widget's", await snapshot(opened.page, '.elementor-widget-login'));
    await opened.context.close();
  });

  // The editor: the first paint is the server's HTML (edit mode); a setting changed re-renders the
  // widget from its JavaScript template.
  await phase('editor', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.messages = recordConsole(page);
    await page.route(/^https:\/\//, (route) => route.abort());
    // (Vormgever's editor script is the editor's, not a visitor's: it puts the markers in the template's render.)
    for (const pattern of block) await page.route(pattern, (route) => (/\/editor\/vormgever-editor-elementorform\.js/.test(route.request().url()) ? route.continue() : route.abort()));
    await logIn(page);
    await page.goto(`${site.url}/wp-admin/post.php?post=${made.contact.id}&action=elementor`);
    const frame = await (await page.waitForSelector('#elementor-preview-iframe', { timeout: 90000 })).contentFrame();
    await frame.waitForSelector(`${widget} form`, { timeout: 90000 });
    await page.waitForFunction(() => window.elementor?.getContainer?.('e1f0a01'), null, { timeout: 60000 });
    await frame.evaluate(() => (window.vgOld = document.querySelector('.elementor-widget-form form')));
    write('editor-server', "Elementor's editor: the widget's first paint in its preview, the server's render in edit mode", await frame.evaluate(() => document.querySelector('.elementor-widget-form').outerHTML));
    await page.evaluate(() => window.$e.run('document/elements/settings', { container: window.elementor.getContainer('e1f0a01'), settings: { button_text: 'Versturen' } }));
    await frame.waitForFunction(() => {
      const form = document.querySelector('.elementor-widget-form form');
      return form && form !== window.vgOld;
    }, null, { timeout: 30000 });
    await settle(page);
    write('editor-template', "Elementor's editor: the widget re-rendered in its preview from its JavaScript template, after a setting changed (Verzenden → Versturen)", await frame.evaluate(() => document.querySelector('.elementor-widget-form').outerHTML));
    console.log(`    editor errors: ${errorsOf(page).join(' | ') || 'none'}`);
    await context.close();
  });

  // The findings table, between README.md's markers.
  const table = [
    '| state | events (in order; where they fired) | DOM: kept, moved or replaced |',
    '|---|---|---|',
    ...findings.filter((row) => row.events.length || row.dom).map((row) => `| \`${row.state}\` | ${row.events.join('; ') || '(none)'} | ${row.dom} |`),
  ].join('\n');
  const readme = join(outDir, 'README.md');
  const markersRe = /(<!-- elementor-form findings: start -->\n)[\s\S]*?(<!-- elementor-form findings: end -->)/;
  if (existsSync(readme) && markersRe.test(readFileSync(readme, 'utf8'))) {
    writeFileSync(readme, readFileSync(readme, 'utf8').replace(markersRe, (_, start, end) => `${start}${table}\n${end}`));
    console.log(`\n[capture] the findings table in ${readme} updated`);
  } else console.log(`\n[capture] findings:\n${table}`);
  const log = readFileSync(site.debugLog, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter((line) => line.trim() && !line.includes('could not establish a secure connection to WordPress.org'));
  if (log.length) console.log(`\n[capture] the site's PHP log (${log.length} lines):\n${log.slice(-15).join('\n')}`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser?.close();
  await stopper.stop?.();
}
process.exit(status);
