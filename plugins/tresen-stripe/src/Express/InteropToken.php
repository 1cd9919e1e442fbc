<?php
/**
 * Klarna's interoperability token (`kp_wc_set_interoperability_token`).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

defined( 'ABSPATH' ) || exit;

/**
 * When Klarna's SDK is on the page (brought by a Klarna provider), the
 * express script hands its interoperability token to the shop so a later
 * Klarna payment can continue the shopper's Klarna session. The token is
 * kept for the shopper's whole visit (their WooCommerce session, under
 * `kp_interoperability_token`), never in a site-wide option another
 * visitor could overwrite. Read it with InteropToken::get().
 */
final class InteropToken {

	public const ACTION = 'kp_wc_set_interoperability_token';
	public const NONCE  = 'kp-wc-set-interoperability-token';

	/** Session key. */
	public const SESSION = 'kp_interoperability_token';

	/**
	 * Adds the hook.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::ACTION, array( self::class, 'set' ) );
	}

	/** The stored token ('' when none). */
	public static function get(): string {
		$token = function_exists( 'WC' ) && WC()->session ? WC()->session->get( self::SESSION ) : '';
		return is_string( $token ) ? $token : '';
	}

	/**
	 * Stores the posted token (`token`, `nonce`).
	 */
	public static function set(): void {
		nocache_headers();
		$nonce = isset( $_POST['nonce'] ) && is_scalar( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			wp_send_json_error( array( 'message' => __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ) ), 403 );
		}
		$token = isset( $_POST['token'] ) && is_scalar( $_POST['token'] ) ? trim( wp_unslash( (string) $_POST['token'] ) ) : '';
		if ( '' === $token || strlen( $token ) > 4096 || 1 !== preg_match( '/^[A-Za-z0-9._~+\/=-]+$/', $token ) ) {
			wp_send_json_error( array( 'message' => __( 'The payment provider sent an invalid token.', 'tresen-stripe' ) ), 400 );
		}
		if ( ! WC()->session instanceof \WC_Session_Handler ) {
			wp_send_json_error( array( 'message' => __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ) ), 400 );
		}
		if ( ! WC()->session->has_session() ) {
			WC()->session->set_customer_session_cookie( true );
		}
		WC()->session->set( self::SESSION, $token );
		wp_send_json_success();
	}
}
