<?php
/**
 * The plugin's log: every API call's outcome and every webhook decision.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Writes through WooCommerce's logger (WooCommerce → Status → Logs, source
 * `tresen-stripe`), so an owner can answer "what happened to this payment".
 * Lines name methods, paths, statuses, Stripe's error codes, event ids and
 * types, order numbers and what was decided; never keys, webhook secrets,
 * client secrets or card data. As a second guard every line is scrubbed of
 * anything shaped like a key, a secret or a card number before it leaves.
 */
final class Log {

	/** The log's source (WooCommerce names the file after it). */
	public const SOURCE = 'tresen-stripe';

	/**
	 * Writes one line.
	 *
	 * @param string $level   info, warning or error.
	 * @param string $message The line.
	 */
	public static function write( string $level, string $message ): void {
		if ( ! function_exists( 'wc_get_logger' ) ) {
			return;
		}
		$logger = wc_get_logger();
		if ( is_object( $logger ) && method_exists( $logger, 'log' ) ) {
			$logger->log( $level, self::scrub( $message ), array( 'source' => self::SOURCE ) );
		}
	}

	/**
	 * An informational line.
	 *
	 * @param string $message The line.
	 */
	public static function info( string $message ): void {
		self::write( 'info', $message );
	}

	/**
	 * A warning (something an owner should look at).
	 *
	 * @param string $message The line.
	 */
	public static function warning( string $message ): void {
		self::write( 'warning', $message );
	}

	/**
	 * Removes anything shaped like a secret from a line: API keys
	 * (sk_/rk_/pk_), webhook secrets (whsec_), client secrets
	 * (…_secret_…), bearer tokens and runs of 12 or more digits (card
	 * numbers, IBAN digits).
	 *
	 * @param string $message The line.
	 */
	public static function scrub( string $message ): string {
		$patterns = array(
			'/\b(?:sk|rk|pk)_(?:test|live)_[A-Za-z0-9]+/' => '[key]',
			'/\bwhsec_[A-Za-z0-9]+/'                      => '[webhook secret]',
			'/\b((?:pi|seti|src)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+/' => '$1_secret_[redacted]',
			'/Bearer\s+\S+/i'                             => 'Bearer [redacted]',
			'/\d(?:[ -]?\d){11,}/'                        => '[number]',
		);
		return (string) preg_replace( array_keys( $patterns ), array_values( $patterns ), $message );
	}
}
