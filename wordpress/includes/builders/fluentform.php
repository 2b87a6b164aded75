<?php
/**
 * Fluent Forms' vocabulary on the server (read in Fluent Forms 6.2.2): its shortcode
 * (`[fluentform id="…"]`), its block (`fluentfom/guten-block`, so spelt) and its rendered form
 * (`form.frm-fluent-form` in `div.fluentform`); and its own hook for a form it renders,
 * `fluentform/before_form_render`, fired in its buffered output just before the <form> (inside its
 * wrapper). Loaded only while Fluent Forms is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a Fluent Forms form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_fluentform_form_in( $html ) {
	return false !== strpos( $html, 'frm-fluent-form' ) || false !== strpos( $html, 'wp:fluentfom/guten-block' ) || 1 === preg_match( '/\[fluentform\s[^\]]*\bid\s*=/', $html );
}

/**
 * Fluent Forms is about to print a form.
 *
 * @param object $form The form.
 */
function vormgever_fluentform_rendered( $form ) {
	vormgever_load_for_form( 'fluentform', is_object( $form ) && isset( $form->id ) ? absint( $form->id ) : 0 );
}
add_action( 'fluentform/before_form_render', 'vormgever_fluentform_rendered' );
