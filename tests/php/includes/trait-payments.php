<?php
/**
 * Payment helpers for the gateway tests (Stripe, PayPal): an order waiting
 * for its payment and the notes the store owner reads on it.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Orders as a payment gateway meets them.
 */
trait Payments {

	/**
	 * An order of 25,90 € in euros for one product (it ships, so a paid
	 * order becomes "processing", not "completed"), to be paid with a
	 * gateway. Saved; the caller sets its status and the gateway's meta.
	 *
	 * @param string $gateway Gateway id.
	 */
	protected function order_to_pay( string $gateway ): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product()->get_id() => 1 ) );
		$order->set_currency( 'EUR' );
		$order->set_total( '25.90' );
		$order->set_payment_method( $gateway );
		$order->save();
		return $order;
	}

	/**
	 * The order's notes, newest last (comments of type order_note on both lanes).
	 *
	 * @param \WC_Order $order Order.
	 * @return string[]
	 */
	protected function order_notes( \WC_Order $order ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test read of order notes.
		return $wpdb->get_col( $wpdb->prepare( "SELECT comment_content FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_type = 'order_note' ORDER BY comment_ID", $order->get_id() ) );
	}
}
