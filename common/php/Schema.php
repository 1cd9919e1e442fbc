<?php
/**
 * A plugin's own database tables: names with the site's prefix, and
 * creating or upgrading them with dbDelta when the schema version stored
 * in an option differs from the code's (so an updated plugin, or a site
 * that never ran the activation hook, gets its tables without
 * reactivation). Plain DDL that the SQLite drop-in translates as well as
 * MariaDB runs it.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * Table names and schema installs.
 */
final class Schema {

	/**
	 * A table's name with the site's prefix.
	 *
	 * @param string $name Name without prefix, e.g. "tresen_wishlists".
	 */
	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * Whether the tables were created with this schema version.
	 *
	 * @param string $option  Option holding the installed version.
	 * @param string $version The code's schema version.
	 */
	public static function up_to_date( string $option, string $version ): bool {
		return get_option( $option ) === $version;
	}

	/**
	 * Creates (or upgrades: dbDelta adds what is new) the tables and records
	 * the schema version.
	 *
	 * @param string                $option  Option holding the installed version.
	 * @param string                $version The code's schema version.
	 * @param array<string, string> $tables  Full table name => its columns and keys (the body of CREATE TABLE).
	 */
	public static function install( string $option, string $version, array $tables ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, present at runtime)
		$collate = $wpdb->get_charset_collate();
		$ddl     = array();
		foreach ( $tables as $table => $body ) {
			$ddl[] = "CREATE TABLE {$table} (\n" . trim( $body, "\n" ) . "\n) {$collate};";
		}
		dbDelta( implode( "\n", $ddl ) );
		update_option( $option, $version );
	}
}
