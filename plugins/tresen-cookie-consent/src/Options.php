<?php
/**
 * The store owner's consent settings: defaults, reading, sanitizing and the
 * policy version.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

defined( 'ABSPATH' ) || exit;

/**
 * One option, `tresen_cookie_consent`, holding every setting.
 *
 * Nothing is written on activation: until the owner saves the settings page
 * the defaults below apply, translated into the site language.
 */
final class Options {

	public const OPTION = 'tresen_cookie_consent';

	/** Category slugs, in display order. "necessary" is always on. */
	public const CATEGORIES = array( 'necessary', 'functional', 'analytics', 'marketing', 'others' );

	public const NECESSARY = 'necessary';

	/** Longest banner text, category description and cookie list we store. */
	private const MAX_TEXT = 2000;

	/**
	 * Default settings (this shop's values from the spec).
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'version'             => 1,
			'banner_text'         => __( 'We use cookies and similar technologies. Necessary cookies keep the shop working (cart, login, your consent choice). With your consent we also use functional, analytics and marketing cookies, some of them from partners who may process data outside the EU. You can change or withdraw your choice at any time under "Cookie settings" at the bottom of every page.', 'tresen-cookie-consent' ),
			'privacy_page_id'     => 0,
			'truncate'            => 250,
			'scroll_accept'       => false,
			'scroll_offset'       => 100,
			'auto_hide'           => false,
			'auto_hide_delay'     => 10000,
			'google_consent_mode' => true,
			'categories'          => self::default_categories(),
		);
	}

	/**
	 * Default categories with names, descriptions and cookie names.
	 *
	 * @return array<string, array{enabled: bool, name: string, description: string, cookies: string[]}>
	 */
	public static function default_categories(): array {
		return array(
			'necessary'  => array(
				'enabled'     => true,
				'name'        => __( 'Necessary', 'tresen-cookie-consent' ),
				'description' => __( 'Needed for the shop to work: cart, checkout, login, security and storing your consent choice. These cannot be switched off.', 'tresen-cookie-consent' ),
				'cookies'     => array( 'viewed_cookie_policy', 'CookieLawInfoConsent', 'cookielawinfo-checkbox-*', 'woocommerce_cart_hash', 'woocommerce_items_in_cart', 'wp_woocommerce_session_*', 'wordpress_logged_in_*' ),
			),
			'functional' => array(
				'enabled'     => true,
				'name'        => __( 'Functional', 'tresen-cookie-consent' ),
				'description' => __( 'Remember choices that make shopping more convenient, such as embedded videos or maps.', 'tresen-cookie-consent' ),
				'cookies'     => array(),
			),
			'analytics'  => array(
				'enabled'     => true,
				'name'        => __( 'Analytics', 'tresen-cookie-consent' ),
				'description' => __( 'Help us understand how visitors use the shop (anonymous statistics), so we can improve it.', 'tresen-cookie-consent' ),
				'cookies'     => array( '_ga', '_ga_*', '_gid' ),
			),
			'marketing'  => array(
				'enabled'     => true,
				'name'        => __( 'Marketing', 'tresen-cookie-consent' ),
				'description' => __( 'Record which campaign brought you to us and show you relevant offers on other websites.', 'tresen-cookie-consent' ),
				'cookies'     => array( 'sbjs_*', '_gcl_au', '_fbp' ),
			),
			'others'     => array(
				'enabled'     => true,
				'name'        => __( 'Others', 'tresen-cookie-consent' ),
				'description' => __( 'Cookies that do not fit any other category yet.', 'tresen-cookie-consent' ),
				'cookies'     => array(),
			),
		);
	}

	/**
	 * The stored settings merged over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::merge( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Merges a (possibly partial) stored array over the defaults.
	 *
	 * @param array<string, mixed> $stored Stored values.
	 * @return array<string, mixed>
	 */
	private static function merge( array $stored ): array {
		$defaults   = self::defaults();
		$out        = array_merge( $defaults, array_intersect_key( $stored, $defaults ) );
		$categories = array();
		foreach ( self::CATEGORIES as $slug ) {
			$given               = isset( $stored['categories'][ $slug ] ) && is_array( $stored['categories'][ $slug ] ) ? $stored['categories'][ $slug ] : array();
			$categories[ $slug ] = array_merge( $defaults['categories'][ $slug ], array_intersect_key( $given, $defaults['categories'][ $slug ] ) );
		}
		$categories[ self::NECESSARY ]['enabled'] = true;
		$out['categories']                        = $categories;
		return $out;
	}

	/**
	 * Current policy version.
	 */
	public static function version(): int {
		return max( 1, (int) self::get()['version'] );
	}

	/**
	 * Enabled categories, "necessary" first.
	 *
	 * @return array<string, array{enabled: bool, name: string, description: string, cookies: string[]}>
	 */
	public static function enabled_categories(): array {
		return array_filter(
			self::get()['categories'],
			static function ( array $category ): bool {
				return ! empty( $category['enabled'] );
			}
		);
	}

	/**
	 * URL of the privacy page: the chosen page, else WordPress's privacy policy page.
	 */
	public static function privacy_url(): string {
		$page_id = (int) self::get()['privacy_page_id'];
		if ( $page_id > 0 && 'publish' === get_post_status( $page_id ) ) {
			return (string) get_permalink( $page_id );
		}
		return function_exists( 'get_privacy_policy_url' ) ? get_privacy_policy_url() : '';
	}

	/**
	 * Sanitizes the settings form (register_setting callback). Raises the
	 * policy version when the categories change, so visitors are asked again.
	 *
	 * @param mixed $input Raw form values.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input ): array {
		$input    = is_array( $input ) ? wp_unslash( $input ) : array();
		$old      = self::get();
		$defaults = self::defaults();

		$out                        = array();
		$out['banner_text']         = self::text( $input['banner_text'] ?? '', true );
		$out['banner_text']         = '' !== $out['banner_text'] ? $out['banner_text'] : $defaults['banner_text'];
		$page_id                    = absint( $input['privacy_page_id'] ?? 0 );
		$out['privacy_page_id']     = ( $page_id > 0 && 'page' === get_post_type( $page_id ) ) ? $page_id : 0;
		$out['truncate']            = self::bounded( $input['truncate'] ?? $defaults['truncate'], 0, 2000 );
		$out['scroll_accept']       = ! empty( $input['scroll_accept'] );
		$out['scroll_offset']       = self::bounded( $input['scroll_offset'] ?? $defaults['scroll_offset'], 1, 10000 );
		$out['auto_hide']           = ! empty( $input['auto_hide'] );
		$out['auto_hide_delay']     = self::bounded( $input['auto_hide_delay'] ?? $defaults['auto_hide_delay'], 1000, 600000 );
		$out['google_consent_mode'] = ! empty( $input['google_consent_mode'] );

		$categories = array();
		foreach ( self::CATEGORIES as $slug ) {
			$given               = isset( $input['categories'][ $slug ] ) && is_array( $input['categories'][ $slug ] ) ? $input['categories'][ $slug ] : array();
			$name                = self::text( $given['name'] ?? '', false );
			$categories[ $slug ] = array(
				'enabled'     => self::NECESSARY === $slug || ! empty( $given['enabled'] ),
				'name'        => '' !== $name ? mb_substr( $name, 0, 100 ) : $defaults['categories'][ $slug ]['name'],
				'description' => self::text( $given['description'] ?? '', true ),
				'cookies'     => self::cookie_names( $given['cookies'] ?? '' ),
			);
		}
		$out['categories'] = $categories;
		$out['version']    = max( 1, (int) $old['version'] );
		if ( self::categories_changed( $old['categories'], $categories ) ) {
			++$out['version'];
		}
		return $out;
	}

	/**
	 * Whether two category sets differ in anything a visitor agrees to
	 * (enabled, name, description, cookies).
	 *
	 * @param array<string, mixed> $before Old categories.
	 * @param array<string, mixed> $after  New categories.
	 */
	public static function categories_changed( array $before, array $after ): bool {
		foreach ( self::CATEGORIES as $slug ) {
			$a = $before[ $slug ] ?? array();
			$b = $after[ $slug ] ?? array();
			foreach ( array( 'enabled', 'name', 'description' ) as $key ) {
				if ( (string) ( $a[ $key ] ?? '' ) !== (string) ( $b[ $key ] ?? '' ) ) {
					return true;
				}
			}
			if ( array_values( (array) ( $a['cookies'] ?? array() ) ) !== array_values( (array) ( $b['cookies'] ?? array() ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Plain text with a length cap.
	 *
	 * @param mixed $value     Raw value.
	 * @param bool  $multiline Keep line breaks.
	 */
	private static function text( $value, bool $multiline ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$text = $multiline ? sanitize_textarea_field( (string) $value ) : sanitize_text_field( (string) $value );
		return mb_substr( trim( $text ), 0, self::MAX_TEXT );
	}

	/**
	 * Integer clamped to a range.
	 *
	 * @param mixed $value Raw value.
	 * @param int   $min   Minimum.
	 * @param int   $max   Maximum.
	 */
	private static function bounded( $value, int $min, int $max ): int {
		return min( $max, max( $min, is_numeric( $value ) ? (int) $value : $min ) );
	}

	/**
	 * Cookie names from a comma or line separated list (a trailing "*" is a
	 * prefix match). Anything that is not a valid cookie name is dropped.
	 *
	 * @param mixed $value List as text or array.
	 * @return string[]
	 */
	public static function cookie_names( $value ): array {
		$parts = is_array( $value ) ? $value : preg_split( '/[\s,;]+/', is_scalar( $value ) ? (string) $value : '' );
		$names = array();
		foreach ( (array) $parts as $part ) {
			$part = trim( (string) $part );
			if ( '' !== $part && strlen( $part ) <= 100 && preg_match( '/^[A-Za-z0-9_.\-]+\*?$/', $part ) ) {
				$names[] = $part;
			}
		}
		return array_values( array_unique( $names ) );
	}
}
