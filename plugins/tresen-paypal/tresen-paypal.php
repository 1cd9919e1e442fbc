<?php
/**
 * Plugin Name:       Tresen PayPal
 * Plugin URI:        https://tresen.test/
 * Description:       PayPal payments for the classic checkout, the order-pay page, the cart, the mini cart and product pages.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-paypal
 * Domain Path:       /languages
 *
 * @package Tresen\PayPal
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_PAYPAL_FILE', __FILE__ );
define( 'TRESEN_PAYPAL_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\PayPal\\',
	array(
		// Reads and writes orders only through the order CRUD: compatible with HPOS.
		'custom_order_tables'  => true,
		// The payment method and the cart's express button on the blocks (src/Blocks).
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\PayPal\Plugin::class, 'boot' )
);

// Expired locks and rate-limit counters (common/php Claim, RateLimit) are deleted daily.
\Tresen\Common\V5\Claim::schedule_cleanup( __FILE__ );
