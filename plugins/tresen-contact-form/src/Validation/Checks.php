<?php
/**
 * Single-value checks. Mirrors client/contact-form/swv/checks.ts; the shared
 * cases in tests/fixtures/rules/*.json keep the two in step.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Static checks on one trimmed value.
 */
final class Checks {

	/** Schemes accepted by the url rule (WordPress' default allowed protocols). */
	public const URL_SCHEMES = array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );

	/**
	 * Trims the whitespace JavaScript's String.prototype.trim() removes.
	 *
	 * @param string $value Value.
	 */
	public static function trim( string $value ): string {
		$trimmed = preg_replace( '/^[\t\n\x{0B}\f\r\x{2028}\x{2029}\x{FEFF}\p{Zs}]+|[\t\n\x{0B}\f\r\x{2028}\x{2029}\x{FEFF}\p{Zs}]+$/uD', '', $value );
		return null === $trimmed ? trim( $value ) : $trimmed;
	}

	/**
	 * Length in UTF-16 code units (as a browser counts), CRLF counted once.
	 *
	 * @param string $value Value.
	 */
	public static function text_length( string $value ): int {
		$value = str_replace( "\r\n", "\n", $value );
		return (int) ( strlen( (string) mb_convert_encoding( $value, 'UTF-16LE', 'UTF-8' ) ) / 2 );
	}

	/**
	 * The classic WordPress is_email() rules.
	 *
	 * @param string $value Value.
	 */
	public static function is_email( string $value ): bool {
		if ( strlen( $value ) < 6 ) {
			return false;
		}
		$at = strpos( $value, '@', 1 );
		if ( false === $at ) {
			return false;
		}
		$local  = substr( $value, 0, $at );
		$domain = substr( $value, $at + 1 );
		if ( ! preg_match( '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/D', $local ) ) {
			return false;
		}
		if ( str_contains( $domain, '..' ) || preg_match( '/^[.\s]|[.\s]$/D', $domain ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[a-z0-9-]+$/iD', $label ) || str_starts_with( $label, '-' ) || str_ends_with( $label, '-' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * An address with an allowed scheme; http(s)/ftp(s) need a host.
	 *
	 * @param string $value Value.
	 */
	public static function is_url( string $value ): bool {
		if ( ! preg_match( '/^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/sDu', $value, $m ) ) {
			return false;
		}
		$scheme = strtolower( $m[1] );
		if ( ! in_array( $scheme, self::URL_SCHEMES, true ) ) {
			return false;
		}
		if ( in_array( $scheme, array( 'http', 'https', 'ftp', 'ftps' ), true ) ) {
			return 1 === preg_match( '~^//(?:[^\s/?#@]*@)?(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.?|\[[0-9a-fA-F:.]+\])(?::[0-9]{0,5})?(?:[/?#]\S*)?$~Du', $m[2] );
		}
		return 1 === preg_match( '/^\S+$/Du', $m[2] );
	}

	/**
	 * Phone numbers: 6 to 15 characters (a leading + counts) after stripping separators.
	 *
	 * @param string $value Value.
	 */
	public static function is_tel( string $value ): bool {
		$tel = (string) preg_replace( '/[#*].*$/sD', '', $value );
		$tel = (string) preg_replace( '/[\s()\/.\-]/u', '', $tel );
		if ( str_starts_with( $tel, '00' ) ) {
			$tel = '+' . substr( $tel, 2 );
		}
		return 1 === preg_match( '/^\+?[0-9]+$/D', $tel ) && strlen( $tel ) > 5 && strlen( $tel ) < 16;
	}

	/**
	 * HTML "valid floating-point number".
	 *
	 * @param string $value Value.
	 */
	public static function is_number( string $value ): bool {
		return 1 === preg_match( '/^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/D', $value );
	}

	/**
	 * YYYY-MM-DD on the real calendar.
	 *
	 * @param string $value Value.
	 */
	public static function is_date( string $value ): bool {
		return null !== self::parse_date( $value );
	}

	/**
	 * Parses YYYY-MM-DD.
	 *
	 * @param string $value Value.
	 * @return int[]|null [year, month, day].
	 */
	public static function parse_date( string $value ): ?array {
		if ( ! preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/D', $value, $m ) ) {
			return null;
		}
		$y  = (int) $m[1];
		$mo = (int) $m[2];
		$d  = (int) $m[3];
		return ( $y >= 1 && checkdate( $mo, $d, $y ) ) ? array( $y, $mo, $d ) : null;
	}

	/**
	 * ISO weekday (Monday = 1) of a calendar date, in the site's time zone.
	 *
	 * @param string $value Value.
	 */
	public static function iso_weekday( string $value ): ?int {
		if ( ! self::is_date( $value ) ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, wp_timezone() );
		return $date ? (int) $date->format( 'N' ) : null;
	}

	/**
	 * Time hh:mm or hh:mm:ss.
	 *
	 * @param string $value Value.
	 */
	public static function is_time( string $value ): bool {
		return 1 === preg_match( '/^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/D', $value );
	}

	/**
	 * Whether value - base is a multiple of interval, to 6 decimals.
	 *
	 * @param float $value    Value.
	 * @param float $base     Base.
	 * @param float $interval Interval.
	 */
	public static function is_step( float $value, float $base, float $interval ): bool {
		if ( ! ( $interval > 0 ) ) {
			return true;
		}
		$remainder = abs( fmod( $value - $base, $interval ) );
		return $remainder < 0.0000005 || abs( $interval - $remainder ) < 0.0000005;
	}

	/**
	 * Whether a file matches an accept entry (".ext" or a MIME pattern).
	 *
	 * @param string   $name   File name.
	 * @param string   $type   MIME type.
	 * @param string[] $accept Accept list.
	 */
	public static function file_matches( string $name, string $type, array $accept ): bool {
		$name = strtolower( $name );
		$type = strtolower( $type );
		foreach ( $accept as $raw ) {
			$entry = strtolower( trim( (string) $raw ) );
			if ( str_starts_with( $entry, '.' ) ) {
				if ( strlen( $entry ) > 1 && str_ends_with( $name, $entry ) ) {
					return true;
				}
			} elseif ( str_contains( $entry, '/' ) && '' !== $type ) {
				if ( str_ends_with( $entry, '/*' ) ? str_starts_with( $type, substr( $entry, 0, -1 ) ) : $type === $entry ) {
					return true;
				}
			}
		}
		return false;
	}
}
