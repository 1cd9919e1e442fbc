<?php
/**
 * Plugin Name:       Tresen Stripe
 * Plugin URI:        https://tresen.test/
 * Description:       Card payments through Stripe for the classic checkout.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-stripe
 * Domain Path:       /languages
 *
 * @package Tresen\Stripe
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_STRIPE_FILE', __FILE__ );
define( 'TRESEN_STRIPE_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\Stripe\\',
	array(
		// Reads and writes orders only through the order CRUD: compatible with HPOS.
		'custom_order_tables'  => true,
		// Card and SEPA on the Checkout block (src/Blocks).
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\Stripe\Plugin::class, 'boot' )
);

// Expired locks and rate-limit counters (common/php Claim, RateLimit) are deleted daily.
\Tresen\Common\V5\Claim::schedule_cleanup( __FILE__ );
