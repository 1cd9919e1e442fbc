<?php
/**
 * PayPal on WooCommerce's Cart and Checkout blocks.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Tresen\PayPal\Buttons;
use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\PayPal\Messages;
use Tresen\PayPal\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The PayPal gateway (`ppcp-gateway`) as the Checkout block's payment
 * method and the Cart block's express button (`build/blocks-checkout.js`
 * registers both from these settings). The same gateway object pays:
 * WooCommerce's Store API hands `payment_data` (`paymentToken`, `payerID`)
 * to `process_payment()` as the posted fields.
 */
final class PaymentMethod extends AbstractPaymentMethodType {

	/** The block script's entry. */
	public const ENTRY = 'blocks-checkout';

	/**
	 * Registers the script, returns its handle.
	 *
	 * @var callable(): string
	 */
	private $script;

	/**
	 * @param callable(): string $script Registers the block script, returns its handle.
	 */
	public function __construct( callable $script ) {
		$this->name   = Gateway::ID;
		$this->script = $script;
	}

	/**
	 * Reads the gateway's settings.
	 *
	 * @return void
	 */
	public function initialize() {
		$this->settings = (array) get_option( 'woocommerce_' . Gateway::ID . '_settings', array() );
	}

	/** Offered when the gateway is switched on and configured (and the official plugin is not active). */
	public function is_active() {
		return Buttons::active() && ! \Tresen\PayPal\Plugin::official_active();
	}

	/** @return string[] */
	public function get_payment_method_script_handles() {
		return array( ( $this->script )() );
	}

	/** @return string[] */
	public function get_supported_features() {
		return array( 'products' );
	}

	/**
	 * What the block script reads (`getSetting( 'ppcp-gateway_data' )`). The
	 * Cart and Checkout block pages are never cached, so the nonce may be here.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data() {
		$checkout = function_exists( 'is_checkout' ) && is_checkout();
		$gateways = function_exists( 'WC' ) ? WC()->payment_gateways()->payment_gateways() : array();
		$gateway  = $gateways[ Gateway::ID ] ?? null;
		$approved = function_exists( 'WC' ) && WC()->session ? Checkout::approved() : array();
		return array(
			'title'            => $gateway instanceof \WC_Payment_Gateway ? wp_strip_all_tags( $gateway->get_title() ) : 'PayPal',
			'clientId'         => Settings::client_id(),
			'environment'      => Settings::sandbox() ? 'sandbox' : 'production',
			'locale'           => 'de_DE',
			'currency'         => get_woocommerce_currency(),
			// On the checkout the button pays ("Jetzt bezahlen"); on the cart the shopper comes back to review ("Weiter").
			'context'          => $checkout ? 'checkout' : 'cart',
			'commit'           => $checkout,
			'disableFunding'   => $checkout ? array( 'credit', 'paylater' ) : array( 'credit', 'paylater', 'card' ),
			'nonce'            => wp_create_nonce( Checkout::NONCE ),
			'startCheckoutUrl' => Checkout::start_url(),
			'returnUrl'        => Checkout::return_url(),
			// Approved on PayPal from the cart's express button (the return address): placing the order captures it.
			'approved'         => isset( $approved['token'] ) ? array(
				'token' => $approved['token'],
				'payer' => (string) ( $approved['payer'] ?? '' ),
			) : null,
			'messages'         => array(
				'generic'  => Messages::generic(),
				'click'    => __( 'Please click the PayPal button to pay with PayPal.', 'tresen-paypal' ),
				'approved' => __( 'You confirmed the payment in PayPal. Please check your details and place the order.', 'tresen-paypal' ),
			),
		);
	}
}
