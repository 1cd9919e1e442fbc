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
 *
 * 3-D Secure: confirmed with `use_stripe_sdk` (the shop's default, as the
 * anchor does), the reply's `next_action` is opened by the page's Stripe.js
 * in a dialog; confirmed with the return address only (the setting "on the
 * bank's page"), the reply carries Stripe's `redirect_to_url` and the shopper
 * comes back to the return address with `setup_intent`,
 * `setup_intent_client_secret` and `redirect_status`, where the server asks
 * Stripe for the SetupIntent and saves the WooCommerce token.
 */
final class SetupIntents {

	/** The wc-ajax endpoint. */
	public const ENDPOINT = 'wc_stripe_create_setup_intent';

	/** Nonce action (the page's `add_card_nonce`). */
	public const NONCE = 'wc_stripe_create_si';

	/** The return address's marker (query argument). */
	public const RETURN_ARG = 'tresen-stripe-setup';

	/** Nonce action of the return address. */
	public const RETURN_NONCE = 'tresen_stripe_setup_return';

	/**
	 * Adds the endpoint.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::ENDPOINT, array( self::class, 'handle' ) );
		add_action( 'template_redirect', array( self::class, 'maybe_return' ), 5 );
	}

	/**
	 * Where the bank sends the customer back after a redirected 3-D Secure check.
	 */
	public static function return_url(): string {
		return add_query_arg(
			array(
				self::RETURN_ARG => '1',
				'_wpnonce'       => wp_create_nonce( self::RETURN_NONCE ),
			),
			wc_get_account_endpoint_url( 'payment-methods' )
		);
	}

	/**
	 * The return address: saves the token, then redirects (or nothing for other requests).
	 */
	public static function maybe_return(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in finish().
		if ( empty( $_GET[ self::RETURN_ARG ] ) || empty( $_GET['setup_intent'] ) ) {
			return;
		}
		$target = self::finish(
			is_scalar( $_GET['setup_intent'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['setup_intent'] ) ) : '',
			isset( $_GET['_wpnonce'] ) && is_scalar( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['_wpnonce'] ) ) : ''
		);
		// phpcs:enable
		nocache_headers();
		wp_safe_redirect( $target );
		exit;
	}

	/**
	 * After the bank's page: asks Stripe for the SetupIntent (the address's
	 * `redirect_status` is never taken), and when it succeeded for this
	 * customer saves the method as a WooCommerce token. The German outcome
	 * waits as a notice on the page the customer goes to next.
	 *
	 * @param string $setup_intent SetupIntent id (seti_…).
	 * @param string $nonce        The return address's nonce.
	 * @return string Where the customer goes next.
	 */
	public static function finish( string $setup_intent, string $nonce ): string {
		$again = wc_get_account_endpoint_url( 'add-payment-method' );
		$fail  = static function ( string $message ) use ( $again ): string {
			wc_add_notice( $message, 'error' );
			return $again;
		};
		if ( ! is_user_logged_in() || ! Settings::configured() ) {
			return $fail( __( 'Please log in to save a payment method.', 'tresen-stripe' ) );
		}
		if ( ! wp_verify_nonce( $nonce, self::RETURN_NONCE ) || 1 !== preg_match( '/^seti_[A-Za-z0-9_]+$/', $setup_intent ) ) {
			return $fail( __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ) );
		}
		$user_id  = get_current_user_id();
		$customer = (string) get_user_meta( $user_id, Tokens::customer_meta_key(), true );
		$api      = Settings::api();
		$intent   = $api->get( 'setup_intents/' . rawurlencode( $setup_intent ) );
		if ( is_wp_error( $intent ) ) {
			return $fail( $intent->get_error_message() );
		}
		// Only this customer's own SetupIntent (its Stripe Customer and the user id the shop set).
		if ( '' === $customer || ( $intent['customer'] ?? '' ) !== $customer || (string) ( $intent['metadata']['user_id'] ?? '' ) !== (string) $user_id ) {
			return $fail( Messages::not_started() );
		}
		if ( 'succeeded' !== ( $intent['status'] ?? '' ) ) {
			$error = is_array( $intent['last_setup_error'] ?? null ) ? $intent['last_setup_error'] : array();
			return $fail( Messages::for_error( (string) ( $error['type'] ?? '' ), (string) ( $error['code'] ?? 'setup_intent_authentication_failure' ), (string) ( $error['decline_code'] ?? '' ) ) );
		}
		$pm_id  = is_array( $intent['payment_method'] ?? null ) ? (string) ( $intent['payment_method']['id'] ?? '' ) : (string) ( $intent['payment_method'] ?? '' );
		$method = $api->get_payment_method( $pm_id );
		if ( is_wp_error( $method ) ) {
			return $fail( $method->get_error_message() );
		}
		$gateway = 'sepa_debit' === ( $method['type'] ?? '' ) ? SepaGateway::ID : Gateway::ID;
		$token   = Tokens::save( $user_id, $gateway, $method );
		if ( is_wp_error( $token ) ) {
			return $fail( $token->get_error_message() );
		}
		wc_add_notice( __( 'Payment method successfully added.', 'tresen-stripe' ) );
		return wc_get_account_endpoint_url( 'payment-methods' );
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
			'customer'                     => $customer,
			'payment_method'               => $payment_method,
			'allowed_payment_method_types' => array( $type ),
			'usage'                        => 'off_session',
			'confirm'                      => true,
			'return_url'                   => self::return_url(),
			'metadata'                     => array( 'user_id' => (string) get_current_user_id() ),
		);
		if ( Settings::three_d_secure_in_page() ) {
			// The page's Stripe.js handles the next action (as the anchor does for SetupIntents).
			$params['use_stripe_sdk'] = true;
		}
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
		if ( 'succeeded' === $status ) {
			return array(
				'status'        => 'success',
				'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
			);
		}
		if ( 'requires_action' === $status ) {
			// The script follows next_action: use_stripe_sdk → the dialog, redirect_to_url → the bank's page.
			return array(
				'status'        => 'requires_action',
				'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
				'next_action'   => is_array( $intent['next_action'] ?? null ) ? $intent['next_action'] : null,
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
