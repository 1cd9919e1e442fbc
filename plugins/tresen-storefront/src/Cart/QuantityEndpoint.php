<?php
/**
 * `flatsome_ajax_cart_item_alter_quantity`: changes the quantity of one cart
 * item from the mini cart and answers with fresh fragments, like
 * WooCommerce's own cart endpoints. The storefront's client calls it on
 * `?wc-ajax=` (WooCommerce's light endpoint); the admin-ajax action stays
 * for compatibility with Flatsome-era scripts, but boots wp-admin per call.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Cart;

use Tresen\Storefront\Guard\InputGuard;

defined( 'ABSPATH' ) || exit;

/**
 * The mini-cart quantity endpoint.
 */
final class QuantityEndpoint {

	public const ACTION       = 'flatsome_ajax_cart_item_alter_quantity';
	public const NONCE_ACTION = 'tresen-cart-quantity';

	/**
	 * Registers the endpoint on wc-ajax and the action on admin-ajax, for guests and customers.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Sends an error reply and ends the request.
	 *
	 * @param string $code    Machine code.
	 * @param string $message Text for the shopper.
	 * @param int    $status  HTTP status.
	 */
	private static function fail( string $code, string $message, int $status ): void {
		wp_send_json_error(
			array(
				'code'    => $code,
				'message' => $message,
			),
			$status
		);
	}

	/**
	 * Handles the request: nonce (from the fragments, per session), a cart item
	 * of the caller's own cart, a quantity the product allows.
	 */
	public static function handle(): void {
		// A list or unreadable text where one value belongs (also on admin-ajax).
		$problem = InputGuard::problem( (array) wp_unslash( $_POST ), false ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- shape only, before the nonce.
		if ( null !== $problem ) {
			self::fail( 'invalid_input', $problem, 400 );
			return;
		}
		if ( false === check_ajax_referer( self::NONCE_ACTION, 'security', false ) ) {
			self::fail( 'invalid_nonce', __( 'Your session has expired. Please reload the page.', 'tresen-storefront' ), 403 );
			return;
		}
		if ( ! function_exists( 'WC' ) || null === WC()->cart ) {
			self::fail( 'no_cart', __( 'Your cart could not be updated. Please try again.', 'tresen-storefront' ), 400 );
			return;
		}

		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked above.
		$key = isset( $_POST['cart_item_key'] ) ? sanitize_key( wp_unslash( $_POST['cart_item_key'] ) ) : '';
		$raw = isset( $_POST['quantity'] ) ? sanitize_text_field( wp_unslash( $_POST['quantity'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing

		// Not finite, negative, huge or not whole: never rounded or emptied silently.
		if ( ! InputGuard::valid_quantity( $raw ) ) {
			self::fail( 'invalid_quantity', __( 'Please enter a valid quantity.', 'tresen-storefront' ), 400 );
			return;
		}
		$quantity = wc_stock_amount( (float) $raw );
		$cart     = WC()->cart;
		$item     = '' !== $key ? $cart->get_cart_item( $key ) : array();
		if ( empty( $item ) || ! isset( $item['data'] ) || ! $item['data'] instanceof \WC_Product ) {
			self::fail( 'unknown_item', __( 'This product is no longer in your cart.', 'tresen-storefront' ), 404 );
			return;
		}

		if ( $quantity <= 0 ) {
			$cart->remove_cart_item( $key );
		} else {
			$error = self::check_quantity( $item['data'], $quantity, $key, $item );
			if ( null !== $error ) {
				self::fail( 'invalid_quantity', $error, 400 );
				return;
			}
			$cart->set_quantity( $key, $quantity, true );
		}

		\WC_AJAX::get_refreshed_fragments();
	}

	/**
	 * Why a quantity cannot be set, or null when it can.
	 *
	 * @param \WC_Product          $product  Product in the cart.
	 * @param int|float            $quantity Wanted quantity.
	 * @param string               $key      Cart item key.
	 * @param array<string, mixed> $item     Cart item.
	 */
	public static function check_quantity( \WC_Product $product, $quantity, string $key, array $item ): ?string {
		if ( $product->is_sold_individually() && $quantity > 1 ) {
			/* translators: %s: product name. */
			return sprintf( __( 'You can only buy one “%s” per order.', 'tresen-storefront' ), $product->get_name() );
		}
		$max = $product->get_max_purchase_quantity();
		if ( $max > 0 && $quantity > $max ) {
			return sprintf(
				/* translators: 1: number in stock, 2: product name. */
				_n( 'Sorry, only %1$s of “%2$s” is in stock.', 'Sorry, only %1$s of “%2$s” are in stock.', (int) $max, 'tresen-storefront' ),
				number_format_i18n( $max ),
				$product->get_name()
			);
		}
		/** This filter is documented in WooCommerce (cart form handler). */
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, fired as WooCommerce fires it.
		if ( ! apply_filters( 'woocommerce_update_cart_validation', true, $key, $item, $quantity ) ) {
			return __( 'Your cart could not be updated. Please try again.', 'tresen-storefront' );
		}
		return null;
	}
}
