<?php
/**
 * The owner's settings (Customizer, stored as theme mods): their defaults,
 * how each is cleaned, and what they change on the page.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Owner;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and cleans the theme mods; turns them into CSS custom properties
 * (inline, no extra file) and classes on the body and the header.
 */
final class Settings {

	/** Default accent colour (also the accent of theme.json). */
	public const ACCENT = '#7b1e3a';

	/** Lowest contrast of the accent against white (links and button text, WCAG AA). */
	public const MIN_CONTRAST = 4.5;

	/**
	 * Every setting: key => default.
	 *
	 * @var array<string, string|int|bool>
	 */
	public const DEFAULTS = array(
		'tresen_logo_height'        => 48,
		'tresen_header_layout'      => 'left',
		'tresen_header_search'      => 'bar',
		'tresen_header_sticky'      => true,
		'tresen_footer_columns'     => 3,
		'tresen_footer_text_1'      => '',
		'tresen_footer_text_2'      => '',
		'tresen_footer_text_3'      => '',
		'tresen_footer_text_4'      => '',
		'tresen_shop_columns_phone' => 2,
		'tresen_shop_columns_tab'   => 3,
		'tresen_shop_columns_desk'  => 3,
		'tresen_card_style'         => 'plain',
		'tresen_accent_color'       => self::ACCENT,
	);

	/**
	 * Allowed range of each number setting: key => [min, max].
	 *
	 * @var array<string, array{0: int, 1: int}>
	 */
	public const RANGES = array(
		'tresen_logo_height'        => array( 24, 120 ),
		'tresen_footer_columns'     => array( 1, 4 ),
		'tresen_shop_columns_phone' => array( 1, 2 ),
		'tresen_shop_columns_tab'   => array( 2, 4 ),
		'tresen_shop_columns_desk'  => array( 2, 6 ),
	);

	/**
	 * Allowed values of each choice setting.
	 *
	 * @var array<string, string[]>
	 */
	public const CHOICES = array(
		'tresen_header_layout' => array( 'left', 'center' ),
		'tresen_header_search' => array( 'bar', 'button' ),
		'tresen_card_style'    => array( 'plain', 'boxed', 'centered' ),
	);

	/**
	 * A setting's current value, cleaned (a stored value that is no longer
	 * valid counts as the default).
	 *
	 * @param string $key Setting key (one of DEFAULTS).
	 * @return string|int|bool
	 */
	public static function get( string $key ) {
		if ( ! array_key_exists( $key, self::DEFAULTS ) ) {
			return '';
		}
		return self::sanitize( $key, get_theme_mod( $key, self::DEFAULTS[ $key ] ) );
	}

	/**
	 * Cleans a value for a setting; what cannot be used becomes the default.
	 *
	 * @param string $key   Setting key.
	 * @param mixed  $value Submitted value.
	 * @return string|int|bool
	 */
	public static function sanitize( string $key, $value ) {
		$default = self::DEFAULTS[ $key ] ?? '';
		if ( isset( self::RANGES[ $key ] ) ) {
			return self::number( $value, self::RANGES[ $key ][0], self::RANGES[ $key ][1], (int) $default );
		}
		if ( isset( self::CHOICES[ $key ] ) ) {
			return is_string( $value ) && in_array( $value, self::CHOICES[ $key ], true ) ? $value : (string) $default;
		}
		if ( 'tresen_header_sticky' === $key ) {
			return self::checkbox( $value );
		}
		if ( 'tresen_accent_color' === $key ) {
			return self::color( $value );
		}
		if ( 0 === strpos( $key, 'tresen_footer_text_' ) ) {
			return self::footer_text( $value );
		}
		return (string) $default;
	}

	/**
	 * A whole number within the range; anything else is the default.
	 *
	 * @param mixed $value   Submitted value.
	 * @param int   $min     Lowest.
	 * @param int   $max     Highest.
	 * @param int   $fallback Default.
	 */
	public static function number( $value, int $min, int $max, int $fallback ): int {
		if ( is_int( $value ) || ( is_string( $value ) && preg_match( '/^\s*\d+\s*$/', $value ) ) ) {
			return max( $min, min( $max, (int) $value ) );
		}
		return $fallback;
	}

	/**
	 * A checkbox: true for true, 1, '1', 'yes', 'on', 'true'.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function checkbox( $value ): bool {
		return true === $value || 1 === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( '1', 'yes', 'on', 'true' ), true ) );
	}

	/**
	 * A #rrggbb colour (lower case); anything else is the default accent.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function color( $value ): string {
		$color = is_string( $value ) ? sanitize_hex_color( trim( $value ) ) : null;
		if ( ! is_string( $color ) || '' === $color ) {
			return self::ACCENT;
		}
		$color = strtolower( $color );
		if ( 4 === strlen( $color ) ) {
			$color = '#' . $color[1] . $color[1] . $color[2] . $color[2] . $color[3] . $color[3];
		}
		return $color;
	}

	/**
	 * A footer column's text: paragraphs, links and emphasis only.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function footer_text( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$allowed = array(
			'a'      => array( 'href' => true ),
			'br'     => array(),
			'p'      => array(),
			'strong' => array(),
			'em'     => array(),
		);
		return trim( wp_kses( $value, $allowed ) );
	}

	/**
	 * Contrast ratio of a #rrggbb colour against white (1 to 21).
	 *
	 * @param string $hex Colour.
	 */
	public static function contrast_on_white( string $hex ): float {
		$hex = ltrim( self::color( $hex ), '#' );
		$lum = 0.0;
		foreach ( array( 0.2126, 0.7152, 0.0722 ) as $i => $weight ) {
			$channel = hexdec( substr( $hex, $i * 2, 2 ) ) / 255;
			$channel = $channel <= 0.03928 ? $channel / 12.92 : ( ( $channel + 0.055 ) / 1.055 ) ** 2.4;
			$lum    += $weight * $channel;
		}
		return round( 1.05 / ( $lum + 0.05 ), 2 );
	}

	/**
	 * The CSS custom properties of every setting that differs from its
	 * default, as one `:root{}` rule ('' when none does).
	 */
	public static function css(): string {
		$vars  = array();
		$logo  = (int) self::get( 'tresen_logo_height' );
		$map   = array(
			'tresen_shop_columns_phone' => '--tresen-cols-s',
			'tresen_shop_columns_tab'   => '--tresen-cols-m',
			'tresen_shop_columns_desk'  => '--tresen-cols-l',
			'tresen_footer_columns'     => '--tresen-footer-cols',
		);
		$color = (string) self::get( 'tresen_accent_color' );
		if ( self::DEFAULTS['tresen_logo_height'] !== $logo ) {
			$vars[] = '--tresen-logo-h:' . $logo . 'px';
		}
		foreach ( $map as $key => $property ) {
			$value = (int) self::get( $key );
			if ( self::DEFAULTS[ $key ] !== $value ) {
				$vars[] = $property . ':' . $value;
			}
		}
		if ( self::ACCENT !== $color ) {
			$vars[] = '--tresen-accent:' . $color;
		}
		return $vars ? ':root{' . implode( ';', $vars ) . '}' : '';
	}

	/**
	 * Body classes of the settings that change the layout.
	 *
	 * @return string[]
	 */
	public static function body_classes(): array {
		return array(
			'tresen-cards-' . self::get( 'tresen_card_style' ),
		);
	}

	/**
	 * Classes of the site header.
	 *
	 * @return string[]
	 */
	public static function header_classes(): array {
		$classes = array( 'site-header' );
		if ( 'center' === self::get( 'tresen_header_layout' ) ) {
			$classes[] = 'site-header--center';
		}
		if ( 'button' === self::get( 'tresen_header_search' ) ) {
			$classes[] = 'site-header--search-button';
		}
		if ( ! self::get( 'tresen_header_sticky' ) ) {
			$classes[] = 'site-header--static';
		}
		return $classes;
	}

	/**
	 * The footer's text columns with content, in order (at most the chosen number).
	 *
	 * @return string[]
	 */
	public static function footer_texts(): array {
		$texts = array();
		$count = (int) self::get( 'tresen_footer_columns' );
		for ( $i = 1; $i <= $count; $i++ ) {
			$texts[] = (string) self::get( 'tresen_footer_text_' . $i );
		}
		return array_values( array_filter( $texts, static fn( string $text ): bool => '' !== $text ) );
	}
}
