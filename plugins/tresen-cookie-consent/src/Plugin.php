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
	 * The gate is printed in the page while its file is smaller than this
	 * (9.6 KB, 3.8 KB gzip today).
	 */
	public const INLINE_GATE_BELOW_BYTES = 16000;

	/**
	 * Prints the gate's code inside the page (after its settings) instead of
	 * loading build/gate.js: it must run in <head> before every other
	 * script, so as a file it is the page's one render-blocking request; in
	 * the page a phone paints without waiting for it. A returning visitor
	 * pays its 3.8 KB gzip per page instead of a cached file. Handles that
	 * depend on the gate still follow it. Filter
	 * `tresen_cookie_consent_inline_gate` (false keeps the file).
	 */
	private static function inline_gate(): void {
		$script = wp_scripts()->query( self::GATE_HANDLE, 'registered' );
		if ( ! $script instanceof \_WP_Dependency || ! is_string( $script->src ) || '' === $script->src ) {
			return;
		}
		$file = plugin_dir_path( TRESEN_COOKIE_CONSENT_FILE ) . 'build/gate.js';
		$size = is_readable( $file ) ? (int) filesize( $file ) : 0;
		/**
		 * Whether the consent gate's code goes inline in the page (true while it is small).
		 *
		 * @param bool $inline Whether it goes inline.
		 * @param int  $size   The size of build/gate.js in bytes.
		 */
		if ( $size <= 0 || ! apply_filters( 'tresen_cookie_consent_inline_gate', $size < self::INLINE_GATE_BELOW_BYTES, $size ) ) {
			return;
		}
		$code = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin.
		// Code that could close the script element stays a file.
		if ( false === $code || '' === trim( $code ) || false !== stripos( $code, '</script' ) ) {
			return;
		}
		$script->src = false;
		wp_add_inline_script( self::GATE_HANDLE, (string) preg_replace( '~\n//# sourceMappingURL=\S+\s*$~', '', $code ), 'after' );
	}

	/**
	 * Enqueues the gate (first) and the banner's style on every front-end
	 * page. The banner's script is only registered: the gate loads it
	 * (`bannerScript` in its settings) when the visitor's cookies hold no
	 * decision, or when a "Cookie-Einstellungen" link is reached for (pointer,
	 * focus, touch; a click made before is replayed), so a visitor who has
	 * decided downloads none of it.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets ) {
			return;
		}
		self::register_gate();
		self::inline_gate();
		wp_enqueue_script( self::GATE_HANDLE );
		$handle = self::$assets->register( 'banner', array( self::GATE_HANDLE ) );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		self::$banner = true;
		// The shared intent loader: the gate reaches for it to load the banner on a reopen link's intent.
		self::register_intent_loader();
		wp_enqueue_script( self::INTENT_LOADER );
	}

	/** Handle of the suite's shared intent loader (webpack.config.js, `INTENT_LOADER`). */
	public const INTENT_LOADER = 'tresen-intent-1';

	/**
	 * Registers the suite's shared intent loader (`build/intent-loader.js`,
	 * the same file in every package that ships it) unless another Tresen
	 * package did so first: the first loaded wins, so this plugin works alone.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_intent_loader( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		if ( null === self::$assets || isset( $scripts->registered[ self::INTENT_LOADER ] ) || ! self::$assets->exists( 'intent-loader' ) ) {
			return;
		}
		$asset = self::$assets->asset( 'intent-loader' );
		$scripts->add( self::INTENT_LOADER, self::$assets->url( 'build/intent-loader.js' ), array(), $asset['version'] );
		$scripts->add_data( self::INTENT_LOADER, 'group', 1 );
		$scripts->add_data( self::INTENT_LOADER, 'strategy', 'defer' );
	}

	/** Whether this page offers the banner (its script registered, its markup printed). */
	private static bool $banner = false;

	/**
	 * The banner script's address, with its version (what the gate loads).
	 */
	private static function banner_script(): string {
		if ( null === self::$assets || ! self::$assets->exists( 'banner' ) ) {
			return '';
		}
		$asset = self::$assets->asset( 'banner' );
		return (string) add_query_arg( 'ver', $asset['version'], self::$assets->url( 'build/banner.js' ) );
	}

	/**
	 * Prints the banner and dialog markup (hidden; the script decides).
	 */
	public static function print_banner(): void {
		static $printed = false;
		if ( $printed || null === self::$assets || ! self::$banner ) {
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
			// The banner's script, loaded by the gate only when the cookies hold no decision (or on a reopen link's intent).
			'bannerScript'      => self::banner_script(),
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
