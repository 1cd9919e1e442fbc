<?php
/**
 * Client IP address.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Only the IP lookup of WooCommerce's geolocation (no geo database).
 */
class WC_Geolocation {

	/**
	 * Client IP (REMOTE_ADDR; proxies are not trusted in the double).
	 */
	public static function get_ip_address() {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}
}
