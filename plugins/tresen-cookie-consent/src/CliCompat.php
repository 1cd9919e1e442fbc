<?php
/**
 * Cookie Law Info / CookieYes (legacy) `Cli_Data` for third-party jQuery code
 * written against it (which cookies are not necessary, which categories
 * cannot be switched off). Cookie Law Info printed it with its jQuery script
 * on every storefront page; the suite prints it on every storefront page
 * where jQuery is, right after jQuery, read-only (frozen), with the suite's
 * own consent settings as values. Pages without jQuery get nothing.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

defined( 'ABSPATH' ) || exit;

/**
 * The localized object of Cookie Law Info's script.
 */
final class CliCompat {

	/** The global's name, as Cookie Law Info's `wp_localize_script()` named it. */
	public const OBJECT = 'Cli_Data';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'attach' ), 30 );
	}

	/**
	 * Puts the object after jQuery: printed only when jQuery itself is.
	 */
	public static function attach(): void {
		if ( is_admin() || ! wp_script_is( 'jquery-core', 'registered' ) ) {
			return;
		}
		wp_add_inline_script( 'jquery-core', self::script(), 'after' );
	}

	/**
	 * The inline script: `var Cli_Data`, deep-frozen.
	 */
	public static function script(): string {
		$json = (string) wp_json_encode( self::values(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return 'var ' . self::OBJECT . '=(function f(o){Object.keys(o).forEach(function(k){if(o[k]&&typeof o[k]==="object"){f(o[k]);}});return Object.freeze(o);})(' . $json . ');';
	}

	/**
	 * Cookie Law Info's keys with the suite's values.
	 *
	 * @return array<string, mixed>
	 */
	public static function values(): array {
		$by_category = array();
		$ids         = array();
		foreach ( Options::enabled_categories() as $slug => $category ) {
			if ( Options::NECESSARY === $slug ) {
				continue;
			}
			$names                = array_values( array_map( 'strval', (array) $category['cookies'] ) );
			$by_category[ $slug ] = $names;
			$ids                  = array_merge( $ids, $names );
		}
		return array(
			'nn_cookie_ids'         => array_values( array_unique( $ids ) ),
			'cookielist'            => array(),
			'non_necessary_cookies' => (object) $by_category,
			'ccpaEnabled'           => false,
			'ccpaRegionBased'       => false,
			'ccpaBarEnabled'        => false,
			'strictlyEnabled'       => array( Options::NECESSARY ),
			'ccpaType'              => 'gdpr',
			'js_blocking'           => true,
			'custom_integration'    => false,
			'triggerDomRefresh'     => false,
			'secure_cookies'        => is_ssl(),
		);
	}
}
