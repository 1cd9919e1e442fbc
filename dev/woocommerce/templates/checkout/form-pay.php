<?php
/**
 * Pay-for-order form of the order-pay endpoint: the order's lines and totals,
 * the payment methods, terms and the pay button (posted back to the same
 * address, handled by WC_Form_Handler::pay_action()).
 *
 * @package WooCommerceDouble
 * @version 8.2.0
 *
 * @var WC_Order             $order              The order to pay.
 * @var WC_Payment_Gateway[] $available_gateways Available gateways.
 * @var string               $order_button_text  Text of the pay button.
 */

defined( 'ABSPATH' ) || exit;

$tresen_totals = $order->get_order_item_totals();
?>
<form id="order_review" method="post">

	<table class="shop_table">
		<thead>
			<tr>
				<th class="product-name"><?php esc_html_e( 'Product', 'woocommerce' ); ?></th>
				<th class="product-quantity"><?php esc_html_e( 'Qty', 'woocommerce' ); ?></th>
				<th class="product-total"><?php esc_html_e( 'Totals', 'woocommerce' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $order->get_items() as $tresen_item_id => $tresen_item ) : ?>
				<?php
				if ( ! apply_filters( 'woocommerce_order_item_visible', true, $tresen_item ) ) {
					continue;
				}
				?>
				<tr class="<?php echo esc_attr( apply_filters( 'woocommerce_order_item_class', 'order_item', $tresen_item, $order ) ); ?>">
					<td class="product-name">
						<?php
						echo wp_kses_post( apply_filters( 'woocommerce_order_item_name', $tresen_item->get_name(), $tresen_item, false ) );
						do_action( 'woocommerce_order_item_meta_start', $tresen_item_id, $tresen_item, $order, false );
						do_action( 'woocommerce_order_item_meta_end', $tresen_item_id, $tresen_item, $order, false );
						?>
					</td>
					<td class="product-quantity"><?php echo apply_filters( 'woocommerce_order_item_quantity_html', ' <strong class="product-quantity">' . sprintf( '&times;&nbsp;%s', esc_html( (string) $tresen_item->get_quantity() ) ) . '</strong>', $tresen_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></td>
					<td class="product-subtotal"><?php echo $order->get_formatted_line_subtotal( $tresen_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- price markup. ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
		<tfoot>
			<?php foreach ( (array) $tresen_totals as $tresen_total ) : ?>
				<tr>
					<th scope="row" colspan="2"><?php echo $tresen_total['label']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- from get_order_item_totals(). ?></th>
					<td class="product-total"><?php echo $tresen_total['value']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- from get_order_item_totals(). ?></td>
				</tr>
			<?php endforeach; ?>
		</tfoot>
	</table>

	<?php do_action( 'woocommerce_pay_order_before_payment' ); ?>

	<div id="payment">
		<?php if ( $order->needs_payment() ) : ?>
			<ul class="wc_payment_methods payment_methods methods">
				<?php
				if ( ! empty( $available_gateways ) ) {
					foreach ( $available_gateways as $tresen_gateway ) {
						wc_get_template( 'checkout/payment-method.php', array( 'gateway' => $tresen_gateway ) );
					}
				} else {
					echo '<li>';
					wc_print_notice( apply_filters( 'woocommerce_no_available_payment_methods_message', esc_html__( 'Sorry, it seems that there are no available payment methods for your location. Please contact us if you require assistance or wish to make alternate arrangements.', 'woocommerce' ) ), 'notice' );
					echo '</li>';
				}
				?>
			</ul>
		<?php endif; ?>
		<div class="form-row">
			<input type="hidden" name="woocommerce_pay" value="1" />
			<?php wc_get_template( 'checkout/terms.php' ); ?>
			<?php do_action( 'woocommerce_pay_order_before_submit' ); ?>
			<?php echo apply_filters( 'woocommerce_pay_order_button_html', '<button type="submit" class="button alt" id="place_order" value="' . esc_attr( $order_button_text ) . '" data-value="' . esc_attr( $order_button_text ) . '">' . esc_html( $order_button_text ) . '</button>' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
			<?php do_action( 'woocommerce_pay_order_after_submit' ); ?>
			<?php wp_nonce_field( 'woocommerce-pay', 'woocommerce-pay-nonce' ); ?>
		</div>
	</div>
</form>
