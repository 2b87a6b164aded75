<?php
/**
 * Where Vormgever loads: only on a front-end page where it has work. That is a form-builder form, a
 * link Vormgever opens in its lightbox, or consent mode (its bridge listens on every page); the
 * `vormgever_enqueue` filter has the last word. Known before <head> is printed (a builder's own scan
 * of the post content, a block theme's template, the post content itself): the stylesheet goes in
 * <head>. Found later (a classic theme's widget, a form printed by a template): the stylesheet is
 * printed right there in the body, before the form, and the module in the footer. Which builders'
 * forms there are, and so which files: builders.php's list and each builder's file; nothing here
 * names a builder.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Vormgever's script modules on this page so far: `entry` (vormgever.js or vormgever-builders.js, '' before
 * any) and `builders`, the builders whose module is enqueued (slug => true). WordPress 6.5 cannot be asked.
 *
 * @param array<string, mixed> $change What to record.
 * @return array<string, mixed>
 */
function vormgever_modules( $change = array() ) {
	static $modules = array(
		'entry'    => '',
		'builders' => array(),
	);
	if ( isset( $change['entry'] ) ) {
		$modules['entry'] = $change['entry'];
	}
	if ( isset( $change['builder'] ) ) {
		$modules['builders'][ $change['builder'] ] = true;
	}
	return $modules;
}

/**
 * Whether Vormgever is on this page: its entry is enqueued (or, on Gravity Forms' Preview page, which
 * prints the module by hand, its stylesheet).
 *
 * @return bool
 */
function vormgever_on_page() {
	$modules = vormgever_modules();
	return '' !== $modules['entry'] || wp_style_is( 'vormgever', 'enqueued' );
}

/**
 * The handles of Vormgever's stylesheets: `vormgever` (vormgever.css, in Gravity Forms' words, and for
 * pages with lightbox links or consent mode only), and `vormgever-<builder>` for each builder that has
 * a stylesheet of its own (builders/<builder>.css, the whole stylesheet in its words).
 *
 * @return string[]
 */
function vormgever_style_handles() {
	$handles = array( 'vormgever' );
	foreach ( vormgever_active_builders() as $slug => $builder ) {
		if ( '' !== $builder['style'] ) {
			$handles[] = 'vormgever-' . $slug;
		}
	}
	return $handles;
}

/**
 * Whether what was found is on the page already: a builder's form (its stylesheet, and its module where
 * it has one, and an entry), or anything else (the entry and vormgever.css).
 *
 * @param string $builder The builder's slug, or '' for a link, consent mode or nothing.
 * @return bool
 */
function vormgever_has( $builder ) {
	$modules  = vormgever_modules();
	$builders = vormgever_active_builders();
	if ( '' === $builder ) {
		return '' !== $modules['entry'] && wp_style_is( 'vormgever', 'enqueued' );
	}
	$handle   = '' === $builders[ $builder ]['style'] ? 'vormgever' : 'vormgever-' . $builder;
	return '' !== $modules['entry'] && wp_style_is( $handle, 'enqueued' ) && ( '' === $builders[ $builder ]['module'] || isset( $modules['builders'][ $builder ] ) );
}

/**
 * Whether everything Vormgever could load is on the page already (the entry, and every active builder's
 * files): then no HTML needs to be looked at any more.
 *
 * @return bool
 */
function vormgever_has_all() {
	foreach ( array_merge( array( '' ), array_keys( vormgever_active_builders() ) ) as $builder ) {
		if ( ! vormgever_has( $builder ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Enqueues what a page needs for what was found, if the `vormgever_enqueue` filter agrees: a builder's
 * stylesheet and module (before the entry), or for anything else vormgever.css (a lightbox link, consent
 * mode); and the entry, vormgever-builders.js once a builder with a module of its own is on the page,
 * else vormgever.js.
 *
 * @param bool                 $load    Whether Vormgever found work.
 * @param array<string, mixed> $context What was found (`found`: form, link, consent or nothing), and where
 *                                      (`where`), a form's `builder` and `form_id`; `head` is added here.
 */
function vormgever_load( $load, $context ) {
	// Before template_redirect the query (and so is_feed()) is not known: nothing is printed yet anyway.
	if ( ! did_action( 'template_redirect' ) || ! vormgever_is_front_end() ) {
		return;
	}
	$builders = vormgever_active_builders();
	$builder  = isset( $context['builder'] ) && isset( $builders[ $context['builder'] ] ) ? $context['builder'] : '';
	if ( vormgever_has( $builder ) ) {
		return;
	}
	// The styles in <head> are printed at wp_head's priority 8 (wp_enqueue_scripts runs at its 1).
	$context['head'] = ! did_action( 'wp_print_styles' );
	/**
	 * Filters whether Vormgever's stylesheet and module load on this page. Asked when the page is about
	 * to be printed (`found` is "nothing" there when no work was found yet), and again whenever a form or
	 * a lightbox link turns up later, until one answer is true for it (for a form: for its builder).
	 *
	 * @param bool  $load    Whether Vormgever found work.
	 * @param array $context `found` (form, link, consent, nothing), `where` (form plugin, content,
	 *                       block, widget, page builder, page), `head`, and for forms `builder` (its
	 *                       slug: gravityforms, wpforms, fluentform, formidable,
	 *                       ninjaforms, contactform7, elementorform) and `form_id` (where known).
	 */
	if ( ! apply_filters( 'vormgever_enqueue', (bool) $load, $context ) ) {
		return;
	}
	$style   = '' === $builder ? '' : $builders[ $builder ]['style'];
	$handle  = '' === $style ? 'vormgever' : 'vormgever-' . $builder;
	$printed = array();
	if ( ! wp_style_is( $handle, 'enqueued' ) ) {
		wp_enqueue_style( $handle, '' === $style ? plugins_url( 'vormgever.css', VORMGEVER_FILE ) : $style, array(), VORMGEVER_VERSION );
		$printed[] = $handle;
	}
	vormgever_enqueue_modules( '' === $builder ? '' : $builders[ $builder ]['module'], $builder );
	// Found in the body, after the head's styles were printed: the stylesheet goes out here, just
	// before what was found is printed, rather than with the late styles before </body>. A browser
	// paints nothing after an in-body stylesheet until it has loaded, so the form is not painted without it.
	if ( $printed && did_action( 'wp_print_styles' ) && ! did_action( 'wp_print_footer_scripts' ) ) {
		wp_print_styles( $printed );
	}
}

/**
 * Enqueues a builder's module, if it has one, and the entry after every builder module: WordPress prints
 * script modules in the order they were registered (6.5-6.8) or enqueued (6.9+; dependencies would
 * only go to the import map on 6.5). So the entry is registered again, last, whenever a builder's
 * module is added, and it becomes vormgever-builders.js, which finds its builders among the modules
 * that ran before it. The module's handle stays `vormgever` (its tag id `vormgever-js-module`).
 *
 * @param string $module  The builder module's URL, or ''.
 * @param string $builder The builder's slug, or ''.
 */
function vormgever_enqueue_modules( $module, $builder ) {
	$modules = vormgever_modules();
	$added   = '' !== $module && ! isset( $modules['builders'][ $builder ] );
	if ( $added ) {
		wp_enqueue_script_module( 'vormgever-' . $builder, $module, array(), VORMGEVER_VERSION );
		$modules = vormgever_modules( array( 'builder' => $builder ) );
	}
	$entry = $modules['builders'] ? 'vormgever-builders.js' : 'vormgever.js';
	if ( $entry === $modules['entry'] && ! $added ) {
		return;
	}
	if ( '' !== $modules['entry'] ) {
		wp_deregister_script_module( 'vormgever' );
	}
	wp_enqueue_script_module( 'vormgever', 'vormgever.js' === $entry ? plugins_url( 'vormgever.js', VORMGEVER_FILE ) : plugins_url( 'vormgever-builders.js', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	vormgever_modules( array( 'entry' => $entry ) );
}

/**
 * What a piece of HTML (or post content before it is rendered) holds for Vormgever: the slugs of the
 * active builders with a form in it (`forms`), and whether it holds a link Vormgever opens in its
 * lightbox (`link`).
 *
 * @param string $html The HTML.
 * @return array{forms: string[], link: bool}
 */
function vormgever_work_in( $html ) {
	$work = array(
		'forms' => array(),
		'link'  => false,
	);
	if ( ! is_string( $html ) || '' === $html ) {
		return $work;
	}
	foreach ( vormgever_active_builders() as $slug => $builder ) {
		if ( call_user_func( $builder['form_in'], $html ) ) {
			$work['forms'][] = $slug;
		}
	}
	$work['link'] = vormgever_link_in( $html );
	return $work;
}

/**
 * Whether a piece of HTML holds a link Vormgever opens in its lightbox: a lightbox action link (any of
 * its three spellings), a link marked for the lightbox, or a link to an image file while image links
 * open in the lightbox (the default; the page builder's "Image Lightbox" site setting can turn that off).
 *
 * @param string $html The HTML.
 * @return bool
 */
function vormgever_link_in( $html ) {
	if ( false !== stripos( $html, 'elementor-action' ) && preg_match( '/elementor-action(?::|%3a)action(?:=|%3d)lightbox/i', $html ) ) {
		return true;
	}
	if ( preg_match( '/data-elementor-open-lightbox\s*=\s*["\']?yes|data-elementor-lightbox-video/i', $html ) ) {
		return true;
	}
	return vormgever_image_links_open() && 1 === preg_match( '/<a\s[^>]*?\bhref\s*=\s*["\']?[^"\'\s>?#]+\.(?:png|jpe?g|gif|svg|webp|avif)(?:\?[^"\'\s>]*)?(?:["\'\s>]|$)/i', $html );
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
 * Before the page is printed (wp_enqueue_scripts, after a builder's own scan at 11): the forms in the
 * content of the queried posts (a builder's shortcode or block), then consent mode (the bridge), a
 * lightbox link there, or the filter's answer when there is nothing.
 */
function vormgever_load_for_page() {
	global $wp_query;
	$found = array();
	$other = vormgever_consent_bridge() ? 'consent' : '';
	$posts = isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? $wp_query->posts : array();
	foreach ( $posts as $post ) {
		if ( $post instanceof WP_Post ) {
			$work  = vormgever_work_in( $post->post_content );
			$found = array_merge( $found, $work['forms'] );
			$other = '' === $other && $work['link'] ? 'link' : $other;
		}
	}
	foreach ( array_unique( $found ) as $builder ) {
		vormgever_load(
			true,
			array(
				'found'   => 'form',
				'where'   => 'content',
				'builder' => $builder,
			)
		);
	}
	if ( '' !== $other || ! $found ) {
		vormgever_load(
			'' !== $other,
			array(
				'found' => '' === $other ? 'nothing' : $other,
				'where' => 'consent' === $other ? 'page' : 'content',
			)
		);
	}
}
add_action( 'wp_enqueue_scripts', 'vormgever_load_for_page', 20 );

/**
 * Rendered HTML that turns up while the page is being built: the post content, a block (the innermost
 * ones: their parents hold the same HTML), a widget, a page-builder widget. Returned unchanged.
 *
 * @param string $html  The rendered HTML.
 * @param string $where Where it came from.
 * @return string
 */
function vormgever_load_for_html( $html, $where ) {
	if ( vormgever_has_all() || ! did_action( 'template_redirect' ) || ! vormgever_is_front_end() ) {
		return $html;
	}
	$work = vormgever_work_in( $html );
	foreach ( $work['forms'] as $builder ) {
		vormgever_load(
			true,
			array(
				'found'   => 'form',
				'where'   => $where,
				'builder' => $builder,
			)
		);
	}
	if ( $work['link'] ) {
		vormgever_load(
			true,
			array(
				'found' => 'link',
				'where' => $where,
			)
		);
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
	if ( $printed || ! vormgever_on_page() ) {
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
	if ( vormgever_on_page() && vormgever_is_front_end() ) {
		$config = vormgever_config();
		if ( ! empty( $config['floatingLabels'] ) ) {
			$classes[] = 'vg-float-labels';
		}
	}
	return $classes;
}
add_filter( 'body_class', 'vormgever_body_class' );
