<?php
/**
 * Vormgever's look where pages are built: the block editor's canvas (a form builder's block renders the
 * form's server-side HTML there, as Gravity Forms' Form block does) and Elementor's preview
 * (`?elementor-preview=<post id>`). Only for
 * a user who can edit that post, and only for a post that holds a form. The page-builder script
 * (editor/vormgever-page-builders.js) runs the visitor's rules and adds the visitor stylesheet itself,
 * after its first pass: the stylesheet is never there without the rules. It takes no click and opens
 * no lightbox; nothing of it is saved with the post.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The active form builders with a form in the post: in its content (a shortcode, a block) or in the
 * page builder's data (a shortcode widget, a form widget), by slug.
 *
 * @param WP_Post|null $post The post.
 * @return array<string, array<string, mixed>>
 */
function vormgever_post_form_builders( $post ) {
	if ( ! $post instanceof WP_Post ) {
		return array();
	}
	$data  = get_post_meta( $post->ID, '_elementor_data', true );
	$data  = is_string( $data ) ? str_replace( '\\/', '/', $data ) : '';
	$found = array();
	foreach ( vormgever_active_builders() as $slug => $builder ) {
		if ( call_user_func( $builder['form_in'], $post->post_content ) || ( '' !== $data && call_user_func( $builder['form_in'], $data ) ) ) {
			$found[ $slug ] = $builder;
		}
	}
	return $found;
}

/**
 * Enqueues the page-builder script with what it needs: the stylesheets' addresses (Gravity Forms' words
 * and those of the other builders with a form in the post), the icons' folder, the floating-labels
 * setting and the note for a form that stays hidden in the editor.
 *
 * @param array<string, array<string, mixed>> $builders The builders with a form in the post (vormgever_post_form_builders()).
 */
function vormgever_enqueue_page_builders( $builders ) {
	$settings = vormgever_settings();
	$styles   = array();
	foreach ( $builders as $builder ) {
		if ( '' !== $builder['style'] ) {
			$styles[] = esc_url_raw( add_query_arg( 'ver', VORMGEVER_VERSION, $builder['style'] ) );
		}
	}
	wp_enqueue_script( 'vormgever-page-builders', plugins_url( 'editor/vormgever-page-builders.js', VORMGEVER_FILE ), array(), VORMGEVER_VERSION, array( 'in_footer' => true ) );
	wp_localize_script(
		'vormgever-page-builders',
		'vormgever_page_builders',
		array(
			'stylesheet'         => esc_url_raw( add_query_arg( 'ver', VORMGEVER_VERSION, plugins_url( 'vormgever.css', VORMGEVER_FILE ) ) ),
			// The other builders' stylesheets, for their forms in this post (their words are in the script).
			'builderStylesheets' => $styles,
			'iconsUrl'           => esc_url_raw( plugins_url( 'icons/', VORMGEVER_FILE ) ),
			'floatingLabels'     => $settings['floatingLabels'] ? '1' : '',
			'hiddenForm'         => __( 'This form shows on the page. Gravity Forms shows it once its conditional logic has run, and that happens only on the page itself, not in this editor.', 'vormgever' ),
		)
	);
}

/**
 * The block editor (its canvas, iframed or not, gets what `enqueue_block_assets` enqueues): for a post
 * with the Form block that the user can edit.
 */
function vormgever_block_editor_assets() {
	if ( ! is_admin() ) {
		return;
	}
	$post = get_post();
	if ( ! $post || ! current_user_can( 'edit_post', $post->ID ) ) {
		return;
	}
	$builders = vormgever_post_form_builders( $post );
	if ( $builders ) {
		vormgever_enqueue_page_builders( $builders );
	}
}
add_action( 'enqueue_block_assets', 'vormgever_block_editor_assets' );

/**
 * Elementor's preview of a post with a form, for a user who can edit it (the visitor's script stays
 * out of it: vormgever_is_front_end()).
 */
function vormgever_elementor_preview_assets() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read; the capability decides.
	$post_id = isset( $_GET['elementor-preview'] ) ? absint( $_GET['elementor-preview'] ) : 0;
	if ( ! $post_id || is_admin() || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	/**
	 * Filters the builders whose forms Elementor's preview shows, beyond those with a form in the post:
	 * a builder whose forms are Elementor's own widgets (Elementor Pro's Form widget) is there whatever
	 * the post holds, as its editor may add one at any moment.
	 *
	 * @param array $builders The builders with a form in the post, by slug (vormgever_active_builders()'s entries).
	 * @param int   $post_id  The post in the preview.
	 */
	$builders = apply_filters( 'vormgever_elementor_preview_builders', vormgever_post_form_builders( get_post( $post_id ) ), $post_id );
	if ( is_array( $builders ) && $builders ) {
		vormgever_enqueue_page_builders( $builders );
	}
}
add_action( 'wp_enqueue_scripts', 'vormgever_elementor_preview_assets' );
