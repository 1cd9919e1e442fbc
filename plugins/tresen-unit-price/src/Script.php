<?php
/**
 * The refresh script (client/unit-price): loaded only on pages that print a
 * refreshed unit price block (the product page's summary, a variable
 * product's variations, `[product_page]`, a theme's sticky bar or quick
 * view), with the observer's configuration as settings. The settings are the
 * same for every guest, so product pages stay cacheable.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the script and describes the observer.
 */
final class Script {

	public const ENTRY = 'unit-price';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_intent_loader' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_intent_loader' ) );
		// A theme whose quick view loads product summaries later asks for the script:
		// do_action( 'tresen_unit_price_enqueue' ).
		add_action( 'tresen_unit_price_enqueue', array( self::class, 'enqueue' ) );
		// A theme that loads it itself, later (on a quick view's first open), asks for what it needs:
		// apply_filters( 'tresen_unit_price_script', null ).
		add_filter( 'tresen_unit_price_script', array( self::class, 'script' ) );
	}

	/** The loading state's style: the old text stays in place (no layout shift), dimmed. */
	public const LOADING_CSS = '.price-unit.is-loading{opacity:.45;transition:opacity .15s}@media (prefers-reduced-motion:reduce){.price-unit.is-loading{transition:none}}';

	/**
	 * The script for a page that loads it later itself (`tresen_unit_price_script`):
	 * its address, its settings (to set as `window.tresenUnitPrice` first) and the
	 * loading state's style. Null before the build exists.
	 *
	 * @param mixed $script What an earlier filter gave.
	 * @return mixed array{src: string, settings: array<string, mixed>, css: string}|null
	 */
	public static function script( $script ) {
		$assets = self::assets();
		if ( ! $assets->exists( self::ENTRY ) ) {
			return $script;
		}
		$asset = $assets->asset( self::ENTRY );
		return array(
			'src'      => add_query_arg( 'ver', $asset['version'], $assets->url( 'build/' . self::ENTRY . '.js' ) ),
			'settings' => self::settings(),
			'css'      => self::LOADING_CSS,
		);
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
		if ( isset( $scripts->registered[ self::INTENT_LOADER ] ) || ! $assets->exists( 'intent-loader' ) ) {
			return;
		}
		$asset = $assets->asset( 'intent-loader' );
		$scripts->add( self::INTENT_LOADER, $assets->url( 'build/intent-loader.js' ), array(), $asset['version'] );
		$scripts->add_data( self::INTENT_LOADER, 'group', 1 );
		$scripts->add_data( self::INTENT_LOADER, 'strategy', 'defer' );
	}

	/**
	 * The version of the observers' script (its `.asset.php`), '' before the build.
	 */
	private static function observe_version(): string {
		$assets = self::assets();
		return $assets->exists( self::OBSERVE ) ? (string) $assets->asset( self::OBSERVE )['version'] : '';
	}

	/** The observers' script, loaded by the entry on intent (no handle of its own). */
	public const OBSERVE = 'unit-price-observe';

	/**
	 * The plugin's asset helper.
	 */
	private static function assets(): Assets {
		return Assets::for_plugin( TRESEN_UNIT_PRICE_FILE, Plugin::DOMAIN );
	}

	/**
	 * Enqueues the script with its settings and the loading state's style,
	 * once per page. Does nothing in wp-admin, in ajax replies (the host page
	 * loads it) and after the footer's scripts were printed.
	 */
	public static function enqueue(): void {
		if ( is_admin() || wp_doing_ajax() || did_action( 'wp_print_footer_scripts' ) ) {
			return;
		}
		$assets = self::assets();
		$handle = $assets->handle( self::ENTRY );
		if ( wp_script_is( $handle, 'enqueued' ) || ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		$assets->enqueue( self::ENTRY );
		$assets->settings( $handle, 'tresenUnitPrice', self::settings() );
		// The loading state keeps the old text in place (no layout shift), dimmed.
		wp_register_style( $handle, false, array(), TRESEN_UNIT_PRICE_VERSION );
		wp_enqueue_style( $handle );
		wp_add_inline_style( $handle, self::LOADING_CSS );
	}

	/**
	 * Whether the theme writes a chosen variation's price into the product's
	 * own price (instead of showing it in the variation form). The Tresen
	 * theme and WooCommerce's variation script do not: false.
	 */
	public static function replace_price(): bool {
		/**
		 * Filters whether the theme replaces the product's price with the chosen variation's.
		 *
		 * @param bool $replace Default false.
		 */
		return (bool) apply_filters( 'tresen_unit_price_replace_price', false );
	}

	/**
	 * The observer's configuration (window.tresenUnitPrice), the same for
	 * every guest. Price selectors map a CSS selector (inside the wrapper) to
	 * its flags: `is_total_price` (the price shown is for the chosen
	 * quantity), `is_primary_selector` (refreshed on load when refreshOnLoad)
	 * and `quantity_selector` (its quantity input; empty: qtySelector).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$primary  = array(
			'is_total_price'      => false,
			'is_primary_selector' => true,
			'quantity_selector'   => '',
		);
		$settings = array(
			'ajaxUrl'           => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( RefreshEndpoint::ENDPOINT ) : '',
			'nonce'             => wp_create_nonce( RefreshEndpoint::NONCE_ACTION ),
			'wrapper'           => '.product',
			'priceSelector'     => array(
				'.summary .price'                     => $primary,
				'.woocommerce-variation-price .price' => $primary,
			),
			'qtySelector'       => 'input.qty',
			'replacePrice'      => self::replace_price(),
			'refreshOnLoad'     => false,
			'unitSelector'      => '.' . UnitPrice::BLOCK_CLASS,
			// Parts of a price that are not the price: suffix, screen reader text, deposit, 30-day reference.
			'ignoreSelector'    => '.woocommerce-price-suffix, .screen-reader-text, .tresen-deposit, .tresen-price-reference',
			'decimalSeparator'  => wc_get_price_decimal_separator(),
			'thousandSeparator' => wc_get_price_thousand_separator(),
			'refreshDelayMs'    => 500,
			'initialDelayMs'    => 250,
			'timeoutMs'         => 10000,
			// Where the observers' script loads from when an optimizer moved or combined the entry.
			'publicPath'        => plugins_url( 'build/', TRESEN_UNIT_PRICE_FILE ),
			// The observers' script (build/unit-price-observe.js) is added by the entry: its version.
			'observeVersion'    => self::observe_version(),
		);
		/**
		 * Filters the refresh script's settings, e.g. to observe a theme's
		 * sticky bar: `$s['priceSelector']['.sticky-bar .price'] = [ 'is_total_price' => true, … ]`.
		 *
		 * @param array<string, mixed> $settings Settings.
		 */
		$filtered = apply_filters( 'tresen_unit_price_observer', $settings );
		return is_array( $filtered ) ? $filtered : $settings;
	}
}
