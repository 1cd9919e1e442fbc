<?php
/**
 * Plugin Name:       Tresen Storefront
 * Plugin URI:        https://tresen.test/
 * Description:       Cart, mini cart, cart page, checkout, product page, quick view and live search for WooCommerce without jQuery, for any classic theme; refuses cross-site and malformed storefront requests.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-storefront
 * Domain Path:       /languages
 *
 * @package Tresen\Storefront
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_STOREFRONT_FILE', __FILE__ );
define( 'TRESEN_STOREFRONT_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\Storefront\\',
	array(
		// Reads orders only through WooCommerce's API: compatible with HPOS. Replaces the
		// classic (shortcode) cart and checkout scripts; the cart and checkout blocks are left alone.
		'custom_order_tables'  => true,
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\Storefront\Plugin::class, 'boot' )
);

// The search index table and the fast route's state live and die with the plugin.
register_activation_hook( __FILE__, array( \Tresen\Storefront\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Tresen\Storefront\Plugin::class, 'deactivate' ) );
