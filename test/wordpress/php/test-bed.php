<?php
/**
 * Must-use plugin of the test site only (never shipped): no mail, and two switches by query argument.
 * - ?vg-hostile: a theme's vormgever_config filter adding values that try to close the script element.
 * - ?vg-elementor-editor: Elementor's Plugin::$instance->preview saying the page is its editor preview.
 */
add_filter( 'pre_wp_mail', '__return_true' );

if ( isset( $_GET['vg-hostile'] ) ) {
	add_filter(
		'vormgever_config',
		function ( $config ) {
			$config['note']  = '</script><script>window.vgPwned = 1</script><!-- <script>';
			$config["it's"] = '"&\'<>';
			return $config;
		}
	);
}

if ( isset( $_GET['vg-elementor-editor'] ) && ! class_exists( '\\Elementor\\Plugin' ) ) {
	require __DIR__ . '/vormgever-test-bed/elementor-preview.php';
}
