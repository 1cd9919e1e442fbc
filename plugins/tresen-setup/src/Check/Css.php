<?php
/**
 * What the check reads from CSS without a browser: the rules of a
 * stylesheet, font sizes and colours, and WCAG's contrast ratio. Enough for
 * the marker size and the focus outline; the full test is the e2e in a
 * browser (computed styles, axe).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * CSS helpers.
 */
final class Css {

	/**
	 * The style rules of a stylesheet (also those inside @media and
	 * @supports), each with its selectors and declarations.
	 *
	 * @param string $css Stylesheet.
	 * @return list<array{selectors: list<string>, declarations: array<string, string>}>
	 */
	public static function rules( string $css ): array {
		$css = (string) preg_replace( '#/\*.*?\*/#s', '', $css );
		$out = array();
		if ( ! preg_match_all( '/([^{}]+)\{([^{}]*)\}/', $css, $matches, PREG_SET_ORDER ) ) {
			return $out;
		}
		foreach ( $matches as $m ) {
			$prelude = trim( $m[1] );
			// An at-rule's own block (@font-face, @page) or the text before an @media's first rule.
			$prelude = trim( (string) preg_replace( '/^.*;/s', '', $prelude ) );
			if ( '' === $prelude || str_starts_with( $prelude, '@' ) ) {
				continue;
			}
			$declarations = array();
			foreach ( explode( ';', $m[2] ) as $declaration ) {
				$colon = strpos( $declaration, ':' );
				if ( false === $colon ) {
					continue;
				}
				$name = strtolower( trim( substr( $declaration, 0, $colon ) ) );
				if ( '' !== $name ) {
					$declarations[ $name ] = trim( (string) preg_replace( '/\s*!important\s*$/i', '', trim( substr( $declaration, $colon + 1 ) ) ) );
				}
			}
			$out[] = array(
				'selectors'    => array_values( array_filter( array_map( 'trim', explode( ',', $prelude ) ) ) ),
				'declarations' => $declarations,
			);
		}
		return $out;
	}

	/**
	 * The last compound selector of a complex selector (".price .amount" => ".amount").
	 *
	 * @param string $selector Selector.
	 */
	public static function subject( string $selector ): string {
		$parts = preg_split( '/\s*[>+~]\s*|\s+/', trim( $selector ) );
		return is_array( $parts ) ? (string) end( $parts ) : $selector;
	}

	/**
	 * Whether a compound selector names a class.
	 *
	 * @param string $compound   Compound selector.
	 * @param string $class_name Class.
	 */
	public static function has_class( string $compound, string $class_name ): bool {
		return (bool) preg_match( '/\.' . preg_quote( $class_name, '/' ) . '(?![\w-])/', $compound );
	}

	/**
	 * A font size: ['rel', factor] for em, %, smaller and larger (relative
	 * to the parent), ['abs', px] for px, rem, pt and the size keywords,
	 * null for what cannot be read (calc(), var(), clamp() …).
	 *
	 * @param string $value CSS value.
	 * @return array{0: string, 1: float}|null
	 */
	public static function font_size( string $value ): ?array {
		$value    = strtolower( trim( $value ) );
		$keywords = array(
			'xx-small'  => 9.0,
			'x-small'   => 10.0,
			'small'     => 13.0,
			'medium'    => 16.0,
			'large'     => 18.0,
			'x-large'   => 24.0,
			'xx-large'  => 32.0,
			'xxx-large' => 48.0,
		);
		if ( 'inherit' === $value || 'unset' === $value ) {
			return array( 'rel', 1.0 );
		}
		if ( 'smaller' === $value ) {
			return array( 'rel', 0.833 );
		}
		if ( 'larger' === $value ) {
			return array( 'rel', 1.2 );
		}
		if ( isset( $keywords[ $value ] ) ) {
			return array( 'abs', $keywords[ $value ] );
		}
		if ( ! preg_match( '/^(\d*\.?\d+)(em|%|px|rem|pt)$/', $value, $m ) ) {
			return null;
		}
		$n = (float) $m[1];
		switch ( $m[2] ) {
			case 'em':
				return array( 'rel', $n );
			case '%':
				return array( 'rel', $n / 100 );
			case 'rem':
				return array( 'abs', $n * 16 );
			case 'pt':
				return array( 'abs', $n * 4 / 3 );
			default:
				return array( 'abs', $n );
		}
	}

	/**
	 * A CSS colour as [r, g, b] (0–255), or null (named colours other than
	 * black and white, transparency and var() are not read).
	 *
	 * @param string $value CSS colour.
	 * @return array{0: int, 1: int, 2: int}|null
	 */
	public static function rgb( string $value ): ?array {
		$value = strtolower( trim( $value ) );
		$named = array(
			'white' => '#ffffff',
			'black' => '#000000',
		);
		$value = $named[ $value ] ?? $value;
		if ( preg_match( '/^#([0-9a-f]{3})$/', $value, $m ) ) {
			$value = '#' . $m[1][0] . $m[1][0] . $m[1][1] . $m[1][1] . $m[1][2] . $m[1][2];
		}
		if ( preg_match( '/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(ff)?$/', $value, $m ) ) {
			return array( (int) hexdec( $m[1] ), (int) hexdec( $m[2] ), (int) hexdec( $m[3] ) );
		}
		if ( preg_match( '/^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,\/]\s*(1|1\.0+|100%)\s*)?\)$/', $value, $m ) ) {
			return array( min( 255, (int) $m[1] ), min( 255, (int) $m[2] ), min( 255, (int) $m[3] ) );
		}
		return null;
	}

	/**
	 * WCAG 2 contrast ratio of two colours (1–21), or null when one cannot be read.
	 *
	 * @param string $foreground CSS colour.
	 * @param string $background CSS colour.
	 */
	public static function contrast( string $foreground, string $background ): ?float {
		$a = self::rgb( $foreground );
		$b = self::rgb( $background );
		if ( null === $a || null === $b ) {
			return null;
		}
		$la = self::luminance( $a );
		$lb = self::luminance( $b );
		return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
	}

	/**
	 * Relative luminance (WCAG 2).
	 *
	 * @param array{0: int, 1: int, 2: int} $rgb Colour.
	 */
	private static function luminance( array $rgb ): float {
		$c = array_map(
			static function ( int $v ): float {
				$s = $v / 255;
				return $s <= 0.04045 ? $s / 12.92 : ( ( $s + 0.055 ) / 1.055 ) ** 2.4;
			},
			$rgb
		);
		return 0.2126 * $c[0] + 0.7152 * $c[1] + 0.0722 * $c[2];
	}
}
