<?php
/**
 * The customer's e-mail of an order being processed.
 *
 * @package WooCommerceDouble
 * @version 10.4.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_header', $email_heading, $email );
?>
<p>
<?php
if ( $order->get_billing_first_name() ) {
	/* translators: %s: Customer first name. */
	echo esc_html( sprintf( __( 'Hi %s,', 'woocommerce' ), $order->get_billing_first_name() ) );
} else {
	echo esc_html__( 'Hi,', 'woocommerce' );
}
?>
</p>
<p><?php esc_html_e( 'Just to let you know &mdash; we’ve received your order, and it is now being processed.', 'woocommerce' ); ?></p>
<?php
do_action( 'woocommerce_email_order_details', $order, $sent_to_admin, $plain_text, $email );
do_action( 'woocommerce_email_order_meta', $order, $sent_to_admin, $plain_text, $email );
do_action( 'woocommerce_email_customer_details', $order, $sent_to_admin, $plain_text, $email );
do_action( 'woocommerce_email_footer', $email );
