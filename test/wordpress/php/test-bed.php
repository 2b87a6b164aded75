<?php
/**
 * Must-use plugin of the test site only (never shipped): no mail, and two switches by query argument.
 * - ?vg-hostile: a theme's vormgever_config filter adding values that try to close the script element.
 * - ?vg-elementor-editor: Elementor's Plugin::$instance->preview saying the page is its editor preview.
 * - ?vg-form-plugin-hooks: which of the form plugin's enqueue actions fired for which form, in time
 *   for <head> or not, in a comment at the end of the page (the stand-in's and the real plugin's alike).
 * And before each "called incorrectly" notice, the call chain that led to it: the notice itself names
 * only wp-includes/functions.php, so lifecycle.test.mjs tells whose it is by this chain.
 */
add_filter( 'pre_wp_mail', '__return_true' );

add_action(
	'doing_it_wrong_run',
	function ( $function_name ) {
		// Four frames less: this closure and do_action()'s own three.
		error_log( 'Call chain of the next notice (' . $function_name . '): ' . wp_debug_backtrace_summary( null, 4 ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}
);

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

if ( isset( $_GET['vg-form-plugin-hooks'] ) ) {
	$GLOBALS['vg_test_hooks'] = array();
	foreach ( array( 'gform_enqueue_scripts', 'gform_post_enqueue_scripts' ) as $vg_hook ) {
		add_action(
			$vg_hook,
			function ( $first ) use ( $vg_hook ) {
				$form                       = is_array( $first ) && isset( $first['id'] ) ? ':' . $first['id'] : '';
				$head                       = ! did_action( 'wp_head' ) || doing_action( 'wp_head' ); // in time for <head>
				$GLOBALS['vg_test_hooks'][] = $vg_hook . $form . ( $head ? '@head' : '@body' );
			}
		);
	}
	add_action(
		'wp_footer',
		function () {
			echo '<!-- form plugin hooks: ' . esc_html( implode( ' ', $GLOBALS['vg_test_hooks'] ) ) . ' -->';
		},
		99
	);
}
