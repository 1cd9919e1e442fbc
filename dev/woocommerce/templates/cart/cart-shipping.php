<?php
/**
 * Shipping row of the cart totals and the order review: the offered rates
 * (radio buttons when there is a choice), where the shopper ships to, and the
 * calculator on the cart page.
 *
 * @package WooCommerceDouble
 * @version 8.8.0
 *
 * @var array  $package                  Package.
 * @var array  $available_methods        Rates.
 * @var bool   $show_package_details     Show the items of the package.
 * @var bool   $show_shipping_calculator Show the calculator.
 * @var string $package_details          Items of the package.
 * @var string $package_name             Row heading.
 * @var int    $index                    Package key.
 * @var string $chosen_method            Chosen rate id.
 * @var string $formatted_destination    Destination on one line.
 * @var bool   $has_calculated_shipping  Whether the shopper calculated shipping.
 */

defined( 'ABSPATH' ) || exit;

$tresen_destination = isset( $formatted_destination ) ? (string) $formatted_destination : WC()->countries->get_formatted_address( $package['destination'], ', ' );
$tresen_calculated  = ! empty( $has_calculated_shipping );
$tresen_calculator  = ! empty( $show_shipping_calculator );
$tresen_button_text = '';
?>
<tr class="woocommerce-shipping-totals shipping">
	<th><?php echo wp_kses_post( $package_name ); ?></th>
	<td data-title="<?php echo esc_attr( $package_name ); ?>">
		<?php if ( ! empty( $available_methods ) && is_array( $available_methods ) ) : ?>
			<ul id="shipping_method" class="woocommerce-shipping-methods">
				<?php foreach ( $available_methods as $tresen_rate ) : ?>
					<li>
						<?php
						$tresen_input_id = 'shipping_method_' . $index . '_' . sanitize_title( $tresen_rate->id );
						if ( count( $available_methods ) > 1 ) {
							printf( '<input type="radio" name="shipping_method[%1$d]" data-index="%1$d" id="%2$s" value="%3$s" class="shipping_method" %4$s />', (int) $index, esc_attr( $tresen_input_id ), esc_attr( $tresen_rate->id ), checked( $tresen_rate->id, $chosen_method, false ) );
						} else {
							printf( '<input type="hidden" name="shipping_method[%1$d]" data-index="%1$d" id="%2$s" value="%3$s" class="shipping_method" />', (int) $index, esc_attr( $tresen_input_id ), esc_attr( $tresen_rate->id ) );
						}
						printf( '<label for="%1$s">%2$s</label>', esc_attr( $tresen_input_id ), wc_cart_totals_shipping_method_label( $tresen_rate ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
						do_action( 'woocommerce_after_shipping_rate', $tresen_rate, $index );
						?>
					</li>
				<?php endforeach; ?>
			</ul>
			<?php if ( is_cart() ) : ?>
				<p class="woocommerce-shipping-destination">
					<?php
					if ( $tresen_destination ) {
						/* translators: %s: shipping destination */
						printf( esc_html__( 'Shipping to %s.', 'woocommerce' ) . ' ', '<strong>' . esc_html( $tresen_destination ) . '</strong>' );
						$tresen_button_text = __( 'Change address', 'woocommerce' );
					} else {
						echo wp_kses_post( apply_filters( 'woocommerce_shipping_estimate_html', __( 'Shipping options will be updated during checkout.', 'woocommerce' ) ) );
					}
					?>
				</p>
			<?php endif; ?>
			<?php
		elseif ( ! $tresen_calculated || ! $tresen_destination ) :
			if ( is_cart() && 'no' === get_option( 'woocommerce_enable_shipping_calc' ) ) {
				echo wp_kses_post( apply_filters( 'woocommerce_shipping_not_enabled_on_cart_html', __( 'Shipping costs are calculated during checkout.', 'woocommerce' ) ) );
			} else {
				echo wp_kses_post( apply_filters( 'woocommerce_shipping_may_be_available_html', __( 'Enter your address to view shipping options.', 'woocommerce' ) ) );
			}
		elseif ( ! is_cart() ) :
			echo wp_kses_post( apply_filters( 'woocommerce_no_shipping_available_html', __( 'There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.', 'woocommerce' ) ) );
		else :
			/* translators: %s: shipping destination */
			echo wp_kses_post( apply_filters( 'woocommerce_cart_no_shipping_available_html', sprintf( esc_html__( 'No shipping options were found for %s.', 'woocommerce' ) . ' ', '<strong>' . esc_html( $tresen_destination ) . '</strong>' ), $tresen_destination ) );
			$tresen_button_text = __( 'Enter a different address', 'woocommerce' );
		endif;
		?>
		<?php if ( ! empty( $show_package_details ) ) : ?>
			<p class="woocommerce-shipping-contents"><small><?php echo esc_html( $package_details ); ?></small></p>
		<?php endif; ?>
		<?php
		if ( $tresen_calculator ) {
			woocommerce_shipping_calculator( $tresen_button_text );
		}
		?>
	</td>
</tr>
