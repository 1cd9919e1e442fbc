<?php
/**
 * Seeds the Tresen demo shop: store settings, categories, products with
 * generated images, reviews, pages and menus. Runs once per site (option
 * tresen_seeded); uses WordPress's and WooCommerce's public APIs only, so
 * it works with real WooCommerce as well as with the development double.
 *
 * Usage: php bin/php/seed.php <site-dir> [--settings]
 *        --settings  only the store settings (country, currency, taxes,
 *                    shipping) and the pages, no catalogue: the PHPUnit site.
 * Env:   SEED_PRODUCTS=N  also generate products up to N in total (benchmarks).
 *
 * @package Tresen\Seed
 */

// CLI only; the Playground runtime runs it from a blueprint step and says so.
if ( PHP_SAPI !== 'cli' && ! defined( 'TRESEN_SEED_EMBEDDED' ) ) {
	exit( 1 );
}
if ( $argc < 2 ) {
	fwrite( STDERR, "usage: php seed.php <site-dir>\n" );
	exit( 2 );
}
$tresen_dir = rtrim( $argv[1], '/' );
if ( ! is_file( $tresen_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "no WordPress in {$tresen_dir}\n" );
	exit( 2 );
}

error_reporting( E_ALL & ~E_DEPRECATED );
// The host is needed before WordPress loads; wp-config.php defines WP_HOME, read it from there.
$tresen_config = (string) file_get_contents( $tresen_dir . '/wp-config.php' );
$tresen_home   = preg_match( "/define\(\s*'WP_HOME',\s*'([^']+)'/", $tresen_config, $tresen_m ) ? $tresen_m[1] : 'http://localhost';
$tresen_host   = (string) parse_url( $tresen_home, PHP_URL_HOST );
$tresen_port   = parse_url( $tresen_home, PHP_URL_PORT );
$_SERVER['HTTP_HOST']       = $tresen_host . ( $tresen_port ? ':' . $tresen_port : '' );
$_SERVER['SERVER_NAME']     = $tresen_host;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

require $tresen_dir . '/wp-load.php';

// Once WordPress runs, the real siteurl decides the host (in case wp-config.php had no WP_HOME).
$_SERVER['HTTP_HOST'] = (string) wp_parse_url( get_option( 'siteurl' ), PHP_URL_HOST ) . ( wp_parse_url( get_option( 'siteurl' ), PHP_URL_PORT ) ? ':' . wp_parse_url( get_option( 'siteurl' ), PHP_URL_PORT ) : '' );

$tresen_settings_only = in_array( '--settings', $argv, true );
if ( get_option( $tresen_settings_only ? 'tresen_seeded_settings' : 'tresen_seeded' ) ) {
	echo "already seeded\n";
	exit( 0 );
}
if ( ! class_exists( 'WooCommerce' ) || ! function_exists( 'wc_get_product' ) ) {
	fwrite( STDERR, "WooCommerce is not active: install first (bin/php/install.php).\n" );
	exit( 1 );
}

foreach ( array( 'Catalogue', 'ImageFactory', 'StoreSettings', 'ProductSeeder', 'ReviewSeeder', 'PriceHistorySeeder', 'PageSeeder', 'MenuSeeder', 'BulkSeeder' ) as $tresen_class ) {
	require_once __DIR__ . '/seed/' . $tresen_class . '.php';
}

// Seeding sends no mail and pings nobody.
add_filter( 'pre_wp_mail', '__return_false' );
wp_set_current_user( 1 );

$tresen_started = microtime( true );
try {
	$tresen_settings = new Tresen\Seed\StoreSettings();
	$tresen_settings->run();
	if ( $tresen_settings_only ) {
		$tresen_pages = new Tresen\Seed\PageSeeder();
		$tresen_pages->run();
		flush_rewrite_rules();
		update_option( 'tresen_seeded_settings', gmdate( 'c' ) );
		printf( "store settings and %d pages%s\n", count( $tresen_pages->ids ), $tresen_settings->skipped ? '; skipped: ' . implode( ', ', $tresen_settings->skipped ) : '' );
		exit( 0 );
	}

	$tresen_images   = new Tresen\Seed\ImageFactory();
	$tresen_products = new Tresen\Seed\ProductSeeder( $tresen_images );
	$tresen_products->categories();
	$tresen_products->products();

	$tresen_reviews = new Tresen\Seed\ReviewSeeder();
	$tresen_reviews->run( $tresen_products->product_ids );

	$tresen_price_history = new Tresen\Seed\PriceHistorySeeder();
	$tresen_price_history->run( $tresen_products->product_ids );

	$tresen_pages = new Tresen\Seed\PageSeeder();
	$tresen_pages->run();

	$tresen_menus = new Tresen\Seed\MenuSeeder();
	$tresen_menus->run( $tresen_pages->ids, $tresen_products->category_ids );

	$tresen_bulk  = new Tresen\Seed\BulkSeeder();
	$tresen_total = (int) getenv( 'SEED_PRODUCTS' );
	$tresen_more  = $tresen_total - count( $tresen_products->product_ids );
	if ( $tresen_more > 0 ) {
		$tresen_bulk->run( $tresen_more, $tresen_products->category_ids, $tresen_images );
	}
} catch ( Throwable $tresen_error ) {
	fwrite( STDERR, 'seeding failed: ' . $tresen_error->getMessage() . ' (' . $tresen_error->getFile() . ':' . $tresen_error->getLine() . ")\n" );
	exit( 1 );
}

// Category counts, lookup data and transients as WooCommerce keeps them.
foreach ( $tresen_products->category_ids as $tresen_term_id ) {
	wp_update_term_count_now( array( $tresen_term_id ), 'product_cat' );
}
if ( function_exists( 'wc_delete_product_transients' ) ) {
	wc_delete_product_transients();
}
flush_rewrite_rules();
update_option( 'tresen_seeded', gmdate( 'c' ) );

printf(
	"seeded %d products (%d variations), %d categories, %d reviews, %d images, %d pages, %d menu items%s in %.1f s\n",
	count( $tresen_products->product_ids ) + $tresen_bulk->count,
	$tresen_products->variations,
	count( $tresen_products->category_ids ),
	$tresen_reviews->count,
	$tresen_images->count,
	count( $tresen_pages->ids ),
	$tresen_menus->items,
	$tresen_settings->skipped ? '; skipped: ' . implode( ', ', $tresen_settings->skipped ) : '',
	microtime( true ) - $tresen_started
);
