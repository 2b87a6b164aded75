<?php
/**
 * Vormgever's settings in Gravity Forms' form editor (wp-admin only, and only with Gravity Forms): the
 * add-on (class-vormgever-addon.php) is registered on `gform_loaded`; its script fills the settings
 * printed here on the field's Appearance tab, and adds two to Form Settings.
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

/**
 * The words of the admin script (English source, translated by the plugin's .po file) and the folder
 * of the plugin's icons (icons/<name>.svg beside vormgever.js).
 *
 * @return array<string, string>
 */
function vormgever_editor_strings() {
	return array(
		'iconsUrl'          => esc_url_raw( plugins_url( 'icons/', VORMGEVER_FILE ) ),
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
	);
}

/**
 * The field settings on the Appearance tab, below "Custom CSS Class" (position 300): the switch, the
 * icon picker (filled by the script) and the notices. Which field shows which: the script decides
 * from the field's type.
 *
 * @param int $position Where on the tab Gravity Forms is.
 */
function vormgever_field_settings( $position ) {
	if ( 300 !== (int) $position ) {
		return;
	}
	?>
	<li class="vormgever_switch_setting field_setting">
		<input type="checkbox" id="vormgever_switch" />
		<label for="vormgever_switch" class="inline"><?php esc_html_e( 'Show as toggle switch', 'vormgever' ); ?></label>
	</li>
	<li class="vormgever_icon_setting field_setting">
		<span class="section_label" id="vormgever_icon_label"><?php esc_html_e( 'Icon', 'vormgever' ); ?></span>
		<div id="vormgever_icon_picker"></div>
	</li>
	<li class="vormgever_notice_setting field_setting">
		<div id="vormgever_notices" aria-live="polite" hidden></div>
	</li>
	<?php
}
