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
	 * Whether the shopper has calculated shipping (cart calculator or checkout).
	 *
	 * @var bool
	 */
	protected $calculated_shipping = false;

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
			$stored                    = (array) WC()->session->get( 'customer', array() );
			$this->data                = array_merge( $this->data, array_intersect_key( $stored, $this->data ) );
			$this->calculated_shipping = ! empty( $stored['calculated_shipping'] );
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

	/**
	 * Sets several props through their setters (billing_city => set_billing_city(), ...).
	 * Null values and unknown props are skipped, as in WooCommerce.
	 *
	 * @param array  $props   Prop => value.
	 * @param string $context set.
	 * @return true
	 */
	public function set_props( $props, $context = 'set' ) {
		foreach ( (array) $props as $prop => $value ) {
			if ( null === $value ) {
				continue;
			}
			$setter = "set_$prop";
			if ( method_exists( $this, $setter ) || array_key_exists( (string) $prop, $this->data ) ) {
				$this->{$setter}( $value );
			}
		}
		return true;
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
	 * country, state, postcode, city for tax: the shipping address, the billing
	 * address or the shop's base, as woocommerce_tax_based_on says.
	 *
	 * @return string[]
	 */
	public function get_taxable_address() {
		$based_on = get_option( 'woocommerce_tax_based_on' );
		$pickup   = apply_filters( 'woocommerce_local_pickup_methods', array( 'legacy_local_pickup', 'local_pickup' ) );
		if ( true === apply_filters( 'woocommerce_apply_base_tax_for_local_pickup', true ) && array_intersect( wc_get_chosen_shipping_method_ids(), (array) $pickup ) ) {
			$based_on = 'base';
		}
		if ( 'base' === $based_on ) {
			$address = array( WC()->countries->get_base_country(), WC()->countries->get_base_state(), WC()->countries->get_base_postcode(), WC()->countries->get_base_city() );
		} elseif ( 'billing' === $based_on ) {
			$address = array( $this->data['billing_country'], $this->data['billing_state'], $this->data['billing_postcode'], $this->data['billing_city'] );
		} else {
			$address = array( $this->data['shipping_country'], $this->data['shipping_state'], $this->data['shipping_postcode'], $this->data['shipping_city'] );
		}
		return apply_filters( 'woocommerce_customer_taxable_address', $address );
	}

	/**
	 * Sets country, state, postcode and city of an address type.
	 *
	 * @param string $type     billing or shipping.
	 * @param string $country  Country.
	 * @param string $state    State.
	 * @param string $postcode Postcode.
	 * @param string $city     City.
	 */
	private function set_location_of( string $type, $country, $state, $postcode, $city ): void {
		foreach ( compact( 'country', 'state', 'postcode', 'city' ) as $field => $value ) {
			$this->{"set_{$type}_{$field}"}( (string) $value );
		}
	}

	/**
	 * Sets the billing location.
	 *
	 * @param string $country  Country.
	 * @param string $state    State.
	 * @param string $postcode Postcode.
	 * @param string $city     City.
	 */
	public function set_billing_location( $country, $state = '', $postcode = '', $city = '' ) {
		$this->set_location_of( 'billing', $country, $state, $postcode, $city );
	}

	/**
	 * Sets the shipping location.
	 *
	 * @param string $country  Country.
	 * @param string $state    State.
	 * @param string $postcode Postcode.
	 * @param string $city     City.
	 */
	public function set_shipping_location( $country, $state = '', $postcode = '', $city = '' ) {
		$this->set_location_of( 'shipping', $country, $state, $postcode, $city );
	}

	/** Sets the billing location to the shop's base. */
	public function set_billing_address_to_base() {
		$base = wc_get_base_location();
		$this->set_billing_location( $base['country'], $base['state'], WC()->countries->get_base_postcode(), WC()->countries->get_base_city() );
	}

	/** Sets the shipping location to the shop's base. */
	public function set_shipping_address_to_base() {
		$base = wc_get_base_location();
		$this->set_shipping_location( $base['country'], $base['state'], WC()->countries->get_base_postcode(), WC()->countries->get_base_city() );
	}

	/**
	 * Marks shipping as calculated.
	 *
	 * @param bool $calculated Calculated.
	 */
	public function set_calculated_shipping( $calculated = true ) {
		if ( (bool) $calculated !== $this->calculated_shipping ) {
			$this->calculated_shipping = (bool) $calculated;
			$this->changed             = true;
		}
	}

	/** Whether shipping was calculated. */
	public function get_calculated_shipping() {
		return $this->calculated_shipping;
	}

	/** Whether shipping was calculated. */
	public function has_calculated_shipping() {
		return $this->get_calculated_shipping();
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
			WC()->session->set( 'customer', array_merge( $this->data, array( 'calculated_shipping' => $this->calculated_shipping ) ) );
		}
		$this->changed = false;
		return $this->id;
	}
}
