<?php
/**
 * The live search's fast route: `src/Search/fast.php` answers
 * `flatsome_ajax_search_products` with WordPress loaded as SHORTINIT (the
 * database, options and formatting; no plugins, no theme, no WooCommerce),
 * from the suggestions the index stores (Index, Endpoint::from_rows()). The
 * reply, its status and headers are those of the wc-ajax route.
 *
 * It answers only what it can answer exactly as the full route would: a
 * query of three or more characters whose found rows all hold a suggestion
 * stored under the current context key (or that finds nothing), and an
 * empty reply below three characters. Anything else (a suggestion not made
 * yet or out of date, a refusal with its German message, an unusual
 * category slug, an index being built) is handed to the wc-ajax route with
 * a 307 redirect, which makes and stores what is missing.
 *
 * The full WordPress keeps the option `tresen_search_fast` current: the
 * context key the stored suggestions must carry (SuggestionContext::context(), which
 * depends on filters and settings only the full WordPress knows), the
 * translated "no results" entry and the plugin's folder. It is written when
 * the full route searches, and at the end of every request that changed an
 * option (a setting may be part of the context). Without it (plugin inactive,
 * WooCommerce inactive, the owner's switch in Werkzeuge → Live-Suche off,
 * the filter `tresen_search_fast_route` false) the fast route hands every
 * request on.
 *
 * The client asks the fast route first and falls back to wc-ajax for the
 * rest of the visit when a host does not run PHP files in plugins.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * The fast route and the state it reads.
 */
final class FastRoute {

	/** Option the full WordPress writes for the fast route. */
	public const OPTION = 'tresen_search_fast';

	/** The entry file, relative to the plugin. */
	public const FILE = 'src/Search/fast.php';

	/** The owner's switch (Werkzeuge → Live-Suche): "no" turns the route off. */
	public const SETTING = 'tresen_search_fast_route';

	/**
	 * Whether an option changed in this request (the context may have).
	 *
	 * @var bool
	 */
	private static $changed = false;

	/**
	 * Keeps the state current (full WordPress, WooCommerce active).
	 */
	public static function register(): void {
		foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $hook ) {
			add_action( $hook, array( self::class, 'option_changed' ) );
		}
		add_action( 'shutdown', array( self::class, 'refresh' ) );
	}

	/**
	 * Whether the fast route is on: the owner's switch, then the filter
	 * `tresen_search_fast_route`.
	 */
	public static function enabled(): bool {
		/**
		 * Filters whether the live search asks the fast route first. Turn it
		 * off where the host runs no PHP files in plugins.
		 *
		 * @param bool $enabled The owner's setting (default true).
		 */
		return (bool) apply_filters( 'tresen_search_fast_route', 'no' !== get_option( self::SETTING, 'yes' ) );
	}

	/**
	 * Asks the fast route from the server itself, as a browser would.
	 *
	 * @return string '' when it answered; otherwise what came back (an HTTP status or the error).
	 */
	public static function check(): string {
		$url = Plugin::url( self::FILE );
		/** This filter is documented in wp-includes/class-wp-http-streams.php */
		$verify   = (bool) apply_filters( 'https_local_ssl_verify', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter for loopback requests.
		$response = wp_remote_get(
			add_query_arg( 'query', '', $url ),
			array(
				'timeout'     => 5,
				'redirection' => 0,
				'sslverify'   => $verify,
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response->get_error_message();
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		// Its own reply, or its hand-on to wc-ajax: either way PHP ran the file.
		if ( ( 200 === $code && is_array( $body ) && isset( $body['suggestions'] ) ) || ( 307 === $code && str_contains( (string) wp_remote_retrieve_header( $response, 'location' ), 'wc-ajax=' . Endpoint::ACTION ) ) ) {
			return '';
		}
		return 'HTTP ' . $code;
	}

	/**
	 * The fast route's address for the client; '' when it is off.
	 */
	public static function url(): string {
		return self::enabled() ? Plugin::url( self::FILE ) : '';
	}

	/**
	 * Notes that an option changed (not a transient or our own state).
	 *
	 * @param mixed $option Option name.
	 */
	public static function option_changed( $option ): void {
		if ( ! is_string( $option ) || self::OPTION === $option || 'cron' === $option || str_starts_with( $option, '_transient_' ) || str_starts_with( $option, '_site_transient_' ) ) {
			return;
		}
		self::$changed = true;
	}

	/**
	 * At the end of a request that changed an option: the context key anew.
	 */
	public static function refresh(): void {
		if ( self::$changed ) {
			self::$changed = false;
			self::remember( SuggestionContext::context() );
		}
	}

	/**
	 * Stores what the fast route needs, when it differs.
	 *
	 * @param string $context SuggestionContext::context() now.
	 */
	public static function remember( string $context ): void {
		if ( ! self::enabled() || ! function_exists( 'wc_get_product' ) ) {
			self::forget();
			return;
		}
		$state = array(
			'context' => $context,
			'none'    => Endpoint::no_results(),
			'plugin'  => Plugin::folder(),
		);
		if ( get_option( self::OPTION ) !== $state ) {
			update_option( self::OPTION, $state, true );
		}
	}

	/**
	 * Drops the state: the fast route hands every request on.
	 */
	public static function forget(): void {
		if ( false !== get_option( self::OPTION ) ) {
			delete_option( self::OPTION );
		}
	}

	/**
	 * Answers the request and ends it (called by fast.php with WordPress
	 * loaded as SHORTINIT; `$_GET` is as sent, not slashed).
	 *
	 * @param string $plugin The plugin folder's name the file runs from.
	 */
	public static function answer( string $plugin ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- public read-only search (no nonce, cacheable), SHORTINIT leaves $_GET unslashed; every value is checked below.
		$query    = $_GET['query'] ?? '';
		$category = $_GET['product_cat'] ?? '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput
		$started = microtime( true );
		$reply   = self::reply( $query, $category, $plugin );
		if ( null === $reply ) {
			self::hand_on( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- passed on as it came, to the route that checks it.
			return;
		}
		self::send( $reply, ( microtime( true ) - $started ) * 1000 );
	}

	/**
	 * The reply the full route would give, or null when only it can answer.
	 *
	 * @param mixed  $query    `query` as sent.
	 * @param mixed  $category `product_cat` as sent.
	 * @param string $plugin   The plugin folder's name.
	 * @return array{suggestions: array<int, array<string, mixed>>}|null
	 */
	public static function reply( $query, $category, string $plugin ): ?array {
		if ( ! is_string( $query ) || ! is_string( $category ) || ( '' !== $query && '' === wp_check_invalid_utf8( $query ) ) ) {
			return null;
		}
		$state = get_option( self::OPTION );
		if ( ! is_array( $state ) || ! isset( $state['context'], $state['none'], $state['plugin'] ) || $plugin !== $state['plugin'] || Index::VERSION !== get_option( Index::OPTION ) ) {
			return null;
		}
		$query = Endpoint::normalize( $query );
		if ( mb_strlen( $query, 'UTF-8' ) > Endpoint::MAX_CHARS ) {
			return null;
		}
		if ( mb_strlen( $query, 'UTF-8' ) < Endpoint::MIN_CHARS ) {
			return array( 'suggestions' => array() );
		}
		$category_id = 0;
		if ( '' !== trim( $category ) ) {
			// A slug as the category select sends it; anything else goes through sanitize_title() on the full route.
			if ( ! preg_match( '/^[a-z0-9_%-]{1,200}$/', $category ) ) {
				return null;
			}
			$category_id = self::category_id( $category );
			if ( 0 === $category_id ) {
				return array( 'suggestions' => array( $state['none'] ) );
			}
		}
		$hide = 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' );
		$rows = IndexLookup::rows( Text::tokens( $query ), $category_id, $hide, Endpoint::LIMIT );
		if ( ! $rows ) {
			return array( 'suggestions' => array( $state['none'] ) );
		}
		$out = array();
		$now = time();
		foreach ( $rows as $row ) {
			$stored = Endpoint::stored( $row, (string) $state['context'], $now );
			if ( null === $stored ) {
				return null;
			}
			$out[] = $stored;
		}
		return array( 'suggestions' => $out );
	}

	/**
	 * The id of the product category with this slug; 0 when there is none.
	 *
	 * @param string $slug Slug.
	 */
	private static function category_id( string $slug ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WordPress's term API is not loaded here; one indexed lookup.
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT t.term_id FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = 'product_cat' AND t.slug = %s LIMIT 1",
				$slug
			)
		);
	}

	/**
	 * Sends the reply with the wc-ajax route's headers.
	 *
	 * @param array<string, mixed> $body      Reply.
	 * @param float                $search_ms The route's own work.
	 */
	private static function send( array $body, float $search_ms ): void {
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: application/json; charset=UTF-8' );
			header( 'X-Content-Type-Options: nosniff' );
			header( 'X-Robots-Tag: noindex' );
			header( 'Cache-Control: public, max-age=' . Endpoint::MAX_AGE );
			header( sprintf( 'Server-Timing: wp;dur=%.1f, search;dur=%.1f;desc="fast"', timer_float() * 1000, $search_ms ) );
		}
		echo wp_json_encode( $body ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON.
	}

	/**
	 * Hands the request to the wc-ajax route (307 keeps it a GET with the
	 * same parameters, so its checks and German messages apply).
	 *
	 * @param array<mixed> $params The request's parameters as sent.
	 */
	private static function hand_on( array $params ): void {
		unset( $params['wc-ajax'] );
		$home = rtrim( (string) get_option( 'home' ), '/' );
		if ( ! headers_sent() ) {
			status_header( 307 );
			header( 'Cache-Control: no-store' );
			header( 'X-Robots-Tag: noindex' );
			header( 'Location: ' . $home . '/?' . http_build_query( array( 'wc-ajax' => Endpoint::ACTION ) + $params, '', '&', PHP_QUERY_RFC3986 ) );
		}
	}
}
