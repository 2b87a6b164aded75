<?php
/**
 * Gravity Forms' vocabulary on the server: its shortcode (`[gravityform …]`, `[gravityforms …]`), its
 * block (`gravityforms/form`) and its rendered wrapper (`gform_wrapper`); and its own hook for a form
 * it renders, `gform_enqueue_scripts`, which it fires for the forms it finds in the post content (at
 * wp_enqueue_scripts, before <head>) and again for every form it renders. Its Preview page is
 * preview.php's. Loaded only while Gravity Forms is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/preview.php';

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a Gravity Forms form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_gravityforms_form_in( $html ) {
	return false !== strpos( $html, 'gform_wrapper' ) || false !== strpos( $html, '[gravityform' ) || false !== strpos( $html, 'wp:gravityforms/form' ) || false !== strpos( $html, 'gform_widget' );
}

/**
 * Gravity Forms enqueues a form's scripts: for the forms it finds in the post content, and for every
 * form it renders (in a shortcode's output, before the form).
 *
 * @param array $form The form.
 */
function vormgever_gravityforms_enqueue( $form ) {
	vormgever_load_for_form( 'gravityforms', is_array( $form ) && isset( $form['id'] ) ? absint( $form['id'] ) : 0 );
}
add_action( 'gform_enqueue_scripts', 'vormgever_gravityforms_enqueue' );
