<?php
/**
 * Every string a visitor sees or hears from Vormgever (the lightbox's buttons and their names, the
 * dialog's name, the slide announcements, the counter), in the text domain `vormgever`: the English
 * source strings are the script's built-in English (src/settings/labels.ts, the same keys), so that
 * translate.wordpress.org finds them here and a language pack brings them to any site. The page gets
 * them in `vormgever-config` as `strings` (includes/loading.php) where they are in the site's language.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The visitor strings, translated into the current locale. `{n}` and `{total}` are filled in by the
 * script; a translation keeps them.
 *
 * @return array<string, string>
 */
function vormgever_visitor_strings() {
	return array(
		/* translators: The name of the dialog that shows pictures and videos over the page. */
		'lightbox'        => __( 'Lightbox', 'vormgever' ),
		/* translators: Announced when a slide shows: {n} is its number, {total} the number of slides. */
		'slideOf'         => __( 'Image {n} of {total}', 'vormgever' ),
		/* translators: The slide counter: {n} is the slide's number, {total} the number of slides. */
		'slideCounter'    => __( '{n} / {total}', 'vormgever' ),
		'close'           => __( 'Close', 'vormgever' ),
		/* translators: A button: the previous slide. */
		'previous'        => __( 'Previous', 'vormgever' ),
		/* translators: A button: the next slide. */
		'next'            => __( 'Next', 'vormgever' ),
		'fullscreen'      => __( 'Fullscreen', 'vormgever' ),
		'zoom'            => __( 'Zoom', 'vormgever' ),
		/* translators: A button that opens the share menu. */
		'share'           => __( 'Share', 'vormgever' ),
		'shareOnFacebook' => __( 'Share on Facebook', 'vormgever' ),
		'shareOnX'        => __( 'Share on X', 'vormgever' ),
		/* translators: A link that pins the picture on Pinterest. */
		'pinIt'           => __( 'Pin it', 'vormgever' ),
		'downloadImage'   => __( 'Download image', 'vormgever' ),
		/* translators: The name of a video that has no title of its own. */
		'playVideo'       => __( 'Play Video', 'vormgever' ),
	);
}

/**
 * The visitor strings for the page, when Vormgever is translated into the site's language (a language
 * pack, or the Dutch translation in the plugin's languages/ folder); else none, and the script uses its
 * built-in English (English sites) or Dutch: a site whose language Vormgever does not speak yet gets
 * one language throughout, not English words beside the page builder's translated ones.
 *
 * @return array<string, string>
 */
function vormgever_site_strings() {
	$strings = vormgever_visitor_strings();
	return is_textdomain_loaded( 'vormgever' ) ? $strings : array();
}
