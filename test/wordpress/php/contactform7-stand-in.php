<?php
/**
 * Plugin Name: Contact Form 7 stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by builders.test.mjs for its own tests. Defines
 * what Contact Form 7 defines for "active" (WPCF7_VERSION) and renders the project's fixture
 * (VG_CONTACTFORM7_STAND_IN_FORM) for [contact-form-7 id="N" html_class="…"], the shortcode's
 * `html_class` on the <form> as Contact Form 7 6 puts it, and fires `wpcf7_shortcode_callback` once the
 * form is made, before the shortcode returns it. Its block (contact-form-7/contact-form-selector) has no
 * render callback in Contact Form 7 either: it saves that shortcode in the post. Contact Form 7 has no
 * honeypot: its spam part here is a quiz (its core [quiz] tag, marked with an icon as an owner may mark
 * it), taken from VG_CONTACTFORM7_STAND_IN_QUIZ and put before the submit button. Its output says it is
 * a stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

define( 'WPCF7_VERSION', '6.1.6-stand-in' );
// The fixture the stand-in prints (fixtures/form-builders/, copied into builder-stand-ins/forms/).
const VG_CONTACTFORM7_STAND_IN_FORM = 'cf7-6.1.6-first-render.html';
const VG_CONTACTFORM7_STAND_IN_QUIZ = 'cf7-6.1.6-templates.html';

/** What the shortcode's hook is given: the form (WPCF7_ContactForm), here its id alone. */
final class VG_Contact_Form_7_Stand_In_Form {
	/** The form's post id. */
	public function id() {
		return 564;
	}
}

/** The form as Contact Form 7 prints it, with the shortcode's html_class. */
function vg_contactform7_stand_in( $atts ) {
	$atts = vg_builder_stand_in_atts( $atts, array( 'id' => '', 'title' => '', 'html_class' => '' ) );
	if ( '564' !== trim( (string) $atts['id'] ) ) {
		return '<p class="wpcf7-contact-form-not-found"><strong>Error:</strong> Contact form not found.</p>';
	}
	// The capture's form had html_class="placeholder": the stand-in's comes from the shortcode.
	$html  = str_replace( 'class="wpcf7-form init placeholder"', 'class="wpcf7-form init"', vg_builder_stand_in_form( VG_CONTACTFORM7_STAND_IN_FORM, array() ) );
	// The composed templates' quiz: [quiz quiz-1 class:add class:vg-icon-lock class:end "1+1=?|2"].
	if ( preg_match( '#<p><span class="wpcf7-form-control-wrap" data-name="quiz-1">.*?</p>#s', vg_builder_stand_in_form( VG_CONTACTFORM7_STAND_IN_QUIZ, array() ), $quiz ) ) {
		$html = str_replace( '<p><input class="wpcf7-form-control wpcf7-submit', $quiz[0] . "\n" . '<p><input class="wpcf7-form-control wpcf7-submit', $html );
	}
	$class = implode( ' ', array_filter( array_map( 'sanitize_html_class', explode( ' ', $atts['html_class'] ) ) ) );
	if ( '' !== $class ) {
		$html = str_replace( 'class="wpcf7-form init"', 'class="wpcf7-form init ' . esc_attr( $class ) . '"', $html );
	}
	$output = "<!-- Contact Form 7 stand-in of the project's WordPress suite (not Contact Form 7): fixtures/form-builders/" . esc_html( VG_CONTACTFORM7_STAND_IN_FORM ) . ', its quiz from ' . esc_html( VG_CONTACTFORM7_STAND_IN_QUIZ ) . " -->\n" . $html;
	do_action( 'wpcf7_shortcode_callback', new VG_Contact_Form_7_Stand_In_Form(), $atts );
	return $output;
}

add_action(
	'init',
	function () {
		add_shortcode( 'contact-form-7', 'vg_contactform7_stand_in' );
	}
);
