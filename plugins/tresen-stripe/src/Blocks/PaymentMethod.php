<?php
/**
 * A Stripe gateway on WooCommerce's Checkout block.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Tresen\Stripe\Gateway;
use Tresen\Stripe\Messages;
use Tresen\Stripe\PaymentGateway;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A Stripe gateway as a payment method of the Checkout block: the same
 * gateway object pays (WooCommerce's Store API hands `payment_data` to
 * `process_payment()` as the posted fields). The block's script
 * (`build/blocks-checkout.js`) shows, by `kind`: for the card (`stripe`) and
 * SEPA (`stripe_sepa`) Stripe's Payment Element and puts the PaymentMethod id
 * into `stripe_source`; for a bank redirect or Multibanco (`redirect`) only the
 * description (the server's reply sends the shopper to the bank, or to the
 * order-received page with the voucher); for Boleto and OXXO (`boleto`,
 * `oxxo`) Stripe.js confirms the server's reply, as on the classic checkout.
 */
final class PaymentMethod extends AbstractPaymentMethodType {

	/** The block script's entry (shared by card and SEPA). */
	public const ENTRY = 'blocks-checkout';

	/**
	 * The gateway (built once).
	 *
	 * @var PaymentGateway|null
	 */
	private $gateway = null;

	/**
	 * Registers the script's handle.
	 *
	 * @var callable(): string
	 */
	private $script;

	/**
	 * @param string             $id     Gateway id (`stripe` or `stripe_sepa`).
	 * @param callable(): string $script Registers the block script, returns its handle.
	 */
	public function __construct( string $id, callable $script ) {
		$this->name   = $id;
		$this->script = $script;
	}

	/**
	 * Reads the gateway's settings.
	 *
	 * @return void
	 */
	public function initialize() {
		$this->settings = (array) get_option( 'woocommerce_' . $this->name . '_settings', array() );
	}

	/** The gateway object WooCommerce pays with. */
	private function gateway(): ?PaymentGateway {
		if ( null === $this->gateway ) {
			$gateways      = function_exists( 'WC' ) ? WC()->payment_gateways()->payment_gateways() : array();
			$this->gateway = isset( $gateways[ $this->name ] ) && $gateways[ $this->name ] instanceof PaymentGateway ? $gateways[ $this->name ] : null;
		}
		return $this->gateway;
	}

	/**
	 * Offered when the gateway is switched on and usable (keys, single element);
	 * the currency and billing country of a redirect or voucher method are the
	 * gateway's `is_available()`, which WooCommerce asks for the cart's payment methods.
	 */
	public function is_active() {
		$gateway = $this->gateway();
		return null !== $gateway && 'yes' === $gateway->enabled && Settings::configured() && ( Gateway::ID === $this->name || ! Settings::single_element() );
	}

	/** What the block script shows: card, sepa_debit, redirect, boleto or oxxo. */
	private function kind(): string {
		$gateway = $this->gateway();
		if ( $gateway instanceof RedirectGateway ) {
			return $gateway->confirmed_in_browser() ? $gateway->stripe_type() : 'redirect';
		}
		return SepaGateway::ID === $this->name ? 'sepa_debit' : 'card';
	}

	/** The label of the method's field (the Payment Element, Boleto's tax id, or the method's name). */
	private function field_label(): string {
		$gateway = $this->gateway();
		if ( $gateway instanceof RedirectGateway ) {
			return 'boleto' === $gateway->stripe_type() ? __( 'CPF or CNPJ', 'tresen-stripe' ) : $gateway->name();
		}
		return SepaGateway::ID === $this->name ? __( 'IBAN', 'tresen-stripe' ) : __( 'Card details', 'tresen-stripe' );
	}

	/** @return string[] */
	public function get_payment_method_script_handles() {
		return array( ( $this->script )() );
	}

	/** @return string[] */
	public function get_supported_features() {
		$gateway = $this->gateway();
		return null !== $gateway ? array_values( array_filter( (array) $gateway->supports, 'is_string' ) ) : array( 'products' );
	}

	/**
	 * What the block script reads (`getSetting( '<id>_data' )`).
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data() {
		$gateway = $this->gateway();
		$saving  = null !== $gateway && $gateway->supports( 'tokenization' ) && is_user_logged_in();
		$single  = Gateway::ID === $this->name && Settings::single_element();
		$config  = $single ? Settings::payment_method_configuration() : '';
		return array(
			'title'          => null !== $gateway ? wp_strip_all_tags( $gateway->get_title() ) : '',
			'description'    => null !== $gateway ? wp_strip_all_tags( (string) $gateway->get_description() ) : '',
			'kind'           => $this->kind(),
			'publishableKey' => Settings::publishable_key(),
			'locale'         => 'de',
			// The single Payment Element: the owner's configuration, else the methods switched on.
			'configuration'  => $config,
			'methods'        => $single && '' === $config ? Gateway::element_methods() : array(),
			'fieldLabel'     => $this->field_label(),
			'showSavedCards' => $saving,
			'showSaveOption' => $saving,
			'supports'       => $this->get_supported_features(),
			'messages'       => self::messages(),
		);
	}

	/**
	 * The German messages the browser may need (the same as the classic
	 * checkout's, from `Messages`), by Stripe error code; `generic` for any other.
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		$codes = array( 'card_declined', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'processing_error', 'incorrect_zip', 'email_invalid', 'amount_too_large', 'amount_too_small', 'country_code_invalid', 'payment_intent_authentication_failure' );
		$out   = array();
		foreach ( $codes as $code ) {
			$out[ $code ] = Messages::for_error( 'card_error', $code );
		}
		$out['insufficient_funds'] = Messages::for_error( 'card_error', 'card_declined', 'insufficient_funds' );
		$out['generic']            = Messages::for_error( 'api_error' );
		$out['not_started']        = Messages::not_started();
		$out['prepaid']            = Messages::prepaid();
		$out['address_missing']    = Messages::address_missing();
		$out['tax_id']             = RedirectGateway::tax_id_message();
		return $out;
	}
}
