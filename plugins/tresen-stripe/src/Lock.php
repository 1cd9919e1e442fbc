<?php
/**
 * A short lock that only one request can hold.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V5\Claim;

defined( 'ABSPATH' ) || exit;

/**
 * The Stripe plugin's locks (a checkout session, an order being paid):
 * common/php's Claim locks in the scope "stripe" — one row per lock,
 * inserted atomically, so of two requests that try at the same moment
 * exactly one gets it; an expired lock (a request that died) is taken over,
 * so it never blocks for longer than its time to live, and the daily
 * cleanup deletes it.
 */
final class Lock {

	/** Scope of the lock rows (`_tresen_stripe_lock_…`). */
	private const SCOPE = 'stripe';

	/** How long a lock holds at most (seconds): longer than one Stripe call's timeout. */
	public const TTL = 60;

	/**
	 * The option name of a lock.
	 *
	 * @param string $key What is locked (e.g. "session-<customer id>", "order-12").
	 */
	public static function name( string $key ): string {
		return Claim::lock_name( self::SCOPE, $key );
	}

	/**
	 * Takes a lock; false when another request holds it.
	 *
	 * @param string $key What is locked.
	 * @param int    $ttl Seconds it holds at most.
	 */
	public static function acquire( string $key, int $ttl = self::TTL ): bool {
		return Claim::lock( self::SCOPE, $key, $ttl );
	}

	/**
	 * Releases a lock this request holds (another request's is left alone).
	 *
	 * @param string $key What was locked.
	 */
	public static function release( string $key ): void {
		Claim::unlock( self::SCOPE, $key );
	}

	/** Releases every lock this request holds (at the end of the request). */
	public static function release_all(): void {
		Claim::unlock_all( self::SCOPE );
	}

	/**
	 * Whether this request holds a lock.
	 *
	 * @param string $key What is locked.
	 */
	public static function holds( string $key ): bool {
		return Claim::holds( self::SCOPE, $key );
	}
}
