<?php
/**
 * Stock amounts and stock display.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stock amount as a number (integers by default).
 *
 * @param int|float|string $amount Amount.
 * @return int|float
 */
function wc_stock_amount( $amount ) {
	return apply_filters( 'woocommerce_stock_amount', intval( $amount ) );
}

/**
 * Stock quantity for display.
 *
 * @param int|float  $stock_quantity Quantity.
 * @param WC_Product $product        Product.
 */
function wc_format_stock_quantity_for_display( $stock_quantity, $product ) {
	return apply_filters( 'woocommerce_format_stock_quantity', $stock_quantity, $product );
}

/**
 * "5 in stock" text for managed stock.
 *
 * @param WC_Product $product Product.
 */
function wc_format_stock_for_display( $product ) {
	$display = __( 'In stock', 'woocommerce' );
	$amount  = $product->get_stock_quantity();
	$format  = get_option( 'woocommerce_stock_format' );
	if ( 'no_amount' !== $format ) {
		/* translators: %s: stock amount */
		$display = sprintf( __( '%s in stock', 'woocommerce' ), wc_format_stock_quantity_for_display( $amount, $product ) );
	}
	if ( $product->backorders_allowed() && $product->backorders_require_notification() ) {
		$display .= ' ' . __( '(can be backordered)', 'woocommerce' );
	}
	return $display;
}

/**
 * Changes a product's stock and saves it.
 *
 * @param int|WC_Product $product   Product.
 * @param int|null       $stock_quantity Amount.
 * @param string         $operation set, increase or decrease.
 * @return int|float|null New stock.
 */
function wc_update_product_stock( $product, $stock_quantity = null, $operation = 'set' ) {
	$product = $product instanceof WC_Product ? $product : wc_get_product( $product );
	if ( ! $product || ! $product->managing_stock() || is_null( $stock_quantity ) ) {
		return null;
	}
	$current = (float) $product->get_stock_quantity( 'edit' );
	switch ( $operation ) {
		case 'increase':
			$new = $current + $stock_quantity;
			break;
		case 'decrease':
			$new = $current - $stock_quantity;
			break;
		default:
			$new = $stock_quantity;
	}
	$product->set_stock_quantity( $new );
	$product->save();
	do_action( $product->is_type( 'variation' ) ? 'woocommerce_variation_set_stock' : 'woocommerce_product_set_stock', $product );
	return $product->get_stock_quantity( 'edit' );
}

/**
 * Reduces stock for the items of an order (once).
 *
 * @param int|WC_Order $order_id Order.
 */
function wc_reduce_stock_levels( $order_id ) {
	$order = $order_id instanceof WC_Order ? $order_id : wc_get_order( $order_id );
	if ( ! $order || $order->get_data_store()->get_stock_reduced( $order->get_id() ) || ! apply_filters( 'woocommerce_can_reduce_order_stock', true, $order ) ) {
		return;
	}
	foreach ( $order->get_items() as $item ) {
		$product = $item->get_product();
		if ( $product && $product->managing_stock() ) {
			wc_update_product_stock( $product, $item->get_quantity(), 'decrease' );
		}
	}
	$order->get_data_store()->set_stock_reduced( $order->get_id(), true );
	do_action( 'woocommerce_reduce_order_stock', $order );
}
