<?php
/**
 * The account shortcode's endpoints.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shortcode_My_Account, the part the shop uses: one order's
 * page in the account (view-order endpoint).
 */
class WC_Shortcode_My_Account {

	/**
	 * Shows an order of the logged-in customer, or "Invalid order." for anyone else.
	 *
	 * @param int $order_id Order ID.
	 */
	public static function view_order( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order || ! current_user_can( 'view_order', $order_id ) ) {
			wc_print_notice(
				esc_html__( 'Invalid order.', 'woocommerce' ) . ' <a href="' . esc_url( wc_get_page_permalink( 'myaccount' ) ) . '" class="wc-forward">' . esc_html__( 'My account', 'woocommerce' ) . '</a>',
				'error'
			);
			return;
		}
		$status       = new stdClass();
		$status->name = wc_get_order_status_name( $order->get_status() );
		wc_get_template(
			'myaccount/view-order.php',
			array(
				'status'   => $status,
				'order'    => $order,
				'order_id' => $order->get_id(),
			)
		);
	}
}
