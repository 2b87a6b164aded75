<?php
/**
 * Vormgever's own controls in Elementor Pro's Form widget, in Elementor's own control types, stored in the
 * widget's settings (so templates, copy and paste, export and import, revisions and global widgets keep
 * them): in each field item of Form Fields, "Show as toggle switch" (checkbox and acceptance) and "Icon"
 * (text-like fields, select, textarea: Vormgever's picker, a control type of its own); for the widget,
 * "Labels as placeholders" and "Floating labels", which Elementor itself puts on the widget's element
 * (`prefix_class`, as its Advanced → CSS Classes). The widget's render adds each field's markers to its
 * field group's classes (`elementor_pro/forms/render/item`), never replacing them; in the editor the
 * widget's JavaScript template gets them through Pro's own filter there (editor/vormgever-editor-elementorform.js),
 * on the field item's CSS class value. Its preview: page-builders.php, with this builder's words.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/** The icon picker's control type (class-vormgever-elementor-icon-control.php). */
const VORMGEVER_ELEMENTORFORM_ICON_CONTROL = 'vormgever_icon';

/** The field types that take a switch. */
const VORMGEVER_ELEMENTORFORM_SWITCHES = array( 'checkbox', 'acceptance' );

/** The field types that take an icon: text-like ones (as the script's text controls), select, textarea. */
const VORMGEVER_ELEMENTORFORM_ICONS = array( 'text', 'email', 'textarea', 'url', 'tel', 'number', 'password', 'date', 'select' );

/**
 * Registers the icon picker's control type (its class only once Elementor's are there).
 *
 * @param object $controls_manager Elementor's controls manager.
 */
function vormgever_elementorform_register_control( $controls_manager ) {
	require_once __DIR__ . '/class-vormgever-elementor-icon-control.php';
	$controls_manager->register( new Vormgever_Elementor_Icon_Control() );
}
add_action( 'elementor/controls/register', 'vormgever_elementorform_register_control' );

/**
 * Adds Vormgever's controls to the widget's Form Fields section: the field items' two after their own
 * (in their Content tab), the widget's two after Show Label.
 *
 * @param object $widget The Form widget (ElementorPro\Modules\Forms\Widgets\Form).
 */
function vormgever_elementorform_controls( $widget ) {
	if ( ! class_exists( '\Elementor\Plugin' ) || ! class_exists( '\Elementor\Controls_Manager' ) ) {
		return;
	}
	$controls = \Elementor\Plugin::$instance->controls_manager;
	$repeater = $controls->get_control_from_stack( $widget->get_unique_name(), 'form_fields' );
	if ( is_wp_error( $repeater ) || ! is_array( $repeater ) || empty( $repeater['fields'] ) ) {
		return;
	}
	$in_tab = array(
		'tab'          => 'content',
		'inner_tab'    => 'form_fields_content_tab',
		'tabs_wrapper' => 'form_fields_tabs',
	);
	$fields = array(
		'vormgever_switch' => array(
			'name'         => 'vormgever_switch',
			'label'        => __( 'Show as toggle switch', 'vormgever' ),
			'type'         => \Elementor\Controls_Manager::SWITCHER,
			'return_value' => 'yes',
			'default'      => '',
			'condition'    => array( 'field_type' => VORMGEVER_ELEMENTORFORM_SWITCHES ),
		) + $in_tab,
		'vormgever_icon'   => array(
			'name'        => 'vormgever_icon',
			'label'       => __( 'Icon', 'vormgever' ),
			'type'        => VORMGEVER_ELEMENTORFORM_ICON_CONTROL,
			'default'     => '',
			'label_block' => true,
			'condition'   => array( 'field_type' => VORMGEVER_ELEMENTORFORM_ICONS ),
		) + $in_tab,
	);
	// Right after the item's own controls of its Content tab (its hidden CSS class value is the last).
	$keys               = array_keys( $repeater['fields'] );
	$at                 = array_search( 'css_classes', $keys, true );
	$at                 = false === $at ? count( $keys ) : $at + 1;
	$repeater['fields'] = array_merge( array_slice( $repeater['fields'], 0, $at, true ), $fields, array_slice( $repeater['fields'], $at, null, true ) );
	$widget->update_control( 'form_fields', $repeater );

	// The widget's: classes on its element, and the template rendered again (the script's pass follows).
	$widget->start_injection(
		array(
			'at' => 'after',
			'of' => 'show_labels',
		)
	);
	$widget->add_control(
		'vormgever_placeholders',
		array(
			'label'        => __( 'Labels as placeholders', 'vormgever' ),
			'type'         => \Elementor\Controls_Manager::SWITCHER,
			'return_value' => 'placeholder',
			'default'      => '',
			'prefix_class' => '',
			'render_type'  => 'template',
		)
	);
	$widget->add_control(
		'vormgever_float_labels',
		array(
			'label'        => __( 'Floating labels (with labels as placeholders)', 'vormgever' ),
			'type'         => \Elementor\Controls_Manager::SWITCHER,
			'return_value' => 'float-labels',
			'default'      => '',
			'prefix_class' => '',
			'render_type'  => 'template',
			'condition'    => array( 'vormgever_placeholders' => 'placeholder' ),
		)
	);
	$widget->end_injection();
}
add_action( 'elementor/element/form/section_form_fields/before_section_end', 'vormgever_elementorform_controls' );

/**
 * A field item's markers, from Vormgever's controls: `slide-check` on a checkbox or acceptance field,
 * `add vg-icon-<name> end` on a field that takes an icon, for one of the plugin's own icons.
 *
 * @param array $item The field item.
 * @return string[]
 */
function vormgever_elementorform_markers( $item ) {
	$type    = isset( $item['field_type'] ) && is_string( $item['field_type'] ) ? $item['field_type'] : '';
	$markers = array();
	if ( ! empty( $item['vormgever_switch'] ) && 'yes' === $item['vormgever_switch'] && in_array( $type, VORMGEVER_ELEMENTORFORM_SWITCHES, true ) ) {
		$markers[] = 'slide-check';
	}
	$icon = isset( $item['vormgever_icon'] ) && is_string( $item['vormgever_icon'] ) ? $item['vormgever_icon'] : '';
	if ( '' !== $icon && in_array( $type, VORMGEVER_ELEMENTORFORM_ICONS, true ) && preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $icon ) && file_exists( plugin_dir_path( VORMGEVER_FILE ) . 'icons/' . $icon . '.svg' ) ) {
		array_push( $markers, 'add', 'vg-icon-' . $icon, 'end' );
	}
	return $markers;
}

/**
 * The widget renders a field item: its markers join the field group's classes.
 *
 * @param array  $item       The field item.
 * @param int    $item_index Its index.
 * @param object $widget     The Form widget.
 * @return array The item, unchanged.
 */
function vormgever_elementorform_render_item( $item, $item_index, $widget ) {
	$markers = is_array( $item ) ? vormgever_elementorform_markers( $item ) : array();
	if ( $markers && is_object( $widget ) && method_exists( $widget, 'add_render_attribute' ) ) {
		$widget->add_render_attribute( 'field-group' . $item_index, 'class', $markers );
	}
	return $item;
}
add_filter( 'elementor_pro/forms/render/item', 'vormgever_elementorform_render_item', 10, 3 );

/**
 * The editor's script (the icon picker's control view; the markers in the widget's JavaScript template)
 * and its stylesheet, with the editor's words.
 */
function vormgever_elementorform_editor_scripts() {
	wp_enqueue_script( 'vormgever-elementor-form', plugins_url( 'editor/vormgever-editor-elementorform.js', VORMGEVER_FILE ), array( 'elementor-editor' ), VORMGEVER_VERSION, true );
	if ( function_exists( 'vormgever_editor_strings' ) ) {
		wp_localize_script( 'vormgever-elementor-form', 'vormgever_editor_strings', vormgever_editor_strings() );
	}
	wp_enqueue_style( 'vormgever-elementor-form', plugins_url( 'editor/vormgever-editor-elementorform.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
}
add_action( 'elementor/editor/after_enqueue_scripts', 'vormgever_elementorform_editor_scripts' );

/**
 * Elementor's preview always holds what its editor may add: the Form widget's words and stylesheet go to
 * the page-builder script whatever the post holds now.
 *
 * @param array<string, array<string, mixed>> $builders The builders with a form in the post.
 * @return array<string, array<string, mixed>>
 */
function vormgever_elementorform_preview_builders( $builders ) {
	$active = vormgever_active_builders();
	if ( is_array( $builders ) && isset( $active['elementorform'] ) ) {
		$builders['elementorform'] = $active['elementorform'];
	}
	return $builders;
}
add_filter( 'vormgever_elementor_preview_builders', 'vormgever_elementorform_preview_builders' );
