<?php
/**
 * [quiz] questions: answers travel only as salted hashes.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Spam;

use Tresen\ContactForm\FormTag;

defined( 'ABSPATH' ) || exit;

/**
 * Picks questions and checks answers.
 */
final class Quiz {

	/**
	 * Canonical form of an answer: trimmed, lower case, inner spaces collapsed.
	 *
	 * @param string $answer Answer.
	 */
	public static function canonical( string $answer ): string {
		return (string) preg_replace( '/\s+/u', ' ', mb_strtolower( trim( $answer ) ) );
	}

	/**
	 * Hash of an answer (needs the site's secret salt, so it cannot be forged).
	 *
	 * @param string $answer Answer.
	 */
	public static function hash( string $answer ): string {
		return wp_hash( self::canonical( $answer ), 'tresen_contact_form_quiz' );
	}

	/**
	 * A random question of the tag: [question, answer hash].
	 *
	 * @param FormTag $tag Quiz tag.
	 * @return array{0: string, 1: string}|null
	 */
	public static function pick( FormTag $tag ): ?array {
		$pairs = array_values( array_filter( self::pairs( $tag ), static fn( $pair ) => '' !== trim( $pair[0] ) ) );
		if ( ! $pairs ) {
			return null;
		}
		$pair = $pairs[ wp_rand( 0, count( $pairs ) - 1 ) ];
		// Several accepted answers ("7, sieben") share one question: hash the first, accept all.
		return array( $pair[0], self::hash( $pair[1][0] ) );
	}

	/**
	 * The tag's "question|answer, answer" values as [question, trimmed answers].
	 *
	 * @param FormTag $tag Quiz tag.
	 * @return array<int, array{0: string, 1: string[]}>
	 */
	private static function pairs( FormTag $tag ): array {
		$pairs = array();
		foreach ( $tag->values as $value ) {
			$parts = explode( '|', $value, 2 );
			if ( 2 === count( $parts ) ) {
				$pairs[] = array( $parts[0], array_map( 'trim', explode( ',', $parts[1] ) ) );
			}
		}
		return $pairs;
	}

	/**
	 * Whether the visitor's answer matches the hash the form carried, and
	 * that hash belongs to one of the tag's questions.
	 *
	 * @param FormTag $tag    Quiz tag.
	 * @param string  $answer Visitor's answer.
	 * @param string  $hash   Posted hash (_wpcf7_quiz_answer_<name>).
	 */
	public static function verify( FormTag $tag, string $answer, string $hash ): bool {
		foreach ( self::pairs( $tag ) as $pair ) {
			$answers = $pair[1];
			if ( ! hash_equals( self::hash( $answers[0] ), $hash ) ) {
				continue;
			}
			foreach ( $answers as $accepted ) {
				if ( '' !== $accepted && self::canonical( $accepted ) === self::canonical( $answer ) ) {
					return true;
				}
			}
		}
		return false;
	}
}
