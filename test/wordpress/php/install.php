<?php
// Installs WordPress (no plugins loaded yet) and marks the given third-party plugins active, so they
// load from the next request on: php install.php <wordpress dir> <admin password> [<plugin file>...]
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install( 'Gemeente Voorbeeld', 'admin', 'admin@example.org', true, '', $argv[2] );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'active_plugins', array_slice( $argv, 3 ) );
update_option( 'WPLANG', '' );
echo json_encode( array( 'user' => $result['user_id'] ) );
