<?php
/**
 * The contact form of each real form builder that is active in the test site, made through the
 * builder's own API with the markers a site owner types in its settings (builders.test.mjs runs it
 * inside the site, with WPFORMS_DIR, FLUENTFORM_DIR or FORMIDABLE_DIR). Prints the form ids as JSON:
 * builder => form id. Test site only, never shipped.
 */

$vg_made = array();

// WPForms: a form post whose content is the form's JSON (fields, settings), as its builder saves it.
if ( function_exists( 'wpforms' ) ) {
	$vg_id   = wpforms()->obj( 'form' )->add( 'Contact', array(), array( 'builder' => false ) );
	$vg_data = wpforms()->obj( 'form' )->get( $vg_id, array( 'content_only' => true ) );
	$vg_data['fields'] = array(
		1 => array( 'id' => '1', 'type' => 'name', 'label' => 'Naam', 'format' => 'first-last', 'required' => '1', 'css' => 'add vg-icon-user end' ),
		2 => array( 'id' => '2', 'type' => 'email', 'label' => 'E-mail', 'required' => '1', 'css' => 'add vg-icon-mail end' ),
		3 => array( 'id' => '3', 'type' => 'text', 'label' => 'Onderwerp' ),
		5 => array( 'id' => '5', 'type' => 'textarea', 'label' => 'Bericht', 'required' => '1' ),
		6 => array(
			'id'      => '6',
			'type'    => 'checkbox',
			'label'   => 'Interesses',
			'css'     => 'slide-check',
			'choices' => array(
				1 => array( 'label' => 'Nieuws', 'value' => '' ),
				2 => array( 'label' => 'Acties', 'value' => '' ),
			),
		),
	);
	$vg_data['field_id']                 = 7;
	$vg_data['settings']['form_class']   = 'placeholder';
	$vg_data['settings']['ajax_submit']  = '1';
	$vg_data['settings']['honeypot']     = '1';
	$vg_data['settings']['antispam_v3']  = '1';
	$vg_data['settings']['submit_text']  = 'Verzenden';
	wpforms()->obj( 'form' )->update( $vg_id, $vg_data );
	$vg_made['wpforms'] = (int) $vg_id;
}

// Fluent Forms: the demo contact form it makes when activated, with a Container Class on the e-mail
// field and a checkbox field (from its own default elements) with one too.
if ( defined( 'FLUENTFORM_VERSION' ) && function_exists( 'wpFluent' ) ) {
	$vg_form = wpFluent()->table( 'fluentform_forms' )->where( 'title', 'Contact Form Demo' )->first();
	if ( $vg_form ) {
		include FLUENTFORM_DIR_PATH . 'app/Services/FormBuilder/DefaultElements.php';
		$vg_fields = json_decode( $vg_form->form_fields, true );
		foreach ( $vg_fields['fields'] as &$vg_field ) {
			if ( 'input_email' === $vg_field['element'] ) {
				$vg_field['settings']['container_class'] = 'add vg-icon-mail end';
			}
		}
		unset( $vg_field );
		$vg_box                                   = $fluentformDefaultElements['general']['input_checkbox'];
		$vg_box['attributes']['name']             = 'interests';
		$vg_box['settings']['label']              = 'Interesses';
		$vg_box['settings']['container_class']    = 'slide-check';
		$vg_box['settings']['advanced_options']   = array(
			array( 'label' => 'Nieuws', 'value' => 'Nieuws', 'calc_value' => '', 'image' => '' ),
			array( 'label' => 'Acties', 'value' => 'Acties', 'calc_value' => '', 'image' => '' ),
		);
		$vg_box['uniqElKey']                      = 'el_vg_interests';
		$vg_fields['fields'][]                    = $vg_box;
		wpFluent()->table( 'fluentform_forms' )->where( 'id', $vg_form->id )->update( array( 'form_fields' => wp_json_encode( $vg_fields ) ) );
		$vg_made['fluentform'] = (int) $vg_form->id;
	}
}

// Formidable: a form and its fields (FrmForm::create, FrmField::create), the form's Form Classes and
// each field's CSS Layout Classes set.
if ( class_exists( 'FrmForm' ) && class_exists( 'FrmField' ) ) {
	FrmAppController::install();
	$vg_id = FrmForm::create(
		array(
			'name'        => 'Contact',
			'description' => '',
			'form_key'    => 'vg-contact',
			'status'      => 'published',
			'options'     => array( 'form_class' => 'placeholder', 'submit_value' => 'Verzenden' ),
		)
	);
	$vg_fields = array(
		array( 'name', 'Naam', 1, 'add vg-icon-user end', null ),
		array( 'email', 'E-mail', 1, 'add vg-icon-mail end', null ),
		array( 'text', 'Onderwerp', 0, '', null ),
		array( 'textarea', 'Bericht', 1, '', null ),
		array( 'checkbox', 'Interesses', 0, 'slide-check', array( 'Nieuws', 'Acties' ) ),
	);
	foreach ( $vg_fields as $vg_field ) {
		$vg_values                                 = FrmFieldsHelper::setup_new_vars( $vg_field[0], $vg_id );
		$vg_values['name']                         = $vg_field[1];
		$vg_values['required']                     = $vg_field[2];
		$vg_values['field_options']['classes']     = $vg_field[3];
		if ( $vg_field[4] ) {
			$vg_values['options'] = $vg_field[4];
		}
		FrmField::create( $vg_values );
	}
	$vg_made['formidable'] = (int) $vg_id;
}

echo wp_json_encode( $vg_made );
