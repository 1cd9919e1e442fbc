<?php
/**
 * Starting a PayPal payment and coming back from PayPal.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * `POST ?wc-ajax=tresen_paypal_start_checkout` (form fields, `nonce`,
 * `from_checkout` yes/no) creates a PayPal order over the shopper's cart,
 * with the amount computed here, remembers its id in the shopper's
 * session and answers `{ success: true, data: { token } }`, or
 * `{ success: false, data: { messages } }` (a string or a list). Requests
 * from other sites are refused by the theme's cross-site guard before they
 * get here (every `?wc-ajax=` POST).
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

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_tresen_paypal_start_checkout', array( self::class, 'start' ) );
		add_action( 'template_redirect', array( self::class, 'handle_return' ), 5 );
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

	/** Forgets this session's PayPal order (paid, cancelled or outdated). */
	public static function forget(): void {
		if ( WC()->session ) {
			WC()->session->set( self::SESSION_ORDER, null );
			WC()->session->set( self::SESSION_APPROVED, null );
		}
	}

	/**
	 * Answers the start-checkout call.
	 */
	public static function start(): void {
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
		$cart = WC()->cart;
		if ( ! $cart || $cart->is_empty() ) {
			return array( __( 'Your cart is empty.', 'tresen-paypal' ) );
		}
		$from_checkout = isset( $_POST['from_checkout'] ) && 'yes' === $_POST['from_checkout'];
		if ( $from_checkout ) {
			$errors = self::missing_fields( wp_unslash( $_POST ) );
			if ( $errors ) {
				return $errors;
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		$amount = Amount::of_cart( $cart );
		$body   = array(
			'intent'         => 'CAPTURE',
			'purchase_units' => array(
				array(
					'reference_id' => 'default',
					'amount'       => $amount,
				),
			),
			'payment_source' => array(
				'paypal' => array(
					'experience_context' => array(
						'brand_name'          => mb_substr( wp_strip_all_tags( (string) get_bloginfo( 'name' ) ), 0, 127 ),
						'locale'              => 'de-DE',
						'shipping_preference' => 'NO_SHIPPING',
						'user_action'         => $from_checkout ? 'PAY_NOW' : 'CONTINUE',
						'return_url'          => self::return_url(),
						'cancel_url'          => wc_get_cart_url(),
					),
				),
			),
		);
		$order  = Settings::api()->create_order( $body, 'tresen-create-' . wp_generate_uuid4() );
		if ( is_wp_error( $order ) ) {
			return array( $order->get_error_message() );
		}
		if ( empty( $order['id'] ) || ! is_string( $order['id'] ) ) {
			return array( Messages::generic() );
		}
		if ( WC()->session ) {
			WC()->session->set( self::SESSION_ORDER, $order['id'] );
			WC()->session->set( self::SESSION_APPROVED, null );
		}
		return $order['id'];
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
		if ( '' !== $token && hash_equals( self::session_order(), $token ) ) {
			$paypal = Settings::api()->get_order( $token );
			if ( ! is_wp_error( $paypal ) && in_array( $paypal['status'] ?? '', array( 'APPROVED', 'COMPLETED' ), true ) ) {
				WC()->session->set(
					self::SESSION_APPROVED,
					array(
						'token' => $token,
						'payer' => $payer,
					)
				);
				WC()->session->set( 'chosen_payment_method', Gateway::ID );
				wc_add_notice( __( 'You confirmed the payment in PayPal. Please check your details and place the order.', 'tresen-paypal' ), 'notice' );
			} else {
				wc_add_notice( Messages::generic(), 'error' );
			}
		}
		wp_safe_redirect( wc_get_checkout_url() );
		exit;
	}
}
