<?php
/**
 * Plugin Name:       Tresen Bestellherkunft
 * Plugin URI:        https://tresen.test/
 * Description:       Records where a visitor came from (utm parameters, referrer, session) once they agree to marketing cookies, and saves it with the order.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * WC requires at least: 8.0
 * WC tested up to:   9.4
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

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Tresen\\OrderAttribution\\';
		if ( 0 === strpos( $class_name, $prefix ) ) {
			$file = __DIR__ . '/src/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			}
		}
	}
);
if ( ! class_exists( \Tresen\Common\V1\Assets::class ) && is_readable( __DIR__ . '/build/common/Assets.php' ) ) {
	require __DIR__ . '/build/common/Assets.php';
}

add_action(
	'before_woocommerce_init',
	static function (): void {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			// Writes order meta only through the order CRUD: compatible with HPOS.
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
			// The hidden inputs are printed into the classic checkout form only; the checkout block is not handled yet.
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', __FILE__, false );
		}
	}
);

add_action( 'plugins_loaded', array( \Tresen\OrderAttribution\Plugin::class, 'boot' ) );
