<?php
/**
 * The bottle deposit (Pfand) as its own line in cart, checkout, order,
 * e-mails and the account's order view: a WooCommerce fee per deposit type
 * (and tax class), taxed as the products it belongs to (§ 7 PAngV; UStAE
 * 10.1 Abs. 8: the deposit shares the tax of the drink), included in the
 * total and never in the price or unit price.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Adds deposit fees to the cart and marks them on the order.
 */
final class Deposit {

	/** Order item meta on a deposit fee line: its deposit type. */
	public const ITEM_META = '_tresen_deposit_type';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'woocommerce_cart_calculate_fees', array( self::class, 'add_fees' ) );
		add_action( 'woocommerce_checkout_create_order_fee_item', array( self::class, 'mark_order_item' ), 10, 3 );
	}

	/**
	 * The cart's deposits: one group per type and tax class.
	 *
	 * @param \WC_Cart $cart Cart.
	 * @return array<string, array{type: string, tax_class: string, taxable: bool, gross: float, units: int}>
	 */
	public static function groups( $cart ): array {
		$groups = array();
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			$data = DrinkData::of( $product );
			if ( $data->deposit() <= 0 ) {
				continue;
			}
			$taxable = wc_tax_enabled() && 'taxable' === $product->get_tax_status();
			$class   = $taxable ? (string) $product->get_tax_class() : '';
			$key     = $data->deposit_type . '|' . $class . '|' . ( $taxable ? '1' : '0' );
			if ( ! isset( $groups[ $key ] ) ) {
				$groups[ $key ] = array(
					'type'      => $data->deposit_type,
					'tax_class' => $class,
					'taxable'   => $taxable,
					'gross'     => 0.0,
					'units'     => 0,
				);
			}
			$quantity                 = (int) $item['quantity'];
			$groups[ $key ]['gross'] += $data->deposit() * $quantity;
			$groups[ $key ]['units'] += $data->deposit_units * $quantity;
		}
		foreach ( $groups as $key => $group ) {
			$groups[ $key ]['gross'] = round( $group['gross'], 2 );
		}
		return $groups;
	}

	/**
	 * The deposit's net amount: the gross deposit less the base country's tax
	 * of the tax class, as WooCommerce stores prices entered with tax. The
	 * customer's own rate is added on top by WooCommerce, as for the products.
	 *
	 * @param float  $gross     Gross deposit.
	 * @param string $tax_class Tax class.
	 */
	public static function net( float $gross, string $tax_class ): float {
		$taxes = \WC_Tax::calc_tax( $gross, \WC_Tax::get_base_tax_rates( $tax_class ), true );
		return $gross - (float) array_sum( $taxes );
	}

	/**
	 * Adds a fee per deposit group.
	 *
	 * @param \WC_Cart $cart Cart.
	 */
	public static function add_fees( $cart ): void {
		if ( ! $cart instanceof \WC_Cart ) {
			return;
		}
		$groups  = self::groups( $cart );
		$classes = array();
		foreach ( $groups as $group ) {
			$classes[ $group['type'] ][ $group['tax_class'] . ( $group['taxable'] ? '' : '-' ) ] = true;
		}
		foreach ( $groups as $group ) {
			$name = self::label( $group['type'] );
			if ( count( $classes[ $group['type'] ] ) > 1 ) {
				// Two lines of one type (e.g. drinks at 19 % and 7 %): name them apart.
				$name .= ' – ' . ( $group['taxable'] ? self::rate_label( $group['tax_class'] ) : __( 'tax-free', 'tresen-legal' ) );
			}
			$cart->add_fee(
				$name,
				$group['taxable'] ? self::net( $group['gross'], $group['tax_class'] ) : $group['gross'],
				$group['taxable'],
				$group['tax_class']
			);
		}
	}

	/**
	 * The line's name: "Pfand (Einweg)" or "Pfand (Mehrweg)".
	 *
	 * @param string $type einweg or mehrweg.
	 */
	public static function label( string $type ): string {
		return DrinkData::EINWEG === $type
			? __( 'Deposit (single-use)', 'tresen-legal' )
			: __( 'Deposit (returnable)', 'tresen-legal' );
	}

	/**
	 * "19 %" for a tax class at the shop's base rate.
	 *
	 * @param string $tax_class Tax class.
	 */
	private static function rate_label( string $tax_class ): string {
		$rates = \WC_Tax::get_base_tax_rates( $tax_class );
		$rate  = (float) array_sum( wp_list_pluck( $rates, 'rate' ) );
		return wc_format_localized_decimal( (string) round( $rate, 2 ) ) . ' %';
	}

	/**
	 * Marks a deposit fee line on the order with its type, so orders, e-mails
	 * and reports can tell deposits from other fees.
	 *
	 * @param \WC_Order_Item_Fee $item    Order item.
	 * @param string             $fee_key Fee id.
	 * @param object             $fee     Cart fee.
	 */
	public static function mark_order_item( $item, $fee_key, $fee ): void {
		unset( $fee_key );
		$name = is_object( $fee ) && isset( $fee->name ) ? (string) $fee->name : '';
		foreach ( array( DrinkData::EINWEG, DrinkData::MEHRWEG ) as $type ) {
			if ( '' !== $name && 0 === strpos( $name, self::label( $type ) ) ) {
				$item->add_meta_data( self::ITEM_META, $type, true );
			}
		}
	}
}
