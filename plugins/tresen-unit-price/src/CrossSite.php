<?php
/**
 * Whether a request came from another website, as the browser tells it.
 *
 * A guest's nonce is the same for every guest, so only the browser's
 * `Sec-Fetch-Site` and `Origin` headers show that another site sent a
 * request. The plugin asks them itself, so it stands alone without the
 * Tresen theme (whose guard answers the same for every wc-ajax POST).
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * The cross-site check.
 */
final class CrossSite {

	/**
	 * Whether a request came from another site: `Sec-Fetch-Site: cross-site`,
	 * or an `Origin` that is neither the shop's nor the requested host's.
	 * Requests without these headers (old browsers, servers) are left to the nonce.
	 *
	 * @param array<string, mixed> $server $_SERVER.
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
			return true; // Sandboxed frames and data: URLs send "null".
		}
		$allowed = array( self::origin_of( $home ) );
		$host    = isset( $server['HTTP_HOST'] ) && is_string( $server['HTTP_HOST'] ) ? strtolower( $server['HTTP_HOST'] ) : '';
		if ( '' !== $host ) {
			$scheme    = ( ! empty( $server['HTTPS'] ) && 'off' !== $server['HTTPS'] ) ? 'https' : 'http';
			$allowed[] = self::origin_of( $scheme . '://' . $host );
		}
		return ! in_array( self::origin_of( $origin ), $allowed, true );
	}

	/**
	 * scheme://host[:port] of a URL, lower case, default ports dropped.
	 *
	 * @param string $url URL.
	 */
	private static function origin_of( string $url ): string {
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
