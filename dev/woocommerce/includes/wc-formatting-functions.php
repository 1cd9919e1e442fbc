<?php
/**
 * Formatting: prices, decimals, lists, stock amounts.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Decimal separator of prices.
 */
function wc_get_price_decimal_separator() {
	$separator = apply_filters( 'wc_get_price_decimal_separator', get_option( 'woocommerce_price_decimal_sep' ) );
	return $separator ? stripslashes( $separator ) : '.';
}

/**
 * Thousand separator of prices.
 */
function wc_get_price_thousand_separator() {
	return stripslashes( (string) apply_filters( 'wc_get_price_thousand_separator', get_option( 'woocommerce_price_thousand_sep' ) ) );
}

/**
 * Number of decimals of prices.
 */
function wc_get_price_decimals() {
	return absint( apply_filters( 'wc_get_price_decimals', get_option( 'woocommerce_price_num_decimals', 2 ) ) );
}

/**
 * Rounding precision used internally.
 */
function wc_get_rounding_precision() {
	$precision = wc_get_price_decimals() + 2;
	return max( $precision, absint( WC_ROUNDING_PRECISION ) );
}

/**
 * Normalises a decimal: accepts the shop's decimal separator, returns a string with a dot.
 *
 * @param float|string $number     Number.
 * @param int|false    $dp         Decimals to round to, false for none.
 * @param bool         $trim_zeros Trim trailing zeros.
 * @return string
 */
function wc_format_decimal( $number, $dp = false, $trim_zeros = false ) {
	$number = $number ?? '';
	$locale   = localeconv();
	$decimals = array( wc_get_price_decimal_separator(), $locale['decimal_point'], $locale['mon_decimal_point'] );

	if ( ! is_float( $number ) ) {
		$number = str_replace( $decimals, '.', (string) $number );
		// Only the last dot is a decimal point.
		if ( substr_count( $number, '.' ) > 1 ) {
			$last   = strrpos( $number, '.' );
			$number = str_replace( '.', '', substr( $number, 0, $last ) ) . substr( $number, $last );
		}
		$number = preg_replace( '/[^0-9\.\-]/', '', wc_clean( $number ) );
	}
	if ( false !== $dp ) {
		$dp     = (int) ( '' === $dp ? wc_get_price_decimals() : $dp );
		$number = number_format( (float) $number, $dp, '.', '' );
	} elseif ( is_float( $number ) ) {
		$number = str_replace( $decimals, '.', sprintf( '%.' . wc_get_rounding_precision() . 'f', $number ) );
		$trim_zeros = true;
	}
	if ( $trim_zeros && str_contains( (string) $number, '.' ) ) {
		$number = rtrim( rtrim( (string) $number, '0' ), '.' );
	}
	return (string) $number;
}

/**
 * Formats a decimal with the shop's decimal separator (for inputs).
 *
 * @param string $value Value.
 */
function wc_format_localized_decimal( $value ) {
	return apply_filters( 'woocommerce_format_localized_decimal', str_replace( '.', wc_get_price_decimal_separator(), strval( $value ) ), $value );
}

/**
 * Formats a price with the shop's decimal separator (for inputs).
 *
 * @param string $value Value.
 */
function wc_format_localized_price( $value ) {
	return apply_filters( 'woocommerce_format_localized_price', str_replace( '.', wc_get_price_decimal_separator(), strval( $value ) ), $value );
}

/**
 * Removes trailing zeros after the decimal separator.
 *
 * @param string|float|int $price Price.
 */
function wc_trim_zeros( $price ) {
	return preg_replace( '/' . preg_quote( wc_get_price_decimal_separator(), '/' ) . '0++$/', '', (string) $price );
}

/**
 * Price markup: <span class="woocommerce-Price-amount amount"><bdi>25,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>.
 *
 * @param float|string $price Price (raw, dot decimals).
 * @param array        $args  currency, decimal_separator, thousand_separator, decimals, price_format, ex_tax_label, in_span.
 * @return string
 */
function wc_price( $price, $args = array() ) {
	$args = apply_filters(
		'wc_price_args',
		wp_parse_args(
			$args,
			array(
				'ex_tax_label'       => false,
				'currency'           => '',
				'decimal_separator'  => wc_get_price_decimal_separator(),
				'thousand_separator' => wc_get_price_thousand_separator(),
				'decimals'           => wc_get_price_decimals(),
				'price_format'       => get_woocommerce_price_format(),
			)
		)
	);

	$original_price = $price;
	$price          = (float) $price;
	$unformatted    = $price;
	$negative       = $price < 0;
	$price          = apply_filters( 'raw_woocommerce_price', $negative ? $price * -1 : $price, $original_price );
	$price          = apply_filters( 'formatted_woocommerce_price', number_format( (float) $price, (int) $args['decimals'], $args['decimal_separator'], $args['thousand_separator'] ), $price, $args['decimals'], $args['decimal_separator'], $args['thousand_separator'], $original_price );

	if ( apply_filters( 'woocommerce_price_trim_zeros', false ) && $args['decimals'] > 0 ) {
		$price = wc_trim_zeros( $price );
	}

	$formatted = ( $negative ? '-' : '' ) . sprintf( $args['price_format'], '<span class="woocommerce-Price-currencySymbol">' . get_woocommerce_currency_symbol( $args['currency'] ) . '</span>', $price );
	$return    = '<span class="woocommerce-Price-amount amount"><bdi>' . $formatted . '</bdi></span>';

	if ( $args['ex_tax_label'] && wc_tax_enabled() ) {
		$return .= ' <small class="woocommerce-Price-taxLabel tax_label">' . WC()->countries->ex_tax_or_vat() . '</small>';
	}
	return apply_filters( 'wc_price', $return, $price, $args, $unformatted, $original_price );
}

/**
 * Sale price markup: regular price struck through, then the sale price, with screen reader text.
 *
 * @param string|float $regular_price Regular price (number or markup).
 * @param string|float $sale_price    Sale price (number or markup).
 */
function wc_format_sale_price( $regular_price, $sale_price ) {
	$regular_html = is_numeric( $regular_price ) ? wc_price( $regular_price ) : $regular_price;
	$sale_html    = is_numeric( $sale_price ) ? wc_price( $sale_price ) : $sale_price;
	/* translators: %s: original price */
	$regular_text = sprintf( esc_html__( 'Original price was: %s.', 'woocommerce' ), wp_strip_all_tags( $regular_html ) );
	/* translators: %s: current price */
	$sale_text = sprintf( esc_html__( 'Current price is: %s.', 'woocommerce' ), wp_strip_all_tags( $sale_html ) );
	$price     = '<del aria-hidden="true">' . $regular_html . '</del> <span class="screen-reader-text">' . $regular_text . '</span><ins aria-hidden="true">' . $sale_html . '</ins><span class="screen-reader-text">' . $sale_text . '</span>';
	return apply_filters( 'woocommerce_format_sale_price', $price, $regular_price, $sale_price );
}

/**
 * Price range markup.
 *
 * @param string|float $from From (number or markup).
 * @param string|float $to   To (number or markup).
 */
function wc_format_price_range( $from, $to ) {
	/* translators: 1: price from 2: price to */
	$price = sprintf( _x( '%1$s &ndash; %2$s', 'Price range: from-to', 'woocommerce' ), is_numeric( $from ) ? wc_price( $from ) : $from, is_numeric( $to ) ? wc_price( $to ) : $to );
	return apply_filters( 'woocommerce_format_price_range', $price, $from, $to );
}

/**
 * Number with the store's precision added (cents), rounded to the rounding
 * precision as 10.5.
 *
 * @param float|null $value Value.
 * @param bool       $round Round to the rounding precision less the price decimals.
 */
function wc_add_number_precision( $value, $round = true ) {
	if ( ! $value ) {
		return 0.0;
	}
	$result = (float) $value * pow( 10, wc_get_price_decimals() );
	return round( $result, $round ? wc_get_rounding_precision() - wc_get_price_decimals() : wc_get_rounding_precision() );
}

/**
 * Inverse of wc_add_number_precision.
 *
 * @param float $value Value.
 */
function wc_remove_number_precision( $value ) {
	return (float) $value / pow( 10, wc_get_price_decimals() );
}

/**
 * A coupon code as WooCommerce stores it (woocommerce_coupon_code: sanitized, lower case).
 *
 * @param string $value Code.
 * @return string
 */
function wc_format_coupon_code( $value ) {
	return apply_filters( 'woocommerce_coupon_code', $value );
}

/**
 * Sanitizes a coupon code as a post title (coupons are shop_coupon posts in WooCommerce).
 *
 * @param string $value Code.
 * @return string
 */
function wc_sanitize_coupon_code( $value ) {
	$decoded = html_entity_decode( (string) $value, ENT_COMPAT, get_bloginfo( 'charset' ) );
	$value   = wp_kses( sanitize_post_field( 'post_title', $decoded, 0, 'db' ), 'entities' );
	return current_user_can( 'unfiltered_html' ) ? $value : stripslashes( $value );
}

/**
 * Lowercase with mbstring when present.
 *
 * @param string $string Text.
 */
function wc_strtolower( $string ) {
	return function_exists( 'mb_strtolower' ) ? mb_strtolower( (string) $string ) : strtolower( (string) $string );
}

/**
 * Sanitises a taxonomy name (attribute slug).
 *
 * @param string $taxonomy Name.
 */
function wc_sanitize_taxonomy_name( $taxonomy ) {
	return apply_filters( 'sanitize_taxonomy_name', urldecode( sanitize_title( urldecode( (string) $taxonomy ) ) ), $taxonomy );
}

/**
 * "a, b and c".
 *
 * @param string[] $items Items.
 */
function wc_format_list_of_items( $items ) {
	$items = array_values( (array) $items );
	$count = count( $items );
	$text  = '';
	foreach ( $items as $index => $item ) {
		$text .= $item;
		if ( $index === $count - 2 ) {
			$text .= ' ' . __( 'and', 'woocommerce' ) . ' ';
		} elseif ( $index < $count - 2 ) {
			$text .= ', ';
		}
	}
	return $text;
}

/**
 * Text attribute values joined with " | ".
 *
 * @param string[] $attributes Values.
 */
function wc_implode_text_attributes( $attributes ) {
	return implode( ' ' . WC_DELIMITER . ' ', (array) $attributes );
}

/**
 * Content formatted like post content (shortcodes, wpautop).
 *
 * @param string $raw_string Text.
 */
function wc_format_content( $raw_string ) {
	return apply_filters( 'woocommerce_format_content', do_shortcode( wpautop( wptexturize( (string) $raw_string ) ) ), $raw_string );
}

/**
 * Weight with unit.
 *
 * @param float $weight Weight.
 */
function wc_format_weight( $weight ) {
	$weight_string = wc_format_localized_decimal( $weight );
	if ( ! empty( $weight_string ) ) {
		$weight_string .= ' ' . get_option( 'woocommerce_weight_unit' );
	} else {
		$weight_string = __( 'N/A', 'woocommerce' );
	}
	return apply_filters( 'woocommerce_format_weight', $weight_string, $weight );
}

/**
 * Dimensions "L × W × H cm".
 *
 * @param array $dimensions length, width, height.
 */
function wc_format_dimensions( $dimensions ) {
	$string = implode( ' &times; ', array_filter( array_map( 'wc_format_localized_decimal', (array) $dimensions ) ) );
	if ( ! empty( $string ) ) {
		$string .= ' ' . get_option( 'woocommerce_dimension_unit' );
	} else {
		$string = __( 'N/A', 'woocommerce' );
	}
	return apply_filters( 'woocommerce_format_dimensions', $string, $dimensions );
}

/**
 * Allowed HTML in notices.
 *
 * @param string $message Message.
 */
function wc_kses_notice( $message ) {
	$allowed = array_replace_recursive(
		wp_kses_allowed_html( 'post' ),
		array(
			'a' => array(
				'tabindex' => true,
				'role'     => true,
				'class'    => true,
				'href'     => true,
			),
		)
	);
	return wp_kses( (string) $message, apply_filters( 'woocommerce_kses_notice_allowed_tags', $allowed ) );
}

/**
 * Postcode formatted for a country.
 *
 * @param string $postcode Postcode.
 * @param string $country  Country.
 */
function wc_format_postcode( $postcode, $country ) {
	$postcode = strtoupper( trim( preg_replace( '/[\s\-]/', '', (string) $postcode ) ) );
	return apply_filters( 'woocommerce_format_postcode', trim( $postcode ), $country );
}

/**
 * Postcode without spaces or dashes, upper case (for comparisons).
 *
 * @param string $postcode Postcode.
 */
function wc_normalize_postcode( $postcode ) {
	return (string) preg_replace( '/[\s\-]/', '', trim( strtoupper( (string) $postcode ) ) );
}

/**
 * Phone number with only allowed characters.
 *
 * @param string $phone Phone.
 */
function wc_format_phone_number( $phone ) {
	return (string) preg_replace( '/[^0-9\+\-\(\)\s\/\.]/', '', (string) $phone );
}

/**
 * Date format of the site.
 */
function wc_date_format() {
	$format = get_option( 'date_format' );
	return apply_filters( 'woocommerce_date_format', $format ? $format : 'F j, Y' );
}

/**
 * JSON for an HTML attribute.
 *
 * @param string $json JSON.
 * @param bool   $html Whether for HTML text.
 */
function wc_esc_json( $json, $html = false ) {
	return _wp_specialchars( $json, $html ? ENT_NOQUOTES : ENT_QUOTES, 'UTF-8', true );
}

/**
 * A WooCommerce date in the shop's date format (or the given one).
 *
 * @param WC_DateTime $date   Date.
 * @param string      $format Format.
 * @return string
 */
function wc_format_datetime( $date, $format = '' ) {
	if ( ! $format ) {
		$format = wc_date_format();
	}
	if ( ! is_a( $date, 'WC_DateTime' ) ) {
		return '';
	}
	return $date->date_i18n( $format );
}
