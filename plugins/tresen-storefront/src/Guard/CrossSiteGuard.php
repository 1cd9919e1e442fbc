<?php
/**
 * Refuses cart and checkout writes that come from another website.
 *
 * A guest's nonce is the same for every guest, so a nonce alone does not
 * prove that the shopper's own page sent a request; only the browser's
 * `Sec-Fetch-Site` and `Origin` headers do. Cross-site `POST`s to
 * WooCommerce's `?wc-ajax=` endpoints (add to cart, remove, quantity,
 * shipping method, checkout, fragments) and cross-site form posts of the
 * cart and checkout are refused with a German message before WooCommerce
 * handles them (the check itself: `Tresen\Common\V5\CrossSite`). Links
 * (`GET ?add-to-cart=`) stay usable from anywhere.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Guard;

use Tresen\Common\V5\CrossSite;
use Tresen\Storefront\Cart\QuantityEndpoint;
use Tresen\Storefront\Feature;

defined( 'ABSPATH' ) || exit;

/**
 * The cross-site guard of the storefront's state-changing requests.
 */
final class CrossSiteGuard implements Feature {

	/**
	 * POST fields of WooCommerce's cart and checkout forms.
	 */
	public const FORM_FIELDS = array( 'add-to-cart', 'update_cart', 'apply_coupon', 'calc_shipping', 'woocommerce-cart-nonce', 'woocommerce-process-checkout-nonce', 'woocommerce_checkout_place_order' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Before WooCommerce runs a wc-ajax endpoint (template_redirect, priority 0).
		add_action( 'template_redirect', array( $this, 'guard_wc_ajax' ), -100 );
		// Before WooCommerce's form handlers (wp_loaded, priority 20).
		add_action( 'wp_loaded', array( $this, 'guard_forms' ), 1 );
		// admin-ajax: the storefront's own cart action (kept for Flatsome-era scripts).
		add_action( 'wp_ajax_' . QuantityEndpoint::ACTION, array( $this, 'guard_ajax' ), 0 );
		add_action( 'wp_ajax_nopriv_' . QuantityEndpoint::ACTION, array( $this, 'guard_ajax' ), 0 );
	}

	/**
	 * The shopper's message.
	 */
	public static function message(): string {
		return __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-storefront' );
	}

	/**
	 * Refuses a cross-site POST to a wc-ajax endpoint (403, JSON).
	 */
	public function guard_wc_ajax(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		if ( empty( $_GET['wc-ajax'] ) || ! CrossSite::post() ) {
			return;
		}
		$this->refuse_json();
	}

	/**
	 * Refuses a cross-site POST to the storefront's admin-ajax cart action (403, JSON).
	 */
	public function guard_ajax(): void {
		if ( CrossSite::post() ) {
			$this->refuse_json();
		}
	}

	/**
	 * Refuses a cross-site post of a cart or checkout form (403, German page).
	 * WooCommerce's form handlers read those fields on every front-end request,
	 * wc-ajax and admin-ajax ones too (an `add-to-cart` field posted to
	 * `?wc-ajax=<anything>` adds to the cart before any endpoint runs): a
	 * cross-site POST to wc-ajax is refused here at once, one to admin-ajax
	 * that carries such a field too (both in JSON).
	 */
	public function guard_forms(): void {
		if ( ! CrossSite::post() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		if ( ! empty( $_GET['wc-ajax'] ) ) {
			$this->refuse_json();
		}
		if ( is_admin() && ! wp_doing_ajax() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.NonceVerification.Recommended -- routing only.
		if ( ! array_intersect( self::FORM_FIELDS, array_keys( $_POST ) ) && empty( $_REQUEST['add-to-cart'] ) ) {
			return;
		}
		if ( wp_doing_ajax() ) {
			$this->refuse_json();
		}
		wp_die(
			esc_html( self::message() ),
			esc_html__( 'Request refused', 'tresen-storefront' ),
			array(
				'response'  => 403,
				'back_link' => true,
			)
		);
	}

	/**
	 * Sends WordPress's JSON error shape with the German message and ends the request.
	 */
	private function refuse_json(): void {
		wp_send_json_error(
			array(
				'code'    => 'cross_site',
				'message' => self::message(),
			),
			403
		);
	}
}
