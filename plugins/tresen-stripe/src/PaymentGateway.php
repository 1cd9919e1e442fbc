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

	/** Order meta: refunds sent (idempotency keys). */
	public const META_REFUNDS = '_tresen_stripe_refunds';

	/** The Stripe PaymentMethod type this gateway takes ("card", "sepa_debit"). */
	abstract protected function payment_method_type(): string;

	/**
	 * Shared setup.
	 */
	public function __construct() {
		$this->has_fields = true;
		$this->supports   = array( 'products', 'refunds' );
		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = (string) $this->get_option( 'description' );
		$this->enabled     = 'yes' === $this->get_option( 'enabled' ) ? 'yes' : 'no';
		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * Offered only when the account's keys are set (and, for SEPA, in EUR).
	 */
	public function is_available() {
		return parent::is_available() && Settings::configured();
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
		$type = $this->payment_method_type();
		printf(
			'<div class="tresen-stripe" data-tresen-stripe="%1$s"><div class="tresen-stripe__field" id="%2$s-element" data-tresen-stripe-element="%1$s" role="group" aria-label="%3$s"></div>%4$s<div class="tresen-stripe__alert" role="alert"><ul class="woocommerce-error tresen-stripe__errors" id="%2$s-errors" hidden></ul></div></div>',
			esc_attr( $type ),
			esc_attr( $this->id ),
			esc_attr( $this->field_label() ),
			wp_kses_post( $this->after_field() )
		);
		// Every Stripe method's box carries the field; the script fills all of them with the chosen method's id.
		echo '<input type="hidden" name="stripe_source" value="" />';
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
		$api    = Settings::api();
		$intent = $this->existing_intent( $order, $api );
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'succeeded', 'processing' ), true ) ) {
			// The order's payment went through on an earlier attempt: record it, charge nothing.
			return $this->after_confirmation( $order, $intent );
		}
		$payment_method = $this->posted_payment_method();
		if ( '' === $payment_method ) {
			return $this->failure( Messages::not_started() );
		}
		$method = $api->get_payment_method( $payment_method );
		if ( is_wp_error( $method ) ) {
			return $this->failure( $method->get_error_message() );
		}
		if ( ( $method['type'] ?? '' ) !== $this->payment_method_type() ) {
			return $this->failure( Messages::not_started() );
		}
		if ( 'card' === $this->payment_method_type() && 'prepaid' === ( $method['card']['funding'] ?? '' ) && ! Settings::allow_prepaid_card() ) {
			$order->add_order_note( __( 'Stripe: a prepaid card was refused (prepaid cards are not accepted). Nothing was charged.', 'tresen-stripe' ) );
			return $this->failure( Messages::prepaid() );
		}

		$amount   = Amount::to_minor( $order->get_total(), $order->get_currency() );
		$currency = strtolower( $order->get_currency() );
		$intent   = $this->intent_for( $order, $intent, $amount, $currency, $payment_method, $api );
		if ( is_wp_error( $intent ) ) {
			return $this->failure( $intent->get_error_message() );
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
	 * @return array<string, mixed>|\WP_Error
	 */
	private function intent_for( \WC_Order $order, ?array $intent, int $amount, string $currency, string $payment_method, Api $api ) {
		$types = array( $this->payment_method_type() );
		if ( is_array( $intent ) && in_array( $intent['status'] ?? '', array( 'requires_payment_method', 'requires_confirmation', 'requires_action' ), true ) && ( $intent['payment_method_types'] ?? array() ) === $types ) {
			if ( (int) $intent['amount'] === $amount && $intent['currency'] === $currency ) {
				return $intent;
			}
			return $api->update_payment_intent(
				(string) $intent['id'],
				array(
					'amount'   => $amount,
					'currency' => $currency,
				),
				'tresen-update-' . $intent['id'] . '-' . $amount . '-' . $currency
			);
		}
		$count   = (int) $order->get_meta( self::META_INTENT_COUNT ) + 1;
		$created = $api->create_payment_intent(
			array(
				'amount'               => $amount,
				'currency'             => $currency,
				'payment_method_types' => $types,
				'payment_method'       => $payment_method,
				/* translators: %s: order number. */
				'description'          => sprintf( __( 'Order %s', 'tresen-stripe' ), $order->get_order_number() ),
				'metadata'             => array(
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
			self::empty_cart();
			return $this->success( $order, $this->get_return_url( $order ) );
		}
		if ( 'requires_action' === $status && isset( $intent['client_secret'] ) ) {
			$order->add_order_note( __( 'Stripe: the bank asks the customer to confirm the payment (3-D Secure).', 'tresen-stripe' ) );
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
			return true;
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
				/* translators: 1: formatted amount, 2: PaymentIntent id. */
				__( 'Stripe: payment of %1$s received (payment %2$s).', 'tresen-stripe' ),
				wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) ),
				(string) $intent['id']
			)
		);
		$order->payment_complete( (string) $intent['id'] );
		return true;
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
	private function success( \WC_Order $order, string $redirect ): array {
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
	private function failure( string $message ): array {
		wc_add_notice( $message, 'error' );
		return array( 'result' => 'failure' );
	}
}
