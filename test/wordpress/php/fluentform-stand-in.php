<?php
/**
 * Plugin Name: Fluent Forms stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by builders.test.mjs for its own tests. Defines
 * what Fluent Forms defines for "active" (FLUENTFORM_VERSION), renders the project's fixture
 * (VG_FLUENTFORM_STAND_IN_FORM) for [fluentform id=N css_classes="…"] and its block
 * (fluentfom/guten-block, so spelt, with the block's Additional CSS class), and fires
 * `fluentform/before_form_render` in its buffered output inside the wrapper, just before the <form>,
 * as Fluent Forms 6 does. Its output says it is a stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

define( 'FLUENTFORM_VERSION', '6.2.2-stand-in' );
// The fixture the stand-in prints (fixtures/form-builders/, copied into builder-stand-ins/forms/).
const VG_FLUENTFORM_STAND_IN_FORM = 'fluentform-contact.html';

/** The form as Fluent Forms prints it: `css_classes` on its wrapper, the Container Classes a site owner types. */
function vg_fluentform_stand_in( $atts ) {
	$atts = vg_builder_stand_in_atts( $atts, array( 'id' => 0, 'css_classes' => '' ) );
	if ( 1 !== absint( $atts['id'] ) ) {
		return '';
	}
	$html = vg_builder_stand_in_form(
		VG_FLUENTFORM_STAND_IN_FORM,
		array(
			// Field > Advanced Options > Container Class, on the field's group.
			"//div[cls('ff-el-group')][.//input[@type='email']]" => 'add vg-icon-mail end',
			"//div[cls('ff-el-group')][.//input[@type='checkbox'][@name='interests[]']]" => 'slide-check',
		)
	);
	$at      = strpos( $html, '<form' );
	$wrapper = substr( $html, 0, $at );
	if ( '' !== trim( $atts['css_classes'] ) ) {
		$wrapper = preg_replace( '/class="fluentform /', 'class="fluentform ' . esc_attr( trim( $atts['css_classes'] ) ) . ' ', $wrapper, 1 );
	}
	ob_start();
	echo "<!-- Fluent Forms stand-in of the project's WordPress suite (not Fluent Forms): fixtures/form-builders/" . esc_html( VG_FLUENTFORM_STAND_IN_FORM ) . ' -->';
	echo $wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	do_action( 'fluentform/before_form_render', (object) array( 'id' => 1 ), $atts );
	echo substr( $html, $at ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	return (string) ob_get_clean();
}

add_action(
	'init',
	function () {
		add_shortcode( 'fluentform', 'vg_fluentform_stand_in' );
		register_block_type(
			'fluentfom/guten-block',
			array(
				'attributes'      => array(
					'formId'    => array( 'type' => 'string' ),
					'className' => array( 'type' => 'string' ),
				),
				'render_callback' => function ( $attributes ) {
					return vg_fluentform_stand_in(
						array(
							'id'          => isset( $attributes['formId'] ) ? $attributes['formId'] : 0,
							'css_classes' => isset( $attributes['className'] ) ? $attributes['className'] : '',
						)
					);
				},
			)
		);
	}
);
