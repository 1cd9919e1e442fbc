<?php
/**
 * The storefront plugin: boots its features, owns its asset helper and its
 * replacement of WooCommerce's classic jQuery scripts.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Boots every feature of the storefront.
 */
final class Plugin {

	public const DOMAIN  = 'tresen-storefront';
	public const VERSION = '0.1.0';

	/** Handle of the webpack runtime the plugin's entries share (webpack.config.js). */
	public const RUNTIME = 'tresen-storefront-runtime';

	/**
	 * Feature classes (each implements Feature). Adding a feature is one line here.
	 *
	 * @var array<int, class-string<Feature>>
	 */
	private const FEATURES = array(
		Guard\CrossSiteGuard::class,
		Guard\InputGuard::class,
		General\GeneralScript::class,
		Cart\Cart::class,
		Cart\MenuCart::class,
		Checkout\Checkout::class,
		Product\ProductPage::class,
		QuickView\QuickView::class,
		Search\Search::class,
	);

	/**
	 * Shared asset helper for the plugin's build/ folder.
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
	 * WooCommerce handles replaced by ours: handle => our handle and the
	 * original's dependencies.
	 *
	 * @var array<string, array{ours: string, deps: string[]}>
	 */
	private static $replaced = array();

	/**
	 * Registers every feature (plugins_loaded).
	 */
	public static function boot(): void {
		if ( self::$booted ) {
			return;
		}
		self::$booted = true;
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		// Before any entry is registered, on the storefront and in wp-admin (and again
		// whenever WordPress sets up a new script registry).
		add_action( 'init', array( self::class, 'register_runtime' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_runtime' ) );
		add_action( 'init', array( self::class, 'register_intent_loader' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_intent_loader' ) );
		/**
		 * Filters the storefront's feature classes (tests may add or drop one).
		 *
		 * @param array<int, class-string<Feature>> $features Feature classes.
		 */
		$features = (array) apply_filters( 'tresen_storefront_features', self::FEATURES );
		foreach ( $features as $class ) {
			if ( is_string( $class ) && class_exists( $class ) && is_subclass_of( $class, Feature::class ) ) {
				( new $class() )->register();
			}
		}
	}

	/**
	 * Loads the plugin's translations (languages/ in the zip, or WordPress's).
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( self::file() ) ) . '/languages' );
	}

	/**
	 * Activation: creates and fills the search index (the fast route reads it).
	 */
	public static function activate(): void {
		if ( self::has_woocommerce() ) {
			Search\Index::activate();
		}
	}

	/**
	 * Deactivation: the fast route hands every request on (nothing keeps the index current).
	 */
	public static function deactivate(): void {
		Search\FastRoute::forget();
	}

	/**
	 * The plugin's main file.
	 */
	public static function file(): string {
		return defined( 'TRESEN_STOREFRONT_FILE' ) ? (string) TRESEN_STOREFRONT_FILE : dirname( __DIR__ ) . '/tresen-storefront.php';
	}

	/**
	 * The plugin's folder name (as installed).
	 */
	public static function folder(): string {
		return basename( dirname( self::file() ) );
	}

	/**
	 * Absolute path of a file in the plugin.
	 *
	 * @param string $relative Relative path.
	 */
	public static function path( string $relative ): string {
		return plugin_dir_path( self::file() ) . ltrim( $relative, '/' );
	}

	/**
	 * URL of a file in the plugin.
	 *
	 * @param string $relative Relative path.
	 */
	public static function url( string $relative ): string {
		return plugin_dir_url( self::file() ) . ltrim( $relative, '/' );
	}

	/**
	 * The asset helper for build/<entry>.{js,css}, or null when the shared class is missing (no build yet).
	 */
	public static function assets(): ?Assets {
		if ( null === self::$assets && class_exists( Assets::class ) ) {
			self::$assets = Assets::for_plugin( self::file(), self::DOMAIN );
		}
		return self::$assets;
	}

	/**
	 * Registers build/runtime.js, which every entry of the plugin names as a
	 * dependency in its `.asset.php`: the chunk loader the entries share.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_runtime( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		$assets  = self::assets();
		if ( null === $assets || isset( $scripts->registered[ self::RUNTIME ] ) || ! $assets->exists( 'runtime' ) ) {
			return;
		}
		self::register_chunk_loader( $scripts );
		$asset = $assets->asset( 'runtime' );
		// Its dependencies name the shared chunk loader (webpack.config.js, `SharedChunkLoader`).
		$scripts->add( self::RUNTIME, $assets->url( 'build/runtime.js' ), $asset['dependencies'], $asset['version'] );
		$scripts->add_data( self::RUNTIME, 'group', 1 );
		$scripts->add_data( self::RUNTIME, 'strategy', 'defer' );
	}

	/** Handle of the chunk loader the theme's and the storefront's runtimes share (webpack.config.js, `SharedChunkLoader`). */
	public const CHUNK_LOADER = 'tresen-webpack-1';

	/**
	 * Registers the chunk loader the suite's webpack runtimes share
	 * (`build/webpack-runtime.js`, the same file in the theme and the
	 * storefront plugin) unless another Tresen package did so first: the
	 * first loaded wins, so this plugin works alone.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 */
	private static function register_chunk_loader( \WP_Scripts $scripts ): void {
		$assets = self::assets();
		if ( null === $assets || isset( $scripts->registered[ self::CHUNK_LOADER ] ) || ! $assets->exists( 'webpack-runtime' ) ) {
			return;
		}
		$asset = $assets->asset( 'webpack-runtime' );
		$scripts->add( self::CHUNK_LOADER, $assets->url( 'build/webpack-runtime.js' ), array(), $asset['version'] );
		$scripts->add_data( self::CHUNK_LOADER, 'group', 1 );
		$scripts->add_data( self::CHUNK_LOADER, 'strategy', 'defer' );
	}

	/** Handle of the suite's shared intent loader (webpack.config.js, `INTENT_LOADER`). */
	public const INTENT_LOADER = 'tresen-intent-1';

	/**
	 * Registers the suite's shared intent loader (`build/intent-loader.js`,
	 * the same file in every package that ships it) unless another Tresen
	 * package did so first: the first loaded wins, so this plugin works
	 * alone. Its entries that load code on intent name it in their `.asset.php`.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_intent_loader( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		$assets  = self::assets();
		if ( null === $assets || isset( $scripts->registered[ self::INTENT_LOADER ] ) || ! $assets->exists( 'intent-loader' ) ) {
			return;
		}
		$asset = $assets->asset( 'intent-loader' );
		$scripts->add( self::INTENT_LOADER, $assets->url( 'build/intent-loader.js' ), array(), $asset['version'] );
		$scripts->add_data( self::INTENT_LOADER, 'group', 1 );
		$scripts->add_data( self::INTENT_LOADER, 'strategy', 'defer' );
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
	 * intent (`@tresen/common/load-scripts`).
	 *
	 * @param string[] $handles Registered script handles.
	 * @return string[]
	 */
	public static function script_chain( array $handles ): array {
		return Assets::script_urls( $handles );
	}

	/**
	 * Puts our script in place of WooCommerce's handles: each is re-registered
	 * as an empty alias that depends on ours (and stays enqueued if it was), so
	 * anything that enqueues or depends on it later loads our bundle and the
	 * jQuery original never reaches the page. When a script we do not replace
	 * depends on such a handle, the alias also carries the original's
	 * dependencies (keep_dependencies()).
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
