<?php
// Runs PHP from stdin inside the test site's WordPress (all plugins loaded, as an administrator) and
// prints what it returns as JSON: php eval.php <wordpress dir>
$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
$vg_code = stream_get_contents( STDIN );
$vg_fn   = eval( 'return function () {' . $vg_code . '};' );
echo wp_json_encode( $vg_fn() );
