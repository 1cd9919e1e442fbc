<?php
/**
 * Order.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A shop order: addresses, payment, status and URLs. Use it only through
 * CRUD (wc_create_order, wc_get_order, getters, setters, save), never through
 * post meta: on real WooCommerce orders may live in HPOS tables.
 *
 * Address accessors follow WooCommerce: get_billing_first_name(), set_shipping_city(), ...
 */
class WC_Order extends WC_Abstract_Order {

	/**
	 * Object type.
	 *
	 * @var string
	 */
	protected $object_type = 'order';

	/**
	 * Address fields.
	 *
	 * @var string[]
	 */
	public const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	/**
	 * Status before the last status change in this request.
	 *
	 * @var array|false
	 */
	protected $status_transition = false;

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'parent_id'            => 0,
		'status'               => '',
		'currency'             => '',
		'version'              => '',
		'prices_include_tax'   => false,
		'date_created'         => null,
		'date_modified'        => null,
		'discount_total'       => 0,
		'discount_tax'         => 0,
		'shipping_total'       => 0,
		'shipping_tax'         => 0,
		'cart_tax'             => 0,
		'total'                => 0,
		'total_tax'            => 0,
		'customer_id'          => 0,
		'order_key'            => '',
		'billing'              => array(),
		'shipping'             => array(),
		'payment_method'       => '',
		'payment_method_title' => '',
		'transaction_id'       => '',
		'customer_ip_address'  => '',
		'customer_user_agent'  => '',
		'created_via'          => '',
		'customer_note'        => '',
		'date_completed'       => null,
		'date_paid'            => null,
		'cart_hash'            => '',
	);

	/**
	 * Meta keys of the props.
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array( '_customer_user', '_order_key', '_order_currency', '_billing_first_name', '_billing_last_name', '_billing_company', '_billing_address_1', '_billing_address_2', '_billing_city', '_billing_state', '_billing_postcode', '_billing_country', '_billing_email', '_billing_phone', '_shipping_first_name', '_shipping_last_name', '_shipping_company', '_shipping_address_1', '_shipping_address_2', '_shipping_city', '_shipping_state', '_shipping_postcode', '_shipping_country', '_shipping_phone', '_shipping_email', '_cart_discount', '_cart_discount_tax', '_order_shipping', '_order_shipping_tax', '_order_tax', '_order_total', '_payment_method', '_payment_method_title', '_transaction_id', '_customer_ip_address', '_customer_user_agent', '_created_via', '_order_version', '_prices_include_tax', '_date_completed', '_date_paid', '_cart_hash', '_order_stock_reduced', '_edit_lock', '_edit_last' );

	/**
	 * Address getters and setters.
	 *
	 * @param string $name Method.
	 * @param array  $args Arguments.
	 * @return mixed
	 */
	public function __call( $name, $args ) {
		if ( preg_match( '/^(get|set)_(billing|shipping)_([a-z0-9_]+)$/', $name, $m ) && in_array( $m[3], self::ADDRESS_FIELDS, true ) ) {
			if ( 'get' === $m[1] ) {
				$address = $this->get_prop( $m[2], $args[0] ?? 'view' );
				$value   = is_array( $address ) ? ( $address[ $m[3] ] ?? '' ) : '';
				return ( $args[0] ?? 'view' ) === 'view' ? apply_filters( $this->get_hook_prefix() . $m[2] . '_' . $m[3], $value, $this ) : $value;
			}
			$address          = (array) $this->get_prop( $m[2], 'edit' );
			$value            = (string) ( $args[0] ?? '' );
			if ( 'email' === $m[3] && '' !== $value && ! is_email( $value ) ) {
				throw new WC_Data_Exception( 'customer_invalid_billing_email', __( 'Invalid billing email address', 'woocommerce' ) );
			}
			$address[ $m[3] ] = $value;
			$this->set_prop( $m[2], $address );
			return null;
		}
		trigger_error( esc_html( "Call to undefined method WC_Order::{$name}()" ), E_USER_ERROR ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}

	/** Type. */
	public function get_type() {
		return 'shop_order';
	}

	/*
	 * Getters.
	 */

	/** @param string $context view|edit */
	public function get_parent_id( $context = 'view' ) {
		return $this->get_prop( 'parent_id', $context );
	}

	/** @param string $context view|edit */
	public function get_status( $context = 'view' ) {
		$status = $this->get_prop( 'status', $context );
		return ( empty( $status ) && 'view' === $context ) ? apply_filters( 'woocommerce_default_order_status', 'pending' ) : $status;
	}

	/** @param string $context view|edit */
	public function get_currency( $context = 'view' ) {
		return $this->get_prop( 'currency', $context );
	}

	/** @param string $context view|edit */
	public function get_version( $context = 'view' ) {
		return $this->get_prop( 'version', $context );
	}

	/** @param string $context view|edit */
	public function get_prices_include_tax( $context = 'view' ) {
		return $this->get_prop( 'prices_include_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_date_created( $context = 'view' ) {
		return $this->get_prop( 'date_created', $context );
	}

	/** @param string $context view|edit */
	public function get_date_modified( $context = 'view' ) {
		return $this->get_prop( 'date_modified', $context );
	}

	/** @param string $context view|edit */
	public function get_discount_total( $context = 'view' ) {
		return $this->get_prop( 'discount_total', $context );
	}

	/** @param string $context view|edit */
	public function get_discount_tax( $context = 'view' ) {
		return $this->get_prop( 'discount_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_shipping_total( $context = 'view' ) {
		return $this->get_prop( 'shipping_total', $context );
	}

	/** @param string $context view|edit */
	public function get_shipping_tax( $context = 'view' ) {
		return $this->get_prop( 'shipping_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_cart_tax( $context = 'view' ) {
		return $this->get_prop( 'cart_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_total( $context = 'view' ) {
		return $this->get_prop( 'total', $context );
	}

	/** @param string $context view|edit */
	public function get_total_tax( $context = 'view' ) {
		return $this->get_prop( 'total_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_customer_id( $context = 'view' ) {
		return $this->get_prop( 'customer_id', $context );
	}

	/** User id of the customer. */
	public function get_user_id( $context = 'view' ) {
		return $this->get_customer_id( $context );
	}

	/** User of the customer, or false. */
	public function get_user() {
		return $this->get_user_id() ? get_user_by( 'id', $this->get_user_id() ) : false;
	}

	/** @param string $context view|edit */
	public function get_order_key( $context = 'view' ) {
		return $this->get_prop( 'order_key', $context );
	}

	/** @param string $context view|edit */
	public function get_billing( $context = 'view' ) {
		return $this->get_prop( 'billing', $context );
	}

	/** @param string $context view|edit */
	public function get_shipping( $context = 'view' ) {
		return $this->get_prop( 'shipping', $context );
	}

	/** @param string $context view|edit */
	public function get_payment_method( $context = 'view' ) {
		return $this->get_prop( 'payment_method', $context );
	}

	/** @param string $context view|edit */
	public function get_payment_method_title( $context = 'view' ) {
		return $this->get_prop( 'payment_method_title', $context );
	}

	/** @param string $context view|edit */
	public function get_transaction_id( $context = 'view' ) {
		return $this->get_prop( 'transaction_id', $context );
	}

	/** @param string $context view|edit */
	public function get_customer_ip_address( $context = 'view' ) {
		return $this->get_prop( 'customer_ip_address', $context );
	}

	/** @param string $context view|edit */
	public function get_customer_user_agent( $context = 'view' ) {
		return $this->get_prop( 'customer_user_agent', $context );
	}

	/** @param string $context view|edit */
	public function get_created_via( $context = 'view' ) {
		return $this->get_prop( 'created_via', $context );
	}

	/** @param string $context view|edit */
	public function get_customer_note( $context = 'view' ) {
		return $this->get_prop( 'customer_note', $context );
	}

	/** @param string $context view|edit */
	public function get_date_completed( $context = 'view' ) {
		return $this->get_prop( 'date_completed', $context );
	}

	/** @param string $context view|edit */
	public function get_date_paid( $context = 'view' ) {
		return $this->get_prop( 'date_paid', $context );
	}

	/** @param string $context view|edit */
	public function get_cart_hash( $context = 'view' ) {
		return $this->get_prop( 'cart_hash', $context );
	}

	/** Order number shown to customers. */
	public function get_order_number() {
		return (string) apply_filters( 'woocommerce_order_number', $this->get_id(), $this );
	}

	/**
	 * The totals rows of order tables (e-mails, order details): subtotal,
	 * shipping, one row per fee, the taxes (when shown excluding tax), payment
	 * method and total (with the contained tax when shown including tax), as
	 * WooCommerce labels them. Each row has type, label and value.
	 *
	 * @param string $tax_display incl or excl ('' for the cart's setting).
	 * @return array<string, array{type: string, label: string, value: string}>
	 */
	public function get_order_item_totals( $tax_display = '' ) {
		$tax_display = $tax_display ? $tax_display : get_option( 'woocommerce_tax_display_cart' );
		$currency    = array( 'currency' => $this->get_currency() );
		$subtotal    = 0.0;
		foreach ( $this->get_items() as $item ) {
			$subtotal += (float) $item->get_subtotal() + ( 'excl' === $tax_display ? 0 : (float) $item->get_subtotal_tax() );
		}
		$rows = array(
			'cart_subtotal' => array(
				'type'  => 'subtotal',
				'label' => __( 'Subtotal:', 'woocommerce' ),
				'value' => wc_price( $subtotal, $currency ),
			),
		);
		if ( $this->get_shipping_methods() || 0 < abs( (float) $this->get_shipping_total() ) ) {
			$rows['shipping'] = array(
				'type'  => 'shipping',
				'label' => __( 'Shipping:', 'woocommerce' ),
				'value' => $this->get_shipping_to_display( $tax_display ),
			);
		}
		foreach ( $this->get_fees() as $id => $fee ) {
			// A fee of nothing is left out (woocommerce_get_order_item_totals_excl_free_fees).
			if ( apply_filters( 'woocommerce_get_order_item_totals_excl_free_fees', empty( $fee->get_total() ) && empty( $fee->get_total_tax() ), $id ) ) {
				continue;
			}
			$amount                          = 'excl' === $tax_display ? (float) $fee->get_total() : (float) $fee->get_total() + (float) $fee->get_total_tax();
			$rows[ 'fee_' . $fee->get_id() ] = array(
				'type'  => 'fee',
				'label' => $fee->get_name() . ':',
				'value' => wc_price( $amount, $currency ),
			);
		}
		if ( 'excl' === $tax_display && wc_tax_enabled() ) {
			if ( 'itemized' === get_option( 'woocommerce_tax_total_display' ) ) {
				foreach ( $this->get_tax_totals() as $code => $tax ) {
					$rows[ sanitize_title( $code ) ] = array(
						'type'  => 'tax',
						'label' => $tax->label . ':',
						'value' => $tax->formatted_amount,
					);
				}
			} else {
				$rows['tax'] = array(
					'type'  => 'tax',
					'label' => WC()->countries->tax_or_vat() . ':',
					'value' => wc_price( $this->get_total_tax(), $currency ),
				);
			}
		}
		if ( $this->get_total() > 0 && $this->get_payment_method_title() ) {
			$rows['payment_method'] = array(
				'type'  => 'payment_method',
				'label' => __( 'Payment method:', 'woocommerce' ),
				'value' => $this->get_payment_method_title(),
			);
		}
		$rows['order_total'] = array(
			'type'  => 'total',
			'label' => __( 'Total:', 'woocommerce' ),
			'value' => $this->get_formatted_order_total( $tax_display ),
		);
		return apply_filters( 'woocommerce_get_order_item_totals', $rows, $this, $tax_display );
	}

	/**
	 * Shipping lines.
	 *
	 * @return WC_Order_Item_Shipping[]
	 */
	public function get_shipping_methods() {
		return $this->get_items( 'shipping' );
	}

	/** Titles of the shipping lines, comma separated. */
	public function get_shipping_method() {
		$names = array();
		foreach ( $this->get_shipping_methods() as $item ) {
			$names[] = $item->get_name();
		}
		return apply_filters( 'woocommerce_order_shipping_method', implode( ', ', $names ), $this );
	}

	/**
	 * Whether a shipping line uses a method.
	 *
	 * @param string $method_id Method id (flat_rate).
	 */
	public function has_shipping_method( $method_id ) {
		foreach ( $this->get_shipping_methods() as $item ) {
			if ( 0 === strpos( (string) $item->get_method_id(), (string) $method_id ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Shipping as displayed ("4,90 € via Standardversand", "Kostenlos!").
	 *
	 * @param string $tax_display incl or excl.
	 */
	public function get_shipping_to_display( $tax_display = '' ) {
		$tax_display = $tax_display ? $tax_display : get_option( 'woocommerce_tax_display_cart' );
		$currency    = array( 'currency' => $this->get_currency() );
		if ( 0 < abs( (float) $this->get_shipping_total() ) ) {
			if ( 'excl' === $tax_display ) {
				$shipping = wc_price( $this->get_shipping_total(), $currency );
				if ( (float) $this->get_shipping_tax() > 0 && $this->get_prices_include_tax() ) {
					$shipping .= apply_filters( 'woocommerce_order_shipping_to_display_tax_label', '&nbsp;<small class="tax_label">' . WC()->countries->ex_tax_or_vat() . '</small>', $this, $tax_display );
				}
			} else {
				$shipping = wc_price( (float) $this->get_shipping_total() + (float) $this->get_shipping_tax(), $currency );
				if ( (float) $this->get_shipping_tax() > 0 && ! $this->get_prices_include_tax() ) {
					$shipping .= apply_filters( 'woocommerce_order_shipping_to_display_tax_label', '&nbsp;<small class="tax_label">' . WC()->countries->inc_tax_or_vat() . '</small>', $this, $tax_display );
				}
			}
			/* translators: %s: method */
			$shipping .= apply_filters( 'woocommerce_order_shipping_to_display_shipped_via', '&nbsp;<small class="shipped_via">' . sprintf( __( 'via %s', 'woocommerce' ), $this->get_shipping_method() ) . '</small>', $this );
		} elseif ( $this->get_shipping_method() ) {
			$shipping = $this->get_shipping_method();
		} else {
			$shipping = __( 'Free!', 'woocommerce' );
		}
		return apply_filters( 'woocommerce_order_shipping_to_display', $shipping, $this, $tax_display );
	}

	/**
	 * Whether the order was made from a cart with this hash (items and total unchanged).
	 *
	 * @param string $cart_hash Cart hash.
	 */
	public function has_cart_hash( $cart_hash = '' ) {
		return hash_equals( (string) $this->get_cart_hash(), (string) $cart_hash );
	}

	/** "First Last" of the billing address. */
	public function get_formatted_billing_full_name() {
		/* translators: 1: first name 2: last name */
		return sprintf( _x( '%1$s %2$s', 'full name', 'woocommerce' ), $this->get_billing_first_name(), $this->get_billing_last_name() );
	}

	/** Billing address as HTML lines. */
	public function get_formatted_billing_address( $empty_content = '' ) {
		$billing = (array) $this->get_billing();
		$lines   = array_filter(
			array(
				trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
				$billing['company'] ?? '',
				$billing['address_1'] ?? '',
				$billing['address_2'] ?? '',
				trim( ( $billing['postcode'] ?? '' ) . ' ' . ( $billing['city'] ?? '' ) ),
				WC()->countries->get_countries()[ $billing['country'] ?? '' ] ?? '',
			)
		);
		return $lines ? implode( '<br/>', array_map( 'esc_html', $lines ) ) : $empty_content;
	}

	/*
	 * Setters.
	 */

	/** @param int $value Parent id. */
	public function set_parent_id( $value ) {
		$this->set_prop( 'parent_id', absint( $value ) );
	}

	/**
	 * Status (without wc- prefix); records the transition.
	 *
	 * @param string $new_status     Status.
	 * @param string $note           Note for the transition.
	 * @param bool   $manual_update  By a person.
	 * @return array{from: string, to: string}
	 */
	public function set_status( $new_status, $note = '', $manual_update = false ) {
		$old_status = $this->get_status();
		$new_status = 'wc-' === substr( (string) $new_status, 0, 3 ) ? substr( $new_status, 3 ) : (string) $new_status;
		$statuses   = array_keys( wc_get_order_statuses() );
		if ( $this->get_object_read() && ! in_array( 'wc-' . $new_status, $statuses, true ) && 'checkout-draft' !== $new_status ) {
			$new_status = 'pending';
		}
		if ( $this->get_object_read() && $old_status && $old_status !== $new_status ) {
			$this->status_transition = array(
				'from'   => ! empty( $this->status_transition['from'] ) ? $this->status_transition['from'] : $old_status,
				'to'     => $new_status,
				'note'   => $note,
				'manual' => (bool) $manual_update,
			);
			if ( 'completed' === $new_status && ! $this->get_date_completed( 'edit' ) ) {
				$this->set_date_completed( time() );
			}
		}
		$this->set_prop( 'status', $new_status );
		return array(
			'from' => $old_status,
			'to'   => $new_status,
		);
	}

	/**
	 * Sets status, saves and fires the status actions.
	 *
	 * @param string $new_status    Status.
	 * @param string $note          Note.
	 * @param bool   $manual        By a person.
	 */
	public function update_status( $new_status, $note = '', $manual = false ) {
		if ( ! $this->get_id() ) {
			return false;
		}
		$this->set_status( $new_status, $note, $manual );
		$this->save();
		return true;
	}

	/** @param string $value Currency. */
	public function set_currency( $value ) {
		$this->set_prop( 'currency', $value ? $value : get_woocommerce_currency() );
	}

	/** @param string $value Version. */
	public function set_version( $value ) {
		$this->set_prop( 'version', (string) $value );
	}

	/** @param bool $value Prices include tax. */
	public function set_prices_include_tax( $value ) {
		$this->set_prop( 'prices_include_tax', (bool) $value );
	}

	/** @param mixed $date Date. */
	public function set_date_created( $date = null ) {
		$this->set_date_prop( 'date_created', $date );
	}

	/** @param mixed $date Date. */
	public function set_date_modified( $date = null ) {
		$this->set_date_prop( 'date_modified', $date );
	}

	/** @param mixed $date Date. */
	public function set_date_completed( $date = null ) {
		$this->set_date_prop( 'date_completed', $date );
	}

	/** @param mixed $date Date. */
	public function set_date_paid( $date = null ) {
		$this->set_date_prop( 'date_paid', $date );
	}

	/** @param float $value Discount. */
	public function set_discount_total( $value ) {
		$this->set_prop( 'discount_total', wc_format_decimal( $value ) );
	}

	/** @param float $value Discount tax. */
	public function set_discount_tax( $value ) {
		$this->set_prop( 'discount_tax', wc_format_decimal( $value ) );
	}

	/** @param float $value Shipping. */
	public function set_shipping_total( $value ) {
		$this->set_prop( 'shipping_total', wc_format_decimal( $value ) );
	}

	/** @param float $value Shipping tax (the tax total follows: cart tax + shipping tax). */
	public function set_shipping_tax( $value ) {
		$this->set_prop( 'shipping_tax', wc_format_decimal( $value ) );
		$this->set_total_tax( (float) $this->get_cart_tax( 'edit' ) + (float) $this->get_shipping_tax( 'edit' ) );
	}

	/** @param float $value Cart tax: products and fees (the tax total follows: cart tax + shipping tax). */
	public function set_cart_tax( $value ) {
		$this->set_prop( 'cart_tax', wc_format_decimal( $value ) );
		$this->set_total_tax( (float) $this->get_cart_tax( 'edit' ) + (float) $this->get_shipping_tax( 'edit' ) );
	}

	/** @param float $value Total. */
	public function set_total( $value, $deprecated = '' ) {
		$this->set_prop( 'total', wc_format_decimal( $value, wc_get_price_decimals() ) );
	}

	/** @param float $value Total tax (rounded: a total, not a line). */
	public function set_total_tax( $value ) {
		$this->set_prop( 'total_tax', wc_format_decimal( round( (float) $value, wc_get_price_decimals() ) ) );
	}

	/** @param int $value Customer user id. */
	public function set_customer_id( $value ) {
		$this->set_prop( 'customer_id', absint( $value ) );
	}

	/** @param string $value Order key. */
	public function set_order_key( $value ) {
		$this->set_prop( 'order_key', substr( (string) $value, 0, 22 ) );
	}

	/** @param string $payment_method Gateway id. */
	public function set_payment_method( $payment_method = '' ) {
		if ( $payment_method instanceof WC_Payment_Gateway ) {
			$this->set_prop( 'payment_method', $payment_method->id );
			$this->set_prop( 'payment_method_title', $payment_method->get_title() );
			return;
		}
		$this->set_prop( 'payment_method', (string) $payment_method );
	}

	/** @param string $value Gateway title. */
	public function set_payment_method_title( $value ) {
		$this->set_prop( 'payment_method_title', (string) $value );
	}

	/** @param string $value Transaction id. */
	public function set_transaction_id( $value ) {
		$this->set_prop( 'transaction_id', (string) $value );
	}

	/** @param string $value IP. */
	public function set_customer_ip_address( $value ) {
		$this->set_prop( 'customer_ip_address', (string) $value );
	}

	/** @param string $value User agent. */
	public function set_customer_user_agent( $value ) {
		$this->set_prop( 'customer_user_agent', (string) $value );
	}

	/** @param string $value checkout, admin, ... */
	public function set_created_via( $value ) {
		$this->set_prop( 'created_via', (string) $value );
	}

	/** @param string $value Customer note. */
	public function set_customer_note( $value ) {
		$this->set_prop( 'customer_note', (string) $value );
	}

	/** @param string $value Cart hash. */
	public function set_cart_hash( $value ) {
		$this->set_prop( 'cart_hash', (string) $value );
	}

	/**
	 * Sets a whole address.
	 *
	 * @param array  $address Fields.
	 * @param string $type    billing|shipping.
	 */
	public function set_address( $address, $type = 'billing' ) {
		foreach ( (array) $address as $key => $value ) {
			if ( in_array( $key, self::ADDRESS_FIELDS, true ) ) {
				$this->{"set_{$type}_{$key}"}( $value );
			}
		}
	}

	/** @param array $address Billing address. */
	public function set_billing( $address ) {
		if ( is_array( $address ) ) {
			$this->set_address( $address, 'billing' );
		}
	}

	/** @param array $address Shipping address. */
	public function set_shipping( $address ) {
		if ( is_array( $address ) ) {
			$this->set_address( $address, 'shipping' );
		}
	}

	/*
	 * Status helpers.
	 */

	/**
	 * Whether the order has one of the statuses.
	 *
	 * @param string|string[] $status Status(es).
	 */
	public function has_status( $status ) {
		return apply_filters( 'woocommerce_order_has_status', is_array( $status ) ? in_array( $this->get_status(), $status, true ) : $this->get_status() === $status, $this, $status );
	}

	/** Whether the order was paid. */
	public function is_paid() {
		return apply_filters( 'woocommerce_order_is_paid', $this->has_status( wc_get_is_paid_statuses() ), $this );
	}

	/** Whether the order still needs payment. */
	public function needs_payment() {
		$valid = apply_filters( 'woocommerce_valid_order_statuses_for_payment', array( 'pending', 'failed' ), $this );
		return apply_filters( 'woocommerce_order_needs_payment', $this->has_status( $valid ) && $this->get_total() > 0, $this, $valid );
	}

	/** Whether paid orders go to processing (physical goods) or completed. */
	public function needs_processing() {
		return apply_filters( 'woocommerce_order_item_needs_processing', true, null, $this->get_id() );
	}

	/**
	 * Whether the order was created by a channel.
	 *
	 * @param string $modus checkout, admin, ...
	 */
	public function is_created_via( $modus ) {
		return apply_filters( 'woocommerce_order_is_created_via', $modus === $this->get_created_via(), $this, $modus );
	}

	/**
	 * Whether a key is the order's key.
	 *
	 * @param string $key Key.
	 */
	public function key_is_valid( $key ) {
		return is_string( $key ) && '' !== $key && hash_equals( $this->get_order_key(), $key );
	}

	/**
	 * Marks the order paid: transaction id, date paid, processing (or completed), stock reduced.
	 *
	 * @param string $transaction_id Transaction id.
	 */
	public function payment_complete( $transaction_id = '' ) {
		if ( ! $this->get_id() ) {
			return false;
		}
		do_action( 'woocommerce_pre_payment_complete', $this->get_id(), $transaction_id );
		if ( isset( WC()->session ) ) {
			WC()->session->set( 'order_awaiting_payment', false );
		}
		$valid = apply_filters( 'woocommerce_valid_order_statuses_for_payment_complete', array( 'on-hold', 'pending', 'failed', 'cancelled' ), $this );
		if ( $this->has_status( $valid ) ) {
			if ( $transaction_id ) {
				$this->set_transaction_id( $transaction_id );
			}
			if ( ! $this->get_date_paid( 'edit' ) ) {
				$this->set_date_paid( time() );
			}
			$this->set_status( apply_filters( 'woocommerce_payment_complete_order_status', $this->needs_processing() ? 'processing' : 'completed', $this->get_id(), $this ) );
			$this->save();
			do_action( 'woocommerce_payment_complete', $this->get_id(), $transaction_id );
		} else {
			do_action( 'woocommerce_payment_complete_order_status_' . $this->get_status(), $this->get_id(), $transaction_id );
		}
		return true;
	}

	/**
	 * Adds a note (a comment of type order_note).
	 *
	 * @param string $note             Note.
	 * @param int    $is_customer_note Shown to the customer.
	 * @param bool   $added_by_user    Added by the current user.
	 * @return int Comment id.
	 */
	public function add_order_note( $note, $is_customer_note = 0, $added_by_user = false ) {
		if ( ! $this->get_id() ) {
			return 0;
		}
		$user       = $added_by_user ? wp_get_current_user() : null;
		$comment_id = wp_insert_comment(
			apply_filters(
				'woocommerce_new_order_note_data',
				array(
					'comment_post_ID'      => $this->get_id(),
					'comment_author'       => $user ? $user->display_name : __( 'WooCommerce', 'woocommerce' ),
					'comment_author_email' => $user ? $user->user_email : '',
					'comment_content'      => $note,
					'comment_agent'        => 'WooCommerce',
					'comment_type'         => 'order_note',
					'comment_approved'     => 1,
				),
				array(
					'order_id'         => $this->get_id(),
					'is_customer_note' => $is_customer_note,
				)
			)
		);
		if ( $comment_id && $is_customer_note ) {
			add_comment_meta( $comment_id, 'is_customer_note', 1 );
		}
		do_action( 'woocommerce_order_note_added', $comment_id, $this );
		return (int) $comment_id;
	}

	/**
	 * Saves and fires the status transition actions.
	 */
	public function save() {
		if ( ! $this->get_order_key( 'edit' ) ) {
			$this->set_order_key( wc_generate_order_key() );
		}
		if ( ! $this->get_currency( 'edit' ) ) {
			$this->set_currency( get_woocommerce_currency() );
		}
		if ( ! $this->get_status( 'edit' ) ) {
			$this->set_status( 'pending' );
		}
		parent::save();
		$this->status_transition();
		return $this->get_id();
	}

	/**
	 * Fires woocommerce_order_status_* actions for a recorded transition.
	 */
	protected function status_transition() {
		$transition = $this->status_transition;
		$this->status_transition = false;
		if ( ! $transition ) {
			return;
		}
		do_action( 'woocommerce_order_status_' . $transition['to'], $this->get_id(), $this, $transition );
		if ( ! empty( $transition['from'] ) ) {
			/* translators: 1: old order status 2: new order status */
			$text = sprintf( __( 'Order status changed from %1$s to %2$s.', 'woocommerce' ), wc_get_order_status_name( $transition['from'] ), wc_get_order_status_name( $transition['to'] ) );
			$this->add_order_note( trim( $transition['note'] . ' ' . $text ), 0, $transition['manual'] );
			do_action( 'woocommerce_order_status_' . $transition['from'] . '_to_' . $transition['to'], $this->get_id(), $this );
			do_action( 'woocommerce_order_status_changed', $this->get_id(), $transition['from'], $transition['to'], $this );
		}
	}

	/*
	 * URLs.
	 */

	/** Order-received URL (checkout endpoint with the key). */
	public function get_checkout_order_received_url() {
		$url = wc_get_endpoint_url( 'order-received', $this->get_id(), wc_get_checkout_url() );
		$url = add_query_arg( 'key', $this->get_order_key(), $url );
		return apply_filters( 'woocommerce_get_checkout_order_received_url', $url, $this );
	}

	/** Pay-for-order URL. */
	public function get_checkout_payment_url( $on_checkout = false ) {
		$url = wc_get_endpoint_url( 'order-pay', $this->get_id(), wc_get_checkout_url() );
		$url = $on_checkout ? add_query_arg( 'key', $this->get_order_key(), $url ) : add_query_arg(
			array(
				'pay_for_order' => 'true',
				'key'           => $this->get_order_key(),
			),
			$url
		);
		return apply_filters( 'woocommerce_get_checkout_payment_url', $url, $this );
	}

	/** My-account URL of the order. */
	public function get_view_order_url() {
		return apply_filters( 'woocommerce_get_view_order_url', wc_get_endpoint_url( 'view-order', $this->get_id(), wc_get_page_permalink( 'myaccount' ) ), $this );
	}

	/** Cancel URL (cart page, nonce). */
	public function get_cancel_order_url( $redirect = '' ) {
		return apply_filters(
			'woocommerce_get_cancel_order_url',
			wp_nonce_url(
				add_query_arg(
					array(
						'cancel_order' => 'true',
						'order'        => $this->get_order_key(),
						'order_id'     => $this->get_id(),
						'redirect'     => $redirect,
					),
					$this->get_cancel_endpoint()
				),
				'woocommerce-cancel_order'
			)
		);
	}

	/** Cancel endpoint (cart page). */
	public function get_cancel_endpoint() {
		$url = wc_get_cart_url();
		return $url ? $url : home_url();
	}

	/** Admin edit URL. */
	public function get_edit_order_url() {
		return apply_filters( 'woocommerce_get_edit_order_url', get_admin_url( null, 'post.php?post=' . $this->get_id() . '&action=edit' ), $this );
	}

	/**
	 * Notes shown to the customer.
	 *
	 * @return WP_Comment[]
	 */
	public function get_customer_order_notes() {
		$notes = get_comments(
			array(
				'post_id' => $this->get_id(),
				'type'    => 'order_note',
				'meta_key' => 'is_customer_note', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value' => 1, // phpcs:ignore WordPress.DB.SlowDBQuery
				'orderby' => 'comment_ID',
			)
		);
		return (array) $notes;
	}
}
