<?php
/**
 * Plugin Name:       Tresen Cookie-Einwilligung
 * Plugin URI:        https://tresen.test/
 * Description:       Cookie banner and consent gate (GDPR, TDDDG § 25): nothing non-essential runs before the visitor agrees; rejecting is as easy as accepting. Bridges to the WP Consent API and Google Consent Mode v2.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
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

if ( ! class_exists( \Tresen\Common\V4\Bootstrap::class ) ) {
	if ( ! is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
		return; // Not built yet: run `npm run build` (see README).
	}
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Common\V4\Bootstrap::plugin(
	__FILE__,
	'Tresen\\CookieConsent\\',
	array(
		// Reads no orders; prints nothing inside the checkout block.
		'custom_order_tables'  => true,
		'cart_checkout_blocks' => true,
	),
	array( \Tresen\CookieConsent\Plugin::class, 'boot' )
);

