<?php
/**
 * Gravity Forms' Preview page (`?gf_page=preview&id=N`) shows the form as the site will: its own
 * preview.php prints no wp_head() or wp_footer(), so the stylesheet goes through its
 * `gform_preview_styles` filter and the config and module are printed on `gform_preview_footer`.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds Vormgever's stylesheet to the Preview page's styles (and counts it as enqueued, so the config
 * and the body class follow as on any page), if the `vormgever_enqueue` filter agrees.
 *
 * @param string[]   $styles The style handles the Preview page prints.
 * @param array|null $form   The form.
 * @return string[]
 */
function vormgever_preview_styles( $styles, $form = null ) {
	$form_id = is_array( $form ) && isset( $form['id'] ) ? absint( $form['id'] ) : 0;
	/** This filter is documented in includes/loading.php */
	$load = apply_filters(
		'vormgever_enqueue',
		true,
		array(
			'found'   => 'form',
			'where'   => 'preview',
			'head'    => true,
			'form_id' => $form_id,
		)
	);
	if ( ! $load ) {
		return $styles;
	}
	wp_enqueue_style( 'vormgever', plugins_url( 'vormgever.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	$styles   = is_array( $styles ) ? $styles : array();
	$styles[] = 'vormgever';
	return $styles;
}
add_filter( 'gform_preview_styles', 'vormgever_preview_styles', 10, 2 );

/**
 * The config and the module at the end of the Preview page, when the stylesheet was added.
 */
function vormgever_preview_footer() {
	if ( ! wp_style_is( 'vormgever', 'enqueued' ) ) {
		return;
	}
	vormgever_print_config();
	wp_print_script_tag(
		array(
			'type' => 'module',
			'src'  => esc_url( add_query_arg( 'ver', VORMGEVER_VERSION, plugins_url( 'vormgever.js', VORMGEVER_FILE ) ) ),
			'id'   => 'vormgever-js-module',
		)
	);
}
add_action( 'gform_preview_footer', 'vormgever_preview_footer' );
