<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of the test site that
 * bin/phpunit.mjs prepared and installed (SQLite or MariaDB), with
 * WooCommerce (real or the double), every Tresen plugin and the theme active.
 *
 * @package Tresen\Tests
 */

// Included in function scope by PHPUnit: WordPress expects these as globals.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories, $table_prefix, $wp_query, $wp_the_query, $post, $wp_filter, $wp_actions, $wp_current_filter, $wp_embed, $wp_locale, $wp_roles, $wp_version, $wp_db_version, $wp_scripts, $wp_styles, $pagenow;

$tresen_site = getenv( 'TRESEN_TEST_SITE' );
if ( ! $tresen_site || ! is_file( $tresen_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "Run PHPUnit through `node bin/phpunit.mjs`, which prepares the test site.\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']       = 'example.test';
$_SERVER['SERVER_NAME']     = 'example.test';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['PHP_SELF']        = '/index.php';

define( 'WP_USE_THEMES', false );
error_reporting( E_ALL & ~E_DEPRECATED );

require $tresen_site . '/wp-load.php';

// No mail leaves the tests; TestCase records what would have been sent.
require __DIR__ . '/includes/class-ajax-die.php';
require __DIR__ . '/includes/class-factory.php';
require __DIR__ . '/includes/class-testcase.php';
require __DIR__ . '/includes/trait-checkout.php';
require __DIR__ . '/includes/trait-payments.php';
require __DIR__ . '/includes/class-standin-process.php';
