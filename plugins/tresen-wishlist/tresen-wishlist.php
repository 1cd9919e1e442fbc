<?php
/**
 * Plugin Name:       Tresen Wunschliste
 * Plugin URI:        https://tresen.test/
 * Description:       Lets shoppers keep products on wishlists.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-wishlist
 * Domain Path:       /languages
 *
 * @package Tresen\Wishlist
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_WISHLIST_FILE', __FILE__ );
define( 'TRESEN_WISHLIST_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V4\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V4\Bootstrap::plugin(
	__FILE__,
	'Tresen\\Wishlist\\',
	array(
		// Reads no orders: compatible with HPOS.
		'custom_order_tables'  => true,
		// Works on product and wishlist pages only, never inside the cart or checkout block.
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\Wishlist\Plugin::class, 'boot' )
);


register_activation_hook( __FILE__, array( \Tresen\Wishlist\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Tresen\Wishlist\Plugin::class, 'deactivate' ) );
