<?php
/**
 * Vormgever's settings in Formidable Forms' form builder and its form Settings page: the editor's admin
 * script (src/editor/formidable/) and stylesheet, only on those screens (`frm_action` edit, duplicate,
 * settings: FrmAppHelper::is_form_builder_page()) and only for users who may edit forms there
 * (`frm_edit_forms`). Loaded by editor.php only while Formidable is active. The settings are markers in
 * the field's "CSS Layout Classes" and the form's "Form Classes", which Formidable saves, exports and
 * imports with the form: nothing is stored here. Its Preview: formidable-preview.php.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/formidable-preview.php';

/**
 * The form's own classes ("Form Classes"), for the builder's canvas: the form settings are on a page of
 * their own, so the builder page shows placeholders as they were saved.
 *
 * @param int $form_id The form's id.
 * @return string
 */
function vormgever_formidable_form_classes( $form_id ) {
	if ( ! $form_id || ! class_exists( 'FrmForm' ) || ! method_exists( 'FrmForm', 'getOne' ) ) {
		return '';
	}
	$form = FrmForm::getOne( $form_id );
	return is_object( $form ) && isset( $form->options['form_class'] ) && is_string( $form->options['form_class'] ) ? $form->options['form_class'] : '';
}

/**
 * Loads the admin script and stylesheet on the builder and the form Settings page (Formidable fires
 * `frm_enqueue_builder_scripts` on each of its admin pages, after registering `formidable_admin`).
 */
function vormgever_formidable_editor_assets() {
	if ( ! method_exists( 'FrmAppHelper', 'is_form_builder_page' ) || ! FrmAppHelper::is_form_builder_page() || ! current_user_can( 'frm_edit_forms' ) ) {
		return;
	}
	wp_enqueue_style( 'vormgever-editor-formidable', plugins_url( 'editor/vormgever-editor-formidable.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	wp_enqueue_script( 'vormgever-editor-formidable', plugins_url( 'editor/vormgever-editor-formidable.js', VORMGEVER_FILE ), array( 'formidable_admin', 'jquery', 'wp-hooks' ), VORMGEVER_VERSION, true );
	wp_localize_script( 'vormgever-editor-formidable', 'vormgever_editor_strings', vormgever_editor_strings() );
	wp_localize_script(
		'vormgever-editor-formidable',
		'vormgever_formidable',
		array( 'formClasses' => vormgever_formidable_form_classes( absint( FrmAppHelper::simple_get( 'id', 'absint', 0 ) ) ) )
	);
}
add_action( 'frm_enqueue_builder_scripts', 'vormgever_formidable_editor_assets' );
