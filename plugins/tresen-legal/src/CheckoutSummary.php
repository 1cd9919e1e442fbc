<?php
/**
 * The order button and the summary above it (§ 312j BGB; §0 #6, #7): the only
 * submit button reads "Zahlungspflichtig bestellen" and sits directly under
 * the order summary (items with their essential characteristics and delivery
 * time, quantities, deposit lines, shipping, total incl. VAT). Payment methods
 * and the terms move above the summary. Delivery countries and accepted
 * payment methods are named when the checkout starts.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Checkout layout, button text and start-of-checkout information.
 */
final class CheckoutSummary {

	/**
	 * Whether WooCommerce's payment template is printing its button right now.
	 *
	 * @var bool
	 */
	private static $in_payment = false;

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'woocommerce_order_button_text', array( self::class, 'button_text' ), 20 );
		add_action( 'wp_loaded', array( self::class, 'move_payment' ) );
		add_action( 'woocommerce_review_order_before_submit', array( self::class, 'enter_payment' ), 9999 );
		add_action( 'woocommerce_review_order_after_submit', array( self::class, 'leave_payment' ), 0 );
		add_filter( 'woocommerce_order_button_html', array( self::class, 'button_in_payment' ), 9999 );
		add_action( 'woocommerce_checkout_after_order_review', array( self::class, 'print_button' ), 5 );
		add_filter( 'woocommerce_get_item_data', array( self::class, 'item_data' ), 20, 2 );
		add_action( 'woocommerce_before_checkout_form', array( self::class, 'print_delivery_info' ), 4 );
		add_action( 'woocommerce_before_cart_totals', array( self::class, 'print_delivery_info' ), 4 );
	}

	/**
	 * "Zahlungspflichtig bestellen".
	 *
	 * @param string $text Button text.
	 */
	public static function button_text( $text ): string {
		unset( $text );
		return __( 'Place order with obligation to pay', 'tresen-legal' );
	}

	/**
	 * Moves the payment methods (and with them the terms) above the summary's heading.
	 */
	public static function move_payment(): void {
		if ( false !== has_action( 'woocommerce_checkout_order_review', 'woocommerce_checkout_payment' ) ) {
			remove_action( 'woocommerce_checkout_order_review', 'woocommerce_checkout_payment', 20 );
			add_action( 'woocommerce_checkout_before_order_review_heading', array( self::class, 'print_payment' ), 10 );
		}
	}

	/**
	 * The payment section with its heading.
	 */
	public static function print_payment(): void {
		echo '<h3 id="tresen-payment-heading">' . esc_html__( 'Payment method', 'tresen-legal' ) . '</h3>';
		woocommerce_checkout_payment();
	}

	/**
	 * Marks the start of the payment template's button.
	 */
	public static function enter_payment(): void {
		self::$in_payment = true;
	}

	/**
	 * Marks its end.
	 */
	public static function leave_payment(): void {
		self::$in_payment = false;
	}

	/**
	 * Takes the button out of the payment template (it is printed below the summary).
	 *
	 * @param string $html Button HTML.
	 * @return string
	 */
	public static function button_in_payment( $html ) {
		return self::$in_payment && ! self::disabled() ? '' : $html;
	}

	/**
	 * Whether another plugin asked to keep WooCommerce's layout.
	 */
	private static function disabled(): bool {
		/**
		 * Filters whether the order button stays in WooCommerce's payment section.
		 *
		 * @param bool $keep True keeps WooCommerce's layout.
		 */
		return (bool) apply_filters( 'tresen_legal_keep_button_in_payment', false );
	}

	/**
	 * Prints the order button right under the summary.
	 */
	public static function print_button(): void {
		if ( self::disabled() ) {
			return;
		}
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, so other plugins can still change the text.
		$text = (string) apply_filters( 'woocommerce_order_button_text', self::button_text( '' ) );
		$html = '<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="' . esc_attr( $text ) . '" data-value="' . esc_attr( $text ) . '">' . esc_html( $text ) . '</button>';
		echo '<div class="form-row place-order tresen-place-order">';
		echo apply_filters( 'woocommerce_order_button_html', $html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter of its own button.
		echo '</div>';
	}

	/**
	 * Essential characteristics and delivery time of each item in the checkout summary.
	 *
	 * @param array<int, array<string, mixed>> $data Item data rows.
	 * @param array<string, mixed>             $item Cart item.
	 * @return array<int, array<string, mixed>>
	 */
	public static function item_data( $data, $item ) {
		$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
		if ( ! is_array( $data ) || ! $product instanceof \WC_Product || ! is_checkout() ) {
			return $data;
		}
		$drink = DrinkData::of( $product );
		$facts = array();
		if ( $drink->volume_ml > 0 ) {
			$facts[] = wc_format_localized_decimal( (string) round( $drink->volume_ml / 1000, 3 ) ) . ' l';
		}
		if ( null !== $drink->abv && $drink->abv > 1.2 ) {
			/* translators: %s: alcohol by volume. */
			$facts[] = sprintf( __( '%s %% vol', 'tresen-legal' ), wc_format_localized_decimal( (string) round( $drink->abv, 1 ) ) );
		}
		if ( $facts ) {
			$data[] = array(
				'key'   => __( 'Contents', 'tresen-legal' ),
				'value' => implode( ', ', $facts ),
			);
		}
		if ( '' !== $drink->delivery_time ) {
			$data[] = array(
				'key'   => __( 'Delivery time', 'tresen-legal' ),
				'value' => $drink->delivery_time,
			);
		}
		return $data;
	}

	/**
	 * The titles of the payment methods this shopper can use here: the
	 * gateways WooCommerce offers at the checkout (`is_available()` and
	 * `woocommerce_available_payment_gateways`), so a method that is
	 * switched on but does not take the shop's currency or the shopper's
	 * country (OXXO only in pesos, Boleto only in reais, eps only for
	 * Austria) is not named. The same list on the classic and block pages.
	 *
	 * @return string[]
	 */
	public static function payment_methods(): array {
		$gateways = function_exists( 'WC' ) ? WC()->payment_gateways() : null;
		if ( ! $gateways ) {
			return array();
		}
		$methods = array();
		foreach ( $gateways->get_available_payment_gateways() as $gateway ) {
			$title = trim( wp_strip_all_tags( $gateway->get_title() ) );
			if ( '' !== $title ) {
				$methods[] = $title;
			}
		}
		return array_values( array_unique( $methods ) );
	}

	/**
	 * Delivery countries and accepted payment methods, shown before the
	 * checkout starts (cart) and at its top.
	 */
	public static function print_delivery_info(): void {
		$countries = function_exists( 'WC' ) && WC()->countries ? array_values( WC()->countries->get_shipping_countries() ) : array();
		$methods   = self::payment_methods();
		if ( ! $countries && ! $methods ) {
			return;
		}
		echo '<div class="tresen-delivery-info" role="note"><ul>';
		if ( $countries ) {
			printf(
				'<li><strong>%1$s</strong> %2$s</li>',
				esc_html__( 'Delivery countries:', 'tresen-legal' ),
				esc_html( implode( ', ', $countries ) )
			);
		}
		if ( $methods ) {
			printf(
				'<li><strong>%1$s</strong> %2$s</li>',
				esc_html__( 'Payment methods:', 'tresen-legal' ),
				esc_html( implode( ', ', $methods ) )
			);
		}
		echo '</ul></div>';
	}
}
