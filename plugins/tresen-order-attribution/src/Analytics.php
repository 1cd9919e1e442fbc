<?php
/**
 * Analytics events in GA4's e-commerce shape on `window.dataLayer`, pushed
 * only with the visitor's consent (category "analytics"): product view, add
 * to cart, remove from cart, begin checkout and purchase. Product pages stay
 * cacheable (their data is public); the checkout and the order-received page,
 * never cached, name the cart and the order. The purchase is named once per
 * order.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution;

use Tresen\Common\V4\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Page data for the analytics script.
 */
final class Analytics {

	public const ENTRY = 'analytics';

	/** Order meta: the purchase event was handed to a page. */
	public const PURCHASE_META = '_tresen_analytics_purchase_named';

	/**
	 * Enqueues the script with this page's data.
	 *
	 * @param Assets $assets Asset helper.
	 * @param string $gate   Consent gate handle ('' without the consent plugin).
	 */
	public static function enqueue( Assets $assets, string $gate ): void {
		if ( ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		$handle = $assets->enqueue( self::ENTRY, '' !== $gate ? array( $gate ) : array() );
		$assets->settings( $handle, 'tresenAnalytics', self::settings() );
	}

	/**
	 * Settings: the consent category, the currency and this page's events.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$settings = array(
			/**
			 * Consent category that allows analytics events.
			 *
			 * @param string $category Default "analytics".
			 */
			'consentCategory' => (string) apply_filters( 'tresen_analytics_consent_category', 'analytics' ),
			'currency'        => get_woocommerce_currency(),
		);
		if ( is_product() ) {
			$product = wc_get_product( get_queried_object_id() );
			if ( $product instanceof \WC_Product ) {
				$settings['view'] = self::item( $product );
			}
		} elseif ( is_checkout() && ! is_order_received_page() && WC()->cart && ! WC()->cart->is_empty() ) {
			$items = array();
			foreach ( WC()->cart->get_cart() as $line ) {
				if ( isset( $line['data'] ) && $line['data'] instanceof \WC_Product ) {
					$items[] = self::item( $line['data'], (int) $line['quantity'] );
				}
			}
			$settings['beginCheckout'] = array(
				'value' => (float) WC()->cart->get_total( 'edit' ),
				'items' => $items,
			);
		} elseif ( is_order_received_page() ) {
			$purchase = self::purchase();
			if ( null !== $purchase ) {
				$settings['purchase'] = $purchase;
			}
		}
		return $settings;
	}

	/**
	 * One product as a GA4 item.
	 *
	 * @param \WC_Product $product  Product or variation.
	 * @param int         $quantity Quantity.
	 * @return array<string, mixed>
	 */
	public static function item( \WC_Product $product, int $quantity = 1 ): array {
		$parent = $product->get_parent_id() ? wc_get_product( $product->get_parent_id() ) : null;
		$terms  = get_the_terms( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id(), 'product_cat' );
		$item   = array(
			// The product id, as the cart's events name it (add and remove happen in the browser).
			'item_id'       => (string) ( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id() ),
			'item_sku'      => $product->get_sku(),
			'item_name'     => $parent instanceof \WC_Product ? $parent->get_name() : $product->get_name(),
			'item_category' => is_array( $terms ) && isset( $terms[0] ) ? $terms[0]->name : '',
			'price'         => (float) wc_get_price_to_display( $product ),
			'quantity'      => $quantity,
			'product_type'  => $product->get_type(),
		);
		if ( $parent instanceof \WC_Product && $product instanceof \WC_Product_Variation ) {
			$item['item_variant'] = wc_get_formatted_variation( $product, true, false );
		}
		/**
		 * Filters one product's analytics item (e.g. to add drink data).
		 *
		 * @param array<string, mixed> $item    Item.
		 * @param \WC_Product          $product Product.
		 */
		return (array) apply_filters( 'tresen_analytics_item', $item, $product );
	}

	/**
	 * The purchase of the order on this order-received page, once per order.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function purchase(): ?array {
		global $wp;
		$order_id = isset( $wp->query_vars['order-received'] ) ? absint( $wp->query_vars['order-received'] ) : 0;
		$order    = $order_id ? wc_get_order( $order_id ) : false;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the order key is the check.
		$key = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		if ( ! $order instanceof \WC_Order || ! hash_equals( $order->get_order_key(), $key ) || $order->get_meta( self::PURCHASE_META ) ) {
			return null;
		}
		$items = array();
		foreach ( $order->get_items() as $line ) {
			if ( $line instanceof \WC_Order_Item_Product && $line->get_product() instanceof \WC_Product ) {
				$items[] = self::item( $line->get_product(), (int) $line->get_quantity() );
			}
		}
		$order->update_meta_data( self::PURCHASE_META, gmdate( 'c' ) );
		$order->save();
		return array(
			'transaction_id' => (string) $order->get_order_number(),
			'value'          => (float) $order->get_total(),
			'tax'            => (float) $order->get_total_tax(),
			'shipping'       => (float) $order->get_shipping_total(),
			'items'          => $items,
		);
	}
}
