<?php
/**
 * Checkout: fields, validation, order creation, payment.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic checkout (POST ?wc-ajax=checkout): replies { result: success, redirect }
 * or { result: failure, messages, refresh, reload } like WooCommerce.
 */
class WC_Checkout {

	/**
	 * Instance.
	 *
	 * @var WC_Checkout|null
	 */
	protected static $instance = null;

	/**
	 * Fields by fieldset.
	 *
	 * @var array|null
	 */
	protected $fields = null;

	/**
	 * The checkout.
	 */
	public static function instance() {
		if ( is_null( self::$instance ) ) {
			self::$instance = new self();
			do_action( 'woocommerce_checkout_init', self::$instance );
		}
		return self::$instance;
	}

	/**
	 * The legacy property checkout_fields (10.5 keeps it): setting it replaces the
	 * fields, null makes the next get_checkout_fields() build them again.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function __set( $key, $value ) {
		if ( 'checkout_fields' === $key ) {
			$this->fields = $value;
		}
	}

	/**
	 * The legacy property checkout_fields.
	 *
	 * @param string $key Key.
	 * @return array|null
	 */
	public function __get( $key ) {
		return 'checkout_fields' === $key ? $this->get_checkout_fields() : null;
	}

	/** Whether an account is required (never in this shop). */
	public function is_registration_required() {
		return apply_filters( 'woocommerce_checkout_registration_required', 'yes' !== get_option( 'woocommerce_enable_guest_checkout' ) );
	}

	/** Whether registration is offered. */
	public function is_registration_enabled() {
		return apply_filters( 'woocommerce_checkout_registration_enabled', 'yes' === get_option( 'woocommerce_enable_signup_and_login_from_checkout' ) );
	}

	/**
	 * Checkout fields (billing, shipping, account, order), filtered by woocommerce_checkout_fields.
	 *
	 * @param string $fieldset Fieldset or '' for all.
	 * @return array
	 */
	public function get_checkout_fields( $fieldset = '' ) {
		if ( ! did_action( 'wp_loaded' ) ) {
			wc_doing_it_wrong( __FUNCTION__, 'Checkout fields should not be called before the wp_loaded action.', '3.4' );
		}
		if ( is_null( $this->fields ) ) {
			$this->fields = array(
				'billing'  => WC()->countries->get_address_fields( $this->get_value( 'billing_country' ), 'billing_' ),
				'shipping' => WC()->countries->get_address_fields( $this->get_value( 'shipping_country' ), 'shipping_' ),
				'account'  => array(),
				'order'    => array(
					'order_comments' => array(
						'type'        => 'textarea',
						'class'       => array( 'notes' ),
						'label'       => __( 'Order notes', 'woocommerce' ),
						'placeholder' => esc_attr__( 'Notes about your order, e.g. special notes for delivery.', 'woocommerce' ),
					),
				),
			);
			$this->fields = apply_filters( 'woocommerce_checkout_fields', $this->fields );
			foreach ( $this->fields as $type => $fields ) {
				uasort( $fields, static fn( $a, $b ) => ( $a['priority'] ?? 0 ) <=> ( $b['priority'] ?? 0 ) );
				$this->fields[ $type ] = $fields;
			}
		}
		if ( $fieldset ) {
			return $this->fields[ $fieldset ] ?? array();
		}
		return $this->fields;
	}

	/**
	 * Value of a field: posted, then the customer's stored value.
	 *
	 * @param string $input Field key.
	 * @return string|null
	 */
	public function get_value( $input ) {
		$value = apply_filters( 'woocommerce_checkout_get_value', null, $input );
		if ( null !== $value ) {
			return $value;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( ! empty( $_POST[ $input ] ) ) {
			return wc_clean( wp_unslash( $_POST[ $input ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing
		}
		if ( isset( WC()->customer ) && preg_match( '/^(billing|shipping)_/', (string) $input ) ) {
			$value = WC()->customer->{"get_$input"}();
		}
		return apply_filters( 'default_checkout_' . $input, $value, $input );
	}

	/**
	 * Processes the posted checkout; replies with JSON when ajax.
	 */
	public function process_checkout() {
		try {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			$nonce  = wc_get_var( $_REQUEST['woocommerce-process-checkout-nonce'], wc_get_var( $_REQUEST['_wpnonce'], '' ) );
			/* translators: %s: shop cart url */
			$expiry = sprintf( __( 'Sorry, your session has expired. <a href="%s" class="wc-backward">Return to shop</a>', 'woocommerce' ), esc_url( wc_get_page_permalink( 'shop' ) ) );
			if ( empty( $nonce ) || ! wp_verify_nonce( (string) $nonce, 'woocommerce-process_checkout' ) ) {
				if ( WC()->cart->is_empty() ) {
					throw new Exception( $expiry );
				}
				WC()->session->set( 'refresh_totals', true );
				throw new Exception( __( 'We were unable to process your order, please try again.', 'woocommerce' ) );
			}
			wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
			do_action( 'woocommerce_before_checkout_process' );
			if ( WC()->cart->is_empty() ) {
				throw new Exception( $expiry );
			}
			do_action( 'woocommerce_checkout_process' );
			$errors = new WP_Error();
			$data   = $this->get_posted_data();
			$this->update_session( $data );
			$this->validate_checkout( $data, $errors );
			foreach ( $errors->errors as $code => $messages ) {
				$error_data = $errors->get_error_data( $code );
				foreach ( $messages as $message ) {
					wc_add_notice( $message, 'error', is_array( $error_data ) ? $error_data : array() );
				}
			}
			if ( empty( $data['woocommerce_checkout_update_totals'] ) && 0 === wc_notice_count( 'error' ) ) {
				$order_id = $this->create_order( $data );
				if ( is_wp_error( $order_id ) ) {
					throw new Exception( $order_id->get_error_message() );
				}
				$order = wc_get_order( $order_id );
				if ( ! $order ) {
					throw new Exception( __( 'Unable to create order.', 'woocommerce' ) );
				}
				do_action( 'woocommerce_checkout_order_processed', $order_id, $data, $order );
				$ready = array( $order_id, WC()->cart->needs_payment() && 0 < (float) $order->get_total() ? $data['payment_method'] : '' );
			}
		} catch ( Exception $e ) {
			wc_add_notice( $e->getMessage(), 'error' );
		}
		// Outside the try: the replies end the request (wp_send_json), which must not be caught here.
		if ( isset( $ready ) ) {
			if ( '' !== $ready[1] ) {
				$this->process_order_payment( $ready[0], $ready[1] );
			} else {
				$this->process_order_without_payment( $ready[0] );
			}
		}
		$this->send_ajax_failure_response();
	}

	/**
	 * Posted values of every field plus terms, payment method and shipping toggle.
	 *
	 * @return array
	 */
	public function get_posted_data() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		$data = array(
			'terms'                              => (int) isset( $_POST['terms'] ),
			'createaccount'                      => (int) ! empty( $_POST['createaccount'] ),
			'payment_method'                     => isset( $_POST['payment_method'] ) ? wc_clean( wp_unslash( $_POST['payment_method'] ) ) : '',
			'shipping_method'                    => isset( $_POST['shipping_method'] ) ? wc_clean( wp_unslash( $_POST['shipping_method'] ) ) : '',
			'ship_to_different_address'          => ! empty( $_POST['ship_to_different_address'] ) && ! wc_ship_to_billing_address_only(),
			'woocommerce_checkout_update_totals' => isset( $_POST['woocommerce_checkout_update_totals'] ),
		);
		foreach ( $this->get_checkout_fields() as $fieldset => $fields ) {
			foreach ( $fields as $key => $field ) {
				$type = sanitize_title( $field['type'] ?? 'text' );
				if ( 'shipping' === $fieldset && ! $data['ship_to_different_address'] ) {
					$billing_key = 'billing_' . substr( $key, 9 );
					$value       = isset( $_POST[ $billing_key ] ) ? wp_unslash( $_POST[ $billing_key ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
				} else {
					$value = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
				}
				switch ( $type ) {
					case 'checkbox':
						$value = $value ? 1 : 0;
						break;
					case 'textarea':
						$value = wc_sanitize_textarea( $value );
						break;
					case 'email':
						$value = sanitize_email( $value );
						break;
					default:
						$value = wc_clean( $value );
				}
				$data[ $key ] = apply_filters( 'woocommerce_process_checkout_' . $type . '_field', apply_filters( 'woocommerce_process_checkout_field_' . $key, $value ) );
			}
		}
		// phpcs:enable
		return apply_filters( 'woocommerce_checkout_posted_data', $data );
	}

	/**
	 * Remembers chosen payment method and address in the session/customer.
	 *
	 * @param array $data Posted data.
	 */
	protected function update_session( $data ) {
		foreach ( $data as $key => $value ) {
			if ( isset( WC()->customer ) && preg_match( '/^(billing|shipping)_(' . implode( '|', WC_Order::ADDRESS_FIELDS ) . ')$/', (string) $key ) && 'shipping_email' !== $key ) {
				WC()->customer->{"set_$key"}( $value );
			}
		}
		if ( isset( WC()->customer ) ) {
			WC()->customer->save();
		}
		$chosen = (array) WC()->session->get( 'chosen_shipping_methods', array() );
		if ( is_array( $data['shipping_method'] ) ) {
			foreach ( $data['shipping_method'] as $i => $value ) {
				if ( is_string( $value ) ) {
					$chosen[ $i ] = $value;
				}
			}
		}
		WC()->session->set( 'chosen_shipping_methods', $chosen );
		WC()->session->set( 'chosen_payment_method', $data['payment_method'] );
		// The address decides VAT and shipping: recalculate with it.
		WC()->cart->calculate_totals();
	}

	/**
	 * Validates fields, terms and the payment method.
	 *
	 * @param array    $data   Posted data.
	 * @param WP_Error $errors Errors.
	 */
	protected function validate_checkout( &$data, &$errors ) {
		$this->validate_posted_data( $data, $errors );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( empty( $data['woocommerce_checkout_update_totals'] ) && empty( $data['terms'] ) && ! empty( $_POST['terms-field'] ) ) {
			$errors->add( 'terms', __( 'Please read and accept the terms and conditions to proceed with your order.', 'woocommerce' ) );
		}
		if ( WC()->cart->needs_shipping() ) {
			$country = $data['shipping_country'] ?? WC()->customer->get_shipping_country();
			if ( empty( $country ) ) {
				$errors->add( 'shipping', __( 'Please enter an address to continue.', 'woocommerce' ) );
			} elseif ( in_array( $country, array_keys( WC()->countries->get_shipping_countries() ), true ) ) {
				$chosen = (array) WC()->session->get( 'chosen_shipping_methods', array() );
				foreach ( WC()->shipping()->get_packages() as $i => $package ) {
					if ( ! isset( $chosen[ $i ], $package['rates'][ $chosen[ $i ] ] ) ) {
						$errors->add( 'shipping', __( 'No shipping method has been selected. Please double check your address, or contact us if you need any help.', 'woocommerce' ) );
					}
				}
			}
		}
		if ( WC()->cart->needs_payment() ) {
			$gateways = WC()->payment_gateways()->get_available_payment_gateways();
			if ( ! isset( $gateways[ $data['payment_method'] ] ) ) {
				$errors->add( 'payment', __( 'Invalid payment method.', 'woocommerce' ) );
			} else {
				$gateways[ $data['payment_method'] ]->validate_fields();
			}
		}
		do_action( 'woocommerce_after_checkout_validation', $data, $errors );
	}

	/**
	 * Required, email, postcode and phone checks of the posted fields.
	 *
	 * @param array    $data   Posted data.
	 * @param WP_Error $errors Errors.
	 */
	protected function validate_posted_data( &$data, &$errors ) {
		foreach ( $this->get_checkout_fields() as $fieldset => $fields ) {
			if ( 'shipping' === $fieldset && ! $data['ship_to_different_address'] ) {
				continue;
			}
			if ( 'account' === $fieldset && ( is_user_logged_in() || empty( $data['createaccount'] ) ) ) {
				continue;
			}
			foreach ( $fields as $key => $field ) {
				if ( ! isset( $data[ $key ] ) ) {
					continue;
				}
				$label = $field['label'] ?? '';
				if ( 'billing' === $fieldset ) {
					/* translators: %s: field name */
					$label = sprintf( _x( 'Billing %s', 'checkout-validation', 'woocommerce' ), $label );
				} elseif ( 'shipping' === $fieldset ) {
					/* translators: %s: field name */
					$label = sprintf( _x( 'Shipping %s', 'checkout-validation', 'woocommerce' ), $label );
				}
				$strong = '<strong>' . esc_html( $label ) . '</strong>';
				$value  = $data[ $key ];
				if ( ! empty( $field['required'] ) && '' === (string) $value ) {
					/* translators: %s: field name */
					$errors->add( $key . '_required', apply_filters( 'woocommerce_checkout_required_field_notice', sprintf( __( '%s is a required field.', 'woocommerce' ), $strong ), $label, $key ), array( 'id' => $key ) );
					continue;
				}
				if ( '' === (string) $value ) {
					continue;
				}
				foreach ( (array) ( $field['validate'] ?? array() ) as $rule ) {
					if ( 'email' === $rule && ! is_email( $value ) ) {
						/* translators: %s: email address */
						$errors->add( $key . '_validation', sprintf( __( '%s is not a valid email address.', 'woocommerce' ), $strong ), array( 'id' => $key ) );
					} elseif ( 'postcode' === $rule ) {
						$country      = $data[ $fieldset . '_country' ] ?? '';
						$data[ $key ] = wc_format_postcode( $value, $country );
						if ( ! WC_Validation::is_postcode( $data[ $key ], $country ) ) {
							$errors->add( $key . '_validation', __( 'Please enter a valid postcode / ZIP.', 'woocommerce' ), array( 'id' => $key ) );
						}
					} elseif ( 'phone' === $rule && ! WC_Validation::is_phone( $value ) ) {
						/* translators: %s: phone number */
						$errors->add( $key . '_validation', sprintf( __( '%s is not a valid phone number.', 'woocommerce' ), $strong ), array( 'id' => $key ) );
					}
				}
				if ( 'country' === ( $field['type'] ?? '' ) && ! array_key_exists( $value, WC()->countries->get_allowed_countries() ) ) {
					/* translators: 1: country code 2: field name */
					$errors->add( $key . '_validation', sprintf( __( '&#8220;%1$s&#8221; is not a valid country code for %2$s.', 'woocommerce' ), esc_html( $value ), $strong ), array( 'id' => $key ) );
				}
			}
		}
	}

	/**
	 * Creates the order from the cart and the posted data.
	 *
	 * @param array $data Posted data.
	 * @return int|WP_Error Order id.
	 */
	public function create_order( $data ) {
		$order_id = apply_filters( 'woocommerce_create_order', null, $this );
		if ( $order_id ) {
			return $order_id;
		}
		try {
			// A pending (or failed) order of this session whose cart is unchanged is
			// resumed, so retried payments do not pile up orders.
			$order_id = absint( WC()->session->get( 'order_awaiting_payment' ) );
			$order    = $order_id ? wc_get_order( $order_id ) : null;
			if ( $order && $order->has_cart_hash( WC()->cart->get_cart_hash() ) && $order->has_status( array( 'pending', 'failed' ) ) ) {
				do_action( 'woocommerce_resume_order', $order_id );
				$order->remove_order_items();
			} else {
				$order = new WC_Order();
			}
			foreach ( $data as $key => $value ) {
				if ( preg_match( '/^(billing|shipping)_(' . implode( '|', WC_Order::ADDRESS_FIELDS ) . ')$/', (string) $key ) ) {
					$order->{"set_$key"}( $value );
				}
			}
			$gateways = WC()->payment_gateways()->payment_gateways();
			$gateway  = $gateways[ $data['payment_method'] ] ?? null;
			$order->set_created_via( 'checkout' );
			$order->set_cart_hash( WC()->cart->get_cart_hash() );
			$order->set_customer_id( apply_filters( 'woocommerce_checkout_customer_id', get_current_user_id() ) );
			$order->set_currency( get_woocommerce_currency() );
			$order->set_prices_include_tax( wc_prices_include_tax() );
			$order->set_customer_ip_address( WC_Geolocation::get_ip_address() );
			$order->set_customer_user_agent( wc_get_user_agent() );
			$order->set_customer_note( $data['order_comments'] ?? '' );
			$order->set_payment_method( $gateway ? $gateway : $data['payment_method'] );
			foreach ( WC()->cart->get_cart() as $key => $values ) {
				$item = new WC_Order_Item_Product();
				$item->set_product( $values['data'] );
				$item->set_props(
					array(
						'quantity'     => $values['quantity'],
						'subtotal'     => $values['line_subtotal'],
						'total'        => $values['line_total'],
						'subtotal_tax' => $values['line_subtotal_tax'],
						'total_tax'    => $values['line_tax'],
						'taxes'        => $values['line_tax_data'],
					)
				);
				do_action( 'woocommerce_checkout_create_order_line_item', $item, $key, $values, $order );
				$order->add_item( $item );
			}
			$this->create_order_fee_lines( $order, WC()->cart );
			$this->create_order_shipping_lines( $order, WC()->session->get( 'chosen_shipping_methods' ), WC()->shipping()->get_packages() );
			$order->set_shipping_total( WC()->cart->get_shipping_total() );
			$order->set_shipping_tax( WC()->cart->get_shipping_tax() );
			// The tax total follows (cart tax + shipping tax), as in WooCommerce.
			$order->set_cart_tax( (float) WC()->cart->get_cart_contents_tax() + (float) WC()->cart->get_fee_tax() );
			$order->set_total( WC()->cart->get_total( 'edit' ) );
			do_action( 'woocommerce_checkout_create_order', $order, $data );
			$order_id = $order->save();
			do_action( 'woocommerce_checkout_update_order_meta', $order_id, $data );
			return $order_id;
		} catch ( Exception $e ) {
			return new WP_Error( 'checkout-error', $e->getMessage() );
		}
	}

	/**
	 * Adds a fee line for each fee of the cart (an untaxed fee gets tax class 0, as in WooCommerce).
	 *
	 * @param WC_Order $order Order.
	 * @param WC_Cart  $cart  Cart (fees calculated).
	 */
	public function create_order_fee_lines( &$order, $cart ) {
		foreach ( $cart->get_fees() as $fee_key => $fee ) {
			$item                 = new WC_Order_Item_Fee();
			$item->legacy_fee     = $fee;
			$item->legacy_fee_key = $fee_key;
			$item->set_props(
				array(
					'name'      => $fee->name,
					'tax_class' => $fee->taxable ? $fee->tax_class : 0,
					'amount'    => $fee->amount,
					'total'     => $fee->total,
					'total_tax' => $fee->tax,
					'taxes'     => array( 'total' => $fee->tax_data ),
				)
			);
			do_action( 'woocommerce_checkout_create_order_fee_item', $item, $fee_key, $fee, $order );
			$order->add_item( $item );
		}
	}

	/**
	 * Adds a shipping line for the chosen rate of each package.
	 *
	 * @param WC_Order $order                   Order.
	 * @param array    $chosen_shipping_methods Chosen rate ids by package.
	 * @param array    $packages                Calculated packages.
	 */
	public function create_order_shipping_lines( &$order, $chosen_shipping_methods, $packages ) {
		foreach ( (array) $packages as $key => $package ) {
			if ( ! isset( $chosen_shipping_methods[ $key ], $package['rates'][ $chosen_shipping_methods[ $key ] ] ) ) {
				continue;
			}
			$rate = $package['rates'][ $chosen_shipping_methods[ $key ] ];
			$item = new WC_Order_Item_Shipping();
			$item->set_props(
				array(
					'method_title' => $rate->label,
					'method_id'    => $rate->method_id,
					'instance_id'  => $rate->instance_id,
					'total'        => wc_format_decimal( $rate->cost ),
					'taxes'        => array( 'total' => $rate->taxes ),
					'tax_status'   => $rate->tax_status,
				)
			);
			foreach ( $rate->get_meta_data() as $meta_key => $value ) {
				$item->add_meta_data( $meta_key, $value, true );
			}
			do_action( 'woocommerce_checkout_create_order_shipping_item', $item, $key, $package, $order );
			$order->add_item( $item );
		}
	}

	/**
	 * Lets the gateway take the payment; sends its result (success) as JSON.
	 *
	 * @param int    $order_id       Order.
	 * @param string $payment_method Gateway id.
	 */
	protected function process_order_payment( $order_id, $payment_method ) {
		$gateways = WC()->payment_gateways()->get_available_payment_gateways();
		if ( ! isset( $gateways[ $payment_method ] ) ) {
			return;
		}
		WC()->session->set( 'order_awaiting_payment', $order_id );
		$result = $gateways[ $payment_method ]->process_payment( $order_id );
		if ( isset( $result['result'] ) && 'success' === $result['result'] ) {
			$result['order_id'] = $order_id;
			$result             = apply_filters( 'woocommerce_payment_successful_result', $result, $order_id );
			if ( ! wp_doing_ajax() ) {
				wp_safe_redirect( $result['redirect'] );
				exit;
			}
			wp_send_json( $result );
		}
	}

	/**
	 * Completes a free order and redirects to order received.
	 *
	 * @param int $order_id Order.
	 */
	protected function process_order_without_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		$order->payment_complete();
		wc_empty_cart();
		$redirect = apply_filters( 'woocommerce_checkout_no_payment_needed_redirect', $order->get_checkout_order_received_url(), $order );
		if ( ! wp_doing_ajax() ) {
			wp_safe_redirect( $redirect );
			exit;
		}
		wp_send_json(
			array(
				'result'   => 'success',
				'redirect' => $redirect,
			)
		);
	}

	/**
	 * { result: failure, messages, refresh, reload } for ajax requests.
	 */
	protected function send_ajax_failure_response() {
		if ( ! wp_doing_ajax() ) {
			return;
		}
		$messages = '';
		if ( ! isset( WC()->session->reload_checkout ) ) {
			$messages = wc_print_notices( true );
		}
		$response = array(
			'result'   => 'failure',
			'messages' => $messages,
			'refresh'  => isset( WC()->session->refresh_totals ),
			'reload'   => isset( WC()->session->reload_checkout ),
		);
		unset( WC()->session->refresh_totals, WC()->session->reload_checkout );
		wp_send_json( $response );
	}
}
