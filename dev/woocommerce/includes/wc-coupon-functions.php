<?php
/**
 * Coupon functions. The double has no coupons (no shop_coupon posts): these
 * say whether coupons are on and format codes as WooCommerce does.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

// Codes are sanitized and lower case wherever they are used (as WooCommerce's core functions file adds).
add_filter( 'woocommerce_coupon_code', 'wc_sanitize_coupon_code' );
add_filter( 'woocommerce_coupon_code', 'wc_strtolower' );

/**
 * Whether coupons are enabled (woocommerce_enable_coupons, "yes" after install).
 *
 * @return bool
 */
function wc_coupons_enabled() {
	return apply_filters( 'woocommerce_coupons_enabled', 'yes' === get_option( 'woocommerce_enable_coupons' ) );
}
