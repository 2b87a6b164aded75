<?php
/**
 * Runs when the plugin is deleted from the Plugins screen: removes the one option it stored, and the
 * version Gravity Forms' add-on framework stored for it (gravityformsaddon_vormgever_version).
 *
 * @package Vormgever
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes the plugin's options from the current site.
 */
function vormgever_delete_options() {
	delete_option( 'vormgever' );
	delete_option( 'gravityformsaddon_vormgever_version' );
	delete_option( 'gravityformsaddon_vormgever_settings' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $vormgever_site_id ) {
		switch_to_blog( $vormgever_site_id );
		vormgever_delete_options();
		restore_current_blog();
	}
} else {
	vormgever_delete_options();
}
