<?php
/**
 * Styles and scripts of the theme.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the theme's CSS on every page and the small header script,
 * and keeps WooCommerce's own stylesheets away (the theme styles
 * WooCommerce's standard classes itself).
 */
final class Enqueue implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Before any theme script is registered, on the storefront and in wp-admin (and
		// again whenever WordPress sets up a new script registry).
		add_action( 'init', array( self::class, 'register_runtime' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_runtime' ) );
		add_action( 'init', array( self::class, 'register_intent_loader' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_intent_loader' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'woocommerce_enqueue_styles', '__return_empty_array' );
		// Classic theme: load a core block's CSS only on pages that render that block.
		add_filter( 'should_load_separate_core_block_assets', '__return_true' );
		add_action( 'wp_head', array( $this, 'print_noscript_styles' ), 99 );
		// After every enqueue, before WordPress decides which styles to inline (both run on wp_head, priority 1).
		add_action( 'wp_enqueue_scripts', array( self::class, 'inline_small_styles' ), PHP_INT_MAX );
		add_action( 'wp_enqueue_scripts', array( self::class, 'inline_theme_stylesheet' ), PHP_INT_MAX );
		// Again for a stylesheet enqueued while the page renders (the wishlist's, when the front
		// page's product grid printed its buttons), before WordPress's footer inlining (priority 1).
		add_action( 'wp_footer', array( self::class, 'inline_small_styles' ), 0 );
	}

	/** Handle of the webpack runtime the theme's entries share (webpack.config.js). */
	public const RUNTIME = 'tresen-runtime';

	/**
	 * Registers build/runtime.js, which every theme entry names as a
	 * dependency in its `.asset.php`: the chunk loader the entries share.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_runtime( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		$assets  = Theme::assets();
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
	 * first loaded wins, so this theme works alone.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 */
	private static function register_chunk_loader( \WP_Scripts $scripts ): void {
		$assets = Theme::assets();
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
	 * package did so first: the first loaded wins, so this theme works
	 * alone. Its entries that load code on intent name it in their `.asset.php`.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_intent_loader( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		$assets  = Theme::assets();
		if ( null === $assets || isset( $scripts->registered[ self::INTENT_LOADER ] ) || ! $assets->exists( 'intent-loader' ) ) {
			return;
		}
		$asset = $assets->asset( 'intent-loader' );
		$scripts->add( self::INTENT_LOADER, $assets->url( 'build/intent-loader.js' ), array(), $asset['version'] );
		$scripts->add_data( self::INTENT_LOADER, 'group', 1 );
		$scripts->add_data( self::INTENT_LOADER, 'strategy', 'defer' );
	}

	/** Stylesheets of the suite below this size are printed inline. */
	public const INLINE_BELOW_BYTES = 5000;

	/**
	 * The suite's small stylesheets (a bundle's few rules: storefront, cart,
	 * quick view, wishlist, consent banner) go inline in the page instead of
	 * one render-blocking request each: they get WordPress's `path` data, and
	 * WordPress inlines them within its size budget (`wp_maybe_inline_styles()`).
	 * The theme's main stylesheet stays a cached file.
	 */
	public static function inline_small_styles(): void {
		$styles = wp_styles();
		$base   = content_url( '/' );
		foreach ( $styles->queue as $handle ) {
			$style = $styles->query( $handle, 'registered' );
			if ( ! $style instanceof \_WP_Dependency || ! is_string( $style->src ) || 0 !== strpos( $handle, 'tresen-' ) ) {
				continue;
			}
			$src = (string) strtok( $style->src, '?' );
			if ( 0 !== strpos( $src, $base ) || ! str_ends_with( $src, '.css' ) ) {
				continue;
			}
			$file = wp_normalize_path( WP_CONTENT_DIR . '/' . substr( $src, strlen( $base ) ) );
			if ( false === strpos( $file, '/build/' ) || ! is_readable( $file ) || filesize( $file ) >= self::INLINE_BELOW_BYTES ) {
				continue;
			}
			wp_style_add_data( $handle, 'path', $file );
		}
	}

	/** Handle of the theme's stylesheet (build/theme.css). */
	public const STYLESHEET = 'tresen-theme';

	/**
	 * The theme's stylesheet is printed in the page while it is smaller than
	 * this (29 KB, 6.3 KB gzip today): well inside the first round trip of a
	 * page (about 14 KB compressed), so a phone paints without waiting for a
	 * second request.
	 */
	public const INLINE_THEME_BELOW_BYTES = 40000;

	/**
	 * Prints the theme's stylesheet inside the page instead of a
	 * render-blocking `<link>`: the whole sheet is the critical CSS (every
	 * page's first screen uses the header, the grid, the product, the form
	 * and the checkout rules it holds), so nothing waits for a stylesheet
	 * and nothing shifts when one arrives. A returning visitor pays its
	 * 6.3 KB gzip per page instead of a cached file; a first visit (most
	 * of the shop's, from search and ads on a phone) saves a round trip
	 * before the first paint. The owner's settings (Customizer) stay after it.
	 * Filter `tresen_theme_inline_stylesheet` (false keeps the file).
	 * Same mechanism as WordPress's own `wp_maybe_inline_styles()`.
	 */
	public static function inline_theme_stylesheet(): void {
		$styles = wp_styles();
		$style  = $styles->query( self::STYLESHEET, 'registered' );
		if ( ! $style instanceof \_WP_Dependency || ! is_string( $style->src ) || ! wp_style_is( self::STYLESHEET, 'enqueued' ) ) {
			return;
		}
		$file = get_template_directory() . '/build/theme.css';
		$size = is_readable( $file ) ? (int) filesize( $file ) : 0;
		/**
		 * Whether the theme's stylesheet goes inline in the page (true while it is small).
		 *
		 * @param bool $inline Whether it goes inline.
		 * @param int  $size   Its size in bytes.
		 */
		if ( $size <= 0 || ! apply_filters( 'tresen_theme_inline_stylesheet', $size < self::INLINE_THEME_BELOW_BYTES, $size ) ) {
			return;
		}
		$css = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this theme.
		if ( false === $css || '' === $css ) {
			return;
		}
		if ( function_exists( '_wp_normalize_relative_css_links' ) ) {
			$css = _wp_normalize_relative_css_links( $css, $style->src );
		}
		$after      = $styles->get_data( self::STYLESHEET, 'after' );
		$style->src = false;
		$styles->add_data( self::STYLESHEET, 'after', array_merge( array( $css ), is_array( $after ) ? $after : array() ) );
	}

	/**
	 * Enqueues build/theme.css (everywhere) and build/header.js (the off-canvas menu).
	 */
	public function enqueue(): void {
		$assets = Theme::assets();
		if ( null === $assets ) {
			return;
		}
		if ( $assets->exists( 'theme' ) ) {
			// The entry exists for its CSS; its JS is not needed on the page.
			$handle = $assets->register( 'theme' );
			wp_enqueue_style( $handle );
		}
		if ( $assets->exists( 'header' ) ) {
			$assets->enqueue( 'header' );
		}
		if ( $assets->exists( 'blocks-style' ) && self::on_block_cart_or_checkout() ) {
			// CSS only, like the base stylesheet (docs/block-checkout.md).
			wp_enqueue_style( $assets->register( 'blocks-style' ) );
		}
	}

	/**
	 * Whether this page renders WooCommerce's Cart or Checkout block.
	 */
	public static function on_block_cart_or_checkout(): bool {
		if ( ! is_singular() ) {
			return false;
		}
		$post = get_queried_object();
		return $post instanceof \WP_Post && ( has_block( 'woocommerce/cart', $post ) || has_block( 'woocommerce/checkout', $post ) );
	}

	/**
	 * Without JavaScript the mobile menu shows inline instead of off-canvas.
	 */
	public function print_noscript_styles(): void {
		echo '<noscript><style>.main-navigation{position:static;visibility:visible;transform:none;box-shadow:none;max-width:none}.menu-toggle,.menu-close{display:none}</style></noscript>' . "\n";
	}
}
