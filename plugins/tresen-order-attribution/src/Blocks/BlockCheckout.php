<?php
/**
 * Attribution and analytics on WooCommerce's Checkout block
 * (docs/block-checkout.md, docs/order-attribution.md):
 *
 * - WooCommerce's own recorder sends the visit with the Store API checkout
 *   (extension `woocommerce/order-attribution`); it is kept only with the
 *   visitor's marketing consent, as on the classic checkout, whatever the
 *   browser sent (the consent cookie comes with the request);
 * - the script `client/blocks-analytics` pushes GA4's `add_shipping_info` and
 *   `add_payment_info` once each when the shopper places the order, read
 *   from WooCommerce's stores; `begin_checkout` and `purchase` come from the
 *   plugin's analytics script as on the classic checkout (Analytics).
 *
 * Real WooCommerce only: the double has no blocks.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Blocks;

use Tresen\Common\V5\Assets;
use Tresen\OrderAttribution\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks of the block checkout.
 */
final class BlockCheckout {

	/** Integration name and script data key prefix. */
	public const NAME = 'tresen-order-attribution';

	/** WooCommerce's Store API extension of its recorder. */
	public const WC_EXTENSION = 'woocommerce/order-attribution';

	/**
	 * Adds the hooks.
	 *
	 * @param Assets $assets The plugin's assets.
	 */
	public static function register( Assets $assets ): void {
		Registration::add( self::NAME, $assets, 'blocks-analytics', array( self::class, 'script_data' ), array( 'checkout' ) );
		// Before WooCommerce saves the attribution (priority 10).
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'gate' ), 5, 2 );
		add_filter( 'tresen_block_checkout_status', array( self::class, 'status' ) );
	}

	/**
	 * Settings of the block script.
	 *
	 * @return array<string, mixed>
	 */
	public static function script_data(): array {
		return array(
			/** This filter is documented in src/Analytics.php. */
			'consentCategory' => (string) apply_filters( 'tresen_analytics_consent_category', 'analytics' ),
			'currency'        => get_woocommerce_currency(),
		);
	}

	/**
	 * Drops WooCommerce's attribution from a block checkout without the
	 * visitor's marketing consent (the consent plugin decides; without it the
	 * shop has no banner and WooCommerce's recorder works as WooCommerce ships it).
	 *
	 * @param \WC_Order        $order   Order.
	 * @param \WP_REST_Request $request Checkout request.
	 */
	public static function gate( $order, $request ): void {
		unset( $order );
		if ( ! $request instanceof \WP_REST_Request || ! class_exists( '\\Tresen\\CookieConsent\\Consent' ) ) {
			return;
		}
		$category = (string) Plugin::settings()['consentCategory'];
		if ( \Tresen\CookieConsent\Consent::has( $category ) ) {
			return;
		}
		$extensions = $request->get_param( 'extensions' );
		if ( is_array( $extensions ) && isset( $extensions[ self::WC_EXTENSION ] ) ) {
			unset( $extensions[ self::WC_EXTENSION ] );
			$request->set_param( 'extensions', $extensions );
		}
	}

	/**
	 * The plugin's line in the owner's status of the block checkout.
	 *
	 * @param array<string, string> $lines Status lines.
	 * @return array<string, string>
	 */
	public static function status( $lines ): array {
		$lines               = is_array( $lines ) ? $lines : array();
		$lines[ self::NAME ] = __( 'Order attribution (WooCommerce’s recorder, only with marketing consent) and the analytics events begin_checkout, add_shipping_info, add_payment_info and purchase (only with analytics consent).', 'tresen-order-attribution' );
		return $lines;
	}
}
