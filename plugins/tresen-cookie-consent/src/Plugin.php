<?php
/**
 * Bootstrap of the cookie consent plugin.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 *
 * Other plugins: depend on the script handle `tresen-cookie-consent-gate`
 * (window.tresenConsent: has(), onChange(), categories(); DOM event
 * `tresen:consent-changed`), or call Consent::has() / the
 * `tresen_consent_has` filter in per-visitor requests.
 */
final class Plugin {

	public const DOMAIN = 'tresen-cookie-consent';

	/** Handle of the gate script, for other plugins' dependencies. */
	public const GATE_HANDLE = 'tresen-cookie-consent-gate';

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'init' ) );
		if ( is_admin() ) {
			Admin\SettingsPage::boot();
		}
		if ( ! class_exists( Assets::class ) ) {
			return;
		}
		self::$assets = Assets::for_plugin( TRESEN_COOKIE_CONSENT_FILE, self::DOMAIN );
		add_action( 'init', array( self::class, 'register_gate' ), 20 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ), 1 );
		// First in the page when the theme supports wp_body_open, so the banner's
		// buttons come first in the tab order; in the footer otherwise.
		add_action( 'wp_body_open', array( self::class, 'print_banner' ), 5 );
		add_action( 'wp_footer', array( self::class, 'print_banner' ), 5 );
		GatedScripts::boot();
		CliCompat::register();

		// WP Consent API: we are a consent management plugin with opt-in consent.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( TRESEN_COOKIE_CONSENT_FILE ), '__return_true' );
		add_filter(
			'wp_get_consent_type',
			static function () {
				return 'optin';
			}
		);
	}

	/**
	 * Translations and the shortcode.
	 */
	public static function init(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_COOKIE_CONSENT_FILE ) ) . '/languages' );
		add_shortcode(
			'tresen_cookie_settings',
			static function ( $atts ): string {
				$atts = shortcode_atts( array( 'label' => '' ), $atts, 'tresen_cookie_settings' );
				return Banner::manage_link( sanitize_text_field( (string) $atts['label'] ) );
			}
		);
	}

	/**
	 * Registers the gate in <head>, neither deferred nor async, so it runs
	 * before every script that depends on it.
	 */
	public static function register_gate(): void {
		if ( null === self::$assets || wp_script_is( self::GATE_HANDLE, 'registered' ) ) {
			return;
		}
		$asset = self::$assets->asset( 'gate' );
		wp_register_script( self::GATE_HANDLE, self::$assets->url( 'build/gate.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => false ) );
		self::$assets->settings( self::GATE_HANDLE, 'tresenCookieConsent', self::gate_settings() );
	}

	/**
	 * Enqueues the gate (first) and the banner script and style on every front-end page.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets ) {
			return;
		}
		self::register_gate();
		wp_enqueue_script( self::GATE_HANDLE );
		self::$assets->enqueue( 'banner', array( self::GATE_HANDLE ) );
	}

	/**
	 * Prints the banner and dialog markup (hidden; the script decides).
	 */
	public static function print_banner(): void {
		static $printed = false;
		if ( $printed || null === self::$assets || ! wp_script_is( self::$assets->handle( 'banner' ), 'enqueued' ) ) {
			return;
		}
		$printed = true;
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Banner::render().
		echo Banner::render();
	}

	/**
	 * Settings for the gate, the same for every visitor.
	 *
	 * @return array<string, mixed>
	 */
	public static function gate_settings(): array {
		$options    = Options::get();
		$categories = array();
		foreach ( Options::enabled_categories() as $slug => $category ) {
			$categories[] = array(
				'slug'    => $slug,
				'locked'  => Options::NECESSARY === $slug,
				// Necessary cookies are never deleted.
				'cookies' => Options::NECESSARY === $slug ? array() : array_values( (array) $category['cookies'] ),
			);
		}
		return array(
			'version'           => Options::version(),
			'categories'        => $categories,
			'lifetimeDays'      => 365,
			'scrollAccept'      => (bool) $options['scroll_accept'],
			'scrollOffset'      => (int) $options['scroll_offset'],
			'autoHide'          => (bool) $options['auto_hide'],
			'autoHideDelay'     => (int) $options['auto_hide_delay'],
			'animationMs'       => 500,
			'googleConsentMode' => (bool) $options['google_consent_mode'],
			/**
			 * Category slug => Google Consent Mode v2 storage types it grants.
			 *
			 * @param array<string, string[]> $map
			 */
			'googleConsentMap'  => (array) apply_filters(
				'tresen_consent_google_map',
				array(
					'necessary'  => array( 'security_storage' ),
					'functional' => array( 'functionality_storage', 'personalization_storage' ),
					'analytics'  => array( 'analytics_storage' ),
					'marketing'  => array( 'ad_storage', 'ad_user_data', 'ad_personalization' ),
				)
			),
			/**
			 * WP Consent API category => our category slug.
			 *
			 * @param array<string, string> $map
			 */
			'wpConsentMap'      => (array) apply_filters(
				'tresen_consent_wp_consent_map',
				array(
					'functional'           => 'necessary',
					'preferences'          => 'functional',
					'statistics'           => 'analytics',
					'statistics-anonymous' => 'analytics',
					'marketing'            => 'marketing',
				)
			),
		);
	}
}
