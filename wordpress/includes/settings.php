<?php
/**
 * Settings → Vormgever: one option, `vormgever`, through the Settings API.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The checkboxes: key => [label, help]. Translated when asked, after the text domain is loaded.
 *
 * @return array<string, array{0: string, 1: string}>
 */
function vormgever_settings_fields() {
	return array(
		'consentMode'       => array(
			__( 'Pass cookie consent on to Google consent mode', 'vormgever' ),
			__( 'Sends the categories a visitor accepts in the cookie banner (Complianz, or any banner that reports through WordPress’s Consent API) to Google consent mode; paste the consent default snippet in your theme’s head first.', 'vormgever' ),
		),
		'handleActionLinks' => array(
			__( 'Open the page builder’s lightbox links with Vormgever', 'vormgever' ),
			__( 'Opens Elementor’s lightbox links in Vormgever’s accessible lightbox, also on pages where Elementor’s own script is loaded.', 'vormgever' ),
		),
		'floatingLabels'    => array(
			__( 'Floating labels in placeholder forms', 'vormgever' ),
			__( 'Every form with the class placeholder keeps a visible label: it moves to the top edge of the field when the visitor clicks in it or types.', 'vormgever' ),
		),
	);
}

/**
 * Registers the screen's section and fields (the option itself is registered in vormgever.php).
 */
function vormgever_register_settings() {
	add_settings_section(
		'vormgever_front_end',
		__( 'On the website', 'vormgever' ),
		'vormgever_render_section',
		'vormgever'
	);
	foreach ( vormgever_settings_fields() as $key => $field ) {
		add_settings_field(
			'vormgever-' . $key,
			esc_html( $field[0] ),
			'vormgever_render_checkbox',
			'vormgever',
			'vormgever_front_end',
			array(
				'key'   => $key,
				'label' => $field[0],
				'help'  => $field[1],
			)
		);
	}
}
add_action( 'admin_init', 'vormgever_register_settings' );

/**
 * Adds Settings → Vormgever.
 */
function vormgever_add_settings_page() {
	add_options_page(
		__( 'Vormgever settings', 'vormgever' ),
		__( 'Vormgever', 'vormgever' ),
		'manage_options',
		'vormgever',
		'vormgever_render_settings_page'
	);
}
add_action( 'admin_menu', 'vormgever_add_settings_page' );

/**
 * A "Settings" link beside Deactivate on the Plugins screen.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function vormgever_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=vormgever' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'vormgever' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( VORMGEVER_FILE ), 'vormgever_action_links' );

/**
 * The section's introduction.
 */
function vormgever_render_section() {
	echo '<p>' . esc_html__( 'Vormgever restyles the forms on your site and opens lightbox links. These options are off until you turn them on.', 'vormgever' ) . '</p>';
}

/**
 * One checkbox with its visible label and one sentence of help; for consent mode, a note when the
 * cookie banner sends consent mode itself.
 *
 * @param array{key: string, label: string, help: string} $args The field.
 */
function vormgever_render_checkbox( $args ) {
	$settings = vormgever_settings();
	$key      = $args['key'];
	$id       = 'vormgever-' . $key;
	$note     = 'consentMode' === $key ? vormgever_consent_note() : '';
	printf(
		'<label for="%1$s"><input type="checkbox" id="%1$s" name="%2$s" value="1" aria-describedby="%1$s-help%6$s"%3$s> %4$s</label><p class="description" id="%1$s-help">%5$s</p>',
		esc_attr( $id ),
		esc_attr( 'vormgever[' . $key . ']' ),
		checked( ! empty( $settings[ $key ] ), true, false ),
		esc_html( $args['label'] ),
		esc_html( $args['help'] ),
		'' === $note ? '' : esc_attr( ' ' . $id . '-note' )
	);
	if ( '' !== $note ) {
		printf( '<p class="description" id="%1$s-note"><strong>%2$s</strong></p>', esc_attr( $id ), esc_html( $note ) );
	}
}

/**
 * The screen: WordPress's options.php form with the Settings API's nonce and fields.
 */
function vormgever_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
	settings_fields( 'vormgever' );
	do_settings_sections( 'vormgever' );
	submit_button();
	echo '</form></div>';
}
