<?php
/**
 * Cart page: form.woocommerce-cart-form and the totals.
 *
 * @package WooCommerceDouble
 * @version 10.1.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_cart' );
?>
<form class="woocommerce-cart-form" action="<?php echo esc_url( wc_get_cart_url() ); ?>" method="post">
	<?php do_action( 'woocommerce_before_cart_table' ); ?>
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text"><?php esc_html_e( 'Remove item', 'woocommerce' ); ?></span></th>
				<th class="product-thumbnail"><span class="screen-reader-text"><?php esc_html_e( 'Thumbnail image', 'woocommerce' ); ?></span></th>
				<th scope="col" class="product-name"><?php esc_html_e( 'Product', 'woocommerce' ); ?></th>
				<th scope="col" class="product-price"><?php esc_html_e( 'Price', 'woocommerce' ); ?></th>
				<th scope="col" class="product-quantity"><?php esc_html_e( 'Quantity', 'woocommerce' ); ?></th>
				<th scope="col" class="product-subtotal"><?php esc_html_e( 'Subtotal', 'woocommerce' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php do_action( 'woocommerce_before_cart_contents' ); ?>
			<?php
			foreach ( WC()->cart->get_cart() as $tresen_key => $tresen_item ) {
				$tresen_product = apply_filters( 'woocommerce_cart_item_product', $tresen_item['data'], $tresen_item, $tresen_key );
				if ( ! $tresen_product || ! $tresen_product->exists() || $tresen_item['quantity'] <= 0 || ! apply_filters( 'woocommerce_cart_item_visible', true, $tresen_item, $tresen_key ) ) {
					continue;
				}
				$tresen_name      = apply_filters( 'woocommerce_cart_item_name', $tresen_product->get_name(), $tresen_item, $tresen_key );
				$tresen_permalink = apply_filters( 'woocommerce_cart_item_permalink', $tresen_product->is_visible() ? $tresen_product->get_permalink() : '', $tresen_item, $tresen_key );
				?>
				<tr class="woocommerce-cart-form__cart-item <?php echo esc_attr( apply_filters( 'woocommerce_cart_item_class', 'cart_item', $tresen_item, $tresen_key ) ); ?>">
					<td class="product-remove">
						<?php
						echo apply_filters( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
							'woocommerce_cart_item_remove_link',
							sprintf(
								'<a role="button" href="%s" class="remove" aria-label="%s" data-product_id="%s" data-product_sku="%s">&times;</a>',
								esc_url( wc_get_cart_remove_url( $tresen_key ) ),
								/* translators: %s is the product name */
								esc_attr( sprintf( __( 'Remove %s from cart', 'woocommerce' ), wp_strip_all_tags( $tresen_name ) ) ),
								esc_attr( (string) $tresen_item['product_id'] ),
								esc_attr( $tresen_product->get_sku() )
							),
							$tresen_key
						);
						?>
					</td>
					<td class="product-thumbnail">
						<?php
						$tresen_thumb = apply_filters( 'woocommerce_cart_item_thumbnail', $tresen_product->get_image(), $tresen_item, $tresen_key );
						echo $tresen_permalink ? '<a href="' . esc_url( $tresen_permalink ) . '">' . $tresen_thumb . '</a>' : $tresen_thumb; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
						?>
					</td>
					<td scope="row" role="rowheader" class="product-name" data-title="<?php esc_attr_e( 'Product', 'woocommerce' ); ?>">
						<?php
						echo $tresen_permalink ? '<a href="' . esc_url( $tresen_permalink ) . '">' . wp_kses_post( $tresen_name ) . '</a>' : wp_kses_post( $tresen_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
						do_action( 'woocommerce_after_cart_item_name', $tresen_item, $tresen_key );
						echo wc_get_formatted_cart_item_data( $tresen_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
						?>
					</td>
					<td class="product-price" data-title="<?php esc_attr_e( 'Price', 'woocommerce' ); ?>">
						<?php echo apply_filters( 'woocommerce_cart_item_price', WC()->cart->get_product_price( $tresen_product ), $tresen_item, $tresen_key ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
					</td>
					<td class="product-quantity" data-title="<?php esc_attr_e( 'Quantity', 'woocommerce' ); ?>">
						<?php
						$tresen_qty = $tresen_product->is_sold_individually()
							? sprintf( '1 <input type="hidden" name="cart[%s][qty]" value="1" />', esc_attr( $tresen_key ) )
							: woocommerce_quantity_input(
								array(
									'input_name'   => "cart[{$tresen_key}][qty]",
									'input_value'  => $tresen_item['quantity'],
									'max_value'    => $tresen_product->get_max_purchase_quantity(),
									'min_value'    => '0',
									'product_name' => $tresen_name,
								),
								$tresen_product,
								false
							);
						echo apply_filters( 'woocommerce_cart_item_quantity', $tresen_qty, $tresen_key, $tresen_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
						?>
					</td>
					<td class="product-subtotal" data-title="<?php esc_attr_e( 'Subtotal', 'woocommerce' ); ?>">
						<?php echo apply_filters( 'woocommerce_cart_item_subtotal', WC()->cart->get_product_subtotal( $tresen_product, $tresen_item['quantity'] ), $tresen_item, $tresen_key ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
					</td>
				</tr>
				<?php
			}
			do_action( 'woocommerce_cart_contents' );
			?>
			<tr>
				<td colspan="6" class="actions">
					<button type="submit" class="button" name="update_cart" value="<?php esc_attr_e( 'Update cart', 'woocommerce' ); ?>"><?php esc_html_e( 'Update cart', 'woocommerce' ); ?></button>
					<?php do_action( 'woocommerce_cart_actions' ); ?>
					<?php wp_nonce_field( 'woocommerce-cart', 'woocommerce-cart-nonce' ); ?>
				</td>
			</tr>
			<?php do_action( 'woocommerce_after_cart_contents' ); ?>
		</tbody>
	</table>
	<?php do_action( 'woocommerce_after_cart_table' ); ?>
</form>
<?php do_action( 'woocommerce_before_cart_collaterals' ); ?>
<div class="cart-collaterals">
	<?php do_action( 'woocommerce_cart_collaterals' ); ?>
</div>
<?php
do_action( 'woocommerce_after_cart' );
