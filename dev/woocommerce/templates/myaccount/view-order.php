<?php
/**
 * One order in the account: its status line, then the order details.
 *
 * @package WooCommerceDouble
 * @version 10.1.0
 */

defined( 'ABSPATH' ) || exit;
?>
<p>
<?php
echo wp_kses_post(
	apply_filters(
		'woocommerce_order_details_status',
		sprintf(
			/* translators: 1: order number 2: order date 3: order status */
			esc_html__( 'Order #%1$s was placed on %2$s and is currently %3$s.', 'woocommerce' ),
			'<mark class="order-number">' . $order->get_order_number() . '</mark>', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			'<mark class="order-date">' . wc_format_datetime( $order->get_date_created() ) . '</mark>', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			'<mark class="order-status">' . wc_get_order_status_name( $order->get_status() ) . '</mark>' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		),
		$order
	)
);
?>
</p>
<?php do_action( 'woocommerce_view_order', $order_id ); ?>
