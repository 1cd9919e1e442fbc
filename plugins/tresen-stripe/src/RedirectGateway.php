<?php
/**
 * Payment methods the customer confirms away from the shop (bank redirects,
 * wallets, vouchers).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * One Stripe payment method the customer confirms at their bank or wallet
 * (Bancontact, iDEAL, eps, Przelewy24, Alipay) or pays later with a voucher
 * (Multibanco). Each is its own gateway (id `stripe_<method>`, settings
 * `woocommerce_stripe_<method>_settings`), offered only in the currencies
 * and billing countries Stripe supports for it. The form is submitted as it
 * is (no field, no script): the server creates the order's PaymentIntent
 * with the method's `payment_method_data` and the return address, confirms
 * it and sends the shopper to Stripe's `redirect_to_url`. Coming back, the
 * return address (Verify) asks Stripe for the result. A voucher puts the
 * order on-hold with its reference until the webhook reports the payment.
 *
 * giropay (closed 30 June 2024) and Sofort (discontinued at Stripe on
 * 31 March 2025, part of Klarna) are not offered: Stripe refuses them.
 */
class RedirectGateway extends PaymentGateway {

	/** Order meta: the voucher's details (number, expiry, Stripe's voucher page). */
	public const META_VOUCHER = '_tresen_stripe_voucher';

	/**
	 * Stripe type => currencies (upper-case), billing countries ([] = any),
	 * whether it is a voucher and the method's own minimum (in the currency's
	 * major units), as Stripe's documentation lists them.
	 *
	 * @var array<string, array{currencies: string[], countries: string[], voucher?: bool, client?: bool, minimum?: float}>
	 */
	public const METHODS = array(
		'bancontact' => array(
			'currencies' => array( 'EUR' ),
			'countries'  => array( 'BE' ),
		),
		'ideal'      => array(
			'currencies' => array( 'EUR' ),
			'countries'  => array( 'NL' ),
		),
		'eps'        => array(
			'currencies' => array( 'EUR' ),
			'countries'  => array( 'AT' ),
		),
		'p24'        => array(
			'currencies' => array( 'EUR', 'PLN' ),
			'countries'  => array( 'PL' ),
		),
		'alipay'     => array(
			'currencies' => array( 'AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'NZD', 'SGD', 'USD', 'MYR' ),
			'countries'  => array(),
		),
		// Portuguese bank customers pay it, wherever their billing address is (as the anchor: no billing-country rule).
		'multibanco' => array(
			'currencies' => array( 'EUR' ),
			'countries'  => array(),
			'voucher'    => true,
		),
		// Confirmed in the browser (Stripe.js) with the reply's client_secret and confirm_payment_data.
		// Boleto: at least R$ 5,00 (docs.stripe.com/payments/boleto); OXXO: at least MX$ 10,00 (docs.stripe.com/payments/oxxo).
		'boleto'     => array(
			'currencies' => array( 'BRL' ),
			'countries'  => array(),
			'voucher'    => true,
			'client'     => true,
			'minimum'    => 5.0,
		),
		'oxxo'       => array(
			'currencies' => array( 'MXN' ),
			'countries'  => array(),
			'voucher'    => true,
			'client'     => true,
			'minimum'    => 10.0,
		),
	);

	/**
	 * Stripe type.
	 *
	 * @var string
	 */
	private $type;

	/**
	 * One method's gateway.
	 *
	 * @param string $type A key of METHODS.
	 */
	public function __construct( string $type = 'ideal' ) {
		$this->type         = isset( self::METHODS[ $type ] ) ? $type : 'ideal';
		$this->id           = 'stripe_' . $this->type;
		$this->method_title = sprintf(
			/* translators: %s: payment method name, e.g. iDEAL. */
			__( 'Stripe (%s)', 'tresen-stripe' ),
			$this->name()
		);
		$this->method_description = sprintf(
			/* translators: 1: payment method name, 2: currencies, 3: countries. */
			__( 'Lets customers pay with %1$s through Stripe. Offered only in %2$s and, where listed, to billing addresses in %3$s. Switch the method on in your Stripe dashboard too. Keys and webhook are set in the Stripe credit card settings.', 'tresen-stripe' ),
			$this->name(),
			implode( ', ', self::METHODS[ $this->type ]['currencies'] ),
			array() !== self::METHODS[ $this->type ]['countries'] ? implode( ', ', self::METHODS[ $this->type ]['countries'] ) : __( 'any country', 'tresen-stripe' )
		);
		parent::__construct();
		$this->has_fields = false;
		$this->supports   = array( 'products', 'refunds' );
	}

	/**
	 * The gateways of every method.
	 *
	 * @return array<int, self>
	 */
	public static function all(): array {
		return array_map( static fn( string $type ) => new self( $type ), array_keys( self::METHODS ) );
	}

	/** The method's name (a brand: the same in German). */
	public function name(): string {
		switch ( $this->type ) {
			case 'bancontact':
				return 'Bancontact';
			case 'ideal':
				// Rebranded in 2025 (iDEAL joined the European wallet Wero); the gateway id stays stripe_ideal.
				return 'iDEAL | Wero';
			case 'eps':
				return __( 'eps bank transfer', 'tresen-stripe' );
			case 'p24':
				return 'Przelewy24';
			case 'alipay':
				return 'Alipay';
			case 'boleto':
				return 'Boleto';
			case 'oxxo':
				return 'OXXO';
		}
		return 'Multibanco';
	}

	/** Stripe's type. */
	protected function payment_method_type(): string {
		return $this->type;
	}

	/** No field: the method is confirmed away from the shop. */
	protected function field_label(): string {
		return $this->name();
	}

	/** Whether the shopper pays later with a voucher. */
	private function voucher(): bool {
		return ! empty( self::METHODS[ $this->type ]['voucher'] );
	}

	/** Whether the browser confirms the payment (Boleto, OXXO). */
	public function confirmed_in_browser(): bool {
		return ! empty( self::METHODS[ $this->type ]['client'] );
	}

	/**
	 * Offered only in the method's currencies and billing countries.
	 */
	public function is_available() {
		return parent::is_available() && $this->fits_checkout();
	}

	/** The method's currencies, billing countries and minimum, for the checkout or order being paid. */
	public function fits_checkout(): bool {
		return $this->supports_currency( get_woocommerce_currency() ) && $this->supports_country( $this->billing_country() ) && $this->fits_amount( (float) $this->get_order_total() );
	}

	/**
	 * The method's currencies and billing countries (its minimum is checked
	 * when paying, with its own message).
	 *
	 * @param \WC_Order $order Order.
	 */
	public function fits_order( \WC_Order $order ): bool {
		return $this->supports_currency( $order->get_currency() ) && $this->supports_country( $order->get_billing_country() );
	}

	/** Stripe's type of this method (ideal, boleto, …). */
	public function stripe_type(): string {
		return $this->type;
	}

	/**
	 * Whether an amount reaches the method's minimum (Boleto R$ 5,00, OXXO MX$ 10,00; 0: not known yet).
	 *
	 * @param float $total Order or cart total in the shop's currency.
	 */
	public function fits_amount( float $total ): bool {
		$minimum = (float) ( self::METHODS[ $this->type ]['minimum'] ?? 0 );
		return $total <= 0 || $total >= $minimum;
	}

	/** The German refusal below the method's minimum (Stripe's code amount_too_small). */
	private function too_small_message(): string {
		return Messages::for_error( 'invalid_request_error', 'amount_too_small' );
	}

	/**
	 * Whether the method is switched on and fits an order (currency and billing country).
	 *
	 * @param \WC_Order $order Order.
	 */
	public function is_enabled_for_order( \WC_Order $order ): bool {
		return 'yes' === $this->enabled && Settings::configured() && $this->supports_currency( $order->get_currency() ) && $this->supports_country( $order->get_billing_country() ) && $this->fits_amount( (float) $order->get_total() );
	}

	/**
	 * Whether Stripe takes the method in a currency.
	 *
	 * @param string $currency ISO code.
	 */
	public function supports_currency( string $currency ): bool {
		return in_array( strtoupper( $currency ), self::METHODS[ $this->type ]['currencies'], true );
	}

	/**
	 * Whether the method is offered to a billing country ('' while unknown: yes; checked again on payment).
	 *
	 * @param string $country ISO code.
	 */
	public function supports_country( string $country ): bool {
		$countries = self::METHODS[ $this->type ]['countries'];
		return array() === $countries || '' === $country || in_array( strtoupper( $country ), $countries, true );
	}

	/** The billing country of the order being paid, or of the shopper at checkout. */
	private function billing_country(): string {
		global $wp;
		$order_id = isset( $wp->query_vars['order-pay'] ) ? absint( $wp->query_vars['order-pay'] ) : 0;
		$order    = $order_id ? wc_get_order( $order_id ) : null;
		if ( $order instanceof \WC_Order ) {
			return $order->get_billing_country();
		}
		$customer = function_exists( 'WC' ) ? WC()->customer : null;
		return $customer instanceof \WC_Customer ? (string) $customer->get_billing_country() : '';
	}

	/**
	 * The method's box: only its description.
	 *
	 * @return void
	 */
	public function payment_fields() {
		$description = $this->get_description();
		if ( '' !== $description ) {
			echo wp_kses_post( wpautop( wptexturize( $description ) ) );
		}
		if ( ! $this->confirmed_in_browser() ) {
			return;
		}
		printf( '<div class="tresen-stripe" data-tresen-stripe="%1$s" data-gateway="%2$s">', esc_attr( $this->type ), esc_attr( $this->id ) );
		if ( 'boleto' === $this->type ) {
			printf(
				'<p class="form-row form-row-wide"><label for="stripe_boleto_tax_id">%1$s&nbsp;<abbr class="required" title="%2$s">*</abbr></label><input type="text" class="input-text" id="stripe_boleto_tax_id" name="stripe_boleto_tax_id" inputmode="numeric" autocomplete="off" maxlength="18" placeholder="000.000.000-00" aria-describedby="stripe_boleto-errors" required /></p>',
				esc_html__( 'CPF or CNPJ', 'tresen-stripe' ),
				esc_attr__( 'required', 'tresen-stripe' )
			);
		}
		printf( '<div class="tresen-stripe__alert" role="alert"><ul class="woocommerce-error tresen-stripe__errors" id="%s-errors" hidden></ul></div></div>', esc_attr( $this->id ) );
	}

	/**
	 * The posted Boleto tax id (CPF: 11 digits, CNPJ: 14), digits only, or ''.
	 */
	public static function posted_tax_id(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by the checkout or the update endpoint.
		$digits = isset( $_POST['stripe_boleto_tax_id'] ) && is_scalar( $_POST['stripe_boleto_tax_id'] ) ? preg_replace( '/\D/', '', (string) wp_unslash( $_POST['stripe_boleto_tax_id'] ) ) : '';
		return in_array( strlen( (string) $digits ), array( 11, 14 ), true ) ? (string) $digits : '';
	}

	/** The Boleto tax id's German error. */
	public static function tax_id_message(): string {
		return __( 'Please enter your CPF or CNPJ number.', 'tresen-stripe' );
	}

	/**
	 * Boleto needs the tax id before the order is placed.
	 *
	 * @return bool
	 */
	public function validate_fields() {
		if ( 'boleto' === $this->type && '' === self::posted_tax_id() ) {
			wc_add_notice( self::tax_id_message(), 'error' );
			return false;
		}
		return true;
	}

	/**
	 * Boleto and OXXO: the order's PaymentIntent (amount from the order) and
	 * what the browser confirms it with (the spec's reply shape).
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	public function browser_confirmation( \WC_Order $order ): array {
		if ( 'boleto' === $this->type && '' === self::posted_tax_id() ) {
			return $this->failure( self::tax_id_message() );
		}
		if ( ! $this->fits_amount( (float) $order->get_total() ) || (float) $order->get_total() <= 0 ) {
			return $this->failure( $this->too_small_message() );
		}
		$api    = Settings::api();
		$intent = $this->existing_intent( $order, $api );
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'succeeded', 'processing' ), true ) ) {
			return $this->after_confirmation( $order, $intent );
		}
		$amount = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$intent = $this->intent_for( $order, $intent, $amount, strtolower( $order->get_currency() ), '', $api );
		if ( is_wp_error( $intent ) ) {
			return $this->failure( $intent->get_error_message() );
		}
		$data = $this->payment_method_data( $order );
		unset( $data['type'] );
		if ( 'boleto' === $this->type ) {
			// As the anchor sends it: Stripe requires the full billing address and the tax id for Boleto.
			$data['boleto']                     = array( 'tax_id' => self::posted_tax_id() );
			$data['billing_details']['address'] = array(
				'line1'       => $order->get_billing_address_1(),
				'city'        => $order->get_billing_city(),
				'state'       => $order->get_billing_state(),
				'postal_code' => $order->get_billing_postcode(),
				'country'     => $order->get_billing_country(),
			);
		}
		$confirm = array( 'payment_method' => $data );
		return array(
			'result'               => 'success',
			'redirect'             => Verify::url( $order ),
			'client_secret'        => (string) $intent['client_secret'],
			// The Checkout block's Store API keeps only text in payment_details: JSON there.
			'confirm_payment_data' => Blocks\Blocks::store_api() ? (string) wp_json_encode( $confirm ) : $confirm,
		);
	}

	/**
	 * Creates (or reuses) the order's PaymentIntent, confirms it with the
	 * method and sends the shopper to the bank, wallet or voucher; runs
	 * inside process_payment()'s lock of the order, so a second submit on
	 * the order-pay page is told to wait and creates no second intent.
	 *
	 * @param \WC_Order $order Order (not paid yet).
	 * @return array<string, string>
	 */
	protected function pay( \WC_Order $order ): array {
		if ( ! $this->supports_currency( $order->get_currency() ) || ! $this->supports_country( $order->get_billing_country() ) ) {
			return $this->failure(
				sprintf(
					/* translators: %s: payment method name. */
					__( '%s is not available for this order. Please choose another payment method.', 'tresen-stripe' ),
					$this->name()
				)
			);
		}
		// From the single Payment Element the method was created by Stripe.js (Boleto's tax id and
		// address in it) and is confirmed here, as the bank methods; on its own gateway Boleto and
		// OXXO are confirmed by the browser.
		$payment_method = $this->from_element ? $this->posted_payment_method() : '';
		if ( $this->confirmed_in_browser() && '' === $payment_method ) {
			return $this->browser_confirmation( $order );
		}
		if ( ! $this->fits_amount( (float) $order->get_total() ) ) {
			return $this->failure( $this->too_small_message() );
		}
		$api    = Settings::api();
		$intent = $this->existing_intent( $order, $api );
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'succeeded', 'processing' ), true ) ) {
			return $this->after_confirmation( $order, $intent );
		}
		$amount = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$intent = $this->intent_for( $order, $intent, $amount, strtolower( $order->get_currency() ), $payment_method, $api );
		if ( is_wp_error( $intent ) ) {
			return $this->failure( $intent->get_error_message() );
		}
		$attempt = (int) $order->get_meta( self::META_ATTEMPT ) + 1;
		$order->update_meta_data( self::META_ATTEMPT, (string) $attempt );
		$order->save();
		$confirmed = $api->confirm_payment_intent(
			(string) $intent['id'],
			( '' !== $payment_method
				? array( 'payment_method' => $payment_method )
				: array( 'payment_method_data' => $this->payment_method_data( $order ) ) )
			+ array( 'return_url' => Verify::url( $order ) ),
			'tresen-confirm-' . $order->get_id() . '-' . $intent['id'] . '-' . $attempt
		);
		if ( is_wp_error( $confirmed ) ) {
			$data = (array) $confirmed->get_error_data();
			$order->update_status(
				'failed',
				sprintf(
					/* translators: 1: Stripe error code, e.g. "card_declined", 2: decline code or "-". */
					__( 'Stripe refused the payment: %1$s (%2$s).', 'tresen-stripe' ),
					'' !== ( $data['code'] ?? '' ) ? $data['code'] : ( $data['type'] ?? 'api_error' ),
					'-'
				)
			);
			return $this->failure( $confirmed->get_error_message() );
		}
		// Banks answer redirect_to_url, Alipay alipay_handle_redirect: either way the shopper goes there.
		$url = NextAction::redirect_url( $confirmed );
		if ( '' !== $url ) {
			$order->add_order_note(
				sprintf(
					/* translators: %s: payment method name. */
					__( 'Stripe: the customer was sent to %s to confirm the payment.', 'tresen-stripe' ),
					$this->name()
				)
			);
			return $this->success( $order, $url );
		}
		if ( $this->voucher() && 'requires_action' === ( $confirmed['status'] ?? '' ) ) {
			self::record_voucher( $order, $confirmed );
			self::empty_cart();
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		return $this->after_confirmation( $order, $confirmed );
	}

	/**
	 * The method for Stripe: its type and the billing name and e-mail (some methods require them).
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	protected function payment_method_data( \WC_Order $order ): array {
		$name = trim( $order->get_billing_first_name() . ' ' . $order->get_billing_last_name() );
		return array(
			'type'            => $this->type,
			'billing_details' => array(
				'name'    => '' !== $name ? $name : null,
				'email'   => '' !== $order->get_billing_email() ? $order->get_billing_email() : null,
				'address' => array(
					'country' => '' !== $order->get_billing_country() ? $order->get_billing_country() : null,
				),
			),
		);
	}

	/**
	 * A voucher was issued (Multibanco here; Boleto and OXXO by Stripe.js, seen on
	 * the return address): the order waits on-hold for the payment, the shopper
	 * sees the voucher's details on the order-received page and in the e-mail.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent (requires_action with display details).
	 * @return bool Whether the intent carried a voucher.
	 */
	public static function record_voucher( \WC_Order $order, array $intent ): bool {
		$voucher = NextAction::voucher( $intent );
		if ( null === $voucher || 'stripe_' . $voucher['method'] !== $order->get_payment_method() || ! isset( self::METHODS[ $voucher['method'] ] ) ) {
			return false;
		}
		$gateway = new self( $voucher['method'] );
		unset( $voucher['method'] );
		$order->update_meta_data( self::META_VOUCHER, $voucher );
		if ( $order->has_status( 'on-hold' ) ) {
			$order->save();
			return true;
		}
		$order->update_status(
			'on-hold',
			sprintf(
				/* translators: 1: payment method name, 2: voucher reference. */
				__( 'Stripe: %1$s voucher %2$s issued. The order waits until Stripe reports the payment.', 'tresen-stripe' ),
				$gateway->name(),
				'' !== $voucher['entity'] ? $voucher['entity'] . ' / ' . $voucher['number'] : $voucher['number']
			)
		);
		return true;
	}

	/**
	 * The voucher of an unpaid order paid with one of these methods, or null.
	 *
	 * @param mixed $order Order.
	 * @return array{gateway: self, number: string, entity: string, expires: int, url: string}|null
	 */
	private static function voucher_of( $order ): ?array {
		if ( ! $order instanceof \WC_Order || $order->is_paid() || 0 !== strpos( $order->get_payment_method(), 'stripe_' ) ) {
			return null;
		}
		$voucher = $order->get_meta( self::META_VOUCHER );
		$type    = substr( $order->get_payment_method(), 7 );
		if ( ! is_array( $voucher ) || ! isset( self::METHODS[ $type ] ) ) {
			return null;
		}
		return array(
			'gateway' => new self( $type ),
			'number'  => (string) ( $voucher['number'] ?? '' ),
			'entity'  => (string) ( $voucher['entity'] ?? '' ),
			'expires' => (int) ( $voucher['expires'] ?? 0 ),
			'url'     => (string) ( $voucher['url'] ?? '' ),
		);
	}

	/**
	 * The voucher's lines for the shopper: how to pay (Multibanco: entity and
	 * reference; Boleto and OXXO: the number) and until when.
	 *
	 * @param array{gateway: self, number: string, entity: string, expires: int, url: string} $voucher Voucher.
	 * @return array<int, string> Plain text lines.
	 */
	private static function voucher_lines( array $voucher ): array {
		$lines = array();
		if ( '' !== $voucher['entity'] ) {
			$lines[] = sprintf(
				/* translators: 1: Multibanco entity number, 2: reference. */
				__( 'Please pay in your online banking or at a cash machine (Pagamento de serviços) with entity %1$s and reference %2$s.', 'tresen-stripe' ),
				$voucher['entity'],
				$voucher['number']
			);
		} elseif ( '' !== $voucher['number'] ) {
			$lines[] = sprintf(
				/* translators: %s: voucher reference. */
				__( 'Please pay with the reference %s in your online banking or at a cash machine.', 'tresen-stripe' ),
				$voucher['number']
			);
		}
		if ( $voucher['expires'] > 0 ) {
			$lines[] = sprintf(
				/* translators: %s: date and time. */
				__( 'The voucher is valid until %s.', 'tresen-stripe' ),
				NextAction::german_date( $voucher['expires'] )
			);
		}
		return $lines;
	}

	/**
	 * The voucher's details on the order-received page (hooked once on
	 * `woocommerce_thankyou`; the page has checked the order key).
	 *
	 * @param int $order_id Order id.
	 */
	public static function thankyou( $order_id ): void {
		$voucher = self::voucher_of( wc_get_order( $order_id ) );
		if ( null === $voucher ) {
			return;
		}
		echo '<section class="tresen-stripe-voucher"><h2>' . esc_html( $voucher['gateway']->name() ) . '</h2>';
		if ( '' !== $voucher['entity'] ) {
			printf(
				'<dl class="tresen-stripe-voucher__details"><dt>%1$s</dt><dd><strong>%2$s</strong></dd><dt>%3$s</dt><dd><strong>%4$s</strong></dd></dl>',
				esc_html__( 'Entity', 'tresen-stripe' ),
				esc_html( $voucher['entity'] ),
				esc_html__( 'Reference', 'tresen-stripe' ),
				esc_html( $voucher['number'] )
			);
		}
		foreach ( self::voucher_lines( $voucher ) as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
		if ( '' !== $voucher['url'] ) {
			printf( '<p><a href="%1$s" target="_blank" rel="noopener">%2$s</a></p>', esc_url( $voucher['url'] ), esc_html__( 'Show the voucher', 'tresen-stripe' ) );
		}
		echo '</section>';
	}

	/**
	 * The voucher's details in the customer's e-mails while the order waits
	 * for the payment (as the anchor does for Multibanco; hooked on
	 * `woocommerce_email_before_order_table`).
	 *
	 * @param mixed $order         Order.
	 * @param mixed $sent_to_admin Whether the e-mail goes to the shop.
	 * @param mixed $plain_text    Whether the e-mail is plain text.
	 */
	public static function email_instructions( $order, $sent_to_admin = false, $plain_text = false ): void {
		$voucher = self::voucher_of( $order );
		if ( null === $voucher || $sent_to_admin || ! $order instanceof \WC_Order || ! $order->has_status( 'on-hold' ) ) {
			return;
		}
		$lines = self::voucher_lines( $voucher );
		if ( '' !== $voucher['url'] ) {
			$lines[] = __( 'Show the voucher', 'tresen-stripe' ) . ': ' . $voucher['url'];
		}
		if ( $plain_text ) {
			echo esc_html( $voucher['gateway']->name() ) . "\n\n" . esc_html( implode( "\n", $lines ) ) . "\n\n";
			return;
		}
		echo '<h2>' . esc_html( $voucher['gateway']->name() ) . '</h2>';
		foreach ( $lines as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
	}

	/**
	 * The settings of this method (the account is set with the card method).
	 */
	public function init_form_fields(): void {
		$this->form_fields = array(
			'enabled'     => array(
				'title'   => __( 'Enable/Disable', 'tresen-stripe' ),
				'type'    => 'checkbox',
				/* translators: %s: payment method name. */
				'label'   => sprintf( __( 'Enable %s through Stripe', 'tresen-stripe' ), $this->name() ),
				'default' => 'no',
			),
			'title'       => array(
				'title'       => __( 'Title', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-stripe' ),
				'default'     => $this->name(),
				'desc_tip'    => true,
			),
			'description' => array(
				'title'       => __( 'Description', 'tresen-stripe' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-stripe' ),
				'default'     => $this->confirmed_in_browser()
					? __( 'You receive a voucher to pay online or in a shop. We send your order once the payment has arrived.', 'tresen-stripe' )
					: ( $this->voucher()
					? __( 'You receive a reference to pay in your online banking or at a cash machine. We send your order once the payment has arrived.', 'tresen-stripe' )
					/* translators: %s: payment method name. */
					: sprintf( __( 'You will be taken to %s to confirm the payment.', 'tresen-stripe' ), $this->name() ) ),
				'desc_tip'    => true,
			),
		);
	}
}
