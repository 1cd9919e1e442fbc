<?php
/**
 * The PayPal button on the product page: generating the cart.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V4\CrossSite;

defined( 'ABSPATH' ) || exit;

/**
 * Product pages are cached, so their HTML carries no nonce: the button
 * asks `GET ?wc-ajax=tresen_paypal_nonces` on click. Then
 * `POST ?wc-ajax=tresen_paypal_generate_cart` (nonce, `add-to-cart`,
 * `quantity`, `variation_id`, `attribute_*` and the other form fields) puts
 * the product into the shopper's cart next to what is already there —
 * nothing is removed — and says how many other items stay in it, so the
 * button can tell the shopper they are paid along (and the checkout shows
 * them all before the order is placed). A second click replaces what the
 * first one added instead of adding it twice.
 */
final class ProductCart {

	/** Nonce action of the generate-cart call. */
	public const NONCE = 'tresen-paypal-generate-cart';

	/** Session key: cart item key and quantity the last generation added. */
	private const SESSION_ADDED = 'tresen_paypal_generated';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_tresen_paypal_nonces', array( self::class, 'nonces' ) );
		add_action( 'wc_ajax_tresen_paypal_generate_cart', array( self::class, 'generate' ) );
		add_action( 'woocommerce_after_add_to_cart_button', array( self::class, 'box' ) );
	}

	/**
	 * The button box inside the product form (the same for every visitor).
	 */
	public static function box(): void {
		if ( ! Buttons::active() ) {
			return;
		}
		echo '<div class="tresen-paypal-buttons" data-context="product"></div>';
	}

	/**
	 * The visitor's nonces (never cached).
	 */
	public static function nonces(): void {
		nocache_headers();
		wp_send_json_success(
			array(
				'generateCart'  => wp_create_nonce( self::NONCE ),
				'startCheckout' => wp_create_nonce( Checkout::NONCE ),
			)
		);
	}

	/**
	 * Answers the generate-cart call.
	 */
	public static function generate(): void {
		if ( CrossSite::post() ) {
			Log::warning( 'Generate cart refused: the request came from another website.' );
			wp_send_json_error( array( 'messages' => Messages::cross_site() ), 403 );
		}
		$result = self::add( wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- Checked in add().
		if ( isset( $result['messages'] ) ) {
			wp_send_json_error( array( 'messages' => 1 === count( $result['messages'] ) ? $result['messages'][0] : $result['messages'] ) );
		}
		wp_send_json_success( $result );
	}

	/**
	 * Puts the posted product into the cart.
	 *
	 * @param array<string, mixed> $posted Posted fields.
	 * @return array{messages: string[]}|array{others: int}
	 */
	public static function add( array $posted ): array {
		$nonce = isset( $posted['nonce'] ) && is_string( $posted['nonce'] ) ? $posted['nonce'] : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return array( 'messages' => array( __( 'Your session has expired. Please reload the page and try again.', 'tresen-paypal' ) ) );
		}
		if ( ! Buttons::active() ) {
			return array( 'messages' => array( __( 'PayPal is not available right now. Please choose another payment method.', 'tresen-paypal' ) ) );
		}
		$product_id   = isset( $posted['add-to-cart'] ) && is_scalar( $posted['add-to-cart'] ) ? absint( $posted['add-to-cart'] ) : 0;
		$variation_id = isset( $posted['variation_id'] ) && is_scalar( $posted['variation_id'] ) ? absint( $posted['variation_id'] ) : 0;
		$quantity     = isset( $posted['quantity'] ) && is_scalar( $posted['quantity'] ) ? wc_stock_amount( (float) $posted['quantity'] ) : 1;
		$product      = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || $quantity <= 0 ) {
			return array( 'messages' => array( Messages::generic() ) );
		}
		$attributes = array();
		foreach ( $posted as $key => $value ) {
			if ( is_string( $key ) && 0 === strpos( $key, 'attribute_' ) && is_string( $value ) ) {
				$attributes[ sanitize_title( $key ) ] = wc_clean( $value );
			}
		}
		if ( $product->is_type( 'variable' ) && ! $variation_id ) {
			return array( 'messages' => array( __( 'Please choose product options before paying with PayPal.', 'tresen-paypal' ) ) );
		}
		$cart = WC()->cart;
		if ( ! $cart ) {
			return array( 'messages' => array( Messages::generic() ) );
		}
		self::undo_previous( $cart );
		wc_clear_notices();
		$valid = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity, $variation_id, $attributes ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter.
		$key   = $valid ? $cart->add_to_cart( $product_id, $quantity, $variation_id, $attributes ) : false;
		if ( ! $key ) {
			$messages = array_map(
				static fn( $notice ) => wp_strip_all_tags( is_array( $notice ) ? (string) $notice['notice'] : (string) $notice ),
				wc_get_notices( 'error' )
			);
			wc_clear_notices();
			return array( 'messages' => $messages ? $messages : array( Messages::generic() ) );
		}
		WC()->session->set(
			self::SESSION_ADDED,
			array(
				'key'      => $key,
				'quantity' => $quantity,
			)
		);
		$others = 0;
		foreach ( $cart->get_cart() as $item_key => $item ) {
			if ( $item_key !== $key ) {
				$others += (int) $item['quantity'];
			}
		}
		return array( 'others' => $others );
	}

	/**
	 * Takes back what the previous generation added (a second click).
	 *
	 * @param \WC_Cart $cart Cart.
	 */
	private static function undo_previous( \WC_Cart $cart ): void {
		$added = WC()->session ? WC()->session->get( self::SESSION_ADDED ) : null;
		if ( ! is_array( $added ) || ! isset( $added['key'], $added['quantity'] ) ) {
			return;
		}
		WC()->session->set( self::SESSION_ADDED, null );
		$item = $cart->get_cart_item( (string) $added['key'] );
		if ( ! $item ) {
			return;
		}
		$left = (int) $item['quantity'] - (int) $added['quantity'];
		if ( $left > 0 ) {
			$cart->set_quantity( (string) $added['key'], $left );
		} else {
			$cart->remove_cart_item( (string) $added['key'] );
		}
	}

	/** Forgets the last generation (the order was placed). */
	public static function forget(): void {
		if ( WC()->session ) {
			WC()->session->set( self::SESSION_ADDED, null );
		}
	}
}
