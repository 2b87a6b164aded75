<?php
// Sets up the test site after install.php, with the form plugin loaded (the real one or the stand-in):
// its forms, a page for each, and Vormgever installed from the built zip the way Plugins → Add New →
// Upload does it (Plugin_Upgrader), then activated with activate_plugin():
// php site.php <wordpress dir> <zip>
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
wp_set_current_user( 1 );

if ( class_exists( 'GFAPI' ) ) {
	require __DIR__ . '/forms-gravityforms.php';
	$vg_out = array( 'formPlugin' => 'gravityforms' );
} else {
	// The stand-in's fixture forms: 2.10 Orbital with AJAX, a two-page form, legacy markup, 2.5+ markup in a
	// block, the plugin's own icons.
	$vg_pages = array( 'contact' => 1, 'stappen' => 5, 'legacy' => 3, 'blok' => 2, 'iconen' => 6 );
	$vg_out   = array( 'formPlugin' => 'stand-in' );
}
foreach ( $vg_pages as $vg_slug => $vg_id ) {
	$vg_content = 'blok' === $vg_slug
		? '<!-- wp:gravityforms/form {"formId":"' . $vg_id . '","title":false,"ajax":true} /-->'
		: '<!-- wp:shortcode -->[gravityform id="' . $vg_id . '" title="false" ajax="true"]<!-- /wp:shortcode -->';
	$vg_page    = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => ucfirst( $vg_slug ),
			'post_name'    => $vg_slug,
			'post_content' => $vg_content,
		),
		true
	);
	$vg_out[ $vg_slug ] = array( 'form' => $vg_id, 'page' => $vg_page );
}
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $vg_out['contact']['page'] );
flush_rewrite_rules();

// Vormgever, from the zip, as Plugins → Add New → Upload installs it.
WP_Filesystem();
$vg_upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$vg_result   = $vg_upgrader->install( $argv[2] );
if ( true !== $vg_result ) {
	fwrite( STDERR, 'install: ' . ( is_wp_error( $vg_result ) ? $vg_result->get_error_message() : var_export( $vg_result, true ) ) . ' ' . implode( ' ', $vg_upgrader->skin->get_upgrade_messages() ) . "\n" );
	exit( 1 );
}
$vg_out['plugin'] = $vg_upgrader->plugin_info();
$vg_active        = activate_plugin( $vg_out['plugin'] );
if ( is_wp_error( $vg_active ) ) {
	fwrite( STDERR, 'activate: ' . $vg_active->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode( $vg_out );
