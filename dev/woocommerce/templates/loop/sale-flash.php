<?php
/**
 * Loop sale badge.
 *
 * @package WooCommerceDouble
 * @version 1.6.4
 */

defined( 'ABSPATH' ) || exit;

global $post, $product;
if ( $product->is_on_sale() ) {
	echo apply_filters( 'woocommerce_sale_flash', '<span class="onsale">' . esc_html__( 'Sale!', 'woocommerce' ) . '</span>', $post, $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
