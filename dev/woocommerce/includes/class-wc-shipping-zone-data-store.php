<?php
/**
 * Storage of shipping zones.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Zones, their locations and their methods in WooCommerce's three tables:
 * {prefix}woocommerce_shipping_zones, _zone_locations, _zone_methods.
 */
class WC_Shipping_Zone_Data_Store {

	/**
	 * Creates a zone.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 */
	public function create( &$zone ) {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_shipping_zones',
			array(
				'zone_name'  => $zone->get_zone_name( 'edit' ),
				'zone_order' => $zone->get_zone_order( 'edit' ),
			)
		);
		$zone->set_id( (int) $wpdb->insert_id );
		$this->save_locations( $zone );
		$zone->apply_changes();
	}

	/**
	 * Updates a zone (zone 0, "rest of the world", has no row).
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 */
	public function update( &$zone ) {
		global $wpdb;
		if ( $zone->get_id() ) {
			$wpdb->update(
				$wpdb->prefix . 'woocommerce_shipping_zones',
				array(
					'zone_name'  => $zone->get_zone_name( 'edit' ),
					'zone_order' => $zone->get_zone_order( 'edit' ),
				),
				array( 'zone_id' => $zone->get_id() )
			);
		}
		$this->save_locations( $zone );
		$zone->apply_changes();
	}

	/**
	 * Reads a zone.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @throws Exception When the zone does not exist.
	 */
	public function read( &$zone ) {
		global $wpdb;
		if ( 0 === $zone->get_id() || '0' === $zone->get_id() ) {
			$zone->set_zone_name( __( 'Locations not covered by your other zones', 'woocommerce' ) );
			$zone->set_zone_order( 0 );
		} else {
			$row = $wpdb->get_row( $wpdb->prepare( "SELECT zone_name, zone_order FROM {$wpdb->prefix}woocommerce_shipping_zones WHERE zone_id = %d", $zone->get_id() ) );
			if ( ! $row ) {
				throw new Exception( esc_html__( 'Invalid data store.', 'woocommerce' ) );
			}
			$zone->set_zone_name( $row->zone_name );
			$zone->set_zone_order( (int) $row->zone_order );
		}
		$locations = $wpdb->get_results( $wpdb->prepare( "SELECT location_code, location_type FROM {$wpdb->prefix}woocommerce_shipping_zone_locations WHERE zone_id = %d", (int) $zone->get_id() ) );
		foreach ( (array) $locations as $location ) {
			$zone->add_location( $location->location_code, $location->location_type );
		}
		$zone->set_object_read( true );
		do_action( 'woocommerce_shipping_zone_loaded', $zone );
	}

	/**
	 * Deletes a zone with its methods and locations.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @param array            $args Unused.
	 */
	public function delete( &$zone, $args = array() ) {
		global $wpdb;
		$id = $zone->get_id();
		if ( ! $id ) {
			return;
		}
		foreach ( $zone->get_shipping_methods() as $method ) {
			$this->delete_method( $method->get_instance_id() );
		}
		$wpdb->delete( $wpdb->prefix . 'woocommerce_shipping_zone_locations', array( 'zone_id' => $id ) );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_shipping_zones', array( 'zone_id' => $id ) );
		$zone->set_id( null );
		do_action( 'woocommerce_delete_shipping_zone', $id );
	}

	/**
	 * Method rows of a zone (instance_id, method_id, method_order, is_enabled).
	 *
	 * @param int  $zone_id      Zone.
	 * @param bool $enabled_only Only enabled methods.
	 * @return object[]
	 */
	public function get_methods( $zone_id, $enabled_only ) {
		global $wpdb;
		$sql = "SELECT method_id, method_order, instance_id, is_enabled FROM {$wpdb->prefix}woocommerce_shipping_zone_methods WHERE zone_id = %d";
		if ( $enabled_only ) {
			$sql .= ' AND is_enabled = 1';
		}
		return (array) $wpdb->get_results( $wpdb->prepare( $sql . ' ORDER BY method_order, instance_id', (int) $zone_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * Number of methods of a zone.
	 *
	 * @param int $zone_id Zone.
	 */
	public function get_method_count( $zone_id ) {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_shipping_zone_methods WHERE zone_id = %d", (int) $zone_id ) );
	}

	/**
	 * Adds a method to a zone.
	 *
	 * @param int    $zone_id Zone.
	 * @param string $type    Method id (flat_rate, free_shipping).
	 * @param int    $order   Order.
	 * @return int Instance id.
	 */
	public function add_method( $zone_id, $type, $order ) {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_shipping_zone_methods',
			array(
				'method_id'    => $type,
				'zone_id'      => (int) $zone_id,
				'method_order' => (int) $order,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Deletes a method instance and its settings.
	 *
	 * @param int $instance_id Instance.
	 */
	public function delete_method( $instance_id ) {
		global $wpdb;
		$method = $this->get_method( $instance_id );
		if ( ! $method ) {
			return;
		}
		delete_option( 'woocommerce_' . $method->method_id . '_' . (int) $instance_id . '_settings' );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_shipping_zone_methods', array( 'instance_id' => (int) $instance_id ) );
		do_action( 'woocommerce_delete_shipping_zone_method', $instance_id );
	}

	/**
	 * A method row (zone_id, method_id, instance_id, method_order, is_enabled).
	 *
	 * @param int $instance_id Instance.
	 * @return object|null
	 */
	public function get_method( $instance_id ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT zone_id, method_id, instance_id, method_order, is_enabled FROM {$wpdb->prefix}woocommerce_shipping_zone_methods WHERE instance_id = %d LIMIT 1", (int) $instance_id ) );
	}

	/**
	 * The first zone (by zone order) whose locations match a package's
	 * destination: country, state, continent or postcode; 0 when none.
	 *
	 * @param array $package Package with destination.
	 * @return int
	 */
	public function get_zone_id_from_package( $package ) {
		global $wpdb;
		$destination = (array) ( $package['destination'] ?? array() );
		$country     = strtoupper( wc_clean( (string) ( $destination['country'] ?? '' ) ) );
		$state       = strtoupper( wc_clean( (string) ( $destination['state'] ?? '' ) ) );
		$postcode    = wc_normalize_postcode( wc_clean( (string) ( $destination['postcode'] ?? '' ) ) );
		$continent   = strtoupper( wc_clean( (string) WC()->countries->get_continent_code_for_country( $country ) ) );
		$zones       = $wpdb->get_results( "SELECT zone_id FROM {$wpdb->prefix}woocommerce_shipping_zones ORDER BY zone_order, zone_id" );
		foreach ( (array) $zones as $row ) {
			$locations = $wpdb->get_results( $wpdb->prepare( "SELECT location_code, location_type FROM {$wpdb->prefix}woocommerce_shipping_zone_locations WHERE zone_id = %d", (int) $row->zone_id ) );
			$by_type   = array();
			foreach ( (array) $locations as $location ) {
				$by_type[ $location->location_type ][] = strtoupper( (string) $location->location_code );
			}
			$region = array_merge( $by_type['country'] ?? array(), $by_type['state'] ?? array(), $by_type['continent'] ?? array() );
			if ( $region && ! in_array( $country, $region, true ) && ! in_array( $country . ':' . $state, $region, true ) && ! in_array( $continent, $by_type['continent'] ?? array(), true ) ) {
				continue;
			}
			if ( ! empty( $by_type['postcode'] ) && ! $this->postcode_in( $postcode, $by_type['postcode'] ) ) {
				continue;
			}
			if ( ! $region && empty( $by_type['postcode'] ) ) {
				continue;
			}
			return (int) $row->zone_id;
		}
		return 0;
	}

	/**
	 * Whether a postcode matches zone postcodes (exact, "prefix*" or "from...to").
	 *
	 * @param string   $postcode Normalized postcode.
	 * @param string[] $codes    Codes.
	 */
	private function postcode_in( string $postcode, array $codes ): bool {
		foreach ( $codes as $code ) {
			if ( false !== strpos( $code, '...' ) ) {
				list( $from, $to ) = array_map( 'wc_normalize_postcode', explode( '...', $code, 2 ) );
				if ( is_numeric( $postcode ) && is_numeric( $from ) && is_numeric( $to ) && (int) $postcode >= (int) $from && (int) $postcode <= (int) $to ) {
					return true;
				}
				continue;
			}
			$code = wc_normalize_postcode( $code );
			if ( $code === $postcode || ( '*' === substr( $code, -1 ) && 0 === strpos( $postcode, rtrim( $code, '*' ) ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Zone rows, by zone order.
	 *
	 * @return object[]
	 */
	public function get_zones() {
		global $wpdb;
		return (array) $wpdb->get_results( "SELECT zone_id, zone_name, zone_order FROM {$wpdb->prefix}woocommerce_shipping_zones ORDER BY zone_order, zone_id" );
	}

	/**
	 * Zone of a method instance.
	 *
	 * @param int $id Instance.
	 * @return int|null
	 */
	public function get_zone_id_by_instance_id( $id ) {
		global $wpdb;
		$zone = $wpdb->get_var( $wpdb->prepare( "SELECT zone_id FROM {$wpdb->prefix}woocommerce_shipping_zone_methods WHERE instance_id = %d LIMIT 1", (int) $id ) );
		return null === $zone ? null : (int) $zone;
	}

	/**
	 * Zones have no meta.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @return array
	 */
	public function read_meta( &$zone ) {
		return array();
	}

	/**
	 * Zones have no meta.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @param object           $meta Meta.
	 * @return array
	 */
	public function delete_meta( &$zone, $meta ) {
		return array();
	}

	/**
	 * Zones have no meta.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @param object           $meta Meta.
	 * @return int
	 */
	public function add_meta( &$zone, $meta ) {
		return 0;
	}

	/**
	 * Zones have no meta.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 * @param object           $meta Meta.
	 * @return bool
	 */
	public function update_meta( &$zone, $meta ) {
		return false;
	}

	/**
	 * Replaces the stored locations when they changed.
	 *
	 * @param WC_Shipping_Zone $zone Zone.
	 */
	private function save_locations( WC_Shipping_Zone $zone ): void {
		global $wpdb;
		if ( ! array_key_exists( 'zone_locations', $zone->get_changes() ) ) {
			return;
		}
		$wpdb->delete( $wpdb->prefix . 'woocommerce_shipping_zone_locations', array( 'zone_id' => (int) $zone->get_id() ) );
		foreach ( $zone->get_zone_locations( 'edit' ) as $location ) {
			$wpdb->insert(
				$wpdb->prefix . 'woocommerce_shipping_zone_locations',
				array(
					'zone_id'       => (int) $zone->get_id(),
					'location_code' => $location->code,
					'location_type' => $location->type,
				)
			);
		}
	}
}
