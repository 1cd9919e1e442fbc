<?php
/**
 * A shipping zone.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shipping_Zone: a name, an order, locations (country,
 * state, continent, postcode) and method instances. Zone 0 stands for the
 * locations no other zone covers.
 */
class WC_Shipping_Zone extends WC_Legacy_Shipping_Zone {

	/**
	 * Zone id (0 is the "rest of the world" zone, null a new zone).
	 *
	 * @var int|null
	 */
	protected $id = null;

	/**
	 * Object type.
	 *
	 * @var string
	 */
	protected $object_type = 'shipping_zone';

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'zone_name'      => '',
		'zone_order'     => 0,
		'zone_locations' => array(),
	);

	/**
	 * Loads a zone by id or row.
	 *
	 * @param int|object|null $zone Id, row or null.
	 */
	public function __construct( $zone = null ) {
		parent::__construct( $zone );
		if ( is_numeric( $zone ) && ! empty( $zone ) ) {
			$this->set_id( $zone );
		} elseif ( is_object( $zone ) && isset( $zone->zone_id ) ) {
			$this->set_id( $zone->zone_id );
		} elseif ( 0 === $zone || '0' === $zone ) {
			$this->set_id( 0 );
		} else {
			$this->set_object_read( true );
		}
		$this->data_store = new WC_Shipping_Zone_Data_Store();
		if ( null !== $this->id && false === $this->get_object_read() ) {
			$this->data_store->read( $this );
		}
	}

	/**
	 * Sets the id (null for a new zone).
	 *
	 * @param int|null $id Id.
	 */
	public function set_id( $id ) {
		$this->id = null === $id ? null : absint( $id );
	}

	/**
	 * Name.
	 *
	 * @param string $context view or edit.
	 */
	public function get_zone_name( $context = 'view' ) {
		return $this->get_prop( 'zone_name', $context );
	}

	/**
	 * Order.
	 *
	 * @param string $context view or edit.
	 */
	public function get_zone_order( $context = 'view' ) {
		return $this->get_prop( 'zone_order', $context );
	}

	/**
	 * Locations: objects with code and type.
	 *
	 * @param string $context view or edit.
	 * @return object[]
	 */
	public function get_zone_locations( $context = 'view' ) {
		return $this->get_prop( 'zone_locations', $context );
	}

	/**
	 * Locations as a readable list ("Deutschland, Österreich and 2 other regions").
	 *
	 * @param int    $max     Most names shown.
	 * @param string $context view or edit.
	 */
	public function get_formatted_location( $max = 10, $context = 'view' ) {
		$countries = WC()->countries->get_countries();
		$names     = array();
		foreach ( $this->get_zone_locations( $context ) as $location ) {
			$names[] = 'country' === $location->type ? ( $countries[ $location->code ] ?? $location->code ) : $location->code;
		}
		if ( count( $names ) > $max ) {
			$rest = count( $names ) - $max;
			/* translators: 1: list of locations, 2: number of remaining locations */
			return sprintf( _n( '%1$s and %2$d other region', '%1$s and %2$d other regions', $rest, 'woocommerce' ), implode( ', ', array_slice( $names, 0, $max ) ), $rest );
		}
		return $names ? implode( ', ', $names ) : __( 'Everywhere', 'woocommerce' );
	}

	/**
	 * Method instances of the zone, keyed by instance id.
	 *
	 * @param bool   $enabled_only Only enabled ones.
	 * @param string $context      admin or json.
	 * @return WC_Shipping_Method[]
	 */
	public function get_shipping_methods( $enabled_only = false, $context = 'admin' ) {
		if ( null === $this->get_id() ) {
			return array();
		}
		$classes = WC()->shipping()->get_shipping_method_class_names();
		$methods = array();
		foreach ( $this->data_store->get_methods( (int) $this->get_id(), $enabled_only ) as $row ) {
			if ( ! isset( $classes[ $row->method_id ] ) ) {
				continue;
			}
			$class = $classes[ $row->method_id ];
			if ( ! is_object( $class ) && ! class_exists( $class ) ) {
				continue;
			}
			$method               = new $class( (int) $row->instance_id );
			$method->method_order = absint( $row->method_order );
			$method->enabled      = $row->is_enabled ? 'yes' : 'no';
			$method->has_settings = $method->has_settings();
			$methods[ (int) $row->instance_id ] = $method;
		}
		uasort( $methods, static fn( $a, $b ) => $a->method_order <=> $b->method_order );
		return apply_filters( 'woocommerce_shipping_zone_shipping_methods', $methods, $this->get_zone_locations(), $this->get_id() );
	}

	/**
	 * Sets the name.
	 *
	 * @param string $set Name.
	 */
	public function set_zone_name( $set ) {
		$this->set_prop( 'zone_name', wc_clean( (string) $set ) );
	}

	/**
	 * Sets the order.
	 *
	 * @param int $set Order.
	 */
	public function set_zone_order( $set ) {
		$this->set_prop( 'zone_order', absint( $set ) );
	}

	/**
	 * Sets the locations (objects or arrays with code and type).
	 *
	 * @param array $locations Locations.
	 */
	public function set_zone_locations( $locations ) {
		if ( 0 !== $this->get_id() ) {
			$this->set_prop( 'zone_locations', $locations );
		}
	}

	/**
	 * Saves the zone; a zone without a name is named after its locations.
	 *
	 * @return int|null Id.
	 */
	public function save() {
		if ( ! $this->get_zone_name( 'edit' ) ) {
			$this->set_zone_name( $this->generate_zone_name() );
		}
		if ( ! $this->data_store ) {
			return $this->get_id();
		}
		do_action( 'woocommerce_before_' . $this->object_type . '_object_save', $this, $this->data_store );
		if ( null !== $this->get_id() ) {
			$this->data_store->update( $this );
		} else {
			$this->data_store->create( $this );
		}
		do_action( 'woocommerce_after_' . $this->object_type . '_object_save', $this, $this->data_store );
		return $this->get_id();
	}

	/**
	 * A name from the locations.
	 */
	protected function generate_zone_name() {
		$name = $this->get_formatted_location( 10, 'edit' );
		return $name ? $name : __( 'Zone', 'woocommerce' );
	}

	/**
	 * Whether a location type is known.
	 *
	 * @param string $type Type.
	 */
	public function is_valid_location_type( $type ) {
		return in_array( $type, apply_filters( 'woocommerce_valid_location_types', array( 'postcode', 'state', 'country', 'continent' ) ), true );
	}

	/**
	 * Adds a location.
	 *
	 * @param string $code Code (DE, DE:BE, EU, 10115, 10*).
	 * @param string $type Type.
	 */
	public function add_location( $code, $type ) {
		if ( 0 !== $this->get_id() && $this->is_valid_location_type( $type ) ) {
			if ( 'postcode' === $type ) {
				$code = trim( strtoupper( str_replace( chr( 226 ) . chr( 128 ) . chr( 166 ), '...', (string) $code ) ) );
			}
			$locations   = $this->get_prop( 'zone_locations', 'edit' );
			$locations[] = (object) array(
				'code' => wc_clean( (string) $code ),
				'type' => wc_clean( (string) $type ),
			);
			$this->set_prop( 'zone_locations', $locations );
		}
	}

	/**
	 * Removes locations of some types.
	 *
	 * @param string|string[] $types Types.
	 */
	public function clear_locations( $types = array( 'postcode', 'state', 'country', 'continent' ) ) {
		$types     = (array) $types;
		$locations = array_values( array_filter( $this->get_prop( 'zone_locations', 'edit' ), static fn( $l ) => ! in_array( $l->type, $types, true ) ) );
		$this->set_prop( 'zone_locations', $locations );
	}

	/**
	 * Replaces the locations.
	 *
	 * @param array $locations Arrays with code and type.
	 */
	public function set_locations( $locations = array() ) {
		$this->clear_locations();
		foreach ( (array) $locations as $location ) {
			$this->add_location( $location['code'], $location['type'] );
		}
	}

	/**
	 * Adds a method instance (saving a new zone first).
	 *
	 * @param string $type Method id.
	 * @return int Instance id, 0 when the method is unknown.
	 */
	public function add_shipping_method( $type ) {
		if ( null === $this->get_id() ) {
			$this->save();
		}
		$classes = WC()->shipping()->get_shipping_method_class_names();
		if ( ! isset( $classes[ $type ] ) ) {
			return 0;
		}
		$count       = $this->data_store->get_method_count( (int) $this->get_id() );
		$instance_id = $this->data_store->add_method( (int) $this->get_id(), $type, $count + 1 );
		if ( $instance_id ) {
			do_action( 'woocommerce_shipping_zone_method_added', $instance_id, $type, $this->get_id() );
		}
		return $instance_id;
	}

	/**
	 * Deletes a method instance of this zone.
	 *
	 * @param int $instance_id Instance.
	 */
	public function delete_shipping_method( $instance_id ) {
		if ( null === $this->get_id() ) {
			return false;
		}
		$this->data_store->delete_method( $instance_id );
		do_action( 'woocommerce_shipping_zone_method_deleted', $instance_id, $this->get_id() );
		return true;
	}
}
