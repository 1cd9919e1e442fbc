<?php
/**
 * Order received (thank you).
 *
 * @package WooCommerceDouble
 * @version 8.1.0
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="woocommerce-order">
	<?php if ( $order ) : ?>
		<?php do_action( 'woocommerce_before_thankyou', $order->get_id() ); ?>
		<?php if ( $order->has_status( 'failed' ) ) : ?>
			<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed"><?php esc_html_e( 'Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.', 'woocommerce' ); ?></p>
			<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed-actions">
				<a href="<?php echo esc_url( $order->get_checkout_payment_url() ); ?>" class="button pay"><?php esc_html_e( 'Pay', 'woocommerce' ); ?></a>
			</p>
		<?php else : ?>
			<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received"><?php echo esc_html( apply_filters( 'woocommerce_thankyou_order_received_text', __( 'Thank you. Your order has been received.', 'woocommerce' ), $order ) ); ?></p>
			<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
				<li class="woocommerce-order-overview__order order"><?php esc_html_e( 'Order number:', 'woocommerce' ); ?> <strong><?php echo esc_html( $order->get_order_number() ); ?></strong></li>
				<li class="woocommerce-order-overview__date date"><?php esc_html_e( 'Date:', 'woocommerce' ); ?> <strong><?php echo esc_html( $order->get_date_created() ? $order->get_date_created()->date_i18n( wc_date_format() ) : '' ); ?></strong></li>
				<?php if ( $order->get_billing_email() ) : ?>
					<li class="woocommerce-order-overview__email email"><?php esc_html_e( 'Email:', 'woocommerce' ); ?> <strong><?php echo esc_html( $order->get_billing_email() ); ?></strong></li>
				<?php endif; ?>
				<li class="woocommerce-order-overview__total total"><?php esc_html_e( 'Total:', 'woocommerce' ); ?> <strong><?php echo wp_kses_post( $order->get_formatted_order_total() ); ?></strong></li>
				<?php if ( $order->get_payment_method_title() ) : ?>
					<li class="woocommerce-order-overview__payment-method method"><?php esc_html_e( 'Payment method:', 'woocommerce' ); ?> <strong><?php echo wp_kses_post( $order->get_payment_method_title() ); ?></strong></li>
				<?php endif; ?>
			</ul>
		<?php endif; ?>
		<?php do_action( 'woocommerce_thankyou_' . $order->get_payment_method(), $order->get_id() ); ?>
		<?php do_action( 'woocommerce_thankyou', $order->get_id() ); ?>
	<?php else : ?>
		<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received"><?php echo esc_html( apply_filters( 'woocommerce_thankyou_order_received_text', __( 'Thank you. Your order has been received.', 'woocommerce' ), null ) ); ?></p>
	<?php endif; ?>
</div>
