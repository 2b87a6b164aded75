<?php
/**
 * Must-use plugin of loading.test.mjs only (installed for that file, removed after it; never shipped).
 * - ?vg-enqueue=on|off: a theme's vormgever_enqueue filter forcing Vormgever on or off.
 * - ?vg-record: every vormgever_enqueue call (the value and its context) printed at the end of the page.
 * - ?vg-settings=<JSON>: Vormgever's option as stored, for this request only.
 * - ?vg-theme=vg-classic: the page in that theme (as a theme preview does), without switching the site's.
 * - ?vg-form-styles-in-head: the real form plugin's own (legacy) stylesheets in <head>, as a site owner
 *   does for a form in a footer widget where WordPress prints them after the form (6.5.5 does).
 * - A page-builder stand-in: a page with the meta `_vg_builder` (a JSON list of widgets, each
 *   {"type": "shortcode"|"html", "content": "..."}) is rendered as the page builder renders its pages:
 *   in the_content (priority 9, as the builder does), each widget's HTML through the builder's
 *   `elementor/widget/render_content` filter, inside its element wrappers, and the content filters
 *   that would add paragraphs removed (as the builder removes them). The page's post_content
 *   holds the plain copy the builder saves beside its data (a shortcode widget's shortcode as written).
 * - ?vg-no-web-fonts: the theme's web fonts left out (its @font-face rules are not printed), so that
 *   text is laid out once, in the fallback font: a font that arrives, or fails, after the first
 *   layout moves the theme's own text, Vormgever or not.
 * - gravityforms/form: a stand-in block rendering the form's shortcode, where the form plugin has not
 *   registered its own block.
 * - ?vg-echo-shortcode=<shortcode>: a theme's template printing a form itself (`echo do_shortcode()`,
 *   first in wp_footer): no content, block or widget filter sees it, only the builder's own render hook.
 */

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-theme'] ) && 'vg-classic' === $_GET['vg-theme'] ) {
	add_filter( 'pre_option_stylesheet', fn () => 'vg-classic' );
	add_filter( 'pre_option_template', fn () => 'vg-classic' );
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-no-web-fonts'] ) ) {
	remove_action( 'wp_head', 'wp_print_font_faces', 50 );
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-form-styles-in-head'] ) ) {
	add_action(
		'wp_enqueue_scripts',
		function () {
			foreach ( array( 'gforms_reset_css', 'gforms_formsmain_css', 'gforms_ready_class_css', 'gforms_browsers_css' ) as $handle ) {
				wp_enqueue_style( $handle ); // registered by the form plugin; nothing when it is the stand-in
			}
		},
		20
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-echo-shortcode'] ) ) {
	add_action(
		'wp_footer',
		function () {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.EscapeOutput.OutputNotEscaped
			echo '<div id="vg-echoed">' . do_shortcode( wp_unslash( $_GET['vg-echo-shortcode'] ) ) . '</div>';
		},
		1
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-settings'] ) ) {
	add_filter( 'pre_option_vormgever', fn () => json_decode( wp_unslash( $_GET['vg-settings'] ), true ) );
}

add_filter(
	'vormgever_enqueue',
	function ( $load, $context ) {
		$GLOBALS['vg_test_enqueue_calls'][] = array( $load, $context );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$force = isset( $_GET['vg-enqueue'] ) ? sanitize_key( $_GET['vg-enqueue'] ) : '';
		return 'on' === $force ? true : ( 'off' === $force ? false : $load );
	},
	10,
	2
);

add_action(
	'wp_footer',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( isset( $_GET['vg-record'] ) ) {
			$calls = isset( $GLOBALS['vg_test_enqueue_calls'] ) ? $GLOBALS['vg_test_enqueue_calls'] : array();
			echo '<script type="application/json" id="vg-test-enqueue-calls">' . wp_json_encode( $calls ) . '</script>';
		}
	},
	999
);

add_filter(
	'the_content',
	function ( $content ) {
		$widgets = json_decode( (string) get_post_meta( get_the_ID(), '_vg_builder', true ), true );
		if ( ! is_array( $widgets ) || ! in_the_loop() ) {
			return $content;
		}
		$html = '';
		foreach ( $widgets as $index => $widget ) {
			$inner = 'shortcode' === $widget['type']
				? '<div class="elementor-shortcode">' . do_shortcode( shortcode_unautop( $widget['content'] ) ) . '</div>'
				: $widget['content'];
			$inner = apply_filters( 'elementor/widget/render_content', $inner, null );
			$html .= '<div class="elementor-element elementor-widget elementor-widget-' . esc_attr( $widget['type'] ) . '" data-id="vg' . $index . '" data-element_type="widget"><div class="elementor-widget-container">' . $inner . '</div></div>';
		}
		// As the builder does with its own content: no paragraphs or curly quotes added to it.
		foreach ( array( 'wpautop', 'shortcode_unautop', 'wptexturize' ) as $filter ) {
			remove_filter( 'the_content', $filter );
		}
		return '<div data-elementor-type="wp-page" data-elementor-id="' . get_the_ID() . '" class="elementor elementor-' . get_the_ID() . '">' . $html . '</div>';
	},
	9
);

add_action(
	'init',
	function () {
		if ( ! WP_Block_Type_Registry::get_instance()->is_registered( 'gravityforms/form' ) ) {
			register_block_type(
				'gravityforms/form',
				array(
					'attributes'      => array( 'formId' => array( 'type' => 'string' ) ),
					'render_callback' => function ( $attributes ) {
						return do_shortcode( '[gravityform id="' . absint( $attributes['formId'] ) . '" title="false" ajax="true"]' );
					},
				)
			);
		}
	},
	99
);
