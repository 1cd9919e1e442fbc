<?php
/**
 * Scripts that wait for consent before they load at all.
 *
 * @package Tresen\Shop
 */

namespace Tresen\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * The order attribution's recorder (category "marketing") and the analytics
 * events (category "analytics") do nothing without consent, so this shop
 * has the cookie consent plugin print them inert (`type="text/plain"`,
 * `tresen_consent_gated_handles`): a visitor who has not agreed never
 * downloads them, and the gate activates them (settings first) as soon as
 * the category is granted, on the page where that happens too.
 */
final class ConsentGatedScripts {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'tresen_consent_gated_handles', array( self::class, 'handles' ) );
	}

	/**
	 * Adds the handles and their categories (the plugin's own filters decide the category).
	 *
	 * @param mixed $handles Handle => category.
	 * @return mixed
	 */
	public static function handles( $handles ) {
		if ( ! is_array( $handles ) ) {
			return $handles;
		}
		$handles['tresen-order-attribution-attribution'] = (string) apply_filters( 'tresen_order_attribution_consent_category', 'marketing' );
		$handles['tresen-order-attribution-analytics']   = (string) apply_filters( 'tresen_analytics_consent_category', 'analytics' );
		return $handles;
	}
}
