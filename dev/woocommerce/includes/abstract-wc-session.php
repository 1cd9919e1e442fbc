<?php
/**
 * Session base class.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Key/value session data with magic access, as WooCommerce's WC_Session.
 */
abstract class WC_Session {

	/**
	 * Customer id (user id or a guest key).
	 *
	 * @var string
	 */
	protected $_customer_id; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Data.
	 *
	 * @var array
	 */
	protected $_data = array(); // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Whether data changed since the last save.
	 *
	 * @var bool
	 */
	protected $_dirty = false; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Starts the session.
	 */
	public function init() {}

	/**
	 * Removes the session.
	 */
	public function cleanup_sessions() {}

	/**
	 * Magic get.
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	public function __get( $key ) {
		return $this->get( $key );
	}

	/**
	 * Magic set.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function __set( $key, $value ) {
		$this->set( $key, $value );
	}

	/**
	 * Magic isset.
	 *
	 * @param string $key Key.
	 */
	public function __isset( $key ) {
		return isset( $this->_data[ sanitize_title( $key ) ] );
	}

	/**
	 * Magic unset.
	 *
	 * @param string $key Key.
	 */
	public function __unset( $key ) {
		if ( isset( $this->_data[ sanitize_title( $key ) ] ) ) {
			unset( $this->_data[ sanitize_title( $key ) ] );
			$this->_dirty = true;
		}
	}

	/**
	 * A value (stored serialized, as WooCommerce does).
	 *
	 * @param string $key     Key.
	 * @param mixed  $default_value Default.
	 * @return mixed
	 */
	public function get( $key, $default_value = null ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		$key = sanitize_key( $key );
		return isset( $this->_data[ $key ] ) ? maybe_unserialize( $this->_data[ $key ] ) : $default_value;
	}

	/**
	 * Sets a value.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function set( $key, $value ) {
		if ( $value !== $this->get( $key ) ) {
			$this->_data[ sanitize_key( $key ) ] = maybe_serialize( $value );
			$this->_dirty                        = true;
		}
	}

	/**
	 * Customer id.
	 */
	public function get_customer_id() {
		return $this->_customer_id;
	}
}
