<?php
/**
 * One PayPal order pays one WooCommerce order.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V5\Claim as Rows;

defined( 'ABSPATH' ) || exit;

/**
 * A PayPal order id is claimed by exactly one WooCommerce order before
 * anything is patched or captured, and a short lock keeps a second request
 * with the same PayPal order (a second click on "Zahlungspflichtig
 * bestellen", a webhook arriving meanwhile) out while one is at work.
 *
 * Both are common/php's Claim rows in the scope "paypal" (an atomic insert
 * into the options table, whose `option_name` is unique: one request wins,
 * on MariaDB and on SQLite): the claim `_tresen_paypal_claim_<id>` holds the
 * WooCommerce order id and stays as long as that order exists; it is
 * released when the order is deleted for good (not when it is trashed). A
 * PayPal order that was captured for a deleted order still cannot pay a new
 * one: its capture names the deleted order (custom_id, Capture::names()).
 * The lock `_tresen_paypal_lock_<id>` expires after LOCK_SECONDS and is
 * deleted by the daily cleanup.
 */
final class Claim {

	/** Scope of the rows. */
	private const SCOPE = 'paypal';

	/** Seconds a lock lasts at most (three PayPal calls of 45 s each, and some). */
	public const LOCK_SECONDS = 180;

	/** Releases an order's claims when the order is deleted for good. */
	public static function register(): void {
		// HPOS and the posts data store (WC_Order::delete( true )).
		add_action( 'woocommerce_delete_order', array( self::class, 'order_deleted' ) );
		// A shop order post deleted past WooCommerce's data store (wp_delete_post()).
		add_action( 'before_delete_post', array( self::class, 'post_deleted' ), 10, 2 );
	}

	/**
	 * Releases the claims of a deleted order.
	 *
	 * @param mixed $order_id Order id.
	 */
	public static function order_deleted( $order_id ): void {
		$order_id = absint( $order_id );
		if ( $order_id > 0 && Rows::release_owner( self::SCOPE, (string) $order_id ) > 0 ) {
			Log::info( sprintf( 'Order #%d deleted: its PayPal order claims were released.', $order_id ) );
		}
	}

	/**
	 * Releases the claims of a shop order post being deleted.
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    Post.
	 */
	public static function post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && 'shop_order' === $post->post_type ) {
			self::order_deleted( $post_id );
		}
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
		$holder = (int) Rows::claim( self::SCOPE, $token, (string) $order_id );
		if ( $holder === $order_id ) {
			Log::info( sprintf( 'PayPal order %s claimed for order #%d.', $token, $order_id ) );
		} else {
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
		return (int) Rows::holder( self::SCOPE, $token );
	}

	/**
	 * Takes the short lock of a PayPal order (again, when this request holds it).
	 *
	 * @param string $token PayPal order id.
	 * @return bool Whether this request holds it now.
	 */
	public static function lock( string $token ): bool {
		if ( Rows::lock( self::SCOPE, $token, self::LOCK_SECONDS ) ) {
			return true;
		}
		if ( '' !== $token ) {
			Log::info( sprintf( 'PayPal order %s is being processed by another request.', $token ) );
		}
		return false;
	}

	/**
	 * Whether another request holds the lock of a PayPal order right now.
	 *
	 * @param string $token PayPal order id.
	 */
	public static function busy( string $token ): bool {
		return Rows::busy( self::SCOPE, $token );
	}

	/** Releases every PayPal lock this request still holds. */
	public static function release_all(): void {
		Rows::unlock_all( self::SCOPE );
	}

	/**
	 * Releases the lock this request holds.
	 *
	 * @param string $token PayPal order id.
	 */
	public static function unlock( string $token ): void {
		Rows::unlock( self::SCOPE, $token );
	}
}
