<?php
/**
 * Whether a request came from another website, as the browser tells it.
 *
 * A guest's nonce is the same for every guest, so a nonce alone does not
 * prove that the shopper's own page sent a request; only the browser's
 * `Sec-Fetch-Site` and `Origin` headers do. Every package asks this one
 * check and answers a refusal in its own words.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * The cross-site check of state-changing requests.
 */
final class CrossSite {

	/**
	 * Whether a request came from another site: the browser says so
	 * (`Sec-Fetch-Site: cross-site`), or its `Origin` is neither the shop's
	 * nor the host it was sent to (`null` from sandboxed frames and data:
	 * URLs included). Requests without these headers (old browsers, servers)
	 * are not judged here; their nonces still are.
	 *
	 * @param array<string, mixed> $server $_SERVER (unslashed).
	 * @param string               $home   The shop's home URL.
	 */
	public static function is_cross_site( array $server, string $home ): bool {
		$fetch_site = isset( $server['HTTP_SEC_FETCH_SITE'] ) && is_string( $server['HTTP_SEC_FETCH_SITE'] ) ? strtolower( trim( $server['HTTP_SEC_FETCH_SITE'] ) ) : '';
		if ( 'cross-site' === $fetch_site ) {
			return true;
		}
		if ( in_array( $fetch_site, array( 'same-origin', 'same-site', 'none' ), true ) ) {
			return false;
		}
		$origin = isset( $server['HTTP_ORIGIN'] ) && is_string( $server['HTTP_ORIGIN'] ) ? trim( $server['HTTP_ORIGIN'] ) : '';
		if ( '' === $origin ) {
			return false;
		}
		if ( 'null' === strtolower( $origin ) ) {
			return true;
		}
		$allowed = array( self::origin_of( $home ) );
		$host    = isset( $server['HTTP_HOST'] ) && is_string( $server['HTTP_HOST'] ) ? strtolower( trim( $server['HTTP_HOST'] ) ) : '';
		if ( '' !== $host ) {
			$scheme    = ( ! empty( $server['HTTPS'] ) && 'off' !== $server['HTTPS'] ) ? 'https' : 'http';
			$allowed[] = self::origin_of( $scheme . '://' . $host );
		}
		$origin = self::origin_of( $origin );
		return '' === $origin || ! in_array( $origin, $allowed, true );
	}

	/**
	 * Whether the current request came from another site (its `$_SERVER`
	 * against `home_url()`), whatever its method.
	 */
	public static function request(): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- headers compared only.
		return self::is_cross_site( wp_unslash( $_SERVER ), home_url( '/' ) );
	}

	/**
	 * Whether the current request is a `POST` from another site.
	 */
	public static function post(): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( $_SERVER['REQUEST_METHOD'] ) : 'GET';
		return 'POST' === $method && self::request();
	}

	/**
	 * scheme://host[:port] of a URL, lower case, default ports dropped
	 * ('' when it names no host).
	 *
	 * @param string $url URL.
	 */
	public static function origin_of( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme  = strtolower( $parts['scheme'] ?? 'http' );
		$port    = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		$default = ( 'https' === $scheme && 443 === $port ) || ( 'http' === $scheme && 80 === $port );
		return $scheme . '://' . strtolower( $parts['host'] ) . ( $default ? '' : ':' . $port );
	}
}
