<?php
/**
 * Test site only, never shipped: the Dutch contact form as an Elementor Form widget (Elementor Pro, or
 * Pro Elements), made through Elementor's own document API (Document::save(), as the editor saves: its
 * post CSS, page assets and plain text follow), on the pages the capture (capture-elementor-form.mjs)
 * and the WordPress suite with the real widget (ELEMENTORPRO_DIR) use. Required inside the site with
 * Elementor and the Pro plugin active (or the suite's stand-in of them: the data stored as Elementor stores it); `vg_elementor_form_pages( $markers )` makes every page and
 * returns their ids and addresses.
 *
 * `$markers`: where the form's Vormgever markers are set
 * - 'css_classes': as code, imports and older kits set them: a field item's own CSS class value (the
 *   widget's hidden `css_classes`, which Elementor prints on the control, select wrapper or choice group)
 *   and the widget's Advanced → CSS Classes (`_css_classes`: `placeholder`, on the widget's wrapper);
 * - 'controls': Vormgever's own controls in the widget (each field item's `vormgever_switch` and
 *   `vormgever_icon`, the widget's `vormgever_placeholders`), which its render puts on the field group;
 * - 'none': no marker at all.
 */

/**
 * The contact form's field items (the form's Form Fields), as the editor stores them.
 *
 * @param string $markers Where the markers are: 'css_classes', 'controls' or 'none'.
 * @param string $prefix  Each item's `_id` prefix (items are unique per widget).
 * @return array
 */
function vg_elementor_form_fields( $markers, $prefix = 'f' ) {
	$icon   = function ( $name ) use ( $markers ) {
		if ( 'css_classes' === $markers ) {
			return array( 'css_classes' => "add vg-icon-$name end" );
		}
		return 'controls' === $markers ? array( 'vormgever_icon' => $name ) : array();
	};
	$switch = 'css_classes' === $markers ? array( 'css_classes' => 'slide-check' ) : ( 'controls' === $markers ? array( 'vormgever_switch' => 'yes' ) : array() );
	$fields = array(
		array( 'custom_id' => 'naam', 'field_type' => 'text', 'field_label' => 'Naam', 'required' => 'true', 'width' => '50', 'width_mobile' => '100' ) + $icon( 'user' ),
		array( 'custom_id' => 'email', 'field_type' => 'email', 'field_label' => 'E-mail', 'required' => 'true', 'width' => '50', 'width_mobile' => '100' ) + $icon( 'mail' ),
		array( 'custom_id' => 'onderwerp', 'field_type' => 'text', 'field_label' => 'Onderwerp', 'placeholder' => 'Waar gaat je bericht over?', 'width' => '100' ) + $icon( 'tag' ),
		array( 'custom_id' => 'soort', 'field_type' => 'select', 'field_label' => 'Soort', 'field_options' => "Kies een soort|\nVraag\nKlacht\nTerugbelverzoek", 'width' => '100' ) + $icon( 'list' ),
		array( 'custom_id' => 'bericht', 'field_type' => 'textarea', 'field_label' => 'Bericht', 'required' => 'true', 'rows' => 4, 'width' => '100' ) + $icon( 'message-square' ),
		array( 'custom_id' => 'interesses', 'field_type' => 'checkbox', 'field_label' => 'Interesses', 'field_options' => "Nieuwsbrief\nEvenementen\nVacatures", 'width' => '100' ) + $switch,
		array( 'custom_id' => 'toestemming', 'field_type' => 'acceptance', 'field_label' => 'Toestemming', 'acceptance_text' => 'Ik ga akkoord met de privacyverklaring.', 'required' => 'true', 'width' => '100' ) + $switch,
		// Pro's honeypot: a field type of its own (the editor's Honeypot), its group nothing but elementor-field-type-text.
		array( 'custom_id' => 'field_e1f0a99', 'field_type' => 'honeypot', 'field_label' => 'Honeypot', 'width' => '100' ),
		array( 'custom_id' => 'bron', 'field_type' => 'hidden', 'field_label' => 'Bron', 'field_value' => 'website', 'width' => '100' ),
	);
	foreach ( $fields as $i => $field ) {
		$fields[ $i ]['_id'] = $prefix . $i;
	}
	return $fields;
}

/**
 * A Form widget's settings: the contact form, Dutch messages, no submit action (a success needs no mail),
 * validation by the form's own messages (Form Options → Form Validation: Custom: the server's errors
 * show at each field).
 *
 * @param string $markers Where the markers are (above).
 * @param array  $change  Settings to change or add.
 * @return array
 */
function vg_elementor_form_settings( $markers, array $change = array() ) {
	$settings = array(
		'form_name'              => 'Contact',
		'form_fields'            => vg_elementor_form_fields( $markers ),
		'button_text'            => 'Verzenden',
		'form_validation'        => 'custom',
		'submit_actions'         => array(),
		'custom_messages'        => 'yes',
		'success_message'        => 'Bedankt! We hebben je bericht ontvangen.',
		'error_message'          => 'Er ging iets mis. Kijk de velden na.',
		'required_field_message' => 'Dit veld is verplicht.',
		'invalid_message'        => 'Er is een fout opgetreden.',
	);
	if ( 'css_classes' === $markers ) {
		$settings['_css_classes'] = 'placeholder';
	} elseif ( 'controls' === $markers ) {
		$settings['vormgever_placeholders'] = 'placeholder';
	}
	return array_replace( $settings, $change );
}

/** A widget in a section's only column, as Elementor's data holds it. */
function vg_elementor_form_section( $id, array $widgets ) {
	return array(
		'id'       => 's' . $id,
		'elType'   => 'section',
		'settings' => array(),
		'isInner'  => false,
		'elements' => array(
			array(
				'id'       => 'c' . $id,
				'elType'   => 'column',
				'settings' => array( '_column_size' => 100 ),
				'isInner'  => false,
				'elements' => $widgets,
			),
		),
	);
}

/** A widget's data. */
function vg_elementor_form_widget( $id, $type, array $settings ) {
	return array(
		'id'         => $id,
		'elType'     => 'widget',
		'widgetType' => $type,
		'settings'   => $settings,
		'elements'   => array(),
	);
}

/**
 * A published post of Elementor's (a page, or a template of `$template_type`), its data saved through
 * the document, as the editor saves it.
 *
 * @return int The post's id.
 */
function vg_elementor_form_document( $slug, $title, array $elements, $template_type = '' ) {
	$post_type = $template_type ? 'elementor_library' : 'page';
	$existing  = get_page_by_path( $slug, OBJECT, $post_type );
	if ( $existing ) {
		wp_delete_post( $existing->ID, true );
	}
	$id = wp_insert_post(
		array(
			'post_type'   => $post_type,
			'post_status' => 'publish',
			'post_title'  => $title,
			'post_name'   => $slug,
		)
	);
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	if ( $template_type ) {
		update_post_meta( $id, '_elementor_template_type', $template_type );
		wp_set_object_terms( $id, $template_type, 'elementor_library_type' );
	}
	if ( class_exists( '\Elementor\Plugin' ) ) {
		$document = \Elementor\Plugin::$instance->documents->get( $id, false );
		$document->save( array( 'elements' => $elements ) );
	} else {
		// The stand-in (php/elementorform-stand-in.php): the data as Elementor stores it.
		update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $elements ) ) );
	}
	return $id;
}

/**
 * Every page (its slug `elementor-<key>`): `contact` (the form), `stappen` (in two steps), `captcha` (reCAPTCHA v2 and v3, with keys
 * that name no site), `inloggen` (the Login widget, whose form shares `elementor-form`), a popup with the
 * form (`popup`) and the page with a button that opens it (`popup-knop`: Pro prints the popup in the
 * footer for the link's dynamic tag, nothing in <head> says so), `sjabloon` (a saved template holding the form,
 * through the Template widget).
 *
 * @param string $markers Where the markers are (above).
 * @return array Each page's id and address, and the popup's id; the versions.
 */
function vg_elementor_form_pages( $markers ) {
	update_option( 'elementor_pro_recaptcha_site_key', 'vg-test-site-key-v2' );
	update_option( 'elementor_pro_recaptcha_secret_key', 'vg-test-secret-v2' );
	update_option( 'elementor_pro_recaptcha_v3_site_key', 'vg-test-site-key-v3' );
	update_option( 'elementor_pro_recaptcha_v3_secret_key', 'vg-test-secret-v3' );
	$out  = array(
		'elementor' => defined( 'ELEMENTOR_VERSION' ) ? ELEMENTOR_VERSION : 'stand-in',
		'pro'       => ELEMENTOR_PRO_VERSION,
		'markers'   => $markers,
	);
	$page = function ( $slug, $title, $elements ) use ( &$out ) {
		$id           = vg_elementor_form_document( 'elementor-' . $slug, $title, $elements );
		$out[ $slug ] = array(
			'id'   => $id,
			'link' => get_permalink( $id ),
		);
	};

	$page( 'contact', 'Contact', array( vg_elementor_form_section( 'e1f0a00', array( vg_elementor_form_widget( 'e1f0a01', 'form', vg_elementor_form_settings( $markers ) ) ) ) ) );

	// Two steps (Form Fields → Type: Step), each with its own title.
	$fields = vg_elementor_form_fields( $markers, 's' );
	array_unshift( $fields, array( '_id' => 'step1', 'custom_id' => 'stap_1', 'field_type' => 'step', 'field_label' => 'Jouw gegevens' ) );
	array_splice( $fields, 3, 0, array( array( '_id' => 'step2', 'custom_id' => 'stap_2', 'field_type' => 'step', 'field_label' => 'Je vraag' ) ) );
	$page( 'stappen', 'Contact in stappen', array( vg_elementor_form_section( 'e2f0a00', array( vg_elementor_form_widget( 'e2f0a01', 'form', vg_elementor_form_settings( $markers, array( 'form_fields' => $fields, 'step_next_label' => 'Volgende', 'step_previous_label' => 'Vorige' ) ) ) ) ) ) );

	// reCAPTCHA v2 (a checkbox) and v3 (invisible) as fields of the form.
	$fields   = vg_elementor_form_fields( $markers, 'r' );
	$fields[] = array( '_id' => 'r90', 'custom_id' => 'field_c2', 'field_type' => 'recaptcha', 'field_label' => 'reCAPTCHA' );
	$fields[] = array( '_id' => 'r91', 'custom_id' => 'field_c3', 'field_type' => 'recaptcha_v3', 'field_label' => 'reCAPTCHA v3' );
	$page( 'captcha', 'Contact met reCAPTCHA', array( vg_elementor_form_section( 'e3f0a00', array( vg_elementor_form_widget( 'e3f0a01', 'form', vg_elementor_form_settings( $markers, array( 'form_fields' => $fields ) ) ) ) ) ) );

	// The Login widget: Pro's other form, `form.elementor-login.elementor-form` with field groups of its own.
	$page( 'inloggen', 'Inloggen', array( vg_elementor_form_section( 'e4f0a00', array( vg_elementor_form_widget( 'e4f0a01', 'login', array( 'user_label' => 'Gebruikersnaam', 'password_label' => 'Wachtwoord', 'button_text' => 'Inloggen' ) ) ) ) ) );

	// A popup with the form, and a page whose button opens it (its link's Popup dynamic tag).
	$popup            = vg_elementor_form_document( 'elementor-popup', 'Terugbelverzoek', array( vg_elementor_form_section( 'e5f0a00', array( vg_elementor_form_widget( 'e5f0a01', 'form', vg_elementor_form_settings( $markers, array( 'form_name' => 'Terugbelverzoek', 'form_fields' => vg_elementor_form_fields( $markers, 'p' ) ) ) ) ) ) ), 'popup' );
	$out['popup']     = array( 'id' => $popup );
	$tag              = '[elementor-tag id="a1b2c3d" name="popup" settings="' . rawurlencode( wp_json_encode( array( 'popup' => (string) $popup ) ) ) . '"]';
	$button           = vg_elementor_form_widget( 'e6f0a01', 'button', array( 'text' => 'Terugbelverzoek', '__dynamic__' => array( 'link' => $tag ) ) );
	$text             = vg_elementor_form_widget( 'e6f0a02', 'text-editor', array( 'editor' => '<p>Wil je dat we je terugbellen?</p>' ) );
	$page( 'popup-knop', 'Terugbellen', array( vg_elementor_form_section( 'e6f0a00', array( $text, $button ) ) ) );
	// A saved template (Elementor's library, a section) holding the form, on a page through the Template widget.
	$template          = vg_elementor_form_document( 'elementor-sjabloon-formulier', 'Sjabloon met formulier', array( vg_elementor_form_section( 'e9f0a00', array( vg_elementor_form_widget( 'e9f0a01', 'form', vg_elementor_form_settings( $markers, array( 'form_fields' => vg_elementor_form_fields( $markers, 't' ) ) ) ) ) ) ), 'section' );
	$out['sjabloon-formulier'] = array( 'id' => $template );
	$page( 'sjabloon', 'Contact uit een sjabloon', array( vg_elementor_form_section( 'eaf0a00', array( vg_elementor_form_widget( 'eaf0a01', 'template', array( 'template_id' => (string) $template ) ) ) ) ) );
	flush_rewrite_rules();
	return $out;
}
