<?php
/**
 * Plugin Name:       WooCommerce (Tresen double)
 * Plugin URI:        https://tresen.test/docs/woocommerce-double
 * Description:       DEVELOPMENT DOUBLE of WooCommerce, not the real plugin: implements only the part of WooCommerce's server API that the Tresen suite calls, under WooCommerce's own names, so the suite can be developed and tested offline. Never ship it; replace it with real WooCommerce in production.
 * Version:           10.5.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Tresen (development infrastructure)
 * License:           GPL-2.0-or-later
 * Text Domain:       woocommerce
 * Domain Path:       /languages
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'WC_PLUGIN_FILE' ) ) {
	define( 'WC_PLUGIN_FILE', __FILE__ );
}

/** Marks this installation as the Tresen double (real WooCommerce never defines it). */
define( 'WC_TRESEN_DOUBLE', true );

require_once __DIR__ . '/includes/class-wc-autoloader.php';
WC_Autoloader::register( __DIR__ . '/includes/' );

require_once __DIR__ . '/includes/class-woocommerce.php';

/**
 * The main WooCommerce instance.
 *
 * @return WooCommerce
 */
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
	return WooCommerce::instance();
}

$GLOBALS['woocommerce'] = WC();
