<?php
// Test bed only: the two pieces of Elementor the plugin asks whether the page is its editor preview.
namespace Elementor;

class Preview {
	public function is_preview_mode() {
		return true;
	}
}

class Plugin {
	public static $instance;
	public $preview;
}

Plugin::$instance          = new Plugin();
Plugin::$instance->preview = new Preview();
