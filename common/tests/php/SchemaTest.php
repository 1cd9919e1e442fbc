<?php
/**
 * A plugin's own tables: created with the site's prefix when the stored
 * schema version differs, and usable right after.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V4\Schema;
use Tresen\Tests\TestCase;

/**
 * Schema.
 */
class SchemaTest extends TestCase {

	private const OPTION = 'tresen_common_schema_test_db';

	public function test_the_table_is_created_once_per_version_and_holds_rows(): void {
		global $wpdb;
		$table = Schema::table( 'tresen_common_schema_test' );
		$this->assertSame( $wpdb->prefix . 'tresen_common_schema_test', $table );
		$this->assertFalse( Schema::up_to_date( self::OPTION, '1' ) );
		try {
			Schema::install(
				self::OPTION,
				'1',
				array(
					$table => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  name varchar(50) NOT NULL DEFAULT \'\',
  PRIMARY KEY  (id),
  KEY name (name)
',
				)
			);
			$this->assertTrue( Schema::up_to_date( self::OPTION, '1' ) );
			$this->assertFalse( Schema::up_to_date( self::OPTION, '2' ), 'a new version installs again' );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own table.
			$wpdb->insert( $table, array( 'name' => 'Grüner Veltliner' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own table.
			$this->assertSame( 'Grüner Veltliner', $wpdb->get_var( "SELECT name FROM {$table} LIMIT 1" ) );
		} finally {
			// DDL ends the test's transaction on MariaDB: leave nothing behind.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own table.
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
			delete_option( self::OPTION );
		}
	}
}
