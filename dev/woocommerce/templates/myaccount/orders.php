<?php
/**
 * Orders of the customer.
 *
 * @package WooCommerceDouble
 * @version 9.5.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $customer_orders ) : ?>
	<div class="woocommerce-info" role="status"><?php esc_html_e( 'No order has been made yet.', 'woocommerce' ); ?></div>
	<?php
	return;
endif;
?>
<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
	<thead>
		<tr>
			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-number"><?php esc_html_e( 'Order', 'woocommerce' ); ?></th>
			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-date"><?php esc_html_e( 'Date', 'woocommerce' ); ?></th>
			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-status"><?php esc_html_e( 'Status', 'woocommerce' ); ?></th>
			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-total"><?php esc_html_e( 'Total', 'woocommerce' ); ?></th>
			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-actions"><span class="screen-reader-text"><?php esc_html_e( 'Actions', 'woocommerce' ); ?></span></th>
		</tr>
	</thead>
	<tbody>
		<?php foreach ( $customer_orders as $tresen_order ) : ?>
			<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-<?php echo esc_attr( $tresen_order->get_status() ); ?> order">
				<th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" scope="row"><a href="<?php echo esc_url( $tresen_order->get_view_order_url() ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'View order number %s', 'woocommerce' ), $tresen_order->get_order_number() ) ); ?>">#<?php echo esc_html( $tresen_order->get_order_number() ); ?></a></th>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date"><time datetime="<?php echo esc_attr( $tresen_order->get_date_created() ? $tresen_order->get_date_created()->date( 'c' ) : '' ); ?>"><?php echo esc_html( $tresen_order->get_date_created() ? $tresen_order->get_date_created()->date_i18n( wc_date_format() ) : '' ); ?></time></td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status"><?php echo esc_html( wc_get_order_status_name( $tresen_order->get_status() ) ); ?></td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total"><?php echo wp_kses_post( $tresen_order->get_formatted_order_total() ); ?></td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions"><a href="<?php echo esc_url( $tresen_order->get_view_order_url() ); ?>" class="woocommerce-button button view" aria-label="<?php echo esc_attr( sprintf( __( 'View order number %s', 'woocommerce' ), $tresen_order->get_order_number() ) ); ?>"><?php esc_html_e( 'View', 'woocommerce' ); ?></a></td>
			</tr>
		<?php endforeach; ?>
	</tbody>
</table>
