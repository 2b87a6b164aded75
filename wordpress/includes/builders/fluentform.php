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

/**
 * A form whose Extra CSS Form Class holds Vormgever's form markers (set on its Settings screen,
 * editors/fluentform-settings.php, or in Pro's own field): Fluent Forms puts that class on the <form>,
 * Vormgever's stylesheet reads the markers on the form's wrapper, where the shortcode's css_classes and
 * the block's class go. So they go there too, and the labels are out of sight from the first paint.
 *
 * @param mixed $classes The wrapper's classes.
 * @param mixed $form    The form.
 * @return mixed
 */
function vormgever_fluentform_wrapper_classes( $classes, $form ) {
	$helper = '\FluentForm\App\Helpers\Helper';
	if ( ! is_string( $classes ) || ! is_object( $form ) || ! isset( $form->id ) || ! method_exists( $helper, 'formExtraCssClass' ) ) {
		return $classes;
	}
	$extra = preg_split( '/\s+/', (string) call_user_func( array( $helper, 'formExtraCssClass' ), $form ), -1, PREG_SPLIT_NO_EMPTY );
	$own   = preg_split( '/\s+/', $classes, -1, PREG_SPLIT_NO_EMPTY );
	foreach ( array( 'placeholder', 'float-labels' ) as $marker ) {
		if ( in_array( $marker, $extra, true ) && ! in_array( $marker, $own, true ) ) {
			$own[] = $marker;
		}
	}
	return implode( ' ', $own );
}
add_filter( 'fluentform/form_wrapper_classes', 'vormgever_fluentform_wrapper_classes', 10, 2 );
