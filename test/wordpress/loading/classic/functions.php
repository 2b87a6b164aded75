<?php
add_action(
	'widgets_init',
	function () {
		register_sidebar( array( 'id' => 'footer', 'name' => 'Footer' ) );
	}
);
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_style( 'vg-classic', get_stylesheet_uri(), array(), '1.0' );
	}
);
