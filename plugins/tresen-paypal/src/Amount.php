<?php
/**
 * Amounts as PayPal writes them, computed on the server.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal takes amounts as decimal strings ("25.90"; no decimals for HUF,
 * JPY and TWD). Order amounts are always recomputed here from the cart or
 * the WooCommerce order, never taken from the browser.
 */
final class Amount {

	/** Currencies PayPal takes without decimals. */
	public const NO_DECIMALS = array( 'HUF', 'JPY', 'TWD' );

	/**
	 * Decimals PayPal uses for a currency.
	 *
	 * @param string $currency ISO code.
	 */
	public static function decimals( string $currency ): int {
		return in_array( strtoupper( $currency ), self::NO_DECIMALS, true ) ? 0 : 2;
	}

	/**
	 * The amount in minor units (for comparing).
	 *
	 * @param float|int|string $value    Amount.
	 * @param string           $currency ISO code.
	 */
	public static function minor( $value, string $currency ): int {
		return (int) round( (float) $value * ( 10 ** self::decimals( $currency ) ) );
	}

	/**
	 * PayPal's amount string.
	 *
	 * @param float|int|string $value    Amount.
	 * @param string           $currency ISO code.
	 */
	public static function format( $value, string $currency ): string {
		$decimals = self::decimals( $currency );
		return number_format( self::minor( $value, $currency ) / ( 10 ** $decimals ), $decimals, '.', '' );
	}

	/**
	 * PayPal's amount object with a breakdown into goods (items, fees,
	 * deposits and their taxes, after discounts) and shipping with its tax,
	 * which add up to the total to the cent.
	 *
	 * @param float|string $total    Total.
	 * @param float|string $shipping Shipping including its tax.
	 * @param string       $currency ISO code.
	 * @return array<string, mixed>
	 */
	public static function breakdown( $total, $shipping, string $currency ): array {
		$currency   = strtoupper( $currency );
		$total_m    = self::minor( $total, $currency );
		$shipping_m = max( 0, self::minor( $shipping, $currency ) );
		$amount     = array(
			'currency_code' => $currency,
			'value'         => self::format( $total, $currency ),
		);
		if ( $total_m - $shipping_m >= 0 ) {
			$div                 = 10 ** self::decimals( $currency );
			$amount['breakdown'] = array(
				'item_total' => array(
					'currency_code' => $currency,
					'value'         => self::format( ( $total_m - $shipping_m ) / $div, $currency ),
				),
				'shipping'   => array(
					'currency_code' => $currency,
					'value'         => self::format( $shipping_m / $div, $currency ),
				),
			);
		}
		return $amount;
	}

	/**
	 * The amount of the shopper's cart (totals recalculated first).
	 *
	 * @param \WC_Cart $cart Cart.
	 * @return array<string, mixed>
	 */
	public static function of_cart( \WC_Cart $cart ): array {
		$cart->calculate_totals();
		return self::breakdown(
			(float) $cart->get_total( 'edit' ),
			(float) $cart->get_shipping_total() + (float) $cart->get_shipping_tax(),
			get_woocommerce_currency()
		);
	}

	/**
	 * The amount of an order.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	public static function of_order( \WC_Order $order ): array {
		return self::breakdown(
			(float) $order->get_total(),
			(float) $order->get_shipping_total() + (float) $order->get_shipping_tax(),
			$order->get_currency()
		);
	}

	/**
	 * Whether a PayPal amount object is exactly the order's total and currency.
	 *
	 * @param mixed     $amount PayPal's amount (currency_code, value).
	 * @param \WC_Order $order  Order.
	 */
	public static function matches( $amount, \WC_Order $order ): bool {
		if ( ! is_array( $amount ) || ! isset( $amount['currency_code'], $amount['value'] ) || ! is_numeric( $amount['value'] ) ) {
			return false;
		}
		$currency = strtoupper( (string) $amount['currency_code'] );
		return strtoupper( $order->get_currency() ) === $currency
			&& self::minor( (string) $amount['value'], $currency ) === self::minor( (float) $order->get_total(), $currency );
	}
}
