<?php
/**
 * PayPal on WooCommerce's Cart and Checkout blocks.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Blocks;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Tresen\Common\V5\Assets;
use Tresen\Common\V5\CrossSite;
use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\PayPal\Log;
use Tresen\PayPal\Messages;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the payment method (`woocommerce_blocks_payment_method_type_registration`:
 * WooCommerce loads the script on block cart and checkout pages only) and
 * guards the Store API checkout as `Checkout::validate()` guards the
 * classic one, before the order is touched: a post from another website is
 * refused; a PayPal order another order holds, or one whose submit is still
 * at work, is refused with the German message; otherwise its lock is taken
 * (`process_payment()` then claims, patches and captures under it, as on
 * the classic checkout).
 */
final class Blocks {

	/**
	 * The plugin's assets.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Hooks in.
	 *
	 * @param Assets $assets The plugin's assets.
	 */
	public static function register( Assets $assets ): void {
		self::$assets = $assets;
		add_action( 'woocommerce_blocks_payment_method_type_registration', array( self::class, 'register_method' ) );
		// Step 3 of the Store API checkout: the cart and session are loaded, the order not yet touched.
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'guard' ), 1, 2 );
		// Before WooCommerce's own payment step (priority 999) hands payment_data to process_payment().
		add_action( 'woocommerce_rest_checkout_process_payment_with_context', array( self::class, 'field_names' ), 10, 1 );
	}

	/**
	 * The Store API lower-cases `payment_data`'s keys (`sanitize_key`): the
	 * gateway reads the classic checkout's `paymentToken` and `payerID`, so
	 * they are added under those names.
	 *
	 * @param object $context WooCommerce's PaymentContext.
	 */
	public static function field_names( $context ): void {
		if ( ! is_object( $context ) || ! method_exists( $context, 'set_payment_data' ) || Gateway::ID !== $context->payment_method ) {
			return;
		}
		$data = (array) $context->payment_data;
		foreach ( array( 'paymentToken', 'payerID' ) as $name ) {
			if ( ! isset( $data[ $name ] ) && isset( $data[ strtolower( $name ) ] ) ) {
				$data[ $name ] = $data[ strtolower( $name ) ];
			}
		}
		$context->set_payment_data( $data );
	}

	/**
	 * Registers the payment method.
	 *
	 * @param object $registry WooCommerce's PaymentMethodRegistry.
	 */
	public static function register_method( $registry ): void {
		if ( is_object( $registry ) && method_exists( $registry, 'register' ) ) {
			$registry->register( new PaymentMethod( array( self::class, 'script' ) ) );
		}
	}

	/** Registers the block script and returns its handle. */
	public static function script(): string {
		return null !== self::$assets ? self::$assets->register( PaymentMethod::ENTRY ) : '';
	}

	/** Whether this page is the cart or checkout page holding the Cart or Checkout block. */
	public static function block_page(): bool {
		if ( ! function_exists( 'wc_get_page_id' ) ) {
			return false;
		}
		foreach ( array( 'cart', 'checkout' ) as $page ) {
			$is   = 'cart' === $page ? ( function_exists( 'is_cart' ) && is_cart() ) : ( function_exists( 'is_checkout' ) && is_checkout() );
			$post = $is ? get_post( wc_get_page_id( $page ) ) : null;
			if ( $post instanceof \WP_Post && has_block( 'woocommerce/' . $page, $post ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The PayPal order id in a Store API checkout's `payment_data`.
	 *
	 * @param \WP_REST_Request $request The checkout request.
	 */
	public static function token( $request ): string {
		$data = $request instanceof \WP_REST_Request ? $request->get_param( 'payment_data' ) : null;
		foreach ( is_array( $data ) ? $data : array() as $item ) {
			if ( is_array( $item ) && 'paymentToken' === ( $item['key'] ?? '' ) && is_string( $item['value'] ?? null ) ) {
				return sanitize_text_field( $item['value'] );
			}
		}
		return '';
	}

	/**
	 * Refuses a Store API checkout with PayPal that must not go on.
	 *
	 * @param \WC_Customer     $customer The customer.
	 * @param \WP_REST_Request $request  The checkout request.
	 * @throws RouteException With the German message.
	 */
	public static function guard( $customer, $request ): void {
		unset( $customer );
		if ( ! $request instanceof \WP_REST_Request || Gateway::ID !== $request->get_param( 'payment_method' ) ) {
			return;
		}
		if ( CrossSite::request() ) {
			Log::warning( 'Store API checkout refused: the request came from another website.' );
			throw new RouteException( 'tresen_paypal_cross_site', esc_html( Messages::cross_site() ), 403 );
		}
		$token = self::token( $request );
		if ( '' === $token ) {
			return;
		}
		$session  = WC()->session;
		$awaiting = $session ? absint( $session->get( 'store_api_draft_order' ) ) : 0;
		$refusal  = Checkout::refusal( $token, $awaiting );
		if ( null !== $refusal ) {
			throw new RouteException( esc_html( $refusal[0] ), esc_html( $refusal[1] ), 409 );
		}
	}
}
