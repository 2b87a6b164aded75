<?php
// The real form plugin's part of the test site (site.php requires it when GRAVITYFORMS_DIR gave the
// plugin): its tables, and two forms through its PHP API. Sets $vg_pages: page slug => form id.
gf_upgrade()->upgrade( '', true );
update_option( 'gform_pending_installation', false );

$vg_required = array( 'isRequired' => true, 'errorMessage' => '' );

// The contact form: 2.5+ markup, placeholder mode, icons, name and address, switches with conditional logic, consent.
$vg_contact = array(
	'title'                => 'Contact',
	'cssClass'             => 'placeholder',
	'markupVersion'        => 2,
	'labelPlacement'       => 'top_label',
	'descriptionPlacement' => 'below',
	'subLabelPlacement'    => 'below',
	'button'               => array( 'type' => 'text', 'text' => 'Versturen' ),
	'confirmations'        => array(
		'5f0c0c0c0c0c1' => array( 'id' => '5f0c0c0c0c0c1', 'name' => 'Standaard', 'isDefault' => true, 'type' => 'message', 'message' => 'Bedankt voor uw bericht.' ),
	),
	'fields'               => array(
		GF_Fields::create( array( 'id' => 1, 'type' => 'name', 'label' => 'Naam', 'nameFormat' => 'advanced', 'isRequired' => true,
			'inputs' => array(
				array( 'id' => '1.2', 'label' => 'Prefix', 'isHidden' => true ),
				array( 'id' => '1.3', 'label' => 'First', 'customLabel' => 'Voornaam' ),
				array( 'id' => '1.4', 'label' => 'Middle', 'isHidden' => true ),
				array( 'id' => '1.6', 'label' => 'Last', 'customLabel' => 'Achternaam' ),
				array( 'id' => '1.8', 'label' => 'Suffix', 'isHidden' => true ),
			) ) ),
		GF_Fields::create( array( 'id' => 2, 'type' => 'email', 'label' => 'E-mailadres', 'isRequired' => true, 'cssClass' => 'add fa-solid fa-envelope end' ) ),
		GF_Fields::create( array( 'id' => 3, 'type' => 'address', 'label' => 'Adres', 'addressType' => 'international',
			'inputs' => array(
				array( 'id' => '3.1', 'label' => 'Street Address', 'customLabel' => 'Straat en huisnummer' ),
				array( 'id' => '3.2', 'label' => 'Address Line 2', 'isHidden' => true ),
				array( 'id' => '3.3', 'label' => 'City', 'customLabel' => 'Plaats' ),
				array( 'id' => '3.4', 'label' => 'State / Province / Region', 'isHidden' => true ),
				array( 'id' => '3.5', 'label' => 'ZIP / Postal Code', 'customLabel' => 'Postcode' ),
				array( 'id' => '3.6', 'label' => 'Country', 'customLabel' => 'Land' ),
			) ) ),
		GF_Fields::create( array( 'id' => 4, 'type' => 'checkbox', 'label' => 'Ik wil graag', 'cssClass' => 'slide-check',
			'choices' => array(
				array( 'text' => 'De nieuwsbrief ontvangen', 'value' => 'nieuwsbrief' ),
				array( 'text' => 'Teruggebeld worden', 'value' => 'terugbellen' ),
			),
			'inputs'  => array(
				array( 'id' => '4.1', 'label' => 'De nieuwsbrief ontvangen' ),
				array( 'id' => '4.2', 'label' => 'Teruggebeld worden' ),
			) ) ),
		GF_Fields::create( array( 'id' => 5, 'type' => 'phone', 'label' => 'Telefoonnummer', 'phoneFormat' => 'international', 'cssClass' => 'add fa-solid fa-phone end',
			'conditionalLogic' => array( 'actionType' => 'show', 'logicType' => 'all', 'rules' => array( array( 'fieldId' => '4', 'operator' => 'is', 'value' => 'terugbellen' ) ) ) ) ),
		GF_Fields::create( array( 'id' => 6, 'type' => 'textarea', 'label' => 'Bericht', 'isRequired' => true ) ),
		GF_Fields::create( array( 'id' => 7, 'type' => 'consent', 'label' => 'Privacy', 'checkboxLabel' => 'Ik ga akkoord met de privacyverklaring', 'description' => '', 'isRequired' => true, 'cssClass' => 'slide-check',
			'inputs' => array(
				array( 'id' => '7.1', 'label' => 'Toestemming' ),
				array( 'id' => '7.2', 'label' => 'Tekst', 'isHidden' => true ),
				array( 'id' => '7.3', 'label' => 'Beschrijving', 'isHidden' => true ),
			) ) ),
	),
);

// A two-page enquiry in legacy markup (ul/li), placeholder mode, a switch on page 2.
$vg_enquiry = array(
	'title'                => 'Offerte',
	'cssClass'             => 'placeholder',
	'markupVersion'        => 1,
	'labelPlacement'       => 'top_label',
	'descriptionPlacement' => 'below',
	'button'               => array( 'type' => 'text', 'text' => 'Aanvragen' ),
	'pagination'           => array( 'type' => 'steps', 'pages' => array( 'Gegevens', 'Wensen' ) ),
	'lastPageButton'       => array( 'type' => 'text', 'text' => 'Vorige' ),
	'confirmations'        => array(
		'5f0c0c0c0c0c2' => array( 'id' => '5f0c0c0c0c0c2', 'name' => 'Standaard', 'isDefault' => true, 'type' => 'message', 'message' => 'Bedankt voor uw aanvraag.' ),
	),
	'fields'               => array(
		GF_Fields::create( array( 'id' => 1, 'type' => 'text', 'label' => 'Naam', 'isRequired' => true, 'pageNumber' => 1, 'cssClass' => 'add fa-solid fa-user end' ) ),
		GF_Fields::create( array( 'id' => 2, 'type' => 'email', 'label' => 'E-mailadres', 'isRequired' => true, 'pageNumber' => 1 ) ),
		GF_Fields::create( array( 'id' => 3, 'type' => 'page', 'pageNumber' => 2,
			'nextButton' => array( 'type' => 'text', 'text' => 'Volgende' ), 'previousButton' => array( 'type' => 'text', 'text' => 'Vorige' ) ) ),
		GF_Fields::create( array( 'id' => 4, 'type' => 'textarea', 'label' => 'Uw wensen', 'pageNumber' => 2 ) ),
		GF_Fields::create( array( 'id' => 5, 'type' => 'checkbox', 'label' => 'Contact', 'cssClass' => 'slide-check', 'pageNumber' => 2,
			'choices' => array( array( 'text' => 'Per e-mail', 'value' => 'e-mail' ), array( 'text' => 'Per telefoon', 'value' => 'telefoon' ) ),
			'inputs'  => array( array( 'id' => '5.1', 'label' => 'Per e-mail' ), array( 'id' => '5.2', 'label' => 'Per telefoon' ) ) ) ),
	),
);

$vg_pages = array();
foreach ( array( 'contact' => $vg_contact, 'offerte' => $vg_enquiry ) as $vg_slug => $vg_form ) {
	$vg_id = GFAPI::add_form( $vg_form );
	if ( is_wp_error( $vg_id ) ) {
		fwrite( STDERR, $vg_slug . ': ' . $vg_id->get_error_message() . "\n" );
		exit( 1 );
	}
	GFAPI::update_form_property( $vg_id, 'is_active', 1 );
	$vg_pages[ $vg_slug ] = $vg_id;
}
