<?php
/**
 * Loop add-to-cart button.
 *
 * @package WooCommerceDouble
 * @version 9.2.0
 */

defined( 'ABSPATH' ) || exit;

global $product;

echo apply_filters( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	'woocommerce_loop_add_to_cart_link',
	sprintf(
		'<a href="%s" data-quantity="%s" class="%s" %s>%s</a>',
		esc_url( $product->add_to_cart_url() ),
		esc_attr( (string) ( $args['quantity'] ?? 1 ) ),
		esc_attr( $args['class'] ?? 'button' ),
		isset( $args['attributes'] ) ? wc_implode_html_attributes( $args['attributes'] ) : '',
		esc_html( $product->add_to_cart_text() )
	),
	$product,
	$args
);
