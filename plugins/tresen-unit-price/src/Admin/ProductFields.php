<?php
/**
 * The unit data in wp-admin's product screen: a "Grundpreis" tab for the
 * product (simple, or the defaults of a variable product's variations) and
 * a block per variation. Saved when valid; an invalid value is not saved
 * and named in a German notice, and missing data the law asks for is named
 * as a warning.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Admin;

use Tresen\Common\V4\ProductFields as Fields;
use Tresen\Common\V4\ProductScreen;
use Tresen\UnitPrice\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * Renders, validates and saves the fields.
 */
final class ProductFields {

	use ProductScreen;

	/** Form field name of the product, and of variation number N: tresen_unit_price_var[N]. */
	public const NAME     = 'tresen_unit_price';
	public const VAR_NAME = 'tresen_unit_price_var';

	/** User meta holding the notices of the last save until they are shown. */
	private const NOTICES = '_tresen_unit_price_notices';

	/** Largest content and reference amount. */
	private const MAX_AMOUNT = 100000;

	/**
	 * Units of § 5 PAngV: value => label.
	 *
	 * @return array<string, string>
	 */
	public static function units(): array {
		return array(
			'l'  => __( 'Litre (l)', 'tresen-unit-price' ),
			'kg' => __( 'Kilogram (kg)', 'tresen-unit-price' ),
			'm'  => __( 'Metre (m)', 'tresen-unit-price' ),
			'm²' => __( 'Square metre (m²)', 'tresen-unit-price' ),
			'm³' => __( 'Cubic metre (m³)', 'tresen-unit-price' ),
		);
	}

	/**
	 * The fields: key => [meta key, label, help of the product, help of a variation].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function fields(): array {
		return array(
			'unit'   => array( UnitPrice::META_UNIT, __( 'Unit', 'tresen-unit-price' ), __( 'The unit the unit price refers to: litre for drinks.', 'tresen-unit-price' ), __( 'Empty: as the product.', 'tresen-unit-price' ) ),
			'base'   => array( UnitPrice::META_BASE, __( 'Reference amount', 'tresen-unit-price' ), __( 'Price per this many units; 1 (per 1 l, per 1 kg) as German price law asks. Empty: 1.', 'tresen-unit-price' ), __( 'Empty: as the product.', 'tresen-unit-price' ) ),
			'amount' => array( UnitPrice::META_AMOUNT, __( 'Content', 'tresen-unit-price' ), __( 'Content of one piece in the unit, e.g. 0,35 for a 350 ml bottle or 1,98 for six 0,33 l cans. Variable products: enter it per variation.', 'tresen-unit-price' ), __( 'Content of this variation in the unit, e.g. 0,7.', 'tresen-unit-price' ) ),
		);
	}

	/**
	 * Adds the "Grundpreis" tab.
	 *
	 * @param array<string, array<string, mixed>>|mixed $tabs Tabs.
	 * @return array<string, array<string, mixed>>
	 */
	public static function tab( $tabs ) {
		$tabs                      = is_array( $tabs ) ? $tabs : array();
		$tabs['tresen_unit_price'] = array(
			'label'    => __( 'Unit price', 'tresen-unit-price' ),
			'target'   => 'tresen_unit_price_data',
			'class'    => array(),
			'priority' => 64,
		);
		return $tabs;
	}

	/**
	 * Prints the tab's panel for the product being edited.
	 */
	public static function panel(): void {
		global $product_object;
		$product = $product_object instanceof \WC_Product ? $product_object : null;
		echo '<div id="tresen_unit_price_data" class="panel woocommerce_options_panel hidden"><div class="options_group">';
		echo self::fields_html( $product, self::NAME, 'tresen_unit_price_', false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo '</div></div>';
	}

	/**
	 * Prints a variation's fields.
	 *
	 * @param int   $loop           Variation index.
	 * @param mixed $variation_data Unused.
	 * @param mixed $variation      Variation post.
	 */
	public static function variation_fields( $loop, $variation_data, $variation ): void {
		unset( $variation_data );
		$product = $variation instanceof \WP_Post ? wc_get_product( $variation->ID ) : null;
		echo '<div class="tresen-unit-price-variation"><p><strong>' . esc_html__( 'Unit price', 'tresen-unit-price' ) . '</strong></p>';
		echo self::fields_html( $product instanceof \WC_Product ? $product : null, self::VAR_NAME . '[' . (int) $loop . ']', 'tresen_unit_price_' . (int) $loop . '_', true ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo '</div>';
	}

	/**
	 * The fields' markup with the stored values (numbers in German notation).
	 *
	 * @param \WC_Product|null $product      Product or variation.
	 * @param string           $name         Name prefix (name[field]).
	 * @param string           $id_prefix    Id prefix.
	 * @param bool             $is_variation Whether the fields belong to a variation.
	 */
	public static function fields_html( ?\WC_Product $product, string $name, string $id_prefix, bool $is_variation ): string {
		$out = '';
		foreach ( self::fields() as $key => list( $meta, $label, $help, $var_help ) ) {
			$value = $product ? $product->get_meta( $meta ) : '';
			$value = is_scalar( $value ) ? (string) $value : '';
			if ( 'unit' !== $key && '' !== $value && is_numeric( $value ) ) {
				$value = wc_format_localized_decimal( $value );
			}
			$id    = $id_prefix . $key;
			$field = $name . '[' . $key . ']';
			$text  = $is_variation ? $var_help : $help;
			$row   = array(
				'unit'   => ' form-row form-row-first',
				'base'   => ' form-row form-row-last',
				'amount' => ' form-row form-row-full',
			);
			$out  .= '<p class="form-field ' . esc_attr( $id ) . '_field' . ( $is_variation ? $row[ $key ] : '' ) . '"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label>';
			if ( 'unit' === $key ) {
				$out .= '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" aria-describedby="' . esc_attr( $id ) . '-help">';
				$out .= '<option value="">' . esc_html( $is_variation ? __( 'As the product', 'tresen-unit-price' ) : __( 'No unit price', 'tresen-unit-price' ) ) . '</option>';
				foreach ( self::units() as $unit => $unit_label ) {
					$out .= '<option value="' . esc_attr( $unit ) . '"' . selected( $value, $unit, false ) . '>' . esc_html( $unit_label ) . '</option>';
				}
				$out .= '</select>';
			} else {
				$out .= '<input type="text" class="short" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="' . esc_attr( $value ) . '" inputmode="decimal" maxlength="12" aria-describedby="' . esc_attr( $id ) . '-help" />';
			}
			$out .= '<span class="description" id="' . esc_attr( $id ) . '-help">' . esc_html( $text ) . '</span></p>';
		}
		return $out;
	}

	/**
	 * Prefix of every message about a variation.
	 *
	 * @param string $name The variation's name.
	 */
	protected static function variation_context( string $name ): string {
		/* translators: %s: variation name, e.g. "Gin – 0,7 l". */
		return sprintf( __( 'Variation "%s": ', 'tresen-unit-price' ), $name );
	}

	/**
	 * Validates posted values and sets the valid ones as meta (WooCommerce
	 * saves the product after its process action).
	 *
	 * @param \WC_Product  $product Product or variation.
	 * @param array<mixed> $posted  Posted field => value.
	 * @param string       $context Prefix of every message (the variation's name).
	 * @return array{errors: string[], warnings: string[]}
	 */
	public static function apply( \WC_Product $product, array $posted, string $context ): array {
		$errors   = array();
		$warnings = array();
		$clean    = array();
		$fields   = self::fields();
		foreach ( $fields as $key => list( $meta, $label ) ) {
			if ( ! array_key_exists( $key, $posted ) ) {
				continue;
			}
			$raw = $posted[ $key ];
			if ( ! is_scalar( $raw ) ) {
				/* translators: %s: field label. */
				$errors[] = sprintf( __( '%s: the value was not understood and was not saved.', 'tresen-unit-price' ), $label );
				continue;
			}
			$raw = sanitize_text_field( (string) $raw );
			if ( '' === $raw ) {
				$clean[ $meta ] = '';
				continue;
			}
			if ( 'unit' === $key ) {
				if ( ! array_key_exists( $raw, self::units() ) ) {
					/* translators: %s: field label. */
					$errors[] = sprintf( __( '%s: choose litre, kilogram, metre, square metre or cubic metre.', 'tresen-unit-price' ), $label );
					continue;
				}
				$clean[ $meta ] = $raw;
				continue;
			}
			$number = str_replace( ',', '.', $raw );
			if ( ! preg_match( '/^\d{1,6}(\.\d{1,3})?$/', $number ) || (float) $number <= 0 || (float) $number > self::MAX_AMOUNT ) {
				/* translators: %s: field label. */
				$errors[] = sprintf( __( '%s: enter a number greater than 0 with at most three decimals, e.g. 0,35.', 'tresen-unit-price' ), $label );
				continue;
			}
			$clean[ $meta ] = wc_format_decimal( $number );
		}

		foreach ( $clean as $meta => $value ) {
			if ( '' === $value ) {
				$product->delete_meta_data( $meta );
			} else {
				$product->update_meta_data( $meta, $value );
			}
		}

		$base = $clean[ UnitPrice::META_BASE ] ?? null;
		if ( null !== $base && '' !== $base && 1.0 !== (float) $base ) {
			$warnings[] = __( 'Reference amount: German price law asks for the price per 1 l or 1 kg; another reference only for goods usually sold in large quantities (from 100 l or 50 kg).', 'tresen-unit-price' );
		}
		if ( ! $product->is_type( array( 'variable', 'grouped', 'external' ) ) ) {
			$unit   = (string) ( $clean[ UnitPrice::META_UNIT ] ?? $product->get_meta( UnitPrice::META_UNIT ) );
			$amount = (string) ( $clean[ UnitPrice::META_AMOUNT ] ?? $product->get_meta( UnitPrice::META_AMOUNT ) );
			$parent = $product->get_parent_id() ? wc_get_product( $product->get_parent_id() ) : null;
			if ( '' === $unit && $parent instanceof \WC_Product ) {
				$unit = (string) $parent->get_meta( UnitPrice::META_UNIT );
			}
			if ( '' !== $unit && '' === $amount ) {
				$warnings[] = __( 'The content is missing: until it is set, no unit price is shown.', 'tresen-unit-price' );
			} elseif ( '' === $unit && '' !== $amount ) {
				$warnings[] = __( 'The unit is missing: until it is set, no unit price is shown.', 'tresen-unit-price' );
			}
		}

		return Fields::notices( $errors, $warnings, $context );
	}

	/**
	 * Headings of the notices: values not saved, data incomplete.
	 *
	 * @return array{0: string, 1: string}
	 */
	protected static function notice_headings(): array {
		return array( __( 'Unit price data not saved:', 'tresen-unit-price' ), __( 'Unit price data incomplete:', 'tresen-unit-price' ) );
	}
}
