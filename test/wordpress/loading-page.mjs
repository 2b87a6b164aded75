// The loading test bed and what a page holds of Vormgever, and how much of its layout shift is
// Vormgever's: shared by loading.test.mjs and builders.test.mjs.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { newPage, url, wp, wpDir } from './wp.mjs';

/** A value as PHP code (JSON through base64: any string survives). */
export const php = (value) => `json_decode(base64_decode('${Buffer.from(JSON.stringify(value)).toString('base64')}'), true)`;

const bedDir = new URL('./loading/', import.meta.url).pathname;
const bedFile = join(wpDir, 'wp-content/mu-plugins/vormgever-loading-bed.php');
const classicDir = join(wpDir, 'wp-content/themes/vg-classic');

/**
 * The test bed (loading/: its must-use plugin and its classic theme, `&vg-theme=vg-classic`) in the
 * site, and `pages` published, by slug: each its post_content, or { content, builder } with the
 * page-builder stand-in's widgets. Resolves to the pages' ids, by slug; `removeBed()` takes it all away.
 */
export function installBed(pages) {
  cpSync(join(bedDir, 'bed.php'), bedFile);
  cpSync(join(bedDir, 'classic'), classicDir, { recursive: true });
  return wp(`
    $ids = array();
    foreach ( ${php(pages)} as $slug => $page ) {
      $page = is_array( $page ) ? $page : array( 'content' => $page );
      $ids[ $slug ] = wp_insert_post( wp_slash( array(
        'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $slug,
        'post_content' => $page['content'],
        'meta_input' => isset( $page['builder'] ) ? array( '_vg_builder' => wp_json_encode( $page['builder'] ) ) : array(),
      ) ) );
    }
    return $ids;`);
}

/** Deletes the pages of `ids` and the footer widget, and takes the test bed out of the site. */
export function removeBed(ids) {
  wp(`foreach ( ${php(Object.values(ids))} as $id ) { wp_delete_post( $id, true ); }
      delete_option( 'widget_block' ); return true;`);
  rmSync(bedFile, { force: true });
  rmSync(classicDir, { recursive: true, force: true });
}

/** A footer widget in the classic theme (a block widget), or none; the classic theme's footer area is `footer`. */
export const footerWidget = (content) =>
  wp(`update_option( 'widget_block', array( 2 => array( 'content' => ${php(content ?? '')} ), '_multiwidget' => 1 ) );
      $sidebars = get_option( 'sidebars_widgets', array() );
      $sidebars['footer'] = ${php(content ? ['block-2'] : [])};
      update_option( 'sidebars_widgets', $sidebars ); return true;`);

/** Vormgever's files in a URL: the stylesheets (vormgever.css, builders/<name>.css) and modules (vormgever.js, vormgever-builders.js, builders/<name>.js). */
const file = /plugins\/vormgever\/((?:builders\/)?[\w-]+\.(?:css|js))/;
/** Vormgever's modules, held back by visit(). */
const modules = /\/plugins\/vormgever\/(?:vormgever(?:-builders)?|builders\/[\w-]+)\.js(\?|$)/;
/** A form's wrapper or a lightbox link: a shift of anything inside one is the stylesheet's doing. */
const ours = '.gform_wrapper, .wpforms-container, .fluentform, .frm_forms, .nf-form-cont, .wpcf7, [data-elementor-open-lightbox], [href*="elementor-action"]';

/**
 * The page's HTML as a visitor gets it, and Vormgever's tags in it: `styles` and `modules` in document
 * order ({ file, where: head|body, at, tag }); `style` and `module` say where vormgever.css and the
 * entry (vormgever.js or vormgever-builders.js) are ('none', 'head', 'body' or 'twice').
 */
export async function tags(path) {
  const html = await (await fetch(`${url}${path}`)).text();
  const headEnd = html.indexOf('</head>');
  const found = (pattern) =>
    [...html.matchAll(pattern)].map((match) => ({ file: match[0].match(file)[1], where: match.index < headEnd ? 'head' : 'body', at: match.index, tag: match[0] }));
  const styles = found(/<link[^>]*plugins\/vormgever\/[^>]*\.css[^>]*>/g);
  const scripts = found(/<script[^>]*plugins\/vormgever\/[^>]*\.js[^>]*>/g);
  const one = (list) => (list.length > 1 ? 'twice' : list[0]?.where ?? 'none');
  const main = styles.filter((style) => style.file === 'vormgever.css');
  const entry = scripts.filter((script) => /^vormgever(-builders)?\.js$/.test(script.file));
  return {
    html,
    theme: /themes\/vg-classic\/style\.css/.test(html) ? 'classic' : 'block',
    styles,
    modules: scripts,
    style: one(main),
    module: one(entry),
    moduleTag: entry[0]?.tag ?? '',
    styleTag: main[0]?.tag ?? '',
    config: /id="vormgever-config"/.test(html),
    mentions: /vormgever|vg-float-labels/i.test(html),
  };
}

/**
 * Opens the page in Chromium and measures Vormgever's own share of its layout shifts. The page moves
 * on its own while it is parsed (seen: Twenty Twenty-Four's navigation and footer columns re-flow as
 * the rest of their flex rows arrives, 0.0003-0.005, with Vormgever kept off too), so Vormgever's
 * modules are held back until the page is parsed and has rendered twice: whatever moves after that
 * is the script's doing (the hardest case for it: everything on the screen before it runs). Its
 * stylesheets act from the first render: a shift of anything inside a form or lightbox link counts
 * whenever it happens. Web fonts are left out (`vg-no-web-fonts`): text is laid out once.
 * `hold: 'forever'` never lets the modules run: the page without Vormgever's script (its `cls`: the
 * shifts inside forms and links, measured until the page is idle).
 */
export async function visit(browser, path, { hold = 'until rendered' } = {}) {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  let rendered;
  const pageRendered = new Promise((done) => (rendered = done));
  await page.exposeFunction('vgPageRendered', () => rendered());
  await page.route(modules, async (route) => {
    if (hold === 'forever') return route.abort();
    await pageRendered;
    await route.continue();
  });
  await page.addInitScript((selector) => {
    window.__shifts = [];
    // "interactive": parsed, and the deferred and module scripts not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.__scriptFrom = performance.now();
        window.vgPageRendered();
      }));
    });
    const ours = (node) => (node?.nodeType === 1 ? node : node?.parentElement)?.closest?.(selector);
    new PerformanceObserver((list) =>
      window.__shifts.push(
        ...list
          .getEntries()
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            at: entry.startTime,
            ours: entry.sources.some((source) => ours(source.node)),
            value: entry.value,
            sources: entry.sources.map((source) => `${source.node?.id || source.node?.className || source.node?.nodeName} ${JSON.stringify(source.previousRect)}→${JSON.stringify(source.currentRect)}`),
          })),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
  }, ours);
  await page.goto(`${url}${path}${path.includes('?') ? '&' : '?'}vg-no-web-fonts`);
  if (hold === 'forever') await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done())));
  else {
    await page.waitForFunction(() => window.vormgever?.controller);
    await page.evaluate(() => window.vormgever.controller.settled());
  }
  // Two frames after the last pass: any shift it caused has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => window.__shifts.map((shift) => ({ ...shift, script: shift.at >= window.__scriptFrom })));
  page.shifts = shifts.filter((shift) => shift.ours || shift.script);
  page.cls = Math.round(page.shifts.reduce((sum, shift) => sum + shift.value, 0) * 1e4) / 1e4;
  return page;
}
