<?php
/**
 * Plugin Name:       Vormgever
 * Description:       Restyles Gravity Forms, WPForms, Fluent Forms, Formidable Forms, Ninja Forms, Contact Form 7 and Elementor Pro forms (toggle switches, field icons, placeholder mode) and opens Elementor's lightbox links in an accessible lightbox in the site's language.
 * Version:           {{version}}
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Author:            Vormgever
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       vormgever
 * Domain Path:       /languages
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

define( 'VORMGEVER_VERSION', '{{version}}' );
define( 'VORMGEVER_FILE', __FILE__ );

/**
 * The settings the screen offers, each off by default. The keys are the config keys the script reads.
 *
 * @return array<string, bool>
 */
function vormgever_defaults() {
	return array(
		'consentMode'       => false,
		'handleActionLinks' => false,
		'floatingLabels'    => false,
	);
}

/**
 * The sanitize callback of the `vormgever` option: only the known keys, each a boolean. A checkbox
 * posts "1"; anything else (a missing key, another string, an array) is off.
 *
 * @param mixed $input What was posted to options.php, or passed to update_option().
 * @return array<string, bool>
 */
function vormgever_sanitize_settings( $input ) {
	$clean = vormgever_defaults();
	if ( ! is_array( $input ) ) {
		return $clean;
	}
	foreach ( array_keys( $clean ) as $key ) {
		$value         = isset( $input[ $key ] ) ? $input[ $key ] : false;
		$clean[ $key ] = true === $value || 1 === $value || '1' === $value;
	}
	return $clean;
}

/**
 * Registers the `vormgever` option with its sanitize callback on every request (not only in wp-admin),
 * so update_option() from anywhere (a theme, WP-CLI) stores only known keys as booleans too.
 */
function vormgever_register_setting() {
	register_setting(
		'vormgever',
		'vormgever',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'vormgever_sanitize_settings',
			'default'           => vormgever_defaults(),
			'show_in_rest'      => false,
		)
	);
}
add_action( 'init', 'vormgever_register_setting' );

/**
 * The stored settings, read through the same sanitizer (an option edited by hand stays harmless).
 *
 * @return array<string, bool>
 */
function vormgever_settings() {
	return vormgever_sanitize_settings( get_option( 'vormgever', array() ) );
}

/**
 * What the page gets in `vormgever-config`: the settings that differ from the defaults (consent mode
 * only when the page gets the bridge), the visitor strings where Vormgever speaks the site's language,
 * then the `vormgever_config` filter. An empty array prints nothing.
 *
 * @return array<string, mixed>
 */
function vormgever_config() {
	$config = array_filter( vormgever_settings() );
	// The consent bridge only where it is the one voice (includes/consent.php).
	unset( $config['consentMode'] );
	if ( vormgever_consent_bridge() ) {
		$config['consentMode'] = true;
	}
	// The visitor strings in the site's language (includes/visitor-strings.php).
	$strings = vormgever_site_strings();
	if ( $strings ) {
		$config['strings'] = $strings;
	}
	/**
	 * Filters the config Vormgever's script reads from `<script type="application/json" id="vormgever-config">`.
	 *
	 * @param array $config The settings that differ from the defaults, and `strings` (an empty array when none).
	 */
	$config = apply_filters( 'vormgever_config', $config );
	return is_array( $config ) ? $config : array();
}

/**
 * The translations from the plugin's own languages/ folder (Dutch), for the locale of the request: the
 * user's language on wp-admin screens, the site's on the pages visitors see. A language pack in
 * wp-content/languages/plugins/ comes first: WordPress loads that one just in time, so this one is
 * loaded only when there is none.
 */
function vormgever_load_translations() {
	$locale = determine_locale();
	if ( 'en_US' === $locale || is_readable( WP_LANG_DIR . '/plugins/vormgever-' . $locale . '.mo' ) || is_readable( WP_LANG_DIR . '/plugins/vormgever-' . $locale . '.l10n.php' ) ) {
		return;
	}
	load_textdomain( 'vormgever', sprintf( '%s/languages/vormgever-%s.mo', __DIR__, $locale ), $locale );
}
add_action( 'init', 'vormgever_load_translations' );

/**
 * Whether this request is a front-end page Vormgever belongs on: not wp-admin, not a feed, not the
 * page builder's editor preview. (The login screen runs none of the hooks used here.)
 *
 * @return bool
 */
function vormgever_is_front_end() {
	if ( is_admin() || is_feed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return false;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read, to stay out of the editor.
	if ( isset( $_GET['elementor-preview'] ) ) {
		return false;
	}
	if ( class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->preview )
		&& is_object( \Elementor\Plugin::$instance->preview )
		&& method_exists( \Elementor\Plugin::$instance->preview, 'is_preview_mode' )
		&& \Elementor\Plugin::$instance->preview->is_preview_mode() ) {
		return false;
	}
	return true;
}

require_once __DIR__ . '/includes/visitor-strings.php';
require_once __DIR__ . '/includes/consent.php';
// The builders' list serves both rooms: the visitor's page and the editors' canvases (page-builders.php).
require_once __DIR__ . '/includes/builders.php';
require_once __DIR__ . '/includes/page-builders.php';
if ( is_admin() ) {
	require_once __DIR__ . '/includes/settings.php';
	require_once __DIR__ . '/includes/editor.php';
} else {
	require_once __DIR__ . '/includes/loading.php';
	require_once __DIR__ . '/includes/optimizers.php';
}
