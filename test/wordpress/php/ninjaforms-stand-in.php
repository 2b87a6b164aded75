<?php
/**
 * Plugin Name: Ninja Forms stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by builders.test.mjs for its own tests. Defines
 * what Ninja Forms defines for "active" (its Ninja_Forms class) and prints what Ninja Forms 3 prints for
 * [ninja_form id=N], [ninja_forms id=N] and the ninja-forms/form block: `ninja_forms_before_form_display`
 * fired in its buffered output, then the form's empty shell (VG_NINJAFORMS_STAND_IN_SHELL, its Wrapper
 * class `placeholder`); the form itself is built in the browser, as its scripts build it on DOM ready:
 * the layout with an empty form first, then the field views into it (VG_NINJAFORMS_STAND_IN_FORM, from a
 * <template>). Its honeypot is hidden by Ninja Forms' own rule. For the suite, it notes where each field's
 * box is once the form is built, before any other script runs (`vgStandInLayout`). Its output says it is a
 * stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

/** What Ninja Forms' main file defines (the stand-in's "active"). */
final class Ninja_Forms {
	const VERSION = '3.14.3-stand-in';
}

// The fixtures the stand-in prints (fixtures/form-builders/, copied into builder-stand-ins/forms/): what
// the PHP prints, and the form its scripts build in the shell.
const VG_NINJAFORMS_STAND_IN_SHELL = 'ninja-forms-3.14.3-server.html';
const VG_NINJAFORMS_STAND_IN_FORM  = 'ninja-forms-3.14.3-first-render.html';

/** The form's shell as Ninja Forms prints it, and the stand-in of its scripts. */
function vg_ninjaforms_stand_in( $atts ) {
	$atts = vg_builder_stand_in_atts( $atts, array( 'id' => 0 ) );
	if ( 1 !== absint( $atts['id'] ) ) {
		return '';
	}
	ob_start();
	do_action( 'ninja_forms_before_form_display', 1 );
	echo "<!-- Ninja Forms stand-in of the project's WordPress suite (not Ninja Forms): fixtures/form-builders/" . esc_html( VG_NINJAFORMS_STAND_IN_SHELL ) . ', then ' . esc_html( VG_NINJAFORMS_STAND_IN_FORM ) . ' built in the browser -->';
	// Its display-structure.css hides the honeypot (printed here, before the form: the stand-in moves nothing itself).
	echo '<style>.nf-form-hp{position:absolute;visibility:hidden}</style>';
	echo vg_builder_stand_in_form( VG_NINJAFORMS_STAND_IN_SHELL, array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	echo '<template id="vg-ninjaforms-stand-in-1">' . vg_builder_stand_in_form( VG_NINJAFORMS_STAND_IN_FORM, array() ) . '</template>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
<script>
document.addEventListener( 'DOMContentLoaded', function () {
	// main.js: the form's layout view is shown in the shell with an empty form, then each field's view is
	// appended into it (in one task, as its Marionette views render).
	var shell = document.getElementById( 'nf-form-1-cont' );
	var views = document.getElementById( 'vg-ninjaforms-stand-in-1' ).content.querySelector( '.nf-form-cont' );
	var fields = Array.prototype.slice.call( views.querySelectorAll( 'nf-fields-wrap > nf-field' ) );
	fields.forEach( function ( field ) { field.remove(); } );
	shell.replaceChildren.apply( shell, Array.prototype.slice.call( views.childNodes ) );
	var wrap = shell.querySelector( 'nf-fields-wrap' );
	fields.forEach( function ( field ) { wrap.append( field ); } );
	// The build moves the page by itself: what another script does to the form after it shows as a change here.
	var top = shell.getBoundingClientRect().top;
	window.vgStandInLayout = Array.prototype.map.call( shell.querySelectorAll( '.nf-field-container' ), function ( field ) {
		var box = field.getBoundingClientRect();
		return [ field.id, Math.round( box.top - top ), Math.round( box.height ) ];
	} );
} );
</script>
	<?php
	return (string) ob_get_clean();
}

add_action(
	'init',
	function () {
		add_shortcode( 'ninja_form', 'vg_ninjaforms_stand_in' );
		add_shortcode( 'ninja_forms', 'vg_ninjaforms_stand_in' );
		register_block_type(
			'ninja-forms/form',
			array(
				'attributes'      => array( 'formID' => array( 'type' => 'integer' ) ),
				'render_callback' => function ( $attributes ) {
					return vg_ninjaforms_stand_in( array( 'id' => isset( $attributes['formID'] ) ? $attributes['formID'] : 1 ) );
				},
			)
		);
	}
);
