<?php
/**
 * Mini cart (the content of div.widget_shopping_cart_content).
 *
 * @package WooCommerceDouble
 * @version 10.0.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_mini_cart' );

if ( WC()->cart && ! WC()->cart->is_empty() ) : ?>
	<ul class="woocommerce-mini-cart cart_list product_list_widget <?php echo esc_attr( $args['list_class'] ?? '' ); ?>">
		<?php
		do_action( 'woocommerce_before_mini_cart_contents' );
		foreach ( WC()->cart->get_cart() as $tresen_key => $tresen_item ) {
			$tresen_product = apply_filters( 'woocommerce_cart_item_product', $tresen_item['data'], $tresen_item, $tresen_key );
			if ( ! $tresen_product || ! $tresen_product->exists() || $tresen_item['quantity'] <= 0 || ! apply_filters( 'woocommerce_widget_cart_item_visible', true, $tresen_item, $tresen_key ) ) {
				continue;
			}
			$tresen_name      = apply_filters( 'woocommerce_cart_item_name', $tresen_product->get_name(), $tresen_item, $tresen_key );
			$tresen_thumbnail = apply_filters( 'woocommerce_cart_item_thumbnail', $tresen_product->get_image(), $tresen_item, $tresen_key );
			$tresen_price     = apply_filters( 'woocommerce_cart_item_price', WC()->cart->get_product_price( $tresen_product ), $tresen_item, $tresen_key );
			$tresen_permalink = apply_filters( 'woocommerce_cart_item_permalink', $tresen_product->is_visible() ? $tresen_product->get_permalink() : '', $tresen_item, $tresen_key );
			?>
			<li class="woocommerce-mini-cart-item <?php echo esc_attr( apply_filters( 'woocommerce_mini_cart_item_class', 'mini_cart_item', $tresen_item, $tresen_key ) ); ?>">
				<?php
				echo apply_filters( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
					'woocommerce_cart_item_remove_link',
					sprintf(
						'<a role="button" href="%s" class="remove remove_from_cart_button" aria-label="%s" data-product_id="%s" data-cart_item_key="%s" data-product_sku="%s" data-success_message="%s">&times;</a>',
						esc_url( wc_get_cart_remove_url( $tresen_key ) ),
						/* translators: %s is the product name */
						esc_attr( sprintf( __( 'Remove %s from cart', 'woocommerce' ), wp_strip_all_tags( $tresen_name ) ) ),
						esc_attr( (string) $tresen_item['product_id'] ),
						esc_attr( $tresen_key ),
						esc_attr( $tresen_product->get_sku() ),
						/* translators: %s is the product name */
						esc_attr( sprintf( __( '&ldquo;%s&rdquo; has been removed from your cart', 'woocommerce' ), wp_strip_all_tags( $tresen_name ) ) )
					),
					$tresen_key
				);
				?>
				<?php if ( $tresen_permalink ) : ?>
					<a href="<?php echo esc_url( $tresen_permalink ); ?>"><?php echo $tresen_thumbnail . wp_kses_post( $tresen_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></a>
				<?php else : ?>
					<?php echo $tresen_thumbnail . wp_kses_post( $tresen_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
				<?php endif; ?>
				<?php echo wc_get_formatted_cart_item_data( $tresen_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
				<?php echo apply_filters( 'woocommerce_widget_cart_item_quantity', '<span class="quantity">' . sprintf( '%s &times; %s', $tresen_item['quantity'], $tresen_price ) . '</span>', $tresen_item, $tresen_key ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
			</li>
			<?php
		}
		do_action( 'woocommerce_mini_cart_contents' );
		?>
	</ul>
	<p class="woocommerce-mini-cart__total total">
		<?php do_action( 'woocommerce_widget_shopping_cart_total' ); ?>
	</p>
	<?php do_action( 'woocommerce_widget_shopping_cart_before_buttons' ); ?>
	<p class="woocommerce-mini-cart__buttons buttons"><?php do_action( 'woocommerce_widget_shopping_cart_buttons' ); ?></p>
	<?php do_action( 'woocommerce_widget_shopping_cart_after_buttons' ); ?>
<?php else : ?>
	<p class="woocommerce-mini-cart__empty-message"><?php esc_html_e( 'No products in the cart.', 'woocommerce' ); ?></p>
<?php endif; ?>

<?php
do_action( 'woocommerce_after_mini_cart' );
