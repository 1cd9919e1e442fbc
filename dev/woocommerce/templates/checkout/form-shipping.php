<?php
/**
 * Shipping fields and order notes.
 *
 * @package WooCommerceDouble
 * @version 3.6.0
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="woocommerce-shipping-fields">
	<h3 id="ship-to-different-address">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
			<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" <?php checked( apply_filters( 'woocommerce_ship_to_different_address_checked', false ), 1 ); ?> type="checkbox" name="ship_to_different_address" value="1" /> <span><?php esc_html_e( 'Ship to a different address?', 'woocommerce' ); ?></span>
		</label>
	</h3>
	<div class="shipping_address">
		<?php do_action( 'woocommerce_before_checkout_shipping_form', $checkout ); ?>
		<div class="woocommerce-shipping-fields__field-wrapper">
			<?php
			foreach ( $checkout->get_checkout_fields( 'shipping' ) as $tresen_key => $tresen_field ) {
				woocommerce_form_field( $tresen_key, $tresen_field, $checkout->get_value( $tresen_key ) );
			}
			?>
		</div>
		<?php do_action( 'woocommerce_after_checkout_shipping_form', $checkout ); ?>
	</div>
</div>
<div class="woocommerce-additional-fields">
	<?php do_action( 'woocommerce_before_order_notes', $checkout ); ?>
	<div class="woocommerce-additional-fields__field-wrapper">
		<?php
		foreach ( $checkout->get_checkout_fields( 'order' ) as $tresen_key => $tresen_field ) {
			woocommerce_form_field( $tresen_key, $tresen_field, $checkout->get_value( $tresen_key ) );
		}
		?>
	</div>
	<?php do_action( 'woocommerce_after_order_notes', $checkout ); ?>
</div>
