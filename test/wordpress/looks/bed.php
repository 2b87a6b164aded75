<?php
/**
 * Must-use plugin of looks.test.mjs only (installed for that file, removed after it; never shipped).
 * - ?vg-theme=<folder>: the page in that installed theme (as a theme preview does).
 * - ?vg-looks=<plain form id>,<floating form id>,<legacy plain form id>&vg-look=<n>: the page's content
 *   replaced by the forms in Gravity Forms look n: 0 Orbital, 1-3 Orbital with Form Styles (a colour, a
 *   radius, the sizes sm, lg, xl), 4 the 2.5 theme, 5 the legacy form.
 * - ?vg-labels: the page as its builders print it, but every form without placeholder mode: the class
 *   `placeholder` taken out of each element's class attribute (not an <option>'s: WPForms' placeholder
 *   choice) and out of Ninja Forms' form data (its Wrapper class), so the same forms show their labels
 *   (builder-looks.test.mjs).
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-theme'] ) ) {
	$vg_looks_theme = sanitize_key( wp_unslash( $_GET['vg-theme'] ) );
	add_filter( 'pre_option_stylesheet', fn () => $vg_looks_theme );
	add_filter( 'pre_option_template', fn () => $vg_looks_theme );
}

if ( isset( $_GET['vg-looks'], $_GET['vg-look'] ) ) {
	add_filter(
		'the_content',
		function () {
			list( $plain, $floating, $legacy ) = array_map( 'absint', explode( ',', sanitize_text_field( wp_unslash( $_GET['vg-looks'] ) ) ) );
			$styled = array( 'inputPrimaryColor' => '#c0392b', 'inputBorderRadius' => 12 );
			$looks  = array(
				array( 'orbital', array() ),
				array( 'orbital', $styled + array( 'inputSize' => 'sm' ) ),
				array( 'orbital', $styled + array( 'inputSize' => 'lg' ) ),
				array( 'orbital', $styled + array( 'inputSize' => 'xl' ) ),
				array( 'gravity-theme', array() ),
			);
			$look = absint( $_GET['vg-look'] );
			if ( ! isset( $looks[ $look ] ) ) {
				return gravity_form( $legacy, false, false, false, null, false, 0, false, 'legacy' );
			}
			$styles = $looks[ $look ][1] ? wp_json_encode( $looks[ $look ][1] ) : '';
			return gravity_form( $plain, false, false, false, null, false, 0, false, $looks[ $look ][0], $styles )
				. gravity_form( $floating, false, false, false, null, false, 0, false, $looks[ $look ][0], $styles );
		},
		1000
	);
}

if ( isset( $_GET['vg-labels'] ) ) {
	add_action(
		'template_redirect',
		function () {
			ob_start(
				function ( $html ) {
					$html = preg_replace_callback(
						'/<(?!option\b)([a-z][a-z0-9-]*)(\s[^>]*?)?\sclass=("|\')([^"\']*)\3/i',
						fn ( $m ) => '<' . $m[1] . $m[2] . ' class=' . $m[3] . trim( preg_replace( '/(^|\s)placeholder(?=\s|$)/', ' ', $m[4] ) ) . $m[3],
						$html
					);
					return str_replace( '"wrapper_class":"placeholder"', '"wrapper_class":""', $html );
				}
			);
		}
	);
}
