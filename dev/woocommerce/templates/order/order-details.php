<?php
/**
 * Order details table: the items, then the totals rows of get_order_item_totals()
 * (subtotal, shipping, fees, payment method, total) and the customer's note.
 *
 * @package WooCommerceDouble
 * @version 10.1.0
 */

defined( 'ABSPATH' ) || exit;

$order = wc_get_order( $order_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
if ( ! $order ) {
	return;
}
?>
<section class="woocommerce-order-details">
	<h2 class="woocommerce-order-details__title"><?php esc_html_e( 'Order details', 'woocommerce' ); ?></h2>
	<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
		<thead>
			<tr>
				<th class="woocommerce-table__product-name product-name"><?php esc_html_e( 'Product', 'woocommerce' ); ?></th>
				<th class="woocommerce-table__product-table product-total"><?php esc_html_e( 'Total', 'woocommerce' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $order->get_items() as $tresen_item ) : ?>
				<tr class="woocommerce-table__line-item order_item">
					<td class="woocommerce-table__product-name product-name"><?php echo esc_html( $tresen_item->get_name() ); ?> <strong class="product-quantity"><?php echo '&times;&nbsp;' . esc_html( (string) $tresen_item->get_quantity() ); ?></strong></td>
					<td class="woocommerce-table__product-total product-total"><?php echo wp_kses_post( $order->get_formatted_line_subtotal( $tresen_item ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
		<tfoot>
			<?php foreach ( $order->get_order_item_totals() as $tresen_total ) : ?>
				<tr>
					<th scope="row"><?php echo esc_html( $tresen_total['label'] ); ?></th>
					<td><?php echo wp_kses_post( $tresen_total['value'] ); ?></td>
				</tr>
			<?php endforeach; ?>
			<?php if ( $order->get_customer_note() ) : ?>
				<tr>
					<th><?php esc_html_e( 'Note:', 'woocommerce' ); ?></th>
					<td><?php echo wp_kses( nl2br( wptexturize( $order->get_customer_note() ) ), array( 'br' => array() ) ); ?></td>
				</tr>
			<?php endif; ?>
		</tfoot>
	</table>
</section>
