<?php
/**
 * The Ninja Forms editor tests' form (editor-ninjaforms.test.mjs, capture-editor-ninjaforms.mjs), made
 * through its models as the builder's save does (its import saves a new form's fields in a background
 * request, which the test site cannot make), then its form cache built, and a page with its shortcode.
 * Required inside the site (with Ninja Forms active); returns the form's id, the page's path and each
 * field's id by key. Test site only, never shipped.
 *
 * A new site owner's form: no Vormgever marker but a few typed ones (a class of the owner's own, a
 * Font Awesome icon, a broken marker, a switch on a text field).
 *
 * @package Vormgever
 */

$vg_option = function ( $label, $order ) {
	return array( 'label' => $label, 'value' => strtolower( $label ), 'calc' => '', 'selected' => 0, 'order' => $order );
};
$vg_fields = array(
	array( 'key' => 'voornaam', 'type' => 'firstname', 'label' => 'Voornaam', 'required' => 1, 'container_class' => 'mijn-class' ),
	array( 'key' => 'achternaam', 'type' => 'lastname', 'label' => 'Achternaam', 'required' => 1, 'container_class' => '' ),
	array( 'key' => 'email', 'type' => 'email', 'label' => 'E-mailadres', 'required' => 1, 'container_class' => 'mijn-class' ),
	array( 'key' => 'telefoon', 'type' => 'phone', 'label' => 'Telefoon', 'required' => '', 'container_class' => 'add vg-icon-phone' ),
	array( 'key' => 'interesses', 'type' => 'listcheckbox', 'label' => 'Ik wil graag', 'required' => '', 'container_class' => '', 'options' => array( $vg_option( 'De nieuwsbrief', 0 ), $vg_option( 'Teruggebeld worden', 1 ) ) ),
	array( 'key' => 'akkoord', 'type' => 'checkbox', 'label' => 'Ik ga akkoord', 'label_pos' => 'right', 'required' => '', 'container_class' => '', 'default_value' => 'unchecked', 'checked_value' => 'Checked', 'unchecked_value' => 'Unchecked' ),
	array( 'key' => 'soort', 'type' => 'listselect', 'label' => 'Soort', 'required' => '', 'container_class' => 'add fa-solid fa-user end', 'options' => array( $vg_option( 'Vraag', 0 ), $vg_option( 'Offerte', 1 ) ) ),
	array( 'key' => 'plaats', 'type' => 'textbox', 'label' => 'Plaats', 'required' => '', 'container_class' => 'slide-check' ),
	array( 'key' => 'bericht', 'type' => 'textarea', 'label' => 'Bericht', 'required' => '', 'container_class' => '' ),
	array( 'key' => 'verzenden', 'type' => 'submit', 'label' => 'Verzenden', 'processing_label' => 'Bezig' ),
);

$vg_form = Ninja_Forms()->form()->get();
$vg_form->update_settings(
	array(
		'title'             => 'Editor',
		'wrapper_class'     => 'mijn-formulier',
		'default_label_pos' => 'above',
		'show_title'        => 0,
	)
)->save();
$vg_id = $vg_form->get_id();
foreach ( $vg_fields as $vg_order => $vg_settings ) {
	$vg_settings += array( 'label_pos' => 'default', 'order' => $vg_order + 1, 'element_class' => '' );
	Ninja_Forms()->form( $vg_id )->field()->get()->update_settings( $vg_settings )->save();
}
Ninja_Forms()->form( $vg_id )->action()->get()->update_settings(
	array(
		'type'        => 'successmessage',
		'label'       => 'Bedankt',
		'success_msg' => 'Bedankt!',
		'active'      => 1,
	)
)->save();
WPN_Helper::build_nf_cache( $vg_id );

$vg_page = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Editor ' . $vg_id,
		'post_content' => '<!-- wp:shortcode -->[ninja_form id=' . $vg_id . ']<!-- /wp:shortcode -->',
	)
);
$vg_ids = array();
foreach ( Ninja_Forms()->form( $vg_id )->get_fields() as $vg_field ) {
	$vg_ids[ $vg_field->get_setting( 'key' ) ] = (int) $vg_field->get_id();
}
return array(
	'id'     => (int) $vg_id,
	'path'   => wp_make_link_relative( get_permalink( $vg_page ) ),
	'fields' => $vg_ids,
);
