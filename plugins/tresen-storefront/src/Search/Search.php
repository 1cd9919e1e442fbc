<?php
/**
 * The header's live search: the endpoint, its lookup table, the rebuild
 * tool in wp-admin and the script of the search field.
 *
 * The script (client/search) is small and plain: it waits for the
 * shopper to use the search field (focus, pointer or a key) and only then
 * loads WordPress's React and the combobox. Without JavaScript the
 * server-rendered form does a normal product search.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the live search.
 */
final class Search implements Feature {

	/** Entry name (client/search). */
	public const ENTRY = 'search';

	/** Script handles that make up React; they load on intent, not with the page. */
	public const REACT_HANDLES = array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! Plugin::has_woocommerce() ) {
			// Nothing keeps the index current now: the fast route must hand every request on.
			FastRoute::forget();
			return;
		}
		Index::register();
		Endpoint::register();
		FastRoute::register();
		Admin::register();
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the search script on every storefront page (the header has the search field).
	 */
	public function enqueue(): void {
		$assets = Plugin::assets();
		if ( is_admin() || null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		if ( \Tresen\Storefront\Checkout\Checkout::is_checkout_form_page() ) {
			// The checkout keeps its budget: there the form is WordPress's plain product search.
			return;
		}
		$handle = $assets->register( self::ENTRY );
		$lazy   = self::defer_react( $handle );
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		$assets->settings( $handle, 'tresenSearch', self::settings( $lazy ) );
	}

	/**
	 * Takes React out of the entry's dependencies (the bundle needs it only in
	 * the chunk it loads on intent) and returns the scripts to load then, in
	 * order, each with the id WordPress would print on its tag.
	 *
	 * @param string $handle Our script handle.
	 * @return array<int, array{id: string, src: string}>
	 */
	public static function defer_react( string $handle ): array {
		$scripts = wp_scripts();
		$ours    = $scripts->query( $handle, 'registered' );
		if ( ! $ours instanceof \_WP_Dependency ) {
			return array();
		}
		$react      = array_values( array_intersect( $ours->deps, self::REACT_HANDLES ) );
		$ours->deps = array_values( array_diff( $ours->deps, self::REACT_HANDLES ) );
		$order      = array();
		foreach ( $react as $dep ) {
			self::collect( $scripts, $dep, $order );
		}
		// What the page loads anyway is not loaded twice (checked again in the browser by tag id).
		$eager = array();
		foreach ( $ours->deps as $dep ) {
			self::collect( $scripts, $dep, $eager );
		}
		$out = array();
		foreach ( array_diff( $order, $eager ) as $dep ) {
			$src = self::src( $scripts, $dep );
			if ( '' !== $src ) {
				$out[] = array(
					'id'  => $dep . '-js',
					'src' => $src,
				);
			}
		}
		return $out;
	}

	/**
	 * Adds a handle after its dependencies (depth first).
	 *
	 * @param \WP_Scripts $scripts Registry.
	 * @param string      $handle  Handle.
	 * @param string[]    $order   Handles so far (by reference).
	 */
	private static function collect( \WP_Scripts $scripts, string $handle, array &$order ): void {
		if ( in_array( $handle, $order, true ) ) {
			return;
		}
		$dependency = $scripts->query( $handle, 'registered' );
		if ( ! $dependency instanceof \_WP_Dependency ) {
			return;
		}
		foreach ( $dependency->deps as $dep ) {
			self::collect( $scripts, (string) $dep, $order );
		}
		$order[] = $handle;
	}

	/**
	 * The address WordPress would print for a script ('' for an alias without a file).
	 *
	 * @param \WP_Scripts $scripts Registry.
	 * @param string      $handle  Handle.
	 */
	private static function src( \WP_Scripts $scripts, string $handle ): string {
		$dependency = $scripts->query( $handle, 'registered' );
		if ( ! $dependency instanceof \_WP_Dependency || ! is_string( $dependency->src ) || '' === $dependency->src ) {
			return '';
		}
		$src = $dependency->src;
		if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
			$src = $scripts->base_url . $src;
		}
		$version = null === $dependency->ver ? '' : ( false === $dependency->ver ? (string) $scripts->default_version : (string) $dependency->ver );
		if ( '' !== $version ) {
			$src = add_query_arg( 'ver', $version, $src );
		}
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as WordPress applies it.
		return (string) apply_filters( 'script_loader_src', $src, $handle );
	}

	/**
	 * Settings for the script (the same for every visitor).
	 *
	 * @param array<int, array{id: string, src: string}> $react Scripts to load on intent.
	 * @return array<string, mixed>
	 */
	public static function settings( array $react = array() ): array {
		$assets = Plugin::assets();
		/**
		 * Filters how long the search waits after typing before it asks (ms).
		 * The spec's configuration: 0, every change asks at once (older requests are aborted).
		 *
		 * @param int $latency Milliseconds.
		 */
		$latency = (int) apply_filters( 'tresen_search_latency_ms', 0 );
		return array(
			'endpoint'   => add_query_arg( 'wc-ajax', Endpoint::ACTION, home_url( '/' ) ),
			// Asked first; the endpoint above when it fails (FastRoute).
			'fast'       => FastRoute::url(),
			'minChars'   => Endpoint::MIN_CHARS,
			'maxChars'   => Endpoint::MAX_CHARS,
			'latencyMs'  => max( 0, $latency ),
			'timeoutMs'  => 8000,
			'maxHeight'  => 300,
			'react'      => $react,
			'publicPath' => null !== $assets ? $assets->url( 'build/' ) : '',
		);
	}
}
