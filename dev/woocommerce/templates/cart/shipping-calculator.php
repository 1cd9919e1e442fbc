<?php
/**
 * The cart's shipping calculator: a toggle and a form (country, state, city,
 * postcode) posted to the cart page.
 *
 * @package WooCommerceDouble
 * @version 9.7.0
 *
 * @var string $button_text Text of the toggle.
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_shipping_calculator' );
$tresen_country = WC()->customer->get_shipping_country();
$tresen_states  = WC()->countries->get_states( $tresen_country );
?>
<form class="woocommerce-shipping-calculator" action="<?php echo esc_url( wc_get_cart_url() ); ?>" method="post">
	<?php printf( '<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">%s</a>', esc_html( '' !== (string) $button_text ? $button_text : __( 'Calculate shipping', 'woocommerce' ) ) ); ?>
	<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
		<?php if ( apply_filters( 'woocommerce_shipping_calculator_enable_country', true ) ) : ?>
			<p class="form-row form-row-wide" id="calc_shipping_country_field">
				<label for="calc_shipping_country"><?php esc_html_e( 'Country / region', 'woocommerce' ); ?></label>
				<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state">
					<option value="default"><?php esc_html_e( 'Select a country / region&hellip;', 'woocommerce' ); ?></option>
					<?php foreach ( WC()->countries->get_shipping_countries() as $tresen_code => $tresen_name ) : ?>
						<option value="<?php echo esc_attr( $tresen_code ); ?>" <?php selected( $tresen_country, $tresen_code ); ?>><?php echo esc_html( $tresen_name ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
		<?php endif; ?>
		<?php if ( apply_filters( 'woocommerce_shipping_calculator_enable_state', true ) ) : ?>
			<p class="form-row form-row-wide" id="calc_shipping_state_field">
				<?php if ( is_array( $tresen_states ) && empty( $tresen_states ) ) : ?>
					<input type="hidden" name="calc_shipping_state" id="calc_shipping_state" />
				<?php elseif ( is_array( $tresen_states ) ) : ?>
					<span>
						<label for="calc_shipping_state"><?php esc_html_e( 'State / County', 'woocommerce' ); ?></label>
						<select name="calc_shipping_state" class="state_select" id="calc_shipping_state">
							<option value=""><?php esc_html_e( 'Select an option&hellip;', 'woocommerce' ); ?></option>
							<?php foreach ( $tresen_states as $tresen_code => $tresen_name ) : ?>
								<option value="<?php echo esc_attr( $tresen_code ); ?>" <?php selected( WC()->customer->get_shipping_state(), $tresen_code ); ?>><?php echo esc_html( $tresen_name ); ?></option>
							<?php endforeach; ?>
						</select>
					</span>
				<?php else : ?>
					<label for="calc_shipping_state"><?php esc_html_e( 'State / County', 'woocommerce' ); ?></label>
					<input type="text" class="input-text" value="<?php echo esc_attr( WC()->customer->get_shipping_state() ); ?>" name="calc_shipping_state" id="calc_shipping_state" />
				<?php endif; ?>
			</p>
		<?php endif; ?>
		<?php if ( apply_filters( 'woocommerce_shipping_calculator_enable_city', true ) ) : ?>
			<p class="form-row form-row-wide" id="calc_shipping_city_field">
				<label for="calc_shipping_city"><?php esc_html_e( 'City:', 'woocommerce' ); ?></label>
				<input type="text" class="input-text" value="<?php echo esc_attr( WC()->customer->get_shipping_city() ); ?>" name="calc_shipping_city" id="calc_shipping_city" />
			</p>
		<?php endif; ?>
		<?php if ( apply_filters( 'woocommerce_shipping_calculator_enable_postcode', true ) ) : ?>
			<p class="form-row form-row-wide" id="calc_shipping_postcode_field">
				<label for="calc_shipping_postcode"><?php esc_html_e( 'Postcode / ZIP:', 'woocommerce' ); ?></label>
				<input type="text" class="input-text" value="<?php echo esc_attr( WC()->customer->get_shipping_postcode() ); ?>" name="calc_shipping_postcode" id="calc_shipping_postcode" />
			</p>
		<?php endif; ?>
		<p><button type="submit" name="calc_shipping" value="1" class="button"><?php esc_html_e( 'Update', 'woocommerce' ); ?></button></p>
		<?php wp_nonce_field( 'woocommerce-shipping-calculator', 'woocommerce-shipping-calculator-nonce' ); ?>
	</section>
</form>
<?php
do_action( 'woocommerce_after_shipping_calculator' );
