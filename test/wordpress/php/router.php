<?php
// Router for PHP's built-in server: existing files are served as they are (PHP files run), every
// other path goes to WordPress's index.php, as Apache's rewrite rules would send it.
$vg_root = $_SERVER['DOCUMENT_ROOT'];
$vg_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$vg_file = realpath( $vg_root . $vg_path );
if ( $vg_file && 0 === strpos( $vg_file, $vg_root ) && ( is_file( $vg_file ) || is_file( $vg_file . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $vg_root . '/index.php';
chdir( $vg_root );
require $vg_root . '/index.php';
