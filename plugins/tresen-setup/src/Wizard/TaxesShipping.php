<?php
/**
 * The Einrichtung's step "Steuern & Versand", through WooCommerce's public
 * APIs only (`WC_Tax`, `WC_Shipping_Zone`, the shipping methods' instance
 * settings), so it works on the double and on real WooCommerce:
 * taxes on with prices entered incl. VAT; Germany 19 % (standard) and 7 %
 * (class reduced-rate), Austria 20 % / 10 % when it is delivered to; a zone
 * "Deutschland" (and "Österreich") with "DHL mit Alterssichtprüfung" (flat
 * rate, the legal plugin's age-check setting on) and free shipping from an
 * order value, also age-checked. Rates and zones that exist for a country are
 * kept (named in the answer), never replaced.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Taxes and shipping.
 */
final class TaxesShipping {

	public const STEP = 'taxes';

	/** The legal plugin's shipping-method setting (Tresen\Legal\AgeCheck::METHOD_SETTING). */
	private const AGE_SETTING = 'tresen_age_check';

	/** Country => [standard %, reduced %]. */
	private const RATES = array(
		'DE' => array( '19.0000', '7.0000' ),
		'AT' => array( '20.0000', '10.0000' ),
	);

	/**
	 * Validates and applies.
	 *
	 * @param array<string, mixed> $raw {austria: bool, cost, free_from, cost_at}.
	 * @return array{created: string[], kept: string[]}|\WP_Error
	 */
	public static function apply( array $raw ) {
		$austria = ! empty( $raw['austria'] ) && 'false' !== $raw['austria'];
		$amounts = array(
			'cost'      => __( 'Shipping costs Germany', 'tresen-setup' ),
			'free_from' => __( 'Free shipping from', 'tresen-setup' ),
		);
		if ( $austria ) {
			$amounts['cost_at'] = __( 'Shipping costs Austria', 'tresen-setup' );
		}
		$values = array();
		$errors = array();
		foreach ( $amounts as $key => $label ) {
			$value = isset( $raw[ $key ] ) && is_scalar( $raw[ $key ] ) ? trim( (string) $raw[ $key ] ) : '';
			if ( ! preg_match( '/^\d{1,4}([.,]\d{1,2})?$/', $value ) ) {
				/* translators: %s: field label. */
				$errors[ $key ] = sprintf( __( '%s: enter an amount in euros such as 4,90.', 'tresen-setup' ), $label );
				continue;
			}
			$values[ $key ] = wc_format_decimal( str_replace( ',', '.', $value ), 2 );
		}
		if ( $errors ) {
			return new \WP_Error(
				'tresen_setup_invalid_taxes',
				implode( ' ', $errors ),
				array(
					'status' => 400,
					'fields' => $errors,
				)
			);
		}
		foreach ( array(
			'woocommerce_calc_taxes'         => 'yes',
			'woocommerce_prices_include_tax' => 'yes',
			'woocommerce_tax_display_shop'   => 'incl',
			'woocommerce_tax_display_cart'   => 'incl',
		) as $option => $value ) {
			Undo::set_option( self::STEP, $option, $value );
		}
		$created = array();
		$kept    = array();
		$reduced = self::reduced_class();
		if ( '' === $reduced ) {
			return new \WP_Error( 'tresen_setup_no_reduced_class', __( 'WooCommerce could not create the tax class for the reduced rate.', 'tresen-setup' ), array( 'status' => 500 ) );
		}
		$countries = $austria ? array( 'DE', 'AT' ) : array( 'DE' );
		foreach ( $countries as $country ) {
			foreach ( array( '', $reduced ) as $i => $class ) {
				$label = $country . ' ' . ( (float) self::RATES[ $country ][ $i ] ) . ' %';
				if ( self::has_rate( $country, $class ) ) {
					$kept[] = $label;
					continue;
				}
				$id = \WC_Tax::_insert_tax_rate(
					array(
						'tax_rate_country'  => $country,
						'tax_rate_state'    => '',
						'tax_rate'          => self::RATES[ $country ][ $i ],
						'tax_rate_name'     => 'MwSt.',
						'tax_rate_priority' => 1,
						'tax_rate_compound' => 0,
						'tax_rate_shipping' => 1,
						'tax_rate_order'    => $i,
						'tax_rate_class'    => $class,
					)
				);
				Undo::created( self::STEP, 'tax_rate', (int) $id );
				$created[] = $label;
			}
			$name = 'AT' === $country ? 'Österreich' : 'Deutschland';
			if ( self::zone_for( $country ) > 0 ) {
				$kept[] = $name;
				continue;
			}
			self::create_zone( $name, $country, self::net( (string) $values[ 'AT' === $country ? 'cost_at' : 'cost' ], 'AT' === $country ? 20.0 : 19.0 ), (string) $values['free_from'] );
			$created[] = $name;
		}
		return array(
			'created' => $created,
			'kept'    => $kept,
		);
	}

	/**
	 * The slug of the reduced-rate class: WooCommerce's default one, whose
	 * slug depends on the language WooCommerce was installed in
	 * (`reduced-rate`, or `ermaessigter-satz` in German), else a new one,
	 * which the step's undo deletes again. '' when none can be made.
	 */
	public static function reduced_class(): string {
		foreach ( \WC_Tax::get_tax_rate_classes() as $class ) {
			if ( in_array( (string) $class->slug, array( 'reduced-rate', 'ermaessigter-satz' ), true ) || in_array( (string) $class->name, array( 'Reduced rate', 'Ermäßigter Satz' ), true ) ) {
				return (string) $class->slug;
			}
		}
		$made = \WC_Tax::create_tax_class( 'Ermäßigter Satz', 'reduced-rate' );
		if ( ! is_array( $made ) || ! in_array( $made['slug'], \WC_Tax::get_tax_class_slugs(), true ) ) {
			return '';
		}
		// Undo deletes the class it created (and nothing else).
		Undo::created_tax_class( self::STEP, (string) $made['slug'] );
		return (string) $made['slug'];
	}

	/**
	 * Whether a rate exists for the whole country in a class.
	 *
	 * @param string $country Country.
	 * @param string $class   Tax class slug ('' = standard).
	 */
	private static function has_rate( string $country, string $class ): bool {
		foreach ( \WC_Tax::get_rates_for_tax_class( $class ) as $rate ) {
			// Real WooCommerce answers an unknown class with the standard rates: compare the class too.
			if ( strtoupper( (string) $rate->tax_rate_country ) === $country && (string) $rate->tax_rate_class === $class ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The id of a zone that has the country as a location, or 0.
	 *
	 * @param string $country Country.
	 */
	public static function zone_for( string $country ): int {
		foreach ( \WC_Shipping_Zones::get_zones() as $zone ) {
			foreach ( (array) ( $zone['zone_locations'] ?? array() ) as $location ) {
				if ( 'country' === $location->type && $country === $location->code ) {
					return (int) $zone['id'];
				}
			}
		}
		return 0;
	}

	/**
	 * A zone with the age-checked DHL flat rate and free shipping from an amount.
	 *
	 * @param string $name      Zone name.
	 * @param string $country   Country.
	 * @param string $cost      Flat rate.
	 * @param string $free_from Free shipping threshold.
	 */
	private static function create_zone( string $name, string $country, string $cost, string $free_from ): void {
		$zone = new \WC_Shipping_Zone();
		$zone->set_zone_name( $name );
		$zone->add_location( $country, 'country' );
		$zone->save();
		Undo::created( self::STEP, 'zone', (int) $zone->get_id() );
		$methods = array(
			'flat_rate'     => array(
				'title'           => 'DHL mit Alterssichtprüfung',
				'tax_status'      => 'taxable',
				'cost'            => $cost,
				self::AGE_SETTING => 'yes',
			),
			'free_shipping' => array(
				'title'           => 'Kostenloser Versand (DHL mit Alterssichtprüfung)',
				'requires'        => 'min_amount',
				'min_amount'      => $free_from,
				self::AGE_SETTING => 'yes',
			),
		);
		foreach ( $methods as $type => $settings ) {
			$instance = (int) $zone->add_shipping_method( $type );
			$method   = $instance > 0 ? \WC_Shipping_Zones::get_shipping_method( $instance ) : false;
			if ( $method instanceof \WC_Shipping_Method ) {
				update_option( $method->get_instance_option_key(), $settings );
			}
		}
	}

	/**
	 * The owner types the shipping cost a shopper pays (prices incl. VAT);
	 * WooCommerce adds the rate's VAT to a taxable flat rate, so it is stored
	 * net of the country's standard rate, six decimals (5,90 € → 4.957983,
	 * which WooCommerce shows as 5,90 €).
	 *
	 * @param string $gross Amount with a dot.
	 * @param float  $rate  Standard rate in percent.
	 */
	private static function net( string $gross, float $rate ): string {
		return wc_format_decimal( (float) $gross / ( 1 + $rate / 100 ), 6 );
	}

	/**
	 * The state for the wizard: what exists.
	 *
	 * @return array{prices_include_tax: bool, de_zone: bool, at_zone: bool}
	 */
	public static function state(): array {
		return array(
			'prices_include_tax' => 'yes' === get_option( 'woocommerce_prices_include_tax', 'no' ) && 'yes' === get_option( 'woocommerce_calc_taxes', 'no' ),
			'de_zone'            => self::zone_for( 'DE' ) > 0,
			'at_zone'            => self::zone_for( 'AT' ) > 0,
		);
	}
}
