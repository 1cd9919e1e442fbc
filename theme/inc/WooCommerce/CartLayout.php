<?php
/**
 * Cart and checkout on wide screens: the items or the fields on the left, a
 * summary box on the right that stays in view (CSS, `_checkout.scss`). The
 * checkout's summary box holds the order heading, the order review and, right
 * under it, the legal "Zahlungspflichtig bestellen" button (tresen-legal).
 * Shipping choices are a radio group with a legend.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\WooCommerce;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps the checkout's summary and the shipping choices.
 */
final class CartLayout implements Feature {

	/** WooCommerce's template of the shipping row. */
	private const SHIPPING_TEMPLATE = 'cart/cart-shipping.php';

	/**
	 * Depth of the open output buffers of the shipping row (it can nest in nothing, but stays balanced).
	 *
	 * @var int
	 */
	private static $buffers = 0;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! Theme::has_woocommerce() ) {
			return;
		}
		// After the payment section tresen-legal moves above the heading (priority 10), before the heading.
		add_action( 'woocommerce_checkout_before_order_review_heading', array( self::class, 'open_summary' ), 100 );
		// After the order button tresen-legal prints under the review (priority 5).
		add_action( 'woocommerce_checkout_after_order_review', array( self::class, 'close_summary' ), 100 );
		add_action( 'woocommerce_before_template_part', array( self::class, 'start_shipping' ), 10, 1 );
		add_action( 'woocommerce_after_template_part', array( self::class, 'end_shipping' ), 10, 1 );
	}

	/**
	 * Opens the checkout's summary box.
	 */
	public static function open_summary(): void {
		echo '<div class="tresen-checkout-summary">';
	}

	/**
	 * Closes it.
	 */
	public static function close_summary(): void {
		echo '</div>';
	}

	/**
	 * Starts catching the shipping row.
	 *
	 * @param mixed $template_name Template name.
	 */
	public static function start_shipping( $template_name ): void {
		if ( self::SHIPPING_TEMPLATE === $template_name ) {
			++self::$buffers;
			ob_start();
		}
	}

	/**
	 * Prints the shipping row with its choices as a radio group.
	 *
	 * @param mixed $template_name Template name.
	 */
	public static function end_shipping( $template_name ): void {
		if ( self::SHIPPING_TEMPLATE !== $template_name || self::$buffers < 1 ) {
			return;
		}
		--self::$buffers;
		echo self::radio_group( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's escaped template; only a fieldset and an escaped legend are added.
	}

	/**
	 * Puts the shipping choices (the list that holds radio buttons) in a
	 * fieldset whose legend names the group; a single rate (no radio) stays as it is.
	 *
	 * @param string $html The shipping row.
	 */
	public static function radio_group( string $html ): string {
		if ( ! preg_match( '#<ul id="shipping_method"[^>]*>.*?</ul>#s', $html, $match ) || false === strpos( $match[0], 'type="radio"' ) ) {
			return $html;
		}
		$fieldset = '<fieldset class="tresen-shipping-choice"><legend class="screen-reader-text">' . esc_html__( 'Choose a shipping method', 'tresen' ) . '</legend>' . $match[0] . '</fieldset>';
		return str_replace( $match[0], $fieldset, $html );
	}
}
