<?php
/**
 * The current customer (addresses).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Billing and shipping address of the visitor: user meta (billing_first_name, ...)
 * for users, the session key "customer" for guests. Getters and setters follow
 * WooCommerce's names: get_billing_city(), set_shipping_postcode(), ...
 *
 * @method string get_billing_first_name()
 * @method string get_billing_email()
 */
class WC_Customer {

	/**
	 * Address fields.
	 *
	 * @var string[]
	 */
	private const FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country', 'state', 'email', 'phone' );

	/**
	 * User id (0 for guests).
	 *
	 * @var int
	 */
	protected $id = 0;

	/**
	 * Whether data lives in the session.
	 *
	 * @var bool
	 */
	protected $is_session;

	/**
	 * billing_* and shipping_* values.
	 *
	 * @var array<string, string>
	 */
	protected $data = array();

	/**
	 * Whether anything changed.
	 *
	 * @var bool
	 */
	protected $changed = false;

	/**
	 * Constructor.
	 *
	 * @param int  $data User id.
	 * @param bool $is_session  Keep guest data in the session.
	 */
	public function __construct( $data = 0, $is_session = false ) {
		$this->id         = absint( $data );
		$this->is_session = (bool) $is_session;
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			foreach ( self::FIELDS as $field ) {
				if ( 'shipping' === $type && in_array( $field, array( 'email' ), true ) ) {
					continue;
				}
				$this->data[ "{$type}_{$field}" ] = '';
			}
		}
		$base                           = wc_get_base_location();
		$this->data['billing_country']  = $base['country'];
		$this->data['shipping_country'] = $base['country'];
		if ( $this->id ) {
			$user = get_userdata( $this->id );
			foreach ( array_keys( $this->data ) as $key ) {
				$value = get_user_meta( $this->id, $key, true );
				if ( '' !== $value ) {
					$this->data[ $key ] = (string) $value;
				}
			}
			if ( $user && '' === $this->data['billing_email'] ) {
				$this->data['billing_email'] = $user->user_email;
			}
		} elseif ( $this->is_session && isset( WC()->session ) ) {
			$this->data = array_merge( $this->data, array_intersect_key( (array) WC()->session->get( 'customer', array() ), $this->data ) );
		}
	}

	/**
	 * get_billing_* / set_billing_* / get_shipping_* / set_shipping_*.
	 *
	 * @param string $name Method.
	 * @param array  $args Arguments.
	 * @return mixed
	 */
	public function __call( $name, $args ) {
		if ( preg_match( '/^(get|set)_((?:billing|shipping)_[a-z0-9_]+)$/', $name, $m ) && array_key_exists( $m[2], $this->data ) ) {
			if ( 'get' === $m[1] ) {
				return apply_filters( 'woocommerce_customer_get_' . $m[2], $this->data[ $m[2] ], $this );
			}
			$value = wc_clean( (string) ( $args[0] ?? '' ) );
			if ( $value !== $this->data[ $m[2] ] ) {
				$this->data[ $m[2] ] = $value;
				$this->changed       = true;
			}
			return null;
		}
		trigger_error( esc_html( "Call to undefined method WC_Customer::{$name}()" ), E_USER_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		return null;
	}

	/** User id. */
	public function get_id() {
		return $this->id;
	}

	/** Email of the user or the billing email. */
	public function get_email() {
		$user = $this->id ? get_userdata( $this->id ) : false;
		return $user ? $user->user_email : $this->data['billing_email'];
	}

	/**
	 * Billing address.
	 *
	 * @return array<string, string>
	 */
	public function get_billing() {
		return $this->get_group( 'billing' );
	}

	/**
	 * Shipping address.
	 *
	 * @return array<string, string>
	 */
	public function get_shipping() {
		return $this->get_group( 'shipping' );
	}

	/**
	 * Fields of an address type without prefix.
	 *
	 * @param string $type billing|shipping.
	 * @return array<string, string>
	 */
	private function get_group( string $type ): array {
		$out = array();
		foreach ( $this->data as $key => $value ) {
			if ( 0 === strpos( $key, $type . '_' ) ) {
				$out[ substr( $key, strlen( $type ) + 1 ) ] = $value;
			}
		}
		return $out;
	}

	/** Never VAT exempt in this shop. */
	public function is_vat_exempt() {
		return false;
	}

	/** Never VAT exempt in this shop. */
	public function get_is_vat_exempt() {
		return false;
	}

	/** Whether the user is a paying customer (has completed orders). */
	public function get_is_paying_customer() {
		return $this->id ? 'yes' === get_user_meta( $this->id, 'paying_customer', true ) : false;
	}

	/**
	 * country, state, postcode, city for tax.
	 *
	 * @return string[]
	 */
	public function get_taxable_address() {
		return array( $this->data['billing_country'], $this->data['billing_state'], $this->data['billing_postcode'], $this->data['billing_city'] );
	}

	/**
	 * Saves changes (user meta, or the session for guests).
	 */
	public function save() {
		if ( ! $this->changed ) {
			return $this->id;
		}
		if ( $this->id ) {
			foreach ( $this->data as $key => $value ) {
				update_user_meta( $this->id, $key, $value );
			}
		} elseif ( $this->is_session && isset( WC()->session ) ) {
			WC()->session->set( 'customer', $this->data );
		}
		$this->changed = false;
		return $this->id;
	}
}
