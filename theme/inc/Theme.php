<?php
/**
 * Theme bootstrap.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

use Tresen\Common\V5\Assets;

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
		CoreStrings::class,
		MetaDescription::class,
		WooCommerce\Layout::class,
		WooCommerce\Accessibility::class,
		WooCommerce\CartLayout::class,
		Header\SiteHeader::class,
		Owner\Customizer::class,
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
	 * The script addresses of handles and what they need, in load order,
	 * without what the page already loads: for a React island loaded on
	 * intent (`@tresen/common/load-scripts`). Only handles without inline code
	 * of their own are listed (React, ReactDOM, the JSX runtime, wp-element).
	 *
	 * @param string[] $handles Registered script handles.
	 * @return string[]
	 */
	public static function script_chain( array $handles ): array {
		return Assets::script_urls( $handles );
	}

	/**
	 * WooCommerce handles replaced by ours: handle => our handle and the
	 * original's dependencies.
	 *
	 * @var array<string, array{ours: string, deps: string[]}>
	 */
	private static $replaced = array();

	/**
	 * Puts our script in place of WooCommerce's handles: each is re-registered
	 * as an empty alias that depends on ours (and stays enqueued if it was), so
	 * anything that enqueues or depends on it later loads our bundle and the
	 * jQuery original never reaches the page.
	 *
	 * A script we do not replace may still depend on a replaced handle (on the
	 * checkout, WooCommerce's `wc-checkout` needs `woocommerce`, whose
	 * `wc-jquery-blockui` it uses). When such a script is on the page, the alias
	 * also carries the original's dependencies, so nothing it relies on is lost.
	 *
	 * @param string[] $wc_handles WooCommerce's script handles.
	 * @param string   $handle     Our script handle.
	 */
	public static function replace_scripts( array $wc_handles, string $handle ): void {
		$scripts = wp_scripts();
		foreach ( $wc_handles as $wc_handle ) {
			$original = $scripts->query( $wc_handle, 'registered' );
			if ( ! isset( self::$replaced[ $wc_handle ] ) || ( $original instanceof \_WP_Dependency && $original->src ) ) {
				self::$replaced[ $wc_handle ] = array(
					'ours' => $handle,
					'deps' => $original instanceof \_WP_Dependency && $original->src ? array_values( $original->deps ) : array(),
				);
			}
			$was_enqueued = wp_script_is( $wc_handle, 'enqueued' );
			wp_dequeue_script( $wc_handle );
			wp_deregister_script( $wc_handle );
			wp_register_script( $wc_handle, false, array( $handle ), self::VERSION, true );
			if ( $was_enqueued ) {
				wp_enqueue_script( $wc_handle );
			}
		}
		if ( false === has_action( 'wp_print_scripts', array( self::class, 'keep_dependencies' ) ) ) {
			add_action( 'wp_print_scripts', array( self::class, 'keep_dependencies' ), 1 );
			add_action( 'wp_print_footer_scripts', array( self::class, 'keep_dependencies' ), 1 );
		}
	}

	/**
	 * Gives a replaced handle back its original dependencies when a script we
	 * do not replace needs it. Runs right before WordPress prints the head and
	 * the footer scripts, when every script of the page is enqueued.
	 */
	public static function keep_dependencies(): void {
		$scripts = wp_scripts();
		foreach ( self::$replaced as $alias => $replacement ) {
			$alias_dependency = $scripts->query( $alias, 'registered' );
			if ( ! $alias_dependency instanceof \_WP_Dependency || $alias_dependency->src || ! self::needed_by_others( $scripts, $alias ) ) {
				continue;
			}
			$alias_dependency->deps = array_values( array_unique( array_merge( array( $replacement['ours'] ), $replacement['deps'] ) ) );
		}
	}

	/**
	 * Whether an enqueued script other than ours and the replaced aliases
	 * depends, directly or through other scripts, on the handle.
	 *
	 * @param \WP_Scripts $scripts Scripts.
	 * @param string      $alias   Replaced handle.
	 */
	private static function needed_by_others( \WP_Scripts $scripts, string $alias ): bool {
		$ours  = array_column( self::$replaced, 'ours' );
		$seen  = array();
		$stack = array_values( $scripts->queue );
		while ( $stack ) {
			$handle = (string) array_pop( $stack );
			if ( isset( $seen[ $handle ] ) || isset( self::$replaced[ $handle ] ) || in_array( $handle, $ours, true ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$dependency      = $scripts->query( $handle, 'registered' );
			if ( ! $dependency instanceof \_WP_Dependency ) {
				continue;
			}
			if ( in_array( $alias, $dependency->deps, true ) ) {
				return true;
			}
			foreach ( $dependency->deps as $dep ) {
				$stack[] = $dep;
			}
		}
		return false;
	}
}
