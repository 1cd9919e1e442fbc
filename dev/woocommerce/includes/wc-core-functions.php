<?php
/**
 * Core functions: templates, cookies, currency, misc helpers.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Defines a constant if it is not defined yet.
 *
 * @param string $name  Constant name.
 * @param mixed  $value Value.
 */
function wc_maybe_define_constant( $name, $value ) {
	if ( ! defined( $name ) ) {
		define( $name, $value );
	}
}

/**
 * _doing_it_wrong for WooCommerce functions (quiet during ajax requests, like WooCommerce).
 *
 * @param string $function Function.
 * @param string $message       Message.
 * @param string $version       Version.
 */
function wc_doing_it_wrong( $function, $message, $version ) {
	$message .= ' Backtrace: ' . wp_debug_backtrace_summary(); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	if ( wp_doing_ajax() || WC()->is_rest_api_request() ) {
		do_action( 'doing_it_wrong_run', $function, $message, $version );
		error_log( "{$function} was called incorrectly. {$message}. This message was added in version {$version}." ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	} else {
		_doing_it_wrong( esc_html( $function ), esc_html( $message ), esc_html( $version ) );
	}
}

/**
 * Sets a cookie (WooCommerce's helper).
 *
 * @param string  $name     Name.
 * @param string  $value    Value.
 * @param integer $expire   Expiry timestamp, 0 for a session cookie.
 * @param bool    $secure   Secure flag.
 * @param bool    $httponly HttpOnly flag.
 */
function wc_setcookie( $name, $value, $expire = 0, $secure = false, $httponly = false ) {
	if ( ! apply_filters( 'woocommerce_set_cookie_enabled', true, $name, $value, $expire, $secure ) ) {
		return;
	}
	if ( ! headers_sent() ) {
		setcookie(
			$name,
			(string) $value,
			array(
				'expires'  => (int) $expire,
				'secure'   => (bool) $secure,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN,
				'httponly' => (bool) apply_filters( 'woocommerce_cookie_httponly', $httponly, $name, $value, $expire, $secure ),
				'samesite' => 'Lax',
			)
		);
	} elseif ( defined( 'WP_DEBUG' ) && WP_DEBUG && 'cli' !== PHP_SAPI ) {
		headers_sent( $file, $line );
		trigger_error( "{$name} cookie cannot be set - headers already sent by {$file} on line {$line}", E_USER_NOTICE ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions,WordPress.Security.EscapeOutput
	}
}

/**
 * No-cache headers (WooCommerce's wrapper).
 */
function wc_nocache_headers() {
	wc_maybe_define_constant( 'DONOTCACHEPAGE', true );
	wc_maybe_define_constant( 'DONOTCACHEOBJECT', true );
	wc_maybe_define_constant( 'DONOTCACHEDB', true );
	if ( ! headers_sent() ) {
		nocache_headers();
	}
}

/**
 * Sets the session cookie on demand.
 *
 * @param bool $set Set or not.
 */
function wc_set_customer_session_cookie( $set ) {
	if ( isset( WC()->session ) ) {
		WC()->session->set_customer_session_cookie( $set );
	}
}

/**
 * Creates session and cart (frontend requests; also usable from REST handlers).
 */
function wc_load_cart() {
	if ( ! did_action( 'before_woocommerce_init' ) || doing_action( 'before_woocommerce_init' ) ) {
		wc_doing_it_wrong( __FUNCTION__, 'This function should not be called before woocommerce_init.', '3.7' );
		return;
	}
	WC()->initialize_session();
	WC()->initialize_cart();
}

/**
 * Cleans a variable (sanitize_text_field, recursively).
 *
 * @param string|array $var Data.
 * @return string|array
 */
function wc_clean( $var ) {
	if ( is_array( $var ) ) {
		return array_map( 'wc_clean', $var );
	}
	return is_scalar( $var ) ? sanitize_text_field( (string) $var ) : $var;
}

/**
 * Value of a variable or a default.
 *
 * @param mixed $var     Variable (by reference, may be undefined).
 * @param mixed $default Default.
 * @return mixed
 */
function wc_get_var( &$var, $default = null ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	return isset( $var ) ? $var : $default;
}

/**
 * Cleans a string for a textarea.
 *
 * @param string $var Text.
 */
function wc_sanitize_textarea( $var ) {
	return implode( "\n", array_map( 'wc_clean', explode( "\n", (string) $var ) ) );
}

/**
 * The referer as sent by the browser.
 *
 * @return string|false
 */
function wc_get_raw_referer() {
	if ( function_exists( 'wp_get_raw_referer' ) ) {
		return wp_get_raw_referer();
	}
	return false;
}

/**
 * User agent of the request.
 */
function wc_get_user_agent() {
	return isset( $_SERVER['HTTP_USER_AGENT'] ) ? wc_clean( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
}

/**
 * Converts yes/no, 1/0, true/false to a bool.
 *
 * @param mixed $string Value.
 */
function wc_string_to_bool( $string ) {
	$string = $string ?? '';
	return is_bool( $string ) ? $string : ( 'yes' === strtolower( (string) $string ) || 1 === $string || 'true' === strtolower( (string) $string ) || '1' === $string );
}

/**
 * Converts a bool to yes/no.
 *
 * @param mixed $bool Value.
 */
function wc_bool_to_string( $bool ) {
	if ( ! is_bool( $bool ) ) {
		$bool = wc_string_to_bool( $bool );
	}
	return true === $bool ? 'yes' : 'no';
}

/**
 * Random hash (order keys, nonces of the double).
 */
function wc_rand_hash() {
	return bin2hex( random_bytes( 20 ) );
}

/*
 * Templates.
 */

/**
 * Finds a template: theme/child theme woocommerce/ folder first, then the plugin's templates/.
 *
 * @param string $template_name Relative name, e.g. cart/mini-cart.php.
 * @param string $template_path Theme folder, default woocommerce/.
 * @param string $default_path  Plugin folder, default templates/.
 */
function wc_locate_template( $template_name, $template_path = '', $default_path = '' ) {
	if ( ! $template_path ) {
		$template_path = WC()->template_path();
	}
	if ( ! $default_path ) {
		$default_path = WC()->plugin_path() . '/templates/';
	}
	$template = locate_template( array( trailingslashit( $template_path ) . $template_name, $template_name ) );
	if ( ! $template || WC_TEMPLATE_DEBUG_MODE ) {
		$template = $default_path . $template_name;
		if ( ! file_exists( $template ) ) {
			$template = '';
		}
	}
	return apply_filters( 'woocommerce_locate_template', $template, $template_name, $template_path );
}

/**
 * Includes a template with variables.
 *
 * @param string $template_name Relative name.
 * @param array  $args          Variables for the template.
 * @param string $template_path Theme folder.
 * @param string $default_path  Plugin folder.
 */
function wc_get_template( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
	$template = wc_locate_template( $template_name, $template_path, $default_path );
	$filtered = apply_filters( 'wc_get_template', $template, $template_name, $args, $template_path, $default_path );
	if ( $filtered !== $template ) {
		if ( ! file_exists( $filtered ) ) {
			wc_doing_it_wrong( __FUNCTION__, sprintf( '%s does not exist.', $filtered ), '2.1' );
			return;
		}
		$template = $filtered;
	}
	if ( ! $template ) {
		wc_doing_it_wrong( __FUNCTION__, sprintf( 'Template %s does not exist.', $template_name ), '2.1' );
		return;
	}
	$action_args = array(
		'template_name' => $template_name,
		'template_path' => $template_path,
		'located'       => $template,
		'args'          => $args,
	);
	do_action( 'woocommerce_before_template_part', $template_name, $template_path, $template, $args );
	wc_double_include_template( $action_args['located'], is_array( $args ) ? $args : array() );
	do_action( 'woocommerce_after_template_part', $template_name, $template_path, $template, $args );
}

/**
 * Includes a template file in its own scope with the given variables.
 *
 * @param string $__template File.
 * @param array  $args       Variables.
 */
function wc_double_include_template( string $__template, array $args ): void {
	unset( $args['__template'] );
	extract( $args ); // phpcs:ignore WordPress.PHP.DontExtract -- templates read their arguments as variables (and $args), like WooCommerce's.
	include $__template;
}

/**
 * Returns a template's output.
 *
 * @param string $template_name Relative name.
 * @param array  $args          Variables.
 * @param string $template_path Theme folder.
 * @param string $default_path  Plugin folder.
 */
function wc_get_template_html( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
	ob_start();
	wc_get_template( $template_name, $args, $template_path, $default_path );
	return ob_get_clean();
}

/**
 * Loads a template part: slug-name.php, then slug.php (theme first).
 *
 * @param string $slug Slug, e.g. content.
 * @param string $name Name, e.g. product.
 */
function wc_get_template_part( $slug, $name = '' ) {
	$template  = '';
	$candidate = $name ? "{$slug}-{$name}.php" : "{$slug}.php";
	$template  = locate_template( array( $candidate, WC()->template_path() . $candidate ) );
	if ( ! $template && $name && file_exists( WC()->plugin_path() . "/templates/{$slug}-{$name}.php" ) ) {
		$template = WC()->plugin_path() . "/templates/{$slug}-{$name}.php";
	}
	if ( ! $template && $name ) {
		$template = locate_template( array( "{$slug}.php", WC()->template_path() . "{$slug}.php" ) );
	}
	$template = apply_filters( 'wc_get_template_part', $template, $slug, $name );
	if ( $template ) {
		load_template( $template, false );
	}
}

/*
 * Currency.
 */

/**
 * Shop currency code.
 */
function get_woocommerce_currency() {
	return apply_filters( 'woocommerce_currency', get_option( 'woocommerce_currency', 'EUR' ) );
}

/**
 * Currencies the double knows (the ones this shop may meet).
 *
 * @return array<string, string>
 */
function get_woocommerce_currencies() {
	return apply_filters(
		'woocommerce_currencies',
		array(
			'EUR' => __( 'Euro', 'woocommerce' ),
			'USD' => __( 'United States (US) dollar', 'woocommerce' ),
			'GBP' => __( 'Pound sterling', 'woocommerce' ),
			'CHF' => __( 'Swiss franc', 'woocommerce' ),
		)
	);
}

/**
 * Currency symbol (HTML entity, as WooCommerce returns it).
 *
 * @param string $currency Currency code, default the shop's.
 */
function get_woocommerce_currency_symbol( $currency = '' ) {
	if ( ! $currency ) {
		$currency = get_woocommerce_currency();
	}
	$symbols = apply_filters(
		'woocommerce_currency_symbols',
		array(
			'EUR' => '&euro;',
			'USD' => '&#36;',
			'GBP' => '&pound;',
			'CHF' => '&#67;&#72;&#70;',
		)
	);
	return apply_filters( 'woocommerce_currency_symbol', $symbols[ $currency ] ?? '', $currency );
}

/**
 * sprintf format of a price from woocommerce_currency_pos (%1$s symbol, %2$s amount).
 */
function get_woocommerce_price_format() {
	switch ( get_option( 'woocommerce_currency_pos' ) ) {
		case 'left':
			$format = '%1$s%2$s';
			break;
		case 'right':
			$format = '%2$s%1$s';
			break;
		case 'left_space':
			$format = '%1$s&nbsp;%2$s';
			break;
		case 'right_space':
		default:
			$format = '%2$s&nbsp;%1$s';
			break;
	}
	return apply_filters( 'woocommerce_price_format', $format, get_option( 'woocommerce_currency_pos' ) );
}

/**
 * Whether taxes are on.
 */
function wc_tax_enabled() {
	return apply_filters( 'wc_tax_enabled', 'yes' === get_option( 'woocommerce_calc_taxes' ) );
}

/**
 * Whether entered prices include tax.
 */
function wc_prices_include_tax() {
	return wc_tax_enabled() && apply_filters( 'woocommerce_prices_include_tax', 'yes' === get_option( 'woocommerce_prices_include_tax' ) );
}

/**
 * Whether shipping is on (woocommerce_ship_to_countries is not "disabled").
 */
function wc_shipping_enabled() {
	return apply_filters( 'woocommerce_shipping_enabled', 'disabled' !== get_option( 'woocommerce_ship_to_countries' ) );
}

/**
 * Number of shipping method instances in zones.
 *
 * @param bool $include_legacy Also count methods outside zones (none in the double).
 * @param bool $enabled_only   Only enabled ones.
 * @return int
 */
function wc_get_shipping_method_count( $include_legacy = false, $enabled_only = false ) {
	global $wpdb;
	$sql = "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_shipping_zone_methods";
	if ( $enabled_only ) {
		$sql .= ' WHERE is_enabled = 1';
	}
	return absint( $wpdb->get_var( $sql ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/**
 * Shop base location.
 *
 * @return array{country: string, state: string}
 */
function wc_get_base_location() {
	$default = (string) apply_filters( 'woocommerce_get_base_location', get_option( 'woocommerce_default_country', 'DE' ) );
	$parts   = explode( ':', $default );
	return array(
		'country' => $parts[0],
		'state'   => $parts[1] ?? '',
	);
}

/**
 * Size of an image size registered by WooCommerce.
 *
 * @param string $image_size woocommerce_thumbnail, woocommerce_single or woocommerce_gallery_thumbnail.
 * @return array{width: int, height: int, crop: int}
 */
function wc_get_image_size( $image_size ) {
	$sizes = array(
		'woocommerce_thumbnail'         => array( 'width' => 300, 'height' => 300, 'crop' => 1 ),
		'woocommerce_single'            => array( 'width' => 600, 'height' => 0, 'crop' => 0 ),
		'woocommerce_gallery_thumbnail' => array( 'width' => 100, 'height' => 100, 'crop' => 1 ),
	);
	$size = $sizes[ is_string( $image_size ) ? $image_size : 'woocommerce_thumbnail' ] ?? $sizes['woocommerce_thumbnail'];
	return apply_filters( 'woocommerce_get_image_size_' . ( is_string( $image_size ) ? $image_size : 'custom' ), $size );
}

/**
 * A logger that writes through error_log (WooCommerce writes to wc-logs/).
 */
function wc_get_logger() {
	static $logger = null;
	if ( null === $logger ) {
		$logger = new WC_Logger();
	}
	return $logger;
}

/**
 * Product catalogue ordering options (used by the ordering select).
 *
 * @return array<string, string>
 */
function wc_get_catalog_ordering_options() {
	$options = array(
		'menu_order' => __( 'Default sorting', 'woocommerce' ),
		'popularity' => __( 'Sort by popularity', 'woocommerce' ),
		'rating'     => __( 'Sort by average rating', 'woocommerce' ),
		'date'       => __( 'Sort by latest', 'woocommerce' ),
		'price'      => __( 'Sort by price: low to high', 'woocommerce' ),
		'price-desc' => __( 'Sort by price: high to low', 'woocommerce' ),
	);
	if ( ! wc_review_ratings_enabled() ) {
		unset( $options['rating'] );
	}
	return apply_filters( 'woocommerce_catalog_orderby', $options );
}

/**
 * Timestamp of a date string (GMT unless it carries a zone).
 *
 * @param string   $time_string Date.
 * @param int|null $from_timestamp Base timestamp.
 */
function wc_string_to_timestamp( $time_string, $from_timestamp = null ) {
	$original = date_default_timezone_get();
	date_default_timezone_set( 'UTC' ); // phpcs:ignore WordPress.DateTime.RestrictedFunctions.timezone_change_date_default_timezone_set
	$timestamp = is_null( $from_timestamp ) ? strtotime( (string) $time_string ) : strtotime( (string) $time_string, $from_timestamp );
	date_default_timezone_set( $original ); // phpcs:ignore WordPress.DateTime.RestrictedFunctions.timezone_change_date_default_timezone_set
	return $timestamp;
}

/**
 * WC_DateTime of a date string in the site's time zone.
 *
 * @param string $time_string Date.
 */
function wc_string_to_datetime( $time_string ) {
	$datetime = new WC_DateTime( (string) $time_string, wp_timezone() );
	return $datetime;
}

/**
 * Runs a deprecated action when something hooks it.
 *
 * @param string $tag  Action.
 * @param array  $args Arguments.
 */
function wc_do_deprecated_action_if_exists( $tag, $args = array() ) {
	if ( has_action( $tag ) ) {
		do_action_ref_array( $tag, $args );
	}
}

/**
 * The name of a card brand ("visa" → "Visa").
 *
 * @param string $type Brand slug.
 * @return string
 */
function wc_get_credit_card_type_label( $type ) {
	$type   = str_replace( array( '-', '_' ), ' ', strtolower( (string) $type ) );
	$labels = apply_filters(
		'woocommerce_credit_card_type_labels',
		array(
			'mastercard'       => _x( 'MasterCard', 'Name of credit card', 'woocommerce' ),
			'visa'             => _x( 'Visa', 'Name of credit card', 'woocommerce' ),
			'discover'         => _x( 'Discover', 'Name of credit card', 'woocommerce' ),
			'american express' => _x( 'American Express', 'Name of credit card', 'woocommerce' ),
			'cartes bancaires' => _x( 'Cartes Bancaires', 'Name of credit card', 'woocommerce' ),
			'diners'           => _x( 'Diners', 'Name of credit card', 'woocommerce' ),
			'jcb'              => _x( 'JCB', 'Name of credit card', 'woocommerce' ),
		)
	);
	return apply_filters( 'woocommerce_get_credit_card_type_label', array_key_exists( $type, $labels ) ? $labels[ $type ] : ucwords( $type ) );
}
