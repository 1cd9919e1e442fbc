<?php
/**
 * Mini cart (theme override of WooCommerce's cart/mini-cart.php): every item
 * gets a quantity field (changed in place by the cart script) and a remove
 * link that also works without JavaScript.
 *
 * Rendered only into cart fragments (per session), never into cached HTML.
 *
 * @package Tresen\Theme
 * @version 10.0.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_mini_cart' );

$tresen_cart = WC()->cart;

if ( $tresen_cart && ! $tresen_cart->is_empty() ) : ?>

	<ul class="woocommerce-mini-cart cart_list product_list_widget <?php echo esc_attr( isset( $args['list_class'] ) ? $args['list_class'] : '' ); ?>">
		<?php
		do_action( 'woocommerce_before_mini_cart_contents' );

		foreach ( $tresen_cart->get_cart() as $cart_item_key => $cart_item ) {
			$_product   = apply_filters( 'woocommerce_cart_item_product', $cart_item['data'], $cart_item, $cart_item_key );
			$product_id = apply_filters( 'woocommerce_cart_item_product_id', $cart_item['product_id'], $cart_item, $cart_item_key );

			if ( ! $_product || ! $_product->exists() || $cart_item['quantity'] <= 0 || ! apply_filters( 'woocommerce_widget_cart_item_visible', true, $cart_item, $cart_item_key ) ) {
				continue;
			}

			$product_name  = apply_filters( 'woocommerce_cart_item_name', $_product->get_name(), $cart_item, $cart_item_key );
			$thumbnail     = apply_filters( 'woocommerce_cart_item_thumbnail', $_product->get_image(), $cart_item, $cart_item_key );
			$product_price = apply_filters( 'woocommerce_cart_item_price', $tresen_cart->get_product_price( $_product ), $cart_item, $cart_item_key );
			$permalink     = apply_filters( 'woocommerce_cart_item_permalink', $_product->is_visible() ? $_product->get_permalink( $cart_item ) : '', $cart_item, $cart_item_key );
			$plain_name    = wp_strip_all_tags( $product_name );
			?>
			<li class="woocommerce-mini-cart-item <?php echo esc_attr( apply_filters( 'woocommerce_mini_cart_item_class', 'mini_cart_item', $cart_item, $cart_item_key ) ); ?>" data-cart_item_key="<?php echo esc_attr( $cart_item_key ); ?>">
				<?php
				echo apply_filters( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered markup, escaped below.
					'woocommerce_cart_item_remove_link',
					sprintf(
						'<a href="%1$s" class="remove remove_from_cart_button" aria-label="%2$s" data-product_id="%3$s" data-cart_item_key="%4$s" data-product_sku="%5$s" data-quantity="%6$s" data-success_message="%7$s">&times;</a>',
						esc_url( wc_get_cart_remove_url( $cart_item_key ) ),
						/* translators: %s: product name. */
						esc_attr( sprintf( __( 'Remove %s from your cart', 'tresen' ), $plain_name ) ),
						esc_attr( (string) $product_id ),
						esc_attr( $cart_item_key ),
						esc_attr( $_product->get_sku() ),
						esc_attr( (string) $cart_item['quantity'] ),
						/* translators: %s: product name. */
						esc_attr( sprintf( __( '“%s” has been removed from your cart', 'tresen' ), $plain_name ) )
					),
					$cart_item_key
				);
				?>
				<?php if ( empty( $permalink ) ) : ?>
					<span class="woocommerce-mini-cart-item__name"><?php echo $thumbnail . wp_kses_post( $product_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce image markup. ?></span>
				<?php else : ?>
					<a class="woocommerce-mini-cart-item__name" href="<?php echo esc_url( $permalink ); ?>"><?php echo $thumbnail . wp_kses_post( $product_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce image markup. ?></a>
				<?php endif; ?>
				<?php echo wc_get_formatted_cart_item_data( $cart_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce escapes item data. ?>
				<div class="woocommerce-mini-cart-item__quantity">
					<?php
					if ( $_product->is_sold_individually() ) {
						echo '<span class="quantity">' . sprintf( '%s &times; %s', esc_html( (string) $cart_item['quantity'] ), wp_kses_post( $product_price ) ) . '</span>';
					} else {
						woocommerce_quantity_input(
							array(
								'input_name'   => "cart[{$cart_item_key}][qty]",
								'input_value'  => $cart_item['quantity'],
								'min_value'    => 0,
								'max_value'    => $_product->get_max_purchase_quantity(),
								'product_name' => $plain_name,
							),
							$_product
						);
						echo '<span class="woocommerce-mini-cart-item__price">' . wp_kses_post( $product_price ) . '</span>';
					}
					?>
				</div>
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

	<p class="woocommerce-mini-cart__empty-message"><?php esc_html_e( 'Your cart is empty.', 'tresen' ); ?></p>

<?php endif; ?>

<?php do_action( 'woocommerce_after_mini_cart' ); ?>
