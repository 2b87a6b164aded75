<?php
/**
 * Vormgever's settings in WPForms' form builder: its admin script (src/editor/wpforms/) and stylesheet,
 * only on the builder with a form in it, only for users WPForms lets edit that form. The script writes
 * the field's own "CSS Classes" and the form's "Form CSS Class", which WPForms saves, exports, imports,
 * duplicates and keeps in its revisions: nothing is stored of Vormgever's own. Loaded by editor.php only
 * while WPForms is active.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the script and stylesheet on `wpforms_builder_enqueues`: it fires only on the builder, after
 * the builder has taken out the admin stylesheets it does not allow (so ours stays).
 */
function vormgever_wpforms_editor_enqueue() {
	if ( ! class_exists( 'WPForms_Builder' ) || ! function_exists( 'wpforms_current_user_can' ) ) {
		return;
	}
	$builder = WPForms_Builder::instance();
	$form_id = isset( $builder->form->ID ) ? (int) $builder->form->ID : 0;
	// The builder's own check for the fields view (WPForms_Builder::init()): no form yet (its Setup) gets nothing.
	if ( ! $form_id || ! wpforms_current_user_can( 'edit_form_single', $form_id ) ) {
		return;
	}
	wp_enqueue_style( 'vormgever-editor-wpforms', plugins_url( 'editor/vormgever-editor-wpforms.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	// jQuery only: the script binds to the builder's jQuery events, whatever its own script's handle is called.
	wp_enqueue_script( 'vormgever-editor-wpforms', plugins_url( 'editor/vormgever-editor-wpforms.js', VORMGEVER_FILE ), array( 'jquery' ), VORMGEVER_VERSION, true );
	wp_localize_script( 'vormgever-editor-wpforms', 'vormgever_editor_strings', vormgever_editor_strings() );
}
add_action( 'wpforms_builder_enqueues', 'vormgever_wpforms_editor_enqueue' );
