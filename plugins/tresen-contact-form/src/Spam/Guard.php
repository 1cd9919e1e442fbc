<?php
/**
 * Cheap spam checks without third parties: honeypot, minimum fill time and
 * a per-IP rate limit.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Spam;

defined( 'ABSPATH' ) || exit;

/**
 * Spam guard.
 */
final class Guard {

	/** Honeypot field: hidden from people, tempting for bots. */
	public const HONEYPOT = 'tresen-website';

	/** Hidden field the script fills with the milliseconds spent on the form. */
	public const FILL_TIME = '_tresen_fill_ms';

	/**
	 * Checks a submission. Returns null or the message key of the reason.
	 *
	 * @param array<string, mixed> $params Posted body parameters.
	 * @param string               $ip     Remote address.
	 */
	public static function check( array $params, string $ip ): ?string {
		$honeypot = $params[ self::HONEYPOT ] ?? '';
		if ( ! is_string( $honeypot ) || '' !== trim( $honeypot ) ) {
			return 'spam';
		}
		if ( isset( $params[ self::FILL_TIME ] ) ) {
			$elapsed = is_scalar( $params[ self::FILL_TIME ] ) ? (int) $params[ self::FILL_TIME ] : 0;
			if ( $elapsed < self::min_fill_ms() ) {
				return 'too_fast';
			}
		}
		if ( ! self::take_rate_slot( $ip ) ) {
			return 'rate_limited';
		}
		return null;
	}

	/**
	 * Minimum time a person needs to fill a form, in ms (filterable).
	 */
	public static function min_fill_ms(): int {
		return (int) apply_filters( 'tresen_contact_form_min_fill_ms', 3000 );
	}

	/**
	 * Counts a submission for the address; false when the limit is reached.
	 *
	 * @param string $ip Remote address.
	 */
	public static function take_rate_slot( string $ip ): bool {
		$limit  = (int) apply_filters( 'tresen_contact_form_rate_limit', (int) get_option( 'tresen_contact_form_rate_limit', 5 ) );
		$window = (int) apply_filters( 'tresen_contact_form_rate_window', 10 * MINUTE_IN_SECONDS );
		if ( $limit <= 0 ) {
			return true;
		}
		$key   = 'tresen_cf_rate_' . substr( wp_hash( $ip, 'tresen_contact_form_rate' ), 0, 20 );
		$state = get_transient( $key );
		$now   = time();
		if ( ! is_array( $state ) || ( $state['start'] ?? 0 ) + $window <= $now ) {
			$state = array(
				'start' => $now,
				'count' => 0,
			);
		}
		if ( $state['count'] >= $limit ) {
			return false;
		}
		++$state['count'];
		set_transient( $key, $state, max( 1, $state['start'] + $window - $now ) );
		return true;
	}
}
