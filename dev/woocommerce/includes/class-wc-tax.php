<?php
/**
 * Tax rates from WooCommerce's tax tables.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Tax: rates live in {prefix}woocommerce_tax_rates (country,
 * state, rate, name, priority, compound, shipping, order, class) with postcode
 * and city limits in {prefix}woocommerce_tax_rate_locations; tax classes in
 * {prefix}wc_tax_rate_classes. The customer's taxable address picks the
 * rates (woocommerce_tax_based_on), as in WooCommerce.
 *
 * Subset: postcode limits match exactly or with a trailing "*" (no "..." ranges).
 */
class WC_Tax {

	/**
	 * Clears the cached rates when rates change. As WooCommerce does, the
	 * matched rates live in the object cache (group `taxes`, under a prefix
	 * that a change replaces), not in PHP statics: a flushed object cache (a
	 * test's rollback, another node's change) is never answered from a copy.
	 */
	private static function flush(): void {
		wp_cache_set( 'wc_taxes_cache_prefix', microtime(), 'taxes' );
	}

	/**
	 * The current cache prefix of the `taxes` group (WC_Cache_Helper::get_cache_prefix()).
	 */
	private static function cache_prefix(): string {
		$prefix = wp_cache_get( 'wc_taxes_cache_prefix', 'taxes' );
		if ( false === $prefix ) {
			$prefix = microtime();
			wp_cache_set( 'wc_taxes_cache_prefix', $prefix, 'taxes' );
		}
		return 'wc_cache_' . $prefix . '_';
	}

	/**
	 * Tax amounts per rate for a price.
	 *
	 * @param float $price              Price.
	 * @param array $rates              Rates (id => rate, label, shipping, compound).
	 * @param bool  $price_includes_tax Whether the price includes the tax.
	 * @param bool  $deprecated         Unused.
	 * @return array<int, float>
	 */
	public static function calc_tax( $price, $rates, $price_includes_tax = false, $deprecated = false ) {
		$taxes = $price_includes_tax ? self::calc_inclusive_tax( $price, $rates ) : self::calc_exclusive_tax( $price, $rates );
		return apply_filters( 'woocommerce_calc_tax', $taxes, $price, $rates, $price_includes_tax, $deprecated );
	}

	/**
	 * Taxes on a shipping cost (always added on top: shipping costs are net).
	 *
	 * @param float $price Cost.
	 * @param array $rates Rates.
	 * @return array<int, float>
	 */
	public static function calc_shipping_tax( $price, $rates ) {
		$taxes = self::calc_exclusive_tax( $price, $rates );
		return apply_filters( 'woocommerce_calc_shipping_tax', $taxes, $price, $rates );
	}

	/**
	 * Rounds a tax amount to the rounding precision.
	 *
	 * @param float $in Amount.
	 */
	public static function round( $in ) {
		return apply_filters( 'woocommerce_tax_round', round( (float) $in, wc_get_rounding_precision() ), $in );
	}

	/**
	 * Taxes contained in a gross price.
	 *
	 * @param float $price Gross price.
	 * @param array $rates Rates.
	 * @return array<int, float>
	 */
	public static function calc_inclusive_tax( $price, $rates ) {
		$taxes          = array();
		$compound_rates = array();
		$regular_rates  = array();
		foreach ( (array) $rates as $key => $rate ) {
			$taxes[ $key ] = 0;
			if ( 'yes' === ( $rate['compound'] ?? 'no' ) ) {
				$compound_rates[ $key ] = $rate['rate'];
			} else {
				$regular_rates[ $key ] = $rate['rate'];
			}
		}
		// Compound rates apply on top of the regular ones: peel them off first, last rate first.
		$non_compound_price = $price;
		foreach ( array_reverse( $compound_rates, true ) as $key => $compound_rate ) {
			$tax_amount         = apply_filters( 'woocommerce_price_inc_tax_amount', $non_compound_price - ( $non_compound_price / ( 1 + ( $compound_rate / 100 ) ) ), $key, $rates[ $key ], $price );
			$taxes[ $key ]     += $tax_amount;
			$non_compound_price = $non_compound_price - $tax_amount;
		}
		$regular_tax_rate = 1 + ( array_sum( $regular_rates ) / 100 );
		foreach ( $regular_rates as $key => $regular_rate ) {
			$the_rate       = ( $regular_rate / 100 ) / $regular_tax_rate;
			$net_price      = $price - ( $the_rate * $non_compound_price );
			$tax_amount     = apply_filters( 'woocommerce_price_inc_tax_amount', $price - $net_price, $key, $rates[ $key ], $price );
			$taxes[ $key ] += $tax_amount;
		}
		// Rounded to the rounding precision (half up), as 10.5; the cart rounds to cents later.
		return array_map( array( __CLASS__, 'round' ), $taxes );
	}

	/**
	 * Taxes on a net price.
	 *
	 * @param float $price Net price.
	 * @param array $rates Rates.
	 * @return array<int, float>
	 */
	public static function calc_exclusive_tax( $price, $rates ) {
		$taxes = array();
		$price = (float) $price;
		foreach ( (array) $rates as $key => $rate ) {
			if ( 'yes' === ( $rate['compound'] ?? 'no' ) ) {
				continue;
			}
			$tax_amount    = apply_filters( 'woocommerce_price_ex_tax_amount', $price * ( floatval( $rate['rate'] ) / 100 ), $key, $rate, $price );
			$taxes[ $key ] = ( $taxes[ $key ] ?? 0 ) + (float) $tax_amount;
		}
		$pre_compound_total = array_sum( $taxes );
		foreach ( (array) $rates as $key => $rate ) {
			if ( 'yes' !== ( $rate['compound'] ?? 'no' ) ) {
				continue;
			}
			$the_price_inc_tax  = $price + $pre_compound_total;
			$tax_amount         = apply_filters( 'woocommerce_price_ex_tax_amount', $the_price_inc_tax * ( floatval( $rate['rate'] ) / 100 ), $key, $rate, $price, $the_price_inc_tax, $pre_compound_total );
			$taxes[ $key ]      = ( $taxes[ $key ] ?? 0 ) + (float) $tax_amount;
			$pre_compound_total = array_sum( $taxes );
		}
		return array_map( array( __CLASS__, 'round' ), $taxes );
	}

	/**
	 * Rates matching a location and tax class.
	 *
	 * @param array $args country, state, postcode, city, tax_class.
	 * @return array<int, array{rate: float, label: string, shipping: string, compound: string}>
	 */
	public static function find_rates( $args = array() ) {
		$args = wp_parse_args(
			$args,
			array(
				'country'   => '',
				'state'     => '',
				'city'      => '',
				'postcode'  => '',
				'tax_class' => '',
			)
		);
		if ( '' === (string) $args['country'] ) {
			return array();
		}
		$country   = strtoupper( wc_clean( (string) $args['country'] ) );
		$state     = strtoupper( wc_clean( (string) $args['state'] ) );
		$postcode  = wc_normalize_postcode( wc_clean( (string) $args['postcode'] ) );
		$city      = strtoupper( wc_clean( (string) $args['city'] ) );
		$tax_class = sanitize_title( (string) $args['tax_class'] );
		$key       = self::cache_prefix() . 'wc_tax_rates_' . md5( implode( '+', array( $country, $state, $city, $postcode, $tax_class ) ) );
		$matched   = wp_cache_get( $key, 'taxes' );
		if ( ! is_array( $matched ) ) {
			$matched = self::get_matched_tax_rates( $country, $state, $postcode, $city, $tax_class );
			wp_cache_set( $key, $matched, 'taxes' );
		}
		return apply_filters( 'woocommerce_find_rates', $matched, $args );
	}

	/**
	 * Rates matching a location that apply to shipping.
	 *
	 * @param array $args As find_rates().
	 * @return array
	 */
	public static function find_shipping_rates( $args = array() ) {
		return array_filter( self::find_rates( $args ), static fn( $rate ) => 'yes' === $rate['shipping'] );
	}

	/**
	 * One rate per priority, the most specific match first (as WooCommerce orders them).
	 *
	 * @param string $country   Country.
	 * @param string $state     State.
	 * @param string $postcode  Normalized postcode.
	 * @param string $city      City.
	 * @param string $tax_class Tax class slug.
	 * @return array
	 */
	private static function get_matched_tax_rates( $country, $state, $postcode, $city, $tax_class ) {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT * FROM {$wpdb->prefix}woocommerce_tax_rates
				WHERE tax_rate_country IN (%s, '') AND tax_rate_state IN (%s, '') AND tax_rate_class = %s
				ORDER BY tax_rate_priority, tax_rate_order, tax_rate_id",
				$country,
				$state,
				$tax_class
			)
		);
		$locations = array();
		if ( $rows ) {
			$ids = implode( ',', array_map( 'absint', wp_list_pluck( $rows, 'tax_rate_id' ) ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integer list.
			foreach ( (array) $wpdb->get_results( "SELECT tax_rate_id, location_type, location_code FROM {$wpdb->prefix}woocommerce_tax_rate_locations WHERE tax_rate_id IN ($ids)" ) as $loc ) {
				$locations[ (int) $loc->tax_rate_id ][ $loc->location_type ][] = strtoupper( (string) $loc->location_code );
			}
		}
		// Within a priority the most specific rate wins: a country before "any", a state
		// before "any", then rates limited to postcodes, then to cities.
		$key = static function ( $row ) use ( $locations ) {
			$locs = $locations[ (int) $row->tax_rate_id ] ?? array();
			return array( (int) $row->tax_rate_priority, '' === $row->tax_rate_country, '' === $row->tax_rate_state, empty( $locs['postcode'] ) ? 1 : 0, empty( $locs['city'] ) ? 1 : 0, (int) $row->tax_rate_order, (int) $row->tax_rate_id );
		};
		usort( $rows, static fn( $a, $b ) => $key( $a ) <=> $key( $b ) );
		$matched  = array();
		$priority = array();
		foreach ( $rows as $row ) {
			$id   = (int) $row->tax_rate_id;
			$locs = $locations[ $id ] ?? array();
			if ( ! empty( $locs['postcode'] ) && ! self::postcode_matches( $postcode, $locs['postcode'] ) ) {
				continue;
			}
			if ( ! empty( $locs['city'] ) && ! in_array( $city, $locs['city'], true ) ) {
				continue;
			}
			if ( isset( $priority[ (int) $row->tax_rate_priority ] ) ) {
				continue;
			}
			$priority[ (int) $row->tax_rate_priority ] = true;
			$matched[ $id ] = array(
				'rate'     => (float) $row->tax_rate,
				'label'    => (string) $row->tax_rate_name,
				'shipping' => $row->tax_rate_shipping ? 'yes' : 'no',
				'compound' => $row->tax_rate_compound ? 'yes' : 'no',
			);
		}
		return $matched;
	}

	/**
	 * Whether a postcode matches a list of codes (exact or "prefix*").
	 *
	 * @param string   $postcode Normalized postcode.
	 * @param string[] $codes    Codes.
	 */
	private static function postcode_matches( string $postcode, array $codes ): bool {
		foreach ( $codes as $code ) {
			$code = wc_normalize_postcode( $code );
			if ( $code === $postcode || ( '*' === substr( $code, -1 ) && 0 === strpos( $postcode, rtrim( $code, '*' ) ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The location taxes are based on: the customer's taxable address, or the
	 * shop's base when there is no customer and prices include tax.
	 *
	 * @param string           $tax_class Tax class.
	 * @param WC_Customer|null $customer  Customer.
	 * @return string[] country, state, postcode, city.
	 */
	public static function get_tax_location( $tax_class = '', $customer = null ) {
		$location = array();
		if ( is_null( $customer ) && WC()->customer ) {
			$customer = WC()->customer;
		}
		if ( ! empty( $customer ) ) {
			$location = $customer->get_taxable_address();
		} elseif ( wc_prices_include_tax() || 'base' === get_option( 'woocommerce_default_customer_address' ) || 'base' === get_option( 'woocommerce_tax_based_on' ) ) {
			$location = array( WC()->countries->get_base_country(), WC()->countries->get_base_state(), WC()->countries->get_base_postcode(), WC()->countries->get_base_city() );
		}
		return apply_filters( 'woocommerce_get_tax_location', $location, $tax_class, $customer );
	}

	/**
	 * Rates of a tax class for the customer's location.
	 *
	 * @param string           $tax_class Tax class.
	 * @param WC_Customer|null $customer  Customer.
	 * @return array
	 */
	public static function get_rates( $tax_class = '', $customer = null ) {
		$tax_class = sanitize_title( (string) $tax_class );
		return self::get_rates_from_location( $tax_class, self::get_tax_location( $tax_class, $customer ), $customer );
	}

	/**
	 * Rates of a tax class for a location.
	 *
	 * @param string           $tax_class Tax class.
	 * @param array            $location  country, state, postcode, city.
	 * @param WC_Customer|null $customer  Customer.
	 * @return array
	 */
	public static function get_rates_from_location( $tax_class, $location, $customer = null ) {
		$tax_class = sanitize_title( (string) $tax_class );
		$location  = (array) $location;
		$matched   = array();
		if ( 4 === count( $location ) ) {
			list( $country, $state, $postcode, $city ) = array_values( $location );
			$matched = self::find_rates( compact( 'country', 'state', 'postcode', 'city', 'tax_class' ) );
		}
		return apply_filters( 'woocommerce_matched_rates', $matched, $tax_class, $customer );
	}

	/**
	 * Rates of the shop's base location.
	 *
	 * @param string $tax_class Tax class.
	 * @return array
	 */
	public static function get_base_tax_rates( $tax_class = '' ) {
		return apply_filters(
			'woocommerce_base_tax_rates',
			self::find_rates(
				array(
					'country'   => WC()->countries->get_base_country(),
					'state'     => WC()->countries->get_base_state(),
					'postcode'  => WC()->countries->get_base_postcode(),
					'city'      => WC()->countries->get_base_city(),
					'tax_class' => $tax_class,
				)
			),
			$tax_class
		);
	}

	/**
	 * Rates of the shop's base location (older name).
	 *
	 * @param string $tax_class Tax class.
	 * @return array
	 */
	public static function get_shop_base_rate( $tax_class = '' ) {
		return self::get_base_tax_rates( $tax_class );
	}

	/**
	 * Rates for shipping: the shipping tax class option, or with "inherit" the
	 * class of the cart's items (standard when any item is standard).
	 *
	 * @param string|null      $tax_class Tax class (null: from the option or the cart).
	 * @param WC_Customer|null $customer  Customer.
	 * @return array
	 */
	public static function get_shipping_tax_rates( $tax_class = null, $customer = null ) {
		$option = get_option( 'woocommerce_shipping_tax_class' );
		if ( 'inherit' !== $option && false !== $option ) {
			$tax_class = $option;
		}
		$location = self::get_tax_location( (string) $tax_class, $customer );
		$matched  = array();
		if ( 4 === count( $location ) ) {
			list( $country, $state, $postcode, $city ) = array_values( $location );
			if ( is_null( $tax_class ) && WC()->cart ) {
				$classes = array();
				foreach ( WC()->cart->get_cart() as $item ) {
					if ( $item['data']->needs_shipping() && $item['data']->is_taxable() ) {
						$classes[] = $item['data']->get_tax_class();
					}
				}
				$classes = array_values( array_unique( $classes ) );
				if ( ! in_array( '', $classes, true ) && $classes ) {
					$tax_class = $classes[0];
				}
			}
			$tax_class = (string) $tax_class;
			$matched   = self::find_shipping_rates( compact( 'country', 'state', 'postcode', 'city', 'tax_class' ) );
			if ( ! $matched && '' !== $tax_class ) {
				$tax_class = '';
				$matched   = self::find_shipping_rates( compact( 'country', 'state', 'postcode', 'city', 'tax_class' ) );
			}
		}
		return $matched;
	}

	/**
	 * A rate's row.
	 *
	 * @param int|object $key_or_rate Id or row.
	 * @return object|null
	 */
	private static function rate_row( $key_or_rate ) {
		if ( is_object( $key_or_rate ) ) {
			return $key_or_rate;
		}
		$row = self::_get_tax_rate( (int) $key_or_rate, OBJECT );
		return $row ? $row : null;
	}

	/**
	 * Whether a rate is compound.
	 *
	 * @param int|object $key_or_rate Id or row.
	 */
	public static function is_compound( $key_or_rate ) {
		$row = self::rate_row( $key_or_rate );
		return (bool) apply_filters( 'woocommerce_rate_compound', $row ? (bool) $row->tax_rate_compound : false, $key_or_rate );
	}

	/**
	 * Label of a rate ("MwSt."), or "Tax" when unnamed.
	 *
	 * @param int|object $key_or_rate Id or row.
	 */
	public static function get_rate_label( $key_or_rate ) {
		$row   = self::rate_row( $key_or_rate );
		$label = $row ? (string) $row->tax_rate_name : '';
		if ( '' === $label ) {
			$label = WC()->countries->tax_or_vat();
		}
		return apply_filters( 'woocommerce_rate_label', $label, $key_or_rate );
	}

	/**
	 * Percent of a rate, e.g. "19%".
	 *
	 * @param int|object $key_or_rate Id or row.
	 */
	public static function get_rate_percent( $key_or_rate ) {
		return apply_filters( 'woocommerce_rate_percent', self::get_rate_percent_value( $key_or_rate ) . '%', $key_or_rate );
	}

	/**
	 * Percent value of a rate.
	 *
	 * @param int|object $key_or_rate Id or row.
	 */
	public static function get_rate_percent_value( $key_or_rate ) {
		$row = self::rate_row( $key_or_rate );
		return $row ? floatval( $row->tax_rate ) : 0.0;
	}

	/**
	 * Code of a rate: COUNTRY-STATE-NAME-PRIORITY.
	 *
	 * @param int|object $key_or_rate Id or row.
	 */
	public static function get_rate_code( $key_or_rate ) {
		$row = self::rate_row( $key_or_rate );
		if ( ! $row ) {
			return '';
		}
		$parts = array( $row->tax_rate_country, $row->tax_rate_state, $row->tax_rate_name ? $row->tax_rate_name : 'TAX', absint( $row->tax_rate_priority ) );
		return apply_filters( 'woocommerce_rate_code', strtoupper( implode( '-', array_filter( array_map( 'strval', $parts ), 'strlen' ) ) ), $key_or_rate );
	}

	/**
	 * Sum of taxes, rounded per rate.
	 *
	 * @param array $taxes Taxes.
	 */
	public static function get_tax_total( $taxes ) {
		return array_sum( array_map( array( __CLASS__, 'round' ), (array) $taxes ) );
	}

	/**
	 * Tax classes with id, name and slug.
	 *
	 * @return object[]
	 */
	public static function get_tax_rate_classes() {
		global $wpdb;
		return (array) $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}wc_tax_rate_classes ORDER BY name" );
	}

	/**
	 * Names of the tax classes besides standard.
	 *
	 * @return string[]
	 */
	public static function get_tax_classes() {
		return wp_list_pluck( self::get_tax_rate_classes(), 'name' );
	}

	/**
	 * Slugs of the tax classes besides standard.
	 *
	 * @return string[]
	 */
	public static function get_tax_class_slugs() {
		return wp_list_pluck( self::get_tax_rate_classes(), 'slug' );
	}

	/**
	 * Creates a tax class.
	 *
	 * @param string $name Name.
	 * @param string $slug Slug (from the name when empty).
	 * @return array|WP_Error name and slug.
	 */
	public static function create_tax_class( $name, $slug = '' ) {
		global $wpdb;
		$name = wc_clean( (string) $name );
		$slug = sanitize_title( '' === $slug ? $name : (string) $slug );
		if ( '' === $name || '' === $slug ) {
			return new WP_Error( 'tax_class_invalid_name', __( 'Tax class requires a valid name', 'woocommerce' ) );
		}
		if ( in_array( $slug, self::get_tax_class_slugs(), true ) ) {
			return new WP_Error( 'tax_class_exists', __( 'Tax class already exists', 'woocommerce' ) );
		}
		$wpdb->insert(
			$wpdb->prefix . 'wc_tax_rate_classes',
			array(
				'name' => $name,
				'slug' => $slug,
			)
		);
		do_action( 'woocommerce_tax_rate_class_added', $wpdb->insert_id, compact( 'name', 'slug' ) );
		return compact( 'name', 'slug' );
	}

	/**
	 * A tax class by id, name or slug.
	 *
	 * @param string     $field id, name or slug.
	 * @param string|int $item  Its value.
	 * @return array|bool|WP_Error name and slug; false when there is none.
	 */
	public static function get_tax_class_by( $field, $item ) {
		if ( ! in_array( $field, array( 'id', 'name', 'slug' ), true ) ) {
			return new WP_Error( 'invalid_field', __( 'Invalid field', 'woocommerce' ) );
		}
		$column = 'id' === $field ? 'tax_rate_class_id' : $field;
		foreach ( self::get_tax_rate_classes() as $class ) {
			if ( (string) $class->$column === (string) $item ) {
				return array(
					'name' => $class->name,
					'slug' => $class->slug,
				);
			}
		}
		return false;
	}

	/**
	 * Deletes a tax class with its rates (and their locations), as 10.5.
	 *
	 * @param string     $field id, name or slug.
	 * @param string|int $item  Its value.
	 * @return bool|WP_Error Whether it was deleted.
	 */
	public static function delete_tax_class_by( $field, $item ) {
		global $wpdb;
		if ( ! in_array( $field, array( 'id', 'name', 'slug' ), true ) ) {
			return new WP_Error( 'invalid_field', __( 'Invalid field', 'woocommerce' ) );
		}
		$tax_class = self::get_tax_class_by( $field, $item );
		if ( ! $tax_class ) {
			return new WP_Error( 'invalid_tax_class', __( 'Invalid tax class', 'woocommerce' ) );
		}
		$delete = $wpdb->delete( $wpdb->prefix . 'wc_tax_rate_classes', array( ( 'id' === $field ? 'tax_rate_class_id' : $field ) => $item ) );
		if ( $delete ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}woocommerce_tax_rates WHERE tax_rate_class = %s", $tax_class['slug'] ) );
			$wpdb->query( "DELETE FROM {$wpdb->prefix}woocommerce_tax_rate_locations WHERE tax_rate_id NOT IN ( SELECT tax_rate_id FROM {$wpdb->prefix}woocommerce_tax_rates )" );
		}
		self::flush();
		return (bool) $delete;
	}

	/**
	 * A rate row prepared for storage.
	 *
	 * @param array $tax_rate Values.
	 * @return array
	 */
	private static function prepare_tax_rate( $tax_rate ) {
		$out = array();
		foreach ( (array) $tax_rate as $key => $value ) {
			switch ( $key ) {
				case 'tax_rate_country':
					$value = strtoupper( substr( wc_clean( (string) $value ), 0, 2 ) );
					$value = '*' === $value ? '' : $value;
					break;
				case 'tax_rate_state':
					$value = strtoupper( wc_clean( (string) $value ) );
					$value = '*' === $value ? '' : $value;
					break;
				case 'tax_rate':
					$value = number_format( (float) $value, 4, '.', '' );
					break;
				case 'tax_rate_name':
					$value = wc_clean( (string) $value );
					break;
				case 'tax_rate_priority':
				case 'tax_rate_order':
					$value = absint( $value );
					break;
				case 'tax_rate_compound':
				case 'tax_rate_shipping':
					$value = $value ? 1 : 0;
					break;
				case 'tax_rate_class':
					$value = sanitize_title( (string) $value );
					$value = 'standard' === $value ? '' : $value;
					break;
				default:
					continue 2;
			}
			$out[ $key ] = $value;
		}
		return $out;
	}

	/**
	 * Inserts a rate.
	 *
	 * @param array $tax_rate Values (tax_rate_country, tax_rate, tax_rate_name, ...).
	 * @return int Rate id.
	 */
	public static function _insert_tax_rate( $tax_rate ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		global $wpdb;
		$row = wp_parse_args(
			self::prepare_tax_rate( $tax_rate ),
			array(
				'tax_rate_priority' => 1,
				'tax_rate_order'    => 0,
				'tax_rate_compound' => 0,
				'tax_rate_shipping' => 1,
			)
		);
		$wpdb->insert( $wpdb->prefix . 'woocommerce_tax_rates', $row );
		$id = (int) $wpdb->insert_id;
		self::flush();
		do_action( 'woocommerce_tax_rate_added', $id, $row );
		return $id;
	}

	/**
	 * A rate row.
	 *
	 * @param int    $tax_rate_id Id.
	 * @param string $output_type ARRAY_A or OBJECT.
	 * @return array|object|null
	 */
	public static function _get_tax_rate( $tax_rate_id, $output_type = ARRAY_A ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		global $wpdb;
		$id = absint( $tax_rate_id );
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}woocommerce_tax_rates WHERE tax_rate_id = %d", $id ), ARRAY_A );
		if ( ! $row ) {
			return ARRAY_A === $output_type ? array() : null;
		}
		return ARRAY_A === $output_type ? $row : (object) $row;
	}

	/**
	 * Updates a rate.
	 *
	 * @param int   $tax_rate_id Id.
	 * @param array $tax_rate    Values.
	 */
	public static function _update_tax_rate( $tax_rate_id, $tax_rate ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		global $wpdb;
		$id = absint( $tax_rate_id );
		$wpdb->update( $wpdb->prefix . 'woocommerce_tax_rates', self::prepare_tax_rate( $tax_rate ), array( 'tax_rate_id' => $id ) );
		self::flush();
		do_action( 'woocommerce_tax_rate_updated', $id, $tax_rate );
	}

	/**
	 * Deletes a rate and its locations.
	 *
	 * @param int $tax_rate_id Id.
	 */
	public static function _delete_tax_rate( $tax_rate_id ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		global $wpdb;
		$id = absint( $tax_rate_id );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_tax_rate_locations', array( 'tax_rate_id' => $id ) );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_tax_rates', array( 'tax_rate_id' => $id ) );
		self::flush();
		do_action( 'woocommerce_tax_rate_deleted', $id );
	}

	/**
	 * Limits a rate to postcodes ("10115; 1010*").
	 *
	 * @param int    $tax_rate_id Id.
	 * @param string $postcodes   Codes separated by ";" or ",".
	 */
	public static function _update_tax_rate_postcodes( $tax_rate_id, $postcodes ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		self::update_tax_rate_locations( $tax_rate_id, $postcodes, 'postcode' );
	}

	/**
	 * Limits a rate to cities.
	 *
	 * @param int    $tax_rate_id Id.
	 * @param string $cities      Cities separated by ";" or ",".
	 */
	public static function _update_tax_rate_cities( $tax_rate_id, $cities ) { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore
		self::update_tax_rate_locations( $tax_rate_id, $cities, 'city' );
	}

	/**
	 * Replaces a rate's locations of a type.
	 *
	 * @param int             $tax_rate_id Id.
	 * @param string|string[] $values      Values.
	 * @param string          $type        postcode or city.
	 */
	private static function update_tax_rate_locations( $tax_rate_id, $values, $type ) {
		global $wpdb;
		$id     = absint( $tax_rate_id );
		$values = is_array( $values ) ? $values : preg_split( '/[;,]/', (string) $values );
		$wpdb->delete(
			$wpdb->prefix . 'woocommerce_tax_rate_locations',
			array(
				'tax_rate_id'   => $id,
				'location_type' => $type,
			)
		);
		foreach ( array_unique( array_filter( array_map( 'trim', array_map( 'strval', (array) $values ) ), 'strlen' ) ) as $value ) {
			$wpdb->insert(
				$wpdb->prefix . 'woocommerce_tax_rate_locations',
				array(
					'location_code' => 'postcode' === $type ? wc_normalize_postcode( $value ) . ( '*' === substr( $value, -1 ) ? '*' : '' ) : strtoupper( $value ),
					'tax_rate_id'   => $id,
					'location_type' => $type,
				)
			);
		}
		self::flush();
	}

	/**
	 * Every rate row of a tax class.
	 *
	 * @param string $tax_class Class slug.
	 * @return object[]
	 */
	public static function get_rates_for_tax_class( $tax_class ) {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}woocommerce_tax_rates WHERE tax_rate_class = %s ORDER BY tax_rate_order", sanitize_title( (string) $tax_class ) ) );
		$out  = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row->tax_rate_id ] = $row;
		}
		return $out;
	}
}
