<?php
/**
 * Server-side consent check for the other plugins.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the visitor's consent from the consent cookies.
 *
 * Pages are cached: never use this to vary the HTML of a cacheable page.
 * Use it where the request is per-visitor anyway (admin-ajax, WC-AJAX, REST,
 * checkout processing, setting a cookie in PHP). In the browser use
 * `window.tresenConsent.has()` (or `hasConsent()` from @tresen/common/consent).
 */
final class Consent {

	public const VIEWED_COOKIE     = 'viewed_cookie_policy';
	public const CHECKBOX_PREFIX   = 'cookielawinfo-checkbox-';
	public const PREFERENCE_COOKIE = 'CookieLawInfoConsent';

	/**
	 * Whether the visitor granted a category for the current policy version.
	 * "necessary" is always granted. Filter: `tresen_consent_has`.
	 *
	 * @param string                     $category Category slug, e.g. "marketing".
	 * @param array<string, string>|null $cookies  Cookies to read (default $_COOKIE).
	 */
	public static function has( string $category, ?array $cookies = null ): bool {
		$category = sanitize_key( $category );
		$has      = self::from_cookies( $category, $cookies ?? wp_unslash( $_COOKIE ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- read and validated in from_cookies().
		/**
		 * Filters the answer of Consent::has().
		 *
		 * @param bool   $has      Whether the category is granted.
		 * @param string $category Category slug.
		 */
		return (bool) apply_filters( 'tresen_consent_has', $has, $category );
	}

	/**
	 * Whether the visitor has decided for the current policy version.
	 *
	 * @param array<string, string>|null $cookies Cookies to read (default $_COOKIE).
	 */
	public static function decided( ?array $cookies = null ): bool {
		return null !== self::current_record( $cookies ?? wp_unslash( $_COOKIE ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only compared in current_record().
	}

	/**
	 * The decoded preference cookie when the visitor decided ("yes" or "no")
	 * for the current policy version, else null.
	 *
	 * @param array<string, mixed> $cookies Cookies.
	 * @return array{ver: int, flags: array<string, bool>}|null
	 */
	private static function current_record( array $cookies ): ?array {
		$viewed = $cookies[ self::VIEWED_COOKIE ] ?? '';
		if ( 'yes' !== $viewed && 'no' !== $viewed ) {
			return null;
		}
		$record = self::preference( $cookies );
		return null !== $record && Options::version() === $record['ver'] ? $record : null;
	}

	/**
	 * Decodes the preference cookie (base64 JSON) into version and flags.
	 *
	 * @param array<string, mixed> $cookies Cookies.
	 * @return array{ver: int, flags: array<string, bool>}|null
	 */
	public static function preference( array $cookies ): ?array {
		$raw = isset( $cookies[ self::PREFERENCE_COOKIE ] ) && is_string( $cookies[ self::PREFERENCE_COOKIE ] ) ? $cookies[ self::PREFERENCE_COOKIE ] : '';
		if ( '' === $raw || strlen( $raw ) > 4096 ) {
			return null;
		}
		$json = base64_decode( strtr( $raw, ' ', '+' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the cookie format is base64 JSON.
		$data = false === $json ? null : json_decode( $json, true );
		if ( ! is_array( $data ) || ! isset( $data['ver'] ) || ! is_numeric( $data['ver'] ) ) {
			return null;
		}
		$flags = array();
		foreach ( $data as $key => $value ) {
			if ( 'ver' === $key || 'ccpaOptout' === $key || ! is_string( $key ) ) {
				continue;
			}
			if ( true === $value || 'true' === $value ) {
				$flags[ sanitize_key( $key ) ] = true;
			} elseif ( false === $value || 'false' === $value ) {
				$flags[ sanitize_key( $key ) ] = false;
			}
		}
		return array(
			'ver'   => (int) $data['ver'],
			'flags' => $flags,
		);
	}

	/**
	 * The answer before the filter.
	 *
	 * @param string               $category Category slug.
	 * @param array<string, mixed> $cookies  Cookies.
	 */
	private static function from_cookies( string $category, array $cookies ): bool {
		if ( Options::NECESSARY === $category ) {
			return true;
		}
		if ( 'yes' !== ( $cookies[ self::VIEWED_COOKIE ] ?? '' ) || ! isset( Options::enabled_categories()[ $category ] ) ) {
			return false;
		}
		$record = self::current_record( $cookies );
		return null !== $record && true === ( $record['flags'][ $category ] ?? false );
	}
}
