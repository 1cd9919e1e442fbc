<?php
/**
 * One PayPal order pays one WooCommerce order.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * A PayPal order id is claimed by exactly one WooCommerce order before
 * anything is patched or captured, and a short lock keeps a second request
 * with the same PayPal order (a second click on "Zahlungspflichtig
 * bestellen", a webhook arriving meanwhile) out while one is at work.
 *
 * Both are rows of the options table, whose `option_name` is unique: the
 * claim is an `INSERT IGNORE` that only one request can win (atomic on
 * MariaDB and on SQLite, where the drop-in makes it `INSERT OR IGNORE`);
 * the lock holds its expiry time and is taken over only by a compare-and-
 * swap `UPDATE` once it has expired (a request that died). WordPress's
 * add_option() is no such test: it writes `ON DUPLICATE KEY UPDATE`.
 * The rows are never autoloaded and never read through get_option(), so
 * no cache stands between two requests.
 */
final class Claim {

	/** Option name prefix of a claim (value: the WooCommerce order id). */
	private const CLAIM = '_tresen_paypal_claim_';

	/** Option name prefix of a lock (value: the time it expires). */
	private const LOCK = '_tresen_paypal_lock_';

	/** Seconds a lock lasts at most (three PayPal calls of 45 s each, and some). */
	public const LOCK_SECONDS = 180;

	/**
	 * Locks this request holds (PayPal order id => expiry written).
	 *
	 * @var array<string, string>
	 */
	private static $held = array();

	/**
	 * The option name for a PayPal order id (ids are short upper-case
	 * alphanumerics; anything else is hashed).
	 *
	 * @param string $prefix Prefix.
	 * @param string $token  PayPal order id.
	 */
	private static function name( string $prefix, string $token ): string {
		return $prefix . ( preg_match( '/^[A-Za-z0-9-]{1,64}$/', $token ) ? $token : md5( $token ) );
	}

	/**
	 * Inserts a row unless one of that name exists.
	 *
	 * @param string $name  Option name.
	 * @param string $value Value.
	 * @return bool Whether this call inserted it.
	 */
	private static function insert( string $name, string $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic insert-if-absent; the options API has none.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $value ) );
		return 1 === (int) $done;
	}

	/**
	 * A row's value (null when absent), read past every cache.
	 *
	 * @param string $name Option name.
	 */
	private static function read( string $name ): ?string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Read past the caches on purpose.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * Claims a PayPal order for a WooCommerce order, or says who has it.
	 *
	 * @param string $token    PayPal order id.
	 * @param int    $order_id WooCommerce order id.
	 * @return int The order that holds the claim now (this one, or the one that was first).
	 */
	public static function claim( string $token, int $order_id ): int {
		if ( '' === $token || $order_id <= 0 ) {
			return 0;
		}
		$name = self::name( self::CLAIM, $token );
		if ( self::insert( $name, (string) $order_id ) ) {
			Log::info( sprintf( 'PayPal order %s claimed for order #%d.', $token, $order_id ) );
			return $order_id;
		}
		$holder = (int) self::read( $name );
		if ( $holder !== $order_id ) {
			Log::warning( sprintf( 'PayPal order %s is claimed by order #%d; order #%d was refused.', $token, $holder, $order_id ) );
		}
		return $holder;
	}

	/**
	 * The WooCommerce order that claimed a PayPal order (0 when none did).
	 *
	 * @param string $token PayPal order id.
	 */
	public static function holder( string $token ): int {
		return '' === $token ? 0 : (int) self::read( self::name( self::CLAIM, $token ) );
	}

	/**
	 * Takes the short lock of a PayPal order (again, when this request holds it).
	 *
	 * @param string $token PayPal order id.
	 * @return bool Whether this request holds it now.
	 */
	public static function lock( string $token ): bool {
		if ( '' === $token ) {
			return false;
		}
		if ( isset( self::$held[ $token ] ) ) {
			return true;
		}
		$name  = self::name( self::LOCK, $token );
		$until = (string) ( time() + self::LOCK_SECONDS ) . '.' . wp_generate_password( 8, false );
		if ( self::insert( $name, $until ) ) {
			self::$held[ $token ] = $until;
			return true;
		}
		$current = self::read( $name );
		if ( null !== $current && (int) $current > time() ) {
			Log::info( sprintf( 'PayPal order %s is being processed by another request.', $token ) );
			return false;
		}
		// Expired (its request died) or just released: taken over only if nobody else was quicker.
		global $wpdb;
		if ( null === $current ) {
			$won = self::insert( $name, $until );
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Compare-and-swap of the expired lock.
			$won = 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $until, $name, $current ) );
		}
		if ( $won ) {
			self::$held[ $token ] = $until;
		}
		return $won;
	}

	/**
	 * Whether another request holds the lock of a PayPal order right now.
	 *
	 * @param string $token PayPal order id.
	 */
	public static function busy( string $token ): bool {
		if ( '' === $token || isset( self::$held[ $token ] ) ) {
			return false;
		}
		$current = self::read( self::name( self::LOCK, $token ) );
		return null !== $current && (int) $current > time();
	}

	/** Releases every lock this request still holds. */
	public static function release_all(): void {
		foreach ( array_keys( self::$held ) as $token ) {
			self::unlock( (string) $token );
		}
	}

	/**
	 * Releases the lock this request holds.
	 *
	 * @param string $token PayPal order id.
	 */
	public static function unlock( string $token ): void {
		if ( ! isset( self::$held[ $token ] ) ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Only the row this request wrote.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::name( self::LOCK, $token ), self::$held[ $token ] ) );
		unset( self::$held[ $token ] );
	}
}
