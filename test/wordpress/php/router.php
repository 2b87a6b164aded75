<?php
// Router for PHP's built-in server: existing files are served as they are (PHP files run), every
// other path goes to WordPress's index.php, as Apache's rewrite rules would send it.
$vg_root = $_SERVER['DOCUMENT_ROOT'];
$vg_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
// A folder the suite links in (a theme or plugin given by its variable) is served through its link:
// a path with no `..` in it stays below the root whatever the link points at (realpath() would leave
// the root and send the theme's own scripts and stylesheets to WordPress, which redirects them).
$vg_file = $vg_root . $vg_path;
if ( false === strpos( $vg_path, '..' ) && ( is_file( $vg_file ) || is_file( $vg_file . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $vg_root . '/index.php';
chdir( $vg_root );
require $vg_root . '/index.php';
