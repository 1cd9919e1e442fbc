<?php
/**
 * Customer capabilities.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Grants a customer the meta capabilities WooCommerce maps to ownership; the
 * double knows `view_order` (the customer of the order) and `pay_for_order`
 * (the customer of the order, anyone for a guest order).
 *
 * @param array $allcaps All capabilities.
 * @param array $caps    Requested capabilities.
 * @param array $args    [ capability, user id, object id ].
 * @return array
 */
function wc_customer_has_capability( $allcaps, $caps, $args ) {
	if ( isset( $caps[0] ) && 'pay_for_order' === $caps[0] ) {
		// No order: a new order, which anyone may pay; else the order's customer, or anyone for a guest order.
		$order_id = $args[2] ?? null;
		$order    = $order_id ? wc_get_order( $order_id ) : null;
		if ( ! $order_id || ( $order && ( intval( $args[1] ?? 0 ) === $order->get_user_id() || ! $order->get_user_id() ) ) ) {
			$allcaps['pay_for_order'] = true;
		}
	}
	if ( isset( $caps[0] ) && 'view_order' === $caps[0] ) {
		$user_id = intval( $args[1] ?? 0 );
		$order   = wc_get_order( $args[2] ?? 0 );
		if ( $order && $user_id && $user_id === $order->get_user_id() ) {
			$allcaps['view_order'] = true;
		}
	}
	return $allcaps;
}
add_filter( 'user_has_cap', 'wc_customer_has_capability', 10, 3 );
