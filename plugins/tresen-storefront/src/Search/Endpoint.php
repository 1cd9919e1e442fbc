<?php
/**
 * `flatsome_ajax_search_products`: the header's live search suggestions.
 *
 *   GET admin-ajax.php?action=flatsome_ajax_search_products&query=gin[&product_cat=<slug>]
 *   GET /?wc-ajax=flatsome_ajax_search_products&query=gin[&product_cat=<slug>]
 *
 * Both answer `{"suggestions":[{"value","id","url","img","price"}]}`, the
 * reply of the spec (and of Flatsome, including its "no results" entry with
 * id -1). The wc-ajax address is answered as soon as WordPress and
 * WooCommerce are loaded (`wp_loaded`), before the main query and templates;
 * admin-ajax also boots wp-admin. The reply is the same for every visitor
 * (prices for the shop's base address, nothing from the session), so it may
 * be cached for five minutes.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The search endpoint.
 */
final class Endpoint {

	/** Action and wc-ajax endpoint name (the spec's, Flatsome's). */
	public const ACTION = 'flatsome_ajax_search_products';

	/** Suggestions per reply. */
	public const LIMIT = 10;

	/** Fewest characters a query needs (spec §9). */
	public const MIN_CHARS = 3;

	/** Most characters a query may have. */
	public const MAX_CHARS = 100;

	/** Seconds a reply may be cached. */
	public const MAX_AGE = 300;

	/** Image size of a suggestion (100 × 100 in WooCommerce). */
	public const IMAGE_SIZE = 'woocommerce_gallery_thumbnail';

	/**
	 * Registers the endpoint on admin-ajax (guests and logged-in) and wc-ajax.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
		// WooCommerce would answer wc-ajax at template_redirect, after the main query; ours is ready earlier.
		add_action( 'wp_loaded', array( self::class, 'answer_early' ), 1 );
		add_action( 'wc_ajax_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The wc-ajax address, answered right after WordPress loaded.
	 */
	public static function answer_early(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; a read-only, public endpoint.
		if ( ! isset( $_GET['wc-ajax'] ) || self::ACTION !== $_GET['wc-ajax'] || is_admin() ) {
			return;
		}
		if ( ! wp_doing_ajax() ) {
			define( 'DOING_AJAX', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant; WooCommerce defines it for wc-ajax on init, in case it did not.
		}
		self::handle();
	}

	/**
	 * Answers a search request and ends it.
	 */
	public static function handle(): void {
		$started = microtime( true );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- public read-only search (no nonce, cacheable); every value is checked below.
		$query    = isset( $_GET['query'] ) ? wp_unslash( $_GET['query'] ) : '';
		$category = isset( $_GET['product_cat'] ) ? wp_unslash( $_GET['product_cat'] ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput
		$reply = self::reply( $query, $category );
		if ( ! headers_sent() ) {
			// For bench/search.mjs: the whole request in PHP, and the search itself (ms).
			header( sprintf( 'Server-Timing: wp;dur=%.1f, search;dur=%.1f', timer_float() * 1000, ( microtime( true ) - $started ) * 1000 ) );
		}
		self::send( $reply['body'], $reply['status'] );
	}

	/**
	 * The reply to a query: status and body.
	 *
	 * @param mixed $query    `query` as sent.
	 * @param mixed $category `product_cat` as sent (a category slug, or empty).
	 * @return array{status: int, body: array<string, mixed>}
	 */
	public static function reply( $query, $category ): array {
		if ( ! is_string( $query ) || ! is_string( $category ) ) {
			return self::error( 'invalid_input', __( 'Your search could not be read. Please reload the page and try again.', 'tresen-storefront' ) );
		}
		if ( ( '' !== $query && '' === wp_check_invalid_utf8( $query ) ) || ( '' !== $category && '' === wp_check_invalid_utf8( $category ) ) ) {
			return self::error( 'invalid_text', __( 'Your search contains characters we cannot read. Please check your entry.', 'tresen-storefront' ) );
		}
		$query = self::normalize( $query );
		if ( mb_strlen( $query, 'UTF-8' ) > self::MAX_CHARS ) {
			return self::error(
				'query_too_long',
				/* translators: %d: most characters of a search. */
				sprintf( __( 'Please search with at most %d characters.', 'tresen-storefront' ), self::MAX_CHARS )
			);
		}
		if ( mb_strlen( $query, 'UTF-8' ) < self::MIN_CHARS || ! function_exists( 'wc_get_product' ) ) {
			return self::ok( array(), false ); // Not searched (the client asks from three characters on).
		}

		$category_id = 0;
		$slug        = sanitize_title( $category );
		if ( '' !== trim( $category ) ) {
			$term = '' !== $slug ? get_term_by( 'slug', $slug, 'product_cat' ) : false;
			if ( ! $term instanceof \WP_Term ) {
				return self::ok( array() ); // An unknown category holds nothing.
			}
			$category_id = (int) $term->term_id;
		}

		$hide_out_of_stock = 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' );
		$rows              = IndexLookup::search_rows( Text::tokens( $query ), $category_id, $hide_out_of_stock, self::LIMIT );
		return self::ok( self::from_rows( $rows, $hide_out_of_stock ) );
	}

	/**
	 * The query as searched: without markup, control characters and runs of
	 * white space.
	 *
	 * @param string $query Query as sent (valid UTF-8).
	 */
	public static function normalize( string $query ): string {
		return trim( (string) preg_replace( '/[\p{C}\s]+/u', ' ', wp_strip_all_tags( $query ) ) );
	}

	/**
	 * The suggestions of the index's rows, in their order: a row's stored
	 * suggestion when it was made under the current context and has not
	 * expired; the others are made (suggestions()) and stored for next time.
	 *
	 * @param array<int, array{product_id: int, suggestion: string, suggestion_key: string, suggestion_expires: int}> $rows Rows of IndexLookup::search_rows().
	 * @param bool $hide_out_of_stock Whether out-of-stock products are hidden.
	 * @return array<int, array<string, mixed>>
	 */
	public static function from_rows( array $rows, bool $hide_out_of_stock ): array {
		if ( ! $rows ) {
			return array();
		}
		$key = SuggestionContext::context();
		FastRoute::remember( $key );
		$now   = time();
		$found = array();
		$make  = array();
		foreach ( $rows as $row ) {
			$stored = self::stored( $row, $key, $now );
			if ( null !== $stored ) {
				$found[ $row['product_id'] ] = $stored;
			} else {
				$make[] = $row['product_id'];
			}
		}
		if ( $make ) {
			foreach ( self::suggestions( $make, $hide_out_of_stock ) as $suggestion ) {
				$id           = (int) $suggestion['id'];
				$found[ $id ] = $suggestion;
				$product      = wc_get_product( $id );
				IndexLookup::store_suggestion( $id, $suggestion, $key, $product instanceof \WC_Product ? self::expires( $product, $now ) : 0 );
			}
		}
		$out = array();
		foreach ( $rows as $row ) {
			if ( isset( $found[ $row['product_id'] ] ) ) {
				$out[] = $found[ $row['product_id'] ];
			}
		}
		return $out;
	}

	/**
	 * A row's stored suggestion, if it was made under this context key and
	 * has not expired.
	 *
	 * @param array{product_id: int, suggestion: string, suggestion_key: string, suggestion_expires: int} $row A row of IndexLookup::rows().
	 * @param string $key SuggestionContext::context() now.
	 * @param int    $now Unix time.
	 * @return array{value: string, id: int, url: string, img: string, price: string}|null
	 */
	public static function stored( array $row, string $key, int $now ): ?array {
		if ( $key !== $row['suggestion_key'] || '' === $row['suggestion'] || ( 0 !== $row['suggestion_expires'] && $row['suggestion_expires'] <= $now ) ) {
			return null;
		}
		$stored = json_decode( $row['suggestion'], true );
		if ( ! is_array( $stored ) || ! isset( $stored['value'], $stored['url'], $stored['img'], $stored['price'] ) ) {
			return null;
		}
		return array(
			'value' => (string) $stored['value'],
			'id'    => $row['product_id'],
			'url'   => (string) $stored['url'],
			'img'   => (string) $stored['img'],
			'price' => (string) $stored['price'],
		);
	}

	/**
	 * When a product's price HTML next changes by itself: the nearest future
	 * start or end of a scheduled sale (its own or a variation's); 0 for none.
	 *
	 * @param \WC_Product $product Product.
	 * @param int         $now     Unix time.
	 */
	public static function expires( \WC_Product $product, int $now ): int {
		$products = array( $product );
		if ( $product->is_type( 'variable' ) || $product->is_type( 'grouped' ) ) {
			foreach ( $product->get_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				if ( $child instanceof \WC_Product ) {
					$products[] = $child;
				}
			}
		}
		$next = 0;
		foreach ( $products as $item ) {
			foreach ( array( $item->get_date_on_sale_from( 'edit' ), $item->get_date_on_sale_to( 'edit' ) ) as $date ) {
				$time = $date ? $date->getTimestamp() : 0;
				if ( $time > $now && ( 0 === $next || $time < $next ) ) {
					$next = $time;
				}
			}
		}
		return $next;
	}

	/**
	 * The suggestions of these products, in this order; a product that is no
	 * longer one a shopper may find is left out (and its row fixed).
	 *
	 * @param int[] $ids               Product ids.
	 * @param bool  $hide_out_of_stock Whether out-of-stock products are hidden.
	 * @return array<int, array{value: string, id: int, url: string, img: string, price: string}>
	 */
	public static function suggestions( array $ids, bool $hide_out_of_stock ): array {
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, true, true );
		// The images' posts and sizes in one go too (the meta cache holds each product's _thumbnail_id now).
		$images = array();
		foreach ( $ids as $id ) {
			$image = (int) get_post_meta( $id, '_thumbnail_id', true );
			if ( $image > 0 ) {
				$images[] = $image;
			}
		}
		if ( $images ) {
			_prime_post_caches( array_values( array_unique( $images ) ), false, true );
		}
		$out   = array();
		$stale = array();
		foreach ( $ids as $id ) {
			$product = wc_get_product( $id );
			if ( ! $product instanceof \WC_Product || ! self::findable( $product, $hide_out_of_stock ) ) {
				$stale[] = $id;
				continue;
			}
			$out[] = self::suggestion( $product );
		}
		if ( $stale ) {
			IndexRows::index( $stale );
		}
		return $out;
	}

	/**
	 * Whether a shopper may find the product in search (checked again on the
	 * product itself, in case its row is out of date).
	 *
	 * @param \WC_Product $product           Product.
	 * @param bool        $hide_out_of_stock Whether out-of-stock products are hidden.
	 */
	public static function findable( \WC_Product $product, bool $hide_out_of_stock ): bool {
		if ( 'publish' !== $product->get_status() || '' !== (string) $product->get_post_password() || $product->get_parent_id() ) {
			return false;
		}
		if ( in_array( $product->get_catalog_visibility(), array( 'hidden', 'catalog' ), true ) ) {
			return false;
		}
		return ! ( $hide_out_of_stock && ! $product->is_in_stock() );
	}

	/**
	 * One suggestion: name as text, address, image and price as on the shop
	 * list (the price with its notes and, for drinks sold by volume, the unit price).
	 *
	 * @param \WC_Product $product Product.
	 * @return array{value: string, id: int, url: string, img: string, price: string}
	 */
	public static function suggestion( \WC_Product $product ): array {
		$image_id = (int) $product->get_image_id();
		$image    = $image_id ? wp_get_attachment_image_url( $image_id, self::IMAGE_SIZE ) : false;
		return array(
			'value' => html_entity_decode( wp_strip_all_tags( $product->get_name() ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'id'    => $product->get_id(),
			'url'   => (string) get_permalink( $product->get_id() ),
			'img'   => is_string( $image ) && '' !== $image ? $image : wc_placeholder_img_src( self::IMAGE_SIZE ),
			'price' => self::price_html( $product ),
		);
	}

	/**
	 * The product's price HTML (with what `tresen_search_suggestion_price`
	 * adds: the unit price plugin's unit price), without anything
	 * interactive (the suggestion itself is the link).
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function price_html( \WC_Product $product ): string {
		$html    = (string) $product->get_price_html();
		$allowed = wp_kses_allowed_html( 'post' );
		foreach ( array( 'a', 'button', 'form', 'input', 'select', 'textarea', 'label', 'details', 'summary', 'area', 'map', 'img', 'audio', 'video', 'iframe' ) as $tag ) {
			unset( $allowed[ $tag ] );
		}
		/**
		 * Filters the price HTML of a search suggestion. The unit price plugin
		 * adds the unit price here (as it prints it beside the price on the shop list).
		 *
		 * @param string      $html    Price HTML (sanitised again afterwards).
		 * @param \WC_Product $product Product.
		 */
		$html = (string) apply_filters( 'tresen_search_suggestion_price', $html, $product );
		return trim( wp_kses( $html, $allowed ) );
	}

	/**
	 * A successful reply; no matches give Flatsome's single "no results" entry (id -1).
	 *
	 * @param array<int, array<string, mixed>> $suggestions Suggestions.
	 * @param bool                             $searched    Whether a search ran (else no "no results" entry).
	 * @return array{status: int, body: array<string, mixed>}
	 */
	private static function ok( array $suggestions, bool $searched = true ): array {
		if ( ! $suggestions && $searched ) {
			$suggestions = array( self::no_results() );
		}
		return array(
			'status' => 200,
			'body'   => array( 'suggestions' => $suggestions ),
		);
	}

	/**
	 * Flatsome's "no results" entry (id -1).
	 *
	 * @return array{value: string, id: int, url: string, img: string, price: string}
	 */
	public static function no_results(): array {
		return array(
			'value' => __( 'No results', 'tresen-storefront' ),
			'id'    => -1,
			'url'   => '',
			'img'   => '',
			'price' => '',
		);
	}

	/**
	 * A refusal with a German message (400).
	 *
	 * @param string $code    Machine code.
	 * @param string $message Message for the shopper.
	 * @return array{status: int, body: array<string, mixed>}
	 */
	private static function error( string $code, string $message ): array {
		return array(
			'status' => 400,
			'body'   => array(
				'suggestions' => array(),
				'code'        => $code,
				'message'     => $message,
			),
		);
	}

	/**
	 * Sends the reply: JSON, cacheable for everyone when it succeeded.
	 *
	 * @param array<string, mixed> $body   Body.
	 * @param int                  $status HTTP status.
	 */
	private static function send( array $body, int $status ): void {
		if ( 200 === $status ) {
			// admin-ajax and wc-ajax send no-cache headers, and wp_die() sends them again; this reply is the same for everyone.
			add_filter( 'nocache_headers', array( self::class, 'cache_headers' ), PHP_INT_MAX );
		}
		if ( ! headers_sent() ) {
			header_remove( 'Set-Cookie' );
			header( 'X-Content-Type-Options: nosniff' );
			header( 'X-Robots-Tag: noindex' );
			nocache_headers();
		}
		wp_send_json( $body, $status );
	}

	/**
	 * The headers of a successful reply, in place of WordPress's no-cache headers.
	 *
	 * @return array<string, string>
	 */
	public static function cache_headers(): array {
		return array( 'Cache-Control' => 'public, max-age=' . self::MAX_AGE );
	}
}
