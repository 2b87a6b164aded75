<?php
/**
 * The form of the WPForms editor's tests and fixtures (editor-wpforms.test.mjs, capture-editor-wpforms.mjs),
 * made through WPForms' own API as its builder saves one: as a site owner starts, with some classes of
 * the owner's own and some markers typed by hand (one that is whole, two that do nothing). Prints the
 * form's id and its page's path as JSON. Test site only, never shipped.
 */

// Its GDPR Agreement field exists once Settings → General → GDPR Enhancements is on.
$vg_settings         = (array) get_option( 'wpforms_settings', array() );
$vg_settings['gdpr'] = true;
update_option( 'wpforms_settings', $vg_settings );

$vg_choices = function ( ...$labels ) {
	$out = array();
	foreach ( $labels as $i => $label ) {
		$out[ (string) ( $i + 1 ) ] = array( 'label' => $label, 'value' => '', 'image' => '' );
	}
	return $out;
};
$vg_handler        = wpforms()->obj( 'form' );
$vg_id             = $vg_handler->add( 'Editor', array(), array( 'template' => 'blank', 'builder' => false ) );
$vg_data           = wpforms_decode( get_post( $vg_id )->post_content );
$vg_data['fields'] = array(
	'1' => array( 'id' => '1', 'type' => 'name', 'label' => 'Naam', 'format' => 'first-last', 'size' => 'medium', 'css' => '' ),
	'2' => array( 'id' => '2', 'type' => 'email', 'label' => 'E-mail', 'required' => '1', 'size' => 'medium', 'css' => 'mijn-class' ),
	'3' => array( 'id' => '3', 'type' => 'text', 'label' => 'Onderwerp', 'size' => 'medium', 'css' => 'add fa-solid fa-user end' ),
	'4' => array( 'id' => '4', 'type' => 'select', 'label' => 'Soort', 'style' => 'classic', 'size' => 'medium', 'choices' => $vg_choices( 'Vraag', 'Offerte' ) ),
	'5' => array( 'id' => '5', 'type' => 'textarea', 'label' => 'Bericht', 'size' => 'medium', 'css' => 'add vg-icon-phone' ),
	'6' => array( 'id' => '6', 'type' => 'checkbox', 'label' => 'Interesses', 'css' => '', 'choices' => $vg_choices( 'Nieuws', 'Acties' ) ),
	'7' => array( 'id' => '7', 'type' => 'gdpr-checkbox', 'label' => 'Toestemming', 'required' => '1', 'css' => 'wpforms-one-half', 'choices' => $vg_choices( 'Ik ga akkoord met de privacyverklaring.' ) ),
	'8' => array( 'id' => '8', 'type' => 'text', 'label' => 'Plaats', 'size' => 'medium', 'css' => 'slide-check' ),
);
$vg_data['field_id']                   = '9';
$vg_data['settings']['form_title']     = 'Editor';
$vg_data['settings']['form_class']     = 'mijn-formulier';
$vg_data['settings']['submit_text']    = 'Verzenden';
$vg_handler->update( $vg_id, $vg_data );
$vg_page = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'WPForms editor',
		'post_content' => '[wpforms id="' . $vg_id . '"]',
	)
);
echo wp_json_encode(
	array(
		'id'      => (int) $vg_id,
		'path'    => wp_make_link_relative( get_permalink( $vg_page ) ),
		'version' => WPFORMS_VERSION,
	)
);
