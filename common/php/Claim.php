<?php
/**
 * Claims and locks that exactly one request can win, on MariaDB/MySQL and
 * on SQLite alike.
 *
 * @package Tresen\Common
 */

namespace Tresen\Common\V5;

defined( 'ABSPATH' ) || exit;

/**
 * One row of the options table per claim or lock. `option_name` is the
 * table's unique key, so an `INSERT IGNORE` of a name adds a row for exactly
 * one of two requests that try at the same moment and reports one affected
 * row only to that one (SQLite through WordPress's driver: `INSERT OR
 * IGNORE`; a failing plain INSERT would make that driver roll back the
 * surrounding transaction). add_option() is no such test: it writes `ON
 * DUPLICATE KEY UPDATE`, which lets the second request win too. The rows are
 * never autoloaded and always read past the caches (a persistent object
 * cache shared by several PHP nodes included).
 *
 * - A **claim** (`_tresen_<scope>_claim_<key>`, value: the owner, e.g. an
 *   order id) is permanent: the first owner keeps it until it is released
 *   for that owner (release_owner()).
 * - A **lock** (`_tresen_<scope>_lock_<key>`, value: `<expiry>:<nonce>`) is
 *   held by one request for at most its time to live; an expired one (its
 *   request died) is taken over by a compare-and-swap `UPDATE`, and it is
 *   released only by the request that holds it (the owner check is the
 *   value it wrote).
 *
 * Expired locks and rate-limit counters (RateLimit) are deleted by a daily
 * WP-Cron event (PURGE_HOOK) that every package using them schedules with
 * schedule_cleanup().
 */
final class Claim {

	/** The daily WP-Cron event that deletes expired locks and rate-limit rows. */
	public const PURGE_HOOK = 'tresen_purge_expired_rows';

	/** Option name prefix of rate-limit counters (RateLimit). */
	public const RATE_PREFIX = '_tresen_rate_';

	/** Rows the cleanup deletes in one run at most. */
	private const PURGE_BATCH = 1000;

	/**
	 * Locks this request holds (option name => value written).
	 *
	 * @var array<string, string>
	 */
	private static $held = array();

	/**
	 * The key part of a row name: short keys of [A-Za-z0-9-] as they are
	 * (a PayPal order id, "order-12"), anything else hashed.
	 *
	 * @param string $key What is claimed or locked.
	 */
	private static function id( string $key ): string {
		return preg_match( '/^[A-Za-z0-9-]{1,64}$/', $key ) ? $key : substr( hash( 'sha256', $key ), 0, 40 );
	}

	/**
	 * The scope part of a row name ([a-z0-9-]).
	 *
	 * @param string $scope The package's scope, e.g. "paypal".
	 */
	private static function scope( string $scope ): string {
		$scope = (string) preg_replace( '/[^a-z0-9-]/', '', strtolower( $scope ) );
		return '' === $scope ? 'common' : substr( $scope, 0, 40 );
	}

	/**
	 * The option name of a claim.
	 *
	 * @param string $scope The package's scope, e.g. "paypal".
	 * @param string $key   What is claimed.
	 */
	public static function claim_name( string $scope, string $key ): string {
		return '_tresen_' . self::scope( $scope ) . '_claim_' . self::id( $key );
	}

	/**
	 * The option name of a lock.
	 *
	 * @param string $scope The package's scope, e.g. "stripe".
	 * @param string $key   What is locked.
	 */
	public static function lock_name( string $scope, string $key ): string {
		return '_tresen_' . self::scope( $scope ) . '_lock_' . self::id( $key );
	}

	/**
	 * Claims `$key` for `$owner` unless another owner has it.
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What is claimed.
	 * @param string $owner Who claims it (e.g. an order id); not empty.
	 * @return string The owner that holds the claim now: `$owner` when this call won
	 *                or it already held it, the first owner otherwise ('' for empty input).
	 */
	public static function claim( string $scope, string $key, string $owner ): string {
		if ( '' === $key || '' === $owner ) {
			return '';
		}
		$name = self::claim_name( $scope, $key );
		if ( self::insert( $name, $owner ) ) {
			return $owner;
		}
		$holder = self::read( $name );
		if ( null === $holder && self::insert( $name, $owner ) ) {
			// Released in between.
			return $owner;
		}
		return (string) ( $holder ?? self::read( $name ) );
	}

	/**
	 * The owner of a claim ('' when nobody claimed it).
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What is claimed.
	 */
	public static function holder( string $scope, string $key ): string {
		return '' === $key ? '' : (string) self::read( self::claim_name( $scope, $key ) );
	}

	/**
	 * Releases every claim of a scope that `$owner` holds (e.g. when that
	 * order is deleted).
	 *
	 * @param string $scope The package's scope.
	 * @param string $owner The owner.
	 * @return int Claims released.
	 */
	public static function release_owner( string $scope, string $owner ): int {
		global $wpdb;
		if ( '' === $owner ) {
			return 0;
		}
		$like = $wpdb->esc_like( '_tresen_' . self::scope( $scope ) . '_claim_' ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the claim rows bypass the options API on purpose.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_value = %s", $like, $owner ) );
	}

	/**
	 * Takes a lock for this request (again, when it holds it already).
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What is locked.
	 * @param int    $ttl   Seconds it holds at most (longer than the work it guards).
	 * @return bool Whether this request holds it now.
	 */
	public static function lock( string $scope, string $key, int $ttl ): bool {
		if ( '' === $key ) {
			return false;
		}
		$name = self::lock_name( $scope, $key );
		if ( isset( self::$held[ $name ] ) ) {
			return true;
		}
		$value = (string) ( time() + max( 1, $ttl ) ) . ':' . wp_generate_password( 12, false );
		if ( self::insert( $name, $value ) ) {
			self::$held[ $name ] = $value;
			return true;
		}
		$current = self::read( $name );
		if ( null === $current ) {
			// Released in between: one more try.
			$won = self::insert( $name, $value );
		} elseif ( self::expiry( $current ) > time() ) {
			return false;
		} else {
			// Expired (its request died): taken over only if nobody else was quicker.
			$won = self::swap( $name, $current, $value );
		}
		if ( $won ) {
			self::$held[ $name ] = $value;
		}
		return $won;
	}

	/**
	 * Releases a lock this request holds (another request's is left alone).
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What was locked.
	 */
	public static function unlock( string $scope, string $key ): void {
		$name = self::lock_name( $scope, $key );
		if ( isset( self::$held[ $name ] ) ) {
			self::remove( $name, self::$held[ $name ] );
			unset( self::$held[ $name ] );
		}
	}

	/**
	 * Releases every lock this request holds (at the end of the request),
	 * or only those of one scope.
	 *
	 * @param string|null $scope The package's scope; null for all.
	 */
	public static function unlock_all( ?string $scope = null ): void {
		$prefix = null === $scope ? '' : '_tresen_' . self::scope( $scope ) . '_lock_';
		foreach ( self::$held as $name => $value ) {
			if ( '' === $prefix || 0 === strpos( (string) $name, $prefix ) ) {
				self::remove( (string) $name, $value );
				unset( self::$held[ $name ] );
			}
		}
	}

	/**
	 * Whether this request holds a lock.
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What is locked.
	 */
	public static function holds( string $scope, string $key ): bool {
		return isset( self::$held[ self::lock_name( $scope, $key ) ] );
	}

	/**
	 * Whether another request holds a lock right now.
	 *
	 * @param string $scope The package's scope.
	 * @param string $key   What is locked.
	 */
	public static function busy( string $scope, string $key ): bool {
		if ( '' === $key || self::holds( $scope, $key ) ) {
			return false;
		}
		$current = self::read( self::lock_name( $scope, $key ) );
		return null !== $current && self::expiry( $current ) > time();
	}

	/**
	 * The expiry time at the start of a lock's or counter's value.
	 *
	 * @param string $value `<expiry>:…` (older locks: `<expiry>.…`).
	 */
	public static function expiry( string $value ): int {
		return (int) $value;
	}

	/**
	 * Inserts a row unless one of that name exists.
	 *
	 * @param string $name  Option name.
	 * @param string $value Value.
	 * @return bool Whether this call inserted it.
	 * @phpstan-impure
	 */
	public static function insert( string $name, string $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic insert-if-absent; the options API has none.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $value ) );
		return 1 === (int) $done;
	}

	/**
	 * A row's value (null when absent), read past every cache.
	 *
	 * @param string $name Option name.
	 * @phpstan-impure
	 */
	public static function read( string $name ): ?string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Read past the caches on purpose.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * Replaces a row's value only if it still is `$old` (compare-and-swap).
	 *
	 * @param string $name Option name.
	 * @param string $old  The value read before.
	 * @param string $new  The value to write.
	 * @return bool Whether this call changed it.
	 * @phpstan-impure
	 */
	public static function swap( string $name, string $old, string $new ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Compare-and-swap of one row.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $new, $name, $old ) );
	}

	/**
	 * Deletes a row only if it still is `$value` (compare-and-delete).
	 *
	 * @param string $name  Option name.
	 * @param string $value The value read or written before.
	 * @return bool Whether this call deleted it.
	 * @phpstan-impure
	 */
	public static function remove( string $name, string $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Compare-and-delete of one row.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, $value ) );
	}

	/**
	 * Deletes expired locks and rate-limit counters (never a claim, never a
	 * row that is still valid, never one changed since it was read).
	 *
	 * @param int|null $now The time to compare with (now by default).
	 * @return int Rows deleted.
	 */
	public static function purge_expired( ?int $now = null ): int {
		global $wpdb;
		$now     = $now ?? time();
		$deleted = 0;
		$last    = '';
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The lock rows bypass the options API on purpose.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT option_name, option_value FROM {$wpdb->options} WHERE ( option_name LIKE %s OR option_name LIKE %s ) AND option_name > %s ORDER BY option_name LIMIT %d",
					$wpdb->esc_like( '_tresen_' ) . '%' . $wpdb->esc_like( '_lock_' ) . '%',
					$wpdb->esc_like( self::RATE_PREFIX ) . '%',
					$last,
					self::PURGE_BATCH
				),
				'ARRAY_A'
			);
			$rows = is_array( $rows ) ? $rows : array();
			$more = count( $rows ) === self::PURGE_BATCH;
			foreach ( $rows as $row ) {
				$name  = (string) $row['option_name'];
				$value = (string) $row['option_value'];
				$last  = $name;
				if ( ! self::expiring( $name, $value ) ) {
					continue;
				}
				if ( self::expiry( $value ) <= $now && self::remove( $name, $value ) ) {
					++$deleted;
				}
			}
		} while ( $more );
		return $deleted;
	}

	/**
	 * Whether a row found by the cleanup's patterns is a lock or counter
	 * this class wrote (`_tresen_<scope>_lock_<key>` or a rate row, with an
	 * expiry first in its value).
	 *
	 * @param string $name  Option name.
	 * @param string $value Option value.
	 */
	private static function expiring( string $name, string $value ): bool {
		if ( ! preg_match( '/^\d+[:.]/', $value ) ) {
			return false;
		}
		return 0 === strpos( $name, self::RATE_PREFIX ) || (bool) preg_match( '/^_tresen_[a-z0-9-]+_lock_[A-Za-z0-9-]+$/', $name );
	}

	/**
	 * Schedules the daily cleanup for a package: on its activation, on
	 * every load where the event is missing (a package updated in place, or
	 * another Tresen package was deactivated), and unscheduled on its
	 * deactivation (the other packages schedule it again on their next load).
	 *
	 * @param string $file The package's main file (__FILE__).
	 */
	public static function schedule_cleanup( string $file ): void {
		register_activation_hook( $file, array( self::class, 'schedule' ) );
		register_deactivation_hook( $file, array( self::class, 'unschedule' ) );
		add_action( self::PURGE_HOOK, array( self::class, 'purge' ) );
		// On init, not plugins_loaded: scheduling reads the cron schedules, whose names other plugins translate.
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/** The cron event's callback (no arguments: WP-Cron passes none). */
	public static function purge(): void {
		self::purge_expired();
	}

	/** Adds the daily cleanup event unless it is scheduled. */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}

	/** Removes the daily cleanup event. */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::PURGE_HOOK );
	}
}
