<?php
/**
 * The Stripe card gateway (classic checkout).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V5\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Card payments through Stripe (id `stripe`, as WooCommerce Stripe Gateway).
 * Its settings also hold the Stripe account (keys, mode, webhook secret)
 * for every Stripe method.
 */
class Gateway extends PaymentGateway {

	public const ID = 'stripe';

	/**
	 * Errors of this settings save (German), see settings_error().
	 *
	 * @var string[]
	 */
	private $settings_errors = array();

	/**
	 * Sets up the gateway from its saved settings.
	 */
	public function __construct() {
		$this->id = self::ID;
		// The suite's one entry in WooCommerce → Settings → Payments (see ProviderList).
		$this->method_title       = 'Stripe';
		$this->method_description = __( 'Credit card, SEPA direct debit, Bancontact, iDEAL | Wero, eps, Przelewy24, Alipay, Multibanco, Boleto and OXXO, and Apple Pay and Google Pay on product and cart pages, through one Stripe account. The account settings here apply to every Stripe payment method.', 'tresen-stripe' );
		parent::__construct();
	}

	/**
	 * The settings page: the provider's methods (logos, on/off, their own
	 * settings) above the account and card settings.
	 *
	 * @return void
	 */
	public function admin_options() {
		ob_start();
		parent::admin_options();
		$page  = (string) ob_get_clean();
		$table = ProviderList::table_html();
		// After WooCommerce's heading and description, before the settings.
		$at = strpos( $page, '<table class="form-table">' );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's own output and table_html(), escaped there.
		echo false === $at ? $page . $table : substr_replace( $page, $table, $at, 0 );
	}

	/**
	 * The PaymentMethod type of the express order being paid (Link, Klarna,
	 * PayPal, Amazon Pay from the Express Checkout Element), '' otherwise.
	 *
	 * @var string
	 */
	private $express_type = '';

	/**
	 * Takes the payment; an express order placed with Link, Klarna, PayPal or
	 * Amazon Pay is charged with that PaymentMethod type instead of a card.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, string>
	 */
	protected function pay( \WC_Order $order ): array {
		$type               = Express\Endpoints::method_type_of( $order );
		$this->express_type = 'card' !== $type ? $type : '';
		// The checkout's single Payment Element (express orders keep their own method).
		$this->from_element = '' === $type && Settings::single_element();
		try {
			return parent::pay( $order );
		} finally {
			$this->express_type = '';
			$this->from_element = false;
		}
	}

	/**
	 * The gateways whose methods the single Payment Element holds besides
	 * the card: SEPA and the redirect and voucher methods, by Stripe type.
	 *
	 * @return array<string, PaymentGateway>
	 */
	public static function element_gateways(): array {
		$gateways = array( 'sepa_debit' => new SepaGateway() );
		foreach ( RedirectGateway::all() as $gateway ) {
			$gateways[ $gateway->stripe_type() ] = $gateway;
		}
		return $gateways;
	}

	/**
	 * The methods the single Payment Element offers without a payment method
	 * configuration: the card and every method switched on in the plugin's
	 * settings that fits the checkout (currency, billing country, minimum).
	 *
	 * @return array<int, string> Stripe types.
	 */
	public static function element_methods(): array {
		$types = array( 'card' );
		foreach ( self::element_gateways() as $type => $gateway ) {
			if ( 'yes' === $gateway->enabled && $gateway->fits_checkout() ) {
				$types[] = $type;
			}
		}
		return $types;
	}

	/**
	 * The gateway whose token a method saved from this box becomes: in the
	 * one element the add-payment-method page offers SEPA too, saved as the
	 * SEPA gateway's token (as from its own box in the per-method mode).
	 *
	 * @param string $type The PaymentMethod's type.
	 */
	protected function token_gateway( string $type ): ?PaymentGateway {
		if ( 'sepa_debit' === $type && Settings::single_element() ) {
			$sepa = new SepaGateway();
			return 'yes' === $sepa->enabled ? $sepa : null;
		}
		return parent::token_gateway( $type );
	}

	/**
	 * The single Payment Element's box names its methods, or the owner's
	 * payment method configuration (then Stripe decides which it shows).
	 *
	 * @param bool $adding Whether this is the add-payment-method page.
	 */
	protected function element_attributes( bool $adding ): string {
		if ( ! Settings::single_element() ) {
			return '';
		}
		if ( $adding ) {
			// Setup mode: only what can be saved for later, the card and (switched on) SEPA;
			// a configuration's bank and voucher methods cannot be.
			return 'yes' === ( new SepaGateway() )->enabled ? ' data-methods="card sepa_debit"' : '';
		}
		$configuration = Settings::payment_method_configuration();
		if ( '' !== $configuration ) {
			return sprintf( ' data-configuration="%s"', esc_attr( $configuration ) );
		}
		return sprintf( ' data-methods="%s"', esc_attr( implode( ' ', self::element_methods() ) ) );
	}

	/**
	 * A method chosen in the single Payment Element other than the card:
	 * the order is moved to that method's gateway (so its refunds, webhooks,
	 * return address, voucher and notes are that method's, as for an order
	 * placed with the method's own gateway) and paid by it. Refused when the
	 * element could not have offered it: not switched on here (without a
	 * configuration) or not fitting the order.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $type  The PaymentMethod's type.
	 * @return array<string, string>|null
	 */
	protected function element_payment( \WC_Order $order, string $type ): ?array {
		if ( ! $this->from_element ) {
			return null;
		}
		$wallets = array_diff( array_unique( Express\Endpoints::METHOD_TYPES ), array( 'card' ) );
		if ( in_array( $type, $wallets, true ) && '' !== Settings::payment_method_configuration() ) {
			// Link, Klarna, PayPal or Amazon Pay from the owner's configuration: paid by this gateway
			// with that type, as from the Express Checkout Element (the order names the wallet).
			$order->update_meta_data( Express\Endpoints::ORDER_META, $type );
			$order->set_payment_method_title(
				/* translators: %s: Link, Klarna, PayPal or Amazon Pay. */
				sprintf( __( '%s (via Stripe)', 'tresen-stripe' ), self::method_name( $type ) )
			);
			$order->save();
			return $this->pay( $order );
		}
		$gateway = self::element_gateways()[ $type ] ?? null;
		if ( null === $gateway || ( '' === Settings::payment_method_configuration() && 'yes' !== $gateway->enabled ) ) {
			return null;
		}
		if ( ! $gateway->fits_order( $order ) ) {
			return $this->failure(
				sprintf(
					/* translators: %s: payment method name. */
					__( '%s is not available for this order. Please choose another payment method.', 'tresen-stripe' ),
					$gateway->get_title()
				)
			);
		}
		$order->set_payment_method( $gateway->id );
		$order->set_payment_method_title( $gateway->get_title() );
		$order->save();
		Log::info( sprintf( 'Order %d: %s chosen in the Payment Element, paid through %s', $order->get_id(), $type, $gateway->id ) );
		return $gateway->pay_from_element( $order );
	}

	/** Card payments (or the express order's own method). */
	protected function payment_method_type(): string {
		return '' !== $this->express_type ? $this->express_type : 'card';
	}

	/**
	 * Confirmed on the server: with `use_stripe_sdk` the bank's check is a
	 * next action the page's Stripe.js opens as a dialog (the `#confirm-pi-`
	 * hash); without it Stripe answers a `redirect_to_url` to the bank's page
	 * (the shop's setting "3-D Secure").
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	protected function confirm_params( \WC_Order $order ): array {
		unset( $order );
		if ( '' !== $this->express_type ) {
			// Link confirms at once; Klarna, PayPal and Amazon Pay send the shopper to their page and back (redirect_to_url).
			return array();
		}
		return Settings::three_d_secure_in_page() ? array( 'use_stripe_sdk' => true ) : array();
	}

	/** Accessible name of the card field. */
	protected function field_label(): string {
		return __( 'Card details', 'tresen-stripe' );
	}

	/**
	 * The settings the store owner edits under WooCommerce → Settings → Payments.
	 */
	public function init_form_fields(): void {
		$this->form_fields = array(
			'enabled'                           => array(
				'title'   => __( 'Enable/Disable', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable credit card payments through Stripe', 'tresen-stripe' ),
				'default' => 'no',
			),
			'title'                             => array(
				'title'       => __( 'Title', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-stripe' ),
				'default'     => __( 'Credit card', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
			'description'                       => array(
				'title'       => __( 'Description', 'tresen-stripe' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-stripe' ),
				'default'     => __( 'Pay securely with your credit card.', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
			'testmode'                          => array(
				'title'   => __( 'Test mode', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Use Stripe test keys (no real payments)', 'tresen-stripe' ),
				'default' => 'yes',
			),
			'test_publishable_key'              => array(
				'title'       => __( 'Test publishable key', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'Starts with pk_test_. Stripe dashboard → Developers → API keys.', 'tresen-stripe' ),
				'default'     => '',
			),
			'test_secret_key'                   => array(
				'title'       => __( 'Test secret key', 'tresen-stripe' ),
				'type'        => 'secret',
				'description' => __( 'Starts with sk_test_ (or rk_test_ for a restricted key). It is stored but never shown again.', 'tresen-stripe' ),
				'default'     => '',
			),
			'test_webhook_secret'               => array(
				'title'       => __( 'Test webhook signing secret', 'tresen-stripe' ),
				'type'        => 'secret',
				'description' => __( 'Starts with whsec_. Shown by Stripe when you add the webhook endpoint.', 'tresen-stripe' ),
				'default'     => '',
			),
			'publishable_key'                   => array(
				'title'       => __( 'Live publishable key', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'Starts with pk_live_.', 'tresen-stripe' ),
				'default'     => '',
			),
			'secret_key'                        => array(
				'title'       => __( 'Live secret key', 'tresen-stripe' ),
				'type'        => 'secret',
				'description' => __( 'Starts with sk_live_ (or rk_live_). It is stored but never shown again.', 'tresen-stripe' ),
				'default'     => '',
			),
			'webhook_secret'                    => array(
				'title'       => __( 'Live webhook signing secret', 'tresen-stripe' ),
				'type'        => 'secret',
				'description' => __( 'Starts with whsec_.', 'tresen-stripe' ),
				'default'     => '',
			),
			'allow_prepaid_card'                => array(
				'title'   => __( 'Prepaid cards', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Accept prepaid cards', 'tresen-stripe' ),
				'default' => 'no',
			),
			'three_d_secure'                    => array(
				'title'       => __( '3-D Secure', 'tresen-stripe' ),
				'type'        => 'select',
				'description' => __( 'Where customers confirm a card with their bank when it asks for it: in a dialog on the shop page (recommended), or on the bank’s page, from which they return to the shop.', 'tresen-stripe' ),
				'default'     => 'in_page',
				'options'     => array(
					'in_page'  => __( 'In a dialog on the shop page', 'tresen-stripe' ),
					'redirect' => __( 'On the bank’s page (redirect)', 'tresen-stripe' ),
				),
			),
			'payment_element'                   => array(
				'title'       => __( 'Payment methods at checkout', 'tresen-stripe' ),
				'type'        => 'select',
				'description' => __( 'One Stripe payment selection (Stripe’s Payment Element) holds the card, SEPA and the bank and voucher methods, or each method is its own entry in the list of payment methods.', 'tresen-stripe' ),
				'default'     => 'split',
				'options'     => array(
					'split'  => __( 'Each method on its own', 'tresen-stripe' ),
					'single' => __( 'All in one Stripe payment selection', 'tresen-stripe' ),
				),
			),
			'test_payment_method_configuration' => array(
				'title'       => __( 'Payment method configuration (test)', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'Optional, for the one payment selection: the ID of a payment method configuration from the Stripe dashboard (Settings → Payment methods), starts with pmc_. The selection then offers the methods switched on there. Empty: the methods switched on here.', 'tresen-stripe' ),
				'default'     => '',
				'placeholder' => 'pmc_…',
			),
			'payment_method_configuration'      => array(
				'title'       => __( 'Payment method configuration (live)', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'The same for live payments (Stripe keeps test and live configurations apart).', 'tresen-stripe' ),
				'default'     => '',
				'placeholder' => 'pmc_…',
			),
		);
		foreach ( array( 'test_webhook_secret', 'webhook_secret' ) as $key ) {
			$this->form_fields[ $key ]['description'] .= ' ' . sprintf(
				/* translators: %s: webhook URL. */
				__( 'Webhook endpoint to add in Stripe (events payment_intent.succeeded and payment_intent.payment_failed): %s', 'tresen-stripe' ),
				Webhook::url()
			);
		}
	}

	/**
	 * Saves the payment method configuration id: `pmc_…` or nothing. A wrong
	 * value, or one Stripe does not know in that mode, is refused with a
	 * German error and the saved one kept.
	 *
	 * @param string      $key   Field key.
	 * @param string|null $value Posted value.
	 */
	public function validate_test_payment_method_configuration_field( $key, $value ): string {
		return $this->validate_payment_method_configuration_field( $key, $value );
	}

	/**
	 * Saves the live payment method configuration id (as the test one).
	 *
	 * @param string      $key   Field key.
	 * @param string|null $value Posted value.
	 */
	public function validate_payment_method_configuration_field( $key, $value ): string {
		$key   = (string) $key;
		$value = trim( sanitize_text_field( (string) $value ) );
		$saved = (string) $this->get_option( $key );
		if ( '' === $value ) {
			return '';
		}
		if ( 1 !== preg_match( '/^pmc_[A-Za-z0-9]+$/', $value ) ) {
			$this->settings_error( __( 'The payment method configuration ID starts with pmc_ (Stripe dashboard → Settings → Payment methods). It was not saved.', 'tresen-stripe' ) );
			return $saved;
		}
		$problem = $this->configuration_problem( $value, 'test_payment_method_configuration' === $key );
		if ( null === $problem ) {
			return $value;
		}
		list( $message, $keep ) = $problem;
		$this->settings_error( $message );
		return $keep ? $value : $saved;
	}

	/**
	 * Asks Stripe (read only) whether the account has the configuration,
	 * with the secret key of its mode (as this save sets it).
	 *
	 * @param string $id   pmc_… id.
	 * @param bool   $test The test mode's configuration.
	 * @return array{0: string, 1: bool}|null Null when it is fine; else the German message and whether to save it anyway.
	 */
	private function configuration_problem( string $id, bool $test ): ?array {
		// WooCommerce validates the fields in order: the keys above hold this save's values.
		$secret = (string) $this->get_option( $test ? 'test_secret_key' : 'secret_key' );
		if ( '' === $secret ) {
			Log::info( sprintf( 'Settings: payment method configuration %s saved unchecked (no %s secret key)', $id, $test ? 'test' : 'live' ) );
			return null;
		}
		$reply = ( new Api( $secret ) )->get( 'payment_method_configurations/' . rawurlencode( $id ) );
		if ( ! is_wp_error( $reply ) ) {
			if ( empty( $reply['active'] ) ) {
				return array(
					/* translators: %s: the configuration's id (pmc_…). */
					sprintf( __( 'The payment method configuration %s is switched off in the Stripe dashboard. Switch it on there or enter another one. It was not saved.', 'tresen-stripe' ), $id ),
					false,
				);
			}
			return null;
		}
		$data = (array) $reply->get_error_data();
		if ( 'resource_missing' === ( $data['code'] ?? '' ) ) {
			return array(
				sprintf(
					/* translators: 1: the configuration's id (pmc_…), 2: "test" or "live" mode. */
					__( 'Stripe does not know the payment method configuration %1$s in %2$s. Copy its ID from the Stripe dashboard (Settings → Payment methods) of the same mode. It was not saved.', 'tresen-stripe' ),
					$id,
					$test ? __( 'test mode', 'tresen-stripe' ) : __( 'live mode', 'tresen-stripe' )
				),
				false,
			);
		}
		return array(
			sprintf(
				/* translators: 1: the configuration's id (pmc_…), 2: the reason. */
				__( 'The payment method configuration %1$s could not be checked at Stripe (%2$s). It was saved; check it in the Stripe dashboard.', 'tresen-stripe' ),
				$id,
				$reply->get_error_message()
			),
			true,
		);
	}

	/**
	 * An error shown above the settings after saving (WooCommerce's settings
	 * page shows WC_Admin_Settings' errors), also kept on the gateway.
	 *
	 * @param string $message German message.
	 */
	private function settings_error( string $message ): void {
		$this->settings_errors[] = $message;
		if ( class_exists( '\WC_Admin_Settings' ) ) {
			\WC_Admin_Settings::add_error( $message );
		}
	}

	/**
	 * The errors this gateway's settings save gave (German).
	 *
	 * @return string[]
	 */
	public function settings_errors(): array {
		return $this->settings_errors;
	}

	/**
	 * A secret field (WooCommerce calls generate_{type}_html): an empty
	 * password input that says whether a value is saved, never the value.
	 *
	 * @param string               $key  Field key.
	 * @param array<string, mixed> $data Field definition.
	 */
	public function generate_secret_html( $key, $data ): string {
		return Payments::secret_field_html(
			$this,
			(string) $key,
			is_array( $data ) ? $data : array(),
			array(
				'saved'  => __( 'Saved – leave empty to keep it', 'tresen-stripe' ),
				'unset'  => __( 'Not set', 'tresen-stripe' ),
				'remove' => __( 'Remove the saved value', 'tresen-stripe' ),
			)
		);
	}

	/**
	 * Saves a secret field: an empty input keeps the saved value, the
	 * checkbox removes it (WooCommerce calls validate_{type}_field).
	 *
	 * @param string      $key   Field key.
	 * @param string|null $value Posted value.
	 */
	public function validate_secret_field( $key, $value ): string {
		return Payments::secret_field_value( $this, (string) $key, $value );
	}
}
