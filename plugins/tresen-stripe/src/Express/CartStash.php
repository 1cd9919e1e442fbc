<?php
/**
 * Keeps the shopper's cart aside while a single product is bought from its page.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

defined( 'ABSPATH' ) || exit;

/**
 * Buying from the product page pays for that one product only, yet the
 * shopper's cart must neither be lost nor paid along. So the first
 * express add-to-cart stores the cart's items (and coupons) in the
 * shopper's WooCommerce session, empties the cart and puts the product in.
 * The stored cart comes back:
 * - when the sheet is cancelled or the order fails (`wc_stripe_clear_cart`);
 * - after the order went through: on the order-received page once
 *   WooCommerce has emptied the cart there (its `woocommerce_thankyou`
 *   action), else on the next storefront page once the order is paid;
 * - on the cart or checkout page when the shopper left the sheet without
 *   either (a closed tab, a dropped connection), so nothing is lost.
 * A second express add-to-cart while one is stored keeps the first copy.
 */
final class CartStash {

	/** Session key of the stored cart. */
	private const SESSION = 'tresen_stripe_express_stash';

	/** Item fields WooCommerce computes; everything else is the item's own data. */
	private const COMPUTED = array( 'key', 'product_id', 'variation_id', 'variation', 'quantity', 'data', 'data_hash', 'line_tax_data', 'line_subtotal', 'line_subtotal_tax', 'line_total', 'line_tax' );

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'template_redirect', array( self::class, 'on_page' ), 30 );
		add_action( 'woocommerce_thankyou', array( self::class, 'maybe_restore' ), 1 );
	}

	/**
	 * On a storefront page (not the order-received page: WooCommerce empties
	 * the cart while it renders that page, so the cart comes back after that,
	 * on `woocommerce_thankyou`).
	 */
	public static function on_page(): void {
		if ( function_exists( 'is_order_received_page' ) && is_order_received_page() ) {
			return;
		}
		self::maybe_restore();
	}

	/** Whether a cart is stored. */
	public static function active(): bool {
		return is_array( self::stored() );
	}

	/**
	 * The stored cart.
	 *
	 * @return array{items: array<int, array<string, mixed>>, coupons: string[], order: int}|null
	 */
	private static function stored(): ?array {
		$stash = WC()->session ? WC()->session->get( self::SESSION ) : null;
		return is_array( $stash ) && isset( $stash['items'] ) && is_array( $stash['items'] ) ? array(
			'items'   => $stash['items'],
			'coupons' => isset( $stash['coupons'] ) && is_array( $stash['coupons'] ) ? array_map( 'strval', $stash['coupons'] ) : array(),
			'order'   => isset( $stash['order'] ) ? (int) $stash['order'] : 0,
		) : null;
	}

	/**
	 * Stores the cart (unless one is stored already) and empties it.
	 */
	public static function save(): void {
		$cart = WC()->cart;
		if ( ! $cart || ! WC()->session ) {
			return;
		}
		if ( ! self::active() ) {
			$items = array();
			foreach ( $cart->get_cart() as $item ) {
				$own     = array_diff_key( $item, array_flip( self::COMPUTED ) );
				$items[] = array(
					'product_id'   => (int) $item['product_id'],
					'variation_id' => (int) ( $item['variation_id'] ?? 0 ),
					'variation'    => isset( $item['variation'] ) && is_array( $item['variation'] ) ? $item['variation'] : array(),
					'quantity'     => (int) $item['quantity'],
					'data'         => $own,
				);
			}
			WC()->session->set(
				self::SESSION,
				array(
					'items'   => $items,
					'coupons' => array_values( $cart->get_applied_coupons() ),
					'order'   => 0,
				)
			);
		}
		$cart->empty_cart( false );
	}

	/**
	 * Notes the order placed from the express cart: the stored cart comes
	 * back once the order is no longer pending (see maybe_restore()).
	 *
	 * @param int $order_id Order id.
	 */
	public static function order_placed( int $order_id ): void {
		$stash = self::stored();
		if ( null === $stash ) {
			return;
		}
		$stash['order'] = $order_id;
		WC()->session->set( self::SESSION, $stash );
	}

	/**
	 * Puts the stored cart back in place of what is in the cart now.
	 */
	public static function restore(): void {
		$stash = self::stored();
		$cart  = WC()->cart;
		if ( null === $stash || ! $cart ) {
			return;
		}
		WC()->session->set( self::SESSION, null );
		$cart->empty_cart( false );
		foreach ( $stash['items'] as $item ) {
			$data = isset( $item['data'] ) && is_array( $item['data'] ) ? $item['data'] : array();
			$cart->add_to_cart( (int) $item['product_id'], (int) $item['quantity'], (int) $item['variation_id'], (array) $item['variation'], $data );
		}
		foreach ( $stash['coupons'] as $code ) {
			if ( method_exists( $cart, 'apply_coupon' ) && method_exists( $cart, 'has_discount' ) && ! $cart->has_discount( $code ) ) {
				$cart->apply_coupon( $code );
			}
		}
		// Notices WooCommerce added while re-adding ("… added to your cart") are not news to the shopper.
		wc_clear_notices();
		$cart->calculate_totals();
	}

	/**
	 * Brings the stored cart back after the express order went through, or
	 * on the cart and checkout pages when the sheet was left without an order.
	 */
	public static function maybe_restore(): void {
		if ( ! function_exists( 'WC' ) || ! WC()->session ) {
			return;
		}
		$stash = self::stored();
		if ( null === $stash ) {
			return;
		}
		$paid = false;
		if ( $stash['order'] > 0 ) {
			$order = wc_get_order( $stash['order'] );
			$paid  = $order instanceof \WC_Order && ! $order->has_status( array( 'pending', 'failed' ) );
		}
		// The order-received page is a checkout page too; there only a paid order brings the cart back.
		$received         = function_exists( 'is_order_received_page' ) && is_order_received_page();
		$cart_or_checkout = ! $received && ( ( function_exists( 'is_cart' ) && is_cart() ) || ( function_exists( 'is_checkout' ) && is_checkout() ) );
		if ( $paid || $cart_or_checkout ) {
			self::restore();
		}
	}
}
