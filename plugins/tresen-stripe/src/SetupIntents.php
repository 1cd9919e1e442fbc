<?php
/**
 * Saving a payment method without a charge (add-payment-method and
 * change-payment-method pages).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /?wc-ajax=wc_stripe_create_setup_intent` (`stripe_source_id`,
 * `nonce` = the page's `add_card_nonce`): for the logged-in customer,
 * creates and confirms a SetupIntent that attaches the PaymentMethod to
 * their Stripe Customer. Reply `{status: success|requires_action,
 * client_secret}`; on failure `{status: error, error: {type, code, message}}`
 * with a German message. The browser then submits the page's form with the
 * PaymentMethod in `stripe_source`; the gateway's add_payment_method()
 * saves the token only after Stripe reports the method attached.
 */
final class SetupIntents {

	/** The wc-ajax endpoint. */
	public const ENDPOINT = 'wc_stripe_create_setup_intent';

	/** Nonce action (the page's `add_card_nonce`). */
	public const NONCE = 'wc_stripe_create_si';

	/**
	 * Adds the endpoint.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::ENDPOINT, array( self::class, 'handle' ) );
	}

	/**
	 * Answers the endpoint.
	 */
	public static function handle(): void {
		$reply = self::create(
			// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in create().
			isset( $_POST['stripe_source_id'] ) && is_scalar( $_POST['stripe_source_id'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['stripe_source_id'] ) ) : '',
			isset( $_POST['nonce'] ) && is_scalar( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['nonce'] ) ) : ''
			// phpcs:enable
		);
		// Refusals come as a 200 reply with status "error" and a German message (as WooCommerce Stripe Gateway answers).
		nocache_headers();
		wp_send_json( $reply );
	}

	/**
	 * Creates and confirms the SetupIntent.
	 *
	 * @param string $payment_method PaymentMethod id (pm_…).
	 * @param string $nonce          Nonce.
	 * @return array<string, mixed>
	 */
	public static function create( string $payment_method, string $nonce ): array {
		if ( ! is_user_logged_in() ) {
			return self::error( __( 'Please log in to save a payment method.', 'tresen-stripe' ), 'authentication_required' );
		}
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return self::error( __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ), 'invalid_nonce' );
		}
		if ( ! Settings::configured() ) {
			return self::error( Messages::not_started(), 'not_configured' );
		}
		if ( 1 !== preg_match( '/^pm_[A-Za-z0-9_]{6,}$/', $payment_method ) ) {
			return self::error( Messages::not_started(), 'parameter_invalid' );
		}
		$customer = Tokens::customer_for( get_current_user_id() );
		if ( is_wp_error( $customer ) ) {
			return self::from_wp_error( $customer );
		}
		$api    = Settings::api();
		$method = $api->get_payment_method( $payment_method );
		if ( is_wp_error( $method ) ) {
			return self::from_wp_error( $method );
		}
		$type = (string) ( $method['type'] ?? '' );
		if ( ! in_array( $type, array( 'card', 'sepa_debit' ), true ) ) {
			return self::error( Messages::not_started(), 'parameter_invalid' );
		}
		if ( 'card' === $type && 'prepaid' === ( $method['card']['funding'] ?? '' ) && ! Settings::allow_prepaid_card() ) {
			return self::error( Messages::prepaid(), 'prepaid_card' );
		}
		$params = array(
			'customer'             => $customer,
			'payment_method'       => $payment_method,
			'payment_method_types' => array( $type ),
			'usage'                => 'off_session',
			'confirm'              => true,
			'return_url'           => wc_get_account_endpoint_url( 'payment-methods' ),
			'metadata'             => array( 'user_id' => (string) get_current_user_id() ),
		);
		if ( 'sepa_debit' === $type ) {
			$params['mandate_data'] = array(
				'customer_acceptance' => array(
					'type'   => 'online',
					'online' => array(
						'ip_address' => \WC_Geolocation::get_ip_address(),
						'user_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_USER_AGENT'] ) ) : 'unknown',
					),
				),
			);
		}
		$intent = $api->create_setup_intent( $params, 'tresen-setup-' . get_current_user_id() . '-' . $payment_method );
		if ( is_wp_error( $intent ) ) {
			return self::from_wp_error( $intent );
		}
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status || 'requires_action' === $status ) {
			return array(
				'status'        => 'succeeded' === $status ? 'success' : 'requires_action',
				'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
			);
		}
		return self::error( Messages::for_error( 'api_error' ), 'setup_intent_unexpected_state' );
	}

	/**
	 * An error reply.
	 *
	 * @param string $message German message.
	 * @param string $code    Code.
	 * @param string $type    Stripe error type.
	 * @return array<string, mixed>
	 */
	private static function error( string $message, string $code, string $type = 'invalid_request_error' ): array {
		return array(
			'status' => 'error',
			'error'  => array(
				'type'    => $type,
				'code'    => $code,
				'message' => $message,
			),
		);
	}

	/**
	 * An error reply from an API error (its German message, Stripe's type and code).
	 *
	 * @param \WP_Error $error Error.
	 * @return array<string, mixed>
	 */
	private static function from_wp_error( \WP_Error $error ): array {
		$data = (array) $error->get_error_data();
		$type = (string) ( $data['type'] ?? 'api_error' );
		return self::error( $error->get_error_message(), (string) ( $data['code'] ?? '' ), $type );
	}
}
