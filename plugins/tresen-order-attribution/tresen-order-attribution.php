<?php
/**
 * Plugin Name:       Tresen Bestellherkunft
 * Plugin URI:        https://tresen.test/
 * Description:       Records where a visitor came from (utm parameters, referrer, session) once they agree to marketing cookies, and saves it with the order.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.5
 * WC tested up to:   10.5
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-order-attribution
 * Domain Path:       /languages
 *
 * @package Tresen\OrderAttribution
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_ORDER_ATTRIBUTION_FILE', __FILE__ );
define( 'TRESEN_ORDER_ATTRIBUTION_VERSION', '0.1.0' );

if ( ! class_exists( \Tresen\Common\V5\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V5\Bootstrap::plugin(
	__FILE__,
	'Tresen\\OrderAttribution\\',
	array(
		// Writes order meta only through the order CRUD: compatible with HPOS.
		'custom_order_tables'  => true,
		// Classic checkout: the plugin's hidden inputs; Checkout block: WooCommerce's recorder, gated by consent (docs/block-checkout.md).
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\OrderAttribution\Plugin::class, 'boot' )
);

