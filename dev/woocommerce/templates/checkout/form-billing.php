<?php
/**
 * Billing fields.
 *
 * @package WooCommerceDouble
 * @version 3.6.0
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="woocommerce-billing-fields">
	<h3><?php esc_html_e( 'Billing details', 'woocommerce' ); ?></h3>
	<?php do_action( 'woocommerce_before_checkout_billing_form', $checkout ); ?>
	<div class="woocommerce-billing-fields__field-wrapper">
		<?php
		foreach ( $checkout->get_checkout_fields( 'billing' ) as $tresen_key => $tresen_field ) {
			woocommerce_form_field( $tresen_key, $tresen_field, $checkout->get_value( $tresen_key ) );
		}
		?>
	</div>
	<?php do_action( 'woocommerce_after_checkout_billing_form', $checkout ); ?>
</div>
