<?php
/**
 * The contact form of each real form builder that is active in the test site, made through the
 * builder's own API with the markers a site owner types in its settings (builders.test.mjs runs it
 * inside the site, with WPFORMS_DIR, FLUENTFORM_DIR, FORMIDABLE_DIR, NINJAFORMS_DIR or CONTACTFORM7_DIR).
 * Prints the form ids as JSON:
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
		// Its terms field (a table row, the checkbox in a 20 px cell), a switch too.
		$vg_terms                                 = $fluentformDefaultElements['advanced']['terms_and_condition'];
		$vg_terms['settings']['tnc_html']         = 'Ik ga akkoord met de voorwaarden';
		$vg_terms['settings']['container_class']  = 'slide-check';
		$vg_terms['uniqElKey']                    = 'el_vg_terms';
		$vg_fields['fields'][]                    = $vg_terms;
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

// Ninja Forms: its own contact form template (the form it makes when activated: Name, Email, Message,
// Submit) with the fields of fixtures/form-builders/ninja-forms-3.14.3-*.html added, each field's
// Container class and the form's Wrapper class set; saved through its models (its import saves a new
// form's fields in a background request, which the test site cannot make), then its form cache built.
if ( class_exists( 'Ninja_Forms' ) && function_exists( 'Ninja_Forms' ) && class_exists( 'WPN_Helper' ) ) {
	$vg_import                              = json_decode( Ninja_Forms::template( 'formtemplate-contactform.nff', array(), true ), true );
	$vg_import['settings']['title']         = 'Contact';
	$vg_import['settings']['wrapper_class'] = 'placeholder';
	unset( $vg_import['settings']['formContentData'] );
	$vg_option = function ( $label, $order ) {
		return array( 'label' => $label, 'value' => strtolower( $label ), 'calc' => '', 'selected' => 0, 'order' => $order );
	};
	foreach ( $vg_import['fields'] as &$vg_field ) {
		if ( 'email' === $vg_field['type'] ) {
			$vg_field['container_class'] = 'add vg-icon-mail end';
		}
		if ( 'submit' === $vg_field['type'] ) {
			$vg_field['order'] = '9';
			$vg_field['label'] = 'Verzenden';
		}
	}
	unset( $vg_field );
	$vg_import['fields'][] = array( 'label' => 'Soort', 'key' => 'soort', 'type' => 'listselect', 'label_pos' => 'above', 'required' => '', 'order' => '4', 'container_class' => '', 'element_class' => '', 'options' => array( $vg_option( 'Vraag', 0 ), $vg_option( 'Offerte', 1 ) ) );
	$vg_import['fields'][] = array( 'label' => 'Interesses', 'key' => 'interesses', 'type' => 'listcheckbox', 'label_pos' => 'above', 'required' => '', 'order' => '5', 'container_class' => 'slide-check', 'element_class' => '', 'options' => array( $vg_option( 'Nieuws', 0 ), $vg_option( 'Acties', 1 ) ) );
	$vg_import['fields'][] = array( 'label' => 'Ik ga akkoord', 'key' => 'akkoord', 'type' => 'checkbox', 'label_pos' => 'right', 'required' => '1', 'order' => '6', 'container_class' => 'slide-check', 'element_class' => '', 'default_value' => 'unchecked', 'checked_value' => 'Checked', 'unchecked_value' => 'Unchecked' );
	$vg_form = Ninja_Forms()->form()->get();
	$vg_form->update_settings( $vg_import['settings'] )->save();
	$vg_id = $vg_form->get_id();
	foreach ( $vg_import['fields'] as $vg_settings ) {
		unset( $vg_settings['id'], $vg_settings['parent_id'] ); // the template's form's (1), as its import leaves them out
		Ninja_Forms()->form( $vg_id )->field()->get()->update_settings( $vg_settings )->save();
	}
	foreach ( $vg_import['actions'] as $vg_settings ) {
		unset( $vg_settings['id'], $vg_settings['parent_id'] );
		Ninja_Forms()->form( $vg_id )->action()->get()->update_settings( $vg_settings )->save();
	}
	WPN_Helper::build_nf_cache( $vg_id );
	$vg_made['ninjaforms'] = (int) $vg_id;
}

// Contact Form 7: a form whose template is its default one's (each field in <label> Text [tag] </label>)
// in Dutch, the markers as form-tag class options, and its quiz (core's spam part, not the visitor's;
// marked with an icon as an owner may mark it: never obeyed).
if ( class_exists( 'WPCF7_ContactForm' ) ) {
	$vg_form = WPCF7_ContactForm::get_template( array( 'title' => 'Contact' ) );
	$vg_form->set_properties(
		array(
			'form' => implode(
				"\n\n",
				array(
					"<label> Naam\n    [text* your-name class:add class:vg-icon-user class:end] </label>",
					"<label> E-mail\n    [email* your-email class:add class:vg-icon-mail class:end] </label>",
					"<label> Onderwerp\n    [select your-subject \"Vraag\" \"Offerte\"] </label>",
					"<label> Bericht\n    [textarea your-message] </label>",
					'[checkbox interests use_label_element class:slide-check "Nieuws" "Acties"]',
					'[acceptance consent class:slide-check] Ik ga akkoord met de privacyverklaring [/acceptance]',
					'[quiz quiz class:add class:vg-icon-lock class:end "1 + 1 = ?|2"]',
					'[submit "Verzenden"]',
				)
			),
		)
	);
	$vg_made['contactform7'] = (int) $vg_form->save();
}

echo wp_json_encode( $vg_made );
