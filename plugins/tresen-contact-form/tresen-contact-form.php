<?php
/**
 * Plugin Name:       Tresen Kontaktformular
 * Plugin URI:        https://tresen.test/
 * Description:       Contact forms with one rule set validated in the browser and on the server, stored messages (nothing lost when mail fails) and a Contact Form 7 compatible REST API, markup and events.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Tresen
 * License:           GPL-2.0-or-later
 * Text Domain:       tresen-contact-form
 * Domain Path:       /languages
 *
 * @package Tresen\ContactForm
 */

defined( 'ABSPATH' ) || exit;

define( 'TRESEN_CONTACT_FORM_FILE', __FILE__ );
define( 'TRESEN_CONTACT_FORM_VERSION', '0.1.0' );

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Tresen\\ContactForm\\';
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
			// Touches no orders and no checkout: compatible with HPOS and the checkout block.
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', __FILE__, true );
		}
	}
);

register_activation_hook( __FILE__, array( \Tresen\ContactForm\Plugin::class, 'activate' ) );
add_action( 'plugins_loaded', array( \Tresen\ContactForm\Plugin::class, 'boot' ) );
