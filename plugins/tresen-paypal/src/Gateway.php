<?php
/**
 * The PayPal gateway (classic checkout).
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V4\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal payments through PayPal's Orders v2 API, under WooCommerce PayPal
 * Payments' gateway id. The shopper approves a PayPal order the server
 * created from the cart (start checkout); the checkout then posts its id
 * (`paymentToken`) and the payer (`payerID`), and process_payment() checks
 * that the order was created in this session for this amount, captures it
 * and marks the WooCommerce order paid only when PayPal captured exactly
 * its total in its currency.
 */
class Gateway extends \WC_Payment_Gateway {

	public const ID = 'ppcp-gateway';

	/** Order meta: the PayPal order id. */
	public const META_ORDER = '_tresen_paypal_order_id';

	/** Order meta: the capture id (also the transaction id). */
	public const META_CAPTURE = '_tresen_paypal_capture_id';

	/** Order meta: the PayPal order was started on the order-pay page (not from the cart). */
	public const META_PAY_PAGE = '_tresen_paypal_pay_page';

	/** Order meta: the delivery address the shopper chose in PayPal. */
	public const META_PAYPAL_SHIPPING = '_tresen_paypal_shipping_address';

	/**
	 * Sets up the gateway from its saved settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->has_fields         = true;
		$this->method_title       = __( 'PayPal (Tresen)', 'tresen-paypal' );
		$this->method_description = __( 'Lets customers pay with their PayPal account.', 'tresen-paypal' );
		$this->supports           = array( 'products', 'refunds' );

		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = (string) $this->get_option( 'description' );
		$this->enabled     = 'yes' === $this->get_option( 'enabled' ) ? 'yes' : 'no';

		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * The settings the store owner edits under WooCommerce → Settings → Payments.
	 */
	public function init_form_fields(): void {
		$webhook = sprintf(
			/* translators: %s: webhook URL. */
			__( 'Webhook URL to add in your PayPal app (events CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.PENDING, PAYMENT.CAPTURE.DENIED, PAYMENT.CAPTURE.REFUNDED, PAYMENT.CAPTURE.REVERSED): %s', 'tresen-paypal' ),
			Webhook::url()
		);
		$this->form_fields = array(
			'enabled'               => array(
				'title'   => __( 'Enable/Disable', 'tresen-paypal' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable PayPal payments', 'tresen-paypal' ),
				'default' => 'no',
			),
			'title'                 => array(
				'title'       => __( 'Title', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-paypal' ),
				'default'     => __( 'PayPal', 'tresen-paypal' ),
				'desc_tip'    => true,
			),
			'description'           => array(
				'title'       => __( 'Description', 'tresen-paypal' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-paypal' ),
				'default'     => __( 'Pay quickly and securely with your PayPal account.', 'tresen-paypal' ),
				'desc_tip'    => true,
			),
			'sandbox'               => array(
				'title'   => __( 'Sandbox', 'tresen-paypal' ),
				'type'    => 'checkbox',
				'label'   => __( 'Use the PayPal sandbox (no real payments)', 'tresen-paypal' ),
				'default' => 'yes',
			),
			'sandbox_client_id'     => array(
				'title'       => __( 'Sandbox client ID', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => __( 'From your sandbox REST app at developer.paypal.com.', 'tresen-paypal' ),
				'default'     => '',
			),
			'sandbox_client_secret' => array(
				'title'       => __( 'Sandbox secret', 'tresen-paypal' ),
				'type'        => 'secret',
				'description' => __( 'From your sandbox REST app at developer.paypal.com.', 'tresen-paypal' ),
				'default'     => '',
			),
			'sandbox_webhook_id'    => array(
				'title'       => __( 'Sandbox webhook ID', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => $webhook,
				'default'     => '',
			),
			'client_id'             => array(
				'title'       => __( 'Live client ID', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => __( 'From your live REST app at developer.paypal.com.', 'tresen-paypal' ),
				'default'     => '',
			),
			'client_secret'         => array(
				'title'       => __( 'Live secret', 'tresen-paypal' ),
				'type'        => 'secret',
				'description' => __( 'From your live REST app at developer.paypal.com.', 'tresen-paypal' ),
				'default'     => '',
			),
			'webhook_id'            => array(
				'title'       => __( 'Live webhook ID', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => $webhook,
				'default'     => '',
			),
		);
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
				'saved'  => __( 'Saved – leave empty to keep it', 'tresen-paypal' ),
				'unset'  => __( 'Not set', 'tresen-paypal' ),
				'remove' => __( 'Remove the saved value', 'tresen-paypal' ),
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

	/**
	 * Offered only with client id and secret.
	 */
	public function is_available() {
		return parent::is_available() && Settings::configured();
	}

	/**
	 * The description, the place for the PayPal buttons and the approval
	 * fields (filled by the buttons, or here after PayPal's return address
	 * for this session's approved order).
	 *
	 * @return void
	 */
	public function payment_fields() {
		$description = $this->get_description();
		if ( '' !== $description ) {
			echo wp_kses_post( wpautop( wptexturize( $description ) ) );
		}
		$context = function_exists( 'is_checkout_pay_page' ) && is_checkout_pay_page() ? 'pay' : 'checkout';
		// An approval from the cart's express flow belongs to the cart, never to an order paid here.
		$approved = 'pay' === $context ? array() : Checkout::approved();
		echo '<div class="tresen-paypal-buttons" data-context="' . esc_attr( $context ) . '"></div>';
		printf( '<input type="hidden" name="paymentToken" value="%s" />', esc_attr( $approved['token'] ?? '' ) );
		printf( '<input type="hidden" name="payerID" value="%s" />', esc_attr( $approved['payer'] ?? '' ) );
	}

	/**
	 * Captures the approved PayPal order for the WooCommerce order: only a
	 * PayPal order of this shopper's session (or the one made for this order
	 * on its pay page), under its lock, claimed for this order alone (see
	 * Capture).
	 *
	 * @param int $order_id Order id.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return $this->fail( Messages::generic() );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WooCommerce's checkout (or pay form) checked its nonce.
		$token = isset( $_POST['paymentToken'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['paymentToken'] ) ) : '';
		$payer = isset( $_POST['payerID'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['payerID'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( '' === $token ) {
			return $this->fail( __( 'Please click the PayPal button to pay with PayPal.', 'tresen-paypal' ) );
		}
		// Only a PayPal order this shopper's session created (or this order's own) may pay it.
		$session = Checkout::session_order();
		if ( ( '' === $session || ! hash_equals( $session, $token ) ) && (string) $order->get_meta( self::META_ORDER ) !== $token ) {
			Log::warning( sprintf( 'Order #%d: PayPal order %s is neither this session\'s nor this order\'s; refused.', $order->get_id(), $token ) );
			return $this->fail( Messages::generic() );
		}
		if ( ! Claim::lock( $token ) ) {
			return $this->fail( Messages::busy() );
		}
		try {
			// The express flows (cart, mini cart, product page) show the total on the checkout before the order is placed.
			$policy = Checkout::reviewed_on_checkout( $token ) ? Capture::ANY : Capture::LOWER;
			$done   = Capture::run( $order, $token, $payer, $policy );
		} finally {
			Claim::unlock( $token );
		}
		Log::info( sprintf( 'Order #%d, PayPal order %s: %s.', $order->get_id(), $token, $done['result'] ) );
		if ( ! $done['ok'] ) {
			return $this->fail( $done['message'] );
		}
		$cart = WC()->cart;
		// An existing order paid on the order-pay page leaves the shopper's cart alone.
		if ( $cart instanceof \WC_Cart && 'yes' !== $order->get_meta( self::META_PAY_PAGE ) ) {
			$cart->empty_cart();
		}
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}

	/**
	 * The first capture of a PayPal order.
	 *
	 * @param array<string, mixed> $paypal PayPal order.
	 * @return array<string, mixed>|null
	 */
	public static function capture_of( array $paypal ): ?array {
		$capture = $paypal['purchase_units'][0]['payments']['captures'][0] ?? null;
		return is_array( $capture ) && isset( $capture['id'] ) ? $capture : null;
	}

	/**
	 * Marks an order paid, only when the capture is exactly its total in its
	 * currency; otherwise puts it on hold with a note for the store owner.
	 *
	 * @param \WC_Order            $order   Order.
	 * @param array<string, mixed> $capture PayPal capture.
	 * @return bool Whether the order is paid.
	 */
	public static function mark_paid( \WC_Order $order, array $capture ): bool {
		if ( $order->is_paid() ) {
			return true;
		}
		$amount = $capture['amount'] ?? null;
		if ( ! Amount::matches( $amount, $order ) ) {
			self::hold(
				$order,
				sprintf(
					/* translators: 1: amount PayPal captured, 2: order total, both formatted. */
					__( 'PayPal reports a payment of %1$s, but the order is over %2$s. Please check the payment in PayPal before shipping.', 'tresen-paypal' ),
					is_array( $amount ) && isset( $amount['value'], $amount['currency_code'] ) ? sanitize_text_field( (string) $amount['value'] . ' ' . (string) $amount['currency_code'] ) : '-',
					wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) )
				)
			);
			return false;
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: capture id. */
				__( 'PayPal: payment of %1$s received (capture %2$s).', 'tresen-paypal' ),
				wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) ),
				(string) $capture['id']
			)
		);
		$order->payment_complete( (string) $capture['id'] );
		return true;
	}

	/**
	 * Puts an order on hold with a note for the store owner (WooCommerce
	 * drops the note of a status change to the same status).
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $note  Note.
	 */
	public static function hold( \WC_Order $order, string $note ): void {
		if ( $order->has_status( 'on-hold' ) ) {
			$order->add_order_note( $note );
			return;
		}
		$order->update_status( 'on-hold', $note );
	}

	/**
	 * A pending capture: the order waits on hold, with PayPal's reason, until
	 * PayPal reports the capture completed (or denied).
	 *
	 * @param \WC_Order            $order   Order.
	 * @param array<string, mixed> $capture PayPal capture (status PENDING).
	 */
	public static function pending( \WC_Order $order, array $capture ): void {
		$reason = isset( $capture['status_details']['reason'] ) ? sanitize_text_field( (string) $capture['status_details']['reason'] ) : '';
		self::hold(
			$order,
			sprintf(
				/* translators: 1: capture id, 2: PayPal's reason code, e.g. PENDING_REVIEW. */
				__( 'PayPal: the payment is pending (capture %1$s, reason: %2$s). The order is marked paid when PayPal reports it completed; please do not ship it before.', 'tresen-paypal' ),
				(string) ( $capture['id'] ?? '-' ),
				'' !== $reason ? $reason : '-'
			)
		);
	}

	/**
	 * Refunds from the order screen (WooCommerce calls this when the store
	 * owner refunds "via PayPal").
	 *
	 * @param int        $order_id Order id.
	 * @param float|null $amount   Amount (order currency); null for the rest.
	 * @param string     $reason   The store owner's reason.
	 * @return bool|\WP_Error
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return new \WP_Error( 'tresen_paypal_refund', __( 'The order was not found.', 'tresen-paypal' ) );
		}
		$capture_id = (string) $order->get_meta( self::META_CAPTURE );
		if ( '' === $capture_id ) {
			return new \WP_Error( 'tresen_paypal_refund', __( 'This order has no PayPal payment to refund.', 'tresen-paypal' ) );
		}
		$value = null === $amount ? (float) $order->get_total() : (float) $amount;
		if ( Amount::minor( $value, $order->get_currency() ) <= 0 ) {
			return new \WP_Error( 'tresen_paypal_refund', __( 'The refund amount must be greater than zero.', 'tresen-paypal' ) );
		}
		$refund = Settings::api()->refund_capture(
			$capture_id,
			array(
				'value'         => Amount::format( $value, $order->get_currency() ),
				'currency_code' => strtoupper( $order->get_currency() ),
			),
			(string) $reason,
			// One refund per request: WooCommerce calls this once per refund the store owner makes.
			'tresen-refund-' . $order->get_id() . '-' . wp_generate_uuid4()
		);
		if ( is_wp_error( $refund ) ) {
			Log::warning( sprintf( 'Refund of %s %s for order #%d (capture %s) refused by PayPal: %s.', Amount::format( $value, $order->get_currency() ), $order->get_currency(), $order->get_id(), $capture_id, $refund->get_error_code() ) );
			return new \WP_Error( 'tresen_paypal_refund', sprintf( /* translators: %s: reason. */ __( 'PayPal refused the refund: %s', 'tresen-paypal' ), $refund->get_error_message() ) );
		}
		Log::info( sprintf( 'Refund %s of %s %s for order #%d (capture %s) made from the order screen.', (string) ( $refund['id'] ?? '-' ), Amount::format( $value, $order->get_currency() ), $order->get_currency(), $order->get_id(), $capture_id ) );
		// PayPal reports this refund by webhook too: known, so it is not counted twice.
		Refunds::remember( $order, isset( $refund['id'] ) ? (string) $refund['id'] : '', Amount::minor( $value, $order->get_currency() ) );
		$order->add_order_note(
			sprintf(
				/* translators: 1: formatted amount, 2: PayPal refund id. */
				__( 'PayPal: %1$s refunded (refund %2$s).', 'tresen-paypal' ),
				wp_strip_all_tags( wc_price( $value, array( 'currency' => $order->get_currency() ) ) ),
				isset( $refund['id'] ) ? (string) $refund['id'] : '-'
			)
		);
		return true;
	}

	/**
	 * The failure reply with a German notice.
	 *
	 * @param string $message Message.
	 * @return array<string, string>
	 */
	private function fail( string $message ): array {
		wc_add_notice( $message, 'error' );
		return array( 'result' => 'failure' );
	}
}
