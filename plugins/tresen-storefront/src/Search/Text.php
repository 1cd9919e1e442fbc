<?php
/**
 * How the live search compares text: lower case, German umlauts folded both
 * ways (ä matches "a" and "ae", ß matches "ss"), other accents dropped,
 * punctuation between words turned into spaces.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Text normalisation shared by the index (stored text) and the endpoint (query).
 */
final class Text {

	/**
	 * The most words of one query that must all match.
	 */
	public const MAX_TOKENS = 6;

	/**
	 * German letters to their base letter ("Spreewälder" → "spreewalder").
	 */
	private const BASE = array(
		'ä' => 'a',
		'ö' => 'o',
		'ü' => 'u',
		'ß' => 'ss',
		'ẞ' => 'ss',
	);

	/**
	 * German letters to their two-letter spelling ("Spreewälder" → "spreewaelder").
	 */
	private const DIGRAPH = array(
		'ä' => 'ae',
		'ö' => 'oe',
		'ü' => 'ue',
		'ß' => 'ss',
		'ẞ' => 'ss',
	);

	/**
	 * Lower case, without markup, entities, control characters and punctuation
	 * between words; single spaces.
	 *
	 * @param string $text Text (may hold entities or tags, as post titles do).
	 */
	public static function clean( string $text ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		// Composed letters only: a base letter with a combining diaeresis becomes one letter (ä).
		if ( class_exists( \Normalizer::class ) ) {
			$normal = \Normalizer::normalize( $text, \Normalizer::FORM_C );
			$text   = is_string( $normal ) ? $normal : $text;
		}
		$text = mb_strtolower( $text, 'UTF-8' );
		// Letters, digits and the decimal comma/point stay; everything else separates words.
		$text = (string) preg_replace( '/[^\p{L}\p{N},.%]+/u', ' ', $text );
		// A comma or point that does not sit between digits separates words too ("Gin, 0,5 l").
		$text = (string) preg_replace( '/(?<!\p{N})[,.]|[,.](?!\p{N})/u', ' ', $text );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * The forms text is stored in: base letters, and (when it has umlauts or ß)
	 * the two-letter spelling. Other accents are dropped in both ("Cuvée" → "cuvee").
	 *
	 * @param string $text Text.
	 * @return string[] One or two forms.
	 */
	public static function forms( string $text ): array {
		$clean = self::clean( $text );
		$base  = self::strip_accents( strtr( $clean, self::BASE ) );
		$two   = self::strip_accents( strtr( $clean, self::DIGRAPH ) );
		return $two === $base ? array( $base ) : array( $base, $two );
	}

	/**
	 * The query's words, in the stored base form: "Spreewälder" and
	 * "spreewalder" look for "spreewalder", "Spreewaelder" for itself (the
	 * stored two-letter form holds it). At most MAX_TOKENS, duplicates dropped.
	 *
	 * @param string $query Query as typed.
	 * @return string[]
	 */
	public static function tokens( string $query ): array {
		$folded = self::strip_accents( strtr( self::clean( $query ), self::BASE ) );
		$words  = '' === $folded ? array() : explode( ' ', $folded );
		return array_slice( array_values( array_unique( $words ) ), 0, self::MAX_TOKENS );
	}

	/**
	 * Drops accents other than the German ones handled above. The locale is
	 * fixed, so the text folds alike whatever the site's language and in the
	 * fast route (FastRoute), which loads no translations: WordPress's
	 * remove_accents() would turn ä into "ae" for a German site, but by now
	 * there is none left.
	 *
	 * @param string $text Lower-case text.
	 */
	private static function strip_accents( string $text ): string {
		return mb_strtolower( remove_accents( $text, 'en_US' ), 'UTF-8' );
	}
}
