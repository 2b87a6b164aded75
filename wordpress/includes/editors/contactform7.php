<?php
/**
 * Vormgever's settings in Contact Form 7's contact form editor (read in Contact Form 7 6.1.6): the
 * Vormgever panel (a tab of its editor, `wpcf7_editor_panels`), and the editor's admin script and
 * stylesheet (src/editor/contactform7/) on its edit and new-form screens only, for users who may edit
 * that form (`wpcf7_edit_contact_form`). The settings are stored where Contact Form 7 stores the form:
 * a field's as `class:` options of its form-tag, the form's as a line of its Additional Settings
 * (`vormgever_form_class: …`, printed on the form by includes/builders/contactform7.php). The
 * panel's preview is rendered by contactform7-preview.php. Loaded by editor.php only while Contact
 * Form 7 is active.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/contactform7-preview.php';

/**
 * The contact form being edited on this screen, if the user may edit it.
 *
 * @return object|null The form (WPCF7_ContactForm).
 */
function vormgever_contactform7_edited_form() {
	$form = function_exists( 'wpcf7_get_current_contact_form' ) ? wpcf7_get_current_contact_form() : null;
	if ( ! is_object( $form ) || ! method_exists( $form, 'id' ) ) {
		return null;
	}
	return current_user_can( 'wpcf7_edit_contact_form', $form->id() ) ? $form : null;
}

/**
 * Adds the Vormgever panel to the editor's tabs, after Contact Form 7's own (which it shows only to
 * those who may edit the form: none, no panel).
 *
 * @param array<string, array<string, mixed>> $panels The editor's panels.
 * @return array<string, array<string, mixed>>
 */
function vormgever_contactform7_panels( $panels ) {
	if ( ! is_array( $panels ) || ! $panels || ! vormgever_contactform7_edited_form() ) {
		return $panels;
	}
	$panels['vormgever-panel'] = array(
		'title'    => 'Vormgever',
		'callback' => 'vormgever_contactform7_panel',
	);
	return $panels;
}
add_filter( 'wpcf7_editor_panels', 'vormgever_contactform7_panels' );

/**
 * The panel's shell: the admin script puts the form's settings, its fields and the preview in it.
 */
function vormgever_contactform7_panel() {
	?>
	<h2>Vormgever</h2>
	<p class="description">
		<?php
		/* translators: %s: the name of the line in Contact Form 7's Additional Settings. */
		echo esc_html( sprintf( __( 'Toggle switches, icons and labels as placeholders for this form. A field\'s setting changes only the class: options of its form-tag in the Form tab; the form\'s setting is the line %s in Additional Settings. Save stores them with the form.', 'vormgever' ), 'vormgever_form_class' ) );
		?>
	</p>
	<div class="vormgever-cf7">
		<div>
			<h3><?php esc_html_e( 'This form', 'vormgever' ); ?></h3>
			<div id="vormgever-cf7-form"></div>
			<h3 id="vormgever-cf7-fields-heading"><?php esc_html_e( 'Fields', 'vormgever' ); ?></h3>
			<ul id="vormgever-cf7-fields" class="vormgever-cf7-fields" aria-labelledby="vormgever-cf7-fields-heading"></ul>
			<p id="vormgever-cf7-no-fields" hidden><?php esc_html_e( 'No field of this form takes a toggle switch or an icon: switches are for checkboxes and acceptance boxes, icons for fields with a text box or a drop-down.', 'vormgever' ); ?></p>
		</div>
		<div>
			<h3><?php esc_html_e( 'Preview', 'vormgever' ); ?></h3>
			<p class="description"><?php esc_html_e( 'The form as a visitor sees it, with the changes made in this editor, saved or not. None of its scripts run here.', 'vormgever' ); ?></p>
			<div id="vormgever-cf7-preview"></div>
		</div>
	</div>
	<?php
}

/**
 * Enqueues the admin script and stylesheet on the contact form editor (its edit and new-form screens,
 * where Contact Form 7 has a current form), with the room's words and the panel's.
 *
 * @param string $hook_suffix The screen's hook suffix.
 */
function vormgever_contactform7_editor_assets( $hook_suffix ) {
	if ( false === strpos( (string) $hook_suffix, 'wpcf7' ) ) {
		return;
	}
	$form = vormgever_contactform7_edited_form();
	if ( ! $form ) {
		return;
	}
	$builders = vormgever_builders();
	$settings = vormgever_settings();
	$manager  = class_exists( 'WPCF7_FormTagsManager' ) ? WPCF7_FormTagsManager::get_instance() : null;
	$named    = $manager ? array_values( $manager->collect_tag_types( 'name-attr' ) ) : array();
	$all      = $manager ? array_values( $manager->collect_tag_types() ) : array();
	wp_enqueue_style( 'vormgever-editor-contactform7', plugins_url( 'editor/vormgever-editor-contactform7.css', VORMGEVER_FILE ), array(), VORMGEVER_VERSION );
	wp_enqueue_script( 'vormgever-editor-contactform7', plugins_url( 'editor/vormgever-editor-contactform7.js', VORMGEVER_FILE ), array( 'wpcf7-admin' ), VORMGEVER_VERSION, array( 'in_footer' => true ) );
	wp_localize_script( 'vormgever-editor-contactform7', 'vormgever_editor_strings', vormgever_editor_strings() );
	wp_localize_script(
		'vormgever-editor-contactform7',
		'vormgever_contactform7',
		array(
			'words'   => array(
				'switchSet'    => __( 'Toggle switch', 'vormgever' ),
				/* translators: %s: the name of an icon of Vormgever's own set. */
				'iconSet'      => __( 'Icon: %s', 'vormgever' ),
				'previewTitle' => __( 'The form as a visitor sees it', 'vormgever' ),
			),
			'types'   => array(
				'named'   => $named,
				'unnamed' => array_values( array_diff( $all, $named ) ),
			),
			'preview' => array(
				'url'     => esc_url_raw( admin_url( 'admin-ajax.php' ) ),
				'nonce'   => wp_create_nonce( 'vormgever-contactform7-preview' ),
				'form'    => $form->initial() ? 0 : (int) $form->id(),
				'visitor' => array(
					'stylesheet'         => esc_url_raw( add_query_arg( 'ver', VORMGEVER_VERSION, plugins_url( 'vormgever.css', VORMGEVER_FILE ) ) ),
					'builderStylesheets' => isset( $builders['contactform7']['style'] ) && is_string( $builders['contactform7']['style'] ) ? array( esc_url_raw( add_query_arg( 'ver', VORMGEVER_VERSION, $builders['contactform7']['style'] ) ) ) : array(),
					'iconsUrl'           => esc_url_raw( plugins_url( 'icons/', VORMGEVER_FILE ) ),
					'floatingLabels'     => $settings['floatingLabels'] ? '1' : '',
				),
			),
		)
	);
}
add_action( 'admin_enqueue_scripts', 'vormgever_contactform7_editor_assets', 20 );
