<?php
/**
 * Must-use plugin of the test site only (never shipped): no mail, and two switches by query argument.
 * - ?vg-script-modules: a minimal stand-in for WordPress 6.5+'s wp_enqueue_script_module() (it
 *   collects the modules and prints their tags in the footer, as 6.5 does for classic themes), so the
 *   plugin's 6.5+ branch runs on Debian's 6.1.
 * - ?vg-hostile: a theme's vormgever_config filter adding values that try to close the script element.
 * - ?vg-elementor-editor: Elementor's Plugin::$instance->preview saying the page is its editor preview.
 */
add_filter( 'pre_wp_mail', '__return_true' );

if ( isset( $_GET['vg-script-modules'] ) && ! function_exists( 'wp_enqueue_script_module' ) ) {
	function wp_enqueue_script_module( $id, $src = '', $deps = array(), $version = false ) {
		$GLOBALS['vg_test_script_modules'][ $id ] = false === $version ? $src : add_query_arg( 'ver', $version, $src );
	}
	add_action(
		'wp_footer',
		function () {
			foreach ( isset( $GLOBALS['vg_test_script_modules'] ) ? $GLOBALS['vg_test_script_modules'] : array() as $id => $src ) {
				echo '<script type="module" src="' . esc_url( $src ) . '" id="' . esc_attr( $id ) . '-js-module" data-test-bed="script-modules"></script>';
			}
		}
	);
}

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
