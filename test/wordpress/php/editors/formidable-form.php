<?php
/**
 * The Formidable editor tests' form (FORMIDABLE_DIR): made through Formidable's own API as its builder
 * makes one (capture-builders.mjs's steps), with a page that shows it. Run inside the test site by
 * eval.php with `$vg_title` set; returns the form's id, key and page path. Thirteen fields, so that the
 * builder loads the last three later (it prints fields after the tenth as placeholders and loads them
 * by AJAX); the markers a site owner may have typed: a class of their own, a Font Awesome icon, an
 * `add` without `end`, `slide-check` on radio buttons. Test site only, never shipped.
 *
 * @package Vormgever
 */

if ( ! class_exists( 'FrmAppController' ) ) {
	return array( 'error' => 'Formidable is not active' );
}
// What Formidable does on the owner's next wp-admin page after activation: its tables, its default style.
FrmAppController::install();
// Global Settings → GDPR → the GDPR field (off in a new install).
$vg_settings              = FrmAppHelper::get_settings();
$vg_settings->enable_gdpr = 1;
$vg_settings->store();
// As its "new form" modal does (FrmFormsController::build_new_form).
$vg_form_id = FrmForm::create(
	array(
		'name'        => $vg_title,
		'description' => '',
		'options'     => array(
			'antispam'           => 1,
			'on_submit_migrated' => 1,
		),
	)
);
do_action( 'frm_build_new_form', $vg_form_id );
foreach ( array( 'create_submit_button_field', 'create_default_on_submit_action' ) as $vg_step ) {
	$vg_method = new ReflectionMethod( 'FrmFormsController', $vg_step );
	$vg_method->setAccessible( true );
	$vg_method->invoke( null, $vg_form_id );
}
$vg_submit = FrmSubmitHelper::get_submit_field( $vg_form_id );
$vg_add    = function ( $type, $name, $options = array(), $field_options = array(), $required = false ) use ( $vg_form_id, $vg_submit ) {
	$_POST['last_row_field_ids'] = array( $vg_submit->id );
	$values                      = FrmFieldsHelper::setup_new_vars( $type, $vg_form_id );
	$values['name']              = $name;
	$values['required']          = $required ? 1 : 0;
	if ( $options ) {
		$values['options'] = $options;
	}
	$values['field_options'] = array_merge( $values['field_options'], $field_options );
	return FrmField::create( $values );
};
$vg_ids = array(
	'name'     => $vg_add( 'name', 'Naam' ),
	'email'    => $vg_add( 'email', 'E-mailadres', array(), array( 'classes' => 'mijn-class' ), true ),
	'phone'    => $vg_add( 'phone', 'Telefoon', array(), array( 'classes' => 'add fa-solid fa-phone end' ) ),
	'subject'  => $vg_add( 'text', 'Onderwerp', array(), array( 'classes' => 'add vg-icon-pen' ) ),
	'kind'     => $vg_add( 'select', 'Soort', array( '', 'Vraag', 'Offerte' ) ),
	'message'  => $vg_add( 'textarea', 'Bericht' ),
	'website'  => $vg_add( 'url', 'Website' ),
	'count'    => $vg_add( 'number', 'Aantal' ),
	'address'  => $vg_add( 'address', 'Adres' ),
	'interest' => $vg_add( 'checkbox', 'Interesses', array( 'Nieuws', 'Acties', 'Evenementen' ) ),
	'choice'   => $vg_add( 'radio', 'Voorkeur', array( 'Telefoon', 'E-mail' ), array( 'classes' => 'slide-check' ) ),
	'consent'  => $vg_add( 'gdpr', 'Toestemming', array(), array( 'gdpr_agreement_text' => 'Ik ga akkoord met de privacyverklaring.' ), true ),
	'city'     => $vg_add( 'text', 'Plaats' ),
);
unset( $_POST['last_row_field_ids'] );
FrmField::update( $vg_submit->id, array( 'name' => 'Verzenden' ) );
$vg_options                 = FrmForm::getOne( $vg_form_id )->options;
$vg_options['form_class']   = 'mijn-formulier';
$vg_options['submit_value'] = 'Verzenden';
FrmForm::update( $vg_form_id, array( 'options' => $vg_options ) );
$vg_page = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => $vg_title,
		'post_content' => '[formidable id=' . $vg_form_id . ']',
	)
);
return array(
	'id'     => (int) $vg_form_id,
	'key'    => FrmForm::getOne( $vg_form_id )->form_key,
	'fields' => array_map( 'intval', $vg_ids ),
	'path'   => wp_make_link_relative( get_permalink( $vg_page ) ),
);
