<?php
/**
 * Runs the shop check: fetches the shop's pages as a guest (home, shop,
 * one product of each kind, cart with an item, checkout, account, the
 * legal pages linked from the footer), runs every detector and keeps the
 * last report for the admin page and the dashboard widget.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * The shop check.
 */
final class ShopCheck {

	/** Option holding the last report. */
	public const OPTION = 'tresen_setup_check';

	/**
	 * The check stops fetching after this many seconds. It takes 6–13 s on
	 * the local shop; on a busy host a page can take seconds, so the limit
	 * leaves room, and run() asks PHP for enough time to reach it (a host's
	 * usual 30 s max_execution_time would otherwise end the request first).
	 */
	private const BUDGET = 45.0;

	/** At most this many stylesheets are read. */
	private const MAX_STYLES = 16;

	/** Legal pages fetched from the footer: key => link pattern key of Detectors::footer_links(). */
	private const LEGAL = array( 'imprint', 'privacy', 'terms', 'withdrawal', 'withdraw', 'shipping', 'accessibility' );

	/**
	 * Runs the check and stores its report.
	 *
	 * @param Fetcher|null $fetcher Fetcher (tests pass their own).
	 * @return array{time: int, seconds: float, met: int, total: int, results: list<array<string, mixed>>, error: string}
	 */
	public static function run( ?Fetcher $fetcher = null ): array {
		$start = microtime( true );
		if ( null === $fetcher ) {
			$problem = Fetcher::loopback_problem();
			if ( '' !== $problem ) {
				return self::report_error( $problem );
			}
			// Only ever raise a limit: 0 (WP-CLI, PHPUnit) is no limit, and
			// set_time_limit() would start one for the rest of the process.
			$limit = (int) ini_get( 'max_execution_time' );
			if ( $limit > 0 && $limit < (int) self::BUDGET + 60 && function_exists( 'set_time_limit' ) ) {
				set_time_limit( (int) self::BUDGET + 60 );
			}
			$preview = Preview::begin();
			try {
				$snapshot = self::collect( new Fetcher( $preview ), $start );
			} finally {
				Preview::end();
			}
		} else {
			$snapshot = self::collect( $fetcher, $start );
		}
		$results = self::evaluate( $snapshot );
		return self::store( $results, $start, '' );
	}

	/**
	 * Stores a report that only says why the check could not run.
	 *
	 * @param string $error German reason.
	 * @return array{time: int, seconds: float, met: int, total: int, results: list<array<string, mixed>>, error: string}
	 */
	public static function report_error( string $error ): array {
		return self::store( array(), microtime( true ), $error );
	}

	/**
	 * Runs every detector on a snapshot.
	 *
	 * @param Snapshot $snapshot The pages.
	 * @return list<Result>
	 */
	public static function evaluate( Snapshot $snapshot ): array {
		$results = array( Catalogue::suite() );
		foreach ( Detectors::ALL as $method ) {
			$results[] = Detectors::$method( $snapshot );
			if ( 'deposit' === $method ) {
				$results[] = Catalogue::deposit_data();
			}
			if ( 'withdrawal_information' === $method ) {
				$results[] = Emails::confirmation();
			}
		}
		return $results;
	}

	/**
	 * Fetches the pages.
	 *
	 * @param Fetcher $fetcher Fetcher.
	 * @param float   $start   When the run began.
	 */
	public static function collect( Fetcher $fetcher, float $start ): Snapshot {
		$s                = new Snapshot();
		$s->coming_soon   = 'yes' === get_option( 'woocommerce_coming_soon', 'no' );
		$s->store_only    = 'yes' === get_option( 'woocommerce_store_pages_only', 'no' );
		$s->pages['home'] = $fetcher->get( 'home', home_url( '/' ) );
		$shop_id          = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( 'shop' ) : 0;
		if ( $shop_id > 0 ) {
			$s->pages['shop'] = $fetcher->get( 'shop', (string) get_permalink( $shop_id ) );
		}
		foreach ( self::sample_products() as $id ) {
			if ( microtime( true ) - $start > self::BUDGET ) {
				break;
			}
			$facts = self::facts( $id );
			$s->add_product( $fetcher->get( 'product', (string) get_permalink( $id ) ), get_the_title( $id ), admin_url( 'post.php?post=' . $id . '&action=edit' ), $facts['unit'], $facts['deposit'], $facts['alcoholic'], $facts['sale'] );
		}
		self::collect_styles( $fetcher, $s, $start );
		$s->colors = self::global_colors();

		// The cart with one item, then the checkout and the account page, as the same guest.
		$item = self::cart_product();
		if ( $item ) {
			$fetcher->get( 'add-to-cart', add_query_arg( 'add-to-cart', $item, home_url( '/' ) ) );
			$s->cart_filled    = $fetcher->has_cookie( 'woocommerce_items_in_cart' );
			$facts             = self::facts( $item );
			$s->cart_alcoholic = $facts['alcoholic'];
			$s->cart_deposit   = $facts['deposit'];
		}
		foreach ( array( 'cart', 'checkout', 'myaccount' ) as $wc_page ) {
			$id = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( $wc_page ) : 0;
			if ( $id > 0 ) {
				$kind              = 'myaccount' === $wc_page ? 'account' : $wc_page;
				$s->pages[ $kind ] = $fetcher->get( $kind, (string) get_permalink( $id ) );
			}
		}

		// The legal pages as the footer links them.
		$patterns = Detectors::footer_links();
		$home     = $s->pages['home'];
		foreach ( self::LEGAL as $key ) {
			if ( microtime( true ) - $start > self::BUDGET ) {
				break;
			}
			$link = $home->link_matching( $patterns[ $key ][1] );
			if ( $link && Fetcher::is_own( $link['href'] ) ) {
				$s->pages[ 'legal:' . $key ] = $fetcher->get( 'legal:' . $key, $link['href'] );
			}
		}
		return $s;
	}

	/**
	 * Fetches the shop's own stylesheets that the home, shop and product pages
	 * link (for the marker size and the focus outline), each once.
	 *
	 * @param Fetcher  $fetcher Fetcher.
	 * @param Snapshot $s       The pages so far.
	 * @param float    $start   When the run began.
	 */
	private static function collect_styles( Fetcher $fetcher, Snapshot $s, float $start ): void {
		$pages = array_filter( array( $s->page( 'shop' ), $s->page( 'home' ) ) );
		foreach ( $s->products as $product ) {
			$pages[] = $product['page'];
		}
		foreach ( $pages as $page ) {
			foreach ( Snapshot::stylesheet_links( $page ) as $href ) {
				if ( count( $s->styles ) >= self::MAX_STYLES || microtime( true ) - $start > self::BUDGET ) {
					return;
				}
				if ( isset( $s->styles[ $href ] ) || ! Fetcher::is_own( $href ) ) {
					continue;
				}
				$css                = $fetcher->get( 'style', $href );
				$s->styles[ $href ] = $css->ok() ? substr( $css->body, 0, 1048576 ) : '';
			}
		}
	}

	/**
	 * The text and background colours the theme's global styles (theme.json
	 * and the owner's changes in the editor) set for the page, links and
	 * buttons, as CSS colours.
	 *
	 * @return list<array{0: string, 1: string, 2: string}>
	 */
	public static function global_colors(): array {
		if ( ! function_exists( 'wp_get_global_styles' ) || ! function_exists( 'wp_get_global_settings' ) ) {
			return array();
		}
		$palette = array();
		foreach ( (array) wp_get_global_settings( array( 'color', 'palette' ) ) as $origin ) {
			foreach ( is_array( $origin ) ? $origin : array() as $entry ) {
				if ( is_array( $entry ) && isset( $entry['slug'], $entry['color'] ) ) {
					$palette[ (string) $entry['slug'] ] = (string) $entry['color'];
				}
			}
		}
		$resolve = static function ( $value ) use ( $palette ): string {
			$value = is_string( $value ) ? trim( $value ) : '';
			if ( preg_match( '/^var:preset\|color\|([a-z0-9-]+)$/i', $value, $m ) || preg_match( '/^var\(--wp--preset--color--([a-z0-9-]+)\)$/i', $value, $m ) ) {
				return $palette[ $m[1] ] ?? '';
			}
			return $value;
		};
		$styles  = (array) wp_get_global_styles();
		$bg      = $resolve( $styles['color']['background'] ?? '' );
		$bg      = '' === $bg ? '#ffffff' : $bg;
		$pairs   = array(
			array( __( 'Text', 'tresen-setup' ), $resolve( $styles['color']['text'] ?? '' ), $bg ),
			array( __( 'Links', 'tresen-setup' ), $resolve( $styles['elements']['link']['color']['text'] ?? '' ), $bg ),
			array( __( 'Buttons', 'tresen-setup' ), $resolve( $styles['elements']['button']['color']['text'] ?? '' ), $resolve( $styles['elements']['button']['color']['background'] ?? '' ) ),
		);
		return array_values(
			array_filter(
				$pairs,
				static function ( array $pair ): bool {
					return '' !== $pair[1] && '' !== $pair[2];
				}
			)
		);
	}

	/**
	 * Up to seven published products: one with content data, one with a
	 * deposit, one alcoholic, one on sale, and the first of each product type.
	 *
	 * @return list<int>
	 */
	public static function sample_products(): array {
		$ids     = array();
		$base    = array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			'fields'         => 'ids',
			'posts_per_page' => 1,
			'no_found_rows'  => true,
			'orderby'        => 'ID',
			'order'          => 'ASC',
		);
		$queries = array(
			// phpcs:disable WordPress.DB.SlowDBQuery -- a few single-row reads per check.
			array(
				'meta_query' => array(
					array(
						'key'     => ProductMeta::UNIT_AMOUNT,
						'value'   => 0,
						'compare' => '>',
						'type'    => 'DECIMAL(10,3)',
					),
				),
			),
			array(
				'meta_query' => array(
					array(
						'key'     => ProductMeta::DEPOSIT_TYPE,
						'value'   => array( 'einweg', 'mehrweg' ),
						'compare' => 'IN',
					),
				),
			),
			array(
				'meta_query' => array(
					array(
						'key'     => ProductMeta::ABV,
						'value'   => 0.5,
						'compare' => '>',
						'type'    => 'DECIMAL(5,2)',
					),
				),
			),
			// phpcs:enable
		);
		$on_sale = function_exists( 'wc_get_product_ids_on_sale' ) ? array_map( 'intval', wc_get_product_ids_on_sale() ) : array();
		if ( $on_sale ) {
			$queries[] = array( 'post__in' => $on_sale );
		}
		foreach ( array( 'simple', 'variable', 'grouped', 'external' ) as $type ) {
			$queries[] = array(
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one row.
				'tax_query' => array(
					array(
						'taxonomy' => 'product_type',
						'field'    => 'slug',
						'terms'    => $type,
					),
				),
			);
		}
		foreach ( $queries as $query ) {
			foreach ( get_posts( $query + $base + array( 'post__not_in' => $ids ) ) as $id ) {
				$ids[] = (int) $id;
			}
		}
		return array_slice( array_values( array_unique( $ids ) ), 0, 7 );
	}

	/**
	 * What a product's page must show.
	 *
	 * @param int $id Product.
	 * @return array{unit: bool, deposit: bool, alcoholic: bool, sale: bool}
	 */
	public static function facts( int $id ): array {
		$type    = (string) get_post_meta( $id, ProductMeta::DEPOSIT_TYPE, true );
		$age     = (int) get_post_meta( $id, ProductMeta::MIN_AGE, true );
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		return array(
			'sale'      => $product instanceof \WC_Product && $product->is_on_sale(),
			'unit'      => (float) get_post_meta( $id, ProductMeta::UNIT_AMOUNT, true ) > 0 && '' !== (string) get_post_meta( $id, ProductMeta::UNIT, true ),
			'deposit'   => in_array( $type, array( 'einweg', 'mehrweg' ), true ) && ( 'einweg' === $type || (float) get_post_meta( $id, ProductMeta::DEPOSIT_AMOUNT, true ) > 0 ),
			'alcoholic' => $age > 0 || (float) get_post_meta( $id, ProductMeta::ABV, true ) > 0.5,
		);
	}

	/**
	 * A simple, purchasable product in stock for the cart: preferably alcoholic with a deposit.
	 */
	public static function cart_product(): int {
		if ( ! function_exists( 'wc_get_products' ) ) {
			return 0;
		}
		$best  = 0;
		$score = -1;
		foreach ( wc_get_products(
			array(
				'status'       => 'publish',
				'type'         => 'simple',
				'stock_status' => 'instock',
				'limit'        => 40,
				'orderby'      => 'ID',
				'order'        => 'ASC',
				'return'       => 'ids',
			)
		) as $id ) {
			$product = wc_get_product( (int) $id );
			if ( ! $product || ! $product->is_purchasable() || ! $product->is_in_stock() ) {
				continue;
			}
			$facts = self::facts( (int) $id );
			$s     = ( $facts['alcoholic'] ? 2 : 0 ) + ( $facts['deposit'] ? 1 : 0 );
			if ( $s > $score ) {
				$best  = (int) $id;
				$score = $s;
			}
			if ( 3 === $s ) {
				break;
			}
		}
		return $best;
	}

	/**
	 * Stores and returns a report.
	 *
	 * @param list<Result> $results Results.
	 * @param float        $start   When the run began.
	 * @param string       $error   Why the check could not run.
	 * @return array{time: int, seconds: float, met: int, total: int, results: list<array<string, mixed>>, error: string}
	 */
	private static function store( array $results, float $start, string $error ): array {
		$met    = count(
			array_filter(
				$results,
				static function ( Result $r ): bool {
					return $r->met;
				}
			)
		);
		$report = array(
			'time'    => time(),
			'seconds' => round( microtime( true ) - $start, 1 ),
			'met'     => $met,
			'total'   => count( $results ),
			'results' => array_map(
				static function ( Result $r ): array {
					return $r->to_array();
				},
				$results
			),
			'error'   => $error,
		);
		update_option( self::OPTION, $report, false );
		return $report;
	}

	/**
	 * The last stored report, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function last(): ?array {
		$report = get_option( self::OPTION );
		return is_array( $report ) ? $report : null;
	}
}
