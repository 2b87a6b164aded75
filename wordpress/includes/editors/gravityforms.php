<?php
/**
 * Vormgever's settings in Gravity Forms' form editor and Form Settings: the add-on
 * (class-vormgever-addon.php, a GFAddOn) is registered on `gform_loaded`, and loads the editor's admin
 * script (src/editor/gravityforms/) there. Loaded by editor.php only while Gravity Forms is active.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the add-on once Gravity Forms has loaded its add-on framework.
 */
function vormgever_register_addon() {
	if ( ! method_exists( 'GFForms', 'include_addon_framework' ) ) {
		return;
	}
	GFForms::include_addon_framework();
	require_once __DIR__ . '/class-vormgever-addon.php';
	GFAddOn::register( 'Vormgever_Addon' );
}
add_action( 'gform_loaded', 'vormgever_register_addon', 5 );
