<?php
/**
 * Formidable's Preview (admin-ajax.php?action=frm_forms_preview, with or without the theme) prints the
 * form with wp_head() and wp_footer() as the site does, but as an admin request, where loading.php is
 * not loaded: it gets the same stylesheet, modules and config as a page with the form, subject to the
 * `vormgever_enqueue` filter (`where` = `preview`). Loaded by editors/formidable.php.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Formidable's Preview is about to be printed (its own handler runs at 10): the visitor's files then.
 */
function vormgever_formidable_preview() {
	require_once dirname( __DIR__ ) . '/loading.php';
	add_action( 'wp_enqueue_scripts', 'vormgever_formidable_preview_assets', 20 );
}
add_action( 'wp_ajax_frm_forms_preview', 'vormgever_formidable_preview', 5 );
add_action( 'wp_ajax_nopriv_frm_forms_preview', 'vormgever_formidable_preview', 5 );

/**
 * Formidable's stylesheet of Vormgever, its module and the entry, as loading.php's vormgever_load()
 * gives a page with a Formidable form; the config follows on wp_head (loading.php).
 */
function vormgever_formidable_preview_assets() {
	$builders = vormgever_active_builders();
	if ( ! isset( $builders['formidable'] ) || '' === $builders['formidable']['style'] ) {
		return;
	}
	$form_id = 0;
	if ( method_exists( 'FrmForm', 'get_id_by_key' ) ) {
		$form_id = absint( FrmForm::get_id_by_key( FrmAppHelper::simple_get( 'form', 'sanitize_title' ) ) );
	}
	/** This filter is documented in includes/loading.php */
	$load = apply_filters(
		'vormgever_enqueue',
		true,
		array(
			'found'   => 'form',
			'where'   => 'preview',
			'head'    => true,
			'builder' => 'formidable',
			'form_id' => $form_id,
		)
	);
	if ( ! $load ) {
		return;
	}
	wp_enqueue_style( 'vormgever-formidable', $builders['formidable']['style'], array(), VORMGEVER_VERSION );
	vormgever_enqueue_modules( $builders['formidable']['module'], 'formidable' );
}
