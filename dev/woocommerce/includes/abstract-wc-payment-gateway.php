<?php
/**
 * Payment gateway base class.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Payment_Gateway: settings, availability, payment fields, return URL.
 */
abstract class WC_Payment_Gateway extends WC_Settings_API {

	/**
	 * Order button text.
	 *
	 * @var string|null
	 */
	public $order_button_text;

	/**
	 * yes or no.
	 *
	 * @var string
	 */
	public $enabled = 'yes';

	/**
	 * Title.
	 *
	 * @var string
	 */
	public $title;

	/**
	 * Description.
	 *
	 * @var string
	 */
	public $description;

	/**
	 * Whether chosen on the checkout.
	 *
	 * @var bool
	 */
	public $chosen;

	/**
	 * Icon URL.
	 *
	 * @var string
	 */
	public $icon;

	/**
	 * Whether it has payment fields.
	 *
	 * @var bool
	 */
	public $has_fields;

	/**
	 * Countries (empty = all).
	 *
	 * @var array
	 */
	public $countries;

	/**
	 * Availability restriction.
	 *
	 * @var string
	 */
	public $availability;

	/**
	 * Title in the admin.
	 *
	 * @var string
	 */
	public $method_title = '';

	/**
	 * Description in the admin.
	 *
	 * @var string
	 */
	public $method_description = '';

	/**
	 * Supported features.
	 *
	 * @var string[]
	 */
	public $supports = array( 'products' );

	/**
	 * Max amount (0 = none).
	 *
	 * @var float
	 */
	public $max_amount = 0;

	/**
	 * Tokens (not supported in the double).
	 *
	 * @var array
	 */
	protected $tokens = array();

	/**
	 * Return URL after payment (order received).
	 *
	 * @param WC_Order|null $order Order.
	 */
	public function get_return_url( $order = null ) {
		$url = $order ? $order->get_checkout_order_received_url() : wc_get_endpoint_url( 'order-received', '', wc_get_checkout_url() );
		return apply_filters( 'woocommerce_get_return_url', $url, $order );
	}

	/**
	 * Order total of the order being paid (or the cart).
	 */
	protected function get_order_total() {
		$total    = 0;
		$order_id = absint( get_query_var( 'order-pay' ) );
		if ( 0 < $order_id ) {
			$order = wc_get_order( $order_id );
			if ( $order ) {
				$total = (float) $order->get_total();
			}
		} elseif ( 0 < WC()->cart->get_total( 'edit' ) ) {
			$total = (float) WC()->cart->get_total( 'edit' );
		}
		return $total;
	}

	/**
	 * Loads the settings; the gateway is on only when its stored settings say
	 * `enabled` = yes (WooCommerce's WC_Payment_Gateway::init_settings(): a
	 * gateway nobody switched on is off).
	 */
	public function init_settings() {
		parent::init_settings();
		$this->enabled = ! empty( $this->settings['enabled'] ) && 'yes' === $this->settings['enabled'] ? 'yes' : 'no';
	}

	/** Whether the gateway is enabled and usable for the cart. */
	public function is_available() {
		$available = ( 'yes' === $this->enabled );
		if ( WC()->cart && 0 < $this->get_order_total() && 0 < $this->max_amount && $this->max_amount < $this->get_order_total() ) {
			$available = false;
		}
		return $available;
	}

	/** Whether an icon or title is set. */
	public function has_fields() {
		return (bool) $this->has_fields;
	}

	/** Title (filtered). */
	public function get_title() {
		return apply_filters( 'woocommerce_gateway_title', (string) $this->title, $this->id );
	}

	/** Description (filtered). */
	public function get_description() {
		return apply_filters( 'woocommerce_gateway_description', (string) $this->description, $this->id );
	}

	/** Icon markup. */
	public function get_icon() {
		$icon = $this->icon ? '<img src="' . esc_url( $this->icon ) . '" alt="' . esc_attr( $this->get_title() ) . '" />' : '';
		return apply_filters( 'woocommerce_gateway_icon', $icon, $this->id );
	}

	/** Method title. */
	public function get_method_title() {
		return apply_filters( 'woocommerce_gateway_method_title', $this->method_title, $this );
	}

	/** Method description. */
	public function get_method_description() {
		return apply_filters( 'woocommerce_gateway_method_description', $this->method_description, $this );
	}

	/** Marks the gateway as chosen. */
	public function set_current() {
		$this->chosen = true;
	}

	/**
	 * Processes a payment: returns result and redirect.
	 *
	 * @param int $order_id Order.
	 * @return array
	 */
	public function process_payment( $order_id ) {
		return array();
	}

	/**
	 * Refund (not supported by default).
	 *
	 * @param int        $order_id Order.
	 * @param float|null $amount   Amount.
	 * @param string     $reason   Reason.
	 * @return bool|WP_Error
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ) {
		return false;
	}

	/** Whether refunds are possible for an order. */
	public function can_refund_order( $order ) {
		return $order && $this->supports( 'refunds' );
	}

	/** Validates payment fields. */
	public function validate_fields() {
		return true;
	}

	/** Prints the description (and fields). */
	public function payment_fields() {
		$description = $this->get_description();
		if ( $description ) {
			echo wpautop( wptexturize( $description ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}

	/**
	 * Whether a feature is supported.
	 *
	 * @param string $feature Feature.
	 */
	public function supports( $feature ) {
		return apply_filters( 'woocommerce_payment_gateway_supports', in_array( $feature, $this->supports, true ), $feature, $this );
	}

	/** Order button text (null = default). */
	public function get_order_button_text() {
		return $this->order_button_text;
	}

	/** Whether saved payment methods are offered. */
	public function tokenization_script() {}

	/** Saved methods list (none). */
	public function saved_payment_methods() {}

	/** Save checkbox (none). */
	public function save_payment_method_checkbox() {}

	/** The logged-in customer's saved tokens of this gateway (when it supports tokenization). */
	public function get_tokens() {
		if ( count( $this->tokens ) > 0 ) {
			return $this->tokens;
		}
		if ( is_user_logged_in() && $this->supports( 'tokenization' ) ) {
			$this->tokens = WC_Payment_Tokens::get_customer_tokens( get_current_user_id(), $this->id );
		}
		return $this->tokens;
	}
}
