<?php
/**
 * Storefront cart: our add-to-cart, fragments, mini cart, quantity and
 * variation scripts replace WooCommerce's classic jQuery ones.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Cart;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the cart feature.
 */
final class Cart implements Feature {

	/**
	 * Entry name of the bundle (client/cart).
	 */
	public const ENTRY = 'cart';

	/**
	 * WooCommerce's classic scripts that ours replace. Their handles stay
	 * registered as aliases of ours, so scripts depending on them still load.
	 */
	public const REPLACED_HANDLES = array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-cart' );

	/**
	 * WooCommerce's address scripts that ours replace on the cart page only (the
	 * checkout keeps them until the suite's checkout replaces WooCommerce's).
	 */
	public const CART_PAGE_HANDLES = array( 'wc-country-select', 'wc-address-i18n' );

	/**
	 * Whether the hooks were added.
	 *
	 * @var bool
	 */
	private static $registered = false;

	/**
	 * Adds the hooks once (for callers that prefer a static entry point).
	 */
	public static function boot(): void {
		( new self() )->register();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		add_filter( 'woocommerce_add_to_cart_fragments', array( Fragments::class, 'add' ) );
		QuantityEndpoint::register();
		QuantityButtons::register();
	}

	/**
	 * Enqueues the cart bundle on every storefront page (the header cart is on
	 * every page) and puts it in place of WooCommerce's classic scripts.
	 */
	public function enqueue(): void {
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) || ! Plugin::has_woocommerce() ) {
			return; // Without our build WooCommerce's own scripts keep working.
		}
		if ( \Tresen\Storefront\Checkout\Checkout::is_checkout_form_page() ) {
			// The checkout needs no mini cart: the header's count is printed there (never
			// cached) and its link leads to the cart page; the page stays within its budget.
			// WooCommerce's add-to-cart and fragment scripts have nothing to do there either.
			foreach ( self::REPLACED_HANDLES as $wc_handle ) {
				wp_dequeue_script( $wc_handle );
			}
			return;
		}
		$handle = $assets->enqueue( self::ENTRY );
		$assets->settings( $handle, 'tresenCart', self::settings() );
		self::replace_handles( $handle );
		if ( function_exists( 'is_cart' ) && is_cart() ) {
			// The shipping calculator: our bundle opens it and switches its state field as
			// WooCommerce's country select did (from the data WooCommerce still prints on the
			// alias; selectWoo is taken off by General\GeneralScript).
			Plugin::replace_scripts( self::CART_PAGE_HANDLES, $handle );
		}
	}

	/**
	 * Re-registers WooCommerce's handles as empty aliases that depend on ours.
	 * Templates that enqueue them later (the variable product form does) then
	 * load our bundle, and the jQuery originals never reach the page.
	 *
	 * @param string $handle Our script handle.
	 */
	public static function replace_handles( string $handle ): void {
		Plugin::replace_scripts( self::REPLACED_HANDLES, $handle );
	}

	/**
	 * Storage key suffix for this site and theme (like WooCommerce's).
	 */
	private static function site_hash(): string {
		return md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
	}

	/**
	 * Settings for the script. The same for every visitor: pages are cached,
	 * per-visitor data (count, mini cart, nonce) comes with the fragments.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$hash = self::site_hash();
		return array(
			'wcAjaxUrl'          => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( '%%endpoint%%' ) : home_url( '/?wc-ajax=%%endpoint%%' ),
			'quantityAction'     => QuantityEndpoint::ACTION,
			'cartUrl'            => function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/cart/' ),
			'isCart'             => function_exists( 'is_cart' ) && is_cart(),
			'redirectAfterAdd'   => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			'fragmentsKey'       => 'tresen_fragments_' . $hash,
			'hashKey'            => 'tresen_cart_hash_' . $hash,
			'fragmentTimeoutMs'  => 5000,
			'fragmentMaxAgeMs'   => DAY_IN_SECONDS * 1000,
			'dropdownMs'         => 5000,
			'breakpoint'         => 850,
			'noticeFocusDelayMs' => 500,
			'scrollOffset'       => 100,
			// Lazy chunks load from here, not from wherever the entry script ended up.
			'publicPath'         => Plugin::url( 'build/' ),
		);
	}
}
