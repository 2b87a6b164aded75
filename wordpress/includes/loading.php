<?php
/**
 * Where Vormgever loads: only on a front-end page where it has work. That is a form-builder form, a
 * link Vormgever opens in its lightbox, or consent mode (its bridge listens on every page); the
 * `vormgever_enqueue` filter has the last word. Known before <head> is printed (the form plugin's
 * own scan of the post content, a block theme's template, the post content itself): the stylesheet
 * goes in <head>. Found later (a classic theme's widget, a form printed by a template): the stylesheet
 * is printed right there in the body, before the form, and the module in the footer.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the stylesheet and the module once, if the `vormgever_enqueue` filter agrees.
 *
 * @param bool                 $load    Whether Vormgever found work.
 * @param array<string, mixed> $context What was found (`found`: form, link, consent or nothing) and where
 *                                      (`where`), whether <head> is still to come (`head`), and a form's `form_id`.
 */
function vormgever_load( $load, $context ) {
	// Before template_redirect the query (and so is_feed()) is not known: nothing is printed yet anyway.
	if ( wp_style_is( 'vormgever', 'enqueued' ) || ! did_action( 'template_redirect' ) || ! vormgever_is_front_end() ) {
		return;
	}
	// The styles in <head> are printed at wp_head's priority 8 (wp_enqueue_scripts runs at its 1).
	$context['head'] = ! did_action( 'wp_print_styles' );
	/**
	 * Filters whether Vormgever's stylesheet and module load on this page. Asked when the page is about
	 * to be printed (`found` is "nothing" there when no work was found yet), and again whenever a form or
	 * a lightbox link turns up later, until one answer is true.
	 *
	 * @param bool  $load    Whether Vormgever found work.
	 * @param array $context `found` (form, link, consent, nothing), `where` (form plugin, content,
	 *                       block, widget, page builder, page), `head`, and `form_id` for forms.
	 */
	if ( ! apply_filters( 'vormgever_enqueue', (bool) $load, $context ) ) {
		return;
	}
	wp_enqueue_style( 'vormgever', plugins_url( 'vormgever.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	wp_enqueue_script_module( 'vormgever', plugins_url( 'vormgever.js', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	// Found in the body, after the head's styles were printed: the stylesheet goes out here, just
	// before what was found is printed, rather than with the late styles before </body>. A browser
	// paints nothing after an in-body stylesheet until it has loaded, so the form is not painted without it.
	if ( did_action( 'wp_print_styles' ) && ! did_action( 'wp_print_footer_scripts' ) ) {
		wp_print_styles( array( 'vormgever' ) );
	}
}

/**
 * What a piece of HTML (or post content before it is rendered) holds for Vormgever: "form", "link" or
 * an empty string. A form: the form plugin's wrapper, shortcode or block. A link: a lightbox action link
 * (any of its three spellings), a link marked for the lightbox, or a link to an image file while image
 * links open in the lightbox (the default; the page builder's "Image Lightbox" site setting can turn
 * that off).
 *
 * @param string $html The HTML.
 * @return string
 */
function vormgever_work_in( $html ) {
	if ( ! is_string( $html ) || '' === $html ) {
		return '';
	}
	if ( false !== strpos( $html, 'gform_wrapper' ) || false !== strpos( $html, '[gravityform' ) || false !== strpos( $html, 'wp:gravityforms/form' ) ) {
		return 'form';
	}
	if ( false !== stripos( $html, 'elementor-action' ) && preg_match( '/elementor-action(?::|%3a)action(?:=|%3d)lightbox/i', $html ) ) {
		return 'link';
	}
	if ( preg_match( '/data-elementor-open-lightbox\s*=\s*["\']?yes|data-elementor-lightbox-video/i', $html ) ) {
		return 'link';
	}
	if ( vormgever_image_links_open() && preg_match( '/<a\s[^>]*?\bhref\s*=\s*["\']?[^"\'\s>?#]+\.(?:png|jpe?g|gif|svg|webp|avif)(?:\?[^"\'\s>]*)?(?:["\'\s>]|$)/i', $html ) ) {
		return 'link';
	}
	return '';
}

/**
 * Whether a plain link to an image file opens in the lightbox: yes, unless the page builder's site
 * settings turn its "Image Lightbox" off (the script reads the same setting from the page).
 *
 * @return bool
 */
function vormgever_image_links_open() {
	static $open = null;
	if ( null === $open ) {
		$open = true;
		if ( class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->kits_manager )
			&& is_object( \Elementor\Plugin::$instance->kits_manager )
			&& method_exists( \Elementor\Plugin::$instance->kits_manager, 'get_current_settings' ) ) {
			$open = 'yes' === \Elementor\Plugin::$instance->kits_manager->get_current_settings( 'global_image_lightbox' );
		}
	}
	return $open;
}

/**
 * Before the page is printed (wp_enqueue_scripts, after the form plugin's own scan at 11): the consent bridge,
 * or work in the content of the queried posts (a form's shortcode or block, a lightbox link), or the
 * filter's answer when there is none.
 */
function vormgever_load_for_page() {
	global $wp_query;
	$found = vormgever_consent_bridge() ? 'consent' : '';
	$posts = isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? $wp_query->posts : array();
	foreach ( $posts as $post ) {
		if ( '' === $found && $post instanceof WP_Post ) {
			$found = vormgever_work_in( $post->post_content );
		}
	}
	vormgever_load(
		'' !== $found,
		array(
			'found' => '' === $found ? 'nothing' : $found,
			'where' => 'consent' === $found ? 'page' : 'content',
		)
	);
}
add_action( 'wp_enqueue_scripts', 'vormgever_load_for_page', 20 );

/**
 * The form plugin enqueues a form's scripts: for the forms it finds in the post content (at
 * wp_enqueue_scripts), and for every form it renders.
 *
 * @param array $form The form.
 */
function vormgever_load_for_form( $form ) {
	vormgever_load(
		true,
		array(
			'found'   => 'form',
			'where'   => 'form plugin',
			'form_id' => is_array( $form ) && isset( $form['id'] ) ? absint( $form['id'] ) : 0,
		)
	);
}
add_action( 'gform_enqueue_scripts', 'vormgever_load_for_form' );

/**
 * Rendered HTML that turns up while the page is being built: the post content, a block (the innermost
 * ones: their parents hold the same HTML), a widget, a page-builder widget. Returned unchanged.
 *
 * @param string $html  The rendered HTML.
 * @param string $where Where it came from.
 * @return string
 */
function vormgever_load_for_html( $html, $where ) {
	if ( ! wp_style_is( 'vormgever', 'enqueued' ) && did_action( 'template_redirect' ) && vormgever_is_front_end() ) {
		$found = vormgever_work_in( $html );
		if ( '' !== $found ) {
			vormgever_load(
				true,
				array(
					'found' => $found,
					'where' => $where,
				)
			);
		}
	}
	return $html;
}

/**
 * The post content, as rendered.
 *
 * @param string $html The content.
 * @return string
 */
function vormgever_content_filter( $html ) {
	return vormgever_load_for_html( $html, 'content' );
}
add_filter( 'the_content', 'vormgever_content_filter', 999 );

/**
 * A block, as rendered (innermost blocks only).
 *
 * @param string $html  The block's HTML.
 * @param array  $block The block.
 * @return string
 */
function vormgever_block_filter( $html, $block ) {
	return empty( $block['innerBlocks'] ) ? vormgever_load_for_html( $html, 'block' ) : $html;
}
add_filter( 'render_block', 'vormgever_block_filter', 999, 2 );

/**
 * A classic widget's text, a block widget, a custom HTML widget.
 *
 * @param string $html The widget's HTML.
 * @return string
 */
function vormgever_widget_filter( $html ) {
	return vormgever_load_for_html( $html, 'widget' );
}
add_filter( 'widget_text', 'vormgever_widget_filter', 999 );
add_filter( 'widget_block_content', 'vormgever_widget_filter', 999 );
add_filter( 'widget_custom_html_content', 'vormgever_widget_filter', 999 );

/**
 * A page-builder widget, as rendered (its header and footer templates included).
 *
 * @param string $html The widget's HTML.
 * @return string
 */
function vormgever_page_builder_filter( $html ) {
	return vormgever_load_for_html( $html, 'page builder' );
}
add_filter( 'elementor/widget/render_content', 'vormgever_page_builder_filter', 999 );

/**
 * The config as JSON, in <head> when Vormgever was enqueued by then, else in the footer before the
 * module. Only when there is something to say. Every <, >, &, ' and " in a value is written as \u00XX,
 * so no stored or filtered value can close the element.
 */
function vormgever_print_config() {
	static $printed = false;
	if ( $printed || ! wp_style_is( 'vormgever', 'enqueued' ) ) {
		return;
	}
	$printed = true;
	$config  = vormgever_config();
	if ( ! $config ) {
		return;
	}
	$json = wp_json_encode( (object) $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
	if ( false === $json ) {
		return;
	}
	wp_print_inline_script_tag(
		$json,
		array(
			'type' => 'application/json',
			'id'   => 'vormgever-config',
		)
	);
}
add_action( 'wp_head', 'vormgever_print_config', 5 );
add_action( 'wp_footer', 'vormgever_print_config', 5 );

/**
 * `vg-float-labels` on <body> when floating labels are on and Vormgever is on the page, so the
 * stylesheet floats them from the first paint.
 *
 * @param string[] $classes The body classes.
 * @return string[]
 */
function vormgever_body_class( $classes ) {
	if ( wp_style_is( 'vormgever', 'enqueued' ) && vormgever_is_front_end() ) {
		$config = vormgever_config();
		if ( ! empty( $config['floatingLabels'] ) ) {
			$classes[] = 'vg-float-labels';
		}
	}
	return $classes;
}
add_filter( 'body_class', 'vormgever_body_class' );
