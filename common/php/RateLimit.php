<?php
/**
 * Counts requests in a window, atomically, so a visitor or the whole shop
 * can be told "not so often" — also when several PHP processes or nodes
 * answer at the same moment.
 *
 * @package Tresen\Common
 */

namespace Tresen\Common\V5;

defined( 'ABSPATH' ) || exit;

/**
 * A counter per key and window, shared by the packages' abuse limits.
 *
 * Each counter is one row of the options table (Claim::RATE_PREFIX, value
 * `<window end>:<count>`), created with an atomic insert and counted up
 * with a compare-and-swap `UPDATE`: of two requests that read the same
 * count only one writes the next, the other reads again. So no key ever
 * counts more than its limit, however many requests arrive at once. The
 * window starts with a key's first request. Expired counters are deleted by
 * Claim's daily cleanup.
 *
 * The visitor's address is REMOTE_ADDR, or — only when REMOTE_ADDR is one of
 * the owner's trusted proxies — the address that proxy forwarded in
 * X-Forwarded-For (trusted_proxies()).
 */
final class RateLimit {

	/** Attempts of one count before a key under heavy contention counts as full. */
	private const ATTEMPTS = 25;

	/**
	 * Counts one more request under every key when all of them have room;
	 * otherwise returns the first key that is full (and counts nothing).
	 *
	 * @param string             $prefix Row name prefix of the package (e.g. 'tresen_wl_limit_').
	 * @param array<string, int> $limits Key => most requests in the window.
	 * @param int                $window Window in seconds.
	 */
	public static function take( string $prefix, array $limits, int $window ): ?string {
		$now   = time();
		$taken = array();
		foreach ( $limits as $key => $max ) {
			$name    = Claim::RATE_PREFIX . $prefix . md5( (string) $key );
			$written = self::count( $name, (int) $max, max( 1, $window ), $now );
			if ( null === $written ) {
				foreach ( $taken as $counted => $value ) {
					self::uncount( (string) $counted, $value );
				}
				return (string) $key;
			}
			$taken[ $name ] = $written;
		}
		return null;
	}

	/**
	 * Counts one request in a counter row unless it is full.
	 *
	 * @param string $name   Option name.
	 * @param int    $max    Most requests in the window.
	 * @param int    $window Window in seconds.
	 * @param int    $now    Now.
	 * @return string|null The value written, null when full.
	 */
	private static function count( string $name, int $max, int $window, int $now ): ?string {
		if ( $max < 1 ) {
			return null;
		}
		for ( $i = 0; $i < self::ATTEMPTS; $i++ ) {
			$current = Claim::read( $name );
			if ( null === $current ) {
				$next = ( $now + $window ) . ':1';
				if ( Claim::insert( $name, $next ) ) {
					return $next;
				}
				continue;
			}
			$until = Claim::expiry( $current );
			$count = (int) substr( $current, (int) strpos( $current, ':' ) + 1 );
			if ( $until <= $now ) {
				$next = ( $now + $window ) . ':1';
			} elseif ( $count >= $max ) {
				return null;
			} else {
				$next = $until . ':' . ( $count + 1 );
			}
			if ( Claim::swap( $name, $current, $next ) ) {
				return $next;
			}
		}
		return null;
	}

	/**
	 * Takes back one count (another key was full), while its window lasts.
	 *
	 * @param string $name    Option name.
	 * @param string $written The value count() wrote.
	 */
	private static function uncount( string $name, string $written ): void {
		$until = Claim::expiry( $written );
		for ( $i = 0; $i < self::ATTEMPTS; $i++ ) {
			$current = Claim::read( $name );
			if ( null === $current || Claim::expiry( $current ) !== $until ) {
				return;
			}
			$count = (int) substr( $current, (int) strpos( $current, ':' ) + 1 );
			if ( $count < 1 || Claim::swap( $name, $current, $until . ':' . ( $count - 1 ) ) ) {
				return;
			}
		}
	}

	/**
	 * The visitor's network address, hashed ('' when unknown).
	 */
	public static function address(): string {
		$ip = self::client_ip();
		return '' === $ip ? '' : hash_hmac( 'sha256', $ip, wp_salt( 'nonce' ) );
	}

	/**
	 * The visitor's network address ('' when unknown): REMOTE_ADDR, unless
	 * that is a trusted proxy; then X-Forwarded-For is read from the right,
	 * past every trusted proxy, and the first other address is the visitor.
	 * Without trusted proxies (the default) the header is never read, so a
	 * visitor cannot choose their own address.
	 */
	public static function client_ip(): string {
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders, WordPressVIPMinimum.Variables.RestrictedVariables.cache_constraints___SERVER__REMOTE_ADDR__ -- rate limits only; never stored or printed.
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) ) : '';
		if ( '' === $ip ) {
			return '';
		}
		$proxies = self::trusted_proxies();
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders -- read only behind the owner's trusted proxies.
		if ( ! $proxies || ! isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) || ! is_string( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
			return $ip;
		}
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders -- read only behind the owner's trusted proxies.
		$hops = array_reverse( explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) ) );
		foreach ( $hops as $hop ) {
			if ( ! self::trusted( $ip, $proxies ) ) {
				break;
			}
			$hop = trim( $hop );
			if ( false === filter_var( $hop, FILTER_VALIDATE_IP ) ) {
				break;
			}
			$ip = $hop;
		}
		return $ip;
	}

	/**
	 * The owner's trusted proxies (addresses or CIDR ranges): the constant
	 * TRESEN_TRUSTED_PROXIES (comma- or space-separated, e.g. in
	 * wp-config.php: `define( 'TRESEN_TRUSTED_PROXIES', '10.0.0.0/8' );`),
	 * then the filter `tresen_trusted_proxies`. None by default.
	 *
	 * @return list<string>
	 */
	public static function trusted_proxies(): array {
		$configured = defined( 'TRESEN_TRUSTED_PROXIES' ) ? constant( 'TRESEN_TRUSTED_PROXIES' ) : '';
		$list       = is_string( $configured ) ? preg_split( '/[\s,]+/', $configured, -1, PREG_SPLIT_NO_EMPTY ) : array();
		$list       = apply_filters( 'tresen_trusted_proxies', is_array( $list ) ? $list : array() );
		$proxies    = array();
		foreach ( is_array( $list ) ? $list : array() as $entry ) {
			if ( is_string( $entry ) && '' !== trim( $entry ) ) {
				$proxies[] = trim( $entry );
			}
		}
		return $proxies;
	}

	/**
	 * Whether an address is one of the proxies (an address or a CIDR range).
	 *
	 * @param string       $ip      Address.
	 * @param list<string> $proxies Addresses and ranges.
	 */
	private static function trusted( string $ip, array $proxies ): bool {
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		$address = (string) inet_pton( $ip );
		foreach ( $proxies as $proxy ) {
			$parts = explode( '/', $proxy, 2 );
			if ( false === filter_var( $parts[0], FILTER_VALIDATE_IP ) ) {
				continue;
			}
			$network = (string) inet_pton( $parts[0] );
			$size    = strlen( $address ) * 8;
			$bits    = isset( $parts[1] ) && ctype_digit( $parts[1] ) ? (int) $parts[1] : $size;
			if ( strlen( $network ) !== strlen( $address ) || $bits > $size ) {
				continue;
			}
			$bytes = intdiv( $bits, 8 );
			$rest  = $bits % 8;
			if ( substr( $address, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
				continue;
			}
			if ( 0 === $rest ) {
				return true;
			}
			$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
			if ( ( ord( $address[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask ) ) {
				return true;
			}
		}
		return false;
	}
}
