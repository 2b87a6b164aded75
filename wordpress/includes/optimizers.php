<?php
/**
 * Performance plugins: Vormgever's module kept out of what would break it or delay the form's look,
 * through each plugin's own hooks and attributes, registered only while that plugin is active. Read
 * from each plugin's code (WP Rocket, LiteSpeed Cache 7.8, Autoptimize 3.1, W3 Total Cache 2.10,
 * WP-Optimize 4.5, SiteGround Optimizer 7.7, Jetpack Boost 4.6) or its documentation (Perfmatters).
 * Flying Scripts needs nothing: it delays only classic scripts named in its keyword list. The
 * stylesheet may be combined (it still loads before the form is painted), never loaded late or cut
 * down: kept out of that where the plugin has a hook for it.
 *
 * And what the script cannot know by itself, in its config: where its files are (`base`: an optimizer
 * or a CDN may serve the module from elsewhere) and whether the page builder's frontend script is
 * enqueued on this page (`builderScript`: an optimizer may deliver it after Vormgever, or only after
 * the visitor's first input). Both are the same for every visitor: a full-page cache may keep them.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/** The id WordPress gives the entry's tag (`<handle>-js-module`), vormgever.js or vormgever-builders.js. */
const VORMGEVER_MODULE_ID = 'vormgever-js-module';

/**
 * The ids of the tags of all Vormgever's modules: the entry's, and each active builder's module
 * (builders/<slug>.js, `vormgever-<slug>-js-module`).
 *
 * @return string[]
 */
function vormgever_module_ids() {
	$ids = array( VORMGEVER_MODULE_ID );
	foreach ( vormgever_active_builders() as $slug => $builder ) {
		if ( '' !== $builder['module'] ) {
			$ids[] = 'vormgever-' . $slug . '-js-module';
		}
	}
	return $ids;
}

/**
 * Whether each performance plugin Vormgever registers with is active, by the constant it defines.
 *
 * @return array<string, bool>
 */
function vormgever_active_optimizers() {
	return array(
		'wp-rocket'      => defined( 'WP_ROCKET_VERSION' ),
		'litespeed'      => defined( 'LSCWP_V' ),
		'autoptimize'    => defined( 'AUTOPTIMIZE_PLUGIN_VERSION' ),
		'w3-total-cache' => defined( 'W3TC' ),
		'wp-optimize'    => defined( 'WPO_VERSION' ),
		'siteground'     => defined( 'SiteGround_Optimizer\VERSION' ),
		'jetpack-boost'  => defined( 'JETPACK_BOOST_VERSION' ),
		'perfmatters'    => defined( 'PERFMATTERS_VERSION' ),
	);
}

/**
 * The part of a URL that names Vormgever's files (the plugin's folder, e.g. /wp-content/plugins/vormgever/):
 * what the plugins' exclusion lists match against a script's URL or tag.
 *
 * @return string
 */
function vormgever_files_path() {
	return wp_make_link_relative( plugins_url( '/', VORMGEVER_FILE ) );
}

/**
 * Adds Vormgever's folder to a list of URL patterns (WP Rocket, LiteSpeed Cache, Perfmatters).
 *
 * @param mixed $patterns The list.
 * @return mixed
 */
function vormgever_exclude_files( $patterns ) {
	if ( is_array( $patterns ) ) {
		$patterns[] = vormgever_files_path();
	}
	return $patterns;
}

/**
 * Autoptimize's list is one comma-separated string.
 *
 * @param mixed $patterns The list.
 * @return mixed
 */
function vormgever_exclude_files_autoptimize( $patterns ) {
	return is_string( $patterns ) ? ltrim( $patterns . ', ' . vormgever_files_path(), ', ' ) : $patterns;
}

/**
 * W3 Total Cache: none of Vormgever's tags is minified or combined.
 *
 * @param bool   $minify Whether the tag is minified.
 * @param string $tag    The script tag.
 * @return bool
 */
function vormgever_w3tc_tag( $minify, $tag ) {
	return is_string( $tag ) && false !== strpos( $tag, vormgever_files_path() ) ? false : $minify;
}

/**
 * SiteGround Optimizer combines even module tags into its classic script, where `import.meta` is a
 * syntax error and nothing of that file runs: it leaves out only the tag ids on this list (the entry's
 * and every builder module's).
 *
 * @param mixed $ids The tag ids.
 * @return mixed
 */
function vormgever_exclude_module_id( $ids ) {
	return is_array( $ids ) ? array_merge( $ids, vormgever_module_ids() ) : $ids;
}

/**
 * The attributes that keep the module's tag out of WP-Optimize's Delay JS (`data-no-delay-js`) and
 * Jetpack Boost's moving of scripts (`data-jetpack-boost="ignore"`), when they are active: the entry's,
 * and every builder module's (each must run before the entry, in the order printed).
 *
 * @param mixed $attributes The tag's attributes.
 * @return mixed
 */
function vormgever_module_attributes( $attributes ) {
	if ( ! is_array( $attributes ) || ! isset( $attributes['id'] ) || ! in_array( $attributes['id'], vormgever_module_ids(), true ) ) {
		return $attributes;
	}
	$active = vormgever_active_optimizers();
	if ( $active['wp-optimize'] ) {
		$attributes['data-no-delay-js'] = true;
	}
	if ( $active['jetpack-boost'] ) {
		$attributes['data-jetpack-boost'] = 'ignore';
	}
	return $attributes;
}

/**
 * Jetpack Boost's critical CSS loads every other stylesheet asynchronously: Vormgever's (vormgever.css
 * and each builder's builders/<slug>.css) load as printed.
 *
 * @param mixed  $method How the stylesheet loads ("async", "deferred"; anything else: as printed).
 * @param string $handle The stylesheet's handle.
 * @return mixed
 */
function vormgever_jetpack_boost_style( $method, $handle ) {
	return in_array( $handle, vormgever_style_handles(), true ) ? 'default' : $method;
}

/**
 * Registers the exclusions of the performance plugins that are active (after every plugin has loaded).
 */
function vormgever_register_optimizer_exclusions() {
	$active = vormgever_active_optimizers();
	$hooks  = array(
		// Delay JavaScript execution (modules too), Load JavaScript deferred, Minify/Combine.
		// And the stylesheet: not loaded asynchronously, not cut down to what the first HTML uses (its
		// rules are for what the script adds).
		'wp-rocket'   => array( 'rocket_delay_js_exclusions', 'rocket_exclude_defer_js', 'rocket_exclude_js', 'rocket_exclude_async_css', 'rocket_rucss_external_exclusions' ),
		// Combine/minify, defer and delay, guest mode; the stylesheet out of its combined, asynchronous
		// and unused-CSS handling.
		'litespeed'   => array( 'litespeed_optimize_js_excludes', 'litespeed_optm_js_defer_exc', 'litespeed_optm_gm_js_exc', 'litespeed_optimize_css_excludes' ),
		// Delay JavaScript (documented at perfmatters.io).
		'perfmatters' => array( 'perfmatters_delay_js_exclusions' ),
	);
	foreach ( $hooks as $plugin => $filters ) {
		foreach ( $active[ $plugin ] ? $filters : array() as $filter ) {
			add_filter( $filter, 'vormgever_exclude_files' );
		}
	}
	if ( $active['autoptimize'] ) {
		add_filter( 'autoptimize_filter_js_exclude', 'vormgever_exclude_files_autoptimize' );
		// Its "inline and defer CSS" would show the plain form first.
		add_filter( 'autoptimize_filter_css_exclude', 'vormgever_exclude_files_autoptimize' );
	}
	if ( $active['jetpack-boost'] ) {
		add_filter( 'jetpack_boost_async_style', 'vormgever_jetpack_boost_style', 10, 2 );
	}
	if ( $active['w3-total-cache'] ) {
		add_filter( 'w3tc_minify_js_do_tag_minification', 'vormgever_w3tc_tag', 10, 2 );
	}
	if ( $active['siteground'] ) {
		add_filter( 'sgo_javascript_combine_exclude_ids', 'vormgever_exclude_module_id' );
	}
	if ( $active['wp-optimize'] || $active['jetpack-boost'] ) {
		add_filter( 'wp_script_attributes', 'vormgever_module_attributes' );
	}
}
add_action( 'plugins_loaded', 'vormgever_register_optimizer_exclusions' );

/**
 * Whether the page builder's frontend script is enqueued on this page, or will be: it enqueues it in
 * the footer once it has rendered something, so in <head> a page built with it counts too.
 *
 * @return bool
 */
function vormgever_builder_script() {
	if ( wp_script_is( 'elementor-frontend', 'enqueued' ) || wp_script_is( 'elementor-frontend', 'done' ) ) {
		return true;
	}
	if ( ! class_exists( '\Elementor\Plugin' ) || ! isset( \Elementor\Plugin::$instance->frontend ) ) {
		return false;
	}
	$frontend = \Elementor\Plugin::$instance->frontend;
	if ( is_object( $frontend ) && method_exists( $frontend, 'has_elementor_in_page' ) && $frontend->has_elementor_in_page() ) {
		return true;
	}
	$documents = isset( \Elementor\Plugin::$instance->documents ) ? \Elementor\Plugin::$instance->documents : null;
	$document  = is_singular() && is_object( $documents ) && method_exists( $documents, 'get' ) ? $documents->get( get_the_ID() ) : null;
	return is_object( $document ) && method_exists( $document, 'is_built_with_elementor' ) && $document->is_built_with_elementor();
}

/**
 * The config's `base` (the folder of vormgever.js's chunks/ and icons/) while a plugin that serves the
 * module from another folder than its own is active (WP-Optimize's minify: its cache folder; a CDN moves
 * the whole folder, so the chunks are beside the module there too), and `builderScript` where it is
 * so: before the site's own `vormgever_config` filters (priority 5), which may set `base` for other setups.
 *
 * @param mixed $config The config.
 * @return mixed
 */
function vormgever_config_files( $config ) {
	if ( ! is_array( $config ) ) {
		return $config;
	}
	$active = vormgever_active_optimizers();
	if ( $active['wp-optimize'] ) {
		$config['base'] = plugins_url( '/', VORMGEVER_FILE );
	}
	if ( vormgever_builder_script() ) {
		$config['builderScript'] = true;
	}
	return $config;
}
add_filter( 'vormgever_config', 'vormgever_config_files', 5 );
