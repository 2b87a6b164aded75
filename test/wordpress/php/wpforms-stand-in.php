<?php
/**
 * Plugin Name: WPForms stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by builders.test.mjs for its own tests. Defines
 * what WPForms defines for "active" (WPFORMS_VERSION; not its wpforms() function, which other plugins
 * take for the real one), renders the project's fixture (VG_WPFORMS_STAND_IN_FORM) for [wpforms id=N]
 * and the wpforms/form-selector block, fires `wpforms_frontend_output_container_before` just before the
 * form's container in its buffered output as WPForms 2.0 does, and hides its honeypots with WPForms' own
 * rules. Its output says it is a stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

define( 'WPFORMS_VERSION', '2.0.0.2-stand-in' );
// The fixture the stand-in prints (fixtures/form-builders/, copied into builder-stand-ins/forms/).
const VG_WPFORMS_STAND_IN_FORM = 'wpforms-contact.html';

/** The form as WPForms prints it, the markers a site owner types in its builder added. */
function vg_wpforms_stand_in( $atts ) {
	$atts = vg_builder_stand_in_atts( $atts, array( 'id' => 0, 'title' => false, 'description' => false ) );
	if ( 567 !== absint( $atts['id'] ) ) {
		return '';
	}
	$form_data = array(
		'id'       => 567,
		'settings' => array( 'form_class' => 'placeholder' ), // Settings > General > Advanced > Form CSS Class
	);
	ob_start();
	do_action( 'wpforms_frontend_output_container_before', $form_data, (object) array( 'ID' => 567 ) );
	echo "<!-- WPForms stand-in of the project's WordPress suite (not WPForms): fixtures/form-builders/" . esc_html( VG_WPFORMS_STAND_IN_FORM ) . ' -->';
	// WPForms' honeypots: the anti-spam one (src/Forms/AntiSpam.php prints its rule) and the old one (its
	// stylesheet), hidden from the first paint: before the form, so that the stand-in moves nothing itself.
	echo '<style>#wpforms-567-field_8-container,#wpforms-567-field_NaN-container { position: absolute !important; overflow: hidden !important; display: inline !important; height: 1px !important; width: 1px !important; z-index: -1000 !important; padding: 0 !important; } #wpforms-567-field_8-container input { visibility: hidden; } .wpforms-container .wpforms-field-hp { display: none !important; position: absolute !important; left: -9000px !important; }</style>';
	// Field > Advanced > CSS Classes, on the field's container.
	echo vg_builder_stand_in_form( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		VG_WPFORMS_STAND_IN_FORM,
		array(
			"//div[cls('wpforms-container')]"    => 'placeholder',
			"//div[cls('wpforms-field-email')]"  => 'add vg-icon-mail end',
			"//div[cls('wpforms-field-checkbox')]" => 'slide-check',
		)
	);
	return (string) ob_get_clean();
}

add_action(
	'init',
	function () {
		add_shortcode( 'wpforms', 'vg_wpforms_stand_in' );
		register_block_type(
			'wpforms/form-selector',
			array(
				'attributes'      => array( 'formId' => array( 'type' => 'string' ) ),
				'render_callback' => function ( $attributes ) {
					return vg_wpforms_stand_in( array( 'id' => isset( $attributes['formId'] ) ? $attributes['formId'] : 0 ) );
				},
			)
		);
	}
);
