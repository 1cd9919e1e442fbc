<?php
/**
 * Refuses malformed input to the storefront before WordPress or WooCommerce
 * reads it: a list where one value belongs (WooCommerce answers
 * `cart_item_key[]=x` with a fatal error page; a listed nonce, `orderby[]` or
 * `post_type[a][b]` make PHP warn), text that is not UTF-8, and quantities
 * that are negative, not finite, too large or not whole (which WooCommerce
 * would round silently, `1e309` even to 0, removing the item). The shopper
 * gets a German message and a 400 instead: JSON for wc-ajax, a page otherwise.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Guard;

use Tresen\Storefront\Feature;

defined( 'ABSPATH' ) || exit;

/**
 * Input checks of the cart's wc-ajax requests.
 */
final class InputGuard implements Feature {

	/**
	 * Fields that carry one value in every storefront, cart and checkout request.
	 */
	public const SCALAR_FIELDS = array( 'product_id', 'variation_id', 'quantity', 'cart_item_key', 'security', 'product_sku', 'payment_method', 's', 'post_type', 'orderby', 'order', 'paged', 'page', 'p', 'page_id', 'name', 'pagename', 'add-to-cart', 'remove_item', 'undo_item', 'coupon_code', 'min_price', 'max_price', 'rating_filter', 'terms', 'createaccount', 'ship_to_different_address', 'order_comments', 'update_cart', 'woocommerce_checkout_place_order', 'tresen_birth_date' );

	/**
	 * Field name patterns that carry one value: nonces and address fields (not
	 * shipping_method, a list with one chosen rate per package).
	 */
	public const SCALAR_PATTERN = '/(nonce$|^_wpnonce$|^(billing|shipping|account|calc_shipping)_(?!method$))/';

	/**
	 * The largest quantity one request may set.
	 */
	public const MAX_QUANTITY = 100000;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After the cross-site guard (-100), before WooCommerce's wc-ajax (0).
		add_action( 'template_redirect', array( $this, 'guard_wc_ajax' ), -99 );
		// Before WooCommerce's form handlers (wp_loaded 20) and WordPress's query parsing.
		add_action( 'wp_loaded', array( $this, 'guard_request' ), 0 );
	}

	/**
	 * Whether a field carries one value.
	 *
	 * @param string $field Field name.
	 */
	public static function is_scalar_field( string $field ): bool {
		return in_array( $field, self::SCALAR_FIELDS, true ) || 1 === preg_match( self::SCALAR_PATTERN, $field );
	}

	/**
	 * Whether a quantity is one the cart can hold as given: a number, finite,
	 * not negative, not above the maximum, and kept as is by WooCommerce's
	 * stock amount (whole numbers unless a plugin allows fractions).
	 *
	 * @param mixed $raw Posted value.
	 */
	public static function valid_quantity( $raw ): bool {
		if ( ! is_string( $raw ) && ! is_int( $raw ) && ! is_float( $raw ) ) {
			return false;
		}
		$raw = trim( (string) $raw );
		if ( '' === $raw || ! is_numeric( $raw ) ) {
			return false;
		}
		$value = (float) $raw;
		if ( ! is_finite( $value ) || $value < 0 || $value > self::MAX_QUANTITY ) {
			return false;
		}
		return abs( (float) wc_stock_amount( $value ) - $value ) < 1e-9;
	}

	/**
	 * What is wrong with a request's input, in German, or null.
	 *
	 * @param array<string, mixed> $input          Unslashed request values.
	 * @param bool                 $check_quantity Also judge `quantity` (callers with their own quantity reply pass false).
	 */
	public static function problem( array $input, bool $check_quantity = true ): ?string {
		foreach ( $input as $field => $value ) {
			if ( ! is_scalar( $value ) && null !== $value && self::is_scalar_field( (string) $field ) ) {
				return __( 'Your request could not be read. Please reload the page and try again.', 'tresen-storefront' );
			}
		}
		// The cart form: cart[<key>][qty] holds one quantity per item.
		if ( isset( $input['cart'] ) ) {
			if ( ! is_array( $input['cart'] ) ) {
				return __( 'Your request could not be read. Please reload the page and try again.', 'tresen-storefront' );
			}
			foreach ( $input['cart'] as $item ) {
				if ( ! is_array( $item ) || ( isset( $item['qty'] ) && ! is_scalar( $item['qty'] ) ) ) {
					return __( 'Your request could not be read. Please reload the page and try again.', 'tresen-storefront' );
				}
				if ( $check_quantity && isset( $item['qty'] ) && '' !== $item['qty'] && ! self::valid_quantity( $item['qty'] ) ) {
					return __( 'Please enter a valid quantity.', 'tresen-storefront' );
				}
			}
		}
		$bad_text = false;
		array_walk_recursive(
			$input,
			static function ( $value ) use ( &$bad_text ) {
				if ( is_string( $value ) && '' === wp_check_invalid_utf8( $value ) && '' !== $value ) {
					$bad_text = true;
				}
			}
		);
		if ( $bad_text ) {
			return __( 'Your request contains characters we cannot read. Please check your entries.', 'tresen-storefront' );
		}
		if ( $check_quantity && isset( $input['quantity'] ) && '' !== $input['quantity'] && ! self::valid_quantity( $input['quantity'] ) ) {
			return __( 'Please enter a valid quantity.', 'tresen-storefront' );
		}
		return null;
	}

	/**
	 * Refuses any other storefront request with malformed input (400, a German
	 * page): shop and search URLs, the cart and checkout forms. The REST API
	 * (whose arguments may be lists and are validated per route), wp-admin and
	 * wc-ajax (answered in JSON by guard_wc_ajax()) are left alone.
	 */
	public function guard_request(): void {
		if ( is_admin() || wp_doing_cron() || ! empty( $_GET['wc-ajax'] ) || isset( $_GET['rest_route'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
			return;
		}
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		if ( false !== strpos( $uri, '/' . rest_get_url_prefix() . '/' ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification -- input shape only; the forms check their nonces.
		$input = array_merge( wp_unslash( $_GET ), wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked, not used.
		// phpcs:enable WordPress.Security.NonceVerification
		$problem = self::problem( (array) $input );
		if ( null === $problem ) {
			return;
		}
		wp_die(
			esc_html( $problem ),
			esc_html__( 'Request not possible', 'tresen-storefront' ),
			array(
				'response'  => 400,
				'back_link' => true,
			)
		);
	}

	/**
	 * Refuses a wc-ajax request with malformed input (400, JSON).
	 */
	public function guard_wc_ajax(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- input shape only; the endpoints check their nonces.
		if ( empty( $_GET['wc-ajax'] ) ) {
			return;
		}
		$input = array_merge( wp_unslash( $_GET ), wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked, not used.
		// phpcs:enable WordPress.Security.NonceVerification
		$problem = self::problem( (array) $input );
		if ( null === $problem ) {
			return;
		}
		wp_send_json_error(
			array(
				'code'    => 'invalid_input',
				'message' => $problem,
			),
			400
		);
	}
}
