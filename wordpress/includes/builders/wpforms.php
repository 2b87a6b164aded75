<?php
/**
 * WPForms' vocabulary on the server (Lite and Pro, read in WPForms Lite 2.0.0.2): its shortcode
 * (`[wpforms id="…"]`), its block (`wpforms/form-selector`) and its rendered form (`wpforms-container`
 * around `form.wpforms-form`); and its own hook for a form it renders,
 * `wpforms_frontend_output_container_before`, fired just before the form's container is printed (its
 * shortcode buffers the output, so a stylesheet printed there lands just before the form). Loaded only
 * while WPForms is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a WPForms form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_wpforms_form_in( $html ) {
	return false !== strpos( $html, 'wpforms-container' ) || false !== strpos( $html, 'wp:wpforms/form-selector' ) || 1 === preg_match( '/\[wpforms\s[^\]]*\bid\s*=/', $html );
}

/**
 * WPForms is about to print a form's container.
 *
 * @param array $form_data The form's data.
 */
function vormgever_wpforms_rendered( $form_data ) {
	vormgever_load_for_form( 'wpforms', is_array( $form_data ) && isset( $form_data['id'] ) ? absint( $form_data['id'] ) : 0 );
}
add_action( 'wpforms_frontend_output_container_before', 'vormgever_wpforms_rendered' );
