<?php
/**
 * Stripe on WooCommerce's Cart and Checkout blocks.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Blocks;

use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Tresen\Common\V5\Assets;
use Tresen\Common\V5\CrossSite;
use Tresen\Stripe\Checkout;
use Tresen\Stripe\Gateway;
use Tresen\Stripe\Lock;
use Tresen\Stripe\Log;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\SepaGateway;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the card and SEPA gateways as payment methods of the Checkout
 * block (`woocommerce_blocks_payment_method_type_registration`, WooCommerce's
 * public extension point: WooCommerce then loads `build/blocks-checkout.js` on block
 * cart and checkout pages only) and guards the Store API checkout as
 * `Checkout` guards the classic one: a post from another website is
 * refused, and one checkout per shopper session at a time (a second
 * "Zahlungspflichtig bestellen" while the first is at work gets the
 * German busy message before the order is touched). The payment itself
 * runs through the gateways' `process_payment()` (WooCommerce's Store API
 * passes `payment_data` as the posted fields), so the order lock, the
 * claims, the order state machine and the German messages are the
 * classic checkout's.
 */
final class Blocks {

	/**
	 * The plugin's assets.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * The session lock this request took ('' if none).
	 *
	 * @var string
	 */
	private static $key = '';

	/**
	 * Whether a Store API checkout with a Stripe method is at work in this request.
	 *
	 * @var bool
	 */
	private static $running = false;

	/**
	 * Hooks in.
	 *
	 * @param Assets $assets The plugin's assets.
	 */
	public static function register( Assets $assets ): void {
		self::$assets = $assets;
		add_action( 'woocommerce_blocks_payment_method_type_registration', array( self::class, 'register_methods' ) );
		// Step 3 of the Store API checkout: the cart and session are loaded, the order not yet touched.
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'lock' ), 1, 2 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'release' ), 10, 1 );
	}

	/**
	 * Registers the payment methods.
	 *
	 * @param PaymentMethodRegistry $registry WooCommerce's registry.
	 */
	public static function register_methods( $registry ): void {
		if ( ! is_object( $registry ) || ! method_exists( $registry, 'register' ) ) {
			return;
		}
		// Card and SEPA, and each bank redirect and voucher method (the classic checkout's RedirectGateway).
		$ids = array_merge( array( Gateway::ID, SepaGateway::ID ), array_map( static fn( string $type ): string => 'stripe_' . $type, array_keys( RedirectGateway::METHODS ) ) );
		foreach ( $ids as $id ) {
			$registry->register( new PaymentMethod( $id, array( self::class, 'script' ) ) );
		}
		// The Express Checkout Element in the Cart and Checkout blocks' express area.
		$registry->register( new ExpressMethod( array( self::class, 'entry' ) ) );
	}

	/** Whether this page is the checkout page and it holds the Checkout block. */
	public static function block_checkout(): bool {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() || ! function_exists( 'wc_get_page_id' ) ) {
			return false;
		}
		$page = get_post( wc_get_page_id( 'checkout' ) );
		return $page instanceof \WP_Post && has_block( 'woocommerce/checkout', $page );
	}

	/** Registers the block script and returns its handle. */
	public static function script(): string {
		if ( null === self::$assets ) {
			return '';
		}
		return self::$assets->register( PaymentMethod::ENTRY );
	}

	/**
	 * Registers an entry's script and returns its handle.
	 *
	 * @param string $entry The entry (blocks-checkout, express-button).
	 */
	public static function entry( string $entry ): string {
		return null !== self::$assets ? self::$assets->register( $entry ) : '';
	}

	/** Whether this page is the cart page and it holds the Cart block. */
	public static function block_cart(): bool {
		if ( ! function_exists( 'is_cart' ) || ! is_cart() || ! function_exists( 'wc_get_page_id' ) ) {
			return false;
		}
		$page = get_post( wc_get_page_id( 'cart' ) );
		return $page instanceof \WP_Post && has_block( 'woocommerce/cart', $page );
	}

	/**
	 * Whether a Store API checkout pays with a Stripe gateway.
	 *
	 * @param mixed $request The REST request.
	 */
	public static function is_stripe( $request ): bool {
		$method = $request instanceof \WP_REST_Request ? sanitize_key( (string) $request->get_param( 'payment_method' ) ) : '';
		return Gateway::ID === $method || 0 === strpos( $method, 'stripe_' );
	}

	/**
	 * Whether the payment runs in a Store API checkout (the Checkout block):
	 * WooCommerce keeps only text in `payment_result.payment_details`, so a
	 * gateway's structured reply (Boleto's and OXXO's `confirm_payment_data`)
	 * goes there as JSON.
	 */
	public static function store_api(): bool {
		return self::$running;
	}

	/**
	 * Takes the shopper's checkout lock for a Stripe payment on the Store API.
	 *
	 * @param \WC_Customer     $customer The customer.
	 * @param \WP_REST_Request $request  The checkout request.
	 * @throws RouteException From another website, or while this session's checkout is at work.
	 */
	public static function lock( $customer, $request ): void {
		unset( $customer );
		if ( ! self::is_stripe( $request ) ) {
			return;
		}
		if ( CrossSite::request() ) {
			Log::info( 'Store API checkout: refused a post from another website' );
			throw new RouteException( 'tresen_stripe_cross_site', esc_html__( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-stripe' ), 403 );
		}
		self::$running = true;
		$key           = Checkout::session_key();
		if ( '' === $key || self::$key === $key ) {
			return;
		}
		if ( ! Lock::acquire( $key ) ) {
			Log::info( 'Store API checkout: a second post of the same session while one runs, refused (order untouched)' );
			throw new RouteException( 'tresen_stripe_busy', esc_html( Checkout::busy_message() ), 409 );
		}
		self::$key = $key;
	}

	/**
	 * Lets go of the session lock once the checkout answered.
	 *
	 * @param mixed $response The REST response (passed through).
	 * @return mixed
	 */
	public static function release( $response ) {
		self::$running = false;
		if ( '' !== self::$key ) {
			Lock::release( self::$key );
			self::$key = '';
		}
		return $response;
	}
}
