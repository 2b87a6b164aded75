<?php
/**
 * Vormgever's settings in Ninja Forms' form builder (3.x): a setting of its own type in a field's
 * Display group ("Show as toggle switch", "Icon") and in the form's Display Settings, Advanced group
 * ("Labels as placeholders", "Floating labels"), each right after Custom Class Names, whose Container
 * and Wrapper class names they write (the builder shows those only in its Developer Mode). The admin
 * script (src/editor/ninjaforms/) fills them; it and its stylesheet load only on the builder, for users
 * who may save forms there. Loaded by editor.php only while Ninja Forms is active.
 *
 * The settings hold no value: a field's or form's model keeps them null, which the builder does not
 * save, so the class names stay the only store (export, import and duplicate carry them).
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The field types that get the setting: those whose choices can be switches and those with a text box
 * or drop-down first (src/editor/ninjaforms/adapter.ts: switchTypes and iconTypes say the same).
 *
 * @return string[]
 */
function vormgever_ninjaforms_field_types() {
	return array(
		'listcheckbox',
		'checkbox',
		'textbox',
		'firstname',
		'lastname',
		'email',
		'phone',
		'number',
		'date',
		'address',
		'address2',
		'city',
		'zip',
		'confirm',
		'spam',
		'password',
		'passwordconfirm',
		'listselect',
		'liststate',
		'listcountry',
		'listmultiselect',
		'textarea',
	);
}

/**
 * Whether the current user may change forms in the builder: what its own save asks
 * (NF_AJAX_Controllers_Form::save, filter `ninja_forms_admin_all_forms_capabilities`).
 *
 * @return bool
 */
function vormgever_ninjaforms_user_may_edit() {
	return current_user_can( apply_filters( 'ninja_forms_admin_all_forms_capabilities', 'manage_options' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Ninja Forms' own filter.
}

/**
 * `$settings` with `$setting` right after Custom Class Names (`classes`), or at the end without it.
 *
 * @param array<string, mixed> $settings The settings, by name.
 * @param array<string, mixed> $setting  Ours.
 * @return array<string, mixed>
 */
function vormgever_ninjaforms_after_classes( $settings, $setting ) {
	$at = array_search( 'classes', array_keys( $settings ), true );
	$at = false === $at ? count( $settings ) : $at + 1;
	return array_slice( $settings, 0, $at, true ) + array( $setting['name'] => $setting ) + array_slice( $settings, $at, null, true );
}

/**
 * The field setting, in the types that take a switch or an icon (Ninja Forms' `ninja_forms_field_load_settings`).
 *
 * @param mixed  $settings   The field type's settings, by name.
 * @param string $field_name The field type.
 * @return mixed
 */
function vormgever_ninjaforms_field_settings( $settings, $field_name ) {
	if ( ! is_array( $settings ) || ! in_array( $field_name, vormgever_ninjaforms_field_types(), true ) || ! vormgever_ninjaforms_user_may_edit() ) {
		return $settings;
	}
	return vormgever_ninjaforms_after_classes(
		$settings,
		array(
			'name'  => 'vormgever',
			'type'  => 'vormgever',
			'width' => 'full',
			'group' => 'display',
		)
	);
}
add_filter( 'ninja_forms_field_load_settings', 'vormgever_ninjaforms_field_settings', 10, 2 );

/**
 * The form setting, in Display Settings' Advanced group (Ninja Forms' `ninja_forms_localize_form_display_settings`).
 *
 * @param mixed $settings The form's display settings, by name.
 * @return mixed
 */
function vormgever_ninjaforms_form_settings( $settings ) {
	if ( ! is_array( $settings ) || ! vormgever_ninjaforms_user_may_edit() ) {
		return $settings;
	}
	return vormgever_ninjaforms_after_classes(
		$settings,
		array(
			'name'  => 'vormgever_form',
			'type'  => 'vormgever_form',
			'width' => 'full',
			'group' => 'advanced',
		)
	);
}
add_filter( 'ninja_forms_localize_form_display_settings', 'vormgever_ninjaforms_form_settings' );

/**
 * The settings' templates (the builder renders `#tmpl-nf-edit-setting-<type>` for a setting of that
 * type): a box the admin script puts the settings in.
 */
function vormgever_ninjaforms_templates() {
	if ( ! vormgever_ninjaforms_user_may_edit() ) {
		return;
	}
	foreach ( array( 'vormgever', 'vormgever_form' ) as $type ) {
		wp_print_inline_script_tag(
			'<div class="vormgever-nf-setting"></div>',
			array(
				'id'   => 'tmpl-nf-edit-setting-' . $type,
				'type' => 'text/template',
			)
		);
	}
}
add_action( 'ninja_forms_builder_templates', 'vormgever_ninjaforms_templates' );

/**
 * The admin script and stylesheet, with the room's words. `nf_admin_enqueue_scripts` fires only on the
 * builder, in its page callback (after the page's head): the script goes in the footer, and WordPress
 * prints the late stylesheet there too.
 */
function vormgever_ninjaforms_enqueue() {
	if ( ! vormgever_ninjaforms_user_may_edit() ) {
		return;
	}
	wp_enqueue_style( 'vormgever-editor-ninjaforms', plugins_url( 'editor/vormgever-editor-ninjaforms.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	wp_enqueue_script( 'vormgever-editor-ninjaforms', plugins_url( 'editor/vormgever-editor-ninjaforms.js', VORMGEVER_FILE ), array( 'nf-builder' ), VORMGEVER_VERSION, true );
	wp_localize_script( 'vormgever-editor-ninjaforms', 'vormgever_editor_strings', vormgever_editor_strings() );
}
add_action( 'nf_admin_enqueue_scripts', 'vormgever_ninjaforms_enqueue' );
