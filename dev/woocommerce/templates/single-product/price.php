<?php
/**
 * Product price.
 *
 * @package WooCommerceDouble
 * @version 3.0.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
?>
<p class="<?php echo esc_attr( apply_filters( 'woocommerce_product_price_class', 'price' ) ); ?>"><?php echo $product->get_price_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></p>
