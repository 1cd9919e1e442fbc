<?php
/**
 * WooCommerce's general frontend script (`woocommerce`: store notice,
 * show/hide password, sort select; jQuery, jquery-blockui, js-cookie) and
 * its address scripts (`wc-country-select`, `wc-address-i18n`) replaced by
 * the storefront's general bundle, which needs no jQuery, on any classic
 * theme (the Tresen theme, Twenty Twenty-One, …).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\General;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Puts build/general.js in place of WooCommerce's `woocommerce` handle.
 */
final class GeneralScript implements Feature {

	/**
	 * Entry name of the bundle (client/general).
	 */
	public const ENTRY = 'general';

	/**
	 * WooCommerce's handle that ours replaces. It stays registered as an
	 * alias of ours, so scripts depending on it still load (without jQuery).
	 */
	public const REPLACED_HANDLE = 'woocommerce';

	/**
	 * jQuery script WooCommerce puts on account pages that the storefront does without.
	 */
	public const ACCOUNT_DEQUEUED = array( 'wc-account-i18n' );

	/**
	 * WooCommerce's address scripts that ours replace on the account's address
	 * form (WooCommerce enqueues them while rendering it; the data it prints
	 * for them stays and our bundle reads it).
	 */
	public const ADDRESS_HANDLES = array( 'wc-country-select', 'wc-address-i18n' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After WooCommerce enqueued its scripts (priority 10).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
	}

	/**
	 * Enqueues the storefront bundle on every storefront page (the store
	 * notice may show on any page) and replaces WooCommerce's handle.
	 */
	public function enqueue(): void {
		if ( is_admin() || ! Plugin::has_woocommerce() ) {
			return;
		}
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return; // Without our build WooCommerce's own script keeps working.
		}
		$handle = $assets->enqueue( self::ENTRY );
		// Where the lazy parts (password, account, address) load from when an optimizer moved the script.
		$assets->settings( $handle, 'tresenGeneral', array( 'publicPath' => Plugin::url( 'build/' ) ) );
		self::replace_handle( $handle );
		if ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) ) {
			// Native selects wherever WooCommerce brings selectWoo (cart, checkout, account):
			// its boxes have no accessible name and a low-contrast placeholder (axe), it
			// needs jQuery, and WooCommerce's scripts enhance with it only when present.
			wp_dequeue_script( 'selectWoo' );
			wp_dequeue_style( 'select2' );
		}
		if ( self::is_checkout_form_page() ) {
			// The checkout's address fields follow their country (client/general/address-form.ts).
			Plugin::replace_scripts( self::ADDRESS_HANDLES, $handle );
		}
		if ( function_exists( 'is_account_page' ) && is_account_page() && ! is_checkout() ) {
			// The storefront bundle focuses the first notice as WooCommerce's account-i18n did.
			foreach ( self::ACCOUNT_DEQUEUED as $wc_handle ) {
				wp_dequeue_script( $wc_handle );
			}
			if ( function_exists( 'is_wc_endpoint_url' ) && is_wc_endpoint_url( 'edit-address' ) ) {
				Plugin::replace_scripts( self::ADDRESS_HANDLES, $handle );
			}
		}
	}

	/**
	 * Whether this page holds the checkout form or the order-pay form.
	 */
	private static function is_checkout_form_page(): bool {
		return function_exists( 'is_checkout' ) && is_checkout() && ! ( function_exists( 'is_order_received_page' ) && is_order_received_page() );
	}

	/**
	 * Re-registers WooCommerce's handle as an empty alias that depends on
	 * ours (still enqueued if it was). Its jquery-blockui and js-cookie
	 * dependencies then no longer come along.
	 *
	 * @param string $handle Our script handle.
	 */
	public static function replace_handle( string $handle ): void {
		Plugin::replace_scripts( array( self::REPLACED_HANDLE ), $handle );
	}
}
