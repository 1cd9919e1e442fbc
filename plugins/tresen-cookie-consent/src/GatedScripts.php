<?php
/**
 * Scripts that may only run after consent.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Prints scripts inert (`type="text/plain" data-consent-category="…"`); the
 * gate turns them into real scripts when the visitor grants the category.
 *
 * Two ways for owners and plugins to add one:
 *
 * 1. The `tresen_consent_gated_scripts` filter, printed in the footer:
 *
 *        add_filter( 'tresen_consent_gated_scripts', function ( $scripts ) {
 *            $scripts[] = array( 'category' => 'analytics', 'src' => 'https://www.googletagmanager.com/gtag/js?id=G-XXXX' );
 *            $scripts[] = array( 'category' => 'analytics', 'code' => "gtag('js', new Date()); gtag('config', 'G-XXXX');" );
 *            return $scripts;
 *        } );
 *
 * 2. The `tresen_consent_gated_handles` filter, for scripts registered with
 *    wp_register_script(): handle => category. Their tags (and inline
 *    before/after scripts) are printed inert:
 *
 *        add_filter( 'tresen_consent_gated_handles', fn ( $h ) => $h + array( 'my-pixel' => 'marketing' ) );
 */
final class GatedScripts {

	/**
	 * Adds the hooks.
	 */
	public static function boot(): void {
		add_action( 'wp_footer', array( self::class, 'print_filtered' ), 20 );
		add_filter( 'script_loader_tag', array( self::class, 'gate_tag' ), 20, 2 );
		add_filter( 'wp_inline_script_attributes', array( self::class, 'gate_inline_attributes' ), 20, 2 );
	}

	/**
	 * One inert script tag.
	 *
	 * @param string $category Category slug.
	 * @param string $src      Script URL ('' for inline code).
	 * @param string $code     Inline JavaScript (when no src).
	 * @param string $id       Optional id attribute.
	 */
	public static function tag( string $category, string $src = '', string $code = '', string $id = '' ): string {
		$attrs = ' type="text/plain" data-consent-category="' . esc_attr( sanitize_key( $category ) ) . '"';
		if ( '' !== $id ) {
			$attrs .= ' id="' . esc_attr( $id ) . '"';
		}
		if ( '' !== $src ) {
			return '<script' . $attrs . ' data-src="' . esc_url( $src ) . '"></script>' . "\n";
		}
		// Inline code is the owner's own JavaScript; only a closing script tag could break out.
		return '<script' . $attrs . '>' . str_ireplace( '</script', '<\/script', $code ) . '</script>' . "\n";
	}

	/**
	 * Prints the scripts of the `tresen_consent_gated_scripts` filter.
	 */
	public static function print_filtered(): void {
		/**
		 * Scripts that need consent: each an array with `category` and either
		 * `src` (URL) or `code` (inline JavaScript), optional `id`.
		 *
		 * @param array<int, array{category: string, src?: string, code?: string, id?: string}> $scripts
		 */
		$scripts = apply_filters( 'tresen_consent_gated_scripts', array() );
		if ( ! is_array( $scripts ) ) {
			return;
		}
		$allowed = array_keys( Options::enabled_categories() );
		foreach ( $scripts as $script ) {
			if ( ! is_array( $script ) || empty( $script['category'] ) || ! in_array( $script['category'], $allowed, true ) ) {
				continue;
			}
			$src  = isset( $script['src'] ) ? (string) $script['src'] : '';
			$code = isset( $script['code'] ) ? (string) $script['code'] : '';
			if ( '' === $src && '' === $code ) {
				continue;
			}
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built and escaped in tag().
			echo self::tag( (string) $script['category'], $src, $code, isset( $script['id'] ) ? (string) $script['id'] : '' );
		}
	}

	/**
	 * Handle => category of the registered scripts that need consent.
	 *
	 * @return array<string, string>
	 */
	private static function gated_handles(): array {
		$handles = apply_filters( 'tresen_consent_gated_handles', array() );
		return is_array( $handles ) ? array_map( 'strval', $handles ) : array();
	}

	/**
	 * Rewrites the tag of a gated handle to be inert.
	 *
	 * @param string $tag    Script tag HTML.
	 * @param string $handle Script handle.
	 * @return mixed The tag (unchanged when it is not ours to gate).
	 */
	public static function gate_tag( $tag, $handle ) {
		$handles = self::gated_handles();
		if ( ! is_string( $tag ) || ! isset( $handles[ $handle ] ) || ! class_exists( \WP_HTML_Tag_Processor::class ) ) {
			return $tag;
		}
		$processor = new \WP_HTML_Tag_Processor( $tag );
		while ( $processor->next_tag( array( 'tag_name' => 'script' ) ) ) {
			$id = (string) $processor->get_attribute( 'id' );
			if ( 0 !== strpos( $id, $handle . '-js' ) ) {
				continue;
			}
			$src = $processor->get_attribute( 'src' );
			if ( is_string( $src ) ) {
				$processor->remove_attribute( 'src' );
				$processor->set_attribute( 'data-src', $src );
			}
			$processor->set_attribute( 'type', 'text/plain' );
			$processor->set_attribute( 'data-consent-category', sanitize_key( $handles[ $handle ] ) );
		}
		return $processor->get_updated_html();
	}

	/**
	 * Makes the inline before/after scripts of a gated handle inert too
	 * (WordPress 6.4+ prints them outside script_loader_tag).
	 *
	 * @param array<string, mixed> $attributes Script attributes.
	 * @param string               $code       Inline code.
	 * @return mixed The attributes.
	 */
	public static function gate_inline_attributes( $attributes, $code ) {
		unset( $code );
		if ( ! is_array( $attributes ) || empty( $attributes['id'] ) ) {
			return $attributes;
		}
		$id = (string) $attributes['id'];
		foreach ( self::gated_handles() as $handle => $category ) {
			if ( in_array( $id, array( $handle . '-js-before', $handle . '-js-after', $handle . '-js-extra' ), true ) ) {
				$attributes['type']                  = 'text/plain';
				$attributes['data-consent-category'] = sanitize_key( $category );
			}
		}
		return $attributes;
	}
}
