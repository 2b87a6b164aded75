<?php
/**
 * The form builders Vormgever restyles, in one list, as Complianz keeps its integrations: each with its
 * label, what says it is active (a constant, class or function it defines), the file that knows its
 * vocabulary on the server (includes/builders/<slug>.php: whether a piece of HTML holds one of its
 * forms, and its own hook that fires when it renders one) and the files its visitors need. Only the
 * files of active builders are loaded; with none active, Vormgever looks for no form at all (lightbox
 * links and consent mode are not forms). loading.php reads this list and never names a builder.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every form builder Vormgever knows, by slug, through the `vormgever_builders` filter.
 *
 * @return array<string, array<string, mixed>>
 */
function vormgever_builders() {
	$builders = array(
		// Its words are those of the entry and of the main stylesheet (vormgever.js, vormgever.css).
		'gravityforms' => array(
			'label'   => 'Gravity Forms',
			'active'  => array( 'class' => 'GFForms' ),
			'file'    => __DIR__ . '/builders/gravityforms.php',
			'form_in' => 'vormgever_gravityforms_form_in',
			'style'   => '',
			'module'  => '',
		),
		'wpforms'      => array(
			'label'   => 'WPForms',
			'active'  => array( 'constant' => 'WPFORMS_VERSION' ),
			'file'    => __DIR__ . '/builders/wpforms.php',
			'form_in' => 'vormgever_wpforms_form_in',
			'style'   => plugins_url( 'builders/wpforms.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/wpforms.js', VORMGEVER_FILE ),
		),
		'fluentform'   => array(
			'label'   => 'Fluent Forms',
			'active'  => array( 'constant' => 'FLUENTFORM_VERSION' ),
			'file'    => __DIR__ . '/builders/fluentform.php',
			'form_in' => 'vormgever_fluentform_form_in',
			'style'   => plugins_url( 'builders/fluentform.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/fluentform.js', VORMGEVER_FILE ),
		),
		'formidable'   => array(
			'label'   => 'Formidable Forms',
			'active'  => array( 'function' => 'load_formidable_forms' ),
			'file'    => __DIR__ . '/builders/formidable.php',
			'form_in' => 'vormgever_formidable_form_in',
			'style'   => plugins_url( 'builders/formidable.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/formidable.js', VORMGEVER_FILE ),
		),
		'ninjaforms'   => array(
			'label'   => 'Ninja Forms',
			'active'  => array( 'class' => 'Ninja_Forms' ),
			'file'    => __DIR__ . '/builders/ninjaforms.php',
			'form_in' => 'vormgever_ninjaforms_form_in',
			'style'   => plugins_url( 'builders/ninjaforms.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/ninjaforms.js', VORMGEVER_FILE ),
		),
		'contactform7' => array(
			'label'   => 'Contact Form 7',
			'active'  => array( 'constant' => 'WPCF7_VERSION' ),
			'file'    => __DIR__ . '/builders/contactform7.php',
			'form_in' => 'vormgever_contactform7_form_in',
			'style'   => plugins_url( 'builders/contactform7.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/contactform7.js', VORMGEVER_FILE ),
		),
		// Elementor Pro's Form widget (Pro Elements, its GPL fork, defines the same constant).
		'elementorform' => array(
			'label'   => 'Elementor Forms',
			'active'  => array( 'constant' => 'ELEMENTOR_PRO_VERSION' ),
			'file'    => __DIR__ . '/builders/elementorform.php',
			'form_in' => 'vormgever_elementorform_form_in',
			'style'   => plugins_url( 'builders/elementorform.css', VORMGEVER_FILE ),
			'module'  => plugins_url( 'builders/elementorform.js', VORMGEVER_FILE ),
		),
	);
	/**
	 * Filters the form builders Vormgever knows. A builder of your own: a slug (lower case, digits,
	 * `-`, `_`) with
	 * - `label`:   its name;
	 * - `active`:  what it defines when it is active (`constant`, `class` and/or `function`: any one found counts);
	 * - `file`:    a PHP file, loaded only while it is active, that defines `form_in` and calls
	 *              vormgever_load_for_form( $slug, $form_id ) from the builder's hook that renders a form;
	 * - `form_in`: a function of a piece of HTML (or post content) that says whether it holds one of its forms;
	 * - `style`:   the URL of Vormgever's stylesheet in its words ('' for vormgever.css, Gravity Forms' words);
	 * - `module`:  the URL of the module that puts its words on the page for vormgever-builders.js
	 *              ('' for none: Gravity Forms' words are in vormgever.js).
	 *
	 * @param array $builders The builders, by slug.
	 */
	$builders = apply_filters( 'vormgever_builders', $builders );
	return is_array( $builders ) ? $builders : array();
}

/**
 * Whether a builder of the list is active: one of the constant, class or function it names exists.
 *
 * @param mixed $active The builder's `active`.
 * @return bool
 */
function vormgever_builder_is_active( $active ) {
	if ( ! is_array( $active ) ) {
		return false;
	}
	foreach ( array( 'constant' => 'defined', 'class' => 'class_exists', 'function' => 'function_exists' ) as $kind => $exists ) {
		if ( isset( $active[ $kind ] ) && is_string( $active[ $kind ] ) && '' !== $active[ $kind ] && $exists( $active[ $kind ] ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The active builders whose file is loaded and whose entry is whole, by slug: each with `label`,
 * `form_in` (callable), `style` and `module` (URLs, or '').
 *
 * @return array<string, array<string, mixed>>
 */
function vormgever_active_builders() {
	static $active = null;
	if ( null !== $active || ! did_action( 'after_setup_theme' ) ) {
		return is_array( $active ) ? $active : array();
	}
	$active = array();
	foreach ( vormgever_builders() as $slug => $builder ) {
		if ( ! is_string( $slug ) || ! preg_match( '/^[a-z0-9_-]+$/', $slug ) || ! is_array( $builder ) || ! isset( $builder['active'] ) || ! vormgever_builder_is_active( $builder['active'] ) ) {
			continue;
		}
		if ( ! empty( $builder['file'] ) && is_string( $builder['file'] ) && is_readable( $builder['file'] ) ) {
			require_once $builder['file'];
		}
		if ( empty( $builder['form_in'] ) || ! is_callable( $builder['form_in'] ) ) {
			continue;
		}
		$active[ $slug ] = array(
			'label'   => isset( $builder['label'] ) && is_string( $builder['label'] ) ? $builder['label'] : $slug,
			'form_in' => $builder['form_in'],
			'style'   => isset( $builder['style'] ) && is_string( $builder['style'] ) ? esc_url_raw( $builder['style'] ) : '',
			'module'  => isset( $builder['module'] ) && is_string( $builder['module'] ) ? esc_url_raw( $builder['module'] ) : '',
		);
	}
	return $active;
}

/**
 * A builder is rendering a form, or (Gravity Forms) has found one in the post content: called from the
 * builder's own hook, in its file of includes/builders/. Outside the front end (a builder's render in
 * wp-admin) loading.php is not there, and nothing is loaded.
 *
 * @param string $builder The builder's slug.
 * @param int    $form_id The form's id, or 0.
 */
function vormgever_load_for_form( $builder, $form_id = 0 ) {
	if ( ! function_exists( 'vormgever_load' ) ) {
		return;
	}
	vormgever_load(
		true,
		array(
			'found'   => 'form',
			'where'   => 'form plugin',
			'builder' => (string) $builder,
			'form_id' => absint( $form_id ),
		)
	);
}

/**
 * Loads the files of the active builders once every plugin and the theme have loaded (a theme may
 * add a builder through the filter), before any form can render.
 */
function vormgever_load_builders() {
	vormgever_active_builders();
}
add_action( 'after_setup_theme', 'vormgever_load_builders', 99 );
