<?php
/**
 * The express payment calls (`POST ?wc-ajax=wc_stripe_*`).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

use Tresen\Stripe\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Each call checks its own nonce (field `security`) and answers in the
 * spec's shape. Amounts are always computed here from the cart or the
 * product: whatever amount the browser sends is never read. An unknown,
 * unpublished or unpurchasable product is answered with a German `error`,
 * never a PHP error. Cross-site POSTs are refused before this by the
 * theme's guard (every `?wc-ajax=` POST).
 */
final class Endpoints {

	/** Action => nonce action. */
	public const ACTIONS = array(
		'wc_stripe_get_cart_details'          => 'wc-stripe-get-cart-details',
		'wc_stripe_get_selected_product_data' => 'wc-stripe-get-selected-product-data',
		'wc_stripe_add_to_cart'               => 'wc-stripe-add-to-cart',
		'wc_stripe_clear_cart'                => 'wc-stripe-clear-cart',
		'wc_stripe_get_shipping_options'      => 'wc-stripe-get-shipping-options',
		'wc_stripe_update_shipping_method'    => 'wc-stripe-update-shipping-method',
		'wc_stripe_create_order'              => 'wc-stripe-create-order',
	);

	/** The nonces call (GET, never cached). */
	public const NONCES = 'tresen_stripe_express_nonces';

	/**
	 * Express payment types the element reports (its `expressPaymentType`),
	 * and the PaymentMethod type each creates: Apple Pay and Google Pay
	 * create cards; Link, Klarna, PayPal and Amazon Pay their own types.
	 */
	public const METHOD_TYPES = array(
		'apple_pay'           => 'card',
		'google_pay'          => 'card',
		'payment_request_api' => 'card',
		'link'                => 'link',
		'klarna'              => 'klarna',
		'paypal'              => 'paypal',
		'amazon_pay'          => 'amazon_pay',
	);

	/** Payment types the element reports. */
	public const TYPES = array( 'apple_pay', 'google_pay', 'payment_request_api', 'link', 'klarna', 'paypal', 'amazon_pay' );

	/** Order meta: the wallet an express order was paid with. */
	public const ORDER_META = '_tresen_stripe_express';

	/**
	 * The wallet of the express order being placed in this request ('' outside one).
	 *
	 * @var string
	 */
	private static $placing = '';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::NONCES, array( self::class, 'nonces' ) );
		foreach ( array_keys( self::ACTIONS ) as $action ) {
			add_action( 'wc_ajax_' . $action, array( self::class, substr( $action, strlen( 'wc_stripe_' ) ) ) );
		}
		add_action( 'woocommerce_checkout_create_order', array( self::class, 'mark_order' ) );
		add_action( 'woocommerce_checkout_order_processed', array( self::class, 'order_processed' ) );
	}

	/**
	 * Sends a JSON reply and ends the request.
	 *
	 * @param array<string, mixed> $data   Reply.
	 * @param int                  $status HTTP status.
	 */
	private static function send( array $data, int $status = 200 ): void {
		nocache_headers();
		wp_send_json( $data, $status );
	}

	/**
	 * Sends a German error.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private static function fail( string $message, int $status = 200 ): void {
		self::send(
			array(
				'result' => 'fail',
				'error'  => $message,
			),
			$status
		);
	}

	/**
	 * The posted request, unslashed.
	 *
	 * @return array<string, mixed>
	 */
	private static function posted(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Every caller checks its nonce with verify() first.
		return wp_unslash( $_POST );
	}

	/**
	 * A posted text field.
	 *
	 * @param array<string, mixed> $posted Posted fields.
	 * @param string               $key    Key.
	 */
	private static function text( array $posted, string $key ): string {
		return isset( $posted[ $key ] ) && is_scalar( $posted[ $key ] ) ? sanitize_text_field( (string) $posted[ $key ] ) : '';
	}

	/**
	 * Refuses the request unless it carries the call's nonce (and express is on).
	 *
	 * @param string $action Ajax action.
	 */
	private static function verify( string $action ): void {
		$posted = self::posted();
		$nonce  = self::text( $posted, 'security' );
		if ( 'POST' !== ( isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '' ) || ! wp_verify_nonce( $nonce, self::ACTIONS[ $action ] ) ) {
			self::fail( __( 'Your session has expired. Please reload the page and try again.', 'tresen-stripe' ), 403 );
		}
		if ( ! ExpressSettings::active() || ! WC()->cart ) {
			self::fail( __( 'Express payment is not available right now. Please use the checkout.', 'tresen-stripe' ) );
		}
	}

	/**
	 * The visitor's nonces (product pages are cached and carry none).
	 */
	public static function nonces(): void {
		$nonces = array();
		foreach ( self::ACTIONS as $action => $nonce ) {
			$nonces[ $action ] = wp_create_nonce( $nonce );
		}
		$nonces[ InteropToken::ACTION ] = wp_create_nonce( InteropToken::NONCE );
		self::send( array( 'nonces' => $nonces ) );
	}

	/**
	 * `wc_stripe_get_cart_details`: total and lines of the cart.
	 */
	public static function get_cart_details(): void {
		self::verify( 'wc_stripe_get_cart_details' );
		if ( WC()->cart->is_empty() ) {
			self::fail( __( 'Your cart is empty.', 'tresen-stripe' ) );
		}
		$totals = Totals::of_cart( false );
		self::send(
			array(
				'shipping_required' => WC()->cart->needs_shipping(),
				'order_data'        => array(
					'currency'     => Totals::currency(),
					'country_code' => Totals::country_code(),
					'total'        => $totals['total'],
					'displayItems' => $totals['displayItems'],
				),
			)
		);
	}

	/**
	 * The product, quantity and variation the request names.
	 *
	 * @param array<string, mixed> $posted Posted fields (product_id, qty, attributes).
	 * @return array{product: \WC_Product, product_id: int, variation_id: int, attributes: array<string, string>, qty: int}|string The product, or a German error.
	 */
	public static function resolve( array $posted ) {
		$gone = __( 'Sorry, this product does not exist (any more).', 'tresen-stripe' );
		$raw  = isset( $posted['product_id'] ) && is_scalar( $posted['product_id'] ) ? (string) $posted['product_id'] : '';
		if ( ! ctype_digit( $raw ) || (int) $raw <= 0 ) {
			return $gone;
		}
		$product = wc_get_product( (int) $raw );
		if ( ! $product instanceof \WC_Product || 'publish' !== $product->get_status() || $product->is_type( 'variation' ) ) {
			return $gone;
		}
		if ( ! $product->is_type( array( 'simple', 'variable' ) ) ) {
			return __( 'This product cannot be bought with express payment. Please add it to the cart.', 'tresen-stripe' );
		}
		$qty_raw = isset( $posted['qty'] ) && is_scalar( $posted['qty'] ) ? trim( (string) $posted['qty'] ) : '1';
		if ( ! ctype_digit( $qty_raw ) || (int) $qty_raw < 1 || (int) $qty_raw > 100000 ) {
			return __( 'Please enter a valid quantity.', 'tresen-stripe' );
		}
		$qty        = (int) $qty_raw;
		$attributes = array();
		if ( isset( $posted['attributes'] ) && is_array( $posted['attributes'] ) ) {
			foreach ( $posted['attributes'] as $key => $value ) {
				if ( ! is_string( $key ) || ! is_scalar( $value ) ) {
					continue;
				}
				$key = sanitize_title( $key );
				if ( 0 !== strpos( $key, 'attribute_' ) ) {
					$key = 'attribute_' . $key;
				}
				$attributes[ $key ] = wc_clean( (string) $value );
			}
		}
		$variation_id = 0;
		$item         = $product;
		if ( $product->is_type( 'variable' ) ) {
			$chosen = array_filter( $attributes, static fn( $v ) => '' !== $v );
			if ( ! $chosen ) {
				return __( 'Please choose product options first.', 'tresen-stripe' );
			}
			$variation_id = (int) ( new \WC_Product_Data_Store_CPT() )->find_matching_product_variation( $product, $chosen );
			$variation    = $variation_id ? wc_get_product( $variation_id ) : null;
			if ( ! $variation instanceof \WC_Product ) {
				return __( 'Sorry, this product is unavailable. Please choose a different combination.', 'tresen-stripe' );
			}
			$item = $variation;
		}
		if ( ! $item->is_purchasable() || ! $item->is_in_stock() ) {
			return __( 'Sorry, this product is currently out of stock.', 'tresen-stripe' );
		}
		if ( ! $item->has_enough_stock( $qty ) ) {
			return sprintf(
				/* translators: %d: units in stock. */
				__( 'Sorry, only %d of this product are in stock.', 'tresen-stripe' ),
				(int) $item->get_stock_quantity()
			);
		}
		return array(
			'product'      => $item,
			'product_id'   => $product->get_id(),
			'variation_id' => $variation_id,
			'attributes'   => $attributes,
			'qty'          => $qty,
		);
	}

	/**
	 * `wc_stripe_get_selected_product_data`: total and lines of the product
	 * at the chosen quantity and variation (`addon_value` is not read: the
	 * shop has no paid add-ons, and no price comes from the browser).
	 */
	public static function get_selected_product_data(): void {
		self::verify( 'wc_stripe_get_selected_product_data' );
		$resolved = self::resolve( self::posted() );
		if ( is_string( $resolved ) ) {
			self::send( array( 'error' => $resolved ) );
		}
		$totals = Totals::of_product( $resolved['product'], $resolved['qty'] );
		self::send(
			array(
				'total'                  => $totals['total'],
				'displayItems'           => $totals['displayItems'],
				'requestShipping'        => $resolved['product']->needs_shipping(),
				'currency'               => Totals::currency(),
				'country_code'           => Totals::country_code(),
				'validVariationSelected' => true,
			)
		);
	}

	/**
	 * `wc_stripe_add_to_cart`: keeps the shopper's cart aside and puts the
	 * one product into the cart to be paid (see CartStash).
	 */
	public static function add_to_cart(): void {
		self::verify( 'wc_stripe_add_to_cart' );
		$resolved = self::resolve( self::posted() );
		if ( is_string( $resolved ) ) {
			self::send(
				array(
					'result' => 'fail',
					'error'  => $resolved,
				)
			);
		}
		CartStash::save();
		wc_clear_notices();
		$valid = apply_filters( 'woocommerce_add_to_cart_validation', true, $resolved['product_id'], $resolved['qty'], $resolved['variation_id'], $resolved['attributes'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter.
		$key   = $valid ? WC()->cart->add_to_cart( $resolved['product_id'], $resolved['qty'], $resolved['variation_id'], $resolved['attributes'] ) : false;
		if ( ! $key ) {
			$messages = self::notices();
			CartStash::restore();
			self::send(
				array(
					'result' => 'fail',
					'error'  => $messages ? implode( ' ', $messages ) : __( 'Sorry, this product cannot be bought right now.', 'tresen-stripe' ),
				)
			);
		}
		wc_clear_notices();
		$totals = Totals::of_cart( false );
		self::send(
			array(
				'result'          => 'success',
				'total'           => $totals['total'],
				'displayItems'    => $totals['displayItems'],
				'requestShipping' => WC()->cart->needs_shipping(),
			)
		);
	}

	/**
	 * `wc_stripe_clear_cart`: after a cancelled sheet or a failed order on
	 * the product page, puts the shopper's own cart back. The cart page's
	 * cart is never touched (it was never set aside).
	 */
	public static function clear_cart(): void {
		self::verify( 'wc_stripe_clear_cart' );
		if ( CartStash::active() ) {
			CartStash::restore();
		}
		self::send( array( 'result' => 'success' ) );
	}

	/**
	 * The error notices WooCommerce collected, as plain text (then cleared).
	 *
	 * @return string[]
	 */
	private static function notices(): array {
		$messages = array();
		foreach ( wc_get_notices( 'error' ) as $notice ) {
			$text = trim( wp_strip_all_tags( is_array( $notice ) ? (string) ( $notice['notice'] ?? '' ) : (string) $notice ) );
			if ( '' !== $text ) {
				$messages[] = $text;
			}
		}
		wc_clear_notices();
		return $messages;
	}

	/**
	 * The shipping rates of the cart's packages, the chosen one first.
	 *
	 * @return array<int, array{id: string, label: string, detail: string, amount: int}>
	 */
	private static function shipping_options(): array {
		$options = array();
		$chosen  = WC()->session ? (array) WC()->session->get( 'chosen_shipping_methods', array() ) : array();
		foreach ( WC()->shipping()->get_packages() as $package ) {
			foreach ( (array) ( $package['rates'] ?? array() ) as $rate ) {
				if ( ! $rate instanceof \WC_Shipping_Rate ) {
					continue;
				}
				$option = array(
					'id'     => (string) $rate->get_id(),
					'label'  => wp_strip_all_tags( (string) $rate->get_label() ),
					'detail' => '',
					'amount' => Totals::minor( (float) $rate->get_cost() + (float) array_sum( (array) $rate->get_taxes() ) ),
				);
				if ( in_array( $option['id'], $chosen, true ) ) {
					array_unshift( $options, $option );
				} else {
					$options[] = $option;
				}
			}
			break; // The sheet offers one package's rates.
		}
		return $options;
	}

	/**
	 * `wc_stripe_get_shipping_options`: the rates for the sheet's address
	 * (only age-checked ones for drinks with an age limit: tresen-legal
	 * filters the rates).
	 */
	public static function get_shipping_options(): void {
		self::verify( 'wc_stripe_get_shipping_options' );
		$posted   = self::posted();
		$country  = strtoupper( self::text( $posted, 'country' ) );
		$map      = array(
			'PR' => 'US',
			'RE' => 'FR',
		);
		$country  = $map[ $country ] ?? $country;
		$allowed  = array_keys( WC()->countries->get_shipping_countries() );
		$state    = self::text( $posted, 'state' );
		$postcode = self::text( $posted, 'postcode' );
		$city     = self::text( $posted, 'city' );
		if ( '' === $country || ! in_array( $country, $allowed, true ) ) {
			self::send(
				array(
					'result'           => 'invalid_shipping_address',
					'shipping_options' => array(),
				) + Totals::of_cart( false )
			);
		}
		$customer = WC()->customer;
		$customer->set_shipping_location( $country, $state, $postcode, $city );
		$customer->set_billing_location( $country, $state, $postcode, $city );
		$customer->set_shipping_address_1( self::text( $posted, 'address' ) );
		$customer->set_shipping_address_2( self::text( $posted, 'address_2' ) );
		$customer->set_calculated_shipping( true );
		$customer->save();
		WC()->shipping()->reset_shipping();
		WC()->cart->calculate_totals();
		$options = self::shipping_options();
		if ( ! $options ) {
			self::send(
				array(
					'result'           => 'invalid_shipping_address',
					'shipping_options' => array(),
				) + Totals::of_cart( false )
			);
		}
		// The first option is the one the sheet shows chosen.
		WC()->session->set( 'chosen_shipping_methods', array( $options[0]['id'] ) );
		$totals = Totals::of_cart( true );
		self::send(
			array(
				'result'           => 'success',
				'shipping_options' => $options,
				'total'            => $totals['total'],
				'displayItems'     => $totals['displayItems'],
			)
		);
	}

	/**
	 * `wc_stripe_update_shipping_method`: the shopper chose another rate.
	 */
	public static function update_shipping_method(): void {
		self::verify( 'wc_stripe_update_shipping_method' );
		$posted  = self::posted();
		$methods = isset( $posted['shipping_method'] ) && is_array( $posted['shipping_method'] ) ? array_values( array_map( 'wc_clean', array_filter( $posted['shipping_method'], 'is_scalar' ) ) ) : array();
		WC()->cart->calculate_totals();
		$ids = array_column( self::shipping_options(), 'id' );
		if ( ! $methods || array_diff( $methods, $ids ) ) {
			self::send(
				array(
					'result' => 'fail',
					'error'  => __( 'This shipping method is not available for your address.', 'tresen-stripe' ),
				) + Totals::of_cart( true )
			);
		}
		WC()->session->set( 'chosen_shipping_methods', $methods );
		$totals = Totals::of_cart( true );
		self::send(
			array(
				'result'       => 'success',
				'total'        => $totals['total'],
				'displayItems' => $totals['displayItems'],
			)
		);
	}

	/**
	 * `wc_stripe_create_order`: places the order through WooCommerce's own
	 * checkout processing (its validation, tresen-legal's age check and
	 * shipping rules, order attribution, the card gateway's payment), which
	 * answers `result`, `redirect` and `messages` itself.
	 */
	public static function create_order(): void {
		self::verify( 'wc_stripe_create_order' );
		if ( WC()->cart->is_empty() ) {
			self::fail( __( 'Your cart is empty.', 'tresen-stripe' ) );
		}
		$posted = self::posted();
		$type   = self::text( $posted, 'payment_request_type' );
		$pm     = self::text( $posted, 'stripe_source' );
		if ( '' === $pm ) {
			$pm = self::text( $posted, 'wc-stripe-payment-method' );
		}
		// The main Stripe gateway pays express orders; the browser names only the wallet (its PaymentMethod type is checked at Stripe).
		$type = in_array( $type, self::TYPES, true ) ? $type : 'payment_request_api';
		// This call's nonce was checked in verify(); WooCommerce's checkout checks its own.
		$fields = array(
			// Only the card method pays express orders; the browser cannot choose another.
			'payment_method'                     => Gateway::ID,
			'stripe_source'                      => $pm,
			'payment_request_type'               => $type,
			// The sheet cannot show the terms: the box says that paying accepts them.
			'terms'                              => 'on',
			'terms-field'                        => '1',
			'woocommerce-process-checkout-nonce' => wp_create_nonce( 'woocommerce-process_checkout' ),
		);
		if ( '' === self::text( $posted, 'billing_last_name' ) ) {
			$fields['billing_last_name'] = '-';
		}
		foreach ( $fields as $key => $value ) {
			$_POST[ $key ]    = $value;
			$_REQUEST[ $key ] = $value;
		}
		self::$placing = $type;
		wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
		try {
			WC()->checkout()->process_checkout();
		} finally {
			// process_checkout() ends the request with its JSON reply; should a
			// wp_die handler return or throw instead, no later order is marked.
			self::$placing = '';
		}
	}

	/**
	 * Marks an express order (wallet in the order meta and the method's title).
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function mark_order( $order ): void {
		if ( '' === self::$placing || ! $order instanceof \WC_Order ) {
			return;
		}
		$names = array(
			'apple_pay'           => 'Apple Pay',
			'google_pay'          => 'Google Pay',
			'payment_request_api' => __( 'browser payment', 'tresen-stripe' ),
		);
		$order->update_meta_data( self::ORDER_META, self::$placing );
		$own = array(
			'link'       => 'Link',
			'klarna'     => 'Klarna',
			'paypal'     => 'PayPal',
			'amazon_pay' => 'Amazon Pay',
		);
		if ( isset( $own[ self::$placing ] ) ) {
			// Not a card: the method's own name (a brand, the same in German), paid through Stripe.
			$order->set_payment_method_title(
				sprintf(
					/* translators: %s: Link, Klarna, PayPal or Amazon Pay. */
					__( '%s (via Stripe)', 'tresen-stripe' ),
					$own[ self::$placing ]
				)
			);
			return;
		}
		$order->set_payment_method_title(
			sprintf(
				/* translators: %s: Apple Pay, Google Pay or "browser payment". */
				__( 'Credit card (%s)', 'tresen-stripe' ),
				$names[ self::$placing ] ?? $names['payment_request_api']
			)
		);
	}

	/**
	 * The PaymentMethod type an express order is paid with ('' for an order
	 * that is not an express order).
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function method_type_of( \WC_Order $order ): string {
		$type = (string) $order->get_meta( self::ORDER_META );
		return self::METHOD_TYPES[ $type ] ?? '';
	}

	/**
	 * Remembers the order placed from a product page's express cart, so the
	 * shopper's own cart comes back once it is paid.
	 *
	 * @param int $order_id Order id.
	 */
	public static function order_processed( $order_id ): void {
		if ( '' !== self::$placing ) {
			CartStash::order_placed( (int) $order_id );
		}
	}
}
