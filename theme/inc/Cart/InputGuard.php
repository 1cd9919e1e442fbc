<?php
/**
 * Refuses malformed input to the cart's wc-ajax endpoints before
 * WooCommerce reads it: a list where one value belongs (WooCommerce answers
 * `cart_item_key[]=x` with a fatal error page), text that is not UTF-8, and
 * quantities that are negative, not finite, too large or not whole (which
 * WooCommerce would round silently, `1e309` even to 0, removing the item).
 * The shopper gets a German message and a 400 instead.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Cart;

use Tresen\Theme\Feature;

defined( 'ABSPATH' ) || exit;

/**
 * Input checks of the cart's wc-ajax requests.
 */
final class InputGuard implements Feature {

	/**
	 * Fields that carry one value in every cart and checkout request.
	 */
	public const SCALAR_FIELDS = array( 'product_id', 'variation_id', 'quantity', 'cart_item_key', 'security', 'product_sku', 'payment_method' );

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
		foreach ( self::SCALAR_FIELDS as $field ) {
			if ( isset( $input[ $field ] ) && ! is_scalar( $input[ $field ] ) ) {
				return __( 'Your request could not be read. Please reload the page and try again.', 'tresen' );
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
			return __( 'Your request contains characters we cannot read. Please check your entries.', 'tresen' );
		}
		if ( $check_quantity && isset( $input['quantity'] ) && '' !== $input['quantity'] && ! self::valid_quantity( $input['quantity'] ) ) {
			return __( 'Please enter a valid quantity.', 'tresen' );
		}
		return null;
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
