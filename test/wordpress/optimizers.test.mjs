// Performance plugins (issue 30): each plugin's exclusion is registered only while that plugin is active
// (a stand-in of the constant it defines says "active"; wordpress/includes/optimizers.php), and keeps
// Vormgever's module out of what that plugin does; the config says where the files are while
// WP-Optimize serves the module from its cache folder. No third-party code: each PHP process starts
// without any of them, defines the stand-ins it is given, and registers again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { url, wp } from './wp.mjs';

const path = new URL(`${url}/wp-content/plugins/vormgever/`).pathname;
const moduleTag = { id: 'vormgever-js-module', type: 'module', src: `${url}/wp-content/plugins/vormgever/vormgever.js` };
// What each plugin asks, as each asks it (read from its code).
const asks = `return array(
  'wp-rocket' => array( apply_filters( 'rocket_delay_js_exclusions', array() ), apply_filters( 'rocket_exclude_defer_js', array() ), apply_filters( 'rocket_exclude_js', array() ) ),
  'litespeed' => array( apply_filters( 'litespeed_optimize_js_excludes', array() ), apply_filters( 'litespeed_optm_js_defer_exc', array() ), apply_filters( 'litespeed_optm_gm_js_exc', array() ) ),
  'perfmatters' => array( apply_filters( 'perfmatters_delay_js_exclusions', array() ) ),
  'autoptimize' => apply_filters( 'autoptimize_filter_js_exclude', 'seal.js, js/jquery/jquery.js' ),
  'w3-total-cache' => apply_filters( 'w3tc_minify_js_do_tag_minification', true, '<script type="module" src="${moduleTag.src}" id="${moduleTag.id}"></script>', 'x' ),
  'siteground' => apply_filters( 'sgo_javascript_combine_exclude_ids', array( '@wordpress/block-library/navigation-js-module' ) ),
  'attributes' => apply_filters( 'wp_script_attributes', json_decode( '${JSON.stringify(moduleTag)}', true ) ),
  'config' => vormgever_config(),
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
    autoptimize: answer.autoptimize === `seal.js, js/jquery/jquery.js, ${path}`,
    'w3-total-cache': answer['w3-total-cache'] === false,
    siteground: answer.siteground.includes(moduleTag.id),
    'wp-optimize': answer.attributes['data-no-delay-js'] === true && answer.config.base === `${url}/wp-content/plugins/vormgever/`,
    'jetpack-boost': answer.attributes['data-jetpack-boost'] === 'ignore',
  };
}
const none = { 'wp-rocket': [false, false, false], litespeed: [false, false, false], perfmatters: [false], autoptimize: false, 'w3-total-cache': false, siteground: false, 'wp-optimize': false, 'jetpack-boost': false };
const all = { 'wp-rocket': [true, true, true], litespeed: [true, true, true], perfmatters: [true], autoptimize: true, 'w3-total-cache': true, siteground: true, 'wp-optimize': true, 'jetpack-boost': true };

describe('performance plugins', () => {
  it('registers nothing with a plugin that is not active, and leaves their lists as they were', () => {
    const answer = answers([]);
    assert.deepEqual(ours(answer), none);
    assert.equal(answer.autoptimize, 'seal.js, js/jquery/jquery.js');
    assert.deepEqual(answer.attributes, moduleTag);
    assert.equal(answer.config.base, undefined, 'no base: the module is beside its files');
  });

  it("registers each plugin's exclusion while that plugin (a stand-in) is active, and only that one", () => {
    const names = Object.keys(constants);
    // Three processes instead of eight: each plugin alone in a pair, never with all the others.
    for (const group of [names.slice(0, 3), names.slice(3, 6), names.slice(6)]) {
      const got = ours(answers(group));
      const want = Object.fromEntries(Object.entries(none).map(([name, value]) => [name, group.includes(name) ? all[name] : value]));
      assert.deepEqual(got, want, group.join(', '));
    }
  });

  it('prints the module with the tag id SiteGround Optimizer is told to leave out', async () => {
    const html = await (await fetch(`${url}/?vg-enqueue=on`)).text();
    const tag = html.match(/<script[^>]*vormgever\.js[^>]*>/)?.[0] ?? '';
    assert.match(tag, new RegExp(`id="${moduleTag.id}"`), tag || 'no module on the page');
  });
});
