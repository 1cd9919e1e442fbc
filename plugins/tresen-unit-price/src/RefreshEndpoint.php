<?php
/**
 * `?wc-ajax=gzd_refresh_unit_price` (Germanized's contract): the refresh
 * script posts `security` (nonce), `products` (a list of `product_id`,
 * `price`, `price_sale`, `quantity`, `key`) and `queue_id`, and gets back
 * `products` keyed by `key`, each with `product_id` and `unit_price_html`.
 *
 * `price` and `price_sale` are what the page shows for one piece (the
 * script divides a total price by the quantity). The server takes nothing
 * else from the client: it computes the unit price from the product's own
 * unit data and answers display HTML only. Nothing is stored. A product that
 * does not exist or is not public is left out of the reply (the script then
 * restores what it showed); one without unit data gets an empty
 * `unit_price_html`. Malformed input gets a German 400, a request from
 * another site or without a valid nonce a German 403.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

use Tresen\Common\V4\CrossSite;

defined( 'ABSPATH' ) || exit;

/**
 * The refresh endpoint.
 */
final class RefreshEndpoint {

	public const ENDPOINT     = 'gzd_refresh_unit_price';
	public const NONCE_ACTION = 'tresen-refresh-unit-price';

	/** The most products one request may ask for (a product page shows a few). */
	public const MAX_PRODUCTS = 20;

	/** The largest price and quantity accepted. */
	private const MAX_PRICE    = 1000000000;
	private const MAX_QUANTITY = 100000;

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wc_ajax_' . self::ENDPOINT, array( self::class, 'handle' ) );
	}

	/**
	 * Handles the request and ends it with a JSON reply.
	 */
	public static function handle(): void {
		if ( CrossSite::request() ) {
			self::fail( 'cross_site', __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-unit-price' ), 403 );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the shape first (a listed nonce would make WordPress warn), the nonce right after.
		$post   = wp_unslash( $_POST );
		$parsed = self::parse( is_array( $post ) ? $post : array() );
		if ( is_string( $parsed ) ) {
			self::fail( 'invalid_input', $parsed, 400 );
			return;
		}
		if ( false === wp_verify_nonce( $parsed['security'], self::NONCE_ACTION ) ) {
			self::fail( 'invalid_nonce', __( 'Your session has expired. Please reload the page.', 'tresen-unit-price' ), 403 );
			return;
		}
		wp_send_json(
			array(
				'result'   => 'success',
				'products' => (object) self::refresh( $parsed['products'] ),
				'queue_id' => $parsed['queue_id'],
			)
		);
	}

	/**
	 * Checks the posted fields. Returns them clean, or a German message.
	 *
	 * @param array<mixed> $post Unslashed $_POST.
	 * @return array{security: string, queue_id: string, products: array<int, array{product_id: int, price: float, price_sale: float|null, quantity: float, key: string}>}|string
	 */
	public static function parse( array $post ) {
		$unreadable = __( 'Your request could not be read. Please reload the page and try again.', 'tresen-unit-price' );
		$security   = $post['security'] ?? '';
		$queue_id   = $post['queue_id'] ?? '';
		$products   = $post['products'] ?? null;
		if ( ! is_string( $security ) || ! is_string( $queue_id ) || ! preg_match( '/^[A-Za-z0-9_-]{0,64}$/', $queue_id ) ) {
			return $unreadable;
		}
		if ( ! is_array( $products ) || array() === $products ) {
			return $unreadable;
		}
		if ( count( $products ) > self::MAX_PRODUCTS ) {
			/* translators: %d: the most products per request. */
			return sprintf( __( 'Too many products in one request (at most %d).', 'tresen-unit-price' ), self::MAX_PRODUCTS );
		}
		$clean = array();
		foreach ( $products as $item ) {
			if ( ! is_array( $item ) ) {
				return $unreadable;
			}
			foreach ( array( 'product_id', 'price', 'price_sale', 'quantity', 'key' ) as $field ) {
				if ( isset( $item[ $field ] ) && ! is_string( $item[ $field ] ) && ! is_int( $item[ $field ] ) && ! is_float( $item[ $field ] ) ) {
					return $unreadable;
				}
			}
			$id       = trim( (string) ( $item['product_id'] ?? '' ) );
			$key      = (string) ( $item['key'] ?? '' );
			$price    = self::number( (string) ( $item['price'] ?? '' ), self::MAX_PRICE );
			$sale_raw = trim( (string) ( $item['price_sale'] ?? '' ) );
			$sale     = '' === $sale_raw ? null : self::number( $sale_raw, self::MAX_PRICE );
			$qty_raw  = trim( (string) ( $item['quantity'] ?? '' ) );
			$quantity = '' === $qty_raw ? 1.0 : self::number( $qty_raw, self::MAX_QUANTITY );
			if ( ! preg_match( '/^[1-9]\d{0,18}$/', $id ) || ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $key ) ) {
				return $unreadable;
			}
			if ( null === $price || ( '' !== $sale_raw && null === $sale ) || null === $quantity || $quantity <= 0 ) {
				return __( 'The price or quantity is not a valid number.', 'tresen-unit-price' );
			}
			$clean[] = array(
				'product_id' => (int) $id,
				'price'      => $price,
				'price_sale' => $sale,
				'quantity'   => $quantity,
				'key'        => $key,
			);
		}
		return array(
			'security' => $security,
			'queue_id' => $queue_id,
			'products' => $clean,
		);
	}

	/**
	 * A plain decimal number ("19.9", "6.633333") from 0 to $max, or null.
	 *
	 * @param string $raw Posted text.
	 * @param int    $max Largest value.
	 */
	private static function number( string $raw, int $max ): ?float {
		$raw = trim( $raw );
		if ( ! preg_match( '/^\d{1,10}(?:\.\d{1,12})?$/', $raw ) ) {
			return null;
		}
		$value = (float) $raw;
		return is_finite( $value ) && $value <= $max ? $value : null;
	}

	/**
	 * The unit price HTML per key for the checked items.
	 *
	 * @param array<int, array{product_id: int, price: float, price_sale: float|null, quantity: float, key: string}> $items Items.
	 * @return array<string, array{product_id: int, unit_price_html: string}>
	 */
	public static function refresh( array $items ): array {
		$out = array();
		foreach ( $items as $item ) {
			$product = wc_get_product( $item['product_id'] );
			if ( ! $product instanceof \WC_Product || ! self::is_public( $product ) ) {
				continue;
			}
			$html = '';
			if ( ! $product->is_type( array( 'variable', 'grouped' ) ) ) {
				$price = null !== $item['price_sale'] && $item['price_sale'] > 0 ? $item['price_sale'] : $item['price'];
				/**
				 * Filters the price of one piece a refreshed unit price is computed from
				 * (e.g. for quantity-based prices).
				 *
				 * @param float       $price    Price of one piece as the page shows it.
				 * @param \WC_Product $product  Product or variation.
				 * @param float       $quantity Chosen quantity.
				 */
				$price = (float) apply_filters( 'tresen_unit_price_refresh_price', $price, $product, $item['quantity'] );
				$data  = UnitPrice::at_price( $product, $price );
				$html  = null === $data ? '' : UnitPrice::format( $data );
			}
			$out[ $item['key'] ] = array(
				'product_id'      => $item['product_id'],
				'unit_price_html' => $html,
			);
		}
		return $out;
	}

	/**
	 * Whether a shopper may see the product (published, no password; a
	 * variation also through its product).
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	private static function is_public( \WC_Product $product ): bool {
		if ( 'publish' !== $product->get_status() ) {
			return false;
		}
		$main = $product;
		if ( $product->get_parent_id() ) {
			$main = wc_get_product( $product->get_parent_id() );
			if ( ! $main instanceof \WC_Product || 'publish' !== $main->get_status() ) {
				return false;
			}
		}
		return '' === (string) $main->get_post_password();
	}

	/**
	 * Sends WordPress's JSON error shape with a German message.
	 *
	 * @param string $code    Machine code.
	 * @param string $message Text.
	 * @param int    $status  HTTP status.
	 */
	private static function fail( string $code, string $message, int $status ): void {
		wp_send_json_error(
			array(
				'code'    => $code,
				'message' => $message,
			),
			$status
		);
	}
}
