<?php
/**
 * Stripe's Express Checkout Element on WooCommerce's Cart and Checkout blocks.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Tresen\Stripe\Express\Express;
use Tresen\Stripe\Express\ExpressSettings;
use Tresen\Stripe\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * The express button of the blocks (`registerExpressPaymentMethod` in
 * `build/blocks-checkout.js`, the Stripe payment methods' script, so a block
 * page loads one Stripe file; WooCommerce loads a handle once): the block
 * script renders the classic express
 * box (`.tresen-express`, context cart) in the block's express area and
 * loads the classic element script (`express-button`, then Stripe.js) when
 * the browser is idle or the shopper reaches for the box. Everything it
 * asks goes to the classic `Express\Endpoints` (the cart's amounts from the
 * server on address and rate changes; `wc_stripe_create_order` places and
 * charges one order through WooCommerce's checkout and the card gateway).
 * Shown on the Cart block with the setting "Warenkorbseite", on the
 * Checkout block with "Kasse".
 */
final class ExpressMethod extends AbstractPaymentMethodType {

	/** The payment method type's name (script data `tresen_stripe_express_data`). */
	public const NAME = 'tresen_stripe_express';

	/** The block script's entry: the payment methods' (client/blocks-checkout/express). */
	public const ENTRY = PaymentMethod::ENTRY;

	/**
	 * Registers a script, returns its handle.
	 *
	 * @var callable(string): string
	 */
	private $script;

	/**
	 * @param callable(string): string $script Registers an entry's script, returns its handle.
	 */
	public function __construct( callable $script ) {
		$this->name   = self::NAME;
		$this->script = $script;
	}

	/**
	 * Reads the card method's settings (express pays through it).
	 *
	 * @return void
	 */
	public function initialize() {
		$this->settings = (array) get_option( 'woocommerce_' . Gateway::ID . '_settings', array() );
	}

	/**
	 * The page the block renders on: checkout, cart, or '' (none known, e.g.
	 * a REST request). The page itself first: WooCommerce's `is_checkout()`
	 * is also true anywhere once a checkout ran in the same process.
	 */
	private static function page(): string {
		if ( function_exists( 'wc_get_page_id' ) && is_page() ) {
			if ( is_page( wc_get_page_id( 'checkout' ) ) ) {
				return 'checkout';
			}
			if ( is_page( wc_get_page_id( 'cart' ) ) ) {
				return 'cart';
			}
		}
		if ( function_exists( 'is_checkout' ) && is_checkout() ) {
			return 'checkout';
		}
		return function_exists( 'is_cart' ) && is_cart() ? 'cart' : '';
	}

	/**
	 * Offered where the owner switched express on for this page (anywhere
	 * on the blocks when no page is known, e.g. in the editor).
	 */
	public function is_active() {
		switch ( self::page() ) {
			case 'checkout':
				return ExpressSettings::on_checkout();
			case 'cart':
				return ExpressSettings::on_cart();
			default:
				return ExpressSettings::on_cart() || ExpressSettings::on_checkout();
		}
	}

	/** @return string[] */
	public function get_payment_method_script_handles() {
		return array( ( $this->script )( self::ENTRY ) );
	}

	/** @return string[] */
	public function get_supported_features() {
		return array( 'products' );
	}

	/**
	 * What the block script reads (`getSetting( 'tresen_stripe_express_data' )`):
	 * the classic element script's settings (`window.tresenStripeExpress`,
	 * with the addresses of that script's chain) and the box's texts.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data() {
		$island = ( $this->script )( Express::ISLAND );
		$terms  = function_exists( 'wc_terms_and_conditions_page_id' ) ? (int) wc_terms_and_conditions_page_id() : 0;
		/* translators: %s: link to the terms and conditions. */
		$accept = explode( '%s', __( 'By paying with the button you accept our %s.', 'tresen-stripe' ), 2 );
		return array(
			'title'    => __( 'Express payment (Apple Pay, Google Pay, Link, Klarna, PayPal, Amazon Pay)', 'tresen-stripe' ),
			'context'  => 'checkout' === self::page() ? 'checkout' : 'cart',
			'settings' => Express::settings( $island ),
			'texts'    => array(
				'birth' => __( 'Date of birth', 'tresen-stripe' ),
				/* translators: %d: minimum age in years. */
				'age'   => __( 'We may only sell these drinks to persons aged %d or over. We don’t store your date of birth.', 'tresen-stripe' ),
			),
			'terms'    => $terms > 0 ? array(
				'before' => $accept[0],
				'link'   => __( 'terms and conditions', 'tresen-stripe' ),
				'after'  => $accept[1] ?? '',
				'url'    => (string) get_permalink( $terms ),
			) : null,
		);
	}
}
