<?php
/**
 * The attribution fields: hidden checkout inputs and order meta.
 *
 * Field names and meta keys are WooCommerce's own (`wc_order_attribution_*`
 * inputs, `_wc_order_attribution_*` meta), so reports that read
 * WooCommerce's order attribution keep working.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the empty inputs (the script fills them) and saves posted values.
 */
final class Fields {

	public const INPUT_PREFIX = 'wc_order_attribution_';
	public const META_PREFIX  = '_wc_order_attribution_';

	/** Longest value kept per field. */
	private const MAX_LENGTH = 500;

	/**
	 * Every field, in WooCommerce's order.
	 *
	 * @var string[]
	 */
	public const NAMES = array(
		'source_type',
		'referrer',
		'utm_campaign',
		'utm_source',
		'utm_medium',
		'utm_content',
		'utm_id',
		'utm_term',
		'utm_source_platform',
		'utm_creative_format',
		'utm_marketing_tactic',
		'session_entry',
		'session_start_time',
		'session_pages',
		'session_count',
		'user_agent',
	);

	/** Fields that hold counts. */
	private const COUNTS = array( 'session_pages', 'session_count' );

	/** Fields that hold an address: kept only when it is http(s). */
	private const URLS = array( 'referrer', 'session_entry' );

	/**
	 * The source types WooCommerce knows; anything else is dropped.
	 *
	 * @var string[]
	 */
	public const SOURCE_TYPES = array( 'utm', 'organic', 'referral', 'typein', 'admin', 'mobile_app', 'unknown' );

	/**
	 * Prints one group of empty hidden inputs into the checkout form. The
	 * HTML is the same for every visitor; the script fills the values.
	 */
	public static function print_inputs(): void {
		echo '<div class="tresen-order-attribution" data-tresen-order-attribution hidden>';
		foreach ( self::NAMES as $name ) {
			printf( '<input type="hidden" name="%s" value="" />', esc_attr( self::INPUT_PREFIX . $name ) );
		}
		echo '</div>';
	}

	/**
	 * Saves the posted fields on a new checkout order.
	 *
	 * Runs inside WooCommerce's checkout processing, which has already
	 * verified the checkout nonce.
	 *
	 * @param int   $order_id    Order id.
	 * @param array<string, mixed> $posted_data Checkout data (unused: the fields are not checkout fields).
	 * @param mixed $order       The order (WC_Order on real WooCommerce).
	 */
	public static function save_from_checkout( $order_id, $posted_data = array(), $order = null ): void {
		unset( $posted_data );
		if ( ! $order instanceof \WC_Order ) {
			$order = wc_get_order( $order_id );
		}
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the checkout nonce before creating the order.
		$values = self::from_request( wp_unslash( $_POST ) );
		self::save( $order, $values );
	}

	/**
	 * Picks and cleans the attribution fields from request data.
	 *
	 * @param array<string, mixed> $request Unslashed request data.
	 * @return array<string, string> Field name (without prefix) to value; empty fields left out.
	 */
	public static function from_request( array $request ): array {
		$out = array();
		foreach ( self::NAMES as $name ) {
			$key = self::INPUT_PREFIX . $name;
			if ( ! isset( $request[ $key ] ) || ! is_scalar( $request[ $key ] ) ) {
				continue;
			}
			$value = sanitize_text_field( (string) $request[ $key ] );
			if ( in_array( $name, self::COUNTS, true ) ) {
				$value = '' === $value ? '' : (string) absint( $value );
			}
			if ( in_array( $name, self::URLS, true ) && '' !== $value && '(none)' !== $value ) {
				// A javascript:, data: or other address is no referrer (stored, it would become a link in wp-admin).
				$value = 1 === preg_match( '#^https?://[^\s/$.?\#][^\s]*$#i', $value ) ? esc_url_raw( $value, array( 'http', 'https' ) ) : '';
			}
			if ( 'source_type' === $name && ! in_array( $value, self::SOURCE_TYPES, true ) ) {
				$value = '';
			}
			$value = mb_substr( $value, 0, self::MAX_LENGTH );
			if ( '' !== $value ) {
				$out[ $name ] = $value;
			}
		}
		return $out;
	}

	/**
	 * Stores the values as order meta through the order CRUD. Without a
	 * source type nothing was recorded (no consent), so nothing is saved.
	 *
	 * @param \WC_Order             $order  Order.
	 * @param array<string, string> $values Cleaned values.
	 */
	public static function save( \WC_Order $order, array $values ): void {
		if ( empty( $values['source_type'] ) ) {
			return;
		}
		foreach ( $values as $name => $value ) {
			$order->update_meta_data( self::META_PREFIX . $name, $value );
		}
		$order->save();
	}
}
