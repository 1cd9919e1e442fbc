<?php
/**
 * Express payment (Stripe's Express Checkout Element: Apple Pay, Google
 * Pay) on product and cart pages: where the buttons go and what their
 * script is told.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

use Tresen\Common\V5\Assets;
use Tresen\Stripe\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the button box (after the add-to-cart form on product pages,
 * above "Weiter zur Kasse" on the cart page) and enqueues the small
 * `express` script there. That script loads the element's script
 * (`express-button`) and Stripe.js only when the shopper shows intent or
 * the browser is idle after the page is usable.
 * Product pages are cached: their HTML carries no nonce and nothing per
 * visitor; the nonces come by `GET ?wc-ajax=tresen_stripe_express_nonces`.
 */
final class Express {

	/** Script entries. */
	public const ENTRY  = 'express';
	public const ISLAND = 'express-button';

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Adds the hooks.
	 *
	 * @param Assets $assets Asset helper.
	 */
	public static function register( Assets $assets ): void {
		self::$assets = $assets;
		ExpressSettings::register();
		Endpoints::register();
		CartStash::register();
		InteropToken::register();
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'woocommerce_after_add_to_cart_form', array( self::class, 'product_box' ) );
		add_action( 'woocommerce_proceed_to_checkout', array( self::class, 'cart_box' ), 25 );
	}

	/**
	 * Enqueues the loader on product pages and the cart page (only where
	 * express is switched on).
	 */
	public static function enqueue(): void {
		if ( null === self::$assets ) {
			return;
		}
		$product = function_exists( 'is_product' ) && is_product() && ExpressSettings::on_product();
		// The Cart block has its own express button (Blocks\ExpressMethod), which loads the same element script.
		$cart = function_exists( 'is_cart' ) && is_cart() && ExpressSettings::on_cart() && WC()->cart && ! WC()->cart->is_empty() && ! \Tresen\Stripe\Blocks\Blocks::block_cart();
		if ( ! $product && ! $cart ) {
			return;
		}
		$island = self::$assets->register( self::ISLAND );
		$handle = self::$assets->enqueue( self::ENTRY );
		self::$assets->settings( $handle, 'tresenStripeExpress', self::settings( $island ) );
	}

	/**
	 * The script's settings (the same for every visitor).
	 *
	 * @param string $island Handle of the button script.
	 * @return array<string, mixed>
	 */
	public static function settings( string $island = '' ): array {
		$urls = array();
		foreach ( Endpoints::ACTIONS as $action => $nonce ) {
			unset( $nonce );
			$urls[ $action ] = \WC_AJAX::get_endpoint( $action );
		}
		return array(
			'publishableKey'    => Settings::publishable_key(),
			'locale'            => 'de',
			'country'           => Totals::country_code(),
			'currency'          => Totals::currency(),
			'button'            => array(
				'type'   => ExpressSettings::button_type(),
				'theme'  => ExpressSettings::button_theme(),
				'height' => ExpressSettings::button_height(),
			),
			'shippingCountries' => array_values( array_map( 'strval', array_keys( WC()->countries ? WC()->countries->get_shipping_countries() : array() ) ) ),
			'debounce'          => 250,
			'noncesUrl'         => \WC_AJAX::get_endpoint( Endpoints::NONCES ),
			'urls'              => $urls,
			'tokenUrl'          => \WC_AJAX::get_endpoint( InteropToken::ACTION ),
			'scripts'           => '' !== $island ? Assets::script_chain( array( $island ) ) : array(),
		);
	}

	/**
	 * The box on a product page (simple and variable products).
	 */
	public static function product_box(): void {
		global $product;
		if ( ! ExpressSettings::on_product() || ! $product instanceof \WC_Product || ! $product->is_type( array( 'simple', 'variable' ) ) || ! $product->is_purchasable() ) {
			return;
		}
		self::box( 'product', $product->get_id(), self::min_age( array( $product ) ) );
	}

	/**
	 * The box on the cart page.
	 */
	public static function cart_box(): void {
		if ( ! ExpressSettings::on_cart() || ! WC()->cart || WC()->cart->is_empty() ) {
			return;
		}
		$products = array();
		foreach ( WC()->cart->get_cart() as $item ) {
			if ( ( $item['data'] ?? null ) instanceof \WC_Product ) {
				$products[] = $item['data'];
			}
		}
		self::box( 'cart', 0, self::min_age( $products ) );
	}

	/**
	 * The highest minimum age of the products (tresen-legal), 0 without it.
	 *
	 * @param \WC_Product[] $products Products.
	 */
	private static function min_age( array $products ): int {
		if ( ! class_exists( '\\Tresen\\Legal\\AgeNotice' ) ) {
			return 0;
		}
		$age = 0;
		foreach ( $products as $product ) {
			$age = max( $age, \Tresen\Legal\AgeNotice::min_age( $product ) );
		}
		return $age;
	}

	/**
	 * The box: hidden until the script knows the device can pay. With drinks
	 * from 16 or 18 it asks for the date of birth (the payment sheet cannot),
	 * which the order then carries through the checkout's age check.
	 *
	 * @param string $context    product or cart.
	 * @param int    $product_id Product id (product page).
	 * @param int    $min_age    Minimum age, 0 for none.
	 */
	private static function box( string $context, int $product_id, int $min_age ): void {
		$id = 'tresen-express-' . $context;
		printf(
			'<div class="tresen-express" id="%1$s" data-context="%2$s" data-product-id="%3$d" data-min-age="%4$d" hidden>',
			esc_attr( $id ),
			esc_attr( $context ),
			(int) $product_id,
			(int) $min_age
		);
		printf( '<p class="tresen-express__or">%s</p>', esc_html__( '– or pay directly –', 'tresen-stripe' ) );
		if ( $min_age > 0 ) {
			printf(
				'<p class="tresen-express__age"><label for="%1$s-birth">%2$s</label> <input type="date" id="%1$s-birth" name="tresen_birth_date" autocomplete="bday" required aria-describedby="%1$s-birth-note" /><span class="tresen-express__note" id="%1$s-birth-note">%3$s</span></p>',
				esc_attr( $id ),
				esc_html__( 'Date of birth', 'tresen-stripe' ),
				esc_html(
					sprintf(
						/* translators: %d: minimum age in years. */
						__( 'We may only sell these drinks to persons aged %d or over. We don’t store your date of birth.', 'tresen-stripe' ),
						$min_age
					)
				)
			);
		}
		echo '<div class="tresen-express__button"></div>';
		$terms = function_exists( 'wc_terms_and_conditions_page_id' ) ? (int) wc_terms_and_conditions_page_id() : 0;
		if ( $terms > 0 ) {
			printf(
				'<p class="tresen-express__note">%s</p>',
				wp_kses(
					sprintf(
						/* translators: %s: link to the terms and conditions. */
						__( 'By paying with the button you accept our %s.', 'tresen-stripe' ),
						sprintf( '<a href="%s">%s</a>', esc_url( (string) get_permalink( $terms ) ), esc_html__( 'terms and conditions', 'tresen-stripe' ) )
					),
					array( 'a' => array( 'href' => array() ) )
				)
			);
		}
		echo '</div>';
	}
}
