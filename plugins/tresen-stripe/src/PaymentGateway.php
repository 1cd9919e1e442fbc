<?php
/**
 * What every Stripe payment method shares: the PaymentIntent per order,
 * statuses, refunds.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * A Stripe payment method on the classic checkout. The browser creates a
 * PaymentMethod with Stripe.js and posts its id in `stripe_source`; the
 * server recomputes amount and currency from the order, keeps one
 * PaymentIntent per order (stored on the order and reused on every retry,
 * so an order is never charged twice), confirms it and moves the order on.
 */
abstract class PaymentGateway extends \WC_Payment_Gateway {

	/** Order meta: the order's PaymentIntent id. */
	public const META_INTENT = '_tresen_stripe_intent';

	/** Order meta: how many PaymentIntents were created for the order (idempotency keys). */
	public const META_INTENT_COUNT = '_tresen_stripe_intent_count';

	/** Order meta: confirmation attempts (idempotency keys). */
	public const META_ATTEMPT = '_tresen_stripe_attempt';

	/** Order meta: updates sent to the order's intents (idempotency keys: A→B→A→B must not replay the first reply). */
	public const META_UPDATES = '_tresen_stripe_updates';

	/** Order meta: refunds sent (idempotency keys). */
	public const META_REFUNDS = '_tresen_stripe_refunds';

	/** The Stripe PaymentMethod type this gateway takes ("card", "sepa_debit"). */
	abstract protected function payment_method_type(): string;

	/**
	 * Shared setup.
	 */
	public function __construct() {
		$this->has_fields = true;
		// Saved methods (payment tokens) for logged-in customers; the add-payment-method page saves one through a SetupIntent.
		$this->supports = array( 'products', 'refunds', 'tokenization', 'add_payment_method' );
		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = (string) $this->get_option( 'description' );
		$this->enabled     = 'yes' === $this->get_option( 'enabled' ) ? 'yes' : 'no';
		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * The settings fields, every one with a default, also those another part
	 * adds through `woocommerce_settings_api_form_fields_{id}` (WooCommerce
	 * fills in defaults before that filter; a field without one would make
	 * init_settings() warn on a shop without saved settings).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_form_fields() {
		return array_map( array( $this, 'set_defaults' ), (array) parent::get_form_fields() );
	}

	/**
	 * What Stripe's Payment Element is created with (deferred intent: the
	 * intent itself is created on the server when the order is placed): the
	 * amount in minor units and the currency of the order being paid or of
	 * the cart; the add-payment-method page saves without an amount.
	 *
	 * @param bool $adding Whether this is the add-payment-method page.
	 * @return array{0: int, 1: string}
	 */
	protected function element_amount( bool $adding ): array {
		$currency = strtolower( get_woocommerce_currency() );
		if ( $adding ) {
			return array( 0, $currency );
		}
		$order_id = absint( get_query_var( 'order-pay' ) );
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( $order instanceof \WC_Order ) {
			return array( Amount::to_minor( $order->get_total(), $order->get_currency() ), strtolower( $order->get_currency() ) );
		}
		$cart  = function_exists( 'WC' ) ? WC()->cart : null;
		$total = $cart instanceof \WC_Cart ? (float) $cart->get_total( 'edit' ) : 0.0;
		return array( Amount::to_minor( $total, $currency ), $currency );
	}

	/**
	 * Whether the payment being taken comes from the checkout's single
	 * Payment Element (the card gateway's box, see Gateway::element_gateway()):
	 * the intent then follows the owner's payment method configuration.
	 *
	 * @var bool
	 */
	protected $from_element = false;

	/**
	 * Offered only when the account's keys are set (and, for SEPA, in EUR).
	 * With the single Payment Element only the card gateway is listed: it
	 * holds the other methods (whose gateways stay for their orders'
	 * refunds, webhooks and return addresses).
	 */
	public function is_available() {
		return parent::is_available() && Settings::configured() && ( Gateway::ID === $this->id || ! Settings::single_element() );
	}

	/**
	 * Whether the method fits the current checkout or order-pay page (its
	 * currencies, countries, minimum), switched on or not.
	 */
	public function fits_checkout(): bool {
		return true;
	}

	/**
	 * Whether the method fits an order (its currencies, countries, minimum).
	 *
	 * @param \WC_Order $order Order.
	 */
	public function fits_order( \WC_Order $order ): bool {
		unset( $order );
		return true;
	}

	/**
	 * Takes the payment of a method the shopper chose in the single Payment
	 * Element (the PaymentMethod in `stripe_source`), with this method's own
	 * code: its intent, confirmation, next action and order states. The card
	 * gateway's process_payment() holds the order's lock meanwhile.
	 *
	 * @param \WC_Order $order Order (its payment method already set to this gateway).
	 * @return array<string, string>
	 */
	public function pay_from_element( \WC_Order $order ): array {
		$this->from_element = true;
		try {
			return $this->pay( $order );
		} finally {
			$this->from_element = false;
		}
	}

	/**
	 * A PaymentMethod of another type than this gateway's: the result of
	 * paying it with its own gateway (the single Payment Element), or null
	 * when it is refused.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $type  The PaymentMethod's type.
	 * @return array<string, string>|null
	 */
	protected function element_payment( \WC_Order $order, string $type ): ?array {
		unset( $order, $type );
		return null;
	}

	/**
	 * The method's box at checkout: its description, the mount point of
	 * Stripe's field (card data never enters the shop's page), the error
	 * list and the hidden `stripe_source` the script fills.
	 *
	 * @return void
	 */
	public function payment_fields() {
		$description = $this->get_description();
		if ( '' !== $description ) {
			echo wp_kses_post( wpautop( wptexturize( $description ) ) );
		}
		$type     = $this->payment_method_type();
		$adding   = function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page();
		$tokens   = $adding ? array() : $this->checkout_tokens();
		$selected = $this->selected_token( $tokens );
		printf( '<div class="tresen-stripe" data-tresen-stripe="%1$s" data-gateway="%2$s">', esc_attr( $type ), esc_attr( $this->id ) );
		if ( array() !== $tokens ) {
			$this->saved_methods_html( $tokens, $selected );
		}
		list( $amount, $currency ) = $this->element_amount( $adding );
		printf(
			'<div class="tresen-stripe__new"%5$s><div class="tresen-stripe__field" id="%2$s-element" data-tresen-stripe-element="%1$s" data-mode="%6$s" data-amount="%7$d" data-currency="%8$s"%9$s role="group" aria-label="%3$s"></div>%4$s',
			esc_attr( $type ),
			esc_attr( $this->id ),
			esc_attr( $this->field_label() ),
			wp_kses_post( $this->after_field() ),
			$selected > 0 ? ' hidden' : '',
			esc_attr( $adding ? 'setup' : 'payment' ),
			(int) $amount,
			esc_attr( $currency ),
			$this->element_attributes( $adding ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in element_attributes().
		);
		if ( ! $adding ) {
			$this->save_checkbox_html();
		}
		printf(
			'</div><div class="tresen-stripe__alert" role="alert"><ul class="woocommerce-error tresen-stripe__errors" id="%s-errors" hidden></ul></div></div>',
			esc_attr( $this->id )
		);
		// Every Stripe method's box carries the field; the script fills all of them with the chosen method's id.
		echo '<input type="hidden" name="stripe_source" value="" />';
	}

	/**
	 * The logged-in customer's saved methods of this gateway (checkout and order-pay).
	 *
	 * @return array<int, \WC_Payment_Token>
	 */
	protected function checkout_tokens(): array {
		if ( ! is_user_logged_in() || ! $this->supports( 'tokenization' ) ) {
			return array();
		}
		return Tokens::of_user( get_current_user_id(), $this->id );
	}

	/**
	 * The token chosen at first: the customer's default one, else none (the
	 * script then chooses the last entry, as WooCommerce's tokenization form does).
	 *
	 * @param array<int, \WC_Payment_Token> $tokens Tokens.
	 */
	private function selected_token( array $tokens ): int {
		foreach ( $tokens as $token ) {
			if ( $token->is_default() ) {
				return (int) $token->get_id();
			}
		}
		return 0;
	}

	/**
	 * WooCommerce's saved-methods list: one radio per token and "new".
	 *
	 * @param array<int, \WC_Payment_Token> $tokens   Tokens.
	 * @param int                           $selected Checked token id (0: none).
	 */
	private function saved_methods_html( array $tokens, int $selected ): void {
		$name = 'wc-' . $this->id . '-payment-token';
		printf(
			'<fieldset class="woocommerce-SavedPaymentMethods wc-saved-payment-methods tresen-stripe__saved" data-count="%1$d"><legend class="screen-reader-text">%2$s</legend><ul class="tresen-stripe__saved-list">',
			count( $tokens ),
			'card' === $this->payment_method_type() ? esc_html__( 'Saved cards', 'tresen-stripe' ) : esc_html__( 'Saved bank accounts', 'tresen-stripe' )
		);
		foreach ( $tokens as $token ) {
			printf(
				'<li class="woocommerce-SavedPaymentMethods-token"><input id="%1$s-%2$d" type="radio" name="%1$s" value="%2$d" class="woocommerce-SavedPaymentMethods-tokenInput"%3$s /> <label for="%1$s-%2$d">%4$s</label></li>',
				esc_attr( $name ),
				(int) $token->get_id(),
				checked( (int) $token->get_id(), $selected, false ),
				esc_html( Tokens::label( $token ) )
			);
		}
		printf(
			'<li class="woocommerce-SavedPaymentMethods-new"><input id="%1$s-new" type="radio" name="%1$s" value="new" class="woocommerce-SavedPaymentMethods-tokenInput" /> <label for="%1$s-new">%2$s</label></li></ul></fieldset>',
			esc_attr( $name ),
			'card' === $this->payment_method_type() ? esc_html__( 'Use a new card', 'tresen-stripe' ) : esc_html__( 'Use a new bank account', 'tresen-stripe' )
		);
	}

	/**
	 * The "save for later" checkbox. It is offered when the customer is
	 * logged in, or an account is (or may be) created with the order; the
	 * script shows it for a guest only while "create an account" is ticked
	 * or registration is required.
	 */
	private function save_checkbox_html(): void {
		if ( ! $this->supports( 'tokenization' ) ) {
			return;
		}
		$logged_in = is_user_logged_in();
		$checkout  = function_exists( 'WC' ) ? WC()->checkout() : null;
		$required  = ! $logged_in && $checkout instanceof \WC_Checkout && $checkout->is_registration_required();
		$enabled   = $checkout instanceof \WC_Checkout && $checkout->is_registration_enabled();
		if ( ! $logged_in && ! $required && ! $enabled ) {
			return;
		}
		$name  = 'wc-' . $this->id . '-new-payment-method';
		$label = 'card' === $this->payment_method_type() ? __( 'Save the card for later purchases', 'tresen-stripe' ) : __( 'Save the bank account for later purchases', 'tresen-stripe' );
		printf(
			'<p class="form-row woocommerce-SavedPaymentMethods-saveNew tresen-stripe__save" data-logged-in="%1$s" data-registration-required="%2$s"%3$s><input id="%4$s" name="%4$s" type="checkbox" value="true" /> <label for="%4$s">%5$s</label></p>',
			esc_attr( $logged_in ? '1' : '0' ),
			esc_attr( $required ? '1' : '0' ),
			$logged_in || $required ? '' : ' hidden', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed attribute or nothing.
			esc_attr( $name ),
			esc_html( $label )
		);
	}

	/**
	 * The saved method chosen in the form: a token the paying customer owns,
	 * null for a new method, or an error for a token that is not theirs.
	 *
	 * @param \WC_Order $order Order.
	 * @return \WC_Payment_Token|\WP_Error|null
	 */
	protected function posted_token( \WC_Order $order ) {
		$field = 'wc-' . $this->id . '-payment-token';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by WC_Checkout::process_checkout() / the order-pay form handler.
		$value = isset( $_POST[ $field ] ) && is_scalar( $_POST[ $field ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ $field ] ) ) : '';
		if ( '' === $value || 'new' === $value ) {
			return null;
		}
		$user_id = $order->get_customer_id();
		$token   = get_current_user_id() === $user_id ? Tokens::owned( absint( $value ), $user_id, $this->id ) : null;
		return $token ?? new \WP_Error( 'tresen_stripe_token', __( 'This saved payment method is not available. Please choose another one.', 'tresen-stripe' ) );
	}

	/** Whether the customer ticked "save for later" (and can save: the order belongs to them). */
	protected function posted_save( \WC_Order $order ): bool {
		$field = 'wc-' . $this->id . '-new-payment-method';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by WC_Checkout::process_checkout().
		$value = isset( $_POST[ $field ] ) && is_scalar( $_POST[ $field ] ) ? (string) wp_unslash( $_POST[ $field ] ) : '';
		return in_array( $value, array( 'true', '1', 'on', 'yes' ), true ) && $order->get_customer_id() > 0 && $order->get_customer_id() === get_current_user_id();
	}

	/**
	 * More attributes of the element's box (the single Payment Element's
	 * methods or configuration), escaped, each with a leading space.
	 *
	 * @param bool $adding Whether this is the add-payment-method page.
	 */
	protected function element_attributes( bool $adding ): string {
		unset( $adding );
		return '';
	}

	/** Accessible name of the Stripe field. */
	abstract protected function field_label(): string;

	/** Markup under the field (e.g. the SEPA mandate text). */
	protected function after_field(): string {
		return '';
	}

	/**
	 * The posted PaymentMethod id (`stripe_source`), or '' when it is missing or malformed.
	 * WooCommerce's checkout has verified its nonce before it asks the gateway.
	 */
	protected function posted_payment_method(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by WC_Checkout::process_checkout().
		$value = isset( $_POST['stripe_source'] ) ? sanitize_text_field( wp_unslash( $_POST['stripe_source'] ) ) : '';
		return 1 === preg_match( '/^pm_[A-Za-z0-9_]{6,}$/', $value ) ? $value : '';
	}

	/**
	 * Takes the payment for an order.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return $this->failure( Messages::not_started() );
		}
		if ( $order->is_paid() ) {
			// Already paid (e.g. a second press after a slow reply): nothing is charged again.
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		// One payment at a time per order: a second submit while one runs is told to wait, never charged.
		if ( ! Lock::acquire( 'order-' . $order->get_id() ) ) {
			Log::info( sprintf( 'Order %d: a second payment request while one runs, refused', $order->get_id() ) );
			return $this->failure( Checkout::busy_message() );
		}
		try {
			return $this->pay( $order );
		} finally {
			Lock::release( 'order-' . $order->get_id() );
			Checkout::release();
		}
	}

	/**
	 * Takes the payment for an order while this request holds its lock.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, string>
	 */
	protected function pay( \WC_Order $order ): array {
		$order = wc_get_order( $order->get_id() );
		if ( ! $order instanceof \WC_Order ) {
			return $this->failure( Messages::not_started() );
		}
		if ( $order->is_paid() ) {
			// Paid by the request that held the lock before.
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		$api    = Settings::api();
		$intent = $this->existing_intent( $order, $api );
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'succeeded', 'processing' ), true ) ) {
			// The order's payment went through on an earlier attempt: record it, charge nothing.
			return $this->after_confirmation( $order, $intent );
		}
		$token = $this->posted_token( $order );
		if ( is_wp_error( $token ) ) {
			return $this->failure( $token->get_error_message() );
		}
		$save           = null === $token && $this->posted_save( $order );
		$payment_method = null !== $token ? (string) $token->get_token() : $this->posted_payment_method();
		if ( '' === $payment_method ) {
			return $this->failure( Messages::not_started() );
		}
		$customer = '';
		if ( null !== $token || $save ) {
			$customer = Tokens::customer_for( $order->get_customer_id() );
			if ( is_wp_error( $customer ) ) {
				return $this->failure( $customer->get_error_message() );
			}
		}
		$method = $api->get_payment_method( $payment_method );
		if ( is_wp_error( $method ) ) {
			return $this->failure( $method->get_error_message() );
		}
		if ( ( $method['type'] ?? '' ) !== $this->payment_method_type() ) {
			// The single Payment Element: another method's PaymentMethod is paid by that method's gateway.
			$other = null === $token ? $this->element_payment( $order, (string) ( $method['type'] ?? '' ) ) : null;
			return $other ?? $this->failure( Messages::not_started() );
		}
		if ( 'card' === $this->payment_method_type() && 'prepaid' === ( $method['card']['funding'] ?? '' ) && ! Settings::allow_prepaid_card() ) {
			$order->add_order_note( __( 'Stripe: a prepaid card was refused (prepaid cards are not accepted). Nothing was charged.', 'tresen-stripe' ) );
			return $this->failure( Messages::prepaid() );
		}

		$amount   = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$currency = strtolower( $order->get_currency() );
		$intent   = $this->intent_for( $order, $intent, $amount, $currency, $payment_method, $api, $customer, $save );
		if ( is_wp_error( $intent ) ) {
			return $this->failure( $intent->get_error_message() );
		}
		if ( $save ) {
			$order->update_meta_data( Tokens::META_SAVE, '1' );
		} else {
			$order->delete_meta_data( Tokens::META_SAVE );
		}

		$attempt = (int) $order->get_meta( self::META_ATTEMPT ) + 1;
		$order->update_meta_data( self::META_ATTEMPT, (string) $attempt );
		$order->save();
		$params    = array(
			'payment_method' => $payment_method,
			'return_url'     => Verify::url( $order ),
		) + $this->confirm_params( $order );
		$confirmed = $api->confirm_payment_intent( (string) $intent['id'], $params, 'tresen-confirm-' . $order->get_id() . '-' . $intent['id'] . '-' . $attempt );
		if ( is_wp_error( $confirmed ) ) {
			$data = (array) $confirmed->get_error_data();
			$order->update_status(
				'failed',
				sprintf(
					/* translators: 1: Stripe error code, e.g. "card_declined", 2: decline code or "-". */
					__( 'Stripe refused the payment: %1$s (%2$s).', 'tresen-stripe' ),
					'' !== ( $data['code'] ?? '' ) ? $data['code'] : ( $data['type'] ?? 'api_error' ),
					'' !== ( $data['decline_code'] ?? '' ) ? $data['decline_code'] : '-'
				)
			);
			return $this->failure( $confirmed->get_error_message() );
		}
		return $this->after_confirmation( $order, $confirmed );
	}

	/**
	 * Saves a payment method from the add-payment-method (or change-payment-method)
	 * page. The browser has created the PaymentMethod and, through
	 * `wc_stripe_create_setup_intent`, a confirmed SetupIntent attaching it to
	 * the customer's Stripe Customer; Stripe is asked again (the browser's word
	 * is never taken) before the token is stored.
	 *
	 * @return array<string, string>
	 */
	public function add_payment_method() {
		$user_id = get_current_user_id();
		$pm_id   = $this->posted_payment_method();
		$back    = function_exists( 'wc_get_account_endpoint_url' ) ? wc_get_account_endpoint_url( 'payment-methods' ) : home_url( '/' );
		if ( $user_id < 1 || '' === $pm_id ) {
			wc_add_notice( Messages::not_started(), 'error' );
			return array( 'result' => 'failure' );
		}
		$method = Settings::api()->get_payment_method( $pm_id );
		if ( is_wp_error( $method ) ) {
			wc_add_notice( $method->get_error_message(), 'error' );
			return array( 'result' => 'failure' );
		}
		$gateway = $this->token_gateway( (string) ( $method['type'] ?? '' ) );
		if ( null === $gateway ) {
			wc_add_notice( Messages::not_started(), 'error' );
			return array( 'result' => 'failure' );
		}
		$token = Tokens::save( $user_id, $gateway->id, $method );
		if ( is_wp_error( $token ) ) {
			wc_add_notice( $token->get_error_message(), 'error' );
			return array( 'result' => 'failure' );
		}
		return array(
			'result'   => 'success',
			'redirect' => $back,
		);
	}

	/**
	 * The gateway whose token a method of this type saved from this box
	 * becomes: this one for its own type, none for another.
	 *
	 * @param string $type The PaymentMethod's type.
	 */
	protected function token_gateway( string $type ): ?PaymentGateway {
		return $type === $this->payment_method_type() ? $this : null;
	}

	/**
	 * Extra confirmation parameters (the SEPA mandate).
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	protected function confirm_params( \WC_Order $order ): array {
		unset( $order );
		return array();
	}

	/**
	 * The order's stored PaymentIntent, or null.
	 *
	 * @param \WC_Order $order Order.
	 * @param Api       $api   Client.
	 * @return array<string, mixed>|null
	 */
	protected function existing_intent( \WC_Order $order, Api $api ): ?array {
		$id = (string) $order->get_meta( self::META_INTENT );
		if ( '' === $id ) {
			return null;
		}
		$intent = $api->get_payment_intent( $id );
		return is_array( $intent ) ? $intent : null;
	}

	/**
	 * The PaymentIntent to confirm: the order's own one brought up to date
	 * (amount, currency, method) when it can still be confirmed, else a new one.
	 *
	 * @param \WC_Order                 $order          Order.
	 * @param array<string, mixed>|null $intent         The stored intent.
	 * @param int                       $amount         Minor units.
	 * @param string                    $currency       Lower-case ISO code.
	 * @param string                    $payment_method PaymentMethod id.
	 * @param Api                       $api            Client.
	 * @param string                    $customer       Stripe Customer ('' for none: a guest's new method).
	 * @param bool                      $save           Whether Stripe should keep the method for later (attach it to the Customer).
	 * @return array<string, mixed>|\WP_Error
	 */
	protected function intent_for( \WC_Order $order, ?array $intent, int $amount, string $currency, string $payment_method, Api $api, string $customer = '', bool $save = false ) {
		$types  = array( $this->payment_method_type() );
		$future = $save ? 'off_session' : null;
		// The single Payment Element with the owner's configuration: the intent takes every method of it.
		$configuration = $this->from_element ? Settings::payment_method_configuration() : '';
		$listed        = (array) ( $intent['payment_method_types'] ?? array() );
		if ( '' === $configuration ) {
			$fits = $types === $listed;
		} else {
			$used = (string) ( $intent['payment_method_configuration_details']['id'] ?? '' );
			$fits = in_array( $this->payment_method_type(), $listed, true ) && $used === $configuration;
		}
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'requires_payment_method', 'requires_confirmation', 'requires_action' ), true ) && $fits && ( '' === $customer || in_array( $intent['customer'] ?? null, array( null, '', $customer ), true ) ) ) {
			$current_future = $intent['setup_future_usage'] ?? null;
			if ( (int) $intent['amount'] === $amount && $intent['currency'] === $currency && ( '' === $customer || ( $intent['customer'] ?? '' ) === $customer ) && $current_future === $future ) {
				return $intent;
			}
			$changes = array(
				'amount'   => $amount,
				'currency' => $currency,
			);
			if ( '' !== $customer ) {
				$changes['customer'] = $customer;
			}
			if ( $current_future !== $future ) {
				// An empty value removes an earlier "keep for later".
				$changes['setup_future_usage'] = $future ?? '';
			}
			// Each update its own key: the same change again later (A→B→A→B) is a new update, not a replay of the first.
			$sequence = (int) $order->get_meta( self::META_UPDATES ) + 1;
			$order->update_meta_data( self::META_UPDATES, (string) $sequence );
			$order->save();
			return $api->update_payment_intent(
				(string) $intent['id'],
				$changes,
				'tresen-update-' . $intent['id'] . '-' . $sequence . '-' . substr( hash( 'sha256', (string) wp_json_encode( $changes ) ), 0, 16 )
			);
		}
		$this->supersede( $order, $intent, $api );
		$count   = (int) $order->get_meta( self::META_INTENT_COUNT ) + 1;
		$methods = '' === $configuration
			// The gateway's own method (Stripe's replacement for payment_method_types since 2026-09-30).
			? array( 'allowed_payment_method_types' => $types )
			// The configuration the Payment Element was created with (Stripe requires the same one on the intent).
			: array( 'payment_method_configuration' => $configuration );
		$created = $api->create_payment_intent(
			array(
				'amount'   => $amount,
				'currency' => $currency,
			) + $methods + array(
				'payment_method'     => '' !== $payment_method ? $payment_method : null,
				'customer'           => '' !== $customer ? $customer : null,
				'setup_future_usage' => $future,
				/* translators: %s: order number. */
				'description'        => sprintf( __( 'Order %s', 'tresen-stripe' ), $order->get_order_number() ),
				'metadata'           => array(
					'order_id' => (string) $order->get_id(),
					'site_url' => home_url( '/' ),
				),
			),
			'tresen-intent-' . $order->get_id() . '-' . substr( hash( 'sha256', $order->get_order_key() ), 0, 12 ) . '-' . $count
		);
		if ( is_wp_error( $created ) ) {
			return $created;
		}
		$order->update_meta_data( self::META_INTENT, (string) $created['id'] );
		$order->update_meta_data( self::META_INTENT_COUNT, (string) $count );
		$order->set_transaction_id( (string) $created['id'] );
		$order->save();
		return $created;
	}

	/**
	 * Before a new intent replaces the order's intent (another method or
	 * customer, or one Stripe will not change any more): the old one is
	 * cancelled at Stripe, so a voucher or bank page opened for it can no
	 * longer be paid, and remembered, so a success that still arrives on it
	 * is refunded (see Webhook).
	 *
	 * @param \WC_Order                 $order  Order.
	 * @param array<string, mixed>|null $intent The stored intent as Stripe reported it (null when unknown).
	 * @param Api                       $api    Client.
	 */
	protected function supersede( \WC_Order $order, ?array $intent, Api $api ): void {
		$old = (string) $order->get_meta( self::META_INTENT );
		if ( '' === $old ) {
			return;
		}
		OrderState::supersede( $order, $old );
		$order->save();
		$status = is_array( $intent ) ? (string) ( $intent['status'] ?? '' ) : '';
		if ( in_array( $status, array( 'canceled', 'succeeded', 'processing' ), true ) ) {
			return;
		}
		$cancelled = $api->cancel_payment_intent( $old );
		if ( is_wp_error( $cancelled ) ) {
			Log::warning( sprintf( 'Order %d: replaced %s could not be cancelled', $order->get_id(), $old ) );
			return;
		}
		$order->add_order_note(
			sprintf(
				/* translators: %s: PaymentIntent id. */
				__( 'Stripe: the earlier payment %s was cancelled because the customer chose another way to pay.', 'tresen-stripe' ),
				$old
			)
		);
	}

	/**
	 * Moves the order on after Stripe answered a confirmation.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent The PaymentIntent.
	 * @return array<string, string>
	 */
	protected function after_confirmation( \WC_Order $order, array $intent ) {
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status ) {
			self::mark_paid( $order, $intent );
			Tokens::save_after_payment( $order, $intent, $this->id );
			self::empty_cart();
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		if ( 'processing' === $status ) {
			if ( ! $order->has_status( 'on-hold' ) ) {
				$order->update_status(
					'on-hold',
					sprintf(
						/* translators: %s: PaymentIntent id. */
						__( 'Stripe: the SEPA direct debit was submitted (payment %s). The order waits until Stripe reports the payment.', 'tresen-stripe' ),
						(string) $intent['id']
					)
				);
			}
			Tokens::save_after_payment( $order, $intent, $this->id );
			self::empty_cart();
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		$next = is_array( $intent['next_action'] ?? null ) ? (string) ( $intent['next_action']['type'] ?? '' ) : '';
		if ( 'requires_action' === $status && '_display_details' === substr( $next, -16 ) ) {
			// A voucher (paid later, valid for days): on hold at once, so the held-stock cleanup leaves it alone.
			OrderState::hold_for_voucher( $order );
			self::empty_cart();
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		$bank = NextAction::redirect_url( $intent );
		$card = 'card' === $this->payment_method_type();
		if ( '' !== $bank ) {
			// Confirmed without use_stripe_sdk: Stripe sends the shopper to the bank's page (Klarna's, PayPal's, …), then to the return address.
			$order->add_order_note(
				$card
					? __( 'Stripe: the customer was sent to the bank to confirm the payment (3-D Secure).', 'tresen-stripe' )
					/* translators: %s: payment method name. */
					: sprintf( __( 'Stripe: the customer was sent to %s to confirm the payment.', 'tresen-stripe' ), self::method_name( $this->payment_method_type() ) )
			);
			return $this->success( $order, $bank );
		}
		if ( 'requires_action' === $status && isset( $intent['client_secret'] ) ) {
			$order->add_order_note(
				$card
					? __( 'Stripe: the bank asks the customer to confirm the payment (3-D Secure).', 'tresen-stripe' )
					/* translators: %s: payment method name. */
					: sprintf( __( 'Stripe: %s asks the customer to confirm the payment.', 'tresen-stripe' ), self::method_name( $this->payment_method_type() ) )
			);
			// The checkout script opens Stripe's authentication dialog for this hash (the spec's contract).
			return $this->success( $order, sprintf( '#confirm-pi-%s:%s', (string) $intent['client_secret'], rawurlencode( Verify::url( $order ) ) ) );
		}
		return $this->failure( Messages::for_error( 'api_error' ) );
	}

	/**
	 * Marks an order paid by a succeeded PaymentIntent, once, after checking
	 * that the intent paid the order's amount in the order's currency.
	 *
	 * @param \WC_Order            $order  Order.
	 * @param array<string, mixed> $intent PaymentIntent.
	 * @return bool Whether the order is paid now.
	 */
	public static function mark_paid( \WC_Order $order, array $intent ): bool {
		if ( $order->is_paid() ) {
			return (string) ( $intent['id'] ?? '' ) === $order->get_transaction_id() || (string) ( $intent['id'] ?? '' ) === (string) $order->get_meta( self::META_INTENT );
		}
		if ( ! OrderState::claims( $order, $intent ) ) {
			// Not this order's payment (another order's, or one without our reference): never counted here.
			Log::warning( sprintf( 'Order %d: %s does not belong to this order, not marked paid', $order->get_id(), (string) ( $intent['id'] ?? '' ) ) );
			return false;
		}
		$expected = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$received = (int) ( $intent['amount_received'] ?? $intent['amount'] ?? 0 );
		$currency = strtolower( (string) ( $intent['currency'] ?? '' ) );
		if ( $received !== $expected || strtolower( $order->get_currency() ) !== $currency ) {
			$order->update_status(
				'on-hold',
				sprintf(
					/* translators: 1: amount Stripe received, 2: order total, both formatted. */
					__( 'Stripe reports a payment of %1$s, but the order is over %2$s. Please check the payment in Stripe before shipping.', 'tresen-stripe' ),
					wp_strip_all_tags( wc_price( Amount::from_minor( $received, $currency ), array( 'currency' => strtoupper( $currency ) ) ) ),
					wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) )
				)
			);
			return false;
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: PaymentIntent id, 3: payment method name (e.g. Klarna). */
				__( 'Stripe: payment of %1$s received with %3$s (payment %2$s).', 'tresen-stripe' ),
				wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) ),
				(string) $intent['id'],
				self::order_method_name( $order )
			)
		);
		$order->payment_complete( (string) $intent['id'] );
		Log::info( sprintf( 'Order %d: paid by %s', $order->get_id(), (string) $intent['id'] ) );
		return true;
	}

	/**
	 * A Stripe payment method's name for order notes (brands as they are,
	 * the rest in German).
	 *
	 * @param string $type Stripe type (card, sepa_debit, klarna, ideal, …).
	 */
	public static function method_name( string $type ): string {
		$brands = array(
			'link'       => 'Link',
			'klarna'     => 'Klarna',
			'paypal'     => 'PayPal',
			'amazon_pay' => 'Amazon Pay',
			'apple_pay'  => 'Apple Pay',
			'google_pay' => 'Google Pay',
		);
		if ( isset( $brands[ $type ] ) ) {
			return $brands[ $type ];
		}
		if ( 'sepa_debit' === $type ) {
			return __( 'SEPA direct debit', 'tresen-stripe' );
		}
		if ( isset( RedirectGateway::METHODS[ $type ] ) ) {
			return ( new RedirectGateway( $type ) )->name();
		}
		return __( 'Credit card', 'tresen-stripe' );
	}

	/**
	 * The method an order is paid with, by name: an express order's wallet,
	 * else its gateway's method.
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function order_method_name( \WC_Order $order ): string {
		$express = (string) $order->get_meta( Express\Endpoints::ORDER_META );
		if ( '' !== $express && 'payment_request_api' !== $express ) {
			return self::method_name( $express );
		}
		$gateway = $order->get_payment_method();
		if ( SepaGateway::ID === $gateway ) {
			return self::method_name( 'sepa_debit' );
		}
		return self::method_name( 0 === strpos( $gateway, 'stripe_' ) ? substr( $gateway, 7 ) : 'card' );
	}

	/**
	 * Refunds from the order screen (WooCommerce calls this when the store
	 * owner refunds "via Stripe").
	 *
	 * @param int        $order_id Order id.
	 * @param float|null $amount   Amount (order currency); null for the rest.
	 * @param string     $reason   The store owner's reason.
	 * @return bool|\WP_Error
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return new \WP_Error( 'tresen_stripe_refund', __( 'The order was not found.', 'tresen-stripe' ) );
		}
		$intent = (string) $order->get_meta( self::META_INTENT );
		if ( '' === $intent ) {
			return new \WP_Error( 'tresen_stripe_refund', __( 'This order was not paid through Stripe, so Stripe cannot refund it.', 'tresen-stripe' ) );
		}
		$params = array(
			'payment_intent' => $intent,
			'metadata'       => array(
				'order_id' => (string) $order->get_id(),
				'reason'   => substr( sanitize_text_field( (string) $reason ), 0, 450 ),
			),
		);
		if ( null !== $amount && '' !== $amount ) {
			$params['amount'] = Amount::to_minor( $amount, $order->get_currency() );
			if ( $params['amount'] <= 0 ) {
				return new \WP_Error( 'tresen_stripe_refund', __( 'Please enter an amount above zero to refund.', 'tresen-stripe' ) );
			}
		}
		$count  = (int) $order->get_meta( self::META_REFUNDS ) + 1;
		$refund = Settings::api()->create_refund( $params, 'tresen-refund-' . $order->get_id() . '-' . $count . '-' . ( $params['amount'] ?? 'rest' ) );
		if ( is_wp_error( $refund ) ) {
			$data = (array) $refund->get_error_data();
			if ( 'api_connection_error' === ( $data['type'] ?? '' ) ) {
				return $refund;
			}
			return new \WP_Error(
				'tresen_stripe_refund',
				sprintf(
					/* translators: %s: Stripe's explanation (English). */
					__( 'Stripe refused the refund: %s', 'tresen-stripe' ),
					'' !== ( $data['stripe_message'] ?? '' ) ? $data['stripe_message'] : $refund->get_error_message()
				)
			);
		}
		$order->update_meta_data( self::META_REFUNDS, (string) $count );
		// Known to WooCommerce: Stripe's charge.refunded echo of this refund records nothing again.
		$order->update_meta_data( OrderState::META_REFUNDED, (string) ( (int) $order->get_meta( OrderState::META_REFUNDED ) + (int) $refund['amount'] ) );
		$order->save();
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: refund id. */
				__( 'Stripe: %1$s refunded (refund %2$s).', 'tresen-stripe' ),
				wp_strip_all_tags( wc_price( Amount::from_minor( (int) $refund['amount'], (string) $refund['currency'] ), array( 'currency' => strtoupper( (string) $refund['currency'] ) ) ) ),
				(string) $refund['id']
			)
		);
		return true;
	}

	/**
	 * Whether the order can be refunded through Stripe.
	 *
	 * @param \WC_Order $order Order.
	 */
	public function can_refund_order( $order ) {
		return $order instanceof \WC_Order && '' !== (string) $order->get_meta( self::META_INTENT );
	}

	/** Empties the cart after a successful checkout (there is none on REST or CLI requests). */
	public static function empty_cart(): void {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( $cart instanceof \WC_Cart ) {
			$cart->empty_cart();
		}
	}

	/**
	 * WooCommerce's success reply.
	 *
	 * @param \WC_Order $order    Order.
	 * @param string    $redirect Where the browser goes (or the #confirm-pi- hash).
	 * @return array<string, string>
	 */
	protected function success( \WC_Order $order, string $redirect ): array {
		unset( $order );
		return array(
			'result'   => 'success',
			'redirect' => $redirect,
		);
	}

	/**
	 * WooCommerce's failure reply with a German notice.
	 *
	 * @param string $message Message for the shopper.
	 * @return array<string, string>
	 */
	protected function failure( string $message ): array {
		wc_add_notice( $message, 'error' );
		return array( 'result' => 'failure' );
	}
}
