<?php
/**
 * Plugin Name: Formidable Forms stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by builders.test.mjs for its own tests. Defines
 * what Formidable defines for "active" (its load_formidable_forms() function), renders the project's
 * fixture (VG_FORMIDABLE_STAND_IN_FORM) for [formidable id=N] and the formidable/simple-form block,
 * fires `frm_before_get_form` in its buffered output just before the form as Formidable 6 does, and
 * hides its honeypot with Formidable's own rule. Its output says it is a stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

/** What Formidable's main file defines (the stand-in's "active"). */
function load_formidable_forms() {}

// The fixture the stand-in prints (fixtures/form-builders/, copied into builder-stand-ins/forms/).
const VG_FORMIDABLE_STAND_IN_FORM = 'formidable-contact.html';

/** The form as Formidable prints it, the classes a site owner types added. */
function vg_formidable_stand_in( $atts ) {
	$atts = is_array( $atts ) ? $atts : array();
	if ( ! isset( $atts['id'] ) || 1 !== absint( $atts['id'] ) ) {
		return '';
	}
	ob_start();
	do_action( 'frm_before_get_form', $atts );
	echo "<!-- Formidable Forms stand-in of the project's WordPress suite (not Formidable Forms): fixtures/form-builders/" . esc_html( VG_FORMIDABLE_STAND_IN_FORM ) . ' -->';
	// FrmHoneypot::maybe_print_honeypot_css(), before the form (it prints it before the honeypot).
	echo '<style>#frm_field_9_container {visibility:hidden;overflow:hidden;width:0;height:0;position:absolute;}</style>';
	echo vg_builder_stand_in_form( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		VG_FORMIDABLE_STAND_IN_FORM,
		array(
			// Settings > Customize HTML > Form Classes, on the <form>.
			"//form[cls('frm-show-form')]" => 'placeholder',
			// A field's CSS Layout Classes, on its container.
			"//div[cls('frm_form_field')][.//input[@type='email']][not(.//div[cls('frm_form_field')])]" => 'add vg-icon-mail end',
			"//div[cls('frm_form_field')][.//input[@type='checkbox'][contains(@name, '[]')]]" => 'slide-check',
		)
	);
	return (string) ob_get_clean();
}

add_action(
	'init',
	function () {
		add_shortcode( 'formidable', 'vg_formidable_stand_in' );
		register_block_type(
			'formidable/simple-form',
			array(
				'attributes'      => array( 'formId' => array( 'type' => 'string' ) ),
				'render_callback' => function ( $attributes ) {
					return vg_formidable_stand_in( array( 'id' => isset( $attributes['formId'] ) ? $attributes['formId'] : 0 ) );
				},
			)
		);
	}
);
