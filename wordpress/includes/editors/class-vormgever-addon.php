<?php
/**
 * Vormgever as a Gravity Forms add-on: the form editor's admin script and stylesheet, only on the form
 * editor and form settings screens, for users who may edit forms, with Gravity Forms 2.5 or later.
 * Loaded by gravityforms.php on `gform_loaded`, so only when Gravity Forms is active.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The add-on. It stores nothing of its own: the settings are markers in the field's and the form's CSS
 * classes, which Gravity Forms saves, exports and imports with the form.
 */
class Vormgever_Addon extends GFAddOn {

	/**
	 * The one instance.
	 *
	 * @var Vormgever_Addon|null
	 */
	private static $instance = null;

	/**
	 * The plugin's version.
	 *
	 * @var string
	 */
	protected $_version = VORMGEVER_VERSION;

	/**
	 * The oldest Gravity Forms with the editor this script knows (its 2.5 sidebar and settings framework).
	 *
	 * @var string
	 */
	protected $_min_gravityforms_version = '2.5';

	/**
	 * The add-on's slug: the plugin's text domain.
	 *
	 * @var string
	 */
	protected $_slug = 'vormgever';

	/**
	 * The add-on's title.
	 *
	 * @var string
	 */
	protected $_title = 'Vormgever';

	/**
	 * The add-on's short title.
	 *
	 * @var string
	 */
	protected $_short_title = 'Vormgever';

	/**
	 * Who may change the form settings: those who may edit forms.
	 *
	 * @var string|string[]
	 */
	protected $_capabilities_form_settings = 'gravityforms_edit_forms';

	/**
	 * The instance Gravity Forms asks for.
	 *
	 * @return Vormgever_Addon
	 */
	public static function get_instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * The plugin's paths, known only at run time.
	 */
	public function __construct() {
		$this->_path      = plugin_basename( VORMGEVER_FILE );
		$this->_full_path = VORMGEVER_FILE;
		$this->_url       = plugins_url( '', VORMGEVER_FILE );
		parent::__construct();
	}

	/**
	 * The plugin loads its own translations (settings.php); nothing to fetch from Gravity Forms' service.
	 */
	public function load_text_domain() {}

	/**
	 * Whether the current user may edit forms: only they get the script (it adds the settings to the
	 * field's Appearance tab and to Form Settings).
	 *
	 * @return bool
	 */
	private function user_may_edit_forms() {
		return GFCommon::current_user_can_any( 'gravityforms_edit_forms' );
	}

	/**
	 * Where the admin script and stylesheet load: the form editor, and Form Settings' own tab (not its
	 * Confirmations, Notifications or another add-on's tab).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function screens() {
		return array(
			array( 'admin_page' => array( 'form_editor' ) ),
			array(
				'admin_page' => array( 'form_settings' ),
				'tab'        => 'settings',
			),
		);
	}

	/**
	 * The admin script, with its words and the folder of the plugin's icons.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function scripts() {
		if ( ! $this->user_may_edit_forms() ) {
			return parent::scripts();
		}
		return array_merge(
			parent::scripts(),
			array(
				array(
					'handle'    => 'vormgever_editor',
					'src'       => plugins_url( 'editor/vormgever-editor-gravityforms.js', VORMGEVER_FILE ),
					'version'   => VORMGEVER_VERSION,
					'deps'      => array( 'jquery' ),
					'in_footer' => true,
					'strings'   => vormgever_editor_strings(),
					'enqueue'   => $this->screens(),
				),
			)
		);
	}

	/**
	 * The admin stylesheet.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function styles() {
		if ( ! $this->user_may_edit_forms() ) {
			return parent::styles();
		}
		return array_merge(
			parent::styles(),
			array(
				array(
					'handle'  => 'vormgever_editor',
					'src'     => plugins_url( 'editor/vormgever-editor-gravityforms.css', VORMGEVER_FILE ),
					'version' => VORMGEVER_VERSION,
					'enqueue' => $this->screens(),
				),
			)
		);
	}
}
