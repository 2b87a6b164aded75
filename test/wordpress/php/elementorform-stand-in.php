<?php
/**
 * Plugin Name: Elementor Pro Form widget stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped: installed by elementor-form.test.mjs for its own tests. Defines
 * what Elementor Pro (and Pro Elements) defines for "active" (ELEMENTOR_PRO_VERSION) and renders a page
 * built with Elementor (its `_elementor_data`) as Elementor renders it, for its Form widgets: the queried
 * post's `elementor/post/render` before <head> (Elementor's page assets); each document's
 * `elementor/frontend/builder_content_data` before its elements; each Form widget's
 * `elementor-pro/forms/pre_render` and each field item's `elementor_pro/forms/render/item` (with a widget
 * that keeps its render attributes, as Pro's does), and its markup from the project's fixture
 * (fixtures/form-builders/elementor-form-3.33.1-server.html) with the widget's classes on its element
 * (Advanced → CSS Classes, class controls), each field item's own CSS class value where Pro prints it and
 * the group's render attributes on its group. `?vg-elementor-cache`: Elementor's element cache (a page's
 * elements rendered once, their HTML stored; on a hit the HTML is printed again and no widget's hook runs).
 * A Template widget renders its saved template as a document of its own. Popups: a popup (an `elementor_library` post of type popup) whose id a page's data names in a Popup
 * dynamic tag is printed in the footer, as Pro adds it to its popup location; a popup in the option
 * `vg_elementor_conditioned_popups` is printed on every page and its `elementor/post/render` fired before
 * <head>, as Pro does for a popup whose display conditions match. `?vg-record-elementor`: the hooks fired,
 * in order, printed at the end of the page. Its output says it is a stand-in and never names Vormgever.
 */
require_once __DIR__ . '/builder-stand-ins/form.php';

define( 'ELEMENTOR_PRO_VERSION', '3.33.1-stand-in' );

const VG_ELEMENTOR_STAND_IN_FORM = 'elementor-form-3.33.1-server.html';

/** A Form widget as Pro's hooks get it: it keeps its render attributes (add_render_attribute() adds). */
final class VG_Elementor_Stand_In_Form_Widget {
	/** @var string */
	public $id;
	/** @var array<string, array<string, string[]>> */
	public $attributes = array();

	public function __construct( $id ) {
		$this->id = $id;
	}

	public function get_id() {
		return $this->id;
	}

	public function get_name() {
		return 'form';
	}

	public function add_render_attribute( $element, $key = null, $value = null ) {
		foreach ( (array) $value as $one ) {
			$this->attributes[ $element ][ $key ][] = (string) $one;
		}
		return $this;
	}
}

/** What the suite asked to hear of: each hook fired, in order. */
function vg_elementor_stand_in_record( $what ) {
	$GLOBALS['vg_elementor_stand_in_hooks'][] = $what;
}

/** A post's elements (its Elementor data). */
function vg_elementor_stand_in_data( $post_id ) {
	$data = json_decode( (string) get_post_meta( $post_id, '_elementor_data', true ), true );
	return is_array( $data ) ? $data : array();
}

/** The popups a document's data names in a Popup dynamic tag (as Pro's tag adds them to its location). */
function vg_elementor_stand_in_popups_named( $elements ) {
	$found = array();
	foreach ( $elements as $element ) {
		foreach ( isset( $element['settings']['__dynamic__'] ) ? (array) $element['settings']['__dynamic__'] : array() as $tag ) {
			if ( preg_match( '/name="popup" settings="([^"]*)"/', (string) $tag, $match ) ) {
				$settings = json_decode( rawurldecode( $match[1] ), true );
				$found[]  = absint( $settings['popup'] ?? 0 );
			}
		}
		$found = array_merge( $found, vg_elementor_stand_in_popups_named( $element['elements'] ?? array() ) );
	}
	return array_filter( $found );
}

/** A Form widget, as Pro renders it: its hooks, then the fixture with its classes. */
function vg_elementor_stand_in_form( $element ) {
	$settings = isset( $element['settings'] ) ? $element['settings'] : array();
	$widget   = new VG_Elementor_Stand_In_Form_Widget( $element['id'] );
	$items    = isset( $settings['form_fields'] ) ? $settings['form_fields'] : array();
	ob_start();
	vg_elementor_stand_in_record( 'elementor-pro/forms/pre_render' );
	do_action( 'elementor-pro/forms/pre_render', $settings, $widget );
	foreach ( $items as $index => $item ) {
		$items[ $index ] = apply_filters( 'elementor_pro/forms/render/item', $item, $index, $widget );
	}
	$before = ob_get_clean();
	// The widget's element: Elementor's classes, then its class controls' values (Advanced → CSS Classes and others).
	$classes = array( 'elementor-element', 'elementor-element-' . $element['id'] );
	foreach ( array( '_css_classes', 'vormgever_placeholders', 'vormgever_float_labels' ) as $control ) {
		if ( ! empty( $settings[ $control ] ) ) {
			$classes[] = $settings[ $control ];
		}
	}
	$html = vg_builder_stand_in_form( VG_ELEMENTOR_STAND_IN_FORM, array() );
	$doc  = new DOMDocument();
	$old  = libxml_use_internal_errors( true );
	$doc->loadHTML( '<?xml encoding="utf-8"?><div id="vg-root">' . $html . '</div>', LIBXML_HTML_NOIMPLIED | LIBXML_HTML_NODEFDTD );
	libxml_clear_errors();
	libxml_use_internal_errors( $old );
	$xpath = new DOMXPath( $doc );
	$cls   = fn( $name ) => "contains(concat(' ', normalize-space(@class), ' '), ' $name ')";
	$root  = $xpath->query( '//*[' . $cls( 'elementor-widget-form' ) . ']' )->item( 0 );
	$root->setAttribute( 'class', implode( ' ', array_merge( $classes, array( 'elementor-button-align-stretch', 'elementor-widget', 'elementor-widget-form' ) ) ) );
	$root->setAttribute( 'data-id', $element['id'] );
	foreach ( $xpath->query( './/input[@name="form_id"]', $root ) as $input ) {
		$input->setAttribute( 'value', $element['id'] );
	}
	// The fixture's own markers out; each item's CSS class value where Pro prints it; the group's attributes.
	foreach ( $xpath->query( './/*[@class]', $root ) as $node ) {
		if ( $node !== $root ) {
			$node->setAttribute( 'class', trim( preg_replace( '/\s+/', ' ', preg_replace( '/(^|\s)(add|end|slide-check|vg-icon-[\w-]+|placeholder)(?=\s|$)/', ' ', $node->getAttribute( 'class' ) ) ) ) );
		}
	}
	foreach ( $items as $index => $item ) {
		$group = $xpath->query( './/*[' . $cls( 'elementor-field-group-' . $item['custom_id'] ) . ']', $root )->item( 0 );
		if ( ! $group ) {
			continue;
		}
		$add = static function ( $node, $classes ) {
			$node->setAttribute( 'class', trim( $node->getAttribute( 'class' ) . ' ' . implode( ' ', (array) $classes ) ) );
		};
		if ( ! empty( $item['css_classes'] ) ) {
			$target = $xpath->query( './/*[' . $cls( 'elementor-acceptance-field' ) . '] | ./input | ./textarea | ./*[' . $cls( 'elementor-select-wrapper' ) . '] | ./*[' . $cls( 'elementor-field-subgroup' ) . ']', $group );
			$target = 'acceptance' === $item['field_type'] ? $xpath->query( './/*[' . $cls( 'elementor-acceptance-field' ) . ']', $group )->item( 0 ) : $target->item( 0 );
			if ( $target ) {
				$add( $target, $item['css_classes'] );
			}
		}
		if ( isset( $widget->attributes[ 'field-group' . $index ]['class'] ) ) {
			$add( $group, $widget->attributes[ 'field-group' . $index ]['class'] );
		}
	}
	$root->setAttribute( 'data-vg-stand-in', VG_ELEMENTOR_STAND_IN_FORM );
	// Pro's output buffer: what the hooks echoed goes in the widget, before its form.
	$html = $doc->saveHTML( $root );
	$at   = strpos( $html, '<form' );
	return substr( $html, 0, $at ) . $before . substr( $html, $at );
}

/** Elements as Elementor prints them (a section's column's widgets; only the widgets the suite uses). */
function vg_elementor_stand_in_elements( $elements ) {
	$html = '';
	foreach ( $elements as $element ) {
		if ( 'widget' !== ( $element['elType'] ?? '' ) ) {
			$html .= '<div class="elementor-element elementor-element-' . esc_attr( $element['id'] ?? '' ) . ' e-' . esc_attr( $element['elType'] ?? '' ) . '">' . vg_elementor_stand_in_elements( $element['elements'] ?? array() ) . '</div>';
		} elseif ( 'form' === $element['widgetType'] ) {
			$html .= vg_elementor_stand_in_form( $element );
		} elseif ( 'template' === $element['widgetType'] ) {
			// The Template widget: the saved template's document, rendered as Elementor renders one.
			$html .= '<div class="elementor-element elementor-widget elementor-widget-template">' . vg_elementor_stand_in_document( absint( $element['settings']['template_id'] ?? 0 ), 'section' ) . '</div>';
		} elseif ( 'login' === $element['widgetType'] ) {
			// Pro's Login widget: an elementor-form of its own (no Form widget's hook).
			$html .= '<div class="elementor-element elementor-widget elementor-widget-login"><form class="elementor-login elementor-form" method="post"><div class="elementor-form-fields-wrapper"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-col-100"><label for="user-login" class="elementor-field-label">Gebruikersnaam</label><input size="1" type="text" name="log" id="user-login" class="elementor-field elementor-field-textual elementor-size-sm"></div></div></form></div>';
		} else {
			$settings = $element['settings'] ?? array();
			$text     = $settings['editor'] ?? ( $settings['text'] ?? '' );
			$link     = '';
			foreach ( vg_elementor_stand_in_popups_named( array( $element ) ) as $popup ) {
				$link = '#' . rawurlencode( 'elementor-action:action=popup:open&settings=' . base64_encode( wp_json_encode( array( 'id' => (string) $popup, 'toggle' => false ) ) ) );
			}
			$html .= '<div class="elementor-element elementor-widget elementor-widget-' . esc_attr( $element['widgetType'] ) . '">' . ( $link ? '<a class="elementor-button" href="' . esc_attr( $link ) . '">' . esc_html( $text ) . '</a>' : wp_kses_post( $text ) ) . '</div>';
		}
	}
	return $html;
}

/**
 * A document as Elementor's get_builder_content() prints it: its data through
 * `elementor/frontend/builder_content_data`, then its elements (or, with the element cache, their HTML
 * stored on the first render, printed again with no widget's hook).
 */
function vg_elementor_stand_in_document( $post_id, $type = 'wp-page' ) {
	$data = vg_elementor_stand_in_data( $post_id );
	vg_elementor_stand_in_record( 'elementor/frontend/builder_content_data ' . $post_id );
	$data = apply_filters( 'elementor/frontend/builder_content_data', $data, $post_id );
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$cache  = isset( $_GET['vg-elementor-cache'] );
	$cached = $cache ? get_post_meta( $post_id, '_vg_elementor_element_cache', true ) : '';
	if ( '' !== $cached ) {
		vg_elementor_stand_in_record( 'element cache hit ' . $post_id );
		$html = $cached;
	} else {
		$html = vg_elementor_stand_in_elements( $data );
		if ( $cache ) {
			update_post_meta( $post_id, '_vg_elementor_element_cache', wp_slash( $html ) );
		}
	}
	// (A popup is hidden until its script opens it, as Pro's stylesheet hides it.)
	return '<!-- Elementor stand-in of the project\'s WordPress suite (not Elementor) --><div data-elementor-type="' . esc_attr( $type ) . '" data-elementor-id="' . absint( $post_id ) . '" class="elementor elementor-' . absint( $post_id ) . '"' . ( 'popup' === $type ? ' hidden' : '' ) . '>' . $html . '</div>';
}

/** Whether the post is built with Elementor. */
function vg_elementor_stand_in_built( $post_id ) {
	return 'builder' === get_post_meta( $post_id, '_elementor_edit_mode', true );
}

/** The popups of this page: its data's Popup tags', and the conditioned ones. */
function vg_elementor_stand_in_page_popups() {
	$popups = array_map( 'absint', (array) get_option( 'vg_elementor_conditioned_popups', array() ) );
	if ( is_singular() && vg_elementor_stand_in_built( get_queried_object_id() ) ) {
		$popups = array_merge( $popups, vg_elementor_stand_in_popups_named( vg_elementor_stand_in_data( get_queried_object_id() ) ) );
	}
	return array_unique( array_filter( $popups ) );
}

// Before <head>: Elementor's page assets for the queried post (priority 20), Pro's for conditioned popups (10).
add_action(
	'wp_enqueue_scripts',
	function () {
		foreach ( (array) get_option( 'vg_elementor_conditioned_popups', array() ) as $popup ) {
			vg_elementor_stand_in_record( 'elementor/post/render ' . absint( $popup ) );
			do_action( 'elementor/post/render', absint( $popup ) );
		}
	},
	10
);
add_action(
	'wp_enqueue_scripts',
	function () {
		if ( is_singular() && vg_elementor_stand_in_built( get_queried_object_id() ) ) {
			vg_elementor_stand_in_record( 'elementor/post/render ' . get_queried_object_id() );
			do_action( 'elementor/post/render', get_queried_object_id() );
		}
	},
	20
);

// The post's content: Elementor's document instead (priority 9, as Elementor; no paragraphs added).
add_filter(
	'the_content',
	function ( $content ) {
		$post_id = get_the_ID();
		if ( ! in_the_loop() || ! vg_elementor_stand_in_built( $post_id ) ) {
			return $content;
		}
		foreach ( array( 'wpautop', 'shortcode_unautop', 'wptexturize' ) as $filter ) {
			remove_filter( 'the_content', $filter );
		}
		return vg_elementor_stand_in_document( $post_id );
	},
	9
);

// The popups, in the footer (Pro's popup location), hidden until their script opens them.
add_action(
	'wp_footer',
	function () {
		foreach ( vg_elementor_stand_in_page_popups() as $popup ) {
			echo vg_elementor_stand_in_document( $popup, 'popup' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}
);

add_action(
	'wp_footer',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( isset( $_GET['vg-record-elementor'] ) ) {
			echo '<script type="application/json" id="vg-elementor-hooks">' . wp_json_encode( $GLOBALS['vg_elementor_stand_in_hooks'] ?? array() ) . '</script>';
		}
	},
	999
);
