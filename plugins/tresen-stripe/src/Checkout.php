<?php
/**
 * One checkout at a time per shopper.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Two checkout posts of the same session at the same moment (a double
 * click, a second tab, a retried request) would each create an order and
 * each charge it; with a saved card nobody would notice until the
 * statement. When the chosen method is a Stripe one, the checkout takes a
 * short lock per session (Lock: one row, inserted atomically) before
 * WooCommerce creates the order; the second post is answered with a German
 * "wird schon bearbeitet" and creates nothing. The lock goes when the
 * payment step ends, when the checkout refuses the post, or with the
 * request (at the latest after Lock::TTL seconds).
 */
final class Checkout {

	/**
	 * The lock this request took ('' when none).
	 *
	 * @var string
	 */
	private static $key = '';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		// Before WooCommerce validates the post and creates the order.
		add_action( 'woocommerce_checkout_process', array( self::class, 'lock' ), 1 );
		// A refused post (missing fields, terms, age): the shopper may try again at once.
		add_action( 'woocommerce_after_checkout_validation', array( self::class, 'release_after_errors' ), PHP_INT_MAX, 2 );
		add_action( 'shutdown', array( Lock::class, 'release_all' ) );
	}

	/** The shopper's message while their payment runs. */
	public static function busy_message(): string {
		return __( 'Your payment is already being processed. Please wait a moment.', 'tresen-stripe' );
	}

	/**
	 * The session's lock key, or '' without a session.
	 */
	public static function session_key(): string {
		$session = function_exists( 'WC' ) ? WC()->session : null;
		if ( ! $session instanceof \WC_Session ) {
			return '';
		}
		$customer = (string) $session->get_customer_id();
		return '' !== $customer ? 'session-' . $customer : '';
	}

	/**
	 * Takes the session's lock when a Stripe method pays; refuses the post
	 * (WooCommerce shows the exception's message) when another request holds it.
	 *
	 * @throws \Exception When another checkout of this session runs.
	 */
	public static function lock(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the checkout nonce before this hook.
		$method = isset( $_POST['payment_method'] ) && is_scalar( $_POST['payment_method'] ) ? sanitize_key( wp_unslash( (string) $_POST['payment_method'] ) ) : '';
		if ( 'stripe' !== $method && 0 !== strpos( $method, 'stripe_' ) ) {
			return;
		}
		if ( \Tresen\Common\V4\CrossSite::post() ) {
			// Whatever the theme: a Stripe payment is never started from another website.
			Log::info( 'Checkout: refused a post from another website' );
			throw new \Exception( esc_html__( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-stripe' ) );
		}
		$key = self::session_key();
		if ( '' === $key ) {
			return;
		}
		if ( ! Lock::acquire( $key ) ) {
			Log::info( 'Checkout: a second post of the same session while one runs, refused (no order created)' );
			throw new \Exception( esc_html( self::busy_message() ) );
		}
		self::$key = $key;
	}

	/**
	 * Releases the lock when the checkout refused the post.
	 *
	 * @param array<string, mixed> $data   Posted data.
	 * @param \WP_Error            $errors Validation errors.
	 */
	public static function release_after_errors( $data, $errors ): void {
		unset( $data );
		if ( ( $errors instanceof \WP_Error && $errors->has_errors() ) || ( function_exists( 'wc_notice_count' ) && wc_notice_count( 'error' ) > 0 ) ) {
			self::release();
		}
	}

	/** Releases this request's checkout lock (after the payment step). */
	public static function release(): void {
		if ( '' !== self::$key ) {
			Lock::release( self::$key );
			self::$key = '';
		}
	}
}
