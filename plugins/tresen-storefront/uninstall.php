<?php
/**
 * Uninstall: drops the live search's index table, the options of the
 * search and its fast route, and the transient of its Werkzeuge page (the
 * index is rebuilt from the products on a reinstall, so nothing of the
 * owner's is lost). The plugin schedules no events. Tested by
 * tests/php/UninstallTest.php on both lanes.
 *
 * @package Tresen\Storefront
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table, once.
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}tresen_search_index" );
foreach ( array( 'tresen_search_index_version', 'tresen_search_suggestions_stale', 'tresen_search_fast', 'tresen_search_fast_route' ) as $tresen_option ) {
	delete_option( $tresen_option );
}
delete_transient( 'tresen_search_fast_problem' );
