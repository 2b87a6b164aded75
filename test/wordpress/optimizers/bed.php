<?php
/**
 * Must-use plugin of optimizers.test.mjs only (installed for that file, removed after it; never shipped):
 * stand-ins of what two performance plugins do to a page, each switched on by the query and "active"
 * by the constant the real one defines (defined here, before the plugins load, as theirs would be).
 * - ?vg-optimizer=combine: SiteGround Optimizer's "Combine JavaScript" (read from its Js_Combinator):
 *   every classic script, the site's files and inline ones, whose id is not on
 *   `sgo_javascript_combine_exclude_ids` is pasted in document order into one classic script, loaded
 *   deferred before </body>.
 * - ?vg-optimizer=move: WP-Optimize's minify of script modules (read from its
 *   process_script_modules()): a module whose file name does not end in .min.js is served from its
 *   cache folder, as wpo-minify-<id>.min.js.
 */

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$vg_optimizer = isset( $_GET['vg-optimizer'] ) ? sanitize_key( wp_unslash( $_GET['vg-optimizer'] ) ) : '';

/** A URL of this site as its file (or '' when it is none). */
function vg_optimizer_file( $src ) {
	$path = wp_parse_url( $src, PHP_URL_PATH );
	$file = $path ? ABSPATH . ltrim( $path, '/' ) : '';
	return $file && is_file( $file ) ? $file : '';
}

if ( 'combine' === $vg_optimizer ) {
	define( 'SiteGround_Optimizer\VERSION', 'stand-in' );
	add_action(
		'template_redirect',
		function () {
			ob_start(
				function ( $html ) {
					$excluded = apply_filters( 'sgo_javascript_combine_exclude_ids', array( '@wordpress/block-library/navigation-js-module' ) );
					$code     = '';
					// In document order: every script file of the site, whatever its type (a module too: hence the
					// list of ids to leave out), and the inline classic scripts (the real one pastes those too: its
					// filter sgo_javascript_combine_excluded_inline_content); JSON and import maps stay.
					preg_match_all( '~<script\b([^>]*)>(.*?)</script>~is', $html, $tags, PREG_SET_ORDER );
					foreach ( $tags as $tag ) {
						if ( preg_match( '/id="([^"]+)"/', $tag[1], $id ) && in_array( $id[1], $excluded, true ) ) {
							continue;
						}
						if ( preg_match( '~\bsrc=["\']([^"\']+\.js(?:\?[^"\']*)?)["\']~i', $tag[1], $src ) ) {
							$file = vg_optimizer_file( $src[1] );
							if ( ! $file ) {
								continue;
							}
							$code .= file_get_contents( $file ) . ";\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions
						} elseif ( '' !== trim( $tag[2] ) && ! preg_match( '/\btype=["\']?(?!text\/javascript)[^"\'\s>]+/i', $tag[1] ) ) {
							$code .= $tag[2] . ";\n";
						} else {
							continue;
						}
						$html = str_replace( $tag[0], '', $html );
					}
					$uploads = wp_upload_dir();
					file_put_contents( $uploads['basedir'] . '/vg-combined.js', $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions
					return str_replace( '</body>', '<script defer src="' . esc_url( $uploads['baseurl'] . '/vg-combined.js' ) . '"></script></body>', $html );
				}
			);
		}
	);
}

if ( 'move' === $vg_optimizer ) {
	define( 'WPO_VERSION', 'stand-in' );
	add_action(
		'template_redirect',
		function () {
			ob_start(
				function ( $html ) {
					preg_match_all( '~<script\b[^>]*type=["\']module["\'][^>]*>~i', $html, $tags );
					foreach ( $tags[0] as $tag ) {
						if ( ! preg_match( '/\bsrc=["\']([^"\']+)["\']/', $tag, $src ) || ! preg_match( '/\bid=["\']([^"\']+)["\']/', $tag, $id ) ) {
							continue;
						}
						$file = vg_optimizer_file( $src[1] );
						if ( ! $file || preg_match( '/\.min\.js$/i', $file ) ) {
							continue;
						}
						$folder = WP_CONTENT_DIR . '/cache/wpo-minify/stand-in';
						wp_mkdir_p( $folder );
						copy( $file, $folder . '/wpo-minify-' . $id[1] . '.min.js' );
						$html = str_replace( $src[1], content_url( '/cache/wpo-minify/stand-in/wpo-minify-' . $id[1] . '.min.js' ), $html );
					}
					return $html;
				}
			);
		}
	);
}
