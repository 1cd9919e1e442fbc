<?php
/**
 * When the search index's stored suggestions are stale beyond their product:
 * every stored suggestion counts as stale when a setting that shapes them
 * changes (tax display and rates, currency and price format, price suffix,
 * permalinks, language, active plugins: the "context" key, filter
 * `tresen_search_suggestion_context`), when an image's sizes are regenerated,
 * or on `do_action( 'tresen_search_suggestions_stale' )`. A product's own
 * changes (price, sale dates, tax class, image, unit data, SKU, stock, terms)
 * drop its suggestion through IndexQueue; a scheduled sale's start or end
 * lets it expire by itself (Endpoint).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The key every stored suggestion must carry.
 */
final class SuggestionContext {
	/**
	 * Options whose value shapes every suggestion (prices, addresses, texts).
	 */
	private const CONTEXT_OPTIONS = array(
		'woocommerce_calc_taxes',
		'woocommerce_prices_include_tax',
		'woocommerce_tax_display_shop',
		'woocommerce_tax_based_on',
		'woocommerce_default_country',
		'woocommerce_price_display_suffix',
		'woocommerce_currency',
		'woocommerce_currency_pos',
		'woocommerce_price_thousand_sep',
		'woocommerce_price_decimal_sep',
		'woocommerce_price_num_decimals',
		'woocommerce_permalinks',
		'woocommerce_placeholder_image',
		'permalink_structure',
		'home',
		'active_plugins',
		'WPLANG',
	);

	/** Option whose change marks every stored suggestion stale. */
	public const STALE_OPTION = 'tresen_search_suggestions_stale';

	/**
	 * Adds the hooks that mark every stored suggestion stale.
	 */
	public static function register(): void {
		// Tax rates shape every price; regenerated image sizes every image address.
		foreach ( array( 'woocommerce_tax_rate_added', 'woocommerce_tax_rate_updated', 'woocommerce_tax_rate_deleted' ) as $hook ) {
			add_action( $hook, array( self::class, 'stale_all' ) );
		}
		add_filter( 'wp_update_attachment_metadata', array( self::class, 'attachment_changed' ) );
		add_action( 'tresen_search_suggestions_stale', array( self::class, 'stale_all' ) );
	}

	/**
	 * The key of everything beyond the product that shapes a stored
	 * suggestion: a suggestion stored under another key is made again.
	 */
	public static function context(): string {
		$values = array( Index::VERSION, get_locale(), (string) get_option( self::STALE_OPTION, '' ) );
		foreach ( self::CONTEXT_OPTIONS as $option ) {
			$values[] = get_option( $option );
		}
		/**
		 * Filters what a stored search suggestion depends on beyond the product
		 * (add a setting of a plugin that changes price HTML).
		 *
		 * @param array<int, mixed> $values Values.
		 */
		$values = apply_filters( 'tresen_search_suggestion_context', $values );
		return md5( (string) wp_json_encode( $values ) );
	}

	/**
	 * Marks every stored suggestion stale (they are made again when found).
	 */
	public static function stale_all(): void {
		update_option( self::STALE_OPTION, uniqid( '', true ), true );
	}

	/**
	 * An image's sizes were regenerated: its addresses may have changed.
	 *
	 * @param mixed $data Attachment metadata (passed on).
	 * @return mixed
	 */
	public static function attachment_changed( $data ) {
		self::stale_all();
		return $data;
	}
}
