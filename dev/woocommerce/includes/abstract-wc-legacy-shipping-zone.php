<?php
/**
 * Older method names of shipping zones.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's legacy zone API (get_zone_id).
 */
abstract class WC_Legacy_Shipping_Zone extends WC_Data {

	/**
	 * Zone id (older name of get_id()).
	 *
	 * @return int|null
	 */
	public function get_zone_id() {
		return $this->get_id();
	}
}
