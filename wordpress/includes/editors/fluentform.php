<?php
/**
 * Vormgever's settings in Fluent Forms' editor (6.x, a Vue application; read in 6.2.2's source), through
 * its own extension points: a setting of its own placed right after each field's Container Class
 * (`fluentform/editor_element_settings_placement`), drawn by a component the admin script registers
 * (`CustomSettingsField`, `window.ffEditorOptionsCustomComponents`: src/editor/fluentform/). The editor
 * shows a setting only on a field that holds its key, so the fields get the key as the editor loads
 * them (`fluentform/editor_init_element_<element>`): before the editor reads them, so its
 * unsaved-changes check is not tripped (a field added later gets it from the admin script), and taken
 * out again as the form is saved (`fluentform/form_fields_update`). What is stored is the field's
 * Container Class and nothing else.
 * The form's settings screen: fluentform-settings.php. Loaded by editor.php only while Fluent Forms is
 * active.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/fluentform-settings.php';

/**
 * The key of Vormgever's setting in a field's settings, while the editor is open (never saved).
 *
 * @return string
 */
function vormgever_fluentform_setting_key() {
	return 'vormgever';
}

/**
 * Whether the current user may edit this Fluent Forms form (its own rule for its editor and settings).
 *
 * @param int $form_id The form.
 * @return bool
 */
function vormgever_fluentform_user_may_edit( $form_id ) {
	$acl = '\FluentForm\App\Modules\Acl\Acl';
	if ( $form_id > 0 && method_exists( $acl, 'hasPermission' ) ) {
		return (bool) call_user_func( array( $acl, 'hasPermission' ), 'fluentform_forms_manager', $form_id );
	}
	return current_user_can( 'manage_options' );
}

/**
 * Whether the form is a conversational form (another renderer, which Vormgever does not restyle).
 *
 * @param int $form_id The form.
 * @return bool
 */
function vormgever_fluentform_is_conversational( $form_id ) {
	$helper = '\FluentForm\App\Helpers\Helper';
	return $form_id > 0 && method_exists( $helper, 'isConversionForm' ) && (bool) call_user_func( array( $helper, 'isConversionForm' ), $form_id );
}

/**
 * The form's Extra CSS Form Class (`formSettings.form_extra_css_class`), '' when it has none.
 *
 * @param int $form_id The form.
 * @return string
 */
function vormgever_fluentform_form_class( $form_id ) {
	$helper = '\FluentForm\App\Helpers\Helper';
	if ( ! method_exists( $helper, 'getFormMeta' ) ) {
		return '';
	}
	$settings = call_user_func( array( $helper, 'getFormMeta' ), $form_id, 'formSettings', array(), true );
	return is_array( $settings ) && isset( $settings['form_extra_css_class'] ) && is_string( $settings['form_extra_css_class'] ) ? $settings['form_extra_css_class'] : '';
}

/**
 * The admin script and stylesheet on the editor, for users who may edit the form, with the room's
 * words and the form's class (the canvas shows its placeholders). Fluent Forms fires this on its
 * editor route only, before it prints the form to its script.
 *
 * @param object $form The form being edited.
 */
function vormgever_fluentform_editor_assets( $form ) {
	$form_id = is_object( $form ) && isset( $form->id ) ? absint( $form->id ) : 0;
	if ( ! $form_id || ! vormgever_fluentform_user_may_edit( $form_id ) || vormgever_fluentform_is_conversational( $form_id ) ) {
		return;
	}
	vormgever_fluentform_enqueue( array( 'formClass' => vormgever_fluentform_form_class( $form_id ) ) );
	// Every kind of field of this form gets the setting's key as the editor loads it (the hook is per kind).
	foreach ( vormgever_fluentform_kinds( isset( $form->form_fields ) ? json_decode( (string) $form->form_fields, true ) : null ) as $kind ) {
		add_filter( 'fluentform/editor_init_element_' . $kind, 'vormgever_fluentform_with_setting' );
	}
	add_filter( 'fluentform/editor_element_settings_placement', 'vormgever_fluentform_placements' );
	add_filter( 'fluentform/editor_element_customization_settings', 'vormgever_fluentform_setting_definition' );
}
add_action( 'fluentform/loading_editor_assets', 'vormgever_fluentform_editor_assets' );

/**
 * Enqueues the admin script (before Fluent Forms' own, which needs none of it: on the settings screen
 * its app looks for Vormgever's component as it starts) and stylesheet, with their words.
 *
 * @param array<string, mixed> $data What the script needs of this screen.
 */
function vormgever_fluentform_enqueue( $data ) {
	wp_enqueue_script( 'vormgever-editor-fluentform', plugins_url( 'editor/vormgever-editor-fluentform.js', VORMGEVER_FILE ), array(), VORMGEVER_VERSION, true );
	wp_localize_script( 'vormgever-editor-fluentform', 'vormgever_editor_strings', vormgever_editor_strings() );
	wp_localize_script( 'vormgever-editor-fluentform', 'vormgever_fluentform', $data );
	wp_enqueue_style( 'vormgever-editor-fluentform', plugins_url( 'editor/vormgever-editor-fluentform.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
}

/**
 * The kinds of field (`element`) in a form's fields, those in its column containers included.
 *
 * @param mixed $fields The form's fields (`form_fields`, decoded).
 * @return string[]
 */
function vormgever_fluentform_kinds( $fields ) {
	$kinds = array();
	$walk  = function ( $list ) use ( &$walk, &$kinds ) {
		foreach ( is_array( $list ) ? $list : array() as $field ) {
			if ( ! is_array( $field ) ) {
				continue;
			}
			if ( isset( $field['element'] ) && is_string( $field['element'] ) && preg_match( '/^[a-z0-9_]+$/', $field['element'] ) ) {
				$kinds[ $field['element'] ] = true;
			}
			foreach ( isset( $field['columns'] ) && is_array( $field['columns'] ) ? $field['columns'] : array() as $column ) {
				$walk( is_array( $column ) && isset( $column['fields'] ) ? $column['fields'] : array() );
			}
		}
	};
	$walk( is_array( $fields ) && isset( $fields['fields'] ) ? $fields['fields'] : array() );
	return array_keys( $kinds );
}

/**
 * A field with Vormgever's setting's key, if it has a Container Class (and the fields in its columns).
 *
 * @param mixed $field A field as the editor gets it.
 * @return mixed
 */
function vormgever_fluentform_with_setting( $field ) {
	if ( ! is_array( $field ) ) {
		return $field;
	}
	$key = vormgever_fluentform_setting_key();
	if ( isset( $field['settings'] ) && is_array( $field['settings'] ) && array_key_exists( 'container_class', $field['settings'] ) && ! array_key_exists( $key, $field['settings'] ) ) {
		$field['settings'][ $key ] = '';
	}
	foreach ( isset( $field['columns'] ) && is_array( $field['columns'] ) ? array_keys( $field['columns'] ) : array() as $column ) {
		if ( isset( $field['columns'][ $column ]['fields'] ) && is_array( $field['columns'][ $column ]['fields'] ) ) {
			$field['columns'][ $column ]['fields'] = array_map( 'vormgever_fluentform_with_setting', $field['columns'][ $column ]['fields'] );
		}
	}
	return $field;
}

/**
 * Vormgever's setting right after the Container Class, in whichever list of a field's settings holds it.
 *
 * @param mixed $placements Each kind of field's settings lists.
 * @return mixed
 */
function vormgever_fluentform_placements( $placements ) {
	if ( ! is_array( $placements ) ) {
		return $placements;
	}
	$key = vormgever_fluentform_setting_key();
	foreach ( $placements as $kind => $lists ) {
		foreach ( array( 'general', 'advanced' ) as $list ) {
			$settings = is_array( $lists ) && isset( $lists[ $list ] ) && is_array( $lists[ $list ] ) ? $lists[ $list ] : array();
			$at       = array_search( 'container_class', $settings, true );
			if ( false !== $at && ! in_array( $key, $settings, true ) ) {
				array_splice( $settings, $at + 1, 0, array( $key ) );
				$placements[ $kind ][ $list ] = $settings;
				break;
			}
		}
	}
	return $placements;
}

/**
 * What the editor draws for the setting: Vormgever's component (`CustomSettingsField`).
 *
 * @param mixed $settings Every setting's definition, by key.
 * @return mixed
 */
function vormgever_fluentform_setting_definition( $settings ) {
	if ( is_array( $settings ) ) {
		$settings[ vormgever_fluentform_setting_key() ] = array(
			'template'      => 'CustomSettingsField',
			'componentName' => 'vormgever',
			'label'         => 'Vormgever',
		);
	}
	return $settings;
}

/**
 * The form's fields as they are saved, without the setting's key (from the editor, or an import of a
 * form saved by another version): only the Container Class is stored.
 *
 * @param mixed $form_fields The fields, as JSON.
 * @return mixed
 */
function vormgever_fluentform_without_setting( $form_fields ) {
	if ( ! is_string( $form_fields ) || false === strpos( $form_fields, '"' . vormgever_fluentform_setting_key() . '":' ) ) {
		return $form_fields;
	}
	// As objects: an empty {} stays an object, as the editor sent it.
	$fields = json_decode( $form_fields );
	if ( ! is_object( $fields ) ) {
		return $form_fields;
	}
	$found = false;
	vormgever_fluentform_strip( $fields, $found );
	return $found ? wp_json_encode( $fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : $form_fields;
}
add_filter( 'fluentform/form_fields_update', 'vormgever_fluentform_without_setting', 20 );

/**
 * Takes the setting's key out of every field's settings under `$value`.
 *
 * @param mixed $value A part of the form's fields (objects and lists).
 * @param bool  $found Set when a key was taken out.
 */
function vormgever_fluentform_strip( $value, &$found ) {
	$key = vormgever_fluentform_setting_key();
	if ( is_object( $value ) && isset( $value->element, $value->settings ) && is_object( $value->settings ) && property_exists( $value->settings, $key ) ) {
		unset( $value->settings->$key );
		$found = true;
	}
	if ( is_object( $value ) || is_array( $value ) ) {
		foreach ( $value as $child ) {
			if ( is_object( $child ) || is_array( $child ) ) {
				vormgever_fluentform_strip( $child, $found );
			}
		}
	}
}
