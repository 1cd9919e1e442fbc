<?php
/**
 * Plugin Name:       Tresen Recht & Getränkedaten
 * Plugin URI:        https://tresen.test/
 * Description:       German shop law and drink data for WooCommerce: minimum age and age check at checkout, bottle deposit (Pfand) with EINWEG/MEHRWEG marker, food information, the 30-day price reference, the withdrawal button and the price notes.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-legal
 * Domain Path:       /languages
 *
 * @package Tresen\Legal
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_LEGAL_FILE', __FILE__ );
define( 'TRESEN_LEGAL_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\Legal\\',
	array(
		// Orders are read and written through WooCommerce's order API only: compatible with HPOS.
		'custom_order_tables'  => true,
		// The classic checkout and WooCommerce's Cart and Checkout blocks (docs/block-checkout.md).
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\Legal\Plugin::class, 'boot' )
);

register_activation_hook( __FILE__, array( \Tresen\Legal\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Tresen\Legal\Plugin::class, 'deactivate' ) );

// Expired locks and rate-limit counters (common/php Claim, RateLimit) are deleted daily.
\Tresen\Common\V5\Claim::schedule_cleanup( __FILE__ );
