<?php
/**
 * A short lock that only one request can hold.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * One row in the options table per lock, inserted with INSERT IGNORE: the
 * table's unique option_name lets only the first insert of a name add a row,
 * on MariaDB/MySQL and on SQLite alike, so of two requests that try at the
 * same moment exactly one gets the lock (INSERT IGNORE: the second adds
 * nothing). add_option() is not enough: it inserts with ON DUPLICATE KEY
 * UPDATE, which lets the second one win too.
 * A lock names its expiry; an expired one (a request that died) is taken
 * over with a compare-and-delete, so it never blocks for longer than that.
 */
final class Lock {

	/** Prefix of the lock rows' option names. */
	public const PREFIX = '_tresen_stripe_lock_';

	/** How long a lock holds at most (seconds): longer than one Stripe call's timeout. */
	public const TTL = 60;

	/**
	 * Locks held by this request (name => expiry value).
	 *
	 * @var array<string, string>
	 */
	private static $held = array();

	/**
	 * The option name of a lock.
	 *
	 * @param string $key What is locked (e.g. "session-<customer id>", "order-12").
	 */
	public static function name( string $key ): string {
		return self::PREFIX . substr( hash( 'sha256', $key ), 0, 40 );
	}

	/**
	 * Takes a lock; false when another request holds it.
	 *
	 * @param string $key What is locked.
	 * @param int    $ttl Seconds it holds at most.
	 */
	public static function acquire( string $key, int $ttl = self::TTL ): bool {
		global $wpdb;
		$name = self::name( $key );
		if ( isset( self::$held[ $name ] ) ) {
			return true;
		}
		$value = (string) ( time() + $ttl ) . ':' . wp_generate_password( 12, false );
		if ( self::insert( $name, $value ) ) {
			self::$held[ $name ] = $value;
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock must bypass the options cache.
		$current = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( null === $current ) {
			// Released in between: one more try.
			if ( self::insert( $name, $value ) ) {
				self::$held[ $name ] = $value;
				return true;
			}
			return false;
		}
		if ( (int) strtok( (string) $current, ':' ) >= time() ) {
			return false;
		}
		// Expired: only the request that deletes this very value may insert anew.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compare-and-delete of the lock row.
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, $current ) );
		if ( 1 !== (int) $deleted || ! self::insert( $name, $value ) ) {
			return false;
		}
		self::$held[ $name ] = $value;
		return true;
	}

	/**
	 * Releases a lock this request holds (another request's is left alone).
	 *
	 * @param string $key What was locked.
	 */
	public static function release( string $key ): void {
		global $wpdb;
		$name = self::name( $key );
		if ( ! isset( self::$held[ $name ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- delete only our own lock row.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, self::$held[ $name ] ) );
		unset( self::$held[ $name ] );
	}

	/** Releases every lock this request holds (at the end of the request). */
	public static function release_all(): void {
		foreach ( array_keys( self::$held ) as $name ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- delete only our own lock rows.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, self::$held[ $name ] ) );
		}
		self::$held = array();
	}

	/**
	 * Whether this request holds a lock.
	 *
	 * @param string $key What is locked.
	 */
	public static function holds( string $key ): bool {
		return isset( self::$held[ self::name( $key ) ] );
	}

	/**
	 * The atomic insert: INSERT IGNORE adds the row only when no row of that
	 * name exists and reports one affected row only then (MariaDB/MySQL, and
	 * SQLite through WordPress's driver as INSERT OR IGNORE; a failing plain
	 * INSERT would make that driver roll back the surrounding transaction).
	 *
	 * @param string $name  Option name.
	 * @param string $value Expiry and owner.
	 * @phpstan-impure
	 */
	private static function insert( string $name, string $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert is the lock itself.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $value ) );
		return 1 === (int) $done;
	}
}
