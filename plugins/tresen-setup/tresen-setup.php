<?php
/**
 * Plugin Name:       Tresen Einrichtung & Shop-Check
 * Plugin URI:        https://tresen.test/
 * Description:       Checks the live shop as a guest for the German shop duties (price notes, unit price, deposit, age rule, order button, withdrawal button, legal pages, consent, caching) and sets drink data by category.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-setup
 * Domain Path:       /languages
 *
 * @package Tresen\Setup
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_SETUP_FILE', __FILE__ );
define( 'TRESEN_SETUP_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\Setup\\',
	array(
		// Reads no orders: compatible with HPOS; works beside the checkout block (it only reads pages).
		'custom_order_tables'  => true,
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\Setup\Plugin::class, 'boot' )
);
