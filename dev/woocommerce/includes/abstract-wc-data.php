<?php
/**
 * Base class of CRUD objects (products, orders, order items, customers).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Props with change tracking, meta data and a data store, like WooCommerce's WC_Data.
 */
abstract class WC_Data implements JsonSerializable {

	/**
	 * Id (0 until saved).
	 *
	 * @var int
	 */
	protected $id = 0;

	/**
	 * Props as read.
	 *
	 * @var array
	 */
	protected $data = array();

	/**
	 * Extra props of a subclass (merged into $data on construction, as WooCommerce does).
	 *
	 * @var array
	 */
	protected $extra_data = array();

	/**
	 * Changed props since read.
	 *
	 * @var array
	 */
	protected $changes = array();

	/**
	 * Whether the object has been read (setters then record changes).
	 *
	 * @var bool
	 */
	protected $object_read = false;

	/**
	 * Object type, e.g. product, order.
	 *
	 * @var string
	 */
	protected $object_type = 'data';

	/**
	 * Default props.
	 *
	 * @var array
	 */
	protected $default_data = array();

	/**
	 * Data store.
	 *
	 * @var object|null
	 */
	protected $data_store = null;

	/**
	 * Meta entries (null until read).
	 *
	 * @var WC_Meta_Data[]|null
	 */
	protected $meta_data = null;

	/**
	 * Meta keys the data store handles as props (never exposed as meta).
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array();

	/**
	 * Constructor.
	 *
	 * @param int|object|array $read Id or object.
	 */
	public function __construct( $read = 0 ) {
		$this->data         = array_merge( $this->data, $this->extra_data );
		$this->default_data = $this->data;
	}

	/**
	 * Id.
	 */
	public function get_id() {
		return $this->id;
	}

	/**
	 * Sets the id.
	 *
	 * @param int $id Id.
	 */
	public function set_id( $id ) {
		$this->id = absint( $id );
	}

	/**
	 * The data store.
	 *
	 * @return object|null
	 */
	public function get_data_store() {
		return $this->data_store;
	}

	/**
	 * Object type.
	 */
	public function get_object_type() {
		return $this->object_type;
	}

	/**
	 * Prefix of the view-context filters, e.g. woocommerce_product_get_.
	 */
	protected function get_hook_prefix() {
		return 'woocommerce_' . $this->object_type . '_get_';
	}

	/**
	 * Reads a prop (changes win); in view context through a filter.
	 *
	 * @param string $prop    Prop.
	 * @param string $context view or edit.
	 * @return mixed
	 */
	protected function get_prop( $prop, $context = 'view' ) {
		$value = null;
		if ( array_key_exists( $prop, $this->data ) ) {
			$value = array_key_exists( $prop, $this->changes ) ? $this->changes[ $prop ] : $this->data[ $prop ];
			if ( 'view' === $context ) {
				$value = apply_filters( $this->get_hook_prefix() . $prop, $value, $this );
			}
		}
		return $value;
	}

	/**
	 * Sets a prop (records a change once the object was read).
	 *
	 * @param string $prop  Prop.
	 * @param mixed  $value Value.
	 */
	protected function set_prop( $prop, $value ) {
		if ( array_key_exists( $prop, $this->data ) ) {
			if ( true === $this->object_read ) {
				if ( $value !== $this->data[ $prop ] || array_key_exists( $prop, $this->changes ) ) {
					$this->changes[ $prop ] = $value;
				}
			} else {
				$this->data[ $prop ] = $value;
			}
		}
	}

	/**
	 * Sets several props through their setters.
	 *
	 * @param array  $props   Prop => value.
	 * @param string $context set.
	 * @return true|WP_Error
	 */
	public function set_props( $props, $context = 'set' ) {
		$errors = false;
		foreach ( $props as $prop => $value ) {
			try {
				if ( in_array( $prop, array( 'prop', 'date_prop', 'meta_data' ), true ) ) {
					continue;
				}
				$setter = "set_$prop";
				if ( is_callable( array( $this, $setter ) ) ) {
					$this->{$setter}( $value );
				}
			} catch ( WC_Data_Exception $e ) {
				if ( ! $errors ) {
					$errors = new WP_Error();
				}
				$errors->add( $e->getErrorCode(), $e->getMessage(), array( 'property_name' => $prop ) );
			}
		}
		return $errors && count( $errors->get_error_codes() ) ? $errors : true;
	}

	/**
	 * Sets a date prop from a timestamp or a date string.
	 *
	 * @param string          $prop  Prop.
	 * @param string|int|null $value Value.
	 */
	protected function set_date_prop( $prop, $value ) {
		if ( empty( $value ) || '0000-00-00 00:00:00' === $value ) {
			$this->set_prop( $prop, null );
			return;
		}
		if ( $value instanceof WC_DateTime ) {
			$datetime = $value;
		} elseif ( is_numeric( $value ) ) {
			$datetime = new WC_DateTime( "@{$value}", new DateTimeZone( 'UTC' ) );
		} else {
			$datetime = new WC_DateTime( (string) $value, wp_timezone() );
		}
		$datetime->setTimezone( wp_timezone() );
		$this->set_prop( $prop, $datetime );
	}

	/**
	 * Applies changes to data.
	 */
	public function apply_changes() {
		$this->data    = array_replace( $this->data, $this->changes );
		$this->changes = array();
	}

	/**
	 * Changed props.
	 *
	 * @return array
	 */
	public function get_changes() {
		return $this->changes;
	}

	/**
	 * Marks the object as read.
	 *
	 * @param bool $read Read.
	 */
	public function set_object_read( $read = true ) {
		$this->object_read = (bool) $read;
	}

	/**
	 * Whether the object was read.
	 */
	public function get_object_read() {
		return (bool) $this->object_read;
	}

	/**
	 * Resets props to defaults.
	 */
	public function set_defaults() {
		$this->data    = $this->default_data;
		$this->changes = array();
		$this->set_object_read( false );
	}

	/**
	 * All props plus id and meta.
	 *
	 * @return array
	 */
	public function get_data() {
		return array_merge( array( 'id' => $this->get_id() ), array_replace( $this->data, $this->changes ), array( 'meta_data' => $this->get_meta_data() ) );
	}

	/**
	 * Keys of the props.
	 *
	 * @return string[]
	 */
	public function get_data_keys() {
		return array_keys( $this->data );
	}

	/**
	 * JSON form.
	 *
	 * @return array
	 */
	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return $this->get_data();
	}

	/*
	 * Meta data.
	 */

	/**
	 * Loads meta from the data store when not loaded yet.
	 */
	protected function maybe_read_meta_data() {
		if ( is_null( $this->meta_data ) ) {
			$this->read_meta_data();
		}
	}

	/**
	 * Reads meta entries (not the internal keys).
	 *
	 * @param bool $force_read Ignored (no cache).
	 */
	public function read_meta_data( $force_read = false ) {
		$this->meta_data = array();
		if ( ! $this->get_id() || ! $this->data_store ) {
			return;
		}
		foreach ( $this->data_store->read_meta( $this ) as $row ) {
			if ( in_array( $row->meta_key, $this->internal_meta_keys, true ) ) {
				continue;
			}
			$this->meta_data[] = new WC_Meta_Data(
				array(
					'id'    => (int) $row->meta_id,
					'key'   => $row->meta_key,
					'value' => maybe_unserialize( $row->meta_value ),
				)
			);
		}
	}

	/**
	 * Meta entries (excluding deleted ones).
	 *
	 * @return WC_Meta_Data[]
	 */
	public function get_meta_data() {
		$this->maybe_read_meta_data();
		return array_values( array_filter( $this->meta_data, static fn( $meta ) => ! is_null( $meta->value ) ) );
	}

	/**
	 * Meta value(s) of a key.
	 *
	 * @param string $key     Key.
	 * @param bool   $single  One value (first) or all.
	 * @param string $context view or edit.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true, $context = 'view' ) {
		if ( in_array( $key, $this->internal_meta_keys, true ) ) {
			wc_doing_it_wrong( __FUNCTION__, sprintf( 'Generic get methods should not be used for internal meta data; use the getter (key %s).', $key ), '3.2.0' );
		}
		$this->maybe_read_meta_data();
		$values = array();
		foreach ( $this->meta_data as $meta ) {
			if ( $meta->key === $key && ! is_null( $meta->value ) ) {
				$values[] = $single ? $meta->value : $meta;
			}
		}
		$value = $single ? ( $values[0] ?? '' ) : $values;
		if ( 'view' === $context ) {
			$value = apply_filters( $this->get_hook_prefix() . $key, $value, $this );
		}
		return $value;
	}

	/**
	 * Whether a meta key exists.
	 *
	 * @param string $key Key.
	 */
	public function meta_exists( $key = '' ) {
		$this->maybe_read_meta_data();
		foreach ( $this->meta_data as $meta ) {
			if ( $meta->key === $key && ! is_null( $meta->value ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Adds a meta entry.
	 *
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 * @param bool   $unique Replace existing values of the key.
	 */
	public function add_meta_data( $key, $value, $unique = false ) {
		$this->maybe_read_meta_data();
		if ( $unique ) {
			$this->delete_meta_data( $key );
		}
		$this->meta_data[] = new WC_Meta_Data(
			array(
				'key'   => $key,
				'value' => $value,
			)
		);
	}

	/**
	 * Updates (or adds) a meta entry.
	 *
	 * @param string $key     Key.
	 * @param mixed  $value   Value.
	 * @param int    $meta_id Entry id.
	 */
	public function update_meta_data( $key, $value, $meta_id = 0 ) {
		$this->maybe_read_meta_data();
		$found = false;
		foreach ( $this->meta_data as $meta ) {
			if ( ( $meta_id && $meta->id === (int) $meta_id ) || ( ! $meta_id && $meta->key === $key ) ) {
				if ( $found ) {
					$meta->value = null;
					continue;
				}
				$meta->key   = $key;
				$meta->value = $value;
				$found       = true;
			}
		}
		if ( ! $found ) {
			$this->add_meta_data( $key, $value, true );
		}
	}

	/**
	 * Deletes all entries of a key.
	 *
	 * @param string $key Key.
	 */
	public function delete_meta_data( $key ) {
		$this->maybe_read_meta_data();
		foreach ( $this->meta_data as $meta ) {
			if ( $meta->key === $key ) {
				$meta->value = null;
			}
		}
	}

	/**
	 * Deletes an entry by id.
	 *
	 * @param int $mid Meta id.
	 */
	public function delete_meta_data_by_mid( $mid ) {
		$this->maybe_read_meta_data();
		foreach ( $this->meta_data as $meta ) {
			if ( $meta->id === (int) $mid ) {
				$meta->value = null;
			}
		}
	}

	/**
	 * Writes meta changes through the data store.
	 */
	public function save_meta_data() {
		if ( ! $this->data_store || is_null( $this->meta_data ) ) {
			return;
		}
		foreach ( $this->meta_data as $index => $meta ) {
			if ( is_null( $meta->value ) ) {
				if ( $meta->id ) {
					$this->data_store->delete_meta( $this, $meta );
				}
				unset( $this->meta_data[ $index ] );
			} elseif ( empty( $meta->id ) ) {
				$meta->id = $this->data_store->add_meta( $this, $meta );
				$meta->apply_changes();
			} elseif ( $meta->get_changes() ) {
				$this->data_store->update_meta( $this, $meta );
				$meta->apply_changes();
			}
		}
		$this->meta_data = array_values( $this->meta_data );
	}

	/**
	 * Saves through the data store.
	 *
	 * @return int Id.
	 */
	public function save() {
		if ( ! $this->data_store ) {
			return $this->get_id();
		}
		do_action( 'woocommerce_before_' . $this->object_type . '_object_save', $this, $this->data_store );
		if ( $this->get_id() ) {
			$this->data_store->update( $this );
		} else {
			$this->data_store->create( $this );
		}
		return $this->get_id();
	}

	/**
	 * Deletes through the data store.
	 *
	 * @param bool $force_delete Delete permanently instead of trashing.
	 */
	public function delete( $force_delete = false ) {
		if ( $this->data_store ) {
			$this->data_store->delete( $this, array( 'force_delete' => $force_delete ) );
			$this->set_id( 0 );
			return true;
		}
		return false;
	}
}
