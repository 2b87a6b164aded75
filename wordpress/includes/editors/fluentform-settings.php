<?php
/**
 * "Labels as placeholders" and "Floating labels" for a Fluent Forms form: an entry of Vormgever's own
 * in the form's Settings & Integrations screen (`fluentform/form_settings_menu`, drawn by the admin
 * script's component, `window.fluentformCustomComponents`). They live in the form's Extra CSS Form
 * Class (`formSettings.form_extra_css_class`), which the free version puts on the form but shows only
 * with Pro: Vormgever changes only its own two classes in it, read from the stored settings as it
 * saves, so Pro's field (which edits the same value) and every other setting keep theirs. Loaded by
 * fluentform.php.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The words of the settings screen's entry (English source, translated by the plugin's .po file).
 *
 * @return array<string, string>
 */
function vormgever_fluentform_strings() {
	return array(
		'about'    => __( 'Stored in the form\'s Extra CSS Form Class, beside its other classes.', 'vormgever' ),
		'saved'    => __( 'Saved.', 'vormgever' ),
		'notSaved' => __( 'Not saved. Reload the page and try again.', 'vormgever' ),
	);
}

/**
 * Vormgever's entry in the form's settings menu, drawn by the admin script's component.
 *
 * @param mixed $menus   The menu's entries.
 * @param mixed $form_id The form.
 * @return mixed
 */
function vormgever_fluentform_settings_menu( $menus, $form_id = 0 ) {
	if ( ! is_array( $menus ) || ! vormgever_fluentform_user_may_edit( absint( $form_id ) ) || vormgever_fluentform_is_conversational( absint( $form_id ) ) ) {
		return $menus;
	}
	$menus['vormgever'] = array(
		'title' => 'Vormgever',
		'slug'  => 'form_settings',
		'hash'  => 'vormgever',
		'route' => '/custom-settings-component/vormgever',
	);
	return $menus;
}
add_filter( 'fluentform/form_settings_menu', 'vormgever_fluentform_settings_menu', 10, 2 );

/**
 * The admin script on the settings screen (fired on that route only, before Fluent Forms' own script),
 * with the form's class and what saving it takes.
 *
 * @param mixed $form_id The form.
 */
function vormgever_fluentform_settings_assets( $form_id ) {
	$form_id = absint( $form_id );
	if ( ! $form_id || ! vormgever_fluentform_user_may_edit( $form_id ) || vormgever_fluentform_is_conversational( $form_id ) ) {
		return;
	}
	vormgever_fluentform_enqueue(
		array(
			'formId'    => $form_id,
			'formClass' => vormgever_fluentform_form_class( $form_id ),
			'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
			'nonce'     => wp_create_nonce( 'vormgever_fluentform_' . $form_id ),
			'strings'   => vormgever_fluentform_strings(),
		)
	);
}
add_action( 'fluentform/loading_settings_assets', 'vormgever_fluentform_settings_assets' );

/**
 * Saves the two settings: placeholder mode and floating labels on or off, into the stored class (with
 * `read`, nothing: the entry asks for the class as it opens, which Pro's own field may have changed).
 * Answers with the class as stored.
 */
function vormgever_fluentform_save_form_class() {
	$form_id = isset( $_POST['form_id'] ) ? absint( wp_unslash( $_POST['form_id'] ) ) : 0;
	check_ajax_referer( 'vormgever_fluentform_' . $form_id, 'nonce' );
	$helper = '\FluentForm\App\Helpers\Helper';
	if ( ! $form_id || ! vormgever_fluentform_user_may_edit( $form_id ) || ! method_exists( $helper, 'setFormMeta' ) ) {
		wp_send_json_error( null, 403 );
	}
	$settings = call_user_func( array( $helper, 'getFormMeta' ), $form_id, 'formSettings', array(), true );
	if ( ! is_array( $settings ) ) {
		wp_send_json_error( null, 409 ); // A form without its settings: nothing of Fluent Forms' to add to.
	}
	$classes = isset( $settings['form_extra_css_class'] ) && is_string( $settings['form_extra_css_class'] ) ? $settings['form_extra_css_class'] : '';
	if ( isset( $_POST['read'] ) ) {
		wp_send_json_success( array( 'formClass' => $classes ) );
	}
	$placeholder = isset( $_POST['placeholder'] ) && '1' === sanitize_key( wp_unslash( $_POST['placeholder'] ) );
	$floating    = isset( $_POST['floating'] ) && '1' === sanitize_key( wp_unslash( $_POST['floating'] ) );
	$classes     = vormgever_fluentform_with_modes( $classes, $placeholder, $floating );

	$settings['form_extra_css_class'] = $classes;
	call_user_func( array( $helper, 'setFormMeta' ), $form_id, 'formSettings', $settings );
	wp_send_json_success( array( 'formClass' => $classes ) );
}
add_action( 'wp_ajax_vormgever_fluentform_form_class', 'vormgever_fluentform_save_form_class' );

/**
 * A class string with placeholder mode and floating labels on or off (floating labels only with
 * placeholders), every other class kept in its place: what src/editor/markers.ts's withPlaceholder()
 * and withFloating() do in the script.
 *
 * @param string $classes     The classes.
 * @param bool   $placeholder Placeholder mode.
 * @param bool   $floating    Floating labels.
 * @return string
 */
function vormgever_fluentform_with_modes( $classes, $placeholder, $floating ) {
	$tokens = preg_split( '/[\t\n\f\r ]+/', $classes, -1, PREG_SPLIT_NO_EMPTY );
	$set    = function ( $tokens, $token, $on ) {
		if ( ! $on ) {
			return array_values( array_diff( $tokens, array( $token ) ) );
		}
		return in_array( $token, $tokens, true ) ? $tokens : array_merge( $tokens, array( $token ) );
	};
	$tokens = $set( $tokens, 'placeholder', $placeholder || $floating );
	$tokens = $set( $tokens, 'float-labels', $floating );
	return implode( ' ', $tokens );
}
