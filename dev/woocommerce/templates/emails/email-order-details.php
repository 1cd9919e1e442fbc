<?php
/**
 * The order table of e-mails.
 *
 * @package WooCommerceDouble
 * @version 10.4.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_before_order_table', $order, $sent_to_admin, $plain_text, $email );
?>
<h2>
	<?php
	/* translators: %s: Order ID. */
	echo wp_kses_post( sprintf( __( 'Order #%s', 'woocommerce' ), $order->get_order_number() ) );
	?>
</h2>
<table class="td" cellspacing="0" cellpadding="6" border="1">
	<thead>
		<tr>
			<th class="td" scope="col"><?php esc_html_e( 'Product', 'woocommerce' ); ?></th>
			<th class="td" scope="col"><?php esc_html_e( 'Quantity', 'woocommerce' ); ?></th>
			<th class="td" scope="col"><?php esc_html_e( 'Price', 'woocommerce' ); ?></th>
		</tr>
	</thead>
	<tbody>
		<?php foreach ( $order->get_items() as $item ) : ?>
			<tr class="order_item">
				<td class="td"><?php echo wp_kses_post( $item->get_name() ); ?></td>
				<td class="td"><?php echo esc_html( (string) $item->get_quantity() ); ?></td>
				<td class="td"><?php echo wp_kses_post( $order->get_formatted_line_subtotal( $item ) ); ?></td>
			</tr>
		<?php endforeach; ?>
	</tbody>
	<tfoot>
		<?php foreach ( $order->get_order_item_totals() as $total ) : ?>
			<tr>
				<th class="td" scope="row" colspan="2"><?php echo wp_kses_post( $total['label'] ); ?></th>
				<td class="td"><?php echo wp_kses_post( $total['value'] ); ?></td>
			</tr>
		<?php endforeach; ?>
	</tfoot>
</table>
<?php
do_action( 'woocommerce_email_after_order_table', $order, $sent_to_admin, $plain_text, $email );
