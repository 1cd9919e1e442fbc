<?php
/**
 * The checkout, owned by the suite: WooCommerce's `wc-checkout` (and with
 * it jQuery and blockUI) replaced by the storefront's checkout bundle on the
 * checkout and order-pay pages. The address scripts (`wc-country-select`,
 * `wc-address-i18n`) are replaced by the plugin's general script on any theme
 * (General\GeneralScript), which reads the data WooCommerce still prints for
 * them, as does ours for `wc_checkout_params`.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Checkout;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Puts build/checkout.js in place of WooCommerce's checkout script.
 */
final class Checkout implements Feature {

	/**
	 * Entry name of the bundle (client/checkout).
	 */
	public const ENTRY = 'checkout';

	/**
	 * WooCommerce's checkout script, replaced by ours.
	 */
	public const REPLACED_HANDLES = array( 'wc-checkout' );

	/**
	 * WooCommerce's classic checkout scripts, off the Checkout block page
	 * (the list the block's own `dequeue_woocommerce_core_scripts()` takes off).
	 */
	public const BLOCK_DEQUEUED = array( 'wc-checkout', 'wc-address-autocomplete', 'wc-password-strength-meter' );

	/**
	 * The React island that asks a guest to log in when the shop requires an account.
	 */
	public const LOGIN_ENTRY = 'checkout-login';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After WooCommerce enqueued its scripts (10) and with the storefront bundle (20).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		// Before WooCommerce's "You must be logged in" (the template prints it after this action).
		add_action( 'woocommerce_before_checkout_form', array( $this, 'login_link' ), 100 );
	}

	/**
	 * Whether this visitor must log in before the checkout shows its form:
	 * guests may not order and cannot register at checkout.
	 */
	public static function login_required(): bool {
		if ( is_user_logged_in() || ! function_exists( 'WC' ) || ! WC()->checkout() ) {
			return false;
		}
		$checkout = WC()->checkout();
		return $checkout->is_registration_required() && ! $checkout->is_registration_enabled();
	}

	/**
	 * The login page, which returns to the checkout.
	 */
	public static function login_url(): string {
		return wp_login_url( wc_get_checkout_url() );
	}

	/**
	 * Without JavaScript the shopper gets the way to the login as a link.
	 */
	public function login_link(): void {
		if ( ! self::login_required() ) {
			return;
		}
		printf(
			'<p class="tresen-login-required"><a class="button" href="%s">%s</a></p>',
			esc_url( self::login_url() ),
			esc_html__( 'Log in to order', 'tresen-storefront' )
		);
	}

	/**
	 * Whether this page holds the checkout form or the order-pay form.
	 */
	public static function is_checkout_form_page(): bool {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() ) {
			return false;
		}
		return ! ( function_exists( 'is_order_received_page' ) && is_order_received_page() );
	}

	/**
	 * Whether this page renders WooCommerce's Checkout block instead of the
	 * classic form (not on its order-pay endpoint, which stays the classic
	 * form). The block dequeues WooCommerce's `wc-checkout` itself and has no
	 * `form.checkout` for our bundle: the bundle, its CSS and the login island
	 * would be dead weight on the block checkout (docs/block-checkout.md,
	 * "Weight on the page").
	 */
	public static function is_block_checkout(): bool {
		if ( function_exists( 'is_checkout_pay_page' ) && is_checkout_pay_page() ) {
			return false;
		}
		$page = get_queried_object();
		return $page instanceof \WP_Post && has_block( 'woocommerce/checkout', $page );
	}

	/**
	 * Enqueues the checkout bundle where WooCommerce's checkout script would run.
	 */
	public function enqueue(): void {
		if ( is_admin() || ! Plugin::has_woocommerce() || ! self::is_checkout_form_page() ) {
			return;
		}
		if ( self::is_block_checkout() ) {
			// What the Checkout block dequeues itself, but only when it renders before
			// `wp_enqueue_scripts` (block themes): in a classic theme's page it renders
			// later, and WooCommerce's `wc-checkout` would bring jQuery and blockUI.
			foreach ( self::BLOCK_DEQUEUED as $handle ) {
				wp_dequeue_script( $handle );
			}
			return;
		}
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return; // Without our build WooCommerce's own script keeps working.
		}
		$handle = $assets->enqueue( self::ENTRY );
		$assets->settings( $handle, 'tresenCheckout', self::settings() );
		Plugin::replace_scripts( self::REPLACED_HANDLES, $handle );
		if ( self::login_required() && $assets->exists( self::LOGIN_ENTRY ) ) {
			// React (WordPress's) comes to this page only for this guest.
			$login = $assets->enqueue( self::LOGIN_ENTRY );
			$assets->settings( $login, 'tresenCheckoutLogin', array( 'loginUrl' => self::login_url() ) );
		}
	}

	/**
	 * Settings for the script (the same for every visitor).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'scrollOffset'       => 100,
			'noticeFocusDelayMs' => 100,
			'typingDelayMs'      => 1000,
			'publicPath'         => Plugin::url( 'build/' ),
		);
	}
}
