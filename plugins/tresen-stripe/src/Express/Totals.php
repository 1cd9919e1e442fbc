<?php
/**
 * What the payment sheet shows: total and lines, in minor units, always
 * computed here from the cart or the product (never from the browser).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

use Tresen\Stripe\Amount;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the spec's `total` and `displayItems`. Prices in this shop include
 * VAT, so every line is gross; the deposit (tresen-legal's fee lines) is its
 * own line, and a last line names the VAT included (a note: it is part of
 * the lines above, never added again).
 */
final class Totals {

	/**
	 * The merchant country for the payment request (territories Stripe
	 * does not take map to their country: PR → US, RE → FR).
	 */
	public static function country_code(): string {
		$country = function_exists( 'WC' ) && WC()->countries ? (string) WC()->countries->get_base_country() : 'DE';
		$map     = array(
			'PR' => 'US',
			'RE' => 'FR',
		);
		return $map[ $country ] ?? ( '' !== $country ? $country : 'DE' );
	}

	/** The shop's currency in Stripe's spelling (lower case). */
	public static function currency(): string {
		return strtolower( get_woocommerce_currency() );
	}

	/**
	 * An amount in minor units of the shop's currency.
	 *
	 * @param float|int|string $amount Amount.
	 */
	public static function minor( $amount ): int {
		return Amount::to_minor( $amount, get_woocommerce_currency() );
	}

	/** The label of the total (the shop's name). */
	public static function total_label(): string {
		$name = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return '' !== $name ? $name : __( 'Total', 'tresen-stripe' );
	}

	/**
	 * One line. Its `key` tells the Express Checkout Element's script what
	 * it is: `item`, `fee`, `discount` and `shipping` add up to the total,
	 * `vat` is a note on the VAT they include (the element shows the chosen
	 * shipping rate itself and takes only lines that add up).
	 *
	 * @param string           $key     item, fee, discount, shipping or vat.
	 * @param string           $label   Label.
	 * @param float|int|string $amount  Amount (major units).
	 * @param bool             $pending Whether it is not final yet.
	 * @return array{label: string, amount: int, key: string, pending?: bool}
	 */
	private static function line( string $key, string $label, $amount, bool $pending = false ): array {
		$line = array(
			'label'  => $label,
			'amount' => self::minor( $amount ),
			'key'    => $key,
		);
		if ( $pending ) {
			$line['pending'] = true;
		}
		return $line;
	}

	/** The VAT note's label. */
	private static function vat_label(): string {
		return __( 'incl. VAT', 'tresen-stripe' );
	}

	/**
	 * Total and lines of the current cart (totals recalculated first).
	 *
	 * @param bool $shipping_known Whether a shipping address was given (else shipping is pending).
	 * @return array{total: array{label: string, amount: int, pending?: bool}, displayItems: array<int, array{label: string, amount: int, key: string, pending?: bool}>}
	 */
	public static function of_cart( bool $shipping_known = true ): array {
		$cart = WC()->cart;
		$cart->calculate_totals();
		$items = array();
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			$quantity = (int) $item['quantity'];
			$label    = wp_strip_all_tags( $product->get_name() ) . ( $quantity > 1 ? ' × ' . $quantity : '' );
			$items[]  = self::line( 'item', $label, (float) $item['line_subtotal'] + (float) $item['line_subtotal_tax'] );
		}
		foreach ( $cart->get_fees() as $fee ) {
			$items[] = self::line( 'fee', wp_strip_all_tags( (string) $fee->name ), (float) $fee->total + (float) $fee->tax );
		}
		$discount = (float) $cart->get_discount_total() + (float) $cart->get_discount_tax();
		if ( $discount > 0 ) {
			$items[] = self::line( 'discount', __( 'Discount', 'tresen-stripe' ), -$discount );
		}
		if ( $cart->needs_shipping() ) {
			$items[] = self::line( 'shipping', __( 'Shipping', 'tresen-stripe' ), (float) $cart->get_shipping_total() + (float) $cart->get_shipping_tax(), ! $shipping_known );
		}
		$tax = (float) $cart->get_total_tax();
		if ( $tax > 0 ) {
			$items[] = self::line( 'vat', self::vat_label(), $tax );
		}
		$total = array(
			'label'  => self::total_label(),
			'amount' => self::minor( $cart->get_total( 'edit' ) ),
		);
		if ( $cart->needs_shipping() && ! $shipping_known ) {
			$total['pending'] = true;
		}
		return array(
			'total'        => $total,
			'displayItems' => $items,
		);
	}

	/**
	 * Total and lines of one product at a quantity, before it is in the
	 * cart (the product page). Shipping follows once the sheet has an address.
	 *
	 * @param \WC_Product $product  Product (a variation for a variable product).
	 * @param int         $quantity Quantity.
	 * @return array{total: array{label: string, amount: int, pending?: bool}, displayItems: array<int, array{label: string, amount: int, key: string, pending?: bool}>}
	 */
	public static function of_product( \WC_Product $product, int $quantity ): array {
		$gross   = (float) wc_get_price_including_tax( $product, array( 'qty' => $quantity ) );
		$net     = (float) wc_get_price_excluding_tax( $product, array( 'qty' => $quantity ) );
		$label   = wp_strip_all_tags( $product->get_name() ) . ( $quantity > 1 ? ' × ' . $quantity : '' );
		$items   = array( self::line( 'item', $label, $gross ) );
		$sum     = $gross;
		$tax     = max( 0.0, $gross - $net );
		$deposit = self::deposit_of( $product, $quantity );
		if ( null !== $deposit ) {
			$items[] = self::line( 'fee', $deposit['label'], $deposit['gross'] );
			$sum    += $deposit['gross'];
			$tax    += $deposit['tax'];
		}
		if ( $product->needs_shipping() ) {
			$items[] = self::line( 'shipping', __( 'Shipping', 'tresen-stripe' ), 0, true );
		}
		if ( $tax > 0 ) {
			$items[] = self::line( 'vat', self::vat_label(), round( $tax, 2 ) );
		}
		return array(
			'total'        => array(
				'label'   => self::total_label(),
				'amount'  => self::minor( round( $sum, 2 ) ),
				'pending' => true,
			),
			'displayItems' => $items,
		);
	}

	/**
	 * The product's deposit as tresen-legal charges it (when that plugin is
	 * active): gross amount, its label and the VAT in it.
	 *
	 * @param \WC_Product $product  Product.
	 * @param int         $quantity Quantity.
	 * @return array{label: string, gross: float, tax: float}|null
	 */
	public static function deposit_of( \WC_Product $product, int $quantity ): ?array {
		if ( ! class_exists( '\\Tresen\\Legal\\DrinkData' ) || ! class_exists( '\\Tresen\\Legal\\Deposit' ) ) {
			return null;
		}
		$data = \Tresen\Legal\DrinkData::of( $product );
		if ( $data->deposit() <= 0 ) {
			return null;
		}
		$gross   = round( $data->deposit() * $quantity, 2 );
		$taxable = wc_tax_enabled() && 'taxable' === $product->get_tax_status();
		$tax     = $taxable ? $gross - \Tresen\Legal\Deposit::net( $gross, (string) $product->get_tax_class() ) : 0.0;
		return array(
			'label' => \Tresen\Legal\Deposit::label( $data->deposit_type ),
			'gross' => $gross,
			'tax'   => $tax,
		);
	}
}
