<?php
/**
 * Elementor Pro's Form widget's vocabulary on the server (read in Pro Elements 3.33.1, Elementor Pro's GPL
 * fork, and Elementor 3.32.4 and 4.2.3): the widget's type in Elementor's data (`"widgetType":"form"`) and
 * its rendered form (`div.elementor-widget-form`, whose widget content is `<form class="elementor-form">`:
 * the Login widget's is `class="elementor-login elementor-form"`). The widget leaves nothing in the post
 * content, so Vormgever learns of it from Elementor's own hooks, each with the document's data in hand:
 * - `elementor/post/render` (before <head>: Elementor's page assets for the queried post, and Pro's for
 *   every template of a theme location, its conditioned popups too): the post's data, with the templates,
 *   global widgets and popups it names;
 * - `elementor/frontend/builder_content_data` (each document Elementor renders, before its elements, also
 *   when its element cache serves their HTML and no widget's render hook runs): an echo there lands before
 *   the document, a popup's too (which the popup's script takes out of the page and builds anew on every
 *   open: the stylesheet stays);
 * - `elementor-pro/forms/pre_render`, the widget's own, in its output just before the <form> (never in the
 *   editor, nor from the element cache).
 * Vormgever's own controls in the widget: elementorform-controls.php. Loaded only while Elementor Pro (or
 * Pro Elements) is active (builders.php).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/elementorform-controls.php';

/**
 * Whether a piece of HTML, or Elementor's data as JSON, holds a Form widget.
 *
 * @param string $html The HTML or data.
 * @return bool
 */
function vormgever_elementorform_form_in( $html ) {
	return false !== strpos( $html, 'elementor-widget-form' ) || false !== strpos( $html, 'class="elementor-form"' ) || 1 === preg_match( '/"widgetType"\s*:\s*"form"/', $html );
}

/**
 * A post's Elementor data (its elements), or an empty list.
 *
 * @param int $post_id The post (a page, a template, a popup, a global widget).
 * @return array
 */
function vormgever_elementorform_data( $post_id ) {
	$data = get_post_meta( absint( $post_id ), '_elementor_data', true );
	if ( is_string( $data ) ) {
		$data = json_decode( $data, true );
	}
	return is_array( $data ) ? $data : array();
}

/**
 * The posts an element's settings name for Elementor to render with it: a template (the Template
 * widget), a global widget's own, a popup (a link's Popup dynamic tag, a form's Popup action).
 *
 * @param array $element The element.
 * @return int[]
 */
function vormgever_elementorform_named_posts( $element ) {
	$settings = isset( $element['settings'] ) && is_array( $element['settings'] ) ? $element['settings'] : array();
	$named    = array();
	if ( isset( $element['widgetType'] ) && 'global' === $element['widgetType'] && isset( $element['templateID'] ) ) {
		$named[] = absint( $element['templateID'] );
	}
	if ( isset( $settings['template_id'] ) && is_scalar( $settings['template_id'] ) ) {
		$named[] = absint( $settings['template_id'] );
	}
	if ( isset( $settings['popup_action_popup_id'] ) && is_scalar( $settings['popup_action_popup_id'] ) ) {
		$named[] = absint( $settings['popup_action_popup_id'] );
	}
	// A Popup dynamic tag: [elementor-tag id="…" name="popup" settings="<JSON, URL-encoded>"].
	if ( isset( $settings['__dynamic__'] ) && is_array( $settings['__dynamic__'] ) ) {
		foreach ( $settings['__dynamic__'] as $tag ) {
			if ( is_string( $tag ) && preg_match( '/name="popup" settings="([^"]*)"/', $tag, $match ) ) {
				$tag_settings = json_decode( rawurldecode( $match[1] ), true );
				if ( is_array( $tag_settings ) && isset( $tag_settings['popup'] ) && is_scalar( $tag_settings['popup'] ) ) {
					$named[] = absint( $tag_settings['popup'] );
				}
			}
		}
	}
	return array_filter( $named );
}

/**
 * Whether Elementor elements hold a Form widget: themselves, or the templates, global widgets and popups
 * they name (each post looked at once).
 *
 * @param array $elements Elementor's elements.
 * @param int[] $seen     The posts looked at so far.
 * @return bool
 */
function vormgever_elementorform_in_elements( $elements, array &$seen = array() ) {
	foreach ( $elements as $element ) {
		if ( ! is_array( $element ) ) {
			continue;
		}
		if ( isset( $element['widgetType'] ) && 'form' === $element['widgetType'] ) {
			return true;
		}
		foreach ( vormgever_elementorform_named_posts( $element ) as $post_id ) {
			if ( ! isset( $seen[ $post_id ] ) ) {
				$seen[ $post_id ] = true;
				if ( vormgever_elementorform_in_elements( vormgever_elementorform_data( $post_id ), $seen ) ) {
					return true;
				}
			}
		}
		if ( ! empty( $element['elements'] ) && is_array( $element['elements'] ) && vormgever_elementorform_in_elements( $element['elements'], $seen ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Elementor is about to render a document's elements (before its element cache): a Form widget among them
 * loads Vormgever's files for it, before the document is printed. Returned unchanged.
 *
 * @param mixed $data    The document's elements.
 * @param int   $post_id The document.
 * @return mixed
 */
function vormgever_elementorform_content_data( $data, $post_id = 0 ) {
	// Only where Vormgever loads (loading.php: the front end), and only until it has.
	if ( ! function_exists( 'vormgever_has' ) || ! is_array( $data ) || vormgever_has( 'elementorform' ) ) {
		return $data;
	}
	$seen = array( absint( $post_id ) => true );
	if ( vormgever_elementorform_in_elements( $data, $seen ) ) {
		vormgever_load_for_form( 'elementorform' );
	}
	return $data;
}
add_filter( 'elementor/frontend/builder_content_data', 'vormgever_elementorform_content_data', 20, 2 );

/**
 * Elementor enqueues a document's page assets before <head> (the queried post; Pro: each template of a
 * theme location, conditioned popups among them).
 *
 * @param int $post_id The document.
 */
function vormgever_elementorform_post_render( $post_id ) {
	vormgever_elementorform_content_data( vormgever_elementorform_data( $post_id ), $post_id );
}
add_action( 'elementor/post/render', 'vormgever_elementorform_post_render' );

/**
 * The widget is about to print its form (its own hook, in its output: an echo lands just before the form).
 */
function vormgever_elementorform_rendered() {
	vormgever_load_for_form( 'elementorform' );
}
add_action( 'elementor-pro/forms/pre_render', 'vormgever_elementorform_rendered' );
