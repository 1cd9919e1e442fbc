<?php
/**
 * Installs WordPress in a site directory (once), configures it as the
 * German Tresen shop, activates WooCommerce, the suite and the theme.
 * The catalogue is seeded by seed.php in a separate process, once every
 * plugin is loaded.
 *
 * Usage: php bin/php/install.php <site-dir> <url>
 *
 * @package Tresen
 */

if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php install.php <site-dir> <url>\n" );
	exit( 2 );
}
$tresen_dir = rtrim( $argv[1], '/' );
$tresen_url = $argv[2];

error_reporting( E_ALL & ~E_DEPRECATED );
register_shutdown_function(
	static function (): void {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			fwrite( STDERR, "install failed: {$error['message']} in {$error['file']}:{$error['line']}\n" );
		}
	}
);
define( 'WP_INSTALLING', true );
$tresen_host                = (string) parse_url( $tresen_url, PHP_URL_HOST );
$tresen_port                = parse_url( $tresen_url, PHP_URL_PORT );
$_SERVER['HTTP_HOST']       = $tresen_host . ( $tresen_port ? ':' . $tresen_port : '' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

require $tresen_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

add_filter( 'pre_wp_mail', '__return_false' );

$tresen_fresh = ! is_blog_installed();
if ( $tresen_fresh ) {
	tresen_install_wordpress();
}

/**
 * Installs WordPress and this shop's general settings (first start only).
 */
function tresen_install_wordpress(): void {
	global $wp_rewrite;
	$tresen_admin_password = getenv( 'TRESEN_ADMIN_PASSWORD' ) ? getenv( 'TRESEN_ADMIN_PASSWORD' ) : 'password';
	wp_install( 'Tresen', 'admin', 'admin@tresen.test', true, '', $tresen_admin_password, 'de_DE' );

	update_option( 'blogdescription', 'Spirituosen, Wein & Bier online kaufen' );
	update_option( 'WPLANG', 'de_DE' );
	update_option( 'timezone_string', 'Europe/Berlin' );
	update_option( 'date_format', 'j. F Y' );
	update_option( 'time_format', 'H:i' );
	update_option( 'start_of_week', 1 );
	update_option( 'admin_email', 'admin@tresen.test' );

	$wp_rewrite->set_permalink_structure( '/%postname%/' );
}

// Every start: make sure WooCommerce, the suite and the theme are active
// (this also picks up a plugin added to the repo since the site was made).

// TRESEN_INSTALL_THEME picks another theme (the zip-installed e2e shop runs
// Twenty Twenty-One); TRESEN_INSTALL_AS_OWNER activates our plugins as an
// admin does in wp-admin, activation hooks included (bin/e2e.mjs --zips).
$tresen_bare    = (bool) getenv( 'TRESEN_INSTALL_BARE' );
$tresen_theme   = getenv( 'TRESEN_INSTALL_THEME' ) ? (string) getenv( 'TRESEN_INSTALL_THEME' ) : 'tresen';
$tresen_owner   = (bool) getenv( 'TRESEN_INSTALL_AS_OWNER' );
$tresen_plugins = array( 'woocommerce/woocommerce.php' );
if ( $tresen_owner ) {
	$tresen_admins = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
		)
	);
	if ( $tresen_admins ) {
		wp_set_current_user( $tresen_admins[0]->ID );
	}
}
if ( ! $tresen_bare ) {
	if ( ! wp_get_theme( $tresen_theme )->exists() ) {
		fwrite( STDERR, "theme {$tresen_theme} is not installed\n" );
		exit( 1 );
	}
	switch_theme( $tresen_theme );
	foreach ( glob( WP_CONTENT_DIR . '/plugins/tresen-*/tresen-*.php' ) as $tresen_file ) {
		$tresen_plugins[] = plugin_basename( $tresen_file );
	}
}
// WooCommerce installs on its activation hook (tables, roles, options). Its
// default pages are not made: the seed creates the shop's German pages (the
// classic cart and checkout), and WooCommerce's English "shop", "cart"… would
// take their slugs.
// A new shop (TRESEN_INSTALL_FRESH, bin/e2e.mjs --fresh) keeps WooCommerce's own pages.
if ( ! getenv( 'TRESEN_INSTALL_FRESH' ) ) {
	add_filter( 'woocommerce_create_pages', '__return_empty_array' );
}
foreach ( $tresen_plugins as $tresen_plugin ) {
	if ( is_plugin_active( $tresen_plugin ) ) {
		continue;
	}
	$tresen_result = activate_plugin( $tresen_plugin, '', false, ! $tresen_owner && 'woocommerce/woocommerce.php' !== $tresen_plugin );
	if ( is_wp_error( $tresen_result ) ) {
		fwrite( STDERR, "could not activate {$tresen_plugin}: " . $tresen_result->get_error_message() . "\n" );
		exit( 1 );
	}
}
flush_rewrite_rules();
echo $tresen_fresh ? "installed\n" : "up to date\n";
