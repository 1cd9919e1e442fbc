<?php
/**
 * Counts requests in a fixed window (transients), so a visitor or the whole
 * shop can be told "not so often".
 *
 * @package Tresen\Common
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * A counter per key and window, shared by the packages' abuse limits.
 */
final class RateLimit {

	/**
	 * Counts one more request under every key when all of them have room;
	 * otherwise returns the first key that is full (and counts nothing).
	 *
	 * @param string             $prefix Transient name prefix of the package (e.g. 'tresen_wl_limit_').
	 * @param array<string, int> $limits Key => most requests in the window.
	 * @param int                $window Window in seconds.
	 */
	public static function take( string $prefix, array $limits, int $window ): ?string {
		$now   = time();
		$state = array();
		foreach ( $limits as $key => $max ) {
			$name  = $prefix . md5( $key );
			$saved = get_transient( $name );
			$entry = is_array( $saved ) && isset( $saved['n'], $saved['until'] ) && (int) $saved['until'] > $now
				? array(
					'n'     => (int) $saved['n'],
					'until' => (int) $saved['until'],
				)
				: array(
					'n'     => 0,
					'until' => $now + $window,
				);
			if ( $entry['n'] >= $max ) {
				return $key;
			}
			$state[ $name ] = $entry;
		}
		foreach ( $state as $name => $entry ) {
			++$entry['n'];
			set_transient( $name, $entry, max( 1, $entry['until'] - $now ) );
		}
		return null;
	}

	/**
	 * The visitor's network address, hashed ('' when unknown).
	 */
	public static function address(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return '' === $ip ? '' : hash_hmac( 'sha256', $ip, wp_salt( 'nonce' ) );
	}
}
