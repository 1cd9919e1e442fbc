<?php
/**
 * Germanized's `wc_gzd_unit_price_observer_params` for third-party jQuery
 * code written against Germanized's unit price observer. Germanized printed
 * it with its observer script (jQuery) on the pages that refresh a unit
 * price; the suite prints it on the same pages — where its own refresh
 * script loads — and only when jQuery is on the page, read-only (frozen),
 * with the suite's own settings as values. The endpoint behind
 * `wc_ajax_url` is the same (`gzd_refresh_unit_price`, `security` nonce).
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * The localized object of Germanized's observer.
 */
final class GermanizedCompat {

	/** The global's name, as Germanized's `wp_localize_script()` named it. */
	public const OBJECT = 'wc_gzd_unit_price_observer_params';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		// Before the footer's scripts are printed: the refresh script is enqueued while the page renders.
		add_action( 'wp_print_footer_scripts', array( self::class, 'attach' ), 9 );
	}

	/**
	 * Puts the object before the refresh script when both it and jQuery are on the page.
	 */
	public static function attach(): void {
		$handle = Plugin::DOMAIN . '-' . Script::ENTRY;
		if ( is_admin() || ! wp_script_is( $handle, 'enqueued' ) || wp_script_is( $handle, 'done' ) ) {
			return;
		}
		if ( ! wp_script_is( 'jquery', 'enqueued' ) && ! wp_script_is( 'jquery', 'done' ) ) {
			return;
		}
		wp_add_inline_script( $handle, self::script(), 'before' );
	}

	/**
	 * The inline script: `var wc_gzd_unit_price_observer_params`, deep-frozen.
	 */
	public static function script(): string {
		$json = (string) wp_json_encode( self::values(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return 'var ' . self::OBJECT . '=(function f(o){Object.keys(o).forEach(function(k){if(o[k]&&typeof o[k]==="object"){f(o[k]);}});return Object.freeze(o);})(' . $json . ');';
	}

	/**
	 * Germanized's keys with the suite's values.
	 *
	 * @return array<string, mixed>
	 */
	public static function values(): array {
		$settings = Script::settings();
		$selector = array();
		foreach ( (array) $settings['priceSelector'] as $css => $flags ) {
			$flags            = is_array( $flags ) ? $flags : array();
			$selector[ $css ] = array(
				'is_total_price'      => ! empty( $flags['is_total_price'] ),
				'is_primary_selector' => ! empty( $flags['is_primary_selector'] ),
				'quantity_selector'   => isset( $flags['quantity_selector'] ) ? (string) $flags['quantity_selector'] : '',
			);
		}
		return array(
			'wrapper'                  => (string) $settings['wrapper'],
			'price_selector'           => $selector,
			'replace_price'            => (bool) $settings['replacePrice'],
			'ajax_url'                 => admin_url( 'admin-ajax.php', 'relative' ),
			'wc_ajax_url'              => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( '%%endpoint%%' ) : '',
			'refresh_unit_price_nonce' => (string) $settings['nonce'],
			'product_id'               => is_singular( 'product' ) ? get_queried_object_id() : '',
			'price_decimal_sep'        => (string) $settings['decimalSeparator'],
			'price_thousand_sep'       => (string) $settings['thousandSeparator'],
			'qty_selector'             => (string) $settings['qtySelector'],
			'refresh_on_load'          => (bool) $settings['refreshOnLoad'],
		);
	}
}
