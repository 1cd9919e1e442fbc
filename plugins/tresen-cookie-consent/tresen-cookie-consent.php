<?php
/**
 * Plugin Name:       Tresen Cookie-Einwilligung
 * Plugin URI:        https://tresen.test/
 * Description:       Cookie banner and consent gate (GDPR, TDDDG § 25): nothing non-essential runs before the visitor agrees; rejecting is as easy as accepting. Bridges to the WP Consent API and Google Consent Mode v2.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-cookie-consent
 * Domain Path:       /languages
 *
 * @package Tresen\CookieConsent
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_COOKIE_CONSENT_FILE', __FILE__ );
define( 'TRESEN_COOKIE_CONSENT_VERSION', '0.1.0' );

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Tresen\\CookieConsent\\';
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
			// Reads no orders; prints nothing inside the checkout block.
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', __FILE__, true );
		}
	}
);

add_action( 'plugins_loaded', array( \Tresen\CookieConsent\Plugin::class, 'boot' ) );
