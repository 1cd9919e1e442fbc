<?php
/**
 * Registry of payment gateways.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads WooCommerce's gateways (bank transfer) and those of the woocommerce_payment_gateways filter (class names or objects).
 */
class WC_Payment_Gateways {

	/**
	 * Gateways by id.
	 *
	 * @var WC_Payment_Gateway[]
	 */
	public $payment_gateways = array();

	/**
	 * Instance.
	 *
	 * @var WC_Payment_Gateways|null
	 */
	protected static $_instance = null; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * The registry.
	 */
	public static function instance() {
		if ( is_null( self::$_instance ) ) {
			self::$_instance = new self();
		}
		return self::$_instance;
	}

	/**
	 * Loads gateways.
	 */
	public function __construct() {
		$this->init();
	}

	/**
	 * (Re)loads the gateways from the filter, ordered by option woocommerce_gateway_order.
	 */
	public function init() {
		$this->payment_gateways = array();
		$order                  = (array) get_option( 'woocommerce_gateway_order', array() );
		$loaded                 = array();
		// WooCommerce's own gateways first (the double has bank transfer), then the filter's.
		foreach ( apply_filters( 'woocommerce_payment_gateways', array( 'WC_Gateway_BACS' ) ) as $gateway ) {
			$object = is_string( $gateway ) && class_exists( $gateway ) ? new $gateway() : $gateway;
			if ( ! $object instanceof WC_Payment_Gateway ) {
				continue;
			}
			$loaded[ $object->id ] = $object;
		}
		uksort(
			$loaded,
			static function ( $a, $b ) use ( $order ) {
				return ( $order[ $a ] ?? PHP_INT_MAX ) <=> ( $order[ $b ] ?? PHP_INT_MAX );
			}
		);
		$this->payment_gateways = $loaded;
		do_action( 'wc_payment_gateways_initialized', $this );
	}

	/**
	 * Every gateway by id.
	 *
	 * @return WC_Payment_Gateway[]
	 */
	public function payment_gateways() {
		return $this->payment_gateways;
	}

	/**
	 * Ids of every gateway.
	 *
	 * @return string[]
	 */
	public function get_payment_gateway_ids() {
		return array_keys( $this->payment_gateways );
	}

	/**
	 * Enabled gateways available for the current cart.
	 *
	 * @return WC_Payment_Gateway[]
	 */
	public function get_available_payment_gateways() {
		$available = array();
		foreach ( $this->payment_gateways as $gateway ) {
			if ( $gateway->is_available() ) {
				$available[ $gateway->id ] = $gateway;
			}
		}
		return array_filter( (array) apply_filters( 'woocommerce_available_payment_gateways', $available ), static fn( $g ) => $g instanceof WC_Payment_Gateway );
	}

	/**
	 * Marks the chosen gateway (session, else the first).
	 *
	 * @param WC_Payment_Gateway[] $gateways Gateways.
	 */
	public function set_current_gateway( $gateways ) {
		if ( ! $gateways ) {
			return;
		}
		$chosen = isset( WC()->session ) ? (string) WC()->session->get( 'chosen_payment_method' ) : '';
		if ( $chosen && isset( $gateways[ $chosen ] ) ) {
			$gateways[ $chosen ]->set_current();
		} else {
			current( $gateways )->set_current();
		}
	}
}
