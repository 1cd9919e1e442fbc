<?php
/**
 * Finds the field tags in a form template.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Parses and replaces [type name options "values"] tags.
 */
final class TagParser {

	public const TYPES = array( 'text', 'email', 'tel', 'url', 'number', 'range', 'date', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'file', 'quiz', 'captcha', 'submit', 'count' );

	/**
	 * The tag pattern: [type* attrs] or [acceptance attrs]content[/acceptance].
	 */
	private static function pattern(): string {
		$types = implode( '|', self::TYPES );
		return '/\[(' . $types . ')(\*?)(?:[\r\n\t ]+((?:[^\]"\']|"[^"]*"|\'[^\']*\')*?))?[\r\n\t ]*\](?:((?:(?!\[\/?\1[\*\s\]]).)*?)\[\/\1\])?/su';
	}

	/**
	 * Every tag in the template, in order.
	 *
	 * @param string $template Form template.
	 * @return FormTag[]
	 */
	public static function parse( string $template ): array {
		$tags = array();
		self::replace(
			$template,
			static function ( FormTag $tag ) use ( &$tags ) {
				$tags[] = $tag;
				return '';
			}
		);
		return $tags;
	}

	/**
	 * Replaces every tag with the callback's output.
	 *
	 * @param string   $template Template.
	 * @param callable $callback Receives a FormTag, returns HTML.
	 */
	public static function replace( string $template, callable $callback ): string {
		$out = preg_replace_callback(
			self::pattern(),
			static function ( array $m ) use ( $callback ) {
				$enclosing = isset( $m[4] ) && 'acceptance' === $m[1];
				if ( isset( $m[4] ) && ! $enclosing ) {
					// Only acceptance encloses content; keep the rest as text.
					return $callback( self::build( $m[1] . $m[2], $m[3] ?? '', '' ) ) . $m[4] . '[/' . $m[1] . ']';
				}
				return $callback( self::build( $m[1] . $m[2], $m[3] ?? '', $enclosing ? trim( $m[4] ) : '' ) );
			},
			$template
		);
		return null === $out ? $template : $out;
	}

	/**
	 * Builds a tag from its attribute text.
	 *
	 * @param string $type    Type.
	 * @param string $attrs   Attribute text.
	 * @param string $content Enclosed content.
	 */
	private static function build( string $type, string $attrs, string $content ): FormTag {
		$tag          = new FormTag( $type );
		$tag->content = $content;
		preg_match_all( '/"([^"]*)"|\'([^\']*)\'|(\S+)/u', $attrs, $tokens, PREG_SET_ORDER );
		$bare = array();
		foreach ( $tokens as $token ) {
			if ( isset( $token[3] ) && '' !== $token[3] ) {
				$bare[] = $token[3];
			} else {
				$tag->values[] = '' !== $token[1] ? $token[1] : ( $token[2] ?? '' );
			}
		}
		if ( 'submit' !== $tag->basetype && $bare && preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]*$/D', $bare[0] ) && ! str_contains( $bare[0], ':' ) ) {
			$tag->name = array_shift( $bare );
		}
		$tag->options = $bare;
		return $tag;
	}
}
