<?php
/**
 * WooCommerce settings of the German shop (the same option names real
 * WooCommerce uses), the 19 % VAT rate and the shipping zones that match
 * the "Versand & Zahlung" page.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Store configuration.
 */
final class StoreSettings {

	/**
	 * What could not be set up (missing WooCommerce APIs), for the summary.
	 *
	 * @var string[]
	 */
	public $skipped = array();

	/**
	 * Applies the settings.
	 */
	public function run(): void {
		$options = array(
			'woocommerce_store_address'              => 'Musterstraße 1',
			'woocommerce_store_city'                 => 'Berlin',
			'woocommerce_store_postcode'             => '10115',
			'woocommerce_default_country'            => 'DE',
			'woocommerce_allowed_countries'          => 'specific',
			'woocommerce_specific_allowed_countries' => array( 'DE', 'AT' ),
			'woocommerce_currency'                   => 'EUR',
			'woocommerce_currency_pos'               => 'right_space',
			'woocommerce_price_thousand_sep'         => '.',
			'woocommerce_price_decimal_sep'          => ',',
			'woocommerce_price_num_decimals'         => 2,
			'woocommerce_calc_taxes'                 => 'yes',
			'woocommerce_prices_include_tax'         => 'yes',
			'woocommerce_tax_display_shop'           => 'incl',
			'woocommerce_tax_display_cart'           => 'incl',
			'woocommerce_enable_reviews'             => 'yes',
			'woocommerce_enable_review_rating'       => 'yes',
			'woocommerce_review_rating_required'     => 'yes',
			'woocommerce_catalog_columns'            => 3,
			'woocommerce_catalog_rows'               => 4,
			// The shop is open: WooCommerce 10.5 puts a newly installed store in "coming soon".
			'woocommerce_coming_soon'                => 'no',
			'woocommerce_store_pages_only'           => 'no',
			// A parcel needs no phone number: WooCommerce 10.5 requires one on a classic checkout
			// unless this option says otherwise.
			'woocommerce_checkout_phone_field'       => 'optional',
		);
		foreach ( $options as $name => $value ) {
			update_option( $name, $value );
		}
		$this->tax_rate();
		$this->shipping_zones();
		$this->bank_transfer();
	}

	/**
	 * 19 % VAT for Germany and 20 % for Austria, when WooCommerce's tax API exists.
	 */
	private function tax_rate(): void {
		if ( ! class_exists( 'WC_Tax' ) || ! method_exists( 'WC_Tax', '_insert_tax_rate' ) ) {
			$this->skipped[] = 'tax rates (WC_Tax::_insert_tax_rate missing)';
			return;
		}
		foreach ( array(
			'DE' => '19.0000',
			'AT' => '20.0000',
		) as $country => $rate ) {
			\WC_Tax::_insert_tax_rate(
				array(
					'tax_rate_country'  => $country,
					'tax_rate_state'    => '',
					'tax_rate'          => $rate,
					'tax_rate_name'     => 'MwSt.',
					'tax_rate_priority' => 1,
					'tax_rate_compound' => 0,
					'tax_rate_shipping' => 1,
					'tax_rate_order'    => 0,
					'tax_rate_class'    => '',
				)
			);
		}
	}

	/**
	 * Bank transfer (WooCommerce's BACS gateway) on, with the shop's account.
	 */
	private function bank_transfer(): void {
		update_option(
			'woocommerce_bacs_settings',
			array(
				'enabled'      => 'yes',
				'title'        => 'Vorkasse per Banküberweisung',
				'description'  => 'Überweise den Betrag nach der Bestellung auf unser Konto. Gib als Verwendungszweck deine Bestellnummer an. Wir versenden, sobald das Geld eingegangen ist.',
				'instructions' => 'Bitte überweise den Gesamtbetrag innerhalb von 7 Tagen mit deiner Bestellnummer als Verwendungszweck.',
			)
		);
		update_option(
			'woocommerce_bacs_accounts',
			array(
				array(
					'account_name'   => 'Tresen GmbH',
					'account_number' => '',
					'bank_name'      => 'Berliner Testbank',
					'sort_code'      => '',
					'iban'           => 'DE89 3704 0044 0532 0130 00',
					'bic'            => 'COBADEFFXXX',
				),
			)
		);
	}

	/**
	 * A gross amount without VAT, as WooCommerce's flat rate cost field expects it.
	 *
	 * @param string $gross Gross amount.
	 * @param int    $rate  VAT rate in percent.
	 */
	public static function net( string $gross, int $rate ): string {
		return rtrim( rtrim( number_format( (float) $gross * 100 / ( 100 + $rate ), 6, '.', '' ), '0' ), '.' );
	}

	/**
	 * Shipping zones: Germany 4,90 € or free from 50 €; Austria 9,90 € (gross).
	 */
	private function shipping_zones(): void {
		if ( ! class_exists( 'WC_Shipping_Zone' ) ) {
			$this->skipped[] = 'shipping zones (WC_Shipping_Zone missing)';
			return;
		}
		// The shop advertises gross shipping costs (4,90 € and 9,90 € on "Versand & Zahlung").
		// WooCommerce adds VAT to a taxable flat rate, so the cost is stored net of the
		// zone's rate: 4,90 € / 1,19 and 9,90 € / 1,20, six decimals, so the shopper pays
		// exactly the advertised amount.
		$zones = array(
			array( 'Deutschland', 'DE', self::net( '4.90', 19 ), '50.00' ),
			array( 'Österreich', 'AT', self::net( '9.90', 20 ), '' ),
		);
		foreach ( $zones as $order => $zone_data ) {
			list( $name, $country, $cost, $free_from ) = $zone_data;
			$zone                                      = new \WC_Shipping_Zone();
			$zone->set_zone_name( $name );
			$zone->set_zone_order( $order );
			$zone->add_location( $country, 'country' );
			$zone->save();
			// Free shipping first: WooCommerce picks the zone's first offered rate, so
			// from 50 € the shopper gets free shipping without having to choose it.
			if ( '' !== $free_from ) {
				$free = $zone->add_shipping_method( 'free_shipping' );
				if ( $free ) {
					update_option(
						'woocommerce_free_shipping_' . $free . '_settings',
						array(
							'title'            => 'Kostenloser Versand (DHL, mit Altersprüfung)',
							'requires'         => 'min_amount',
							'min_amount'       => $free_from,
							'tresen_age_check' => 'yes',
						)
					);
				}
			}
			$flat = $zone->add_shipping_method( 'flat_rate' );
			if ( $flat ) {
				update_option(
					'woocommerce_flat_rate_' . $flat . '_settings',
					array(
						'title'            => 'Standardversand (DHL, mit Altersprüfung)',
						'tax_status'       => 'taxable',
						'cost'             => $cost,
						// The tresen-legal plugin offers only age-checked methods to carts with drinks from 16 or 18.
						'tresen_age_check' => 'yes',
					)
				);
			}
		}
	}
}
