<?php
/**
 * The drink data fields in wp-admin's product screen (simple products in a
 * "Drink data" tab, each variation in its own block), validated on save with
 * German messages: an invalid value is not saved and named in a notice; a
 * missing value the law asks for is saved but named as a warning.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Admin;

use Tresen\Common\V4\ProductFields as Fields;
use Tresen\Common\V4\ProductScreen;
use Tresen\Legal\DrinkData;

defined( 'ABSPATH' ) || exit;

/**
 * Renders, validates and saves the fields.
 */
final class ProductFields {

	use ProductScreen;

	/** Form field name prefix of the product, and of variation number N: tresen_legal_var[N]. */
	public const NAME     = 'tresen_legal';
	public const VAR_NAME = 'tresen_legal_var';

	/** User meta holding the notices of the last save until they are shown. */
	private const NOTICES = '_tresen_legal_notices';

	/**
	 * The fields: key => [label, kind, help]. Kinds: age, deposit_type, decimal, int, text, textarea.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function fields(): array {
		return array(
			'min_age'        => array( __( 'Minimum age', 'tresen-legal' ), 'age', __( 'Empty: from the category (beer, wine, sparkling wine 16; spirits, liqueurs, spirit mixes 18; alcohol-free 0).', 'tresen-legal' ) ),
			'deposit_type'   => array( __( 'Deposit', 'tresen-legal' ), 'deposit_type', __( 'Single-use (EINWEG) always 0,25 € per container; returnable (MEHRWEG) usually 0,08 € or 0,15 €.', 'tresen-legal' ) ),
			'deposit_amount' => array( __( 'Returnable deposit per container (€)', 'tresen-legal' ), 'decimal', __( 'E.g. 0,08 for beer bottles, 0,15 for other bottles.', 'tresen-legal' ) ),
			'deposit_units'  => array( __( 'Containers per sales unit', 'tresen-legal' ), 'int', __( 'E.g. 6 for a six-pack. Empty: 1.', 'tresen-legal' ) ),
			'legal_name'     => array( __( 'Legal name', 'tresen-legal' ), 'text', __( 'E.g. "London Dry Gin", "Bier (Vollbier, hell)".', 'tresen-legal' ) ),
			'volume_ml'      => array( __( 'Net volume (ml)', 'tresen-legal' ), 'int', '' ),
			'abv'            => array( __( 'Alcohol (% vol)', 'tresen-legal' ), 'decimal', __( 'Shown from 1,2 % vol; 0 for alcohol-free drinks.', 'tresen-legal' ) ),
			'allergens'      => array( __( 'Allergens', 'tresen-legal' ), 'text', __( 'E.g. "Enthält Sulfite".', 'tresen-legal' ) ),
			'operator'       => array( __( 'Food business operator (name and address)', 'tresen-legal' ), 'text', '' ),
			'origin'         => array( __( 'Origin', 'tresen-legal' ), 'text', '' ),
			'ingredients'    => array( __( 'Ingredients', 'tresen-legal' ), 'textarea', __( 'Required for alcohol-free drinks and for wine made after 8 December 2023.', 'tresen-legal' ) ),
			'nutrition'      => array( __( 'Nutrition declaration per 100 ml', 'tresen-legal' ), 'textarea', __( 'Required for alcohol-free drinks and for wine made after 8 December 2023.', 'tresen-legal' ) ),
			'delivery_time'  => array( __( 'Delivery time', 'tresen-legal' ), 'text', __( 'E.g. "1–3 Werktage".', 'tresen-legal' ) ),
		);
	}

	/** Longest accepted text per field. */
	private const MAX_LENGTH = array(
		'legal_name'    => 200,
		'allergens'     => 300,
		'operator'      => 300,
		'origin'        => 200,
		'ingredients'   => 2000,
		'nutrition'     => 1000,
		'delivery_time' => 100,
	);

	/**
	 * Adds the "Drink data" tab.
	 *
	 * @param array<string, array<string, mixed>> $tabs Tabs.
	 * @return array<string, array<string, mixed>>
	 */
	public static function tab( $tabs ) {
		$tabs                 = is_array( $tabs ) ? $tabs : array();
		$tabs['tresen_legal'] = array(
			'label'    => __( 'Drink data', 'tresen-legal' ),
			'target'   => 'tresen_legal_data',
			'class'    => array(),
			'priority' => 65,
		);
		return $tabs;
	}

	/**
	 * Prints the tab's panel for the product being edited.
	 */
	public static function panel(): void {
		global $product_object;
		$product = $product_object instanceof \WC_Product ? $product_object : null;
		echo '<div id="tresen_legal_data" class="panel woocommerce_options_panel hidden"><div class="options_group">';
		echo self::fields_html( $product, self::NAME, 'tresen_legal_' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo '</div></div>';
	}

	/**
	 * Prints a variation's fields (empty = as the parent product).
	 *
	 * @param int      $loop           Variation index.
	 * @param mixed    $variation_data Unused.
	 * @param \WP_Post $variation      Variation post.
	 */
	public static function variation_fields( $loop, $variation_data, $variation ): void {
		unset( $variation_data );
		$product = $variation instanceof \WP_Post ? wc_get_product( $variation->ID ) : null;
		echo '<div class="tresen-legal-variation"><p><strong>' . esc_html__( 'Drink data', 'tresen-legal' ) . '</strong> ' . esc_html__( '(empty: as the product)', 'tresen-legal' ) . '</p>';
		echo self::fields_html( $product instanceof \WC_Product ? $product : null, self::VAR_NAME . '[' . (int) $loop . ']', 'tresen_legal_' . (int) $loop . '_' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo '</div>';
	}

	/**
	 * The fields' markup with the product's stored values.
	 *
	 * @param \WC_Product|null $product   Product or variation.
	 * @param string           $name      Name prefix (name[field]).
	 * @param string           $id_prefix Id prefix.
	 */
	public static function fields_html( ?\WC_Product $product, string $name, string $id_prefix ): string {
		$out = '';
		foreach ( self::fields() as $key => list( $label, $kind, $help ) ) {
			$value = $product ? $product->get_meta( DrinkData::META[ $key ] ) : '';
			$value = is_scalar( $value ) ? (string) $value : '';
			if ( 'decimal' === $kind && '' !== $value ) {
				$value = wc_format_localized_decimal( $value );
			}
			$id    = $id_prefix . $key;
			$field = $name . '[' . $key . ']';
			$out  .= '<p class="form-field ' . esc_attr( $id ) . '_field"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label>';
			$desc  = '' !== $help ? ' aria-describedby="' . esc_attr( $id ) . '-help"' : '';
			switch ( $kind ) {
				case 'age':
				case 'deposit_type':
					$options = 'age' === $kind
						? array(
							''   => __( 'From the category', 'tresen-legal' ),
							'0'  => __( 'No limit', 'tresen-legal' ),
							'16' => __( 'From 16', 'tresen-legal' ),
							'18' => __( 'From 18', 'tresen-legal' ),
						)
						: array(
							''                 => __( 'No deposit', 'tresen-legal' ),
							DrinkData::EINWEG  => __( 'Single-use (EINWEG, 0,25 €)', 'tresen-legal' ),
							DrinkData::MEHRWEG => __( 'Returnable (MEHRWEG)', 'tresen-legal' ),
						);
					$out    .= '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '"' . $desc . '>';
					foreach ( $options as $option => $text ) {
						$out .= '<option value="' . esc_attr( (string) $option ) . '"' . selected( $value, (string) $option, false ) . '>' . esc_html( $text ) . '</option>';
					}
					$out .= '</select>';
					break;
				case 'textarea':
					$out .= '<textarea id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" rows="3" maxlength="' . (int) self::MAX_LENGTH[ $key ] . '"' . $desc . '>' . esc_textarea( $value ) . '</textarea>';
					break;
				default:
					$mode = 'int' === $kind ? 'numeric' : ( 'decimal' === $kind ? 'decimal' : 'text' );
					$max  = isset( self::MAX_LENGTH[ $key ] ) ? ' maxlength="' . (int) self::MAX_LENGTH[ $key ] . '"' : '';
					$out .= '<input type="text" class="short" id="' . esc_attr( $id ) . '" name="' . esc_attr( $field ) . '" value="' . esc_attr( $value ) . '" inputmode="' . esc_attr( $mode ) . '"' . $max . $desc . ' />';
			}
			if ( '' !== $help ) {
				$out .= '<span class="description" id="' . esc_attr( $id ) . '-help">' . esc_html( $help ) . '</span>';
			}
			$out .= '</p>';
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
		return sprintf( __( 'Variation "%s": ', 'tresen-legal' ), $name );
	}

	/**
	 * Validates posted values and sets the valid ones as meta (not saved yet:
	 * WooCommerce saves the product after its process action).
	 *
	 * @param \WC_Product          $product Product or variation.
	 * @param array<string, mixed> $posted  Posted field => value.
	 * @param string               $context Prefix of every message (the variation's name).
	 * @return array{errors: string[], warnings: string[]}
	 */
	public static function apply( \WC_Product $product, array $posted, string $context ): array {
		$errors   = array();
		$warnings = array();
		$clean    = array();
		foreach ( self::fields() as $key => list( $label, $kind ) ) {
			if ( ! array_key_exists( $key, $posted ) ) {
				continue;
			}
			$raw = $posted[ $key ];
			if ( ! is_scalar( $raw ) ) {
				/* translators: %s: field label. */
				$errors[] = sprintf( __( '%s: the value was not understood and was not saved.', 'tresen-legal' ), $label );
				continue;
			}
			$raw   = 'textarea' === $kind ? sanitize_textarea_field( (string) $raw ) : sanitize_text_field( (string) $raw );
			$error = self::check( $key, $kind, $raw );
			if ( null !== $error ) {
				$errors[] = sprintf( '%s: %s', $label, $error );
				continue;
			}
			if ( 'decimal' === $kind && '' !== $raw ) {
				$raw = wc_format_decimal( str_replace( ',', '.', $raw ) );
			}
			$clean[ $key ] = $raw;
		}

		// An explicit age below the category's for spirits would break § 9 JuSchG.
		if ( isset( $clean['min_age'] ) && '' !== $clean['min_age'] ) {
			$abv      = isset( $clean['abv'] ) && '' !== $clean['abv'] ? (float) $clean['abv'] : null;
			$base     = $product->get_parent_id() ? wc_get_product( $product->get_parent_id() ) : $product;
			$category = $base instanceof \WC_Product ? DrinkData::default_age( $base, null ) : 0;
			if ( 18 === $category && (int) $clean['min_age'] < 18 && ( null === $abv || $abv > 0.5 ) ) {
				$errors[] = __( 'Minimum age: spirits and drinks containing spirits may only be sold to persons aged 18 or over (§ 9 JuSchG). The age was not saved.', 'tresen-legal' );
				unset( $clean['min_age'] );
			}
		}
		$type = $clean['deposit_type'] ?? (string) $product->get_meta( DrinkData::META['deposit_type'] );
		if ( DrinkData::MEHRWEG === $type && '' === ( $clean['deposit_amount'] ?? (string) $product->get_meta( DrinkData::META['deposit_amount'] ) ) && ! $product->get_parent_id() ) {
			$errors[] = __( 'Deposit: a returnable deposit needs its amount per container, e.g. 0,08 €. No deposit is charged until it is set.', 'tresen-legal' );
		}

		foreach ( $clean as $key => $value ) {
			$product->update_meta_data( DrinkData::META[ $key ], $value );
		}

		$abv = isset( $clean['abv'] ) && '' !== $clean['abv'] ? (float) $clean['abv'] : null;
		if ( null !== $abv && $abv <= 1.2 && ! $product->get_parent_id() ) {
			foreach ( array( 'ingredients', 'nutrition' ) as $key ) {
				if ( '' === ( $clean[ $key ] ?? '' ) ) {
					/* translators: %s: field label. */
					$warnings[] = sprintf( __( '%s is required by law for alcohol-free drinks and is still missing.', 'tresen-legal' ), self::fields()[ $key ][0] );
				}
			}
		}

		return Fields::notices( $errors, $warnings, $context );
	}

	/**
	 * German message for an invalid value, or null.
	 *
	 * @param string $key   Field key.
	 * @param string $kind  Field kind.
	 * @param string $value Sanitized value.
	 */
	private static function check( string $key, string $kind, string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		switch ( $kind ) {
			case 'age':
				return in_array( (int) $value, DrinkData::AGES, true ) && ctype_digit( $value ) ? null : __( 'choose no limit, 16 or 18.', 'tresen-legal' );
			case 'deposit_type':
				return in_array( $value, array( DrinkData::EINWEG, DrinkData::MEHRWEG ), true ) ? null : __( 'choose single-use, returnable or no deposit.', 'tresen-legal' );
			case 'int':
				$max = 'deposit_units' === $key ? 100 : 100000;
				return ctype_digit( $value ) && (int) $value >= 1 && (int) $value <= $max
					/* translators: %d: largest allowed number. */
					? null : sprintf( __( 'enter a whole number from 1 to %d.', 'tresen-legal' ), $max );
			case 'decimal':
				$number = str_replace( ',', '.', $value );
				if ( ! preg_match( '/^\d{1,3}(\.\d{1,2})?$/', $number ) ) {
					return __( 'enter a number like 0,08 or 40,5.', 'tresen-legal' );
				}
				if ( 'abv' === $key && (float) $number > 100 ) {
					return __( 'enter a value from 0 to 100.', 'tresen-legal' );
				}
				if ( 'deposit_amount' === $key && ( (float) $number <= 0 || (float) $number > 5 ) ) {
					return __( 'enter an amount from 0,01 € to 5,00 €.', 'tresen-legal' );
				}
				return null;
			default:
				$max = self::MAX_LENGTH[ $key ] ?? 200;
				/* translators: %d: maximum number of characters. */
				return mb_strlen( $value ) > $max ? sprintf( __( 'at most %d characters.', 'tresen-legal' ), $max ) : null;
		}
	}

	/**
	 * Headings of the notices: values not saved, data incomplete.
	 *
	 * @return array{0: string, 1: string}
	 */
	protected static function notice_headings(): array {
		return array( __( 'Drink data not saved:', 'tresen-legal' ), __( 'Drink data incomplete:', 'tresen-legal' ) );
	}
}
