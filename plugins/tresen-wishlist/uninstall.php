<?php
/**
 * Uninstall: removes the lists, their items and the settings only when the
 * shop owner chose so (Einstellungen → Wunschliste); otherwise everything
 * stays for a later reinstall.
 *
 * @package Tresen\Wishlist
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( 'yes' !== get_option( 'tresen_wishlist_delete_data_on_uninstall', 'no' ) ) {
	return;
}

// The shared classes (Tresen\Common\V4) the table names come from.
if ( ! class_exists( \Tresen\Common\V4\Bootstrap::class ) ) {
	require_once __DIR__ . '/build/common/Bootstrap.php';
}
require_once __DIR__ . '/src/Plugin.php';
require_once __DIR__ . '/src/Settings.php';
require_once __DIR__ . '/src/Schema.php';

\Tresen\Wishlist\Schema::drop();
wp_clear_scheduled_hook( \Tresen\Wishlist\Plugin::CRON );
