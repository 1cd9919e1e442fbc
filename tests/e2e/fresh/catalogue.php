<?php
/**
 * The first products of a new shop (bin/e2e.mjs --fresh): what an owner has
 * after entering three drinks in WooCommerce's product form, with the
 * product data the drink data box asks for (legal name, volume, alcohol,
 * allergens, operator) but nothing the Einrichtung sets: no deposit, no
 * minimum age, no unit price, no tax, no shipping, no legal pages, no payment
 * method. WordPress, WooCommerce and the suite are installed and active
 * (bin/php/install.php with TRESEN_INSTALL_FRESH); WooCommerce made its own
 * pages.
 *
 * Usage: php tests/e2e/fresh/catalogue.php <site-dir> <url>
 *
 * @package Tresen\Tests
 */

if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php catalogue.php <site-dir> <url>\n" );
	exit( 2 );
}
error_reporting( E_ALL & ~E_DEPRECATED );
$tresen_host                = (string) parse_url( $argv[2], PHP_URL_HOST );
$tresen_port                = parse_url( $argv[2], PHP_URL_PORT );
$_SERVER['HTTP_HOST']       = $tresen_host . ( $tresen_port ? ':' . $tresen_port : '' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
require rtrim( $argv[1], '/' ) . '/wp-load.php';

// The WooCommerce double installs with this shop's settings (German address,
// euro, taxes on; docs/woocommerce-double.md). A new shop has WooCommerce
// 10.5's own defaults (its settings pages' `default`s), as on the real lane.
if ( defined( 'WC_TRESEN_DOUBLE' ) && ! get_option( 'tresen_fresh_defaults' ) ) {
	foreach ( array(
		'woocommerce_default_country'            => 'US:CA',
		'woocommerce_allowed_countries'          => 'all',
		'woocommerce_specific_allowed_countries' => '',
		'woocommerce_currency'                   => 'USD',
		'woocommerce_currency_pos'               => 'left',
		'woocommerce_price_thousand_sep'         => ',',
		'woocommerce_price_decimal_sep'          => '.',
		'woocommerce_calc_taxes'                 => 'no',
		'woocommerce_prices_include_tax'         => 'no',
		'woocommerce_tax_display_shop'           => 'excl',
		'woocommerce_tax_display_cart'           => 'excl',
	) as $tresen_option => $tresen_value ) {
		update_option( $tresen_option, $tresen_value );
	}
	update_option( 'tresen_fresh_defaults', 'yes', false );
}

if ( wc_get_product_id_by_sku( 'FR-BIER-1' ) ) {
	echo "catalogue: already there\n";
	exit( 0 );
}

$tresen_categories = array();
foreach ( array(
	'bier' => 'Bier',
	'gin'  => 'Gin',
	'saft' => 'Saft',
) as $tresen_slug => $tresen_name ) {
	$tresen_term = term_exists( $tresen_slug, 'product_cat' );
	if ( ! $tresen_term ) {
		$tresen_term = wp_insert_term( $tresen_name, 'product_cat', array( 'slug' => $tresen_slug ) );
	}
	$tresen_categories[ $tresen_slug ] = (int) ( is_array( $tresen_term ) ? $tresen_term['term_id'] : $tresen_term );
}

$tresen_products = array(
	array(
		'sku'      => 'FR-BIER-1',
		'name'     => 'Kiez Helles 0,5 l',
		'category' => 'bier',
		'price'    => '1.49',
		'meta'     => array(
			'_tresen_legal_name'      => 'Bier (Vollbier, hell)',
			'_tresen_volume_ml'       => '500',
			'_tresen_alcohol_percent' => '4.9',
			'_tresen_allergens'       => 'Gerstenmalz (glutenhaltig)',
			'_tresen_operator'        => 'Kiezbrauerei, Brauhofstraße 9, 10245 Berlin',
			'_tresen_ingredients'     => 'Wasser, Gerstenmalz, Hopfen, Hefe',
		),
	),
	array(
		'sku'      => 'FR-GIN-1',
		'name'     => 'Spree Dry Gin 0,7 l',
		'category' => 'gin',
		'price'    => '32.90',
		'meta'     => array(
			'_tresen_legal_name'      => 'London Dry Gin',
			'_tresen_volume_ml'       => '700',
			'_tresen_alcohol_percent' => '42',
			'_tresen_allergens'       => 'keine',
			'_tresen_operator'        => 'Spree Destille GmbH, Uferweg 3, 10997 Berlin',
		),
	),
	array(
		'sku'      => 'FR-SAFT-1',
		'name'     => 'Apfelsaft naturtrüb 1 l',
		'category' => 'saft',
		'price'    => '2.49',
		'meta'     => array(
			'_tresen_legal_name'  => 'Apfelsaft, naturtrüb',
			'_tresen_volume_ml'   => '1000',
			'_tresen_allergens'   => 'keine',
			'_tresen_operator'    => 'Mosterei Havelland, Obstweg 1, 14641 Nauen',
			'_tresen_ingredients' => 'Apfelsaft',
		),
	),
);

foreach ( $tresen_products as $tresen_data ) {
	$tresen_product = new WC_Product_Simple();
	$tresen_product->set_name( $tresen_data['name'] );
	$tresen_product->set_sku( $tresen_data['sku'] );
	$tresen_product->set_status( 'publish' );
	$tresen_product->set_regular_price( $tresen_data['price'] );
	$tresen_product->set_category_ids( array( $tresen_categories[ $tresen_data['category'] ] ) );
	$tresen_product->set_manage_stock( true );
	$tresen_product->set_stock_quantity( 50 );
	$tresen_product->set_short_description( 'Aus unserem Sortiment.' );
	foreach ( $tresen_data['meta'] as $tresen_key => $tresen_value ) {
		$tresen_product->update_meta_data( $tresen_key, $tresen_value );
	}
	$tresen_product->save();
}
echo 'catalogue: ' . count( $tresen_products ) . " products in 3 categories\n";
