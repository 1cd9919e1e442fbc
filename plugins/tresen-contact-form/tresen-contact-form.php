<?php
/**
 * Plugin Name:       Tresen Kontaktformular
 * Plugin URI:        https://tresen.test/
 * Description:       Contact forms with one rule set validated in the browser and on the server, stored messages (nothing lost when mail fails) and a Contact Form 7 compatible REST API, markup and events.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
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

if ( ! class_exists( \Tresen\Common\V4\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V4\Bootstrap::plugin(
	__FILE__,
	'Tresen\\ContactForm\\',
	array(
		// Touches no orders and no checkout: compatible with HPOS and the checkout block.
		'custom_order_tables'  => true,
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\ContactForm\Plugin::class, 'boot' )
);

register_activation_hook( __FILE__, array( \Tresen\ContactForm\Plugin::class, 'activate' ) );
register_deactivation_hook(
	__FILE__,
	static function () {
		wp_clear_scheduled_hook( 'tresen_contact_form_purge_uploads' );
	}
);
