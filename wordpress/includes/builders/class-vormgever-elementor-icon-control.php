<?php
/**
 * The icon picker as an Elementor control type (`vormgever_icon`): its value is the name of one of the
 * plugin's icons, or ''. Its panel markup is a title and a box; the editor's script
 * (editor/vormgever-editor-elementorform.js) fills the box with Vormgever's picker, the same as in Gravity
 * Forms' editor (a search box and a listbox of the icons), once the field item is opened.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * The control type.
 */
class Vormgever_Elementor_Icon_Control extends \Elementor\Base_Data_Control {

	/**
	 * Its type, as controls name it.
	 *
	 * @return string
	 */
	public function get_type() {
		return VORMGEVER_ELEMENTORFORM_ICON_CONTROL;
	}

	/**
	 * Its markup in the panel (an Underscore template of Elementor's, evaluated with `<# #>`): the title,
	 * which names the listbox (its id from the control's own), and the box the picker goes in.
	 */
	public function content_template() {
		?>
		<div class="elementor-control-field vormgever-elementor-icon">
			<span class="elementor-control-title" id="vormgever-icon-title-<# print( data._cid ) #>"><# print( data.label ) #></span>
		</div>
		<div class="vormgever-elementor-picker" data-labelled-by="vormgever-icon-title-<# print( data._cid ) #>"></div>
		<?php
	}

	/**
	 * A block of its own in the panel, as wide as the panel.
	 *
	 * @return array<string, mixed>
	 */
	protected function get_default_settings() {
		return array( 'label_block' => true );
	}
}
