<?php
/**
 * Starting a PayPal payment and coming back from PayPal.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

use Tresen\Common\V5\CrossSite;

defined( 'ABSPATH' ) || exit;

/**
 * `POST ?wc-ajax=tresen_paypal_start_checkout` (form fields, `nonce`,
 * `from_checkout` yes/no) creates a PayPal order over the shopper's cart,
 * with the amount computed here, remembers its id in the shopper's
 * session and answers `{ success: true, data: { token } }`, or
 * `{ success: false, data: { messages } }` (a string or a list). Requests
 * from other sites are refused here (`CrossSite`), whatever theme is active.
 *
 * The return address (`woo-paypal-return=true`, `token`, `PayerID`) marks
 * this session's PayPal order approved and leads to the checkout, where the
 * payment fields carry it.
 */
final class Checkout {

	/** Nonce action of the start-checkout call. */
	public const NONCE = 'tresen-paypal-start-checkout';

	/** Session key: the PayPal order this session created. */
	private const SESSION_ORDER = 'tresen_paypal_order';

	/** Session key: the approved order (token and payer) after the return address. */
	private const SESSION_APPROVED = 'tresen_paypal_approved';

	/** Session key: the PayPal order created with user_action CONTINUE (the total is shown again on the checkout). */
	private const SESSION_CONTINUE = 'tresen_paypal_continue';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_tresen_paypal_start_checkout', array( self::class, 'start' ) );
		add_action( 'template_redirect', array( self::class, 'handle_return' ), 5 );
		add_action( 'woocommerce_after_checkout_validation', array( self::class, 'validate' ), 10, 2 );
		add_action( 'shutdown', array( self::class, 'release' ) );
	}

	/**
	 * Before the checkout creates an order paid with PayPal: a second
	 * submit of a checkout whose PayPal payment is at work right now, or
	 * whose PayPal payment another order already holds, creates no order.
	 * The PayPal order's lock taken here lasts until the payment is done
	 * (process_payment) or the request ends.
	 *
	 * @param array<string, mixed> $data   Posted checkout data.
	 * @param \WP_Error            $errors The checkout's errors.
	 */
	public static function validate( $data, $errors ): void {
		if ( ! is_array( $data ) || ! $errors instanceof \WP_Error || Gateway::ID !== ( $data['payment_method'] ?? '' ) || $errors->has_errors() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce's checkout checked its nonce.
		$token = isset( $_POST['paymentToken'] ) && is_string( $_POST['paymentToken'] ) ? sanitize_text_field( wp_unslash( $_POST['paymentToken'] ) ) : '';
		if ( '' === $token ) {
			return;
		}
		$awaiting = WC()->session ? absint( WC()->session->get( 'order_awaiting_payment' ) ) : 0;
		$refusal  = self::refusal( $token, $awaiting );
		if ( null !== $refusal ) {
			$errors->add( $refusal[0], $refusal[1] );
		}
	}

	/**
	 * Whether a checkout may go on with a PayPal order: not while a submit
	 * of it is at work, not when another order holds it (only the order this
	 * checkout is still paying may retry), and then under its lock (held
	 * until process_payment() or the request ends). The classic checkout's
	 * validation and the Store API checkout (Blocks) ask it.
	 *
	 * @param string $token    PayPal order id.
	 * @param int    $awaiting The order this checkout is paying (0: none yet).
	 * @return array{0: string, 1: string}|null Error code and German message, or null to go on.
	 */
	public static function refusal( string $token, int $awaiting ): ?array {
		if ( Claim::busy( $token ) ) {
			Log::warning( sprintf( 'Checkout with PayPal order %s refused: a submit of it is still at work.', $token ) );
			return array( 'tresen_paypal_busy', Messages::busy() );
		}
		$holder = Claim::holder( $token );
		$order  = $holder ? wc_get_order( $holder ) : null;
		$used   = $order instanceof \WC_Order && ( $order->is_paid() || '' !== (string) $order->get_meta( Gateway::META_CAPTURE ) );
		// Only the order this checkout is still paying may go on with it (a retry after a failure).
		if ( $holder && ( $used || $holder !== $awaiting ) ) {
			Log::warning( sprintf( 'Checkout with PayPal order %s refused: order #%d holds it already.', $token, $holder ) );
			return array( 'tresen_paypal_used', $used ? Messages::busy() : Messages::other_order() );
		}
		if ( ! Claim::lock( $token ) ) {
			Log::warning( sprintf( 'Checkout with PayPal order %s refused: a submit of it is still at work.', $token ) );
			return array( 'tresen_paypal_busy', Messages::busy() );
		}
		return null;
	}

	/**
	 * Lets go of PayPal order locks a request took but did not release (an
	 * order that was never created after all).
	 */
	public static function release(): void {
		Claim::release_all();
	}

	/** The start-checkout address. */
	public static function start_url(): string {
		return \WC_AJAX::get_endpoint( 'tresen_paypal_start_checkout' );
	}

	/** The return address (without PayPal's parameters). */
	public static function return_url(): string {
		return add_query_arg( 'woo-paypal-return', 'true', wc_get_checkout_url() );
	}

	/** The PayPal order id this session created ('' if none). */
	public static function session_order(): string {
		$session = WC()->session;
		$id      = $session ? $session->get( self::SESSION_ORDER ) : '';
		return is_string( $id ) ? $id : '';
	}

	/**
	 * The order approved on PayPal and brought back by the return address.
	 *
	 * @return array{token?: string, payer?: string}
	 */
	public static function approved(): array {
		$session  = WC()->session;
		$approved = $session ? $session->get( self::SESSION_APPROVED ) : null;
		if ( ! is_array( $approved ) || ! isset( $approved['token'] ) || self::session_order() !== $approved['token'] ) {
			return array();
		}
		return array(
			'token' => (string) $approved['token'],
			'payer' => (string) ( $approved['payer'] ?? '' ),
		);
	}

	/**
	 * Whether the PayPal order was started off the checkout (cart, mini
	 * cart, product page: PayPal's "Weiter"), so the shopper saw the final
	 * total on the checkout before placing the order.
	 *
	 * @param string $token PayPal order id.
	 */
	public static function reviewed_on_checkout( string $token ): bool {
		$session = WC()->session;
		$flow    = $session ? $session->get( self::SESSION_CONTINUE ) : '';
		return '' !== $token && is_string( $flow ) && hash_equals( $flow, $token );
	}

	/** Forgets this session's PayPal order (paid, cancelled or outdated). */
	public static function forget(): void {
		if ( WC()->session ) {
			WC()->session->set( self::SESSION_ORDER, null );
			WC()->session->set( self::SESSION_APPROVED, null );
			WC()->session->set( self::SESSION_CONTINUE, null );
		}
	}

	/**
	 * Answers the start-checkout call.
	 */
	public static function start(): void {
		if ( CrossSite::post() ) {
			Log::warning( 'Start checkout refused: the request came from another website.' );
			wp_send_json_error( array( 'messages' => Messages::cross_site() ), 403 );
		}
		$result = self::create();
		if ( is_array( $result ) ) {
			wp_send_json_error( array( 'messages' => 1 === count( $result ) ? $result[0] : $result ) );
		}
		wp_send_json_success( array( 'token' => $result ) );
	}

	/**
	 * Creates the PayPal order for the posted request.
	 *
	 * @return string|string[] The PayPal order id, or the messages for the shopper.
	 */
	public static function create() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- The nonce is checked right here.
		$nonce = isset( $_POST['nonce'] ) && is_string( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return array( __( 'Your session has expired. Please reload the page and try again.', 'tresen-paypal' ) );
		}
		if ( ! Settings::enabled() || ! Settings::configured() ) {
			return array( __( 'PayPal is not available right now. Please choose another payment method.', 'tresen-paypal' ) );
		}
		if ( isset( $_POST['pay_for_order'] ) && 'yes' === $_POST['pay_for_order'] ) {
			return self::create_for_order(
				isset( $_POST['order_id'] ) && is_scalar( $_POST['order_id'] ) ? absint( $_POST['order_id'] ) : 0,
				isset( $_POST['order_key'] ) && is_string( $_POST['order_key'] ) ? sanitize_text_field( wp_unslash( $_POST['order_key'] ) ) : ''
			);
		}
		$cart = WC()->cart;
		if ( ! $cart || $cart->is_empty() ) {
			return array( __( 'Your cart is empty.', 'tresen-paypal' ) );
		}
		$from_checkout = isset( $_POST['from_checkout'] ) && 'yes' === $_POST['from_checkout'];
		// The Checkout block checks its own fields (WooCommerce's validation store) before the
		// button starts, and the Store API checks them again when the order is placed.
		$block = isset( $_POST['block'] ) && 'yes' === $_POST['block'];
		if ( $from_checkout && ! $block ) {
			$errors = self::missing_fields( wp_unslash( $_POST ) );
			if ( $errors ) {
				return $errors;
			}
		}
		if ( $from_checkout && $block ) {
			// The Checkout block sends a typed address to the Store API debounced and when a
			// field loses focus, i.e. often only while this request is already under way. The
			// button therefore posts the block's addresses, and the cart is priced for them
			// (shipping, taxes), as the Store API checkout will price the order.
			self::take_block_address( wp_unslash( $_POST ) );
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		// Off the checkout (product page, cart, mini cart) the shopper has typed no address yet:
		// PayPal asks for the delivery address from the PayPal account when the cart ships.
		$shipping = ! $from_checkout && $cart->needs_shipping() ? 'GET_FROM_FILE' : 'NO_SHIPPING';
		$amount   = $from_checkout && $block ? self::block_amount( $cart ) : Amount::of_cart( $cart );
		return self::create_paypal_order( $amount, $shipping, $from_checkout ? 'PAY_NOW' : 'CONTINUE', wc_get_cart_url() );
	}

	/**
	 * The amount the Checkout block's order will have. The Store API does not
	 * take the cart's total as the classic checkout does: it fills its draft
	 * order from the cart and recalculates it as an order
	 * (`OrderController::update_order_from_cart()`), which rounds the taxes of
	 * fees (deposits) per line and can end a cent away from the cart's total.
	 * So the PayPal order is priced on that draft order, updated the same way;
	 * the cart's amount only when the session has no draft order yet.
	 *
	 * @param \WC_Cart $cart Cart.
	 * @return array<string, mixed>
	 */
	private static function block_amount( \WC_Cart $cart ): array {
		$controller = '\\Automattic\\WooCommerce\\StoreApi\\Utilities\\OrderController';
		$session    = WC()->session;
		$draft      = $session ? absint( $session->get( 'store_api_draft_order', 0 ) ) : 0;
		$order      = $draft ? wc_get_order( $draft ) : false;
		if ( ! $order instanceof \WC_Order || ! $order->has_status( 'checkout-draft' ) || ! class_exists( $controller ) ) {
			return Amount::of_cart( $cart );
		}
		( new $controller() )->update_order_from_cart( $order );
		return Amount::of_order( $order );
	}

	/** Address keys the Checkout block's button posts (`billing_<key>`, `shipping_<key>`). */
	private const BLOCK_ADDRESS_KEYS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * Gives the shopper's session the addresses the Checkout block posted
	 * with the button (the ones the Store API checkout will place the order
	 * with), so the cart's shipping and taxes are those of the order.
	 * Nothing is taken when the block posted no delivery country.
	 *
	 * @param array<string, mixed> $posted The request's fields (unslashed).
	 */
	private static function take_block_address( array $posted ): void {
		$customer = WC()->customer;
		if ( ! $customer instanceof \WC_Customer ) {
			return;
		}
		$props = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$country = isset( $posted[ $type . '_country' ] ) && is_string( $posted[ $type . '_country' ] ) ? strtoupper( sanitize_text_field( $posted[ $type . '_country' ] ) ) : '';
			if ( '' === $country ) {
				continue;
			}
			foreach ( self::BLOCK_ADDRESS_KEYS as $key ) {
				$value = $posted[ $type . '_' . $key ] ?? null;
				if ( is_string( $value ) ) {
					$props[ $type . '_' . $key ] = 'country' === $key ? $country : sanitize_text_field( $value );
				}
			}
		}
		if ( isset( $posted['billing_email'] ) && is_string( $posted['billing_email'] ) && is_email( $posted['billing_email'] ) ) {
			$props['billing_email'] = sanitize_email( $posted['billing_email'] );
		}
		if ( ! $props ) {
			return;
		}
		$customer->set_props( $props );
		$customer->save();
	}

	/**
	 * Creates the PayPal order over an existing order (the order-pay page):
	 * only with the order's key, only while it still needs paying, and for a
	 * customer's order only for that customer (as WooCommerce's own pay page).
	 *
	 * @param int    $order_id  Order id.
	 * @param string $order_key The order key from the pay page's address.
	 * @return string|string[] The PayPal order id, or the messages for the shopper.
	 */
	public static function create_for_order( int $order_id, string $order_key ) {
		$order = $order_id ? wc_get_order( $order_id ) : false;
		if ( ! $order instanceof \WC_Order || '' === $order_key || ! hash_equals( $order->get_order_key(), $order_key ) ) {
			return array( __( 'This order cannot be paid here. Please use the link from your order confirmation.', 'tresen-paypal' ) );
		}
		if ( $order->get_customer_id() && get_current_user_id() !== $order->get_customer_id() ) {
			return array( __( 'Please log in to the account this order belongs to in order to pay it.', 'tresen-paypal' ) );
		}
		if ( ! $order->needs_payment() ) {
			return array( __( 'This order has already been paid or cannot be paid any more.', 'tresen-paypal' ) );
		}
		$result = self::create_paypal_order( Amount::of_order( $order ), 'NO_SHIPPING', 'PAY_NOW', $order->get_checkout_payment_url(), $order );
		if ( is_string( $result ) ) {
			// Made for this order alone: no other order may ever pay with it.
			Claim::claim( $result, $order->get_id() );
			$order->update_meta_data( Gateway::META_ORDER, $result );
			$order->update_meta_data( Gateway::META_PAY_PAGE, 'yes' );
			$order->save();
		}
		return $result;
	}

	/**
	 * Creates a PayPal order and remembers it in the shopper's session.
	 *
	 * @param array<string, mixed> $amount      PayPal amount (from the server's cart or order).
	 * @param string               $shipping    PayPal's shipping_preference.
	 * @param string               $user_action PAY_NOW or CONTINUE.
	 * @param string               $cancel_url  Where PayPal's cancel link goes.
	 * @param \WC_Order|null       $order       The order it pays (order-pay page).
	 * @return string|string[] The PayPal order id, or the messages for the shopper.
	 */
	private static function create_paypal_order( array $amount, string $shipping, string $user_action, string $cancel_url, ?\WC_Order $order = null ) {
		$unit = array(
			'reference_id' => 'default',
			'amount'       => $amount,
		);
		if ( $order ) {
			$unit['custom_id']  = (string) $order->get_id();
			$unit['invoice_id'] = Capture::invoice_id( $order );
		}
		$body   = array(
			'intent'         => 'CAPTURE',
			'purchase_units' => array( $unit ),
			'payment_source' => array(
				'paypal' => array(
					'experience_context' => array(
						'brand_name'          => mb_substr( wp_strip_all_tags( (string) get_bloginfo( 'name' ) ), 0, 127 ),
						'locale'              => 'de-DE',
						'shipping_preference' => $shipping,
						'user_action'         => $user_action,
						'return_url'          => self::return_url(),
						'cancel_url'          => $cancel_url,
					),
				),
			),
		);
		$paypal = Settings::api()->create_order( $body, 'tresen-create-' . wp_generate_uuid4() );
		if ( is_wp_error( $paypal ) ) {
			return array( $paypal->get_error_message() );
		}
		if ( empty( $paypal['id'] ) || ! is_string( $paypal['id'] ) ) {
			return array( Messages::generic() );
		}
		if ( WC()->session ) {
			WC()->session->set( self::SESSION_ORDER, $paypal['id'] );
			WC()->session->set( self::SESSION_APPROVED, null );
			WC()->session->set( self::SESSION_CONTINUE, 'CONTINUE' === $user_action ? $paypal['id'] : null );
		}
		Log::info( sprintf( 'PayPal order %s created (%s, %s %s%s).', $paypal['id'], $user_action, (string) $amount['value'], (string) $amount['currency_code'], $order ? ', order #' . $order->get_id() : '' ) );
		return $paypal['id'];
	}

	/**
	 * The checkout's required fields the shopper left empty (and a malformed
	 * e-mail address), as German messages, so no PayPal payment starts for an
	 * order the checkout would refuse.
	 *
	 * @param array<string, mixed> $posted Posted fields.
	 * @return string[]
	 */
	public static function missing_fields( array $posted ): array {
		$messages = array();
		$fields   = WC()->checkout()->get_checkout_fields();
		$ship     = ! empty( $posted['ship_to_different_address'] );
		foreach ( array( 'billing', 'shipping', 'account', 'order' ) as $group ) {
			if ( 'shipping' === $group && ( ! $ship || ! WC()->cart->needs_shipping_address() ) ) {
				continue;
			}
			if ( 'account' === $group && ( is_user_logged_in() || empty( $posted['createaccount'] ) ) ) {
				continue;
			}
			foreach ( (array) ( $fields[ $group ] ?? array() ) as $key => $field ) {
				if ( empty( $field['required'] ) ) {
					continue;
				}
				$value = isset( $posted[ $key ] ) && is_string( $posted[ $key ] ) ? trim( $posted[ $key ] ) : '';
				$label = wp_strip_all_tags( (string) ( $field['label'] ?? $key ) );
				if ( '' === $value ) {
					/* translators: %s: field label, e.g. "Vorname". */
					$messages[] = sprintf( __( '%s is a required field.', 'tresen-paypal' ), $label );
				} elseif ( 'billing_email' === $key && ! is_email( $value ) ) {
					/* translators: %s: field label. */
					$messages[] = sprintf( __( '%s is not a valid email address.', 'tresen-paypal' ), $label );
				}
			}
		}
		return $messages;
	}

	/**
	 * The delivery address the shopper chose in PayPal (GET_FROM_FILE), in
	 * WooCommerce's field names, or null when PayPal sent none or one this
	 * shop does not ship to.
	 *
	 * @param array<string, mixed> $paypal PayPal order.
	 * @return array<string, string>|null
	 */
	public static function shipping_address( array $paypal ): ?array {
		$shipping = $paypal['purchase_units'][0]['shipping'] ?? null;
		$address  = is_array( $shipping ) && isset( $shipping['address'] ) && is_array( $shipping['address'] ) ? $shipping['address'] : null;
		if ( ! $address || empty( $address['address_line_1'] ) || empty( $address['country_code'] ) ) {
			return null;
		}
		$country = strtoupper( sanitize_text_field( (string) $address['country_code'] ) );
		if ( ! array_key_exists( $country, WC()->countries->get_shipping_countries() ) ) {
			return null;
		}
		$name  = trim( sanitize_text_field( (string) ( $shipping['name']['full_name'] ?? '' ) ) );
		$parts = '' === $name ? array( '', '' ) : array_pad( explode( ' ', $name, 2 ), 2, '' );
		if ( '' === $parts[1] ) {
			// One word: PayPal's payer name splits it better.
			$parts = array(
				sanitize_text_field( (string) ( $paypal['payer']['name']['given_name'] ?? $parts[0] ) ),
				sanitize_text_field( (string) ( $paypal['payer']['name']['surname'] ?? '' ) ),
			);
		}
		return array(
			'first_name' => $parts[0],
			'last_name'  => $parts[1],
			'address_1'  => sanitize_text_field( (string) $address['address_line_1'] ),
			'address_2'  => sanitize_text_field( (string) ( $address['address_line_2'] ?? '' ) ),
			'postcode'   => sanitize_text_field( (string) ( $address['postal_code'] ?? '' ) ),
			'city'       => sanitize_text_field( (string) ( $address['admin_area_2'] ?? '' ) ),
			'state'      => sanitize_text_field( (string) ( $address['admin_area_1'] ?? '' ) ),
			'country'    => $country,
		);
	}

	/**
	 * Fills the shopper's checkout from PayPal after the express approval:
	 * the delivery address chosen in PayPal, and name, e-mail and billing
	 * address only where the shopper has not entered their own yet.
	 *
	 * @param array<string, mixed> $paypal PayPal order.
	 */
	private static function prefill_customer( array $paypal ): void {
		$customer = WC()->customer;
		if ( ! $customer instanceof \WC_Customer ) {
			return;
		}
		$address = self::shipping_address( $paypal );
		$props   = array();
		$payer   = isset( $paypal['payer'] ) && is_array( $paypal['payer'] ) ? $paypal['payer'] : array();
		$email   = sanitize_email( (string) ( $payer['email_address'] ?? '' ) );
		if ( '' !== $email && '' === $customer->get_billing_email() ) {
			$props['billing_email'] = $email;
		}
		if ( $address ) {
			foreach ( $address as $key => $value ) {
				$props[ 'shipping_' . $key ] = $value;
			}
			if ( '' === $customer->get_billing_address_1() ) {
				foreach ( $address as $key => $value ) {
					$props[ 'billing_' . $key ] = $value;
				}
			}
		}
		if ( '' === $customer->get_billing_first_name() && '' === ( $props['billing_first_name'] ?? '' ) ) {
			$props['billing_first_name'] = sanitize_text_field( (string) ( $payer['name']['given_name'] ?? '' ) );
			$props['billing_last_name']  = sanitize_text_field( (string) ( $payer['name']['surname'] ?? '' ) );
		}
		$customer->set_props( array_filter( $props, static fn( $v ) => '' !== $v ) );
		$customer->save();
	}

	/**
	 * Keeps this session's PayPal order, once PayPal says the shopper
	 * approved it, for the checkout (chosen payment method, the approval in
	 * the payment fields, the address from PayPal); any other token is ignored.
	 *
	 * @param string $token   PayPal order id from the return address.
	 * @param string $payer   Payer id.
	 * @return bool Whether the approval was accepted.
	 */
	public static function accept_return( string $token, string $payer ): bool {
		if ( '' === $token || ! WC()->session || ! hash_equals( self::session_order(), $token ) ) {
			return false;
		}
		$paypal = Settings::api()->get_order( $token );
		if ( is_wp_error( $paypal ) || ! in_array( $paypal['status'] ?? '', array( 'APPROVED', 'COMPLETED' ), true ) ) {
			wc_add_notice( Messages::generic(), 'error' );
			return false;
		}
		WC()->session->set(
			self::SESSION_APPROVED,
			array(
				'token' => $token,
				'payer' => $payer,
			)
		);
		WC()->session->set( 'chosen_payment_method', Gateway::ID );
		self::prefill_customer( $paypal );
		wc_add_notice( __( 'You confirmed the payment in PayPal. Please check your details and place the order.', 'tresen-paypal' ), 'notice' );
		return true;
	}

	/**
	 * PayPal's return address: this session's order, approved by the shopper,
	 * is kept for the checkout; anything else is ignored.
	 */
	public static function handle_return(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- PayPal's redirect; bound to the session's own order below.
		if ( ! isset( $_GET['woo-paypal-return'] ) || ! WC()->session ) {
			return;
		}
		$token = isset( $_GET['token'] ) && is_string( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : '';
		$payer = isset( $_GET['PayerID'] ) && is_string( $_GET['PayerID'] ) ? sanitize_text_field( wp_unslash( $_GET['PayerID'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		self::accept_return( $token, $payer );
		wp_safe_redirect( wc_get_checkout_url() );
		exit;
	}
}
