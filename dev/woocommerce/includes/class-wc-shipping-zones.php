<?php
/**
 * Shipping zone lookups.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shipping_Zones: every zone, a zone by id or method
 * instance, and the zone a package ships to.
 */
class WC_Shipping_Zones {

	/**
	 * Zones as arrays (zone data plus id, formatted location and methods).
	 *
	 * @param string $context admin or json.
	 * @return array<int, array>
	 */
	public static function get_zones( $context = 'admin' ) {
		$store = new WC_Shipping_Zone_Data_Store();
		$zones = array();
		foreach ( $store->get_zones() as $row ) {
			$zone                                = new WC_Shipping_Zone( $row );
			$zones[ $zone->get_id() ]            = $zone->get_data();
			$zones[ $zone->get_id() ]['zone_id'] = $zone->get_id();
			$zones[ $zone->get_id() ]['formatted_zone_location'] = $zone->get_formatted_location();
			$zones[ $zone->get_id() ]['shipping_methods']        = $zone->get_shipping_methods( false, $context );
		}
		return $zones;
	}

	/**
	 * A zone by id.
	 *
	 * @param int $zone_id Id.
	 * @return WC_Shipping_Zone|bool
	 */
	public static function get_zone( $zone_id ) {
		return self::get_zone_by( 'zone_id', $zone_id );
	}

	/**
	 * A zone by zone id or method instance id.
	 *
	 * @param string $by zone_id or instance_id.
	 * @param int    $id Id.
	 * @return WC_Shipping_Zone|bool
	 */
	public static function get_zone_by( $by = 'zone_id', $id = 0 ) {
		$zone_id = false;
		if ( 'zone_id' === $by ) {
			$zone_id = $id;
		} elseif ( 'instance_id' === $by ) {
			$zone_id = ( new WC_Shipping_Zone_Data_Store() )->get_zone_id_by_instance_id( $id );
		}
		if ( false === $zone_id || null === $zone_id ) {
			return false;
		}
		try {
			return new WC_Shipping_Zone( $zone_id );
		} catch ( Exception $e ) {
			return false;
		}
	}

	/**
	 * A method instance by id.
	 *
	 * @param int $instance_id Instance.
	 * @return WC_Shipping_Method|bool
	 */
	public static function get_shipping_method( $instance_id ) {
		$row     = ( new WC_Shipping_Zone_Data_Store() )->get_method( $instance_id );
		$classes = WC()->shipping()->get_shipping_method_class_names();
		if ( $row && isset( $classes[ $row->method_id ] ) ) {
			$class = $classes[ $row->method_id ];
			return is_object( $class ) ? $class : new $class( (int) $row->instance_id );
		}
		return false;
	}

	/**
	 * Deletes a zone.
	 *
	 * @param int $zone_id Id.
	 */
	public static function delete_zone( $zone_id ) {
		$zone = new WC_Shipping_Zone( $zone_id );
		$zone->delete();
	}

	/**
	 * The zone a package ships to (zone 0 when no zone matches).
	 *
	 * @param array $package Package with destination.
	 * @return WC_Shipping_Zone
	 */
	public static function get_zone_matching_package( $package ) {
		$zone_id = ( new WC_Shipping_Zone_Data_Store() )->get_zone_id_from_package( $package );
		return new WC_Shipping_Zone( $zone_id ? $zone_id : 0 );
	}
}
