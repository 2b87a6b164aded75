<?php
/**
 * Plugin Name: Gravity Forms stand-in (Vormgever's WordPress suite)
 * Description: Test site only, never shipped. Renders the project's own fixture forms for
 * [gravityform id=N] and the gravityforms/form block (in the block editor too, server-side:
 * gravityforms-stand-in/block.js), and answers their posts as Gravity Forms 2.10 does (an AJAX post
 * gets the postback document: the form again with its errors, or the confirmation). Its output says it is a stand-in (a comment, data-gf-stand-in on the wrapper) and
 * never names Vormgever (the suite looks for that name where Vormgever must stay out).
 * Defines the class GFForms (empty) as the plugin does. Enqueues as the plugin does: at wp_enqueue_scripts for the forms in the queried posts' content,
 * and again when a form renders, firing gform_pre_enqueue_scripts, gform_enqueue_scripts(_N)
 * ($form, $ajax) and gform_post_enqueue_scripts. The script in the page is the demo site's
 * (demo/public/gf-ajax.js): the submit by fetch instead of the hidden iframe, the same re-render
 * (the wrapper's children replaced) and the same render events.
 */
require __DIR__ . '/gravityforms-stand-in/form.php';
require __DIR__ . '/gravityforms-stand-in/submission.php';
require __DIR__ . '/gravityforms-stand-in/preview.php';

// What Gravity Forms defines that says it is active (Vormgever's includes/builders.php asks for it):
// its main class, here without anything in it (nothing else of the plugin is here to call).
if ( ! class_exists( 'GFForms' ) ) {
	class GFForms {
		public static $version = '2.10.2-stand-in';
	}
}
$GLOBALS['vg_stand_in_results'] = array(); // form id => the outcome of a post without AJAX

/** What the plugin's hooks receive as the form object: the few keys a listener reads. */
function vg_stand_in_form_object( VG_Stand_In_Form $form ) {
	return array(
		'id'        => $form->id,
		'title'     => $form->title,
		'cssClass'  => $form->css_class,
		'is_active' => '1',
		'is_trash'  => '0',
		'fields'    => array(),
		'standIn'   => $form->file,
	);
}

/** As GFFormDisplay::enqueue_form_scripts(): the form's script, between the two actions. */
function vg_stand_in_enqueue_form( VG_Stand_In_Form $form, $ajax ) {
	$object = vg_stand_in_form_object( $form );
	do_action( 'gform_pre_enqueue_scripts', $object, $ajax );
	do_action( "gform_pre_enqueue_scripts_{$form->id}", $object, $ajax );
	wp_enqueue_script( 'gform-stand-in', plugins_url( 'gravityforms-stand-in/gf-ajax.js', __FILE__ ), array(), '2.10.2-stand-in', true );
	do_action( 'gform_enqueue_scripts', $object, $ajax );
	do_action( "gform_enqueue_scripts_{$form->id}", $object, $ajax );
}

/** The shortcode's and the block's attributes as the plugin reads them: id, title, description, ajax. */
function vg_stand_in_flag( $value, $default ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	return null === $value || '' === $value ? $default : 'false' !== strtolower( (string) $value );
}

/** The form in its current state: first render, after a post without AJAX, or its confirmation. */
function vg_stand_in_render( $id, $title = true, $description = true, $ajax = false, $outcome = null ) {
	$form = VG_Stand_In_Form::get( $id );
	if ( ! $form ) {
		return '<p class="gform_not_found">Oeps! We konden je formulier niet vinden.</p>';
	}
	vg_stand_in_enqueue_form( $form, $ajax );
	if ( null === $outcome && isset( $GLOBALS['vg_stand_in_results'][ $form->id ] ) ) {
		$outcome = $GLOBALS['vg_stand_in_results'][ $form->id ];
	}
	if ( $outcome && $outcome['confirmed'] ) {
		$anchor = $ajax ? "<div id='gf_{$form->id}' class='gform_anchor' tabindex='-1'></div>" : '';
		return $anchor . "<div id='gform_confirmation_wrapper_{$form->id}' class='gform_confirmation_wrapper " . esc_attr( $form->css_class ) . "' data-gf-stand-in='" . esc_attr( $form->file ) . "'><div id='gform_confirmation_message_{$form->id}' class='gform_confirmation_message_{$form->id} gform_confirmation_message'>Bedankt voor je inzending. We nemen zo snel mogelijk contact met je op.</div></div>";
	}
	$form->set_heading( $title, $description );
	$form->set_ajax( $ajax, $title, $description );
	if ( $outcome ) {
		$form->fill( wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the plugin's forms post without a nonce too
		$form->mark_errors( $outcome['errors'] );
		$form->show_page( $outcome['page'], substr( md5( uniqid( '', true ) ), 0, 13 ) );
	}
	$action = strtok( isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/', '#' );
	return $form->html( esc_url( $action ) );
}

add_action(
	'init',
	function () {
		$shortcode = function ( $attributes ) {
			$attributes = shortcode_atts( array( 'id' => 0, 'title' => true, 'description' => true, 'ajax' => false ), $attributes );
			$ajax       = true === $attributes['ajax'] || 'true' === strtolower( substr( (string) $attributes['ajax'], 0, 4 ) );
			return vg_stand_in_render( (int) $attributes['id'], vg_stand_in_flag( $attributes['title'], true ), vg_stand_in_flag( $attributes['description'], true ), $ajax );
		};
		add_shortcode( 'gravityform', $shortcode );
		add_shortcode( 'gravityforms', $shortcode );
		wp_register_script( 'gform-stand-in-block', plugins_url( 'gravityforms-stand-in/block.js', __FILE__ ), array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-server-side-render' ), '2.10.2-stand-in', true );
		register_block_type(
			'gravityforms/form',
			array(
				'api_version'     => 2,
				'editor_script'   => 'gform-stand-in-block',
				'attributes'      => array(
					'formId'      => array( 'type' => 'string' ),
					'title'       => array( 'type' => 'boolean', 'default' => true ),
					'description' => array( 'type' => 'boolean', 'default' => true ),
					'ajax'        => array( 'type' => 'boolean', 'default' => false ),
					'formPreview' => array( 'type' => 'boolean', 'default' => true ),
				),
				'render_callback' => function ( $attributes ) {
					$html = vg_stand_in_render( (int) $attributes['formId'], $attributes['title'], $attributes['description'], $attributes['ajax'] );
					// As GFFormDisplay::get_form(): the editor's preview (its ServerSideRender asks with
					// attributes[formPreview]=true) is not hidden for conditional logic.
					$asked = isset( $_GET['attributes']['formPreview'] ) ? $_GET['attributes']['formPreview'] : ''; // phpcs:ignore
					return 'true' === $asked ? preg_replace( '/(<div[^>]*\bgform_wrapper\b[^>]*?)\s+style=([\'"])display:\s*none;?\2/', '$1', $html, 1 ) : $html;
				},
			)
		);
	}
);

// A post of a form (the plugin processes it at `wp`): with AJAX, the postback document and nothing else.
add_action(
	'wp',
	function () {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		$form = isset( $_POST['gform_submit'] ) ? VG_Stand_In_Form::get( (int) $_POST['gform_submit'] ) : null;
		if ( ! $form ) {
			return;
		}
		$outcome = vg_stand_in_process( $form, wp_unslash( $_POST ) );
		if ( ! isset( $_POST['gform_ajax'] ) ) {
			$GLOBALS['vg_stand_in_results'][ $form->id ] = $outcome;
			return;
		}
		parse_str( (string) wp_unslash( $_POST['gform_ajax'] ), $ajax );
		// phpcs:enable
		$html = vg_stand_in_render( $form->id, ! empty( $ajax['title'] ), ! empty( $ajax['description'] ), true, $outcome );
		echo "<!DOCTYPE html><html><head><meta charset='UTF-8' /></head><body class='GF_AJAX_POSTBACK'>" . $html . '</body></html>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		exit;
	}
);

// As GFFormDisplay::enqueue_scripts(): the forms found in the queried posts' shortcodes and blocks.
add_action(
	'wp_enqueue_scripts',
	function () {
		global $wp_query;
		foreach ( isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? $wp_query->posts : array() as $post ) {
			$found_forms  = array();
			$found_blocks = array();
			if ( preg_match_all( '/\[gravityforms? +.*?(id=.+?)\]/is', $post->post_content, $matches, PREG_SET_ORDER ) ) {
				foreach ( $matches as $match ) {
					$attributes                            = shortcode_parse_atts( $match[1] );
					$found_forms[ (int) $attributes['id'] ] = array( 'ajax' => isset( $attributes['ajax'] ) && 'true' === strtolower( substr( $attributes['ajax'], 0, 4 ) ) );
				}
			}
			$blocks = parse_blocks( $post->post_content );
			while ( $blocks ) {
				$block  = array_shift( $blocks );
				$blocks = array_merge( $blocks, $block['innerBlocks'] );
				if ( 'gravityforms/form' === $block['blockName'] && ! empty( $block['attrs']['formId'] ) ) {
					$found_blocks[]                                 = $block;
					$found_forms[ (int) $block['attrs']['formId'] ] = array( 'ajax' => ! empty( $block['attrs']['ajax'] ) );
				}
			}
			foreach ( $found_forms as $id => $attributes ) {
				$form = VG_Stand_In_Form::get( $id );
				if ( $form ) {
					vg_stand_in_enqueue_form( $form, $attributes['ajax'] );
				}
			}
			if ( $found_forms ) {
				do_action( 'gform_post_enqueue_scripts', $found_forms, $found_blocks, $post );
			}
		}
	},
	11
);

/** The plugin's template function: gravity_form( $id, $display_title, $display_description, …, $ajax, …, $echo ). */
function gravity_form( $id, $display_title = true, $display_description = true, $display_inactive = false, $field_values = null, $ajax = false, $tabindex = 0, $echo = true ) {
	$html = vg_stand_in_render( (int) $id, $display_title, $display_description, $ajax );
	if ( ! $echo ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
