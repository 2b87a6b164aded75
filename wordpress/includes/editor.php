<?php
/**
 * Vormgever's settings in the form builders' own editors (wp-admin only). What every editor shares is
 * here: the words of the editor room's script, and the list of the builders' editor files. Each builder's
 * editor is one file in editors/ (its screens, who may use them, its admin script and stylesheet),
 * loaded only while that builder is active, and one admin script (src/editor/<builder>/).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each builder's editor file, by the builder's slug in vormgever_builders().
 *
 * @return array<string, string>
 */
function vormgever_editor_files() {
	return array(
		'gravityforms' => __DIR__ . '/editors/gravityforms.php',
		'wpforms'      => __DIR__ . '/editors/wpforms.php',
		'formidable'   => __DIR__ . '/editors/formidable.php',
		'contactform7' => __DIR__ . '/editors/contactform7.php',
		'fluentform'   => __DIR__ . '/editors/fluentform.php',
		'ninjaforms'   => __DIR__ . '/editors/ninjaforms.php',
	);
}

/**
 * Loads the editor files of the active builders: before the builders' own plugins_loaded work (Gravity
 * Forms fires `gform_loaded` there, at 10), once every plugin's main file has defined what says it is active.
 */
function vormgever_load_editors() {
	$builders = vormgever_builders();
	foreach ( vormgever_editor_files() as $slug => $file ) {
		if ( isset( $builders[ $slug ]['active'] ) && vormgever_builder_is_active( $builders[ $slug ]['active'] ) ) {
			require_once $file;
		}
	}
}
add_action( 'plugins_loaded', 'vormgever_load_editors', 5 );

/**
 * The words of the admin scripts (English source, translated by the plugin's .po file) and the folder
 * of the plugin's icons (icons/<name>.svg beside vormgever.js), passed as `vormgever_editor_strings`.
 *
 * @return array<string, string>
 */
function vormgever_editor_strings() {
	return array(
		'iconsUrl'          => esc_url_raw( plugins_url( 'icons/', VORMGEVER_FILE ) ),
		'toggleSwitch'      => __( 'Show as toggle switch', 'vormgever' ),
		'icon'              => __( 'Icon', 'vormgever' ),
		'none'              => __( 'None', 'vormgever' ),
		'search'            => __( 'Search icons', 'vormgever' ),
		'noMatch'           => __( 'No icon matches.', 'vormgever' ),
		'placeholders'      => __( 'Labels as placeholders', 'vormgever' ),
		'floating'          => __( 'Floating labels (with labels as placeholders)', 'vormgever' ),
		'addWithoutEnd'     => __( 'Vormgever: "add" needs icon classes and then "end". This field shows no icon.', 'vormgever' ),
		'addEmpty'          => __( 'Vormgever: there are no icon classes between "add" and "end". This field shows no icon.', 'vormgever' ),
		'switchNotCheckbox' => __( 'Vormgever: "slide-check" only works on checkbox and consent fields.', 'vormgever' ),
		'iconNotHere'       => __( 'Vormgever: this kind of field shows no icon.', 'vormgever' ),
		/* translators: %s: the icon classes typed between "add" and "end". */
		'unknownIcon'       => __( 'Vormgever: "%s" is neither one of Vormgever\'s icons nor a Font Awesome class. It shows nothing.', 'vormgever' ),
		/* translators: %s: the Font Awesome classes typed between "add" and "end". */
		'fontAwesome'       => __( 'Vormgever: "%s" is a Font Awesome icon. It only shows when the site loads Font Awesome.', 'vormgever' ),
		/* translators: %s: the name of an icon of Vormgever's own set. */
		'useInstead'        => __( 'Use Vormgever\'s own icon "%s"', 'vormgever' ),
		/* translators: %s: a class of the icon's marker ("add", "vg-icon-…" or "end") that was deleted on its own. */
		'iconKept'          => __( 'Vormgever: "%s" belongs to the icon chosen under Icon, so it was put back. To remove the icon, choose None there.', 'vormgever' ),
	);
}
