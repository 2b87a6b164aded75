<?php
/**
 * Runs when the plugin is deleted from the Plugins screen: removes the one option it stored.
 *
 * @package Vormgever
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $vormgever_site_id ) {
		switch_to_blog( $vormgever_site_id );
		delete_option( 'vormgever' );
		restore_current_blog();
	}
} else {
	delete_option( 'vormgever' );
}
