<?php
/**
 * The plugin's lines in WooCommerce's log.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * Every PayPal API call's outcome and every webhook decision goes to
 * WooCommerce → Status → Logs under the source `tresen-paypal`, so a store
 * owner can follow a payment without a developer. Lines name PayPal's ids
 * (orders, captures, refunds, debug ids) and WooCommerce order numbers;
 * never a secret, an access token, an Authorization header or a payer's
 * account data. As a last guard, anything that looks like a credential is
 * masked before it is written.
 */
final class Log {

	public const SOURCE = 'tresen-paypal';

	/**
	 * Writes a line.
	 *
	 * @param string $level   WooCommerce log level.
	 * @param string $message Message (English, for the developer reading it with the owner).
	 */
	public static function write( string $level, string $message ): void {
		if ( ! function_exists( 'wc_get_logger' ) ) {
			return;
		}
		wc_get_logger()->log( $level, self::mask( $message ), array( 'source' => self::SOURCE ) );
	}

	/**
	 * An informational line.
	 *
	 * @param string $message Message.
	 */
	public static function info( string $message ): void {
		self::write( 'info', $message );
	}

	/**
	 * A warning.
	 *
	 * @param string $message Message.
	 */
	public static function warning( string $message ): void {
		self::write( 'warning', $message );
	}

	/**
	 * An error.
	 *
	 * @param string $message Message.
	 */
	public static function error( string $message ): void {
		self::write( 'error', $message );
	}

	/**
	 * Masks credentials: the configured secrets, and Basic/Bearer values.
	 *
	 * @param string $message Message.
	 */
	public static function mask( string $message ): string {
		$message = (string) preg_replace( '/\b(Basic|Bearer)\s+[A-Za-z0-9._~+\/=-]+/i', '$1 ***', $message );
		foreach ( array( 'sandbox_client_secret', 'client_secret' ) as $key ) {
			$secret = \Tresen\Common\V4\Payments::setting( Gateway::ID, $key );
			if ( strlen( $secret ) >= 4 ) {
				$message = str_replace( $secret, '***', $message );
			}
		}
		return $message;
	}
}
