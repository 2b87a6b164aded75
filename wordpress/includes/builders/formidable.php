<?php
/**
 * Formidable Forms' vocabulary on the server (Lite and Pro, read in Formidable 6.34): its shortcode
 * (`[formidable id="…"]`), its block (`formidable/simple-form`) and its rendered form (`frm_forms`
 * around `form.frm-show-form`); and its own hook for a form it renders, `frm_before_get_form`, fired
 * in its buffered output just before the form. Loaded only while Formidable is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a Formidable form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_formidable_form_in( $html ) {
	return false !== strpos( $html, 'frm-show-form' ) || false !== strpos( $html, 'wp:formidable/simple-form' ) || 1 === preg_match( '/\[formidable\s[^\]]*\b(?:id|key)\s*=/', $html );
}

/**
 * Formidable is about to print a form.
 *
 * @param array $atts The form's shortcode attributes.
 */
function vormgever_formidable_rendered( $atts ) {
	vormgever_load_for_form( 'formidable', is_array( $atts ) && isset( $atts['id'] ) ? absint( $atts['id'] ) : 0 );
}
add_action( 'frm_before_get_form', 'vormgever_formidable_rendered' );
