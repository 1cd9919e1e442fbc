<?php
/**
 * Theme bootstrap.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

use Tresen\Common\V1\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Boots every feature of the theme.
 */
final class Theme {

	public const DOMAIN  = 'tresen';
	public const VERSION = '0.1.0';

	/**
	 * Feature classes (each implements Feature). Adding a feature is one line here.
	 *
	 * @var array<int, class-string<Feature>>
	 */
	private const FEATURES = array(
		Setup::class,
		Enqueue::class,
		WooCommerce\Layout::class,
		WooCommerce\TaxInfo::class,
		WooCommerce\GeneralScript::class,
		Cart\Cart::class,
	);

	/**
	 * Shared asset helper for the theme's build/ folder.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private static $booted = false;

	/**
	 * Registers every feature. Called from functions.php.
	 */
	public static function boot(): void {
		if ( self::$booted ) {
			return;
		}
		self::$booted = true;
		/**
		 * Filters the theme's feature classes (child themes and tests may add or drop one).
		 *
		 * @param array<int, class-string<Feature>> $features Feature classes.
		 */
		$features = (array) apply_filters( 'tresen_theme_features', self::FEATURES );
		foreach ( $features as $class ) {
			if ( is_string( $class ) && class_exists( $class ) && is_subclass_of( $class, Feature::class ) ) {
				( new $class() )->register();
			}
		}
	}

	/**
	 * The asset helper for build/<entry>.{js,css}, or null when the shared class is missing (no build yet).
	 */
	public static function assets(): ?Assets {
		if ( null === self::$assets && class_exists( Assets::class ) ) {
			self::$assets = new Assets( get_template_directory(), get_template_directory_uri(), self::DOMAIN, self::DOMAIN );
		}
		return self::$assets;
	}

	/**
	 * Whether WooCommerce is active.
	 */
	public static function has_woocommerce(): bool {
		return class_exists( 'WooCommerce' );
	}

	/**
	 * Puts our script in place of WooCommerce's handles: each is re-registered
	 * as an empty alias that depends on ours (and stays enqueued if it was), so
	 * anything that enqueues or depends on it later loads our bundle and the
	 * jQuery original never reaches the page.
	 *
	 * @param string[] $wc_handles WooCommerce's script handles.
	 * @param string   $handle     Our script handle.
	 */
	public static function replace_scripts( array $wc_handles, string $handle ): void {
		foreach ( $wc_handles as $wc_handle ) {
			$was_enqueued = wp_script_is( $wc_handle, 'enqueued' );
			wp_dequeue_script( $wc_handle );
			wp_deregister_script( $wc_handle );
			wp_register_script( $wc_handle, false, array( $handle ), self::VERSION, true );
			if ( $was_enqueued ) {
				wp_enqueue_script( $wc_handle );
			}
		}
	}
}
