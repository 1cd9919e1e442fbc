<?php
/**
 * The live search's fast route (see FastRoute): called directly,
 *
 *   GET /wp-content/plugins/tresen-storefront/src/Search/fast.php?query=gin[&product_cat=<slug>]
 *
 * it loads WordPress as SHORTINIT and answers from the search index, or
 * hands the request to `/?wc-ajax=flatsome_ajax_search_products`.
 *
 * @package Tresen\Storefront
 */

// Only as a request of its own, never inside a WordPress that is already loaded.
if ( defined( 'ABSPATH' ) ) {
	return;
}

/**
 * The folder of WordPress's wp-load.php: up from the address the server ran
 * this file by (the plugin folder may be a link), then from the file itself.
 *
 * @return string|null Folder with a trailing slash.
 */
function tresen_search_fast_wordpress(): ?string {
	$starts = array();
	if ( isset( $_SERVER['SCRIPT_FILENAME'] ) && is_string( $_SERVER['SCRIPT_FILENAME'] ) ) {
		$starts[] = dirname( $_SERVER['SCRIPT_FILENAME'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- set by the web server, a path.
	}
	$starts[] = __DIR__;
	foreach ( $starts as $dir ) {
		for ( $i = 0; $i < 8; $i++ ) {
			$up = dirname( $dir );
			if ( $up === $dir ) {
				break; // The root.
			}
			$dir = $up;
			if ( is_file( $dir . '/wp-load.php' ) ) {
				return $dir . '/';
			}
		}
	}
	return null;
}

$tresen_wordpress = tresen_search_fast_wordpress();
if ( null === $tresen_wordpress ) {
	// The client then asks the wc-ajax route for the rest of the visit.
	http_response_code( 404 );
	return;
}

define( 'SHORTINIT', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant.
require $tresen_wordpress . 'wp-load.php';
require_once __DIR__ . '/Text.php';
require_once __DIR__ . '/Index.php';
require_once __DIR__ . '/IndexLookup.php';
require_once __DIR__ . '/Endpoint.php';
require_once __DIR__ . '/FastRoute.php';

// The plugin's folder name as the server ran the file (…/plugins/<name>/src/Search/fast.php).
$tresen_script = isset( $_SERVER['SCRIPT_FILENAME'] ) && is_string( $_SERVER['SCRIPT_FILENAME'] ) ? $_SERVER['SCRIPT_FILENAME'] : __FILE__; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- set by the web server, a path.
\Tresen\Storefront\Search\FastRoute::answer( basename( dirname( $tresen_script, 3 ) ) );
