// Performance plugins (issue 30): each plugin's exclusion is registered only while that plugin is active
// (a stand-in of the constant it defines says "active"; wordpress/includes/optimizers.php), and keeps
// Vormgever's module out of what that plugin does; the config says where the files are while
// WP-Optimize serves the module from its cache folder. No third-party code: each PHP process starts
// without any of them, defines the stand-ins it is given, and registers again.
import assert from 'node:assert/strict';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { newPage, pageErrors, setup, url, useBrowser, wp, wpDir } from './wp.mjs';

const site = useBrowser();
const bedFile = join(wpDir, 'wp-content/mu-plugins/vormgever-optimizers-bed.php');

const path = new URL(`${url}/wp-content/plugins/vormgever/`).pathname;
const moduleTag = { id: 'vormgever-js-module', type: 'module', src: `${url}/wp-content/plugins/vormgever/vormgever.js` };
// What each plugin asks, as each asks it (read from its code).
const asks = `return array(
  'wp-rocket' => array( apply_filters( 'rocket_delay_js_exclusions', array() ), apply_filters( 'rocket_exclude_defer_js', array() ), apply_filters( 'rocket_exclude_js', array() ), apply_filters( 'rocket_exclude_async_css', array() ), apply_filters( 'rocket_rucss_external_exclusions', array() ) ),
  'litespeed' => array( apply_filters( 'litespeed_optimize_js_excludes', array() ), apply_filters( 'litespeed_optm_js_defer_exc', array() ), apply_filters( 'litespeed_optm_gm_js_exc', array() ), apply_filters( 'litespeed_optimize_css_excludes', array() ) ),
  'perfmatters' => array( apply_filters( 'perfmatters_delay_js_exclusions', array() ) ),
  'autoptimize' => apply_filters( 'autoptimize_filter_js_exclude', 'seal.js, js/jquery/jquery.js' ),
  'autoptimize-css' => apply_filters( 'autoptimize_filter_css_exclude', '', '<html></html>' ),
  'jetpack-boost-css' => array( apply_filters( 'jetpack_boost_async_style', 'async', 'vormgever', 'all' ), apply_filters( 'jetpack_boost_async_style', 'async', 'theme', 'all' ) ),
  'w3-total-cache' => apply_filters( 'w3tc_minify_js_do_tag_minification', true, '<script type="module" src="${moduleTag.src}" id="${moduleTag.id}"></script>', 'x' ),
  'siteground' => apply_filters( 'sgo_javascript_combine_exclude_ids', array( '@wordpress/block-library/navigation-js-module' ) ),
  'attributes' => apply_filters( 'wp_script_attributes', json_decode( '${JSON.stringify(moduleTag)}', true ) ),
  'config' => vormgever_config(),
  // Last: the page builder's frontend enqueued (as it does in the footer once it has rendered something).
  'builder' => ( wp_enqueue_script( 'elementor-frontend', '/elementor-frontend.js' ) ?: vormgever_config() ),
);`;
const constants = {
  'wp-rocket': ['WP_ROCKET_VERSION'],
  litespeed: ['LSCWP_V'],
  perfmatters: ['PERFMATTERS_VERSION'],
  autoptimize: ['AUTOPTIMIZE_PLUGIN_VERSION'],
  'w3-total-cache': ['W3TC'],
  'wp-optimize': ['WPO_VERSION'],
  siteground: ['SiteGround_Optimizer\\\\VERSION'],
  'jetpack-boost': ['JETPACK_BOOST_VERSION'],
};
/** What the plugins ask, with the stand-ins of `active` defined. */
const answers = (active) =>
  wp(`${active.flatMap((name) => constants[name]).map((name) => `define( '${name}', '1' );`).join(' ')}
      vormgever_register_optimizer_exclusions(); ${asks}`);

/** Vormgever's share of each answer (what it added to the plugin's own). */
function ours(answer) {
  return {
    'wp-rocket': answer['wp-rocket'].map((list) => list.includes(path)),
    litespeed: answer.litespeed.map((list) => list.includes(path)),
    perfmatters: answer.perfmatters.map((list) => list.includes(path)),
    autoptimize: answer.autoptimize === `seal.js, js/jquery/jquery.js, ${path}` && answer['autoptimize-css'] === path,
    'w3-total-cache': answer['w3-total-cache'] === false,
    siteground: answer.siteground.includes(moduleTag.id),
    'wp-optimize': answer.attributes['data-no-delay-js'] === true && answer.config.base === `${url}/wp-content/plugins/vormgever/`,
    'jetpack-boost': answer.attributes['data-jetpack-boost'] === 'ignore' && answer['jetpack-boost-css'].join() === 'default,async',
  };
}
const none = { 'wp-rocket': [false, false, false, false, false], litespeed: [false, false, false, false], perfmatters: [false], autoptimize: false, 'w3-total-cache': false, siteground: false, 'wp-optimize': false, 'jetpack-boost': false };
const all = { 'wp-rocket': [true, true, true, true, true], litespeed: [true, true, true, true], perfmatters: [true], autoptimize: true, 'w3-total-cache': true, siteground: true, 'wp-optimize': true, 'jetpack-boost': true };

describe('performance plugins', () => {
  it('registers nothing with a plugin that is not active, and leaves their lists as they were', () => {
    const answer = answers([]);
    assert.deepEqual(ours(answer), none);
    assert.equal(answer.autoptimize, 'seal.js, js/jquery/jquery.js');
    assert.deepEqual(answer.attributes, moduleTag);
    assert.equal(answer.config.base, undefined, 'no base: the module is beside its files');
    assert.equal(answer.config.builderScript, undefined, "no page builder's script on the page");
    assert.equal(answer.builder.builderScript, true, "the page builder's script is coming: the script is told");
  });

  it("registers each plugin's exclusion while that plugin (a stand-in) is active, and only that one", () => {
    const names = Object.keys(constants);
    // Two processes instead of eight: each plugin with some others, never with all of them.
    for (const group of [names.slice(0, 4), names.slice(4)]) {
      const got = ours(answers(group));
      const want = Object.fromEntries(Object.entries(none).map(([name, value]) => [name, group.includes(name) ? all[name] : value]));
      assert.deepEqual(got, want, group.join(', '));
    }
  });

  it('prints the module with the tag id SiteGround Optimizer is told to leave out', () => {
    const tag = wp(`wp_enqueue_script_module( 'vormgever', plugins_url( 'vormgever.js', VORMGEVER_FILE ) );
      ob_start(); wp_script_modules()->print_enqueued_script_modules(); return ob_get_clean();`);
    assert.match(tag, new RegExp(`<script[^>]*id="${moduleTag.id}"[^>]*vormgever\\.js|<script[^>]*vormgever\\.js[^>]*id="${moduleTag.id}"`), tag);
  });

  describe('with stand-ins of what the plugins do to the page (optimizers/bed.php)', () => {
    let pageId;
    const image = `${url}/wp-admin/images/wordpress-logo.png`;
    const settings = Buffer.from(JSON.stringify({ type: 'image', id: 8, url: image })).toString('base64');
    before(() => {
      cpSync(new URL('./optimizers/bed.php', import.meta.url), bedFile);
      const form = setup.contact?.form ?? setup.offerte?.form ?? 1;
      const button = `<a id="vg-action" href="#elementor-action%3Aaction%3Dlightbox%26settings%3D${encodeURIComponent(settings)}">Bekijk de markt</a>`;
      pageId = wp(`return wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Optimalisatie',
        'post_content' => ${JSON.stringify(`<!-- wp:shortcode -->[gravityform id="${form}" title="false" ajax="true"]<!-- /wp:shortcode --><!-- wp:html --><p>${button}</p><!-- /wp:html -->`)} ) ) );`);
    });
    after(() => {
      wp(`wp_delete_post( ${Number(pageId)}, true ); return true;`);
      rmSync(bedFile, { force: true });
      rmSync(join(wpDir, 'wp-content/cache/wpo-minify/stand-in'), { recursive: true, force: true });
    });

    it('a classic-script combiner (SiteGround Optimizer) leaves the module out: Vormgever runs', async () => {
      const page = await newPage(site.browser);
      await page.goto(`${url}/?page_id=${pageId}&vg-optimizer=combine`);
      assert.match(await page.content(), /vg-combined\.js/, 'the stand-in combined the page\'s scripts');
      await page.waitForFunction(() => window.vormgever?.controller, null, { timeout: 10_000 });
      assert.equal(await page.locator('script[type=module][id="vormgever-js-module"]').count(), 1, 'the module left as it was');
      // (Other modules may break in the combined script: on WordPress 7.1 one of its own does, as with the real one.)
      assert.deepEqual(pageErrors(page).filter((error) => !/Cannot use import statement outside a module/.test(error)), []);
      await page.close();
    });

    it('a module moved to a cache folder (WP-Optimize) still finds its chunks: the lightbox opens', async () => {
      const page = await newPage(site.browser);
      const failed = [];
      page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
      await page.goto(`${url}/?page_id=${pageId}&vg-optimizer=move`);
      assert.match(await page.locator('script[type=module][id="vormgever-js-module"]').getAttribute('src'), /\/cache\/wpo-minify\/stand-in\/wpo-minify-vormgever-js-module\.min\.js/);
      await page.waitForFunction(() => window.vormgever?.controller);
      await page.click('#vg-action');
      await page.waitForSelector('#glightbox-body', { timeout: 10_000 });
      assert.deepEqual(failed, []);
      assert.deepEqual(pageErrors(page), []);
      await page.close();
    });
  });

  // OPTIMIZERS_DIR: a folder holding any of the real plugins' folders (their slugs below). Each found is
  // installed, activated, asked as above in a new request (its own constant, at its own plugins_loaded),
  // then deactivated and removed.
  const realDir = process.env.OPTIMIZERS_DIR;
  const slugs = { autoptimize: 'autoptimize', 'litespeed-cache': 'litespeed', 'w3-total-cache': 'w3-total-cache', 'wp-optimize': 'wp-optimize', 'sg-cachepress': 'siteground', 'jetpack-boost': 'jetpack-boost', 'flying-scripts': null };
  const found = realDir ? Object.keys(slugs).filter((slug) => existsSync(join(realDir, slug))) : [];
  it(`with the real plugins (OPTIMIZERS_DIR): ${found.join(', ') || 'none given'}`, { skip: found.length ? false : 'NOT COVERED: set OPTIMIZERS_DIR to a folder holding the real plugins' }, () => {
    for (const slug of found) {
      const installed = join(wpDir, 'wp-content/plugins', slug);
      cpSync(join(realDir, slug), installed, { recursive: true });
      try {
        const file = wp(`foreach ( array_keys( get_plugins( '/${slug}' ) ) as $file ) { $result = activate_plugin( '${slug}/' . $file ); return is_wp_error( $result ) ? $result->get_error_message() : '${slug}/' . $file; }`);
        assert.match(String(file), new RegExp(`^${slug}/`), `${slug} activated`);
        const got = ours(wp(asks));
        const want = Object.fromEntries(Object.entries(none).map(([name, value]) => [name, name === slugs[slug] ? all[name] : value]));
        assert.deepEqual(got, want, slug);
        wp(`deactivate_plugins( '${file}' ); return true;`);
      } finally {
        rmSync(installed, { recursive: true, force: true });
        for (const dropIn of ['advanced-cache.php', 'db.php', 'object-cache.php']) rmSync(join(wpDir, 'wp-content', dropIn), { force: true });
      }
    }
  });
});
