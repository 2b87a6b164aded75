<?php
/**
 * The forms of looks.test.mjs, made through the form plugin's own API (run by eval.php): a plain form
 * with an icon on a text box, a drop-down, a textarea and a name field's first part, and a switch field
 * (one choice on); a floating-label form whose text box and drop-down have values and whose phone
 * field is empty; the plain form again in legacy markup. Returns their ids and a page to show them on.
 */
$vg_fields = function ( $float ) {
	$icon   = fn ( $name ) => 'add vg-icon-' . $name . ' end';
	$fields = array(
		GF_Fields::create( array( 'id' => 1, 'type' => 'email', 'label' => 'E-mail', 'cssClass' => $icon( 'mail' ), 'placeholder' => 'E-mail', 'defaultValue' => $float ? 'a@b.nl' : '' ) ),
		GF_Fields::create( array( 'id' => 2, 'type' => 'select', 'label' => 'Soort', 'cssClass' => $icon( 'building' ), 'placeholder' => 'Soort',
			'choices' => array( array( 'text' => 'Bedrijf', 'value' => 'b', 'isSelected' => $float ) ) ) ),
	);
	if ( $float ) {
		// Empty: its label stays down and its placeholder shows (in the form's placeholder colour).
		$fields[] = GF_Fields::create( array( 'id' => 6, 'type' => 'phone', 'label' => 'Telefoon', 'phoneFormat' => 'international' ) );
	}
	if ( ! $float ) {
		$fields[] = GF_Fields::create( array( 'id' => 3, 'type' => 'textarea', 'label' => 'Bericht', 'cssClass' => $icon( 'user' ), 'placeholder' => 'Bericht' ) );
		$fields[] = GF_Fields::create( array( 'id' => 4, 'type' => 'name', 'label' => 'Naam', 'nameFormat' => 'advanced', 'cssClass' => $icon( 'user' ),
			'inputs' => array(
				array( 'id' => '4.2', 'label' => 'Aanhef', 'isHidden' => true ),
				array( 'id' => '4.3', 'label' => 'Voornaam' ),
				array( 'id' => '4.4', 'label' => 'Tussenvoegsel', 'isHidden' => true ),
				array( 'id' => '4.6', 'label' => 'Achternaam' ),
				array( 'id' => '4.8', 'label' => 'Achtervoegsel', 'isHidden' => true ),
			) ) );
		$fields[] = GF_Fields::create( array( 'id' => 5, 'type' => 'checkbox', 'label' => 'Berichten', 'cssClass' => 'slide-check',
			'choices' => array( array( 'text' => 'Nieuwsbrief', 'value' => 'n' ), array( 'text' => 'Acties', 'value' => 'a', 'isSelected' => true ) ),
			'inputs'  => array( array( 'id' => '5.1', 'label' => 'Nieuwsbrief' ), array( 'id' => '5.2', 'label' => 'Acties' ) ) ) );
	}
	return $fields;
};
$vg_ids = array();
foreach ( array( array( 'Looks', '', false, 2 ), array( 'Looks zwevend', 'placeholder float-labels', true, 2 ), array( 'Looks legacy', '', false, 1 ) ) as $vg_form ) {
	$vg_id = GFAPI::add_form(
		array(
			'title'          => $vg_form[0],
			'cssClass'       => $vg_form[1],
			'markupVersion'  => $vg_form[3],
			'labelPlacement' => 'top_label',
			'button'         => array( 'type' => 'text', 'text' => 'Versturen' ),
			'fields'         => $vg_fields( $vg_form[2] ),
		)
	);
	GFAPI::update_form_property( $vg_id, 'is_active', 1 );
	$vg_ids[] = $vg_id;
}
$vg_page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Looks', 'post_content' => 'looks' ) );
return array( 'forms' => $vg_ids, 'page' => $vg_page );
