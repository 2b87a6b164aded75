<?php
/**
 * Ninja Forms' vocabulary on the server (read in Ninja Forms 3.14.3): its shortcodes (`[ninja_form id=…]`,
 * `[ninja_forms id=…]`, the old `[ninja_forms_display_form id=…]`), its block (`ninja-forms/form`) and
 * what its PHP prints for a form (`div.nf-form-cont`, an empty shell its scripts build the form in); and
 * its own hook for a form it renders, `ninja_forms_before_form_display`, the first line of its container's
 * template, so in its shortcode's and block's buffered output just before the shell (for a page and for
 * its block, which renders through its preview path). Loaded only while Ninja Forms is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a Ninja Forms form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_ninjaforms_form_in( $html ) {
	return false !== strpos( $html, 'nf-form-cont' ) || false !== strpos( $html, 'wp:ninja-forms/form' ) || 1 === preg_match( '/\[ninja_forms?(?:_display_form)?\s[^\]]*\bid\s*=/', $html );
}

/**
 * Ninja Forms is about to print a form's container.
 *
 * @param int|string $form_id The form's id (a second copy of a form on the page: "1_1").
 */
function vormgever_ninjaforms_rendered( $form_id ) {
	vormgever_load_for_form( 'ninjaforms', is_scalar( $form_id ) ? absint( $form_id ) : 0 );
}
add_action( 'ninja_forms_before_form_display', 'vormgever_ninjaforms_rendered' );
