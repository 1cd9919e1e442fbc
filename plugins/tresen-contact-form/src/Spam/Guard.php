<?php
/**
 * Cheap spam checks without third parties: honeypot, minimum fill time and
 * a per-IP rate limit.
 *
 * The fill time comes from two places: the suite's script counts the
 * milliseconds on the form (`_tresen_fill_ms`), and every rendered form
 * carries a signed, time-stamped token (`_tresen_form_token`: when the
 * server printed it, and an HMAC of that time and the form id). A browser
 * without JavaScript, or Contact Form 7's own script posting the form as it
 * is, sends the token with an empty fill time; the token's age then counts.
 * A bot that fetches a fresh form and posts at once is too fast either way,
 * even when it claims a fill time. On a cached page the token is older than
 * the page, so the visitor is never told "too fast" for the cache's sake.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Spam;

use Tresen\Common\V5\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * Spam guard.
 */
final class Guard {

	/** Honeypot field: hidden from people, tempting for bots. */
	public const HONEYPOT = 'tresen-website';

	/** Hidden field the script fills with the milliseconds spent on the form. */
	public const FILL_TIME = '_tresen_fill_ms';

	/** Hidden field with the signed time the form was printed. */
	public const TOKEN = '_tresen_form_token';

	/**
	 * A form token: "<unix time>.<signature>".
	 *
	 * @param int      $form_id Form.
	 * @param int|null $issued  Time it was printed (now when null).
	 */
	public static function token( int $form_id, ?int $issued = null ): string {
		$issued = $issued ?? time();
		return $issued . '.' . self::sign( $form_id, $issued );
	}

	/**
	 * Signature of a form id and a time.
	 *
	 * @param int $form_id Form.
	 * @param int $issued  Time.
	 */
	private static function sign( int $form_id, int $issued ): string {
		return substr( hash_hmac( 'sha256', $form_id . '|' . $issued, wp_salt( 'nonce' ) . 'tresen_contact_form_token' ), 0, 24 );
	}

	/**
	 * Milliseconds since a valid token of this form was printed, or null
	 * (missing, forged, another form's, or from the future).
	 *
	 * @param mixed $token   Posted token.
	 * @param int   $form_id Form.
	 */
	public static function token_age_ms( $token, int $form_id ): ?int {
		if ( ! is_string( $token ) || 1 !== preg_match( '/^([0-9]{9,11})\.([0-9a-f]{24})$/D', $token, $m ) ) {
			return null;
		}
		$issued = (int) $m[1];
		if ( ! hash_equals( self::sign( $form_id, $issued ), $m[2] ) || $issued > time() + 60 ) {
			return null;
		}
		return max( 0, ( time() - $issued ) * 1000 );
	}

	/**
	 * Checks a submission. Returns null or the message key of the reason.
	 *
	 * A form's own token decides the time when it is valid; otherwise the
	 * script's fill time; a post with neither is too fast.
	 *
	 * @param array<string, mixed> $params  Posted body parameters.
	 * @param string               $ip      Remote address.
	 * @param int                  $form_id Form the post is for (0: not known, the token is not read).
	 */
	public static function check( array $params, string $ip, int $form_id = 0 ): ?string {
		$honeypot = $params[ self::HONEYPOT ] ?? '';
		if ( ! is_string( $honeypot ) || '' !== trim( $honeypot ) ) {
			return 'spam';
		}
		$fill    = $params[ self::FILL_TIME ] ?? null;
		$claimed = is_scalar( $fill ) && '' !== trim( (string) $fill ) ? (int) $fill : null;
		$age     = $form_id > 0 ? self::token_age_ms( $params[ self::TOKEN ] ?? null, $form_id ) : null;
		if ( null !== $age ) {
			// The server's own clock: a claimed fill time cannot make a fresh form older.
			if ( $age < self::min_fill_ms() || ( null !== $claimed && $claimed < self::min_fill_ms() ) ) {
				return 'too_fast';
			}
		} elseif ( null === $claimed || $claimed < self::min_fill_ms() ) {
			return 'too_fast';
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
		// Atomic (common/php RateLimit): requests that arrive at once, on any PHP node, never get past the limit together.
		return null === RateLimit::take( 'tresen_cf_rate_', array( substr( wp_hash( $ip, 'tresen_contact_form_rate' ), 0, 20 ) => $limit ), max( 1, $window ) );
	}
}
