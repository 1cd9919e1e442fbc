<?php
/**
 * The login popup's server side. The header's account icon links to the
 * account page (its login form without JavaScript); the popup asks for a
 * fresh nonce when it opens (`tresen_login_nonce`, pages are cached) and
 * posts the form to `tresen_login`, which refuses requests from other sites
 * and stale nonces, runs WooCommerce's login checks
 * (`woocommerce_login_credentials`, `woocommerce_process_login_errors`) and
 * signs the visitor in with `wp_signon()`. Errors come back in German.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Common\V5\CrossSite;
use Tresen\Theme\Feature;

defined( 'ABSPATH' ) || exit;

/**
 * Login endpoint.
 */
final class Login implements Feature {

	public const ACTION       = 'tresen_login';
	public const NONCE_ACTION = 'tresen_login_nonce';
	public const NONCE        = 'tresen-login';

	/** Longest user name, e-mail address or password accepted. */
	private const MAX_LENGTH = 4096;

	/**
	 * Adds the actions.
	 */
	public function register(): void {
		foreach ( array(
			self::ACTION       => 'login',
			self::NONCE_ACTION => 'nonce',
		) as $action => $method ) {
			add_action( 'wp_ajax_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, $method ) );
		}
	}

	/**
	 * The popup's settings (the same for every visitor).
	 *
	 * @return array{action: string, nonceAction: string, accountUrl: string, lostPasswordUrl: string}
	 */
	public static function settings(): array {
		$account = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'myaccount' ) : wp_login_url();
		return array(
			'action'          => self::ACTION,
			'nonceAction'     => self::NONCE_ACTION,
			'accountUrl'      => (string) $account,
			'lostPasswordUrl' => wp_lostpassword_url(),
		);
	}

	/**
	 * Answers `tresen_login_nonce` with a fresh nonce.
	 */
	public static function nonce(): void {
		nocache_headers();
		wp_send_json_success( array( 'nonce' => wp_create_nonce( self::NONCE ) ) );
	}

	/**
	 * A posted text field ('' when missing, null when not one string or too long).
	 *
	 * @param string $name Field.
	 */
	private static function field( string $name ): ?string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- login() checks the nonce before it uses a field.
		if ( ! isset( $_POST[ $name ] ) ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- as above; passwords are never sanitized.
		$value = wp_unslash( $_POST[ $name ] );
		if ( ! is_string( $value ) || strlen( $value ) > self::MAX_LENGTH || '' === wp_check_invalid_utf8( $value ) && '' !== $value ) {
			return null;
		}
		return $value;
	}

	/**
	 * Sends an error and ends the request.
	 *
	 * @param string $message German message.
	 * @param int    $status  HTTP status.
	 * @param string $field   Field the message belongs to ('' for the form).
	 * @return never
	 */
	private static function fail( string $message, int $status, string $field = '' ) {
		wp_send_json_error(
			array(
				'message' => $message,
				'field'   => $field,
				'nonce'   => wp_create_nonce( self::NONCE ),
			),
			$status
		);
	}

	/**
	 * Answers `tresen_login` (POST `username`, `password`, `rememberme`, `_wpnonce`).
	 */
	public static function login(): void {
		nocache_headers();
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( $_SERVER['REQUEST_METHOD'] ) : 'GET'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		if ( 'POST' !== $method ) {
			self::fail( __( 'Please log in with the form.', 'tresen' ), 405 );
		}
		if ( CrossSite::request() ) {
			self::fail( __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen' ), 403 );
		}
		$nonce = self::field( '_wpnonce' );
		if ( null === $nonce || ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			self::fail( __( 'Your session has expired. Please try again.', 'tresen' ), 403 );
		}
		if ( is_user_logged_in() ) {
			wp_send_json_success( array( 'reload' => true ) );
		}
		$username = self::field( 'username' );
		$password = self::field( 'password' );
		if ( null === $username || null === $password ) {
			self::fail( __( 'The login data could not be read. Please check your entries.', 'tresen' ), 400 );
		}
		$username = trim( $username );
		if ( '' === $username ) {
			self::fail( __( 'Please enter your username or email address.', 'tresen' ), 400, 'username' );
		}
		if ( '' === $password ) {
			self::fail( __( 'Please enter your password.', 'tresen' ), 400, 'password' );
		}
		$remember = '' !== (string) self::field( 'rememberme' );

		/** This filter is documented in WooCommerce's includes/class-wc-form-handler.php. */
		$errors = apply_filters( 'woocommerce_process_login_errors', new \WP_Error(), $username, $password ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook.
		if ( $errors instanceof \WP_Error && $errors->has_errors() ) {
			self::fail( self::message( $errors ), 400 );
		}
		$credentials = array(
			'user_login'    => $username,
			'user_password' => $password,
			'remember'      => $remember,
		);
		/** This filter is documented in WooCommerce's includes/class-wc-form-handler.php. */
		$credentials = apply_filters( 'woocommerce_login_credentials', $credentials ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook.
		$user        = wp_signon( is_array( $credentials ) ? $credentials : array(), is_ssl() );
		if ( is_wp_error( $user ) ) {
			self::fail( self::message( $user ), 400 );
		}
		wp_send_json_success( array( 'reload' => true ) );
	}

	/**
	 * The shopper's message for a failed login. WordPress's own refusals
	 * become one German message that does not tell which part was wrong;
	 * a plugin's refusal (a lockout, a captcha) keeps its own words.
	 *
	 * @param \WP_Error $error Error.
	 */
	public static function message( \WP_Error $error ): string {
		$code = (string) $error->get_error_code();
		if ( in_array( $code, array( 'invalid_username', 'invalid_email', 'incorrect_password', 'empty_username', 'empty_password', 'authentication_failed' ), true ) ) {
			return __( 'The username, email address or password is wrong. Please check your entries.', 'tresen' );
		}
		$message = trim( preg_replace( '/^\s*(<strong>)?(Error|Fehler)(<\/strong>)?:\s*/i', '', wp_strip_all_tags( (string) $error->get_error_message() ) ) ?? '' );
		return '' !== $message ? $message : __( 'Logging in failed. Please try again.', 'tresen' );
	}
}
