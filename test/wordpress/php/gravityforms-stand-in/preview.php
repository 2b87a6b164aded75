<?php
/**
 * The stand-in's Preview page (`/?gf_page=preview&id=N`, logged in), the shape of the plugin's own
 * preview.php: no wp_head() or wp_footer(); head scripts, the styles named by `gform_preview_styles`,
 * `gform_preview_header`, the form, the footer scripts, `gform_preview_footer`.
 *
 * @package Vormgever
 */

add_action(
	'wp',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_GET['gf_page'] ) || 'preview' !== $_GET['gf_page'] ) {
			return;
		}
		if ( ! is_user_logged_in() ) {
			auth_redirect();
		}
		$id   = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$form = VG_Stand_In_Form::get( $id );
		$html = vg_stand_in_render( $id, true, true, false ); // enqueues the form's scripts, as the plugin does
		echo "<!DOCTYPE html>\n<html><head><meta charset='UTF-8' /><title>Form Preview</title>\n";
		wp_print_head_scripts();
		$styles = apply_filters( 'gform_preview_styles', array(), $form ? vg_stand_in_form_object( $form ) : null );
		if ( ! empty( $styles ) ) {
			wp_print_styles( $styles );
		}
		do_action( 'gform_preview_header', $id );
		echo "</head>\n<body class='gf-stand-in-preview'>\n";
		do_action( 'gform_preview_body_open', $id );
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		wp_print_footer_scripts();
		do_action( 'gform_preview_footer', $id );
		echo "\n</body></html>";
		exit;
	},
	5
);
