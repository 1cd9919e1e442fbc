<?php
/**
 * Activates unzipped plugins and the theme in a bare test site, the way an
 * admin would, and reports every PHP notice, warning or deprecation raised
 * from their files. Then adds one product so the test can open a product page.
 *
 * Usage: php activate.php <site-dir> <url> <plugin-basename,...> [<theme>]
 * Prints JSON: { errors: string[], activated: string[], theme: string, productUrl: string }
 *
 * @package Tresen\Tests
 */

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php activate.php <site-dir> <url> <plugins> [<theme>]\n" );
	exit( 2 );
}
$tresen_dir     = rtrim( $argv[1], '/' );
$tresen_url     = $argv[2];
$tresen_plugins = array_filter( explode( ',', $argv[3] ) );
$tresen_theme   = $argv[4] ?? '';

$tresen_host                = (string) parse_url( $tresen_url, PHP_URL_HOST );
$tresen_port                = parse_url( $tresen_url, PHP_URL_PORT );
$_SERVER['HTTP_HOST']       = $tresen_host . ( $tresen_port ? ':' . $tresen_port : '' );
$_SERVER['REQUEST_URI']     = '/wp-admin/plugins.php';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

require $tresen_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

error_reporting( E_ALL );
$tresen_ours = array();
foreach ( $tresen_plugins as $tresen_basename ) {
	$tresen_ours[] = realpath( WP_PLUGIN_DIR . '/' . dirname( $tresen_basename ) ) . '/';
}
if ( $tresen_theme ) {
	$tresen_ours[] = realpath( get_theme_root() . '/' . $tresen_theme ) . '/';
}
$tresen_errors = array();
set_error_handler(
	static function ( int $no, string $message, string $file, int $line ) use ( &$tresen_errors, $tresen_ours ): bool {
		$real = realpath( $file ) ?: $file;
		foreach ( $tresen_ours as $dir ) {
			if ( $dir && 0 === strpos( $real, $dir ) ) {
				$tresen_errors[] = "PHP error {$no}: {$message} in {$real}:{$line}";
			}
		}
		return false; // Let PHP log it as well.
	}
);

// The admin who activates.
$tresen_admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
if ( $tresen_admins ) {
	wp_set_current_user( $tresen_admins[0]->ID );
}

$tresen_activated = array();
foreach ( $tresen_plugins as $tresen_basename ) {
	try {
		$tresen_result = activate_plugin( $tresen_basename, '', false, false );
	} catch ( Throwable $e ) {
		$tresen_result = new WP_Error( 'exception', get_class( $e ) . ': ' . $e->getMessage() . ' in ' . $e->getFile() . ':' . $e->getLine() );
	}
	if ( is_wp_error( $tresen_result ) ) {
		$tresen_errors[] = "could not activate {$tresen_basename}: " . $tresen_result->get_error_message();
	} elseif ( is_plugin_active( $tresen_basename ) ) {
		$tresen_activated[] = $tresen_basename;
	}
}

if ( $tresen_theme ) {
	$tresen_t = wp_get_theme( $tresen_theme );
	if ( ! $tresen_t->exists() || $tresen_t->errors() ) {
		$tresen_errors[] = "theme {$tresen_theme} is broken: " . ( $tresen_t->errors() ? $tresen_t->errors()->get_error_message() : 'missing' );
	} else {
		switch_theme( $tresen_theme );
	}
}

$tresen_product_url = '';
if ( class_exists( 'WC_Product_Simple' ) ) {
	$tresen_product = new WC_Product_Simple();
	$tresen_product->set_name( 'Zip-Test Gin 0,5 l' );
	$tresen_product->set_status( 'publish' );
	$tresen_product->set_regular_price( '25.90' );
	$tresen_product->save();
	$tresen_product_url = (string) get_permalink( $tresen_product->get_id() );
}
flush_rewrite_rules();

// The storefront plugin's search index table, made on its activation.
global $wpdb;
$tresen_index = $wpdb->prefix . 'tresen_search_index';
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema check in a test site.
$tresen_index_rows = $tresen_index === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $tresen_index ) ) ? (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tresen_index}" ) : -1; // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table's name.

echo wp_json_encode(
	array(
		'errors'     => $tresen_errors,
		'activated'  => $tresen_activated,
		'theme'      => get_stylesheet(),
		'productUrl' => $tresen_product_url,
		'searchRows' => $tresen_index_rows,
	),
	JSON_UNESCAPED_SLASHES
), "\n";
