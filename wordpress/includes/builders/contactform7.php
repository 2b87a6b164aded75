<?php
/**
 * Contact Form 7's vocabulary on the server (read in Contact Form 7 6.1.6): its shortcodes
 * (`[contact-form-7 id="…"]` or `title="…"`, the old `[contact-form N "…"]`), its block
 * (`contact-form-7/contact-form-selector`, which saves that shortcode in the post) and its rendered form
 * (`div.wpcf7` around `form.wpcf7-form`); and its own hook for a form it renders,
 * `wpcf7_shortcode_callback`. Its shortcode returns the form as a string (no output buffer), and the
 * hook fires once the form is made, before it is returned: an echo there lands before the form where
 * the caller prints what the shortcode returns (a template's `echo do_shortcode()`, a widget), before
 * the post content inside `the_content`. Loaded only while Contact Form 7 is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a piece of HTML, or post content before it is rendered, holds a Contact Form 7 form.
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_contactform7_form_in( $html ) {
	return false !== strpos( $html, 'wpcf7-form' ) || false !== strpos( $html, 'wp:contact-form-7/contact-form-selector' ) || 1 === preg_match( '/\[contact-form(?:-7\s[^\]]*\b(?:id|title)\s*=|\s+\d)/', $html );
}

/**
 * Contact Form 7 has made a form for its shortcode.
 *
 * @param object $contact_form The form (WPCF7_ContactForm).
 */
function vormgever_contactform7_rendered( $contact_form ) {
	vormgever_load_for_form( 'contactform7', is_object( $contact_form ) && method_exists( $contact_form, 'id' ) ? absint( $contact_form->id() ) : 0 );
}
add_action( 'wpcf7_shortcode_callback', 'vormgever_contactform7_rendered' );

/**
 * The form's own classes on its <form>: the line `vormgever_form_class` of its Additional Settings,
 * which Vormgever's panel in the contact form editor writes (Labels as placeholders, Floating labels),
 * so every shortcode and block of the form gets them; a shortcode's `html_class` still adds its own.
 * Each class sanitised as Contact Form 7 sanitises `html_class`, none twice.
 *
 * @param string $classes The form's classes.
 * @return string
 */
function vormgever_contactform7_form_class( $classes ) {
	$form = function_exists( 'wpcf7_get_current_contact_form' ) ? wpcf7_get_current_contact_form() : null;
	if ( ! is_object( $form ) || ! method_exists( $form, 'pref' ) ) {
		return $classes;
	}
	$own = preg_split( '/\s+/', (string) $form->pref( 'vormgever_form_class' ), -1, PREG_SPLIT_NO_EMPTY );
	if ( ! $own ) {
		return $classes;
	}
	$all = preg_split( '/\s+/', (string) $classes, -1, PREG_SPLIT_NO_EMPTY );
	return implode( ' ', array_values( array_unique( array_filter( array_merge( $all, array_map( 'sanitize_html_class', $own ) ) ) ) ) );
}
add_filter( 'wpcf7_form_class_attr', 'vormgever_contactform7_form_class' );
