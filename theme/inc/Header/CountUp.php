<?php
/**
 * Count-up numbers: `[tresen_count_up number="1500" prefix="" suffix=" Flaschen"]`
 * prints the final number (German format), which the `count-up` script
 * counts up from 0 in 4 s once it scrolls into view (at once with
 * `prefers-reduced-motion`). Any element with `data-count-up` in a page's
 * content (e.g. block markup) counts up the same way.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Count-up shortcode and script.
 */
final class CountUp implements Feature {

	public const ENTRY     = 'count-up';
	public const SHORTCODE = 'tresen_count_up';

	/**
	 * Adds the shortcode and the content check.
	 */
	public function register(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'shortcode' ) );
		add_filter( 'the_content', array( self::class, 'detect' ), 99 );
	}

	/**
	 * Enqueues the script (in the footer, so also while content renders).
	 */
	public static function enqueue(): void {
		$assets = Theme::assets();
		if ( null !== $assets && $assets->exists( self::ENTRY ) ) {
			$assets->enqueue( self::ENTRY );
		}
	}

	/**
	 * Loads the script for content with count-up numbers.
	 *
	 * @param mixed $content Content.
	 * @return mixed
	 */
	public static function detect( $content ) {
		if ( is_string( $content ) && str_contains( $content, 'data-count-up' ) ) {
			self::enqueue();
		}
		return $content;
	}

	/**
	 * The number as PHP reads it, from the way a German owner types it: a dot
	 * followed by exactly three digits separates thousands ("1.500",
	 * "12.345.678", "1.500,5"), a comma is the decimal separator ("2,5"). A
	 * single dot with one, two or more than three digits after it stays a
	 * decimal point ("1.5", "1500.25"), as before.
	 *
	 * @param string $typed The shortcode's `number`.
	 */
	public static function normalise( string $typed ): string {
		$raw = str_replace( array( ' ', "\u{00A0}", "\u{202F}" ), '', trim( $typed ) );
		if ( preg_match( '/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/', $raw ) ) {
			$raw = str_replace( '.', '', $raw );
		}
		return str_replace( ',', '.', $raw );
	}

	/**
	 * The shortcode's markup.
	 *
	 * @param array<string, string>|string $atts Attributes.
	 */
	public static function shortcode( $atts ): string {
		$atts   = shortcode_atts(
			array(
				'number' => '0',
				'prefix' => '',
				'suffix' => '',
			),
			is_array( $atts ) ? $atts : array(),
			self::SHORTCODE
		);
		$raw    = self::normalise( (string) $atts['number'] );
		$number = is_numeric( $raw ) ? (float) $raw : 0.0;
		$dot    = strpos( $raw, '.' );
		// At most 2 decimals, as typed.
		$decimals = false === $dot ? 0 : min( 2, strlen( $raw ) - $dot - 1 );
		self::enqueue();
		return sprintf(
			'<span class="count-up-wrap">%1$s<span class="count-up" data-count-up="%2$s" data-decimals="%3$d">%4$s</span>%5$s</span>',
			esc_html( (string) $atts['prefix'] ),
			esc_attr( (string) round( $number, $decimals ) ),
			$decimals,
			esc_html( number_format_i18n( $number, $decimals ) ),
			esc_html( (string) $atts['suffix'] )
		);
	}
}
