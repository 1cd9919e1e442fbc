<?php
/**
 * Plugin Name:       Tresen Grundpreis
 * Plugin URI:        https://tresen.test/
 * Description:       Refreshes the unit price (Grundpreis) on product pages when quantity or variation changes.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-unit-price
 * Domain Path:       /languages
 *
 * @package Tresen\UnitPrice
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_UNIT_PRICE_FILE', __FILE__ );
define( 'TRESEN_UNIT_PRICE_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\UnitPrice\\',
	array(
		// Reads no orders: compatible with HPOS. On the Cart and Checkout blocks it shows each line's unit price (docs/block-checkout.md).
		'custom_order_tables'  => true,
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\UnitPrice\Plugin::class, 'boot' )
);

