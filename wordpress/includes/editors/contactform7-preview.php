<?php
/**
 * The Vormgever panel's preview in Contact Form 7's editor: a page of Contact Form 7's own render of the
 * template and Additional Settings in the editor now, saved or not (sanitised as its Save does, never
 * stored), with the visitor's stylesheets (the theme's global styles and stylesheet, Contact Form 7's).
 * The admin script posts the unsaved form to admin-ajax (action `vormgever_contactform7_preview`, with
 * its nonce) into a frame that runs no script, for users who may edit that form, and runs Vormgever's
 * visitor rules on it from the editor (src/editor/contactform7/preview.ts). Loaded by
 * editors/contactform7.php.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The visitor's stylesheets for the preview page besides Vormgever's, registered: the theme's global
 * styles, its stylesheet (its parent's first), Contact Form 7's own.
 *
 * @return string[] Their handles.
 */
function vormgever_contactform7_preview_styles() {
	$styles = wp_styles();
	$styles->add( 'vormgever-preview-theme', false );
	if ( function_exists( 'wp_get_global_stylesheet' ) ) {
		$styles->add_inline_style( 'vormgever-preview-theme', wp_get_global_stylesheet() );
	}
	// Room around the form, as the content of a page has.
	$styles->add_inline_style( 'vormgever-preview-theme', 'body.vormgever-cf7-preview-page{margin:0;padding:1rem}' );
	$handles = array( 'vormgever-preview-theme' );
	if ( get_template() !== get_stylesheet() ) {
		$styles->add( 'vormgever-preview-parent', get_template_directory_uri() . '/style.css' );
		$handles[] = 'vormgever-preview-parent';
	}
	$styles->add( 'vormgever-preview-style', get_stylesheet_uri() );
	$styles->add( 'vormgever-preview-contact-form-7', wpcf7_plugin_url( 'includes/css/styles.css' ), array(), WPCF7_VERSION );
	array_push( $handles, 'vormgever-preview-style', 'vormgever-preview-contact-form-7' );
	if ( function_exists( 'wpcf7_is_rtl' ) && wpcf7_is_rtl() ) {
		$styles->add( 'vormgever-preview-contact-form-7-rtl', wpcf7_plugin_url( 'includes/css/styles-rtl.css' ), array(), WPCF7_VERSION );
		$handles[] = 'vormgever-preview-contact-form-7-rtl';
	}
	return $handles;
}

/**
 * Prints the preview page around `$body` (a callable that prints the form, or a message) and ends the
 * request.
 *
 * @param callable $body   Prints the page's content.
 * @param int      $status The HTTP status.
 */
function vormgever_contactform7_preview_page( $body, $status = 200 ) {
	$handles = vormgever_contactform7_preview_styles();
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
	// No script of the page runs, however it is opened (the editor's frame says the same).
	header( 'Content-Security-Policy: sandbox allow-same-origin' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex">
	<?php wp_styles()->do_items( $handles ); ?>
</head>
<body class="vormgever-cf7-preview-page">
<main class="entry-content">
	<?php call_user_func( $body ); ?>
</main>
</body>
</html>
	<?php
	wp_die( '', '', array( 'response' => null ) );
}

/**
 * Answers the preview's request with the page of the form as it is in the editor now.
 */
function vormgever_contactform7_preview() {
	$says = function ( $message ) {
		return function () use ( $message ) {
			echo '<p>' . esc_html( $message ) . '</p>';
		};
	};
	if ( ! check_ajax_referer( 'vormgever-contactform7-preview', false, false ) ) {
		vormgever_contactform7_preview_page( $says( __( 'The preview has expired. Reload the page to see it again.', 'vormgever' ) ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	if ( ! ( $id > 0 ? current_user_can( 'wpcf7_edit_contact_form', $id ) : current_user_can( 'wpcf7_edit_contact_forms' ) ) ) {
		vormgever_contactform7_preview_page( $says( __( 'You may not edit this contact form.', 'vormgever' ) ), 403 );
	}
	$form = $id > 0 ? wpcf7_contact_form( $id ) : WPCF7_ContactForm::get_template();
	if ( ! $form ) {
		vormgever_contactform7_preview_page( $says( __( 'There is no such contact form.', 'vormgever' ) ), 404 );
	}
	// Taken as its Save takes and stores them (wpcf7_sanitize_form: without the markup its user may not
	// write; a posted CR LF as LF), for this render only: the form is not saved.
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised by Contact Form 7's own functions, as its Save does.
	$form->set_properties(
		array(
			'form'                => isset( $_POST['form'] ) ? wpcf7_normalize_newline( wpcf7_sanitize_form( wp_unslash( (string) $_POST['form'] ) ) ) : '',
			'additional_settings' => isset( $_POST['additional_settings'] ) ? wpcf7_normalize_newline( wpcf7_sanitize_additional_settings( wp_unslash( (string) $_POST['additional_settings'] ) ) ) : '',
		)
	);
	// phpcs:enable
	// The front end's words for the form (its classes: includes/builders/contactform7.php).
	vormgever_active_builders();
	vormgever_contactform7_preview_page(
		function () use ( $form ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Contact Form 7's own render of the form, as its shortcode prints it.
			echo $form->form_html();
		}
	);
}
add_action( 'wp_ajax_vormgever_contactform7_preview', 'vormgever_contactform7_preview' );
